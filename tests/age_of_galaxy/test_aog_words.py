"""Age of Galaxy's log in words (age_of_galaxy/words): every event told or declared silent, "you" for the reader
and names for the others with verbs that agree, nothing named that the reader may not see (G67-G69), no control
character from a player's name, and the words the others read while a seat chooses."""

from __future__ import annotations

import random
import re
import unicodedata
from collections import Counter
from typing import Any

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as stg

from age_of_galaxy.engine import events as ev
from age_of_galaxy.engine import steps
from age_of_galaxy.engine.ruleset import RULES, Settings
from age_of_galaxy.engine.state import Player, State
from age_of_galaxy.words.narrate import SILENT, Teller, tell
from age_of_galaxy.words.waiting import WAITING, waiting
from tabletop import log, runtime
from tabletop.choices import Command
from tabletop.grammar import Voice
from tabletop.match import Match
from tabletop.rounds import PassedPhase
from tabletop.sealed import Picked
from tabletop.steps import Step

NAMES = ("Ann", "Bo", "Cy", "Di")
HOSTILE = ("Ann\x1b[2J", "Bo\u202egnp.exe", "Cy\x00\x07", "Di\u2028\x9b")
# a verb in the third person after "you" ("You draws", "you has"): base_form failed
YOU_THIRD = re.compile(r"\b[Yy]ou (?:has|is|was|does|goes|[a-z]+(?<!s)s)\b")
EVENT_TYPES = {t for t in ev.EVENTS.values() if issubclass(t, log.Event) and not issubclass(t, Step)}


def game(seed: int, n: int, drafting: bool = False, explored: bool = False,
         names: tuple[str, ...] = NAMES) -> tuple[Match, list[str], Counter[str]]:
    """A seeded random game to its end, the participants' names (the VO's too) and the choice kinds met."""
    m = Match.start(RULES, Settings(seed, names[:n], drafting=drafting and n > 1, explored=explored))
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    while m.pending is not None:
        p = m.pending
        kinds[p.kind] += 1
        assert m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),))).ok
    return m, [p.name for p in m.state.players], kinds


def test_a_two_player_game_reads_as_you_and_bo() -> None:
    m, names, _ = game(3, 2)
    lines = tell(m.events, names, 0)
    text = "\n".join(lines)
    assert lines[0] == "A game of Age of Galaxy for 2 begins: you and Bo."
    assert "Bo draws 7 faction cards." in lines  # G16: another seat's hand is a count
    mine = next(x for x in lines if x.startswith("You draw "))
    assert "faction cards" not in mine and mine.count(",") == 5  # your own 7 cards, by name
    assert "-- Your turn --" in lines and "-- Bo's turn --" in lines
    assert "You colonize the Arctic planet of Ysolde Cluster." in lines
    assert re.search(r"^Bo explores the token on \w[\w ]+: \d+ Credits? \+ ", text, re.M)
    assert "Bo has chosen a setup discard." in lines  # G16: sealed, never named to you
    assert re.search(r"^War \(round \d\): (You are|Bo is) Overlord \(\d+ Cruisers?, Strength \d+\)", text, re.M)
    board = lines.index("Final scores:")  # G63-G66: one line per player, the winner first
    assert lines[board - 1] == "The fifth round is over: the final scoring."
    assert lines[-1] in ("You win!", "Bo wins!") and len(lines) == board + 4
    assert re.fullmatch(r"  (You|Bo) \d+ \(Prestige \d+, Ideology \d+, Galaxy \d+, Relics \d+, Faction \d+\)",
                        lines[board + 1])
    assert lines[board + 1].startswith("  You" if lines[-1] == "You win!" else "  Bo")
    # the same game told to Bo: the verbs agree with the other subject
    bo = tell(m.events, names, 1)
    assert "Ann colonizes the Arctic planet of Ysolde Cluster." in bo
    assert bo[0] == "A game of Age of Galaxy for 2 begins: you and Ann."


def test_solo_tells_the_virtual_opponents_cards_and_effects() -> None:
    m, names, _ = game(5, 1)
    lines = tell(m.events, names, 0)
    assert lines[0] == "A game of Age of Galaxy begins: you against the Virtual Opponent (Standard Solo)."
    revealed = [x for x in lines if x.startswith("Virtual Opponent reveals ")]
    assert len(revealed) == 10  # G77: 2 cards in each of 5 rounds
    assert re.fullmatch(r"Virtual Opponent reveals [\w' ]+ \((Cultural|Diplomatic|Industrial|Militaristic|"
                        r"Scientific), (Arctic|Desert|Oceanic|Volcanic|Verdant|Barren)\)\.", revealed[0])
    assert "Virtual Opponent colonizes the Arctic planet of Halvard Reach." in lines  # G78 (a)
    assert any(x.startswith("Virtual Opponent removes the face-down Exploration token on ") for x in lines)  # G78
    assert any(x.startswith("Golden Age! ") and "; you keep " in x for x in lines)  # G60
    assert lines[-3] == "Final scores:" and lines[-2].startswith("  You ")  # G75: the VO scores nothing
    assert re.fullmatch(r"You score \d+ VP in Standard Solo\.", lines[-1])  # G80: no winner, your VP


def test_a_gain_beyond_its_cap_says_what_was_lost() -> None:
    names = ["Ann", "Bo"]
    t = Teller(names, 0)
    t.state = State(players=[Player(n) for n in names])
    lines = t.tell([ev.ResourceChanged(1, "credit", 2, 3), ev.ResourceChanged(1, "innovation", 1)])
    assert lines == ["Bo gains 2 Credits + 1 Innovation (3 Credits over the limit, lost)."]  # G3


def test_every_event_type_is_told_or_declared_silent() -> None:
    """Across games of 1-4 players, drafting and Explored Galaxy, every event the engine emits that is not silent
    gives words the moment it is told (a resource change joins the line of its run), and every event type the
    engine registers is met."""
    met: set[type] = set()
    for seed, n, drafting, explored in [(s, n, s % 2 == 0, s % 3 == 0) for n in (1, 2, 3, 4) for s in range(6)]:
        m, names, _ = game(seed, n, drafting, explored)
        for viewer in (None, -1, *range(m.state.seats)):
            t = Teller(names, viewer)
            for e in m.events:
                met.add(type(e))
                before = t.flush()
                lines = t.feed(e)
                if type(e) in SILENT:
                    assert lines == [], e
                elif isinstance(e, ev.ResourceChanged | ev.PrestigeMoved):
                    assert t.change is not None and t.flush()
                else:
                    assert lines and all(x.strip() for x in lines), e
                assert all(x.strip() for x in before)
    # TelescopeFilled needs a particular technology researched: its words are checked on their own below; the
    # kernel's PassedPhase is never emitted (G22: a player without a disc is skipped), its words are checked too; a
    # lesson's PositionArranged starts only a lesson's game (test_a_lessons_position_is_told)
    assert EVENT_TYPES - met - {ev.TelescopeFilled, PassedPhase, ev.PositionArranged} == set()
    assert Teller(["Ann", "Bo"], 1).line(PassedPhase(1)) == "You pass."


def test_a_lessons_position_is_told() -> None:
    from age_of_galaxy.lessons.loader import load_course  # lazy: only this test needs the lessons
    from age_of_galaxy.lessons.scenario import scenario_match

    lesson = load_course().lessons[0]
    m = scenario_match(lesson.scenario, "lesson").match
    t = Teller([p.name for p in m.state.players], 1)  # the rival's log
    told = [line for e in m.events for line in t.feed(e)]
    assert any(x.startswith("The lesson's position is laid out") for x in told)
    assert not any("F20" in x or "Kelpfield" in x for x in told)  # G68: your hand is not in the rival's log


def test_the_telescope_and_a_token_from_it() -> None:
    names = ["Ann", "Bo"]
    m, _, _ = game(3, 2)
    t = Teller(names, 1)
    t.tell(m.events[:10])
    assert t.line(ev.TelescopeFilled(0, 2)) == "2 Exploration tokens go face down onto Ann's Deep Space Telescope."
    assert t.line(ev.TelescopeFilled(1, 1)) == "1 Exploration token goes face down onto your Deep Space Telescope."


def _scrambled(m: Match, reader: int, rng: random.Random) -> list[Any]:
    """The game's log with everything `reader` never sees dealt again (G67-G69): the faction cards that reach
    another seat's hand or setup discard (or the box) and are never played, the face-down and unused Exploration
    tokens, the Planet tokens never placed, the System and Trade cards never revealed. The renaming is consistent,
    so the log still folds."""
    s = m.state
    me = s.players[reader]
    seen = set(me.hand) | set(me.discarded) | set(s.discard) | (set(s.seen_packs[reader]) if s.seen_packs else set())
    for p in s.players:
        seen |= set(p.alliance) | ({p.true_major} if p.true_major else set())
    shuffled = next(e for e in m.events if isinstance(e, ev.Shuffled))
    revealed_sys = {e.card for e in m.events if isinstance(e, ev.SystemRevealed)}
    placed = {e.token for e in m.events if isinstance(e, ev.PlanetTokenPlaced)}
    explored = {e.token for e in m.events if isinstance(e, ev.TokenExplored)}
    rename: dict[str, str] = {}

    def deal(ids: list[str]) -> None:  # one random cycle through them all: no hidden thing keeps its place
        again = list(ids)
        rng.shuffle(again)
        rename.update(zip(again, again[1:] + again[:1], strict=True))

    deal([c for c in shuffled.deck if c not in seen])
    deal([x for x in shuffled.explorations if x not in explored])
    deal([x for x in shuffled.planets if x not in placed])
    deal([x for x in shuffled.systems if x not in revealed_sys])
    deal(list(shuffled.trade[3:]))
    r = lambda x: rename.get(x, x)  # noqa: E731

    def words(pick: str) -> str:
        return ":".join(",".join(r(y) for y in part.split(",")) for part in pick.split(":"))

    out: list[Any] = []
    for e in m.events:
        if isinstance(e, ev.Shuffled):
            e = attrs.evolve(e, deck=tuple(map(r, e.deck)), trade=tuple(map(r, e.trade)),
                             systems=tuple(map(r, e.systems)), planets=tuple(map(r, e.planets)),
                             explorations=tuple(map(r, e.explorations)))
        elif isinstance(e, Picked | runtime.Decided):
            e = attrs.evolve(e, pick=words(e.pick))
        out.append(e)
    return out


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=stg.integers(0, 10_000), n=stg.integers(1, 4), drafting=stg.booleans(), hostile=stg.booleans())
def test_words_property(seed: int, n: int, drafting: bool, hostile: bool) -> None:
    """Random games: the words for a reader are unchanged when everything it may not see is dealt again (G67-G69)
    while the omniscient replay's words change; "you" never takes a third-person verb; no control character from
    a name reaches a line."""
    m, names, kinds = game(seed, n, drafting, names=HOSTILE if hostile else NAMES)
    rng = random.Random(seed)
    changed = 0
    for reader in range(m.state.seats):
        words = tell(m.events, names, reader)
        again = _scrambled(m, reader, rng)
        Match.rebuild(RULES, m.settings, again)  # the scrambled log is a game that folds
        assert tell(again, names, reader) == words  # G68
        changed += tell(again, names, None) != tell(m.events, names, None)
        for line in words:
            assert not YOU_THIRD.search(line), line
            assert "You's" not in line and "you's" not in line, line
            assert not any(unicodedata.category(ch) in ("Cc", "Cf") for ch in line), repr(line)
    # the scramble did deal hidden cards again (the omniscient words name them) when a seat ends holding a card
    # unplayed (drafting aside: every pack passes every seat, so each has seen every dealt card)
    if not drafting and any(p.hand or p.discarded for p in m.state.players[:m.state.seats]) and n > 1:
        assert changed
    for kind in kinds:
        assert kind in WAITING  # every choice the engine asks has words for the others


def test_waiting_words_by_choice_kind() -> None:
    kinds = {t.kind for t in steps.EVENTS.values() if isinstance(t, type) and issubclass(t, Step)
             and isinstance(getattr(t, "kind", None), str) and t.kind}
    assert len(kinds) >= 12 and kinds <= set(WAITING)  # every choice the engine can ask has words
    v = Voice.reading(["Ann", "Bo"], 0)
    assert waiting("setup_discard", 1, v) == "Bo is choosing which cards to discard."
    assert waiting("setup_discard", 0, v) == "You are choosing which cards to discard."
    assert waiting("acquire", 0, v, for_vo=True) == "You are choosing which planet the Virtual Opponent acquires."
    assert waiting("research", 1, v) == "Bo is choosing a technology."


def test_a_tie_on_points_says_what_broke_it() -> None:
    """G66: total VP, then Prestige, then the disc on top of the Prestige track."""
    t = Teller(["Ann", "Bo", "Cy"], 2)
    t.state = State(players=[Player(n) for n in ("Ann", "Bo", "Cy")])
    rows = ((7, 3, 2, 1, 0, 13), (9, 1, 2, 1, 0, 13), (2, 0, 1, 0, 0, 3))
    assert t.line(ev.Scored(rows, (1,))).split("\n") == [
        "Final scores:", "  Bo 13 (Prestige 9, Ideology 1, Galaxy 2, Relics 1, Faction 0)",
        "  Ann 13 (Prestige 7, Ideology 3, Galaxy 2, Relics 1, Faction 0)",
        "  You 3 (Prestige 2, Ideology 0, Galaxy 1, Relics 0, Faction 0)",
        "Bo wins (tied on points: more Prestige, G66)!"]
    same = ((7, 3, 2, 1, 0, 13), (7, 3, 2, 1, 0, 13), (2, 0, 1, 0, 0, 3))
    assert t.line(ev.Scored(same, (0,))).endswith(
        "Ann wins (tied on points and Prestige: the disc on top of the Prestige track, G66)!")


def test_the_table_says_you_once() -> None:
    # G67: the viewer's own seat is marked "(you)", but a player named "You" is not shown as "You (you)"
    from age_of_galaxy.words.names import seat_label
    assert seat_label("Nova", True) == "Nova (you)"
    assert seat_label("You", True) == "You"
    assert seat_label("You", False) == "You"
    assert seat_label("Vega\x1b", False) == "Vega\\x1b"
