"""Words for cards and resources, used in option labels, prompts and the narrated log."""

from __future__ import annotations

from alien_artifacts.content.model import CardSet

KIND_WORD = {"ship": "Ship", "technology": "Technology", "planet": "Planet"}
DECK_WORD = {"ship": "Ships", "technology": "Technologies", "planet": "Planets"}


def card_name(cards: CardSet, uid: str) -> str:
    for pool in (cards.cards, cards.artifacts, cards.defense_plans, cards.alien_systems, cards.factions):
        if uid in pool:
            return pool[uid].name
    if uid == "basic":
        return cards.basic_defense.name
    return uid


def section_words(cards: CardSet, res: str, sec: int) -> str:
    s = cards.resources[res].sections[sec]
    return f"{s.symbols} {s.colour}"


def resource_words(cards: CardSet, res: str) -> str:
    r = cards.resources[res]
    a, b = r.sections
    return f"Resource {r.number} ({a.symbols} {a.colour} {a.type} / {b.symbols} {b.colour} {b.type})"


def count_words(n: int, word: str) -> str:
    """'1 Blockade token', '2 Blockade tokens'."""
    return f"{n} {word}{'s' * (n != 1)}"
