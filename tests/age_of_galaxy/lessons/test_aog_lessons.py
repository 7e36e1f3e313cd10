"""Learn to play Age of Galaxy: the scenario positions (through the engine's PositionArranged), the lesson files,
the coach playing each lesson to its end, the table's lessons played by posted mouse events (the tutorial smoke
test), and hostile files refused in one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as hs

from age_of_galaxy.engine.invariants import invariants
from age_of_galaxy.engine.ruleset import RULES
from age_of_galaxy.lessons.coach import AogCoach
from age_of_galaxy.lessons.loader import lesson_from_text, load_course
from age_of_galaxy.lessons.scenario import ScenarioError, load_scenario, scenario_from_text, scenario_match
from tabletop.choices import Command
from tabletop.lessons.model import LessonError
from tabletop.match import Match

ROOT = Path(__file__).resolve().parents[3]
GOOD = """
seed: 5
round: 2
systems: [S3, S8]
trade: [[0, 1]]
spaces: {MA1: 1}
players:
  - {name: You, kind: human, credit: 6, cruiser: 2, prestige: 3, discs: 2, hand: [F04, F19], alliance: [F01],
     planets: {"S3:0": 2}, techs: [warp_drive]}
  - {name: Rival, kind: coach}
"""


def test_a_position_is_set_up_and_saves_loads_and_undoes_like_any_game() -> None:
    m = scenario_from_text(GOOD).match
    s = m.state
    you = s.players[0]
    assert you.hand == ["F04", "F19"] and you.alliance == ["F01"] and you.techs == ["warp_drive"]
    assert you.res["credit"] == 6 and you.res["cruiser"] == 2 and s.prestige.total(0) == 3
    assert s.planets["S3:0"].discs == [0, 0] and s.round == 2 and invariants(s) == []  # G2: discs conserved
    assert s.trade[0].board.count("1") == 1 and s.board.count("1") == 1
    assert m.pending is not None and m.pending.kind == "turn"
    p = m.pending
    key = next(o.key for o in p.options if o.verb == "scavenge")
    assert m.submit(Command(p.seat, p.id, (key,))).ok
    back = Match.load(RULES, json.loads(json.dumps(m.to_json())))  # the log re-simulated, the hash checked
    assert back.state_hash() == m.state_hash()
    assert m.undo(0) and m.state_hash() == scenario_from_text(GOOD).match.state_hash()


@pytest.mark.parametrize(("text", "words"), [
    ("[1, 2", "YAML"),
    ("seed: 1\nplayers: 7", "players: expected a list of 2 to 4"),
    ("players: [{name: A, kind: human}, {name: B, kind: wizard}]", "players[1].kind"),
    ("players: [{name: A, kind: human, hand: [F99]}, {name: B}]", "unknown faction card 'F99'"),
    ("players: [{name: A, kind: human, hand: [F01]}, {name: B, alliance: [F01]}]", "card F01 is named twice"),
    ("players: [{name: A, kind: human, credit: many}, {name: B}]", "players[0].credit"),
    ("players: [{name: A, kind: human, discs: 15, planets: {'S3:0': 2}}, {name: B}]\nsystems: [S3]", "discs"),
    ("round: 9\nplayers: [{name: A, kind: human}, {name: B}]", "round"),
    ("trade: [[0, 0], [0, 0], [0, 1]]\nplayers: [{name: A, kind: human}, {name: B}]", "full"),
    ("a: &a [1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
     "d: [*c,*c,*c,*c,*c,*c,*c,*c,*c]", "scenario"),
])
def test_a_hostile_scenario_is_one_line(text: str, words: str) -> None:
    with pytest.raises(ScenarioError) as err:
        scenario_from_text(text)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_a_scenario_file_that_is_a_folder_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "x.yaml").mkdir()
    with pytest.raises(ScenarioError) as err:
        load_scenario(tmp_path / "x.yaml")
    assert "x.yaml" in str(err.value) and "\n" not in str(err.value)


def test_a_hostile_lesson_is_one_line() -> None:
    base = "id: x\ntitle: T\nsummary: S\nscenario: {players: [{name: A, kind: human}, {name: B}]}\n"
    for text, words in ((base + "steps: [{say: hi, highlight: [space:XX9], next: Go}]", "no such place"),
                        (base + "steps: [{say: hi, expect: {verb: colonize, card: F77}}]", "F77"),
                        (base.replace("kind: human", "kind: coach") + "steps: [{say: hi, next: Go}]", "one human")):
        with pytest.raises(LessonError) as err:
            lesson_from_text(text)
        assert words in str(err.value) and "\n" not in str(err.value)


def test_the_course_has_the_eight_topics_and_the_coach_plays_each_to_its_end() -> None:
    course = load_course()
    assert [x.id for x in course.lessons] == ["discs", "colonize", "develop", "research", "cards", "war", "galactic",
                                              "scoring"]
    for lesson in course.lessons:
        coach = AogCoach(lesson)
        g = coach.game
        for _ in range(300):
            if coach.finished:
                break
            if coach.step is not None and coach.step.reading:
                coach.next()
                continue
            cmd = coach.opponent_command(g.pending)
            if cmd is None:
                shown = coach.filter(g.pending)
                assert shown is not None and shown.options, f"{lesson.id} step {coach.index + 1} offers nothing"
                cmd = Command(shown.seat, shown.id, (shown.options[0].key,))
            coach.observe(cmd, g.submit(cmd))
        assert coach.finished, lesson.id
        assert invariants(g.state) == []
    # what each lesson teaches happened: G44 the Adaptation card was played, G54 the planet acquired, G60 the flip
    war = AogCoach(course.lesson("war"))  # type: ignore[arg-type]
    assert war.game.state.planets["S3:1"].discs == [1]


def test_the_table_plays_every_lesson_by_posted_mouse_events() -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-m", "game", "--smoke-test", "tutorial", "--game", "age-of-galaxy"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-500:]
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert line["tutorial"] == "ok" and line["lessons"] == 8 and line["steps"] == 54 and line["drags"] >= 8


CARDS = [f"F{i:02d}" for i in range(1, 41)]
PLANETS = ["S3:0", "S3:1", "S3:2", "S8:0", "S8:1"]
BAD = [("credit", -1), ("credit", "x"), ("discs", 16), ("hand", ["F41"]), ("planets", {"S9:9": 1}),
       ("planets", {"S3:0": 3}), ("cruiser", 13), ("alliance", ["F01", "F02", "F03", "F04"]), ("major", 7)]


@settings(max_examples=60, deadline=None)
@given(hs.data())
def test_any_position_is_a_game_whose_save_reloads_or_one_line(data: hs.DataObject) -> None:
    """Fuzzed positions (tracks, discs, cards, planets, Trade discs, round, now and then one bad value): either one
    line naming the problem, or a game that holds every invariant (G2 discs and Cruisers conserved, G3 caps) and
    whose save loads to the same hash."""
    n = data.draw(hs.integers(2, 4))
    cards = data.draw(hs.permutations(CARDS))
    planets = data.draw(hs.permutations(PLANETS))
    players = []
    for i in range(n):
        p: dict[str, object] = {"name": f"P{i}", "kind": "human" if i == 0 else "coach"}
        for k in ("credit", "cruiser", "strength", "influence", "relic"):
            if data.draw(hs.booleans()):
                p[k] = data.draw(hs.integers(0, 5))
        p["discs"] = data.draw(hs.integers(0, 6))
        p["prestige"] = data.draw(hs.integers(0, 30))
        p["hand"] = cards[i * 8:i * 8 + data.draw(hs.integers(0, 5))]
        p["alliance"] = cards[i * 8 + 5:i * 8 + 5 + data.draw(hs.integers(0, 2))]
        if data.draw(hs.booleans()):
            p["planets"] = {planets[i]: data.draw(hs.integers(1, 2))}
        players.append(p)
    if data.draw(hs.integers(0, 3)) == 0:  # now and then one bad value
        k, v = data.draw(hs.sampled_from(BAD))
        players[data.draw(hs.integers(0, n - 1))][k] = v
    doc = {"seed": data.draw(hs.integers(0, 99)), "systems": ["S3", "S8"], "players": players,
           "round": data.draw(hs.integers(1, 5)), "trade": data.draw(hs.lists(
               hs.tuples(hs.integers(0, 2), hs.integers(0, 1)).map(list), max_size=3))}
    try:
        m = scenario_match(doc, "<fuzz>").match
    except ScenarioError as exc:
        assert str(exc).startswith("<fuzz>: ") and "\n" not in str(exc)
        event("refused")
        return
    event("a game")
    assert invariants(m.state) == []
    back = Match.load(RULES, json.loads(json.dumps(m.to_json())))
    assert back.state_hash() == m.state_hash()
