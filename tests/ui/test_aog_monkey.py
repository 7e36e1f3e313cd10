"""The UI monkey on Age of Galaxy's table (issue 33 item 7): thousands of random events through the real app.

A seeded monkey drags the table's pieces (action discs and faction cards) onto places, legal ones (the engine's
drop facts) and illegal ones (any other place, or nowhere), clicks places, presses every kind of button (the
options, conversions, End turn, Take back, Suggest, the score panel's), turns the wheel and types keys (Esc, U, S,
F1, Enter, Tab, letters), while a director takes it to Age of Galaxy's tables (2 and 4 players with AI seats, hot
seat behind the curtain, Standard Solo), its setup, its Load and its help, at several window sizes, resizing the
window and pressing F11 on the way. After every frame: no exception has escaped, the scene stack is not empty, the
engine's invariants hold (age_of_galaxy/engine/invariants.py: G2, G3, G12, G18, G33), a human's choice on screen
offers something to do, and an AI seat's choice is answered within STUCK_S seconds. At the end each game the monkey
touched is folded from its log with the invariants after every event and rebuilt to the same state hash
(age_of_galaxy/arena.py `check`).
"""

from __future__ import annotations

import os
import random
import threading
import time
from typing import Any

import pygame
import pytest

from age_of_galaxy.arena import check
from age_of_galaxy.engine.invariants import invariants
from age_of_galaxy.ui import menu_part, seats
from age_of_galaxy.ui.scene import AogTableScene
from game.ui.scenes.menu import MenuScene
from tabletop.choices import Command

SEED = int(os.environ.get("AA_AOG_MONKEY_SEED", "20261127"))
TARGET_EVENTS = 4_000
BURST = 330  # events after the director sets a scene up
STUCK_S = 60.0  # an AI seat's choice not answered within this (wall clock, a loaded machine) is a stuck table
SIZES = ((1280, 720), (1920, 1080), (1024, 640), (1600, 900), (800, 480))
ODD_SIZES = ((700, 500), (1366, 768), (500, 300), (1100, 1000))  # a drag on the window's edge, below the minimum too
SCHEDULE = ("table2", "setup", "table4", "help", "hotseat", "load", "standard", "menu", "table2", "table4")
WANTED = {"PlayedTable", "AogSetupScene", "AogLoadScene", "AogHelpScene", "CurtainScene",
          "MenuScene"}
KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_F1, pygame.K_u, pygame.K_s, pygame.K_UP,
        pygame.K_DOWN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_KP_ENTER]
LETTERS = [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"]


class InlineSeatThread(threading.Thread):
    """The AI seats think in the frame that asks them (the table's thread otherwise): the monkey's run is the same
    for its seed whatever the machine's load; Suggest's thread stays a thread."""

    def start(self) -> None:
        if self.name.startswith("aog-seat"):
            self.run()
        else:
            super().start()


class Monkey:
    def __init__(self, app: Any, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.events = self.frames = self.quits = self.resizes = self.f11 = 0
        self.kinds: dict[str, int] = {}
        self.scenes: dict[str, int] = {}
        self.sizes: set[tuple[int, int]] = set()
        self.matches: dict[int, Any] = {}  # every game the monkey touched, by id
        self.drops = {"legal": 0, "illegal": 0}
        self.seed = seed
        self.waiting: dict[int, tuple[int, float]] = {}  # match id -> (events when an AI's choice came, since when)

    # ---- sending -----------------------------------------------------------------------------------------------
    def post(self, kind: str, ev: pygame.event.Event) -> None:
        if hasattr(ev, "pos"):
            pygame.mouse.set_pos(ev.pos)
        pygame.event.post(ev)
        self.events += 1
        self.kinds[kind] = self.kinds.get(kind, 0) + 1

    def key(self, key: int, ch: str = "") -> None:
        self.post("key", pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0))
        self.post("key", pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=ch, scancode=0))
        if ch:
            self.post("key", pygame.event.Event(pygame.TEXTINPUT, text=ch))

    def frame(self) -> None:
        app = self.app
        app.step(1 / 60)
        self.frames += 1
        if not app.running or not app.scenes:  # Quit on the menu: the player starts the game again
            self.quits += 1
            app.running, app.exit_code = True, 0
            if not app.scenes:
                app.push(MenuScene(app))
        assert app.scenes, "an empty scene stack"
        top = app.top
        self.scenes[type(top).__name__] = self.scenes.get(type(top).__name__, 0) + 1
        self.sizes.add(app.screen.get_size())
        for t in self.tables():
            m = t.match
            self.matches.setdefault(id(m), m)
            bad = invariants(m.state)
            assert bad == [], f"after event {len(m.events)}: {bad}"
            self.not_stuck(t)

    def not_stuck(self, t: AogTableScene) -> None:
        """A human's choice on screen offers something to press or drag; an AI seat's is answered in time."""
        m = t.match
        p = m.pending
        if p is None:
            self.waiting.pop(id(m), None)
            return
        if t.driver.is_ai(p.seat):
            since = self.waiting.get(id(m))
            if since is None or since[0] != len(m.events):
                self.waiting[id(m)] = (len(m.events), time.monotonic())
            else:
                assert time.monotonic() - since[1] < STUCK_S, f"the AI's {p.kind} unanswered for {STUCK_S} s"
            return
        self.waiting.pop(id(m), None)
        if t is self.app.top and t.mine() is not None and not t.asking:
            can = (t.moves() or t.clickable() or
                   any(b.enabled and b.action for g in t.button_groups() for b in g.buttons if b.key != "undo"))
            assert can, f"the human's {p.kind} offers nothing to do"

    def tables(self) -> list[AogTableScene]:
        return [s for s in self.app.scenes if isinstance(s, AogTableScene)]

    # ---- where to aim ------------------------------------------------------------------------------------------------
    def spots(self) -> list[pygame.Rect]:
        top = self.app.top
        rects = [b.rect for g in top.button_groups() for b in g.buttons if b.enabled] \
            if hasattr(top, "button_groups") else []
        if isinstance(top, AogTableScene):
            lay = top.layout()
            rects += list(lay.sources.values()) + [r for r in lay.places.values() if r.w < top.size[0] // 2]
        return rects

    def point(self, aim: float = 0.7) -> tuple[int, int]:
        w, h = self.app.screen.get_size()
        spots = self.spots()
        if spots and self.rng.random() < aim:
            r = self.rng.choice(spots)
            return (self.rng.randint(r.x, max(r.x, r.right - 1)), self.rng.randint(r.y, max(r.y, r.bottom - 1)))
        return (self.rng.randrange(w), self.rng.randrange(h))

    def drag_points(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """A piece of the table and where to drop it: a legal place for it half the time, else any place or point."""
        top = self.app.top
        if not isinstance(top, AogTableScene):
            return self.point(0.9), self.point(0.8)
        lay = top.layout()
        moves = top.moves()
        if moves and self.rng.random() < 0.6:
            m = self.rng.choice(moves)
            if m.source in lay.sources and m.target in lay.places:
                self.drops["legal"] += 1
                return lay.sources[m.source].center, lay.places[m.target].center
        sources = list(lay.sources.values())
        if not sources:
            return self.point(0.9), self.point(0.8)
        self.drops["illegal"] += 1
        start = self.rng.choice(sources).center
        end = self.rng.choice(list(lay.places.values())).center if self.rng.random() < 0.7 else self.point(0.0)
        return start, end

    # ---- one gesture -------------------------------------------------------------------------------------------------
    def progress_point(self) -> tuple[int, int] | None:
        """An enabled option or End turn of the human's choice on the table (so that games move on), or None."""
        top = self.app.top
        if not isinstance(top, AogTableScene) or top.mine() is None:
            return None
        buttons = [b for b in top.option_buttons.buttons if b.enabled and b.action]
        buttons += [b for b in top.buttons.buttons if b.enabled and b.action and b.key == "end"]
        return self.rng.choice(buttons).rect.center if buttons else None

    def gesture(self) -> None:
        r = self.rng.random()
        table = self.app.top if isinstance(self.app.top, AogTableScene) else None
        if table is not None and table.mine() is not None and self.rng.random() < 0.4:
            r = 0.2 if table.moves() and self.rng.random() < 0.7 else 0.5  # a drag (legal half the time) or a press
        if r < 0.15:
            self.post("move", pygame.event.Event(pygame.MOUSEMOTION, pos=self.point(0.6), rel=(1, 1),
                                                 buttons=(0, 0, 0)))
        elif r < 0.45:
            start, end = self.drag_points()
            self.post("drag", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            steps = self.rng.randint(2, 6)
            for k in range(1, steps + 1):
                mid = (start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps)
                self.post("drag", pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)))
                if self.rng.random() < 0.4:
                    self.frame()  # the held piece is drawn over the places on the way (their notes, the glow)
            self.post("drag", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        elif r < 0.75:
            pos = (self.progress_point() if r == 0.5 else None) or self.point(0.85)
            self.post("click", pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            self.post("click", pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif r < 0.80:
            pygame.mouse.set_pos(self.point(0.5))
            self.post("wheel", pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 2)),
                                                  flipped=False, precise_x=0.0, precise_y=0.0))
        elif r < 0.805:
            self.resize(self.rng.choice(ODD_SIZES + SIZES))
        elif r < 0.81:
            self.f11 += 1
            self.key(pygame.K_F11)
        else:
            key = self.rng.choice(KEYS + LETTERS[:8])
            at_table = isinstance(self.app.top, AogTableScene)
            if key == pygame.K_ESCAPE and at_table and self.rng.random() < 0.85:
                key = pygame.K_TAB  # at a table the monkey leaves less often, so games move on
            self.key(key, pygame.key.name(key) if key in LETTERS else "")

    def resize(self, size: tuple[int, int]) -> None:
        """The window's edge dragged to `size` (no window manager): the surface resized, then its event."""
        if self.app.fullscreen:
            return
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.resizes += 1
        self.post("resize", pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))

    # ---- the director ------------------------------------------------------------------------------------------------
    def start(self, names: list[str], seats: list[str], solo: bool = False) -> AogTableScene:
        self.seed += 1
        app = self.app
        app.replace(MenuScene(app))
        why = menu_part.start(app, names, seats, solo=solo, seed=self.seed)
        assert why == "", why
        t = app.top
        assert isinstance(t, AogTableScene)
        m, rng = t.match, random.Random(self.seed)
        for _ in range(rng.choice((0, 0, 40, 150, 400))):  # from the middle of a game: more on the table
            p = m.pending
            if p is None or m.over:
                break
            assert m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),))).ok
        return t

    def enter(self, what: str) -> None:
        app = self.app
        if app.fullscreen:
            app.set_window(fullscreen=False)
        self.resize(self.rng.choice(SIZES))
        self.frame()
        if self.rng.random() < 0.5:  # this burst in fullscreen (F11, as the player presses it: let go once)
            self.f11 += 1
            self.key(pygame.K_F11)
            self.frame()
        if what == "table2":
            self.start(["You", "AI 2"], ["human", "normal"])
        elif what == "table4":
            self.start(["You", "Easy", "Norm", "Rand"], ["human", "easy", "normal", "random"])
        elif what == "hotseat":
            t = self.start(["Ann", "Bo", "Bot"], ["human", "human", "easy"])
            for _ in range(3000):  # played on until the curtain comes down between the two humans
                self.frame()
                if not isinstance(app.top, AogTableScene):
                    break
                p = t.mine()
                if p is not None:
                    t.play((self.rng.choice(p.keys()),))
                if t.match.over:
                    t = self.start(["Ann", "Bo", "Bot"], ["human", "human", "easy"])
            assert type(app.top).__name__ == "CurtainScene", app.top
        elif what == "standard":
            self.start(["You"], ["human"], solo=True)
        elif what == "setup":
            app.replace(MenuScene(app))
            app.open("aog_setup")
        elif what == "load":
            app.replace(MenuScene(app))
            app.open("aog_load")
        elif what == "help":
            if not self.tables():
                self.start(["You", "AI 2"], ["human", "easy"])
            app.open("aog_help")
        elif what == "menu":
            app.replace(MenuScene(app))
            app.game_key = "age-of-galaxy"
            app.top.on_top()


@pytest.mark.slow
def test_aog_ui_monkey(fresh_app: Any, monkeypatch: Any, tmp_path: Any) -> None:
    app = fresh_app
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path))  # its own saves and settings
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    monkeypatch.setenv("AOG_AI_WORKER", "thread")  # AoG's seats on threads, made inline below: no worker process
    monkeypatch.setattr(app, "aog_pace", 0.0, raising=False)  # the AI seats move as soon as they have thought
    monkeypatch.setattr(seats.threading, "Thread", InlineSeatThread)
    monkeypatch.setattr(app.args, "seed", SEED)
    saved = (app.settings.anim_speed, app.settings.ai_think_time, app.game_key)
    app.settings.anim_speed = app.settings.ai_think_time = 0.0
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
                for _ in range(monkey.rng.randint(2, 5)):  # a few events per frame drawn
                    monkey.gesture()
                monkey.frame()
        elapsed = time.perf_counter() - t0
        problems = [f"game {k}: {v}" for k, m in enumerate(monkey.matches.values()) for v in check(m)]
        played = sum(len(m.events) for m in monkey.matches.values())
        print(f"\nAge of Galaxy UI monkey: {monkey.events} events ({monkey.kinds}) in {monkey.frames} frames, "
              f"{elapsed:.1f} s; drops {monkey.drops}; {monkey.resizes} resizes, {monkey.f11} F11; sizes "
              f"{sorted(monkey.sizes)}; scenes (frames on top): {dict(sorted(monkey.scenes.items()))}; "
              f"{len(monkey.matches)} games ({sum(m.over for m in monkey.matches.values())} finished), {played} "
              f"engine events checked; {monkey.quits} quits")
        assert monkey.events >= TARGET_EVENTS
        assert problems == []
        assert set(monkey.scenes) >= WANTED, WANTED - set(monkey.scenes)
        assert monkey.drops["legal"] >= 30 and monkey.drops["illegal"] >= 150
        assert monkey.resizes > 10 and monkey.f11 > 5 and len(monkey.sizes) >= 5
    finally:
        app.settings.anim_speed, app.settings.ai_think_time, app.game_key = saved
        for s in list(app.scenes):
            s.close()
        app.scenes = []
        if app.fullscreen or app.screen.get_size() != size:
            app.set_window(size=size, fullscreen=False)
