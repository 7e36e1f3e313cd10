"""Advice for a human player: the move the Hard AI would make from that player's View, and why, in words.

    from alien_artifacts.ai.advice import suggest
    advice = suggest(cards, game.view_for(seat), budget=0.3)   # or iterations=N (reproducible)
    advice.picks      # option keys of view.pending, ready to submit (nothing is submitted here)
    advice.gain_vp    # what the move is worth to the seat's lead, in VP, by the AI's look-ahead (None: unknown)
    advice.reason     # one sentence: the option's words, what the card or side does, VP now, the estimate

The picks are Hard's (alien_artifacts/ai/hard.py: the search at the action menu, Normal's rules elsewhere). The gain is
the AI's own valuation: at the action menu Normal's look-ahead gain of the chosen macro-move (its sampled
worlds, valued by features.Valuer), which is what ranks the moves Hard searches; at any other choice the
same look-ahead applied to the pick. Everything comes from the seat's View (R33-R34): sampled worlds never
see a hidden card, and the words name only what the option itself names (the seat's own cards and public
ones) and what a card does by its printed text. The UI asks for advice through its AI worker by the kind
string "advice:<T>s" or "advice:<N>" (`make_advisor`), the same way it asks for a seat's decision.
"""

from __future__ import annotations

import random

import attrs

from alien_artifacts.content.describe import describe_effects
from alien_artifacts.content.model import CardDef, CardSet
from alien_artifacts.engine.choices import Option, PendingChoice
from alien_artifacts.engine.view import View
from alien_artifacts.match.sim import determinize

from .features import Valuer
from .hard import DEFAULT_BUDGET, HardSeat
from .kinds import ACTION_MENU
from .macro import COMPLETE_VERBS, Macro, play_macro
from .seats import SearchSize, search_size

WORLDS = 3  # sampled worlds for the VP a move brings now (and its gain where Normal's look-ahead has none)


@attrs.frozen
class Advice:
    picks: tuple[str, ...]
    gain_vp: float | None  # the seat's estimated lead after the move minus before it (VP); None: no estimate
    reason: str
    side: str | None = None  # the side planned for the card the move completes (the next choice asks for it)
    vp_now: float = 0.0  # VP the move itself brings (mean over sampled worlds)
    credits_now: float = 0.0  # credits it gains (or spends, negative)


def side_words(cards: CardSet, card: CardDef, side: str) -> str:
    """What a card does on `side`, by its printed text (or its effects in words when it prints none)."""
    if side == "operational":
        op = card.operational
        if op.text:
            return op.text
        if card.kind == "ship":
            return describe_effects(op.attack, this_ship=True) if op.attack else "No attack bonus."
        if card.kind == "planet":
            return "Produces Resources (3 now, then 1 each time you Mine the Planets)."
        return "Scores when a revealed Resource matches its Type."
    lg = card.logistics
    if lg.text:
        return lg.text
    std = {"ship": cards.rules.ship_logistics, "planet": cards.rules.planet_logistics}.get(card.kind, {})
    effects = tuple(std.get(card.type, ())) + lg.ongoing + lg.additionally + lg.action
    return describe_effects(effects) if effects else ""


def _card_of(cards: CardSet, o: Option | None) -> CardDef | None:
    """The Ship, Technology or Planet the option is about (its `card` field), if any."""
    if o is None or o.card is None:
        return None
    return cards.cards.get(o.card)


def _number(x: float, unit: str) -> str:
    """'+1 VP', '-5 credits', '+1 credit', 'about +0.7 VP' (a mean over sampled worlds, not a whole number)."""
    if abs(x - round(x)) < 0.05:
        n = round(x)
        return f"{n:+d} {unit[:-1] if unit == 'credits' and abs(n) == 1 else unit}"
    return f"about {x:+.1f} {unit}"


def reason_words(cards: CardSet, pending: PendingChoice, key: str, side: str | None, vp_now: float,
                 credits_now: float, gain: float | None) -> str:
    """One sentence: the option's own words (the engine's label), what the card does on the planned side,
    what the move brings now, and the AI's estimate of its worth."""
    o = pending.option(key)
    label = o.label if o is not None else key
    verb = o.verb if o is not None else ""
    card = _card_of(cards, o)
    head = label
    does = ""
    if card is not None and (verb in COMPLETE_VERBS or verb in ("side", "keep")):
        use = side or (o.arg if o is not None and verb == "side" else None)
        if verb in COMPLETE_VERBS and side:
            head = f"{label}, {side} side"
        if use in ("logistics", "operational"):
            does = side_words(cards, card, use).rstrip(".")
    elif o is not None and verb == "artifact" and o.card in cards.artifacts:
        does = cards.artifacts[o.card].text.rstrip(".")
    now = [w for w, x in ((_number(vp_now, "VP"), vp_now), (_number(credits_now, "credits"), credits_now))
           if abs(x) >= 0.05]
    tail = "This action: " + ", ".join(now) if now else ""
    if gain is not None:
        worth = f"worth {gain:+.1f} VP to your lead (the Hard AI's estimate)"
        tail = f"{tail}; {worth}" if tail else worth[:1].upper() + worth[1:]
    return head + (f": {does}" if does else "") + "." + (f" {tail}." if tail else "")


def _outcome(cards: CardSet, view: View, m: Macro, hard: HardSeat, rng: random.Random) -> tuple[float | None, float,
                                                                                                 float]:
    """Normal's look-ahead for one move: (value gain or None, mean VP now, mean credits now) over sampled worlds."""
    seat = view.seat
    me = view.state.players[seat]
    gains: list[float] = []
    vps: list[float] = []
    credits: list[float] = []
    cache: dict[tuple[object, ...], float] = {}
    for _ in range(WORLDS):
        world = determinize(view, rng)
        if world is None:
            break
        base = Valuer(cards, world.state, seat, hard.w, cache).evaluate()
        sim = world.clone()
        try:
            play_macro(sim, m, hard.normal.inner, stop_at_draw=True)
        except (RuntimeError, ValueError):
            break
        gains.append(Valuer(cards, sim.state, seat, hard.w, cache).evaluate() - base)
        vps.append(sim.state.players[seat].vp - me.vp)
        credits.append(sim.state.players[seat].credits - me.credits)
        if not sim.random_outcomes:
            break  # nothing random happened: another world gives the same numbers
    if not gains:
        return None, 0.0, 0.0
    n = len(gains)
    return sum(gains) / n, sum(vps) / n, sum(credits) / n


def suggest(cards: CardSet | None, view: View, budget: float = DEFAULT_BUDGET, *, seed: int = 0,
            iterations: int | None = None) -> Advice:
    """The Hard AI's move for `view.pending` (which must be `view.seat`'s, with options) and why.

    `budget` is Hard's search time (processor seconds, as Hard plays); `iterations` fixes the sample count
    instead (the same View and seed then give the same advice). Nothing is submitted."""
    p = view.pending
    if p is None or p.seat != view.seat or not p.options:
        raise ValueError("no advice: the pending choice is not this seat's")
    cards = cards if cards is not None else view.cards
    hard = HardSeat(seed * 7919 + p.id, budget=budget, iterations=iterations, cards=cards)
    picks = tuple(hard.decide(view))
    key = picks[0]
    o = p.option(key)
    assert o is not None  # Hard answers with one of the options
    side = None
    if o.verb in COMPLETE_VERBS and o.card is not None:
        side = hard.last.macro.side if hard.last is not None and hard.last.key == key else None
        side = side or hard.normal.policy.sides.get(o.card)
    m = Macro.of(o, side)
    gain, vp_now, credits_now = _outcome(cards, view, m, hard, random.Random(seed * 31 + p.id))
    if p.kind == ACTION_MENU and m in hard.normal.last_macros:
        gain = hard.normal.last_macros[m]  # the gain that ranked this move for the search
    if gain is not None:
        gain = round(gain, 2)
    reason = reason_words(cards, p, key, side, vp_now, credits_now, gain)
    return Advice(picks, gain, reason, side, round(vp_now, 2), round(credits_now, 2))


class Advisor:
    """What the UI's worker holds for the kind "advice:<T>s" (a budget) or "advice:<N>" (iterations)."""

    kind = "advice"

    def __init__(self, seed: int = 0, budget: float = DEFAULT_BUDGET, iterations: int | None = None) -> None:
        self.seed = seed
        self.budget = budget
        self.iterations = iterations

    def advise(self, view: View) -> Advice:
        return suggest(None, view, self.budget, seed=self.seed, iterations=self.iterations)


def make_advisor(kind: str, seed: int) -> Advisor:
    """`advice` (Hard's default budget), `advice:0.8s` (a budget) or `advice:40` (a fixed sample count)."""
    name, _, param = kind.partition(":")
    if name != "advice":
        raise ValueError(f"not an advice kind: {kind!r}")
    size: SearchSize = search_size(param, f"advice kind {kind!r}", "advice") if param else {}
    return Advisor(seed, budget=float(size.get("budget", DEFAULT_BUDGET)),
                   iterations=int(size["iterations"]) if "iterations" in size else None)
