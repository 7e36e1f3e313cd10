"""The kernel's writer off the frame loop (tabletop/writer.py): one write at a time, the newest waiting job
replacing an older one (the last written is the newest), failures reported not raised, flush waits."""

from __future__ import annotations

import threading
import time

import pytest

from tabletop.writer import LatestWriter


def test_never_two_writes_at_once_and_the_last_written_is_the_newest() -> None:
    w = LatestWriter("test")
    running, most, written = [0], [0], []
    lock = threading.Lock()

    def job(i: int) -> None:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        time.sleep(0.005)
        written.append(i)
        with lock:
            running[0] -= 1

    tickets = [w.submit(lambda i=i: job(i)) for i in range(40)]
    assert w.flush(10)
    assert most[0] == 1  # never two at once
    assert written[-1] == 39 and written == sorted(written)  # in order, the newest last
    done = w.done()
    assert sorted(d.ticket for d in done) == tickets  # each job reported: written or skipped
    assert len([d for d in done if not d.skipped]) == len(written) < 40  # waiting jobs were replaced
    assert w.close(1) and w.idle()
    with pytest.raises(RuntimeError):
        w.submit(lambda: None)


def test_a_failing_job_is_reported_and_the_writer_goes_on() -> None:
    w = LatestWriter("test")
    w.submit(lambda: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    assert w.flush(5)
    (failed,) = w.done()
    assert isinstance(failed.error, OSError) and failed.error.errno == 28
    out: list[int] = []
    w.submit(lambda: out.append(1))
    assert w.flush(5) and out == [1] and w.done()[0].error is None


def test_flush_waits_for_the_write_in_flight_and_times_out_when_it_cannot() -> None:
    w = LatestWriter("test")
    gate = threading.Event()
    w.submit(gate.wait)
    assert not w.flush(0.05) and not w.idle()  # still writing
    gate.set()
    assert w.flush(5) and w.idle()


def test_an_idle_writer_ends_its_thread_and_the_next_job_starts_another(monkeypatch: pytest.MonkeyPatch) -> None:
    import tabletop.writer as W

    monkeypatch.setattr(W, "IDLE_S", 0.05)
    w = LatestWriter("idle")
    out: list[int] = []
    w.submit(lambda: out.append(1))
    assert w.flush(5)
    first = w._thread
    assert first is not None
    first.join(2)
    assert not first.is_alive() and w._thread is None  # a writer dropped unclosed leaves no thread behind
    w.submit(lambda: out.append(2))
    assert w.flush(5) and out == [1, 2]
