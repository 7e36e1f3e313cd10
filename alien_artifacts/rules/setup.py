"""Setting up a game (rulebook Setup 1-12, R4, R5)."""

from __future__ import annotations

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.rules.context import Ctx


def setup(ctx: Ctx, names: tuple[str, ...], factions: tuple[str | None, ...], start: int | None) -> None:
    cards = ctx.cards
    rules = cards.rules
    n = len(names)
    ctx.emit(ev.GameStarted(names, rules.round_marker_start[n], rules.start_credits, rules.blockade_tokens))
    free = sorted(f for f in cards.factions if f not in factions)
    ctx.rng().shuffle(free)
    dealt = tuple(f if f is not None else free.pop() for f in factions)
    ctx.emit(ev.FactionsAssigned(dealt))
    for deck, pool in (("ship", [c.id for c in cards.of_kind("ship")]),
                       ("technology", [c.id for c in cards.of_kind("technology")]),
                       ("planet", [c.id for c in cards.of_kind("planet")]),
                       ("resource", list(cards.resources)), ("alien", list(cards.alien_systems)),
                       ("defense", list(cards.defense_plans)), ("artifact", list(cards.artifacts))):
        ctx.shuffle(deck, pool)
    ctx.emit(ev.AlienSystemRevealed(ctx.state.decks["alien"][-1]))
    for seat in range(n):
        for _ in range(rules.start_hand):
            ctx.draw_resource(seat)
    if start is None:
        start = ctx.rng().randrange(n)
    ctx.emit(ev.StartPlayerChosen(start))
    order = [(start + i) % n for i in range(n)]
    ctx.push(*(st.Effects(seat, f"{dealt[seat]}|setup", 0, -1, "", True) for seat in order), st.StartTurn(start))
