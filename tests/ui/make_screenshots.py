"""Drive the real app to each scene and save PNGs (run under Xvfb or the dummy driver).

    .venv/bin/python tests/ui/make_screenshots.py OUT_DIR [WxH]

Positions are played forward by the project's AI seats (alien_artifacts.ai, wired in as `python -m game` does), so
the tables look like real games. The 5-player table is shot at 1920x1080 whatever WxH says (under Xvfb, give it a
screen of at least 1920x1080: the game never opens a window larger than the screen).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace
from typing import Any

os.environ.setdefault("ALIEN_ARTIFACTS_HOME", tempfile.mkdtemp(prefix="aa-shots-"))
os.environ.setdefault("AA_AI_WORKER", "inline")  # AI seats answer in the frame loop: the pictures are reproducible
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame

from alien_artifacts.ui.ai_seat import RandomBrain, SeatBrain, register_seat_factory
from alien_artifacts.ui.session import SeatConfig
from game.ui.app import App


def _ai(kind: str, seed: int) -> Any:
    from alien_artifacts.ai.seats import make_seat

    return make_seat(kind, seed)


def frames(app: App, n: int = 3, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)
        pygame.display.flip()


def run_until(app: App, cond: Any, limit: int = 5000) -> None:
    for _ in range(limit):
        if cond():
            return
        frames(app, 1)
    raise RuntimeError("condition not reached")


def shoot(app: App, out: Path, name: str, park: bool = True) -> None:
    if park:  # keep the pointer off the cards, so no zoom covers the picture
        pygame.mouse.set_pos((4, app.screen.get_height() // 2))
    frames(app, 2)
    pygame.image.save(app.screen, str(out / f"{name}.png"))
    print("saved", out / f"{name}.png")


def forward(table: Any, until: Any, seed: int) -> None:
    """Play every seat with the AI (the 'normal' level) until `until(state, pending)` or the end."""
    session = table.session
    brains: dict[int, Any] = {}
    while session.pending is not None and not until(session.state, session.pending):
        p = session.pending
        brain = brains.setdefault(p.seat, SeatBrain(_ai("normal", seed * 31 + p.seat)))
        r = session.submit(brain.choose(session.view(p.seat)))
        if not r.ok:
            session.submit(RandomBrain(seed).choose(session.view(p.seat)))


def prepare_once(table: Any, seed: int) -> None:
    """Seat 0 takes the Prepare action at its next chance and attaches what it may (other seats: the AI)."""
    from alien_artifacts.engine.choices import Command

    session = table.session
    forward(table, lambda st, p: p.seat == 0 and p.kind == "turn"
            and any(o.key.startswith("prepare:") for o in p.options), seed)
    p = session.pending
    if p is None:
        return
    session.submit(Command(0, p.id, (next(o.key for o in p.options if o.key.startswith("prepare:")),)))
    while session.pending is not None and session.pending.seat == 0 and session.pending.kind == "attach":
        p = session.pending
        keys = [o.key for o in p.options if o.key.startswith("attach:")]
        session.submit(Command(0, p.id, (keys[0] if keys else "done",)))


def my_turn(seat: int, turn: int) -> Any:
    return lambda st, p: st.turn_number >= turn and p.seat == seat and p.kind == "turn"


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    size = sys.argv[2] if len(sys.argv) > 2 else "1280x720"
    out.mkdir(parents=True, exist_ok=True)
    register_seat_factory(_ai)
    args = SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size=size, fullscreen=False, seed=None)
    app = App(args)
    app.settings.anim_speed = 0.0
    app.settings.ai_think_time = 0.0
    app.settings.hints = True
    app.sound.mute = True
    from alien_artifacts.ui.match_start import solo_seats, start_game
    from alien_artifacts.ui.scenes.help import HelpScene
    from alien_artifacts.ui.scenes.scores import ScoresScene
    from alien_artifacts.ui.scenes.setup import SetupScene
    from alien_artifacts.ui.scenes.table import TableScene
    from game.ui.scenes.menu import MenuScene
    from tabletop.ui.curtain import CurtainScene
    from tabletop.ui.drag import Drag, moves_from

    app.push(MenuScene(app))
    shoot(app, out, "menu")
    app.push(SetupScene(app))
    app.top.solo(3)  # type: ignore[union-attr]
    shoot(app, out, "setup")
    app.pop()

    # 1 human vs 3 AI, played forward until it is the human's turn mid-game
    seats = solo_seats(3)  # as the main menu's Solo game names them: You, AI 2, AI 3, AI 4
    start_game(app, seats, seed=11)
    table = app.top
    assert isinstance(table, TableScene)
    forward(table, my_turn(0, 22), 11)
    run_until(app, lambda: table.model.my_choice() and table.session.pending.kind == "turn")
    shoot(app, out, "table-solo-1v3")

    # zoom on an Under Construction card with prepared Resources (else a producing Planet, else a hand card):
    # the human prepares Resources on a card at their next chance, then plays on to their next turn
    prepare_once(table, 11)
    forward(table, my_turn(0, table.session.state.turn_number + 1), 11)
    run_until(app, lambda: table.model.my_choice() and table.session.pending.kind == "turn")
    frames(app, 2)  # the sprites of the new position
    st = table.session.state
    sprites = table.geometry.scene.sprites
    ucs = [s for s in sprites if s.tag == "uc" and st.players[s.owner].attached.get(s.sid[5:])]
    planets = [s for s in sprites if s.tag == "empire" and st.players[s.owner].produced.get(s.sid[5:])]
    hand = [s for s in sprites if s.tag == "hand"]
    mine = [s for s in ucs if s.owner == 0]
    pick = (mine or ucs or planets or hand)[:1]
    if pick:
        pygame.mouse.set_pos(pick[0].rect.center)
        table.tips.hover_sid, table.tips.hover_t = pick[0].sid, 1.0
        table.tips.pinned_zoom = pick[0].zoom
        shoot(app, out, "table-zoom", park=False)
        table.tips.pinned_zoom = None

    # a drag in progress: a Resource card held over a card it may pay for (legal places glow, a tip says what)
    moves = table.model.moves
    res = [m for m in moves if m.source and m.source.startswith("res:") and m.target
           and m.target.startswith("card:")] or [m for m in moves if m.source and m.source.startswith("res:")]
    if res:
        s = table.geometry.scene.sprite(res[0].source)
        cands = moves_from(table.model.moves, s.sid)
        over = next((r for r in table.geometry.rect_of_target(res[0].target or "")), None)
        at = (over.centerx + 12, over.centery + 6) if over is not None else (s.rect.centerx + 10, s.rect.centery - 150)
        sec = res[0].section or 0
        grab = (s.rect.w // 2, s.rect.h // 4 if sec == 0 else 3 * s.rect.h // 4)
        table.input.gesture.drag = Drag(s.sid, s.rect.center, grab, s.rect.copy(), sec, cands, at)
        pygame.mouse.set_pos(at)
        app.draw(app.screen)
        pygame.image.save(app.screen, str(out / "table-drag.png"))
        print("saved", out / "table-drag.png")
        table.input.gesture.drag = None

    # 2-player hot seat: the curtain, then the table of the player it handed the screen to
    start_game(app, [SeatConfig("Ann", True, "normal", 0), SeatConfig("Bo", True, "normal", 1)], seed=4)
    table = app.top
    forward(table, lambda st, p: st.turn_number >= 14 and p.kind == "turn", 4)
    frames(app, 3)
    if isinstance(app.top, CurtainScene):
        shoot(app, out, "curtain")
        app.top.ready()
    shoot(app, out, "table-hotseat-2p")

    # scores: play to the end
    forward(table, lambda st, p: False, 4)
    run_until(app, lambda: isinstance(app.top, ScoresScene) and app.top.frames_drawn > 2, 400)
    shoot(app, out, "scores")
    app.push(HelpScene(app))
    shoot(app, out, "help")
    app.pop()

    # the scores of a 4-player game (you and three AI seats), played to the end
    start_game(app, [SeatConfig("Ann", True, "normal", 0)] + [SeatConfig(n, False, "normal", i)
                                                              for i, n in enumerate(("Bo", "Cy", "Dee"), 1)], seed=7)
    forward(app.top, lambda st, p: False, 7)
    run_until(app, lambda: isinstance(app.top, ScoresScene) and app.top.frames_drawn > 2, 400)
    shoot(app, out, "scores-4p")

    # a busy 5-player table at 1920x1080
    app.set_window(size=(1920, 1080), fullscreen=False)
    seats = [SeatConfig(s.name, s.human, "hard" if not s.human else "normal", s.colour) for s in solo_seats(4)]
    start_game(app, seats, seed=21)
    table = app.top
    forward(table, my_turn(0, 40), 21)
    run_until(app, lambda: table.model.my_choice() and table.session.pending.kind == "turn")
    shoot(app, out, "table-5p-1080")
    for s in app.scenes:
        s.close()


if __name__ == "__main__":
    main()
