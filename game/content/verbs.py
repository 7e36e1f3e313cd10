"""The effect vocabulary: every verb a card may use, where it may appear and its arguments.

This file is the contract between the YAML (cards/README.md documents each verb with an example),
the loader (which rejects unknown verbs and bad arguments) and the engine (game/rules/effects.py
executes each verb; a test checks that every verb here is executed and tested).

YAML forms, all equivalent for a verb whose primary argument is `amount`:
    - gain_vp: 2
    - gain_vp: {amount: 2}
A verb without arguments may be written as a bare string: `- destroy_ship`.
"""

from __future__ import annotations

from typing import Any

import attrs

REQUIRED = object()

ACTIONS = ("build", "develop", "discover", "buy", "trade", "prepare", "remove_blockades",
           "offensive", "revenue", "mine", "any")
DECKS = ("ship", "technology", "planet")
WHO = ("self", "opponent")  # in an attack table: self = the attacker, opponent = the defender
ZONES = ("empire", "under_construction")
KIND_FILTER = ("ship", "technology", "planet", "any")
SIDE_FILTER = ("logistics", "operational", "any")
TYPE_FILTER = ("explore", "expand", "exterminate", "exploit", "any")
TRIGGER_EVENTS = (
    "complete",        # a card enters your Empire (filters: kind, type, side, first_of_type)
    "attack",          # once per attack action, after all Ships resolved (filters: target)
    "ship_attack",     # after each of your Ships' attacks (filters: min_value, target)
    "produce",         # each Resource produced on your Planet (filters: matching)
    "trade",           # after you Trade
    "buy",             # after you Buy
    "revenue",         # after Gain Revenue
    "mine",            # after Mine the Planets
    "remove_blockades",  # after you remove blockades by the action
    "artifact",        # after you play an Alien Artifact
    "defend",          # after another player's attack against you resolved
)
# Where a verb may appear.
ONE_SHOT = "one_shot"  # additionally / action / artifact / faction action / setup / attack rows / trigger do
ONGOING = "ongoing"  # logistics ongoing list
SHIP_ATTACK = "ship_attack"  # a Ship's operational attack list
END = "end"  # faction end scoring


@attrs.frozen
class Arg:
    type: type | tuple[type, ...]
    default: Any = REQUIRED
    choices: tuple[Any, ...] | None = None
    min: int | None = None
    max: int | None = None


@attrs.frozen
class Verb:
    name: str
    where: tuple[str, ...]
    args: dict[str, Arg] = attrs.field(factory=dict, hash=False)
    primary: str | None = None  # the argument a scalar shorthand sets
    doc: str = ""


def _amount(lo: int = 1, hi: int = 15) -> Arg:
    return Arg(int, REQUIRED, min=lo, max=hi)


_WHO = Arg(str, "self", WHO)
_COUNT_FILTERS: dict[str, Arg] = {
    "zone": Arg(str, "empire", ZONES),
    "kind": Arg(str, "any", KIND_FILTER),
    "side": Arg(str, "any", SIDE_FILTER),
    "type": Arg(str, "any", TYPE_FILTER),
}

# Measures used by conditions (`requires:`) and by vp_per (`count:`).
MEASURES: dict[str, dict[str, Arg]] = {
    "count": dict(_COUNT_FILTERS),  # cards matching the filters
    "distinct_types": dict(_COUNT_FILTERS),  # how many different Types among the matching cards
    "sets": {"zone": Arg(str, "empire", ZONES), "side": Arg(str, "any", SIDE_FILTER)},  # min(ships, techs, planets)
    "type_sets": dict(_COUNT_FILTERS),  # min over the 4 Types of matching cards
    "credits": {},
    "artifacts": {},  # Alien Artifacts in hand
    "defense_plans": {},  # Defense Plan cards in hand
    "produced": {},  # Resource cards produced on your Planets now
    "blockades": {},  # Blockade tokens on your own Empire cards
}

_ONE = (ONE_SHOT,)
VERBS: dict[str, Verb] = {}


def _verb(name: str, where: tuple[str, ...], doc: str, primary: str | None = None, **args: Arg) -> None:
    VERBS[name] = Verb(name, where, args, primary, doc)


# ---- one-shot effects -------------------------------------------------------------------------
_verb("gain_vp", (*_ONE, END), "Gain VP.", "amount", amount=_amount(1, 20), who=_WHO)
_verb("lose_vp", _ONE, "Lose VP (never below 0).", "amount", amount=_amount(1, 10), who=_WHO)
_verb("gain_credits", _ONE, "Gain credits (bank max 15).", "amount", amount=_amount(), who=_WHO)
_verb("pay_credits", _ONE, "A cost: pay credits first; the effect list is only usable if you can.",
      "amount", amount=_amount())
_verb("steal_credits", _ONE, "Take up to N credits from the opponent.", "amount", amount=_amount(1, 5))
_verb("draw_resources", _ONE, "Draw Resource cards into hand.", "amount", amount=_amount(1, 5), who=_WHO)
_verb("discard_resources", _ONE, "The player discards N Resource cards of their choice from hand.",
      "amount", amount=_amount(1, 3), who=_WHO)
_verb("gain_artifact", _ONE, "Draw Alien Artifact cards.", "amount", amount=Arg(int, 1, min=1, max=3))
_verb("gain_defense_plan", _ONE, "Draw Defense Plan cards.", "amount", amount=Arg(int, 1, min=1, max=3))
_verb("produce", _ONE, "Produce N on one of your operational Planets (you choose which).", "amount",
      amount=_amount(1, 4))
_verb("take_card", _ONE, "Take the top card of a deck.", "deck",
      deck=Arg(str, REQUIRED, DECKS), to=Arg(str, "under_construction", ZONES),
      side=Arg(str, "logistics", ("logistics", "operational")))
_verb("draw_choose", _ONE, "Draw `draw` cards of a deck, keep `keep` in Under Construction, the rest "
      "to the bottom.", None, deck=Arg(str, REQUIRED, DECKS), draw=_amount(2, 5), keep=Arg(int, 1, min=1, max=2))
_verb("search_deck", _ONE, "Search a deck for a card of a Type (cards passed go to the bottom) and put it "
      "Under Construction.", None, deck=Arg(str, REQUIRED, DECKS), type=Arg(str, REQUIRED, TYPE_FILTER[:4]))
_verb("place_blockades", _ONE, "Place Blockade tokens on the opponent's Empire cards (outside an attack "
      "you choose the opponent).", "amount", amount=_amount(1, 3))
_verb("remove_blockades", _ONE, "Remove your own Blockade tokens, free.", "amount", amount=_amount(1, 3))
_verb("destroy_ship", _ONE, "Attack row: the attacking Ship goes to the bottom of the Ship deck.")
_verb("damage_ship", _ONE, "Attack row: the attacking Ship returns to Under Construction.")
_verb("attack", _ONE, "One of your operational Ships that has not attacked this turn attacks now.")
_verb("score_technology", _ONE, "Score one of your operational Technologies' during-the-game value now.")
_verb("vp_per", (*_ONE, END), "Gain `vp` per unit of a measure, at most `max`.", None,
      count=Arg(dict, REQUIRED), vp=Arg(int, 1, min=1, max=5), max=Arg(int, 99, min=1, max=99))
_verb("vp_if", (*_ONE, END), "Gain `vp` if a condition holds.", None,
      requires=Arg(dict, REQUIRED), at_least=Arg(int, 1, min=0, max=40), vp=_amount(1, 20))
_verb("pay_resources", _ONE, "A cost in Resource symbols of several colours (each card pays one section "
      "of one colour); at most `limit` cards; gold only if gold_ok.", None,
      blue=Arg(int, 0, min=0, max=9), green=Arg(int, 0, min=0, max=9), red=Arg(int, 0, min=0, max=9),
      limit=Arg(int, 3, min=1, max=5), gold_ok=Arg(bool, False))
_verb("temporary_discount", _ONE, "Until the end of this turn, an action costs less.", None,
      action=Arg(str, REQUIRED, ACTIONS), amount=_amount(1, 9))
_verb("buy", _ONE, "Take a Buy action now (you pay its credits as usual).", None,
      extra_free=Arg(int, 0, min=0, max=3))

# ---- ongoing modifiers and triggers ----------------------------------------------------------
_verb("discount", (ONGOING,), "An action costs less (Resource symbols, or credits for buy).", None,
      action=Arg(str, REQUIRED, ACTIONS), amount=_amount(1, 5))
_verb("assembly_limit", (ONGOING,), "Raise the assembly limit for an action (build/develop/discover also "
      "for preparing that row).", None, action=Arg(str, REQUIRED, ACTIONS), amount=Arg(int, 1, min=1, max=3))
_verb("attack_bonus", (ONGOING, SHIP_ATTACK), "Add to the attack value.", "amount",
      amount=_amount(1, 3), against=Arg(str, "any", ("any", "alien", "player")))
_verb("hand_limit", (ONGOING,), "Keep more Resource cards after the draw step.", "amount", amount=_amount(1, 2))
_verb("trade_bonus", (ONGOING,), "Gain extra credits whenever you Trade.", "amount", amount=_amount(1, 3))
_verb("production_bonus", (ONGOING,), "Produce extra cards when exploiting or mining.", None,
      on=Arg(str, "any", ("exploit", "mine", "any")), amount=_amount(1, 2))
_verb("gold_in_operational", (ONGOING,), "Your gold symbols may pay operational actions.")
_verb("on", (ONGOING, SHIP_ATTACK), "A trigger: when `event` happens to you (matching the filters), resolve "
      "`do`.", None, event=Arg(str, REQUIRED, TRIGGER_EVENTS), do=Arg(list, REQUIRED),
      kind=Arg(str, "any", KIND_FILTER), type=Arg(str, "any", TYPE_FILTER), side=Arg(str, "any", SIDE_FILTER),
      first_of_type=Arg(bool, False), target=Arg(str, "any", ("any", "alien", "player")),
      min_value=Arg(int, 0, min=0, max=8), matching=Arg(bool, False))


def describe() -> dict[str, Verb]:
    return dict(VERBS)
