"""Age of Galaxy engine: a turn (G21-G30), the nine actions (G33-G46) and technologies (G37-G39, G47-G50)."""

from __future__ import annotations

from aog_play import give, offered, play, sim, start, to_first_turn

from age_of_galaxy.engine import actions as A
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.events import ResourceChanged
from age_of_galaxy.engine.ruleset import RULES
from age_of_galaxy.engine.state import Planet, State
from tabletop.views import HIDDEN


def first_turn(seed: int = 3, n: int = 2) -> State:
    """Seat 0's first turn, its resources cleared (a test sets what it needs)."""
    s = to_first_turn(start(seed, n)).state.clone()
    give(s, 0, credit=0, productivity=0, innovation=0, influence=0, cruiser=0, strength=0, relic=0)
    return s


def planet_of(s: State, kind: str, position: int = 1, but: tuple[Planet, ...] = ()) -> Planet:
    """An empty planet of the galaxy made into one of type `kind` at `position` (its reward stays its own)."""
    pl = next(p for p in s.planets.values() if p.empty and p.key not in {b.key for b in but})
    s.planets[pl.key] = Planet(pl.key, position, kind, pl.token)
    return s.planets[pl.key]


def test_end_only_after_the_action_and_one_action_a_turn() -> None:
    # G21: End turn only once the action is resolved; exactly one action
    sm = sim(first_turn())
    assert "end" not in offered(sm) and "act:SC-inf" in offered(sm)
    play(sm, "act:SC-inf")
    assert "end" in offered(sm) and not any(k.startswith(("act:", "trade:")) for k in offered(sm))


def test_scavenge_always_legal_even_when_its_gain_is_lost() -> None:
    # G22, G42, G3: SCAVENGE gains 1 Credit; at the cap it is still legal and the Credit is lost
    s = first_turn()
    give(s, 0, credit=12)
    sm = sim(s)
    assert "act:SC-inf" in offered(sm)
    play(sm, "act:SC-inf")
    assert sm.state.players[0].res["credit"] == 12
    s = first_turn()
    sm = play(sim(s), "act:SC1")
    assert sm.state.players[0].res["credit"] == 2  # + the space bonus (G86)


def test_free_conversions() -> None:
    # G6: 2 Credits -> 1 Productivity, 1 Innovation -> 1 Credit, 1 Influence -> 1 Credit; G8: none whose whole
    # gain a cap would lose
    s = first_turn()
    give(s, 0, credit=2, innovation=1, influence=1)
    sm = sim(s)
    assert {"convert:credit", "convert:innovation", "convert:influence"} <= set(offered(sm))
    play(sm, "convert:credit")
    assert sm.state.players[0].res["productivity"] == 1 and sm.state.players[0].res["credit"] == 0
    s = first_turn()
    give(s, 0, credit=12, productivity=12, innovation=1)
    assert not any(k.startswith("convert:") for k in offered(sim(s)))


def test_manufacture_cost_discount_and_payment_with_innovation() -> None:
    # G40: 2n Credits, MA1 1 Credit less per action; Cruisers in supply + n <= 5; G8: Innovation pays Credits
    s = first_turn()
    give(s, 0, credit=4)
    sm = play(sim(s), "act:MA1")
    assert offered(sm) == ("n:1", "n:2")
    s = first_turn()
    give(s, 0, credit=4, innovation=1, cruiser=2)
    sm = play(sim(s), "act:MA1")
    assert offered(sm) == ("n:1", "n:2", "n:3")
    play(sm, "n:3")
    p = sm.state.players[0]
    assert p.res["cruiser"] == 5 and p.res["credit"] == 0 and p.res["innovation"] == 0 and p.common_cruisers == 4


def test_retrieve_costs_credits_and_innovation() -> None:
    # G41: 3n Credits and n Innovation; RE1 1 Credit less per action, never Innovation
    s = first_turn()
    give(s, 0, credit=5, innovation=2)
    sm = play(sim(s), "act:RE1", "n:2")
    p = sm.state.players[0]
    assert p.res["relic"] == 2 and p.res["credit"] == 0 and p.res["innovation"] == 0


def test_colonize_cost_reach_type_and_adaptation_play() -> None:
    # G43 cost = planets controlled; G44 reach, empty, type; G30 an Adaptation card played inside COLONIZE
    s = first_turn()
    p = s.players[0]
    own = C.card(p.alliance[0]).adaptation
    mine = planet_of(s, "barren")
    mine.discs = [0]
    p.common_discs -= 1
    target = planet_of(s, own)
    far = planet_of(s, own, position=2, but=(target,))  # the fleet is on 1
    sm = sim(s)
    assert "act:colonize" not in offered(sm)  # 1 planet: 1 Credit, and none
    give(s, 0, credit=1)
    assert A.colonize_targets(s, 0, False) == [(target.key, None)]  # not `far`: beyond reach (G35)
    warped = s.clone()
    warped.players[0].techs.append("warp_drive")
    assert (far.key, None) in A.colonize_targets(warped, 0, False)  # G35: Warp Drive reaches one further
    sm = play(sim(s), "act:colonize")  # the one target is taken at once
    assert sm.state.planets[far.key].empty
    reward = C.planet_reward(*target.key.split(":")[:1], int(target.key.split(":")[1]), target.token)
    assert sm.state.planets[target.key].discs == [0]
    assert sm.state.players[0].res["credit"] == reward.get("credit")  # paid 1, then the reward (G44)
    # the Adaptation play
    s = first_turn()
    p = s.players[0]
    other = next(c.id for c in C.content().factions if c.adaptation != C.card(p.alliance[0]).adaptation
                 and c.id not in p.alliance)
    p.hand[0] = other
    alien = planet_of(s, C.card(other).adaptation)
    for pl in list(s.planets.values()):
        if pl.key != alien.key and pl.type == alien.type:
            s.planets[pl.key].discs.append(1)
            s.players[1].common_discs -= 1
    assert (alien.key, other) in A.colonize_targets(s, 0, True)
    assert (alien.key, other) not in A.colonize_targets(s, 0, False)  # only if the turn's card play is free
    sm = play(sim(s), "act:colonize")
    if sm.pending is not None and sm.pending.kind == "colonize":
        play(sm, f"colonize:{alien.key}:{other}")
    st = sm.state
    assert other in st.discard and other not in st.players[0].hand and st.planets[alien.key].discs == [0]  # G31
    # G26: that was the turn's card play, so only End turn was left (no free action in hand): taken at once
    assert sm.pending is not None and sm.pending.seat == 1


def test_develop_and_nominate() -> None:
    # G45: 7 Credits, a planet bearing only your disc; +1 Prestige, then 1 Influence or 1 Credit + 1 Productivity
    s = first_turn()
    pl = planet_of(s, "barren", position=5)  # no reach check
    pl.discs = [0]
    s.players[0].common_discs -= 1
    give(s, 0, credit=7, influence=3)
    assert "act:NO1" not in offered(sim(s))  # G46: needs a Developed planet
    sm = play(sim(s), "act:develop")  # the one target is taken at once
    assert offered(sm) == ("reward:0", "reward:1")
    play(sm, "reward:1")
    st = sm.state
    assert st.planets[pl.key].discs == [0, 0] and st.prestige.total(0) == 1
    assert st.players[0].res["credit"] == 1 and st.players[0].res["productivity"] == 1
    # next turn: NOMINATE on the 5-Prestige space
    st.stack[-1] = type(st.stack[-1])(0)
    sm = play(sim(st), "act:NO1")
    assert sm.state.prestige.total(0) == 6 and sm.state.players[0].res["influence"] == 0


def test_research_costs_and_prerequisites() -> None:
    # G37: Basic 3 Credits or 1 Innovation; Advanced 3 Credits + 1 Innovation or 2 Innovation; G39 prerequisites
    s = first_turn()
    give(s, 0, credit=3, innovation=1)
    sm = play(sim(s), "act:research")
    keys = set(offered(sm))
    assert {"research:terraforming:credit", "research:warp_drive:innovation"} <= keys
    assert not any("hyperspace" in k for k in keys)
    play(sm, "research:warp_drive:credit")
    assert sm.state.players[0].techs == ["warp_drive"] and sm.state.players[0].res["credit"] == 0
    assert "hyperspace_scanner" in A.available_techs(sm.state, 0)
    assert A.research_price(sm.state, 0, "hyperspace_scanner", "credit") == (3, 1)
    assert A.research_price(sm.state, 0, "hyperspace_scanner", "innovation") == (0, 2)
    assert "galactic_network" not in A.available_techs(sm.state, 0)  # a faction technology needs its card


def test_card_plays_alliance_major_reinforcement() -> None:
    # G26 one card a turn; G27 at most 3 Alliance cards; G29 True Major once; Reinforcement to the discard
    s = first_turn()
    p = s.players[0]
    c = p.hand[0]
    sm = play(sim(s), f"alliance:{c}")
    assert sm.state.players[0].alliance[-1] == c
    assert not any(k.startswith(("alliance:", "major:", "reinforce:")) for k in offered(sm))
    s = first_turn()
    s.players[0].alliance += s.players[0].hand[:2]
    del s.players[0].hand[:2]
    keys = offered(sim(s))
    assert not any(k.startswith("alliance:") for k in keys) and any(k.startswith("major:") for k in keys)
    s.players[0].true_major = s.players[0].hand.pop()
    keys = offered(sim(s))
    assert not any(k.startswith("major:") for k in keys)
    c = s.players[0].hand[0]
    sm = play(sim(s), f"reinforce:{c}")
    bonus = C.card(c).reinforcement.as_dict()
    assert all(sm.state.players[0].res.get(k, 0) >= min(v, 5) for k, v in bonus.items() if k != "prestige")
    assert sm.state.discard == [c]


def test_explore_order() -> None:
    # G34: 1 Cruiser back to the common supply; a reachable face-down token revealed and gained; EX1 +1 Credit
    s = first_turn()
    assert "act:EX1" not in offered(sim(s))  # no Cruiser
    give(s, 0, cruiser=1)
    sm = play(sim(s), "act:EX1")
    if sm.pending is not None and sm.pending.kind == "explore":
        play(sm, offered(sm)[0])
    st = sm.state
    assert len(st.explored) == 1 and st.explored[0][0] == 0
    spot, token = next(k for k in s.spots if k not in st.spots), st.explored[0][1]
    assert s.spots[spot] == token
    gain = C.exploration_gain(token).as_dict()
    assert st.players[0].res["cruiser"] == gain.get("cruiser", 0) and spot not in st.spots
    assert st.players[0].res["credit"] == gain.get("credit", 0) + 1


def test_trade_fills_a_front_space() -> None:
    # G36: one exchange paid in full, a disc on an empty single space of the card
    s = first_turn()
    give(s, 0, influence=3, credit=2)
    key = next(k for k in offered(sim(s)) if k.startswith("trade:0:"))
    sm = play(sim(s), key)
    slot = int(key.split(":")[1])
    assert sm.state.trade[slot].board.count("0") == 1


def test_cost_reductions_add_up_and_never_pay_out() -> None:
    # G25, G45: Advanced Engineering 2 + Nanoconstruct 3 on DEVELOP; G43 with Nanoconstruct never below 0
    s = first_turn()
    s.players[0].techs += ["advanced_engineering", "nanoconstruct"]
    assert A.develop_cost(s, 0) == 2 and A.colonize_cost(s, 0) == 0


def test_gain_beyond_cap_is_lost_in_the_event() -> None:
    # G3: the part of a gain beyond a cap is lost, and the event says so
    s = first_turn()
    give(s, 0, credit=12)
    log: list[object] = []
    from age_of_galaxy.engine import economy as E
    ctx = RULES.context(s, 0, log)
    E.gain(ctx, 0, "credit", 3)
    assert log == [ResourceChanged(0, "credit", 0, 3)]


def test_options_carry_their_costs_as_facts() -> None:
    # design rule: the table shows costs the rules offer, it never computes them (G40, G43, G86)
    s = first_turn()
    give(s, 0, credit=5, innovation=1, influence=3)
    sm = sim(s)
    notes = {o.key: o.note for o in sm.pending.options}
    assert notes["act:SC1"] == "gain 1 credit; bonus 1 credit"
    assert notes.get("act:colonize", "costs nothing") == "costs nothing"  # no planet yet: 0 Credits (G43)
    play(sm, "act:MA1")
    assert [(o.key, o.note) for o in sm.pending.options][:2] == [("n:1", "costs 1 credit; gain 1 cruiser"),
                                                                  ("n:2", "costs 3 credit; gain 2 cruiser")]


def test_a_credit_shortfall_is_paid_as_the_player_chooses() -> None:
    # G8: Innovation or Influence at 1 each inside the payment; with both at hand the player picks the mix
    s = first_turn()
    give(s, 0, credit=4, innovation=2, influence=2, cruiser=0)
    sm = play(sim(s), "act:MA-inf", "n:3")  # 6 Credits: 2 short
    assert sm.pending.kind == "pay" and offered(sm) == ("pay:0", "pay:1", "pay:2")
    assert sm.pending.options[1].note == "1 innovation + 1 influence"
    other = RULES.view(sm.state, sm.pending, 1).state.stack[-1]
    assert other.key == HIDDEN  # another seat does not see the pick waiting for its payment
    play(sm, "pay:0")
    res = sm.state.players[0].res
    assert (res["credit"], res["innovation"], res["influence"], res["cruiser"]) == (0, 2, 0, 3)
    s = first_turn()
    give(s, 0, credit=4, innovation=2)  # one way only: no question
    sm = play(sim(s), "act:MA-inf", "n:3")
    assert sm.pending.kind != "pay" and sm.state.players[0].res["innovation"] == 0
