"""Blockade tokens: place_blockades, remove_blockades (words and schema: alien_artifacts/content/verbs/blockades.py).
Also the choice of an opponent outside an attack, which steal_credits (credits.py) opens too."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind
from alien_artifacts.rules.verbs.base import Family, amount
from alien_artifacts.rules.verbs.credits import steal

FAMILY = Family()


def blockade_targets(ctx: Ctx, seat: int) -> list[int]:
    """Other players whose Empire can take a Blockade token now (R24: at most 38 tokens)."""
    if ctx.state.blockades_left <= 0:
        return []
    return [p.seat for p in ctx.state.players if p.seat != seat and p.empire]


@FAMILY.executor("place_blockades")
def _place(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if step.opponent >= 0:
        if ctx.player(step.opponent).empire:
            ctx.push(st.BlockadeChoice(step.seat, step.opponent, amount(e)))
    elif blockade_targets(ctx, step.seat):
        ctx.push(st.ChooseOpponent(step.seat, amount(e)))


@FAMILY.usability("place_blockades")
def _place_usable(ctx: Ctx, p: PlayerState, e: Effect) -> int | None:
    return 0 if blockade_targets(ctx, p.seat) else None  # no token left or no other Empire to put one on


@FAMILY.executor("remove_blockades")
def _unblock(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if ctx.player(step.seat).blockades:
        ctx.push(st.Unblock(step.seat, "any", amount(e)), st.AutoCheck(step.seat))


def _opponent_options(ctx: Ctx, step: st.ChooseOpponent) -> list[Option]:
    players = ctx.state.players
    if step.what == "steal":
        return [Option(f"opponent:{p.seat}", f"Steal from {p.name} ({p.credits} credit{'s' * (p.credits != 1)})",
                       None, f"player:{p.seat}", verb="opponent", seat=p.seat) for p in players if p.seat != step.seat]
    tokens = min(step.amount, ctx.state.blockades_left)
    return [Option(f"opponent:{s}", f"Place {tokens} Blockade token{'s' * (tokens != 1)} on "
                   f"{players[s].name}'s Empire", None, f"player:{s}", verb="opponent", seat=s)
            for s in blockade_targets(ctx, step.seat)]


def _opponent_prompt(ctx: Ctx, step: st.ChooseOpponent) -> tuple[str, tuple[tuple[str, str], ...]]:
    if step.what == "steal":
        return f"Choose the player you steal up to {step.amount} credit{'s' * (step.amount != 1)} from", ()
    return "Choose the player whose Empire you blockade", ()


def _opponent_pick(ctx: Ctx, step: st.ChooseOpponent, key: str) -> None:
    ctx.pop()
    victim = int(key.split(":")[1])
    if step.what == "steal":
        steal(ctx, step.seat, victim, step.amount)
    else:
        ctx.push(st.BlockadeChoice(step.seat, victim, step.amount))


FAMILY.handlers.choice(ChoiceKind(
    st.ChooseOpponent, _opponent_options, _opponent_pick, _opponent_prompt, hint="",
    watching=lambda step, voice, cards: "choosing a player to " + (
        "take credits from" if step.what == "steal" else "place Blockade tokens on")))
