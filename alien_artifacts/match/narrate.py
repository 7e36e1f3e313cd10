"""The game log in words, as one seat may read it (hidden cards stay hidden, R33).

The reader is addressed as "you" (alien_artifacts/engine/grammar.py): "You draw Resource 4", "AI 2 attacks you", "Your
Hellion is damaged"; everyone else by name. `Teller` follows a stream of events and so knows what a payment is
for ("You pay 2 gold as blue"); `narrate` tells one event on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from alien_artifacts.content.model import KIND_COLOUR, CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.grammar import Voice
from alien_artifacts.rules.names import DECK_WORD, card_name, count_words, resource_words, section_words
from alien_artifacts.rules.turn import OPERATION_COLOUR, chosen_action

ACTION_WORDS = {"buy": "Buy", "build": "Build a Ship", "develop": "Develop a Technology",
                "discover": "Discover a Planet", "prepare": "Prepare Resources", "trade": "Trade Resources",
                "remove_blockades": "Remove Blockades", "offensive": "Start an Offensive",
                "revenue": "Gain Revenue", "mine": "Mine the Planets", "faction": "the faction action",
                "card_action": "a card ACTION"}
DISCOUNT_WORDS = {"build": "Build a Ship", "develop": "Develop a Technology", "discover": "Discover a Planet",
                  "buy": "Buy"}
DECK_NAME = {"resource": "Resource", "alien": "Alien System", "defense": "Defense Plan", "artifact": "Alien Artifact"}
REVEAL_WHY = {"produce": "production", "attack": "an attack", "revenue": "revenue"}


class Teller:
    """Tells events one after another for one reader; remembers the colour the current action pays in."""

    def __init__(self, cards: CardSet, viewer: int | None, names: Sequence[str]) -> None:
        self.cards = cards
        self.viewer = viewer
        self.voice = Voice.reading(names, viewer)
        self.paying = ""  # the colour the current action's payment is in ("" when not known)

    def tell(self, e: Any) -> str | None:
        """One line for an event, or None for bookkeeping."""
        if isinstance(e, ev.ActionChosen):
            self.paying = action_colour(self.cards, chosen_action(e.action))
        elif isinstance(e, ev.TurnStarted | ev.TurnEnded):
            self.paying = ""
        elif isinstance(e, ev.ArtifactPlayed | ev.AdditionallyUsed) and self._pays(e.card):
            self.paying = ""  # a card that asks for Resources of its own: not the action's colour
        if e.flow or isinstance(e, ev.Decided):
            return None
        return _line(e, self.cards, self.viewer, self.voice, self.paying)


    def _pays(self, uid: str) -> bool:
        c = self.cards
        effects = c.artifacts[uid].play if uid in c.artifacts else \
            c.cards[uid].logistics.additionally if uid in c.cards else ()
        return any(x.verb == "pay_resources" for x in effects)


def _and(words: Any) -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = list(words)
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def narrate(e: Any, cards: CardSet, viewer: int | None, names: Sequence[str]) -> str | None:
    """One line for an event, or None for bookkeeping. `viewer`: the seat reading it ("you"), -1 for nobody in
    particular (a shared screen), None for an omniscient replay (a seat named "You" is then you)."""
    return Teller(cards, viewer, names).tell(e)


def action_colour(cards: CardSet, o: Option) -> str:
    """The colour an action's Resource cards pay in ("" for an action without one colour)."""
    if o.verb in ("build", "develop", "discover") and o.card in cards.cards:
        return KIND_COLOUR[cards.cards[o.card].kind]
    if o.verb in ("prepare", "remove_blockades"):
        return KIND_COLOUR.get(o.arg, "")
    if o.verb == "trade":
        return o.arg
    return OPERATION_COLOUR.get(o.verb, "")


def action_words(cards: CardSet, o: Option) -> str:
    """A turn-menu action in words, from its option's fields: "Build a Ship (Hellion)", "Buy (Ships)"."""
    base = ACTION_WORDS.get(o.verb, o.verb)
    if o.card:
        return f"{base} ({card_name(cards, o.card)})"
    if o.verb in ("buy", "prepare", "remove_blockades") and o.arg:
        return f"{base} ({DECK_WORD.get(o.arg, o.arg)})"
    if o.verb == "trade" and o.arg:
        return f"{base} ({o.arg})"
    return base


def _as(cards: CardSet, res: str, sec: int, colour: str) -> str:
    """A paying half in words; gold paying for a colour says so ("2 gold as blue")."""
    words = section_words(cards, res, sec)
    if colour and colour != "gold" and cards.resources[res].sections[sec].colour == "gold":
        return f"{words} as {colour}"
    return words


def _line(e: Any, cards: CardSet, viewer: int | None, v: Voice, paying: str) -> str | None:
    def sees(seat: int) -> bool:
        return viewer is None or viewer == seat

    n = lambda uid: card_name(cards, uid)  # noqa: E731
    match e:
        case ev.GameStarted():
            everyone = Voice.reading(e.names, viewer).together(range(len(e.names)), start=False)
            return f"A game for {len(e.names)} begins: {everyone}. Round marker on {e.round_marker}."
        case ev.PositionArranged():
            everyone = Voice.reading(e.names, viewer).together(range(len(e.names)), start=False)
            return (f"A game for {len(e.names)} begins from an arranged position: {everyone}. "
                    f"Round marker on {e.round_marker}.")
        case ev.FactionsAssigned():
            return "Factions: " + ", ".join(f"{v.does(i, 'plays', start=False)} {n(f)}"
                                            for i, f in enumerate(e.factions)) + "."
        case ev.StartPlayerChosen():
            return f"{v.does(e.seat, 'is')} the start player."
        case ev.DeckShuffled():
            deck = DECK_NAME.get(e.deck, DECK_WORD.get(e.deck, e.deck))
            return f"The {deck} deck is shuffled ({len(e.order)} cards)."
        case ev.AlienSystemRevealed():
            return f"The available Alien System is now {n(e.card)}."
        case ev.AlienSystemCycled():
            return f"{n(e.card)} goes to the bottom of the Alien System deck."
        case ev.TurnStarted():
            return f"--- {v.possessive(e.seat, start=True)} turn ---"
        case ev.ActionChosen():
            return f"{v.does(e.seat, 'takes')} the action: {action_words(cards, chosen_action(e.action))}."
        case ev.Passed():
            return f"{v.does(e.seat, 'has')} no legal action and {v.verb(e.seat, 'passes')}."
        case ev.RoundMarkerMoved():
            return f"The Resource deck ran out: the Round marker moves to {e.space}."
        case ev.EndTriggered():
            return (f"The Resource deck ran out with the Round marker on 1: the game ends after "
                    f"{v.possessive(e.last_seat)} turn.")
        case ev.GameEnded():
            scores = ", ".join(f"{v.object(i)} {t}" for i, t in enumerate(e.totals))
            if e.tiebreak == "shared" or len(e.winners) > 1:
                result = f"{v.together(e.winners)} share the victory"
            elif e.winners:
                result = v.does(e.winners[0], "wins")
            else:
                result = "Nobody wins"
            tie = f" (tie broken by {e.tiebreak})" if e.tiebreak and e.tiebreak != "shared" else ""
            return f"Final scores: {scores}. {result}{tie}."
        case ev.ResourceDrawn():
            what = resource_words(cards, e.card) if sees(e.seat) else "a Resource card"
            return f"{v.does(e.seat, 'draws')} {what}."
        case ev.ResourceRevealed():
            return f"Revealed for {REVEAL_WHY.get(e.why, e.why)}: {resource_words(cards, e.card)}."
        case ev.Produced():
            return f"{n(e.planet)} produces {section_words(cards, e.card, e.section)}."
        case ev.ResourcePaid():
            return f"{v.does(e.seat, 'pays')} {_as(cards, e.card, e.section, paying)}."
        case ev.ResourceAttached():
            colour = KIND_COLOUR[cards.cards[e.target].kind] if e.target in cards.cards else ""
            return f"{v.does(e.seat, 'attaches')} {_as(cards, e.card, e.section, colour)} to {n(e.target)}."
        case ev.ResourceDiscarded():
            return f"{v.does(e.seat, 'discards')} {resource_words(cards, e.card)}."
        case ev.CardsDrawn():
            if sees(e.seat):
                return f"{v.does(e.seat, 'draws')} {', '.join(n(c) for c in e.cards)}."
            return (f"{v.does(e.seat, 'draws')} {count_words(len(e.cards), 'card')} from the "
                    f"{DECK_WORD[e.deck]} deck.")
        case ev.CardKept():
            return f"{v.does(e.seat, 'keeps')} {n(e.card)} (Under Construction)."
        case ev.CardsBottomed():
            verb = "goes" if len(e.cards) == 1 else "go"
            return f"{count_words(len(e.cards), 'card')} {verb} to the bottom of the {DECK_WORD[e.deck]} deck."
        case ev.CardTaken():
            where = "Empire" if e.to == "empire" else "Under Construction area"
            return f"{v.does(e.seat, 'takes')} {n(e.card)} into the {where}."
        case ev.CardCompleted():
            return f"{v.does(e.seat, 'completes')} {n(e.card)} ({e.side} side)."
        case ev.ShipDestroyed():
            return f"{v.possessive(e.seat, start=True)} {n(e.card)} is destroyed."
        case ev.ShipDamaged():
            return f"{v.possessive(e.seat, start=True)} {n(e.card)} is damaged and returns Under Construction."
        case ev.BlockadePlaced():
            return f"{v.does(e.by, 'places')} a Blockade token on {v.possessive(e.seat)} {n(e.card)}."
        case ev.BlockadeRemoved():
            return f"{v.does(e.seat, 'removes')} a Blockade token from {n(e.card)}."
        case ev.CardActivated():
            return (f"{v.does(e.seat, 'pays')} {count_words(e.credits, 'credit')} to use the blockaded "
                    f"{n(e.card)} this turn.")
        case ev.CreditsChanged():
            verb = "gains" if e.delta > 0 else "spends"
            return f"{v.does(e.seat, verb)} {count_words(abs(e.delta), 'credit')} ({e.why})."
        case ev.VpChanged():
            verb = "scores" if e.delta > 0 else "loses"
            return f"{v.does(e.seat, verb)} {abs(e.delta)} VP ({e.why})."
        case ev.TechnologyScored():
            return f"{v.possessive(e.seat, start=True)} {n(e.card)} scores {e.vp} VP." if e.vp else None
        case ev.ArtifactGained():
            what = f"the Alien Artifact {n(e.card)}" if sees(e.seat) else "an Alien Artifact"
            return f"{v.does(e.seat, 'gains')} {what}."
        case ev.ArtifactPlayed():
            return f"{v.does(e.seat, 'plays')} the Alien Artifact {n(e.card)}."
        case ev.DefensePlanGained():
            what = f"the Defense Plan {n(e.card)}" if sees(e.seat) else "a Defense Plan"
            return f"{v.does(e.seat, 'gains')} {what}."
        case ev.DefensePlanChosen():
            return f"{v.does(e.seat, 'defends')} with {n(e.plan)}."
        case ev.ShipsChosen():  # R35
            sent = _and(n(x) for x in e.ships)
            held = f"; {_and(n(x) for x in e.held)} {'stays' if len(e.held) == 1 else 'stay'} back" if e.held else ""
            return f"{v.does(e.seat, 'sends')} {sent} on the Offensive{held}."
        case ev.AttackDeclared():
            target = "the Alien System" if e.target == "alien" else v.object(int(e.target))
            return f"{v.does(e.seat, 'attacks')} {target} with {', '.join(n(s) for s in e.ships)}."
        case ev.ShipAttacked():
            return f"{v.possessive(e.seat, start=True)} {n(e.ship)} attacks with value {e.value}: row {e.row} applies."
        case ev.AdditionallyUsed():
            return f"{v.does(e.seat, 'uses')} {n(e.card)} (ADDITIONALLY)."
        case ev.TempDiscountAdded():
            action = DISCOUNT_WORDS.get(e.action, e.action)
            return f"{action} costs {e.amount} less for {v.object(e.seat)} this turn."
    return None
