"""Drive the real app to each scene and save PNGs (run under Xvfb or the dummy driver).

    .venv/bin/python tests/ui/make_screenshots.py OUT_DIR [WxH]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("ALIEN_ARTIFACTS_HOME", tempfile.mkdtemp(prefix="aa-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame

from game.ui.app import App
from game.ui.session import SeatConfig


def frames(app: App, n: int = 3, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)
        pygame.display.flip()


def run_until(app: App, cond, limit: int = 5000) -> None:  # type: ignore[no-untyped-def]
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


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    size = sys.argv[2] if len(sys.argv) > 2 else "1280x720"
    out.mkdir(parents=True, exist_ok=True)
    args = SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size=size, fullscreen=False, seed=None)
    app = App(args)
    app.settings.anim_speed = 0.0
    app.settings.ai_think_time = 0.0
    app.sound.mute = True
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.scenes.table import TableScene, start_game

    app.push(MenuScene(app))
    shoot(app, out, "menu")
    app.push(SetupScene(app))
    app.top.solo(3)  # type: ignore[union-attr]
    shoot(app, out, "setup")
    app.pop()
    # 1 human vs 3 AI, played forward until it is the human's turn mid-game
    seats = [SeatConfig("You", True, "normal", 0)] + [SeatConfig(f"AI {i}", False, "normal", i) for i in (1, 2, 3)]
    start_game(app, seats, seed=11)
    table = app.top
    assert isinstance(table, TableScene)
    g = table.session.game
    from game.engine.choices import Command
    from game.ui.ai_seat import RandomBrain

    brain = RandomBrain(5)
    while g.state.turn_number < 26:
        p = g.pending
        table.session.submit(brain.choose(table.session.view(p.seat)))
    run_until(app, lambda: table.my_choice() and table.session.pending.kind == "turn")
    shoot(app, out, "table-solo-1v3")
    # hover zoom on a hand card
    hand = [s for s in table.scene.sprites if s.tag == "hand"]
    if hand:
        pygame.mouse.set_pos(hand[0].rect.center)
        table.hover_sid, table.hover_t = hand[0].sid, 1.0
        table.pinned_zoom = hand[0].zoom
        shoot(app, out, "table-zoom", park=False)
        table.pinned_zoom = None
    # a drag in progress (glowing targets)
    res = [m for m in table.moves if m.source and m.source.startswith("res:")]
    if res:
        s = table.scene.sprite(res[0].source)
        from game.ui.input.drag import Drag, moves_from

        table.drag = Drag(s.sid, s.rect.center, (s.rect.w // 2, s.rect.h // 4), s.rect.copy(), 0,
                          moves_from(table.moves, s.sid), True, (s.rect.centerx + 10, s.rect.centery - 150))
        pygame.mouse.set_pos(table.drag.pos)
        app.draw(app.screen)
        pygame.image.save(app.screen, str(out / "table-drag.png"))
        table.drag = None
    _ = Command
    # 2-player hot seat
    start_game(app, [SeatConfig("Ann", True, "normal", 0), SeatConfig("Bo", True, "normal", 1)], seed=4)
    table = app.top
    g = table.session.game
    while g.state.turn_number < 9:
        p = g.pending
        table.session.submit(brain.choose(table.session.view(p.seat)))
    frames(app, 3)
    from game.ui.scenes.curtain import CurtainScene

    if isinstance(app.top, CurtainScene):
        shoot(app, out, "curtain")
        app.top.ready()
    shoot(app, out, "table-hotseat-2p")
    # scores: play to the end
    while not g.over:
        p = g.pending
        table.session.submit(brain.choose(table.session.view(p.seat)))
    from game.ui.scenes.scores import ScoresScene

    run_until(app, lambda: isinstance(app.top, ScoresScene) and app.top.frames_drawn > 2, 400)
    shoot(app, out, "scores")
    from game.ui.scenes.help import HelpScene

    app.push(HelpScene(app))
    shoot(app, out, "help")
    app.pop()
    # a busy 5-player table at 1920x1080
    app.set_window(size=(1920, 1080), fullscreen=False)
    seats = [SeatConfig("You", True, "normal", 0)] + [SeatConfig(f"AI {i}", False, "hard", i) for i in range(1, 5)]
    start_game(app, seats, seed=21)
    table = app.top
    g = table.session.game
    while g.state.turn_number < 45 or not (table.session.pending.seat == 0 and table.session.pending.kind == "turn"):
        p = g.pending
        table.session.submit(brain.choose(table.session.view(p.seat)))
    shoot(app, out, "table-5p-1080")


if __name__ == "__main__":
    main()
