"""The round's steps played out on Age of Galaxy's table (issue 33 item 3), driven by posted pygame events: War's
ranking (who is Overlord and why), the fleet, the System turning over, the discs travelling to the Trade cards, the
Golden Age, each shown at the AI's pace while the AI waits, the table drawn as it stood at that step; Space moves
on; the Overlord's planet (G54) and the planet the Virtual Opponent takes (G79) chosen by a click on the table."""

from __future__ import annotations

import random
from typing import Any

import pygame
from aog_table_driver import Drawn, click, frame, key, open_table, table_stack
from test_aog_table import hidden_faces

from age_of_galaxy.engine import events as ev
from age_of_galaxy.ui.scene import AogTableScene
from age_of_galaxy.ui.start import Setup, new_match
from tabletop.choices import Command
from tabletop.ui.stack import SceneStack


def said(drawn: list[Drawn]) -> str:
    return " ".join(d.text for d in drawn)


def test_a_three_player_round_end_plays_out_step_by_step_while_the_ai_waits() -> None:
    """G52-G54 War's table (each seat's Cruisers, Strength, why), G57 the fleet and the System turning over, G58 the
    discs travelling, G60 the Golden Age: each beat's heading and words drawn, the table as it stood then (at the
    fleet's beat the next System is still face down) and the log keeping pace (the next round not told yet), no
    other seat's hand card face up (G68)."""
    with table_stack() as stack:
        scene = open_table(stack, new_match(["Ann", "Bo", "Cy"], ["human", "random", "random"], 12), pace=0.1)
        rng = random.Random(3)
        seen: dict[str, int] = {}
        for _ in range(40000):
            if scene.match.over or {"rank", "fleet", "reveal", "discs", "flip", "order", "acquire"} <= set(seen):
                break
            p = scene.mine()
            if p is not None and not scene.playout.queue:
                scene.play((rng.choice(p.keys()),))
            drawn = frame(stack, dt=0.05)
            assert not hidden_faces(scene, drawn)
            b = scene.playout.current()
            if b is None or b.t <= 0.05:
                continue
            words = said(drawn)
            assert b.step in words and all(line[:40] in words for line in b.lines[:2]), (b.lines, words)
            seen.setdefault(b.kind, len(scene.match.events))
            if b.kind == "rank":
                for row in b.rows[1:]:
                    assert row[1] in words and row[2] in words
                assert "Cruisers" in words and "Strength" in words and "(G52)" in words
            if b.kind == "fleet":
                assert b.state is not None
                if scene.match.state.round > b.state.round:  # the log keeps pace: the next round is not told yet
                    heading = f"=== Round {b.state.round + 1}: Production ==="
                    assert heading not in [line for line, _ in scene.log.lines]
                    assert any(line == heading for line, _ in scene.held)  # held until its beat shows
                    seen["log_waits"] = 1
                nxt = b.state.fleet + 1
                if nxt <= 5 and scene.match.state.revealed >= nxt:  # revealed by now, still face down at this beat
                    assert f"{nxt}. System (face down)" in words
                    seen["fleet_before_reveal"] = 1
        assert {"rank", "fleet", "reveal", "discs", "flip", "order", "acquire"} <= set(seen), seen
        assert "fleet_before_reveal" in seen and "log_waits" in seen


def test_the_ai_waits_while_a_step_shows_and_space_moves_on() -> None:
    """The beats hold the AI (the log does not grow while one shows); Space (a posted key) ends the beat shown."""
    with table_stack() as stack:
        scene = open_table(stack, new_match(["Ann", "Bo", "Cy"], ["random", "random", "random"], 12), pace=0.2)
        for _ in range(40000):
            frame(stack, dt=0.05)
            if len(scene.playout.queue) >= 2 and scene.playout.queue[0].t > 0:
                break
        b = scene.playout.current()
        assert b is not None and len(scene.playout.queue) >= 2
        n = len(scene.match.events)
        for _ in range(3):
            frame(stack, dt=0.05)
        assert len(scene.match.events) == n and scene.playout.current() is b
        frame(stack, key(pygame.K_SPACE))
        assert scene.playout.current() is not b


def drive(names: list[str], seed: int, solo: bool, vo: bool) -> Setup:
    """A game played by random picks (the human's preferring MANUFACTURE, to muster Cruisers) up to the human's War
    acquisition: theirs as sole Overlord, or (`vo`) the planet the Virtual Opponent takes."""
    setup = new_match(names, ["human"] + ["random"] * (len(names) - 1), seed, solo=solo)
    m, rng = setup.match, random.Random(seed)
    while m.pending is not None:
        p = m.pending
        if p.kind == "acquire" and p.seat == 0 and any(o.target for o in p.options) and \
                vo == p.options[0].label.startswith("The Virtual"):
            return setup
        keys = p.keys()
        pref = [k for k in keys if "manufacture" in k] if p.seat == 0 else []
        k = max(pref) if pref and rng.random() < 0.8 else rng.choice(keys)
        assert m.submit(Command(p.seat, p.id, (k,))).ok
    raise AssertionError("no acquisition came")


def click_a_lit_planet(stack: SceneStack, scene: AogTableScene) -> tuple[str, list[Drawn]]:
    drawn = frame(stack)
    lit = [pl for pl in scene.glowing() if pl.startswith("planet:")]
    assert lit, scene.glowing()
    target = lit[-1]
    return target, click(stack, scene.layout().places[target].center) + [d for d in drawn if d.role != "face"]


def acquired(scene: AogTableScene, start: int) -> list[Any]:
    return [e for e in scene.match.events[start:] if isinstance(e, ev.PlanetAcquired)]


def test_the_sole_overlord_clicks_a_lit_planet_to_acquire_it() -> None:
    """G54: the human as sole Overlord is asked on the table: the planets they may acquire glow (the engine's options,
    every one of them), a click on one acquires it, and the acquisition plays out (the Cruiser goes on)."""
    with table_stack() as stack:
        setup = drive(["Ann", "Bo"], 0, False, False)
        scene = open_table(stack, setup, pace=0.2)
        p = scene.mine()
        assert p is not None and p.kind == "acquire"
        assert scene.prompt(scene.view()) == "You are Overlord: click a lit planet to acquire (G54)"
        offered = {f"planet:{o.target}" for o in p.options if o.target}
        assert {pl for pl in scene.glowing() if pl.startswith("planet:")} == offered
        start = len(scene.match.events)
        target, drawn = click_a_lit_planet(stack, scene)
        assert "You are Overlord" in said(drawn)
        (e,) = acquired(scene, start)
        assert (e.who, f"planet:{e.planet}") == (0, target)
        b = scene.playout.current()
        assert b is not None and b.kind == "acquire" and b.flights[0].end == target and "(G54)" in b.lines[0]


def test_the_planet_the_virtual_opponent_takes_is_clicked_on_the_table() -> None:
    """G79: the VO as sole Overlord acquires one of your Unprotected planets within fleet + 1, which you choose:
    your planets it may take glow and a click on one gives it; the acquisition plays out on the table."""
    with table_stack() as stack:
        setup = drive(["Ann"], 2, True, True)
        scene = open_table(stack, setup, pace=0.2)
        p = scene.mine()
        assert p is not None and p.kind == "acquire"
        assert scene.prompt(scene.view()) == "The VO acquires one of your lit planets: click it (G79)"
        start = len(scene.match.events)
        target, _ = click_a_lit_planet(stack, scene)
        (e,) = acquired(scene, start)
        assert (e.who, f"planet:{e.planet}") == (1, target)
        frame(stack, dt=0.01)
        b = next(b for b in scene.playout.queue if b.kind == "acquire")
        assert b.flights[0].who == 1 and b.flights[0].end == target


def test_standard_solo_shows_each_virtual_opponent_card_and_tells_its_effects() -> None:
    """G77, G78: after your last turn of a round, each Virtual Opponent card is drawn face up on the table with what it
    will do (its colonization, G77, and its Ideology's effect, G78), then each effect as it happens; the table waits."""
    with table_stack() as stack:
        scene = open_table(stack, new_match(["Ann"], ["human"], 5, solo=True), pace=0.1)
        rng = random.Random(5)
        cards: list[str] = []
        effects: list[str] = []
        for _ in range(20000):
            if scene.match.over or (len(cards) >= 2 and effects):
                break
            p = scene.mine()
            if p is not None and not scene.playout.queue:
                scene.play((rng.choice(p.keys()),))
            drawn = frame(stack, dt=0.05)
            b = scene.playout.current()
            if b is None or b.t <= 0.05:
                continue
            words = said(drawn)
            if b.kind == "vo_card" and b.card not in cards:
                assert any(d.role == "face" and d.text == b.card for d in drawn)  # the card face up on the table
                assert "Virtual Opponent reveals" in words and "(G77)" in words and "(G78)" in words
                cards.append(b.card or "")
            if b.kind == "vo_effect" and b.lines[0] not in effects:
                assert b.step in words and b.lines[0][:40] in words
                effects.append(b.lines[0])
        revealed = [e.card for e in scene.match.events if isinstance(e, ev.VOCardRevealed)]
        assert len(cards) >= 2 and cards == revealed[:len(cards)] and effects
