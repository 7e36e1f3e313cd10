"""The UI monkey test (issue 9): ≥ 10,000 random mouse and keyboard events across every scene.

A seeded monkey sends moves, clicks, drags, right-clicks, wheel turns and keys (Enter, Esc, arrows, Tab,
Ctrl+Z, Ctrl+S, F1, letters, text) to the real app under the dummy video driver, a few events per frame.
A director takes it to every scene in turn (menu, setup, settings, load, a table with a human seat, a hot
seat table with its curtain, pause, help, the final scores) and the monkey does what it likes from there
(it may quit, load, resume, undo, start games...). AI seats answer in the frame loop (InlineAIWorker),
so games advance. No exception may escape, and every game the monkey touched must pass the engine's
invariants after its last event and replay from its log (game.tools.arena.verify_log).
"""

from __future__ import annotations

import os
import random
import time
from typing import Any

import attrs
import pygame
import pytest

from alien_artifacts.ui import storage
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.match_start import start_game
from alien_artifacts.ui.scenes.help import HelpScene
from alien_artifacts.ui.scenes.load import LoadScene
from alien_artifacts.ui.scenes.pause import PauseScene
from alien_artifacts.ui.scenes.scores import ScoresScene
from alien_artifacts.ui.scenes.setup import SetupScene
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig
from game.ui.scenes import settings_scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings_scene import SettingsScene
from tabletop.ui.curtain import CurtainScene

SEED = int(os.environ.get("AA_MONKEY_SEED", "20260522"))
TARGET_EVENTS = 10_500
BURST = 850  # events after the director sets a scene up
ALL_SCENES = {"menu", "setup", "table", "settings", "help", "pause", "curtain", "scores", "load"}
SCHEDULE = ("menu", "setup", "solo", "pause", "settings", "help", "hotseat", "load", "solo", "scores", "menu",
            "hotseat", "setup")
KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB,
        pygame.K_F1, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_KP_ENTER]
LETTERS = [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"]


class Monkey:
    def __init__(self, app: Any, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.events = 0
        self.frames = 0
        self.kinds: dict[str, int] = {}
        self.scene_frames: dict[str, int] = {}
        self.sessions: dict[int, Any] = {}
        self.quits = 0
        self.pos = (10, 10)
        self.game_seed = seed
        self.stay = False  # the director wants the monkey to stay a while (tables)

    # ---- sending -----------------------------------------------------------------------------
    def post(self, kind: str, ev: pygame.event.Event) -> None:
        if hasattr(ev, "pos"):
            self.pos = ev.pos
            pygame.mouse.set_pos(ev.pos)
        pygame.event.post(ev)
        self.events += 1
        self.kinds[kind] = self.kinds.get(kind, 0) + 1

    def frame(self) -> None:
        self.app.step(1 / 60)
        self.frames += 1
        if not self.app.running or not self.app.scenes:  # Quit / Esc on the menu / Save and quit: start over
            self.quits += 1
            self.app.running = True
            self.app.exit_code = 0
            if not self.app.scenes:
                self.app.push(MenuScene(self.app))
        top = self.app.top
        self.scene_frames[top.name] = self.scene_frames.get(top.name, 0) + 1
        for s in self.app.scenes:
            if isinstance(s, TableScene):
                self.sessions.setdefault(id(s.session), s.session)

    # ---- where to aim ------------------------------------------------------------------------
    def hot_spots(self) -> list[pygame.Rect]:
        top = self.app.top
        rects: list[pygame.Rect] = []
        for group in top.button_groups():
            rects += [b.rect for b in group.buttons if b.enabled]
        if isinstance(top, HelpScene):
            rects += top._tabs()
        if isinstance(top, TableScene) and top.geometry.scene is not None:
            rects += [s.rect for s in top.geometry.scene.sprites]
            rects += [z.rect for z in top.geometry.scene.zones if z.rect.w < top.app.screen.get_width() // 2]
        return rects

    def point(self, aim: float = 0.6) -> tuple[int, int]:
        w, h = self.app.screen.get_size()
        spots = self.hot_spots()
        if spots and self.rng.random() < aim:
            r = self.rng.choice(spots)
            return (self.rng.randint(r.x, max(r.x, r.right - 1)), self.rng.randint(r.y, max(r.y, r.bottom - 1)))
        return (self.rng.randrange(w), self.rng.randrange(h))

    def table_progress_point(self) -> tuple[int, int] | None:
        """An option button of the human's choice (so that games move on), sometimes."""
        top = self.app.top
        if isinstance(top, TableScene) and top.model.my_choice() and top.input.option_buttons.buttons:
            b = self.rng.choice(top.input.option_buttons.buttons)
            if b.enabled:
                return b.rect.center
        return None

    # ---- one gesture -------------------------------------------------------------------------
    def gesture(self) -> None:
        r = self.rng.random()
        if r < 0.22:
            self.post("move", pygame.event.Event(pygame.MOUSEMOTION, pos=self.point(0.5), rel=(1, 1),
                                                 buttons=(0, 0, 0)))
        elif r < 0.50:
            pos = (self.table_progress_point() if self.rng.random() < 0.35 else None) or self.point()
            self.post("click", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            self.post("click", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif r < 0.62:
            start, end = self.point(0.85), self.point(0.8)
            self.post("drag", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            for k in range(1, self.rng.randint(2, 5)):
                f = k / 5
                mid = (round(start[0] + (end[0] - start[0]) * f), round(start[1] + (end[1] - start[1]) * f))
                self.post("drag", pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)))
                if self.rng.random() < 0.4:
                    self.frame()  # the table reads the pointer in its update
            self.post("drag", pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)))
            self.post("drag", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        elif r < 0.68:
            pos = self.point(0.8)
            self.post("right", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
            self.post("right", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3))
        elif r < 0.73:
            self.pos = self.point(0.5)
            pygame.mouse.set_pos(self.pos)
            self.post("wheel", pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 2)),
                                                  flipped=False, precise_x=0.0, precise_y=0.0))
        else:
            q = self.rng.random()
            mod = 0
            if q < 0.07:
                key, mod = pygame.K_z, pygame.KMOD_CTRL  # undo
            elif q < 0.09:
                key, mod = pygame.K_s, pygame.KMOD_CTRL  # save
            elif q < 0.11:
                key = pygame.K_F1
            elif q < 0.35:
                key = self.rng.choice(LETTERS)
            else:
                key = self.rng.choice(KEYS)
                if key == pygame.K_ESCAPE and self.stay and self.rng.random() < 0.8:
                    key = pygame.K_TAB  # at a table the monkey leaves less often, so games move on
            ch = pygame.key.name(key) if key in LETTERS else ""
            self.post("key", pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=ch, scancode=0))
            self.post("key", pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=ch, scancode=0))
            if ch:
                self.post("key", pygame.event.Event(pygame.TEXTINPUT, text=ch))

    # ---- the director ------------------------------------------------------------------------
    def table(self) -> TableScene | None:
        return next((s for s in reversed(self.app.scenes) if isinstance(s, TableScene)), None)

    def new_game(self, seats: list[SeatConfig], forward: int) -> TableScene:
        self.game_seed += 1
        start_game(self.app, seats, seed=self.game_seed)
        table = self.table()
        assert table is not None, self.app.status
        brain = RandomBrain(self.game_seed)
        session = table.session
        for _ in range(forward):  # from the middle of a game: more on the table to click on
            if session.pending is None:
                break
            session.submit(brain.choose(session.view(session.pending.seat)))
        return table

    def enter(self, what: str) -> None:
        app = self.app
        self.stay = what in ("solo", "hotseat", "pause")
        solo = [SeatConfig("You", True, "normal", 0), SeatConfig("AI 1", False, "normal", 1),
                SeatConfig("AI 2", False, "easy", 2)]
        if what == "menu":
            app.replace(MenuScene(app))
        elif what == "setup":
            app.replace(MenuScene(app))
            app.push(SetupScene(app))
        elif what == "load":
            app.replace(MenuScene(app))
            app.push(LoadScene(app))
        elif what == "settings":
            app.push(SettingsScene(app))
        elif what == "help":
            app.push(HelpScene(app))
        elif what == "solo":
            self.new_game(solo, self.rng.randint(0, 200))
        elif what == "hotseat":
            hot = [SeatConfig("Ann", True, "normal", 0), SeatConfig("Bo", True, "normal", 1),
                   SeatConfig("Bot", False, "normal", 2)]
            table = self.new_game(hot, self.rng.randint(0, 150))
            for _ in range(3000):  # the AI plays on (at the pace the settings give) until the curtain comes up
                self.frame()
                if isinstance(app.top, CurtainScene):
                    break
                if table.session.over:
                    table = self.new_game(hot, 0)
            assert isinstance(app.top, CurtainScene), app.top
        elif what == "pause":
            table = self.table() or self.new_game(solo, 150)
            app.replace(MenuScene(app))
            app.push(table)
            app.push(PauseScene(app, table))
        elif what == "scores":
            table = self.new_game(solo, 100_000)  # played to the end: the table pushes the scores
            for _ in range(300):  # the scores come after a pause that the animation speed sets
                self.frame()
                if isinstance(app.top, ScoresScene):
                    break
            assert isinstance(app.top, ScoresScene), app.top
            assert table.session.over


@pytest.mark.slow
def test_ui_monkey(fresh_app: Any, monkeypatch: Any, tmp_path: Any) -> None:
    app = fresh_app
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path))  # its own saves and settings: reproducible
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    monkeypatch.setattr(app.args, "seed", SEED)
    seeds = random.Random(SEED + 1)  # "random seed" games (setup without a seed) are seeded too
    monkeypatch.setattr(random, "SystemRandom", lambda: seeds)
    # no wall clock in what the monkey can reach: AI think time (paced by how long the AI took) stays 0,
    # and game ids (their save files' names) are numbered rather than named after the second they began in
    monkeypatch.setattr(settings_scene, "THINK_TIMES", (0.0,))
    numbers = iter(range(1, 1_000_000))
    monkeypatch.setattr(storage, "new_game_id", lambda: f"{next(numbers):04d}")
    settings = attrs.evolve(app.settings)
    app.settings.anim_speed = 0.0
    app.settings.ai_think_time = 0.0
    app.settings.confirm_waste = True
    app.settings.hints = True
    size = app.screen.get_size()
    monkey = Monkey(app, SEED)
    t0 = time.perf_counter()
    try:
        app.push(MenuScene(app))
        i = 0
        while monkey.events < TARGET_EVENTS:
            monkey.enter(SCHEDULE[i % len(SCHEDULE)])
            monkey.frame()  # the scene the director set up is drawn once before the monkey's first event
            i += 1
            end = monkey.events + BURST
            while monkey.events < end:
                for _ in range(monkey.rng.randint(2, 6)):  # a few events per frame drawn
                    monkey.gesture()
                monkey.frame()
        elapsed = time.perf_counter() - t0
        cards = app.cards()
        from alien_artifacts.match.invariants import check
        from game.tools.arena import verify_log

        problems: list[str] = []
        played = 0
        decisions = 0
        for session in monkey.sessions.values():
            g = session.game
            played += len(g.events)
            decisions += sum(1 for e in g.events if type(e).__name__ == "ActionChosen")
            last = g.events[-1] if g.events else None
            problems += check(cards, g.state, last)
            problems += verify_log(cards, g)
        print(f"\nUI monkey: {monkey.events} events ({monkey.kinds}) in {monkey.frames} frames, "
              f"{elapsed:.1f} s; scenes (frames on top): {dict(sorted(monkey.scene_frames.items()))}; "
              f"{len(monkey.sessions)} games ({sum(s.over for s in monkey.sessions.values())} finished, "
              f"{decisions} actions), {played} engine events checked; {monkey.quits} quits")
        assert monkey.events >= 10_000
        assert set(monkey.scene_frames) >= ALL_SCENES, ALL_SCENES - set(monkey.scene_frames)
        assert problems == []
        assert any(s.over for s in monkey.sessions.values())
        assert monkey.kinds.get("drag", 0) > 500 and monkey.kinds.get("key", 0) > 1500
    finally:
        app.settings = settings
        for s in list(app.scenes):
            s.close()
        app.scenes = []
        if app.fullscreen or app.screen.get_size() != size:
            app.set_window(size=size, fullscreen=False)
