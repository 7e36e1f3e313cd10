"""The words of the table's prompt panel: whose choice it is, what another player is deciding, the progress
line and the hint, each said once (issue 25 point 6: no prompt repeats itself). Each choice kind words its own
hint and how the others see it being made, beside its rules (the UI reads them through alien_artifacts/match/hints.py).

The engine's prompt is written to the player deciding ("Choose your action", "You are attacked by Bo: choose
your Defense Plan") and never names them; the heading says whose choice it is, in the screen's voice
(alien_artifacts/engine/grammar.py): "Your choice", "Waiting for Bo", "AI 3 is deciding". Another player's choice is
told in the third person ("Choosing a Defense Plan against you"), never with the decider's own "you". A hint says
only how to do it with the mouse; a sentence the prompt already says is left out of it.
"""

from __future__ import annotations

import re
from typing import Any

from alien_artifacts.engine.grammar import Voice
from alien_artifacts.match.hints import choice_hint
from alien_artifacts.match.hints import watching as watching_words


def heading(voice: Voice, seat: int, mine: bool, human: bool, shared: bool = True) -> str:
    """Whose choice it is: "Your choice" ("Your choice, Ann" when the screen is `shared` between humans and so
    names who should be looking), "Waiting for Bo", "AI 3 is deciding"."""
    if mine:
        name = voice.names[seat] if 0 <= seat < len(voice.names) else ""
        plain = not shared or not name or name.strip().casefold() == "you"
        return "Your choice" if plain else f"Your choice, {name}"
    if human:
        return f"Waiting for {voice.object(seat)}"
    return f"{voice.subject(seat)} is deciding"


def watching(voice: Voice, view: Any) -> str:
    """Another player's choice in words, as the screen's reader sees it: "Choosing a Defense Plan against you."
    The words are the choice kind's own (its `watching`, beside its rules), read through the match layer."""
    return watching_words(view, voice)


def progress(pending: Any) -> str:
    """The facts line under the prompt: the assembly limit ("1 of 2 cards used") and, for trading or removing
    Blockades, the symbols paid so far (a payment's progress is in its prompt: "paid 3 of 5 blue")."""
    facts = dict(pending.info)
    out = []
    if "paid" in facts and "need" not in facts:
        n = int(facts["paid"]) if facts["paid"].isdigit() else 0
        out.append(f"{n} symbol{'s' * (n != 1)} paid so far")
    if "limit" in facts:
        out.append(f"{facts.get('used', '0')} of {facts['limit']} cards used")
    return " · ".join(out)


def sentences(text: str) -> list[str]:
    """A text's sentences and clauses (split at . : ; and line breaks), lower case, without spaces at the ends:
    what a reader would notice said twice."""
    return [s.strip().lower() for s in re.split(r"[.:;\n]+", text) if len(s.strip()) > 3]


def hint(kind: str, said: str) -> str:
    """The hint for a choice kind (the kind's own words, alien_artifacts/match/hints.py), without any sentence `said`
    (the prompt, its heading) already says."""
    text = choice_hint(kind)
    if not text:
        return ""
    seen = set(sentences(said))
    kept = [s for s in re.split(r"(?<=\.) ", text) if not (set(sentences(s)) & seen)]
    return " ".join(kept)
