"""Paying with Resource cards (R11-R15): sources, eligible sections, and whether a payment can finish."""

from __future__ import annotations

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.state import PlayerState

# (resource uid, where it is: "hand" or a planet uid, the sections that may be used)
Source = tuple[str, str, tuple[int, ...]]


def sources(p: PlayerState) -> list[Source]:
    """Hand cards (either section) and cards produced on own Planets (only the showing section, R12)."""
    out: list[Source] = [(r, "hand", (0, 1)) for r in p.hand]
    for planet, tucked in p.produced.items():
        out.extend((r, planet, (sec,)) for r, sec in tucked)
    return out


def value(cards: CardSet, res: str, sec: int, colour: str, gold_ok: bool) -> int:
    """Symbols a section contributes to `colour` ("gold" = gold only), 0 if it cannot pay."""
    s = cards.resources[res].sections[sec]
    if s.colour == colour or (gold_ok and s.colour == "gold"):
        return s.symbols
    return 0


def best_values(cards: CardSet, srcs: list[Source], colour: str, gold_ok: bool) -> list[int]:
    """Per source, the most it can pay towards one colour; sorted high to low (zeros dropped)."""
    vals = []
    for res, _where, secs in srcs:
        v = max(value(cards, res, s, colour, gold_ok) for s in secs)
        if v:
            vals.append(v)
    vals.sort(reverse=True)
    return vals


def can_pay(cards: CardSet, srcs: list[Source], need: int, colour: str, gold_ok: bool, slots: int) -> bool:
    if need <= 0:
        return True
    if slots <= 0:
        return False
    return sum(best_values(cards, srcs, colour, gold_ok)[:slots]) >= need


def can_pay_multi(cards: CardSet, srcs: list[Source], need: dict[str, int], gold_ok: bool, slots: int) -> bool:
    """Several colours at once: each card pays one section towards one colour (gold: any, if allowed)."""
    need = {c: n for c, n in need.items() if n > 0}
    if not need:
        return True
    if slots <= 0 or not srcs:
        return False
    if len(need) == 1:
        ((colour, n),) = need.items()
        return can_pay(cards, srcs, n, colour, gold_ok, slots)
    (res, _where, secs), rest = srcs[0], srcs[1:]
    if can_pay_multi(cards, rest, need, gold_ok, slots):
        return True
    for s in secs:
        sec = cards.resources[res].sections[s]
        targets = list(need) if (gold_ok and sec.colour == "gold") else [sec.colour]
        for colour in targets:
            if colour in need:
                left = dict(need)
                left[colour] = max(0, left[colour] - sec.symbols)
                if can_pay_multi(cards, rest, left, gold_ok, slots - 1):
                    return True
    return False


def apply_section(cards: CardSet, need: dict[str, int], res: str, sec: int, gold_ok: bool) -> dict[str, int]:
    """The need left after paying one section (gold goes to the largest open need)."""
    s = cards.resources[res].sections[sec]
    left = dict(need)
    if s.colour in left and left[s.colour] > 0:
        left[s.colour] = max(0, left[s.colour] - s.symbols)
    elif gold_ok and s.colour == "gold":
        colour = max((c for c in left if left[c] > 0), key=lambda c: left[c])
        left[colour] = max(0, left[colour] - s.symbols)
    return left


def useful(cards: CardSet, need: dict[str, int], res: str, sec: int, gold_ok: bool) -> bool:
    s = cards.resources[res].sections[sec]
    if need.get(s.colour, 0) > 0:
        return True
    return gold_ok and s.colour == "gold" and any(n > 0 for n in need.values())


def settle(cards: CardSet, need: dict[str, int], res: str, sec: int, gold_ok: bool, rest: list[Source],
           slots: int) -> dict[str, int] | None:
    """The need left after paying one section, such that `rest` can still finish it within `slots` more
    cards; None if no way exists. A gold section paying several colours may go to any open one (R12: all
    of a card's symbols go to one colour); the largest open need is tried first."""
    s = cards.resources[res].sections[sec]
    if need.get(s.colour, 0) > 0:
        colours = [s.colour]
    elif gold_ok and s.colour == "gold":
        colours = sorted((c for c in need if need[c] > 0), key=lambda c: -need[c])
    else:
        return None
    for colour in colours:
        left = dict(need)
        left[colour] = max(0, left[colour] - s.symbols)
        if can_pay_multi(cards, rest, left, gold_ok, slots):
            return left
    return None
