"""The game log in words, as one seat may read it (hidden cards stay hidden, R33)."""

from __future__ import annotations

from typing import Any

from game.content.model import CardSet
from game.engine import events as ev
from game.rules.names import DECK_WORD, card_name, count_words, resource_words, section_words


def narrate(e: Any, cards: CardSet, viewer: int | None, names: list[str] | tuple[str, ...]) -> str | None:
    """One line for an event, or None for bookkeeping. `viewer` None = an omniscient replay."""
    if e.flow or isinstance(e, ev.Decided):
        return None

    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    def sees(seat: int) -> bool:
        return viewer is None or viewer == seat

    n = lambda uid: card_name(cards, uid)  # noqa: E731
    match e:
        case ev.GameStarted():
            return f"A game for {len(e.names)} begins: {', '.join(e.names)}. Round marker on {e.round_marker}."
        case ev.PositionArranged():
            return (f"A game for {len(e.names)} begins from an arranged position: {', '.join(e.names)}. "
                    f"Round marker on {e.round_marker}.")
        case ev.FactionsAssigned():
            return "Factions: " + ", ".join(f"{who(i)} plays {n(f)}" for i, f in enumerate(e.factions))
        case ev.StartPlayerChosen():
            return f"{who(e.seat)} is the start player."
        case ev.DeckShuffled():
            deck = {"resource": "Resource", "alien": "Alien System", "defense": "Defense Plan",
                    "artifact": "Alien Artifact"}.get(e.deck, DECK_WORD.get(e.deck, e.deck))
            return f"The {deck} deck is shuffled ({len(e.order)} cards)."
        case ev.AlienSystemRevealed():
            return f"The available Alien System is now {n(e.card)}."
        case ev.AlienSystemCycled():
            return f"{n(e.card)} goes to the bottom of the Alien System deck."
        case ev.TurnStarted():
            return f"--- Turn: {who(e.seat)} ---"
        case ev.ActionChosen():
            return f"{who(e.seat)} takes the action: {_action_words(e.action, cards)}."
        case ev.Passed():
            return f"{who(e.seat)} has no legal action and passes."
        case ev.TurnEnded():
            return None
        case ev.RoundMarkerMoved():
            return f"The Resource deck ran out: the Round marker moves to {e.space}."
        case ev.EndTriggered():
            last = who(e.last_seat)
            return f"The Resource deck ran out with the Round marker on 1: the game ends after {last}'s turn."
        case ev.GameEnded():
            scores = ", ".join(f"{who(i)} {t}" for i, t in enumerate(e.totals))
            winners = " and ".join(who(s) for s in e.winners)
            tie = f" (tie broken by {e.tiebreak})" if e.tiebreak and e.tiebreak != "shared" else ""
            shared = " share the victory" if e.tiebreak == "shared" else " wins"
            return f"Final scores: {scores}. {winners}{shared}{tie}."
        case ev.ResourceDrawn():
            if sees(e.seat):
                return f"{who(e.seat)} draws {resource_words(cards, e.card)}."
            return f"{who(e.seat)} draws a Resource card."
        case ev.ResourceRevealed():
            return f"Revealed for {e.why}: {resource_words(cards, e.card)}."
        case ev.RevealedDiscarded():
            return None
        case ev.Produced():
            return f"{n(e.planet)} produces {section_words(cards, e.card, e.section)}."
        case ev.ResourcePaid():
            return f"{who(e.seat)} pays {section_words(cards, e.card, e.section)}."
        case ev.ResourceAttached():
            return f"{who(e.seat)} attaches {section_words(cards, e.card, e.section)} to {n(e.target)}."
        case ev.ResourceDiscarded():
            return f"{who(e.seat)} discards {resource_words(cards, e.card)}."
        case ev.CardsDrawn():
            if sees(e.seat):
                return f"{who(e.seat)} draws {', '.join(n(c) for c in e.cards)}."
            return f"{who(e.seat)} draws {count_words(len(e.cards), 'card')} from the {DECK_WORD[e.deck]} deck."
        case ev.CardKept():
            return f"{who(e.seat)} keeps {n(e.card)} (Under Construction)."
        case ev.CardsBottomed():
            verb = "goes" if len(e.cards) == 1 else "go"
            return f"{count_words(len(e.cards), 'card')} {verb} to the bottom of the {DECK_WORD[e.deck]} deck."
        case ev.CardTaken():
            where = "Empire" if e.to == "empire" else "Under Construction area"
            return f"{who(e.seat)} takes {n(e.card)} into the {where}."
        case ev.CardCompleted():
            return f"{who(e.seat)} completes {n(e.card)} ({e.side} side)."
        case ev.ShipDestroyed():
            return f"{who(e.seat)}'s {n(e.card)} is destroyed."
        case ev.ShipDamaged():
            return f"{who(e.seat)}'s {n(e.card)} is damaged and returns Under Construction."
        case ev.BlockadePlaced():
            return f"{who(e.by)} places a Blockade token on {who(e.seat)}'s {n(e.card)}."
        case ev.BlockadeRemoved():
            return f"{who(e.seat)} removes a Blockade token from {n(e.card)}."
        case ev.CardActivated():
            return f"{who(e.seat)} pays {count_words(e.credits, 'credit')} to use the blockaded {n(e.card)} this turn."
        case ev.CreditsChanged():
            verb = "gains" if e.delta > 0 else "spends"
            return f"{who(e.seat)} {verb} {count_words(abs(e.delta), 'credit')} ({e.why})."
        case ev.VpChanged():
            verb = "scores" if e.delta > 0 else "loses"
            return f"{who(e.seat)} {verb} {abs(e.delta)} VP ({e.why})."
        case ev.TechnologyScored():
            return f"{who(e.seat)}'s {n(e.card)} scores {e.vp} VP." if e.vp else None
        case ev.ArtifactGained():
            if sees(e.seat):
                return f"{who(e.seat)} gains the Alien Artifact {n(e.card)}."
            return f"{who(e.seat)} gains an Alien Artifact."
        case ev.ArtifactPlayed():
            return f"{who(e.seat)} plays the Alien Artifact {n(e.card)}."
        case ev.DefensePlanGained():
            if sees(e.seat):
                return f"{who(e.seat)} gains the Defense Plan {n(e.card)}."
            return f"{who(e.seat)} gains a Defense Plan."
        case ev.DefensePlanChosen():
            return f"{who(e.seat)} defends with {n(e.plan)}."
        case ev.AttackDeclared():
            target = "the Alien System" if e.target == "alien" else who(int(e.target))
            return f"{who(e.seat)} attacks {target} with {', '.join(n(s) for s in e.ships)}."
        case ev.ShipAttacked():
            return f"{n(e.ship)} attacks with value {e.value}: row {e.row} applies."
        case ev.AdditionallyUsed():
            return f"{who(e.seat)} uses {n(e.card)} (ADDITIONALLY)."
        case ev.TempDiscountAdded():
            return f"{who(e.seat)}'s {e.action} costs {e.amount} less this turn."
    return None


def _action_words(key: str, cards: CardSet) -> str:
    verb, _, arg = key.partition(":")
    words = {"buy": "Buy", "build": "Build a Ship", "develop": "Develop a Technology",
             "discover": "Discover a Planet", "prepare": "Prepare Resources", "trade": "Trade Resources",
             "remove_blockades": "Remove Blockades", "offensive": "Start an Offensive",
             "revenue": "Gain Revenue", "mine": "Mine the Planets", "faction": "the faction action",
             "card_action": "a card ACTION"}
    base = words.get(verb, verb)
    if verb in ("build", "develop", "discover", "card_action") and arg:
        return f"{base} ({card_name(cards, arg)})"
    if verb in ("buy", "prepare", "remove_blockades") and arg:
        return f"{base} ({DECK_WORD.get(arg, arg)})"
    if verb == "trade" and arg:
        return f"{base} ({arg})"
    return base
