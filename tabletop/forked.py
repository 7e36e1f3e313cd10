"""The plumbing of a worker process forked from a running table (an AI seat's process): what the child drops of its
parent, and how it waits for the next message without outliving it. No game is named here.

    def child(conn, parent_end):
        parent = forked.settle(parent_end)          # signals, pipes and stdout of the app dropped; niced
        while (msg := forked.receive(conn, parent)) is not forked.GONE:
            ...                                     # answer msg on conn

Every game's AI process starts this way.
"""

from __future__ import annotations

import contextlib
import os
import signal
from typing import Any

GONE: Any = object()  # what `receive` returns when there is nothing more to read: the app ended or the pipe closed
POLL_S = 0.5  # seconds between two looks at whether the parent still lives
NICE = 5  # when the cores are busy, the parent's frame loop goes first


def settle(parent_end: Any) -> int:
    """In a freshly forked child: drop what belongs to the parent and return the parent's pid. SDL's handlers
    would turn SIGTERM into a quit event nobody reads; the parent's end of the pipe and the inherited stdout would
    keep readers waiting."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent_end.close()
    with contextlib.suppress(OSError):
        devnull = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(devnull, fd)
    with contextlib.suppress(OSError, AttributeError):
        os.nice(NICE)
    return os.getppid()


def receive(conn: Any, parent: int, poll_s: float = POLL_S) -> Any:
    """The next message on `conn`; GONE when the parent `parent` has ended or the pipe is closed or broken. A None
    sent by the parent is returned as None (callers use it to say "stop")."""
    try:
        while not conn.poll(poll_s):
            if os.getppid() != parent:  # the app is gone
                return GONE
        return conn.recv()
    except (EOFError, OSError):
        return GONE
