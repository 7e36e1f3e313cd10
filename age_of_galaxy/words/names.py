"""The names of Age of Galaxy's things in words, from the content: cards, technologies, System cards, planets,
board spaces, Trade cards, resource amounts. A player's name goes through `printable` (no control characters)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from age_of_galaxy.content import describe
from age_of_galaxy.engine import content as C

MODE_WORDS = {"alliance": "into the Alliance", "major": "as the True Major", "debut": "as the Debut card",
              "reinforcement": "as a Reinforcement", "adaptation": "as an Adaptation"}
ORDINALS = ("first", "second", "third", "fourth", "fifth")


def printable(text: str) -> str:
    """text with every control, format or surrogate character shown as an escape (\\x1b, \\u202e)."""
    out = []
    for ch in text:
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn") or ch in "\u2028\u2029":
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    return "".join(out)


def seat_label(name: str, you: bool) -> str:
    """A player's name as the table shows it: printable, "(you)" after the viewer's own unless the name says so."""
    shown = printable(name)
    return shown + " (you)" if you and name.strip().casefold() != "you" else shown


def amounts(items: Iterable[tuple[str, int]]) -> str:
    """"3 Credits + 2 Innovation" (in the order given; zero amounts left out)."""
    words = [describe.resource(k, n) for k, n in items if n]
    return " + ".join(words) if words else "nothing"


def card(card_id: str) -> str:
    try:
        return C.card(card_id).name
    except (KeyError, StopIteration, ValueError):
        return card_id


def card_with_ideology(card_id: str) -> str:
    """"Cairnwatch Pathfinders (Cultural, Arctic)"."""
    try:
        c = C.card(card_id)
    except (KeyError, StopIteration, ValueError):
        return card_id
    return f"{c.name} ({c.ideology.capitalize()}, {c.adaptation.capitalize()})"


def tech(tech_id: str) -> str:
    try:
        return C.tech(tech_id).name
    except (KeyError, StopIteration, ValueError):
        return tech_id


def system(card_id: str) -> str:
    return next((s.name for s in C.content().system_cards if s.id == card_id), card_id)


def trade_card(card_id: str) -> str:
    return next((t.name for t in C.content().trade_cards if t.id == card_id), card_id)


def planet(key: str, planet_type: str) -> str:
    """"the Oceanic planet of Ysolde Cluster"."""
    return f"the {planet_type.capitalize()} planet of {system(key.split(':')[0])}"


def spot(key: str) -> str:
    """An Exploration or token spot: "Ysolde Cluster"."""
    return system(key.split(":")[0])


def space(space_id: str) -> str:
    """A main-board space: "EXPLORE", "NOMINATE (4 Prestige)"."""
    try:
        s = C.space(space_id)
    except StopIteration:
        return space_id
    name = describe.action(s.action)
    return f"{name} ({describe.resource('prestige', s.prestige)})" if s.prestige else name


def count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def listed(words: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    if not words:
        return "nothing"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
