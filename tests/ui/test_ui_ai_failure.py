"""A failing AI seat is said on the table: one line naming the seat and the error, that stays (it used to
fall back to random moves in silence, with the error kept in `worker.error` where nobody saw it)."""

from __future__ import annotations

from typing import Any

from alien_artifacts.ui.ai_seat import InlineAIWorker, ProcessAIWorker, register_seat_factory
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from alien_artifacts.ui.table_render import AI_NOTICE_BG


class _Broken:
    """An AI seat whose every decision raises (as a valuation that recursed forever did)."""

    kind = "broken"

    def decide(self, view: Any) -> tuple[str, ...]:
        raise RecursionError("maximum recursion depth exceeded\nwhile valuing an attack")


def _table(app: Any, worker: Any) -> tuple[TableScene, Session]:
    """Two AI seats, Robo first to decide (a table of AI seats is watched; nobody needs to click)."""
    session = Session.new(app.cards(), [SeatConfig("Robo", False, "normal"), SeatConfig("Unit", False, "easy", 1)], 11)
    session.autosave_enabled = False
    table = TableScene(app, session)
    table.seats.worker = worker
    app.push(table)
    return table, session


def _play_until_the_ai_moved(app: Any, table: TableScene) -> None:
    for _ in range(600):
        if table.seats.failures:
            return
        app.step(1 / 60)
    raise AssertionError("the AI seat never decided")


def _robo_broken(kind: str, seed: int) -> Any:
    """Robo (normal) fails at every decision; Unit (easy) is the real AI."""
    from alien_artifacts.ai.seats import make_seat

    return _Broken() if kind == "normal" else make_seat(kind, seed)


def test_a_failing_ai_seat_is_said_in_one_line_that_stays(fresh_app: Any) -> None:
    app = fresh_app
    register_seat_factory(_robo_broken)
    try:
        table, session = _table(app, InlineAIWorker())
        _play_until_the_ai_moved(app, table)
        notice = table.seats.notice
        assert notice.startswith("The AI of Robo (normal) failed: RecursionError: maximum recursion depth exceeded "
                                 "while valuing an attack."), notice
        assert "random legal move" in notice and "\n" not in notice
        assert table.seats.worker.error == ""  # read once, not reported again for the next decision
        version = session.version
        for _ in range(120):  # two seconds of frames later (at no AI pace) it is still there; the game goes on
            app.step(1 / 60)
        assert table.seats.notice.startswith("The AI of Robo (normal) failed (")  # counted, still Robo's
        assert table.seats.failures > 1
        assert app.top is table and session.version > version
        # it is drawn: the strip under the top bar, over the table
        app.draw(app.screen)
        r = table.geometry.ai_notice_rect()
        assert app.screen.get_at((r.x + 3, r.centery))[:3] == AI_NOTICE_BG
    finally:
        register_seat_factory(None)


def test_a_table_whose_ai_answers_shows_no_notice(fresh_app: Any) -> None:
    from alien_artifacts.ai.seats import make_seat

    app = fresh_app
    register_seat_factory(make_seat)
    try:
        table, session = _table(app, InlineAIWorker())
        for _ in range(120):
            app.step(1 / 60)
        assert sum(1 for e in session.game.events if type(e).__name__ == "Decided") >= 3  # they played
        assert table.seats.notice == "" and table.seats.failures == 0
        app.draw(app.screen)
        r = table.geometry.ai_notice_rect()
        assert app.screen.get_at((r.x + 3, r.centery))[:3] != AI_NOTICE_BG
    finally:
        register_seat_factory(None)


def test_the_ai_process_failing_is_said_too(fresh_app: Any) -> None:
    """The default worker (a forked child): its error crosses the pipe and reaches the notice."""
    app = fresh_app
    register_seat_factory(lambda kind, seed: _Broken())
    try:
        table, _session = _table(app, ProcessAIWorker())
        _play_until_the_ai_moved(app, table)
        assert table.seats.notice.startswith("The AI of Robo (normal) failed: RecursionError"), table.seats.notice
    finally:
        register_seat_factory(None)
