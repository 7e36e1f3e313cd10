"""The risk of an attack before the drop (issue 31 item 3, alien_artifacts/match/attack_facts.py): the numbers against
the rules on constructed positions (R21, R22, R24, R26), and nothing the attacker may not see changes them (R33,
R34)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as stg

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import block, card_of, drain, evs, give, move, must, ready, set_alien, since, start_turn, top_number

from alien_artifacts.engine import events as ev
from alien_artifacts.match import facts
from alien_artifacts.match.api import Game
from alien_artifacts.match.attack_facts import attack_facts, attack_lines


def _position(ships: list[str], logistics: tuple[str, ...] = (), plans: tuple[str, ...] = ("dp_06",)) -> Game:
    """Seat 0 at its target choice of an Offensive with these Ships (all sent); seat 1 has an Empire card and
    holds `plans`; the Alien System is Thessar Dominion."""
    g = ready()
    for s in ships:
        move(g, s, "empire", side="operational")
    for u in logistics:
        move(g, u, "empire", side="logistics")
    set_alien(g, "alien_thessar_dominion")
    move(g, card_of(g, "planet", "explore")[0], "empire", seat=1)
    for d in plans:
        move(g, d, "defense", seat=1)
    pay = (give(g, "red", 3), give(g, "red", 2))
    start_turn(g, 0)
    must(g, "offensive", *pay, *(("all",) if len(ships) > 1 else ()))
    assert g.pending.kind == "target"
    return g


def _expected_chances(g: Game, bonus: int) -> tuple[float, ...]:
    pool = facts.unseen_resources(g.cards, g.view_for(0).state, 0)
    rows = [max(1, min(4, g.cards.resources[r].number + bonus)) for r in pool]
    return tuple(rows.count(r) / len(pool) for r in (1, 2, 3, 4))


def test_r22_the_bonuses_that_count_are_the_ones_the_attack_adds() -> None:
    # R22: Iron Requiem +2 (its own), Targeting Matrix +1 against Alien Systems, Siege Doctrine +1 against players;
    # Crimson Lance +2 against Alien Systems only. Each Ship only its own bonus.
    g = _position(["iron_requiem", "crimson_lance"], ("targeting_matrix", "siege_doctrine"))
    view = g.view_for(0)
    alien = attack_facts(view, "alien")
    player = attack_facts(view, "1")
    assert alien is not None and player is not None
    assert [(o.ship, o.bonus) for o in alien.ships] == [("iron_requiem", 3), ("crimson_lance", 3)]
    assert [(o.ship, o.bonus) for o in player.ships] == [("iron_requiem", 3), ("crimson_lance", 1)]
    lance = player.ships[1]
    off = {(b.source, b.missing) for b in lance.bonuses if not b.counts}
    assert off == {("crimson_lance", "target"), ("targeting_matrix", "target")}
    lines = [t for _s, t in attack_lines(player, g.cards, ["Ann", "Bob"])]
    assert "  Crimson Lance: +2 against Alien Systems does not count against a player" in lines
    assert any(t.startswith("Iron Requiem: value = revealed number + 3 (Iron Requiem +2, Siege Doctrine +1)")
               for t in lines)
    # the attack itself adds exactly the bonuses said to count (whatever the revealed numbers)
    first = top_number(g, 1)
    top_number(g, 2, exclude=[first])
    mark = len(g.events)
    must(g, "target:1", "plan:basic")
    drain(g)
    hits = since(g, mark, ev.ShipAttacked)
    assert [(h.ship, h.value - g.cards.resources[h.card].number) for h in hits] == \
        [("iron_requiem", 3), ("crimson_lance", 1)]


def test_r26_a_blockaded_bonus_is_said_not_to_count_and_does_not() -> None:
    # R26: a blockaded Technology's bonus counts only once paid for this turn
    g = _position(["tollkeeper"], ("targeting_matrix",))
    block(g, 0, "targeting_matrix")
    f = attack_facts(g.view_for(0), "alien")
    assert f is not None
    (b,) = f.ships[0].bonuses
    assert (b.source, b.counts, b.missing) == ("targeting_matrix", False, "blockaded")
    assert f.ships[0].bonus == 0
    n = g.cards.resources[top_number(g, 2)].number
    must(g, "target:alien")
    assert evs(g, ev.ShipAttacked)[-1].value == n  # no bonus added


def test_r22_r24_the_chance_of_each_row_and_the_risk_to_each_ship() -> None:
    # R22: value above 4 resolves row 4; the chance is over the Resource cards the attacker cannot locate.
    # R24 / R21: the Basic Defense Plan destroys on row 1 and damages on row 2.
    g = _position(["iron_requiem", "tollkeeper"])
    f = attack_facts(g.view_for(0), "1")
    assert f is not None
    for o in f.ships:
        assert o.chances == _expected_chances(g, o.bonus)
        assert abs(sum(o.chances) - 1) < 1e-9
    assert [r.fate for r in f.rows] == ["destroyed", "damaged", "", ""]
    toll = f.ships[1]
    assert f.risk("tollkeeper", "destroyed") == toll.chances[0]
    assert f.risk("tollkeeper", "damaged") == toll.chances[1]
    assert f.pool == len(facts.unseen_resources(g.cards, g.view_for(0).state, 0))
    # the defender holds one hidden card: each row counts what the unseen Defense Plans do to the Ship
    assert f.held_plans == 1 and f.unseen_plans == len(g.cards.defense_plans)
    for i, r in enumerate(f.rows):
        assert sum(k for _fate, k in r.plans) == f.unseen_plans
        destroys = sum(1 for d in g.cards.defense_plans.values()
                       if any(e.verb == "destroy_ship" for e in d.table.rows[i]))
        assert dict(r.plans).get("destroyed", 0) == destroys
    # the worst card for Tollkeeper is at least as bad as the Basic plan
    d, m = f.worst[1]
    assert d + m >= f.risk("tollkeeper", "destroyed") + f.risk("tollkeeper", "damaged")


def test_no_defense_plan_card_no_alternatives_and_the_alien_table_is_the_systems() -> None:
    # R21: a defender without Defense Plan cards can only use the Basic tile
    g = _position(["tollkeeper"], plans=())
    f = attack_facts(g.view_for(0), "1")
    assert f is not None and f.held_plans == 0 and all(not r.plans for r in f.rows) and f.worst == ()
    a = attack_facts(g.view_for(0), "alien")
    assert a is not None and a.table == "Thessar Dominion" and a.rows[0].fate == "destroyed"
    assert attack_facts(g.view_for(0), "0") is None  # not oneself
    assert attack_facts(g.view_for(0), "7") is None


def _scramble(g: Game, rng: random.Random) -> Game:
    """The same game with everything seat 0 may not see changed (R33): the other hand and Defense Plans swapped
    with deck cards, the Resource and Defense Plan decks shuffled."""
    h = g.clone()
    s = h.state
    other = s.players[1]
    deck = s.decks["resource"]
    pool = other.hand + deck
    rng.shuffle(pool)
    other.hand[:] = pool[:len(other.hand)]
    deck[:] = pool[len(other.hand):]
    plans = other.defense_plans + s.decks["defense"]
    rng.shuffle(plans)
    other.defense_plans[:] = plans[:len(other.defense_plans)]
    s.decks["defense"][:] = plans[len(other.defense_plans):]
    return h


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stg.integers(0, 2**32 - 1))
def test_what_the_attacker_cannot_see_never_changes_the_preview(seed: int) -> None:
    # R33, R34: the scrambling technique: change every hidden card and the preview stays the same
    g = _position(["iron_requiem", "tollkeeper"], ("siege_doctrine",), plans=("dp_01", "dp_06"))
    give(g, "blue", 2, seat=1)
    h = _scramble(g, random.Random(seed))
    names = ["Ann", "Bob"]
    for target in ("alien", "1"):
        a = attack_facts(g.view_for(0), target)
        b = attack_facts(h.view_for(0), target)
        assert a == b
        assert attack_lines(a, g.cards, names) == attack_lines(b, h.cards, names)


def test_the_scramble_changes_what_is_hidden() -> None:
    # the technique's own check: the scrambled game really differs where the attacker cannot see
    g = _position(["tollkeeper"], plans=("dp_01", "dp_06"))
    changed = [h for h in (_scramble(g, random.Random(i)) for i in range(5)) if h.state_hash() != g.state_hash()]
    assert changed
