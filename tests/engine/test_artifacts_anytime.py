"""R7: an Alien Artifact may be played at any point of your own turn where you decide (the draw-step
discard, while paying, choosing a side, a target...), never on another player's turn, and never as the
action; the interrupted choice resumes where it was, brought up to date."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as stg

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import keys, mid_payment, move, must, new_game, ready, section_with, start_turn

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.match.api import Game
from alien_artifacts.rules.handlers import STEP_HANDLERS

BLUEPRINT = "art_05"  # Ancestral Blueprint: Build a Ship costs 3 less this turn
VOID_LENS = "art_02"  # Gain 5 credits
CHRONO = "art_03"  # Draw 2 Resource cards
WARP = "art_11"  # One of your operational Ships that has not attacked this turn attacks now


def _ready() -> Game:
    return ready(2, 3)


def _hand(g: Game, *specs: tuple[str, int], used: tuple[str, ...] = ()) -> list[tuple[str, int]]:
    """Put into seat 0's hand one Resource card per (colour, symbols) spec, each with such a section;
    returns (card, section index) in order. `used`: cards already placed elsewhere."""
    out: list[tuple[str, int]] = []
    for colour, symbols in specs:
        r = section_with(g.cards, colour, symbols, exclude=[*used, *(x for x, _s in out)])
        move(g, r[0], "hand")
        out.append(r)
    return out


def _ships(c: CardSet, type_: str, n: int = 1, exclude: tuple[str, ...] = ()) -> list[str]:
    return [x.id for x in c.cards.values() if x.kind == "ship" and x.type == type_ and x.id not in exclude][:n]


def _played(g: Game, mark: int) -> list[str]:
    return [e.card for e in g.events[mark:] if isinstance(e, ev.ArtifactPlayed)]


def test_artifact_cards_are_the_ones_these_tests_name() -> None:
    c = new_game().cards
    assert [e.verb for e in c.artifacts[BLUEPRINT].play] == ["temporary_discount"]
    assert c.artifacts[BLUEPRINT].play[0].args == {"action": "build", "amount": 3}
    assert [e.verb for e in c.artifacts[VOID_LENS].play] == ["gain_credits"]
    assert [e.verb for e in c.artifacts[CHRONO].play] == ["draw_resources"]
    assert [e.verb for e in c.artifacts[WARP].play] == ["attack"]


def _mid_payment() -> tuple[Game, str, list[tuple[str, int]]]:
    return mid_payment(BLUEPRINT)


def test_r7_artifact_offered_mid_payment_lowers_the_open_need_and_the_payment_resumes() -> None:
    # R7 (R11, R15, R16): Blueprint played after the first card: 7 - 3 = 4 to pay, 2 paid, 2 left.
    g, target, cards = _mid_payment()
    (r2, s2), (r3, s3), _ = cards
    assert f"artifact:{BLUEPRINT}" in keys(g)  # the turn menu offers it too (before the action)
    must(g, f"build:{target}", f"pay:{r2}:{s2}")
    p = g.pending
    assert p is not None and p.kind == "pay" and p.info_get("need") == "5 red" and p.info_get("used") == "1"
    assert f"artifact:{BLUEPRINT}" in keys(g)
    assert [o.key for o in p.interruptions()] == [f"artifact:{BLUEPRINT}"]
    assert all(o.key.startswith("pay:") for o in p.own_options())
    mark = len(g.events)
    must(g, f"artifact:{BLUEPRINT}")
    assert _played(g, mark) == [BLUEPRINT]
    assert not any(isinstance(e, ev.ActionChosen) for e in g.events[mark:])  # never the action
    p = g.pending
    assert p is not None and p.kind == "pay"  # the same payment, resumed where it was
    assert p.info_get("need") == "2 red" and p.info_get("used") == "1" and p.info_get("paid") == "2"
    assert p.info_get("for") == target
    assert not p.interruptions()  # the Artifact is gone
    must(g, f"pay:{r3}:{s3}")
    assert g.pending.kind == "side" and g.pending.info_get("card") == target
    must(g, "side:logistics")
    assert target in g.state.players[0].empire
    assert g.state.turn.action_taken and g.state.players[0].hand == [cards[2][0]]


def test_r7_artifact_that_covers_the_rest_ends_the_payment() -> None:
    # R7, R15: after 3 + 2 paid towards 7, Blueprint makes the cost 4: covered, so the payment ends (the
    # excess is lost) and the side choice follows.
    g, target, cards = _mid_payment()
    (r2, s2), (r3, s3), _ = cards
    spare = section_with(g.cards, "red", 2, exclude=[r for r, _s in cards])[0]
    move(g, spare, "hand")  # two ways to pay the last 2: a real choice (a forced one is taken by itself)
    must(g, f"build:{target}", f"pay:{r3}:{s3}", f"pay:{r2}:{s2}")
    assert g.pending.kind == "pay" and g.pending.info_get("need") == "2 red" and len(g.pending.own_options()) >= 2
    must(g, f"artifact:{BLUEPRINT}")
    assert g.pending.kind == "side" and g.pending.info_get("card") == target
    assert len(g.state.players[0].hand) == 2  # no further card was spent


def test_r7_artifacts_mid_choice_in_real_games_resume_and_undo() -> None:
    # R7, undo: in random real games, every Artifact offered in the middle of a choice is accepted, the
    # same seat decides next (the interrupted choice or what the Artifact opened), and when nothing was
    # drawn or revealed it can be taken back exactly.
    import random

    from alien_artifacts.engine.choices import Command
    from alien_artifacts.match.api import GameSettings, SeatSettings

    cards = new_game().cards
    played = undone = 0
    kinds: set[str] = set()
    for seed in range(40):
        g = Game.new(cards, GameSettings(seed, (SeatSettings("A"), SeatSettings("B"), SeatSettings("C"))))
        rng = random.Random(seed)
        while g.pending is not None and played < 12:
            p = g.pending
            arts = p.interruptions()
            if arts and rng.random() < 0.5:
                assert p.seat == g.state.current and p.kind != "turn"
                before, n = g.state_hash(), len(g.events)
                assert g.submit(Command(p.seat, p.id, (arts[0].key,))).ok
                played += 1
                kinds.add(p.kind)
                assert g.pending is not None and g.pending.seat == p.seat
                if g.can_undo(p.seat):
                    assert g.undo(p.seat)
                    assert g.state_hash() == before and len(g.events) == n and g.pending == p
                    undone += 1
                    assert g.submit(Command(p.seat, p.id, (arts[0].key,))).ok
                continue
            assert g.submit(Command(p.seat, p.id, (rng.choice(p.own_options()).key,))).ok
        if played >= 12:
            break
    assert played >= 12 and undone >= 1 and len(kinds) >= 2, (played, undone, kinds)


def test_r7_artifact_at_the_draw_step_discard_then_the_discard_resumes() -> None:
    # R7, R8: Chrono Shard at the draw-step discard: 2 more cards, then the same discard step goes on
    g = _ready()
    c = g.cards
    hand = [r.id for r in list(c.resources.values())[:2]]
    for r in hand:
        move(g, r, "hand")
    move(g, CHRONO, "artifact")
    s = g.state
    s.current, s.turn_number = 0, max(1, s.turn_number)
    s.stack = [st.EndTurn(0), st.DrawFill(0), st.DiscardStep(0)]
    g._pending = STEP_HANDLERS.advance(g._ctx)
    p = g.pending
    assert p is not None and p.kind == "discard" and p.seat == 0
    assert f"artifact:{CHRONO}" in keys(g) and "done" in keys(g)
    mark = len(g.events)
    must(g, f"artifact:{CHRONO}")
    assert _played(g, mark) == [CHRONO]
    assert len(s.players[0].hand) == 4
    assert g.pending.kind == "discard" and "done" in keys(g)
    assert {f"discard:{r}" for r in s.players[0].hand} <= set(keys(g))
    assert not g.can_undo(0)  # two cards were drawn: a barrier
    must(g, f"discard:{hand[0]}", "done")
    # drawing fills up to 3 only; holding 3 already, nothing more is drawn and nothing is over the limit
    assert len(s.players[0].hand) == 3
    assert s.current == 1  # the turn ended: the next player's turn began


def test_r7_artifact_at_the_side_choice_and_the_side_is_asked_again() -> None:
    # R7, R19: Void Lens while choosing the side of a completed card
    g, target, cards = _mid_payment()
    (r2, s2), (r3, s3), _ = cards
    g.state.players[0].artifacts.append(VOID_LENS)
    g._pending = STEP_HANDLERS.advance(g._ctx)  # (the arranged position: ask again with the new Artifact)
    must(g, f"build:{target}", f"pay:{r2}:{s2}", f"pay:{r3}:{s3}")
    assert g.pending.kind == "side"
    credits = g.state.players[0].credits
    assert {f"artifact:{VOID_LENS}", f"artifact:{BLUEPRINT}"} <= set(keys(g))
    must(g, f"artifact:{VOID_LENS}")
    assert g.state.players[0].credits == min(15, credits + 5)
    assert g.pending.kind == "side" and g.pending.info_get("card") == target
    must(g, "side:operational")
    assert g.state.players[0].sides[target] == "operational"


def test_r7_not_offered_to_the_defender_on_another_players_turn() -> None:
    # R7, R21: the defender chooses a Defense Plan on the attacker's turn: no Artifact for them; the
    # attacker, deciding on their own turn (e.g. where to place Blockade tokens), is offered theirs.
    g = _ready()
    c = g.cards
    ship = next(x.id for x in c.cards.values() if x.kind == "ship" and x.operational.attack
                and all(e.verb == "attack_bonus" for e in x.operational.attack))
    move(g, ship, "empire", seat=1, side="operational")
    r3, s3 = section_with(c, "red", 3)
    r2, s2 = section_with(c, "red", 2, exclude=[r3])
    move(g, r3, "hand", seat=1)
    move(g, r2, "hand", seat=1)
    high = next(r.id for r in c.resources.values() if r.number == 4 and r.id not in (r3, r2))
    move(g, high, "deck_top")
    move(g, next(iter(c.defense_plans)), "defense", seat=0)
    move(g, _ships(c, "explore")[0], "empire", seat=0, side="logistics")
    move(g, _ships(c, "expand")[0], "empire", seat=0, side="logistics")
    move(g, VOID_LENS, "artifact", seat=0)
    move(g, CHRONO, "artifact", seat=1)
    start_turn(g, 1)
    must(g, "offensive", f"pay:{r3}:{s3}", f"pay:{r2}:{s2}")
    assert g.pending.kind == "target" and f"artifact:{CHRONO}" in keys(g)
    must(g, "target:0")
    p = g.pending
    assert p is not None and p.kind == "defense_plan" and p.seat == 0
    assert not any(k.startswith("artifact:") for k in keys(g)) and not p.interruptions()
    assert len(keys(g)) == 2
    dp = keys(g)[-1]
    must(g, dp)
    while g.pending is not None and g.pending.seat == 1 and g.pending.kind != "turn":
        p = g.pending
        if p.interruptions():
            assert p.kind != "defense_plan" and p.seat == g.state.current
        must(g, p.own_options()[0].key)
    assert VOID_LENS in g.state.players[0].artifacts


def test_r7_r22_warp_relic_at_the_offensive_target_uses_the_ship_once() -> None:
    # R7, R22: Warp Relic played while choosing the Offensive's target attacks with the only ready Ship;
    # the Offensive then has no Ship left that may attack, so its target choice ends with no second attack.
    g = _ready()
    c = g.cards
    ship = next(x.id for x in c.cards.values() if x.kind == "ship" and x.operational.attack
                and all(e.verb == "attack_bonus" for e in x.operational.attack))
    move(g, ship, "empire", side="operational")
    r3, s3 = section_with(c, "red", 3)
    r2, s2 = section_with(c, "red", 2, exclude=[r3])
    move(g, r3, "hand")
    move(g, r2, "hand")
    move(g, WARP, "artifact")
    start_turn(g, 0)
    must(g, "offensive", f"pay:{r3}:{s3}", f"pay:{r2}:{s2}")
    assert g.pending.kind == "target" and f"artifact:{WARP}" in keys(g)
    mark = len(g.events)
    must(g, f"artifact:{WARP}")
    if g.pending.kind == "choose_ship":
        must(g, f"ship:{ship}")
    assert g.pending.kind == "target" and "artifact:" not in " ".join(keys(g))
    must(g, "target:alien")
    while g.pending is not None and g.pending.seat == 0 and g.pending.kind != "turn":
        must(g, g.pending.own_options()[0].key)
    attacks = [e for e in g.events[mark:] if isinstance(e, ev.ShipAttacked)]
    assert [a.ship for a in attacks] == [ship]  # once per turn, not twice
    assert g.state.turn.action_taken


def test_r7_the_turn_menu_lists_each_artifact_once() -> None:
    # R7: on the turn menu an Artifact is one of the menu's own (free) options, not an interruption
    g, _target, _cards = _mid_payment()
    assert keys(g).count(f"artifact:{BLUEPRINT}") == 1
    assert not g.pending.interruptions() and f"artifact:{BLUEPRINT}" in [o.key for o in g.pending.own_options()]


def _attach(g: Game, card: str, symbols: int) -> str:
    """Prepare a red Resource card of `symbols` on the Under Construction `card`; returns its uid."""
    r, sec = section_with(g.cards, "red", symbols)
    move(g, r, "attach", planet=card, section=sec)
    return r


def _build_paying(g: Game, target: str, first: tuple[str, int]) -> None:
    """Seat 0 gets Ancestral Blueprint, starts its turn, builds `target` and pays `first` towards it."""
    move(g, BLUEPRINT, "artifact")
    start_turn(g, 0)
    must(g, f"build:{target}", f"pay:{first[0]}:{first[1]}")


def test_r7_r20_artifact_mid_payment_completes_another_card_and_the_limit_and_cost_are_recomputed() -> None:
    # R7, R11, R16, R20: Blueprint mid-payment covers another Ship Under Construction, which completes at
    # once (its owner picks the side); that Exterminate Ship's logistics side raises the Build assembly
    # limit to 3 and adds 1 to the cost: the open payment is brought up to date (5 + 1 - 3 - 2 paid = 1).
    g = _ready()
    c = g.cards
    target = _ships(c, "expand")[0]
    other = _ships(c, "exterminate")[0]
    move(g, target, "uc")
    move(g, other, "uc")
    a2 = _attach(g, other, 2)
    r2, r3a, _r3b = _hand(g, ("red", 2), ("red", 3), ("red", 3), used=(a2,))
    _build_paying(g, target, r2)
    p = g.pending
    assert p.kind == "pay" and p.info_get("need") == "3 red" and p.info_get("limit") == "2"
    must(g, f"artifact:{BLUEPRINT}")
    assert g.pending.kind == "side" and g.pending.info_get("card") == other  # R20: covered, completes now
    must(g, "side:logistics")
    me = g.state.players[0]
    assert other in me.empire and target in me.under_construction
    p = g.pending
    assert p.kind == "pay" and p.info_get("for") == target
    assert p.info_get("need") == "1 red" and p.info_get("limit") == "3" and p.info_get("used") == "1"
    must(g, f"pay:{r3a[0]}:{r3a[1]}", "side:operational")
    assert target in me.empire and me.sides[target] == "operational"


def test_r7_r20_artifact_that_completes_the_card_being_paid_for_ends_its_payment_and_side_choice() -> None:
    # R7, R20: the card being built has 3 red attached and costs 5; Blueprint makes it 2: covered by what is
    # attached, so it completes at once by R20; the open payment and the action's own side choice end
    # (nothing is completed twice; the 2 already paid are lost, R15).
    g = _ready()
    c = g.cards
    target = _ships(c, "expand")[0]
    move(g, target, "uc")
    a3 = _attach(g, target, 3)
    r1, _r1b, _r2 = _hand(g, ("red", 1), ("red", 1), ("red", 2), used=(a3,))
    _build_paying(g, target, r1)
    assert g.pending.kind == "pay" and g.pending.info_get("need") == "1 red"
    mark = len(g.events)
    must(g, f"artifact:{BLUEPRINT}")
    assert g.pending.kind == "side" and g.pending.info_get("card") == target
    must(g, "side:logistics")
    done = [e for e in g.events[mark:] if isinstance(e, ev.CardCompleted)]
    assert [e.card for e in done] == [target]
    # the action is over: on to the draw step (the turn menu had nothing left to offer but its end)
    assert g.pending is not None and g.pending.kind in ("turn", "discard") and g.state.turn.action_taken
    assert target in g.state.players[0].empire and target not in g.state.players[0].under_construction


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=stg.integers(0, 100_000), n=stg.integers(2, 5))
def test_r7_artifact_heavy_random_play_keeps_invariants_and_never_pays_for_less(seed: int, n: int) -> None:
    # R7 fuzz: every Artifact of the game is dealt out again and again, and offered ones are played at
    # 70% of the choices that offer them. Every offered option is accepted, the card invariants hold
    # after every decision, games end, and no payment ever ends with symbols still owed (a payment whose
    # options vanished would otherwise end as if paid).
    import random

    from alien_artifacts.engine.choices import Command
    from alien_artifacts.match.api import GameSettings, SeatSettings
    from alien_artifacts.match.invariants import all_card_ids, check

    cards = new_game().cards
    expected = all_card_ids(cards)
    unpaid: list[object] = []
    pay_options = STEP_HANDLERS.options_fns[st.Pay]

    def watched(ctx: object, step: st.Pay) -> list[object]:
        out = pay_options(ctx, step)  # type: ignore[arg-type]
        p = ctx.player(step.seat)  # type: ignore[attr-defined]
        owed = any(k > 0 for _c, k in step.need)
        if not out and owed and (not step.target or step.target in p.under_construction):
            unpaid.append(step)
        return out  # type: ignore[return-value]

    g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"P{i}") for i in range(n))))
    s = g.state
    rng = random.Random(seed)
    mid = 0
    with pytest.MonkeyPatch.context() as mp:
        mp.setitem(STEP_HANDLERS.options_fns, st.Pay, watched)
        for step in range(30_000):
            p = g.pending
            if p is None:
                break
            if step % 25 == 0:  # (arranged: Artifacts from the deck and discard pile into random hands)
                for pile in (s.decks["artifact"], s.discards["artifact"]):
                    while pile:
                        s.players[rng.randrange(n)].artifacts.append(pile.pop())
            arts = p.interruptions()
            if arts and rng.random() < 0.7:
                assert p.seat == s.current and p.kind != "turn"
                key = rng.choice(arts).key
                mid += 1
            else:
                key = rng.choice(p.options).key
            r = g.submit(Command(p.seat, p.id, (key,)))
            assert r.ok, (key, p.kind, getattr(r, "reason", ""))
            assert check(cards, s, g.events[-1], expected) == []
    assert g.over and not unpaid, unpaid[:2]
    assert mid > 0


def test_r7_r27_an_artifact_that_produces_mid_payment_adds_payment_sources_and_the_payment_resumes() -> None:
    # R7, R12, R27: Seed of Worlds mid-payment produces 2 on an operational Planet (its section choices
    # come first); the same payment then goes on, and what was produced and shows red may pay it.
    seed = "art_04"
    g, target, cards = mid_payment(seed)
    planet = next(x.id for x in g.cards.cards.values() if x.kind == "planet")
    move(g, planet, "empire", side="operational")
    held = {r for r, _s in cards}
    # the next two Resource cards show 2+ red on their side with fewer symbols (or a tie): legal to show
    tops = [r.id for r in g.cards.resources.values() if r.id not in held and any(
        sec.colour == "red" and sec.symbols >= 2 and sec.symbols <= min(x.symbols for x in r.sections)
        for sec in r.sections)][:2]
    for r in tops:
        move(g, r, "deck_top")
    start_turn(g, 0)
    (r2, s2), _, _ = cards
    must(g, f"build:{target}", f"pay:{r2}:{s2}")
    assert f"artifact:{seed}" in keys(g)
    mark = len(g.events)
    must(g, f"artifact:{seed}")
    while g.pending.kind == "produce_section":
        assert not g.pending.interruptions()  # (no other Artifact is held)
        sides = g.cards.resources[g.pending.info_get("card")].sections
        must(g, next(o.key for o in g.pending.own_options() if sides[o.section].colour == "red"))
    produced = [e for e in g.events[mark:] if isinstance(e, ev.Produced)]
    assert len(produced) == 2 and seed not in g.state.players[0].artifacts
    p = g.pending
    assert p.kind == "pay" and p.info_get("need") == "5 red" and p.info_get("used") == "1"
    # a produced section of 2+ red or gold can finish 5 with one of the 3-red cards (2 slots left): offered
    sections = g.cards.resources
    useful = {f"pay:{r}:{sec}" for r, sec in g.state.players[0].produced[planet]
              if sections[r].sections[sec].colour in ("red", "gold") and sections[r].sections[sec].symbols >= 2}
    assert len(useful) == 2 and useful <= set(keys(g))
