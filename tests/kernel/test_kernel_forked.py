"""tabletop/forked.py: a forked worker drops its parent's signal handlers, pipe end and output, is niced, and
stops waiting when the pipe closes or the parent is gone (the AI processes of both games start this way)."""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import time
from typing import Any

import pytest

from tabletop import forked

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the AI processes fork on Linux only")


def _echo(conn: Any, parent_end: Any) -> None:
    parent = forked.settle(parent_end)
    handlers = (signal.getsignal(signal.SIGTERM) == signal.SIG_DFL, signal.getsignal(signal.SIGINT) == signal.SIG_IGN)
    conn.send(("settled", parent, os.nice(0), handlers, os.isatty(1)))
    while (msg := forked.receive(conn, parent, poll_s=0.05)) is not forked.GONE and msg is not None:
        conn.send(("echo", msg))
    conn.send(("bye", msg is None))


def test_a_settled_child_answers_until_told_to_stop() -> None:
    ctx = multiprocessing.get_context("fork")
    here, child = ctx.Pipe()
    before = os.nice(0)
    p = ctx.Process(target=_echo, args=(child, here), daemon=True)
    p.start()
    child.close()
    kind, parent, nice, handlers, tty = here.recv()
    assert (kind, parent) == ("settled", os.getpid())
    assert nice == min(19, before + forked.NICE) and handlers == (True, True) and tty is False
    here.send({"a": 1})
    assert here.recv() == ("echo", {"a": 1})
    here.send(None)  # stop
    assert here.recv() == ("bye", True)
    p.join(5)
    assert p.exitcode == 0


def test_receive_says_gone_when_the_pipe_closes_or_the_parent_is_not_ours() -> None:
    a, b = multiprocessing.Pipe()
    b.close()
    assert forked.receive(a, os.getppid(), poll_s=0.01) is forked.GONE  # the other end closed: EOF
    c, d = multiprocessing.Pipe()
    t0 = time.monotonic()
    assert forked.receive(c, parent=-1, poll_s=0.01) is forked.GONE  # a parent that is not ours: it has ended
    assert time.monotonic() - t0 < 1.0
    d.send("x")
    assert forked.receive(c, os.getppid(), poll_s=0.01) == "x"
