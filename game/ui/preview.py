"""What a move will cost, said before it happens (issue 25, point 5).

The facts come from the engine, never from a rule written again here: the picked options' own labels and
notes (`Option.note`, e.g. why an attack can place no Blockade token), and a rehearsal of the picks on a
clone of the game, read only up to the first barrier event (a draw or a reveal: what comes after may depend
on cards nobody may see yet, R33). From the rehearsal: the credits the seat spends (CreditsChanged) and the
choices the engine takes by itself because only one option is legal (Decided with auto=True), e.g. the
only card that can pay, said from the event that choice made (ResourcePaid, ResourceAttached,
ResourceDiscarded: the card and section as fields; the decision's option key is never taken apart). No
pygame here.
"""

from __future__ import annotations

import itertools
from typing import Any

from game.engine import events as ev
from game.engine.choices import Command


def _where(state: Any, seat: int, res: str, names: Any) -> str:
    """Where a Resource card of the seat lies: "in your hand" or "produced on <Planet>"."""
    p = state.players[seat]
    if res in p.hand:
        return "in your hand"
    for planet, tucked in p.produced.items():
        if any(r == res for r, _sec in tucked):
            return f"produced on your {names(planet)}"
    return ""


def auto_words(game: Any, seat: int, made: object, names: Any) -> str:
    """A choice the engine took alone (the only legal option), in words, from the first event it made (`made`):
    a Resource card paid, prepared or discarded; "" for anything else (not worth saying)."""
    if not isinstance(made, ev.ResourcePaid | ev.ResourceAttached | ev.ResourceDiscarded) or made.seat != seat:
        return ""
    cards = game.cards
    res = made.card
    if res not in cards.resources:
        return ""
    rd = cards.resources[res]
    where = _where(game.state, seat, res, names)  # where the card lay before
    if isinstance(made, ev.ResourceDiscarded):
        return f"discards your only choice, Resource {rd.number}" + (f" ({where})" if where else "")
    s = rd.sections[made.section] if made.section in (0, 1) else rd.sections[0]
    place = f", {where}" if where else ""
    verb_words = "prepares" if isinstance(made, ev.ResourceAttached) else "pays with"
    return f"{verb_words} your only card that can: Resource {rd.number} ({s.symbols} {s.colour}{place})"


def rehearse(game: Any, seat: int, keys: tuple[str, ...], names: Any) -> str:
    """One line on what these picks spend or decide on their own, or "": credits spent (when the option's
    label does not already say it), cards the engine picks because they are the only legal payment, and the
    options' notes. Never raises (a display nicety)."""
    try:
        p = game.pending
        if p is None or p.seat != seat or not keys:
            return ""
        g = game.clone()
        labels: list[str] = []
        notes: list[str] = []
        events: list[Any] = []
        barrier = False
        for k in keys:
            pend = g.pending
            o = pend.option(k) if pend is not None and pend.seat == seat else None
            if o is None:
                return ""
            labels.append(o.label)
            if o.note:
                notes.append(o.note)
            r = g.submit(Command(seat, pend.id, (k,)))
            if not getattr(r, "ok", False):
                return ""
            for e in r.events:
                if getattr(e, "barrier", False):
                    barrier = True
                    break
                events.append(e)
            if barrier:
                break
        label = " ".join(labels).lower()
        parts: list[str] = []
        spent = -sum(e.delta for e in events if isinstance(e, ev.CreditsChanged) and e.seat == seat and e.delta < 0)
        if spent > 0 and "credit" not in label:
            parts.append(f"costs {spent} credit{'s' * (spent != 1)}")
        for e, made in itertools.pairwise(events):
            if isinstance(e, ev.Decided) and e.auto and e.seat == seat:
                words = auto_words(game, seat, made, names)
                if words and words not in parts:
                    parts.append(words)
        parts.extend(n for n in notes if n not in parts)
        return "; ".join(parts)
    except Exception:
        return ""
