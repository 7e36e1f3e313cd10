"""Cards from the decks: gain_artifact, gain_defense_plan, take_card, draw_choose, search_deck, buy
(executed in alien_artifacts/rules/verbs/cards.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.content.verbs.schema import (
    DECKS,
    ONE,
    REQUIRED,
    TYPE_FILTER,
    ZONES,
    Arg,
    Say,
    Verb,
    amount,
    pick,
    verb,
)
from alien_artifacts.content.words import DECK, n


def _gain_artifact(e: Effect, say: Say) -> str:
    a = e.get("amount", 1)
    return pick(say, f"gain {n(e.get('amount', 1), 'Alien Artifact')}", "Artifact" if a == 1 else f"{a} Artifacts")


def _gain_defense_plan(e: Effect, say: Say) -> str:
    return pick(say, f"gain {n(e.get('amount', 1), 'Defense Plan')}", "Defense Plan")


def _take_card(e: Effect, say: Say) -> str:
    deck = DECK[e.get("deck")]
    if e.get("to") == "empire":
        long = f"take the top {deck} card into your Empire, {e.get('side')} side up"
    else:
        long = f"take the top {deck} card into your Under Construction area"
    return pick(say, long, brief=f"Take the top {e.get('deck', '')} card")


def _draw_choose(e: Effect, say: Say) -> str:
    return pick(say, f"draw {e.get('draw')} {DECK[e.get('deck')]} cards, keep {e.get('keep')} in your Under "
                     "Construction area and put the rest at the bottom of the deck",
                brief=f"Draw {e.get('draw')} keep {e.get('keep')}")


def _search_deck(e: Effect, say: Say) -> str:
    deck, typ = DECK[e.get("deck")], str(e.get("type"))
    article = "an" if typ[0] in "ae" else "a"
    return pick(say, f"search the {deck} deck for {article} {typ.capitalize()} {deck} and put it into your Under "
                     "Construction area", brief=f"Search {e.get('deck', '')}s")


def _buy(e: Effect, say: Say) -> str:
    free = e.get("extra_free", 0)
    extra = f", drawing {n(free, 'extra card')} for free" if free else ""
    return pick(say, f"take a Buy action (pay its price as usual{extra})", brief="Buy")


VERBS: tuple[Verb, ...] = (
    verb("gain_artifact", ONE, "Draw Alien Artifact cards.", _gain_artifact, "amount",
         amount=Arg(int, 1, min=1, max=3)),
    verb("gain_defense_plan", ONE, "Draw Defense Plan cards.", _gain_defense_plan, "amount",
         amount=Arg(int, 1, min=1, max=3)),
    verb("take_card", ONE, "Take the top card of a deck.", _take_card, "deck",
         deck=Arg(str, REQUIRED, DECKS), to=Arg(str, "under_construction", ZONES),
         side=Arg(str, "logistics", ("logistics", "operational"))),
    verb("draw_choose", ONE, "Draw `draw` cards of a deck, keep `keep` in Under Construction, the rest "
         "to the bottom.", _draw_choose, None, deck=Arg(str, REQUIRED, DECKS), draw=amount(2, 5),
         keep=Arg(int, 1, min=1, max=2)),
    verb("search_deck", ONE, "Search a deck for a card of a Type (cards passed go to the bottom) and put it "
         "Under Construction.", _search_deck, None, deck=Arg(str, REQUIRED, DECKS),
         type=Arg(str, REQUIRED, TYPE_FILTER[:4])),
    verb("buy", ONE, "Take a Buy action now (you pay its credits as usual).", _buy, None,
         extra_free=Arg(int, 0, min=0, max=3)),
)
