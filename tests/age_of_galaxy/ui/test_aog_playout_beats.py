"""The play-out's beats from a game's events (age_of_galaxy/ui/playout.py, no pygame): War's ranking table with the
rule that placed each seat, the acquisition's Cruiser and the discs going back, the fleet moving on, the System
turning over, the discs travelling from the board to the Trade cards, the Golden Age flip, the new turn order, the
Virtual Opponent's cards and each effect; and the table each beat shows hides what its viewer may not see."""

from __future__ import annotations

import random
from typing import Any

from age_of_galaxy.engine import events as ev
from age_of_galaxy.engine.war_facts import war_ranking
from age_of_galaxy.ui.playout import Beat, Playout, own_line, shown
from age_of_galaxy.ui.start import new_match
from age_of_galaxy.words.narrate import Teller
from age_of_galaxy.words.war_told import rank_table
from tabletop.choices import Command
from tabletop.grammar import Voice
from tabletop.rounds import PhaseBegan
from tabletop.views import HIDDEN


def played(names: list[str], seed: int, solo: bool = False) -> Any:
    setup = new_match(names, ["random"] * len(names), seed, solo=solo)
    m = setup.match
    rng = random.Random(seed)
    while m.pending is not None:
        p = m.pending
        assert m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),))).ok
    return m


def beats_of(m: Any, viewer: int) -> list[tuple[int, Beat, Any]]:
    """Each beat with the index of the event that made it and the teller's state just before that event."""
    names = tuple(p.name for p in m.state.players)
    teller, out = Teller(names, viewer), Playout(names, viewer)
    made: list[tuple[int, Beat, Any]] = []
    for i, e in enumerate(m.events):
        before = out.state.clone()
        n = len(out.queue)
        out.feed(e, own_line(teller.feed(e)))
        made += [(i, b, before) for b in out.queue[n:]]
    out.settle()
    return made


def test_a_three_player_game_plays_out_war_galactic_and_golden_age() -> None:
    m = played(["Ann", "Bo", "Cy"], 12)
    made = beats_of(m, 0)
    kinds = [b.kind for _, b, _ in made]
    voice = Voice.reading(["Ann", "Bo", "Cy"], 0)
    assert {"rank", "fleet", "reveal", "discs", "flip", "order"} <= set(kinds), kinds
    wars = [(i, b, before) for i, b, before in made if b.kind == "rank"]
    assert len(wars) == 4  # G52: a War in rounds 2-5
    for _i, b, before in wars:  # G52: the table is the facts of the state the War ranked
        assert b.rows == rank_table(war_ranking(before), voice) and b.step == "War"
        assert "(G52)" in b.lines[0] and "(G54)" in b.lines[-1]
    for i, b, before in made:
        e = m.events[i]
        if isinstance(e, ev.SpaceEmptied):  # G58: a disc of each owner on the space travels to its Trade card
            group = [f for f in b.flights if f.start == f"space:{e.space}"]
            owners = sorted(int(x) for x in before.board[e.space].owned())
            assert sorted(f.who for f in group) == owners
            assert all(f.end == (f"trade:{e.slot}" if e.slot >= 0 else f"row:{f.who}") for f in group)
        if isinstance(e, ev.GoldenAge):  # G60: the full cards turn; each seat's kept discs come home
            assert b.turn == [f"trade:{k}" for k in e.slots] and b.step == "Golden Age"
            assert [sum(1 for f in b.flights if f.who == w) for w in range(3)] == list(e.kept)
            assert "(G60)" in " ".join(b.lines)
        if isinstance(e, ev.FleetMoved):  # G57
            (f,) = b.flights
            assert (f.piece, f.start, f.end) == ("fleet", f"system:{e.position - 1}", f"system:{e.position}")
        if isinstance(e, ev.PlanetAcquired):  # G54: the Cruiser goes on, the planet's discs go back
            pl = before.planets[e.planet]
            assert b.flights[0] == type(b.flights[0])("cruiser", e.who, f"row:{e.who}", f"planet:{e.planet}")
            assert sorted(f.who for f in b.flights[1:]) == sorted(pl.discs)
    reveals = [m.events[i] for i, b, _ in made if b.kind == "reveal"]
    assert all(isinstance(e, ev.SystemRevealed) for e in reveals) and len(reveals) == 3  # G57: Systems 3-5
    orders = [m.events[i] for i, b, _ in made if b.kind == "order"]
    assert all(isinstance(e, PhaseBegan) and e.phase == "galactic" for e in orders)


def test_each_beat_shows_the_table_as_it_stood_masked_for_its_viewer() -> None:
    # G67-G69: the table a beat shows is the state once its events are folded, and the viewer sees only their own
    # hand; the next beat's table comes later in the game
    m = played(["Ann", "Bo", "Cy"], 12)
    made = beats_of(m, 1)
    assert all(b.state is not None for _, b, _ in made)
    fleet = next(b for _, b, _ in made if b.kind == "fleet")
    assert fleet.state is not None and fleet.state.fleet == 2 and fleet.state.revealed == 2
    reveal = next(b for _, b, _ in made if b.kind == "reveal")
    assert reveal.state is not None and reveal.state.revealed == 3
    table = shown(fleet, 1)
    assert table is not None
    assert all(c == HIDDEN for who, p in enumerate(table.players) if who != 1 for c in p.hand)
    assert table.players[1].hand == fleet.state.players[1].hand


def test_standard_solo_reveals_each_virtual_opponent_card_and_tells_each_effect() -> None:
    # G77: two cards a round, each shown face up with what it will do (a) colonize, (b) its Ideology's effect (G78)
    m = played(["Ann"], 5, solo=True)
    made = beats_of(m, 0)
    cards = [(i, b) for i, b, _ in made if b.kind == "vo_card"]
    revealed = [e for e in m.events if isinstance(e, ev.VOCardRevealed)]
    assert [b.card for _, b in cards] == [e.card for e in revealed] and len(cards) == 10
    for _, b in cards:
        said = " ".join(b.lines)
        assert "(G77)" in said and "(G78)" in said and b.step == "Virtual Opponent"
    effects = [b for _, b, _ in made if b.kind == "vo_effect"]
    assert effects and all(b.lines and ("G77" in b.lines[0] or "G78" in b.lines[0]) for b in effects)
    colonized = [e for e in m.events if isinstance(e, ev.DiscPlaced) and e.who == 1 and e.kind == "planet"]
    assert sum(1 for b in effects if b.flights and b.flights[0].end.startswith("planet:")) == len(colonized)
