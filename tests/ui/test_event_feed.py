"""The table's event feed (alien_artifacts/ui/event_feed.py): reactions keyed by the engine's event classes, never by
class names or narrated words. A real game is played through a feed with a recording app; every reaction the dispatch
table promises happens, for exactly the events it is keyed by."""

from __future__ import annotations

import inspect
import re
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame

from alien_artifacts.engine import events as ev
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.anim import Tweens
from alien_artifacts.ui.event_feed import REACTIONS, TRACKED, EventFeed
from alien_artifacts.ui.session import SeatConfig, Session
from alien_artifacts.ui.table_model import TableModel
from game.ui import theme

ROOT = Path(__file__).resolve().parents[2]

# the events the table answers with a sound, a pulse or floating words (the dispatch table must hold them all)
REACTED = {
    ev.ShipAttacked, ev.AttackDeclared, ev.BlockadePlaced, ev.ShipDestroyed, ev.ShipDamaged, ev.CardCompleted,
    ev.CardKept, ev.CardTaken, ev.ResourceDrawn, ev.CardsDrawn, ev.Produced, ev.ResourcePaid, ev.ResourceAttached,
    ev.TurnStarted, ev.GameEnded, ev.VpChanged, ev.CreditsChanged,
}
SOUND_OF = {  # the sound each event class makes (VpChanged: only a gain, and only with a board to float over)
    ev.ResourceDrawn: "draw", ev.CardsDrawn: "draw", ev.Produced: "draw", ev.CardTaken: "draw",
    ev.ResourcePaid: "drop", ev.ResourceAttached: "drop", ev.CardCompleted: "drop", ev.CardKept: "drop",
    ev.ShipAttacked: "attack", ev.AttackDeclared: "attack", ev.GameEnded: "score",
}
PULSED = {ev.ShipAttacked: 2, ev.BlockadePlaced: 1, ev.ShipDestroyed: 1, ev.ShipDamaged: 1, ev.CardCompleted: 1,
          ev.CardKept: 1, ev.CardTaken: 1}


class Recorder:
    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str) -> None:
        self.played.append(name)


def _app() -> Any:
    faces = SimpleNamespace(name_of=lambda uid: str(uid), table_rows=lambda uid, w, h: [])
    return SimpleNamespace(settings=SimpleNamespace(anim_speed=1.0), sound=Recorder(), faces=faces)


def _session(humans: tuple[bool, ...], seed: int) -> Session:
    from alien_artifacts.content.loader import load_cardset

    seats = [SeatConfig(f"P{i}", h, "easy", i) for i, h in enumerate(humans)]
    session = Session.new(load_cardset(), seats, seed)
    session.autosave_enabled = False
    return session


def test_the_dispatch_tables_are_keyed_by_the_engines_event_classes() -> None:
    engine_classes = {c for _n, c in inspect.getmembers(ev, inspect.isclass) if issubclass(c, ev.Event)}
    assert set(REACTIONS) == REACTED
    assert set(REACTIONS) <= engine_classes and set(TRACKED) <= engine_classes
    assert set(TRACKED) == {ev.AlienSystemRevealed, ev.DefensePlanChosen}


def test_no_ui_module_finds_an_event_by_its_class_name() -> None:
    names = {n for n, c in inspect.getmembers(ev, inspect.isclass) if issubclass(c, ev.Event) and c is not ev.Event}
    found = []
    for path in sorted([*(ROOT / "game" / "ui").rglob("*.py"), *(ROOT / "alien_artifacts" / "ui").rglob("*.py")]):
        # a save file's summary is read without the engine: its events are JSON objects tagged by class name
        text = path.read_text().replace('e.get("t") == "GameEnded"', "")
        found += [f"{path.relative_to(ROOT)}: {n}" for n in names if re.search(rf"[\"']{n}[\"']", text)]
        if re.search(r"__name__\s*(==|in)", text.replace('__name__ == "__main__"', "")):
            found.append(f"{path.relative_to(ROOT)}: compares a class name")
    assert found == []


def test_a_played_game_makes_every_promised_sound_and_pulse_and_no_other() -> None:
    session = _session((False, False), 3)
    app = _app()
    feed = EventFeed(session, TableModel(session), app, Tweens(), lambda: None)
    feed.ingest()  # the set-up events: into the log without a sound (the table opens on them)
    set_up = len(session.events())
    assert app.sound.played == [] and feed.log.lines
    brain = RandomBrain(3)
    pulses = 0
    for _ in range(3000):
        p = session.pending
        if p is None:
            break
        session.submit(brain.choose(session.view(p.seat)))
        feed.ingest()
        pulses += len(feed.pulses)
        feed.pulses.clear()
    assert session.over
    seen = Counter(type(e) for e in session.events()[set_up:])
    want = Counter()
    for cls, n in seen.items():
        if cls in SOUND_OF:
            want[SOUND_OF[cls]] += n
    assert Counter(app.sound.played) == want  # no human seat: no "turn"; no board to float a VP gain over
    assert pulses == sum(PULSED.get(cls, 0) * n for cls, n in seen.items())
    assert seen[ev.ShipAttacked] > 0 and seen[ev.CardCompleted] > 0  # the game exercised both


def test_turn_lines_stand_out_and_the_log_rebuilt_for_other_eyes_makes_no_noise() -> None:
    session = _session((True, True), 4)
    app = _app()
    model = TableModel(session)
    feed = EventFeed(session, model, app, Tweens(), lambda: None)
    brain = RandomBrain(4)
    feed.ingest()
    for _ in range(40):
        model.hand_to(session.pending.seat)
        feed.ingest()
        session.submit(brain.choose(session.view(session.pending.seat)))
    feed.ingest()
    turns = [e for e in session.events() if isinstance(e, ev.TurnStarted)]
    accent = theme.mix(theme.ACCENT, theme.TEXT, 0.45)
    assert turns and sum(1 for _line, col in feed.log.lines if col == accent) == len(turns)
    sounds = list(app.sound.played)
    assert "turn" in sounds  # a human's turn starts with a sound
    feed.pulses.clear()
    model.hand_to(1 - model.viewer)  # another seat's eyes: the log is told again for them
    feed.ingest()
    assert feed.log_viewer == model.viewer and app.sound.played == sounds and feed.pulses == []


def test_a_score_change_floats_over_its_board_and_a_gain_sounds() -> None:
    session = _session((False, False), 5)
    app = _app()
    tweens = Tweens()
    board = SimpleNamespace(header=pygame.Rect(10, 20, 100, 30))
    lay = SimpleNamespace(boards={0: board, 1: board})
    feed = EventFeed(session, TableModel(session), app, tweens, lambda: lay)
    REACTIONS[ev.VpChanged](feed, ev.VpChanged(seat=0, delta=3, why="test"), None)
    REACTIONS[ev.CreditsChanged](feed, ev.CreditsChanged(seat=1, delta=-2, why="test"), None)
    assert [f.text for f in tweens.floaters] == ["+3 VP", "-2 ¢"]
    assert app.sound.played == ["score"]
