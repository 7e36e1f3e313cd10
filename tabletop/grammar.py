"""How a sentence speaks of a player: "you" to the seat reading it, the name to everyone else.

One `Voice` per reader. Sentences are written once, in the third person ("draws", "has", "is"); the voice makes
the subject and the verb agree ("You draw" / "Ann draws"), and gives the object ("passes to you") and the
possessive ("your hand" / "Ann's hand"). Every game's narrated log and table headings use it, so no caller
patches "You draws" or "You's" by hand.

Who is "you":
* a seat number: that seat (a solo player, or in hot seat whoever's screen it is);
* -1: nobody (a screen shared between players, hands hidden);
* None: an omniscient reader (a replay tool); a seat *named* "You" (a solo game's default) reads as you.
A seat named "You" that is not the reader is spoken of as "Player N" (never "You draws").
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}
_ES_ENDINGS = ("sses", "shes", "ches", "xes", "zzes")  # "organizes" -> "organize"


def base_form(verb: str) -> str:
    """The plain form of a verb given in the third person singular: "draws" -> "draw", "has" -> "have",
    "passes" -> "pass", "attaches" -> "attach", "carries" -> "carry". A phrase agrees by its first word."""
    first, sep, rest = verb.partition(" ")
    if first in _IRREGULAR:
        word = _IRREGULAR[first]
    elif first.endswith(_ES_ENDINGS):
        word = first[:-2]
    elif first.endswith("ies") and len(first) > 4:
        word = first[:-3] + "y"
    elif first.endswith("s") and not first.endswith("ss"):
        word = first[:-1]
    else:
        word = first
    return word + sep + rest


def _reads_as_you(name: str) -> bool:
    return name.strip().casefold() == "you"


def capital(text: str) -> str:
    """text with its first letter in upper case (the rest as it is)."""
    return text[:1].upper() + text[1:]


@attrs.frozen
class Voice:
    """The words for each seat as one reader reads them."""

    names: tuple[str, ...]
    you: int | None = None  # the seat addressed as "you" (None: nobody)

    @classmethod
    def reading(cls, names: Sequence[str], viewer: int | None) -> Voice:
        """The voice for `viewer`: a seat, -1 (nobody) or None (an omniscient reader: see the module doc)."""
        names = tuple(names)
        if viewer is None:
            named = [i for i, n in enumerate(names) if _reads_as_you(n)]
            return cls(names, named[0] if len(named) == 1 else None)
        return cls(names, viewer if 0 <= viewer < len(names) else None)

    def is_you(self, seat: int) -> bool:
        return seat == self.you

    def name(self, seat: int) -> str:
        """The seat's name as a third person (a seat named "You" that is not the reader: "Player N")."""
        if not 0 <= seat < len(self.names):
            return "?"
        n = self.names[seat]
        return f"Player {seat + 1}" if _reads_as_you(n) else n

    def subject(self, seat: int, start: bool = True) -> str:
        """"You" (at a sentence's start; "you" inside one) or the name."""
        if self.is_you(seat):
            return "You" if start else "you"
        return self.name(seat)

    def object(self, seat: int) -> str:
        """"you" or the name (after a verb or a preposition: "attacks you", "after you")."""
        return "you" if self.is_you(seat) else self.name(seat)

    def possessive(self, seat: int, start: bool = False) -> str:
        """"your" ("Your" at a sentence's start) or "Ann's"."""
        if self.is_you(seat):
            return "Your" if start else "your"
        return f"{self.name(seat)}'s"

    def verb(self, seat: int, verb: str) -> str:
        """The verb (given in the third person singular) agreeing with the seat: "draw" for you, "draws"."""
        return base_form(verb) if self.is_you(seat) else verb

    def does(self, seat: int, verb: str, start: bool = True) -> str:
        """Subject and verb: "You draw", "Ann draws", "you have", "Bo has"."""
        return f"{self.subject(seat, start)} {self.verb(seat, verb)}"

    def together(self, seats: Sequence[int], start: bool = True) -> str:
        """Several seats as one subject: "You and Ann", "Ann, Bo and Cyd" (you first)."""
        order = sorted(seats, key=lambda s: not self.is_you(s))
        words = [self.subject(s, start and i == 0) for i, s in enumerate(order)]
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
