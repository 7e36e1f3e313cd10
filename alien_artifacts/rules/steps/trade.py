"""Trading Resources for credits and paying to remove Blockade tokens (R14), and choosing the token a removal
takes off (unblock)."""

from __future__ import annotations

from alien_artifacts.content.model import KIND_COLOUR
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import payment, query
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, StepTable, says
from alien_artifacts.rules.names import card_name, count_words
from alien_artifacts.rules.steps.pay import gold_words, paying_words, source_of

HANDLERS = StepTable()  # alien_artifacts/rules/steps/__init__.py merges the kinds' tables


def symbol_pick_options(ctx: Ctx, p: PlayerState, colour: str, used: int, limit: int,
                         target: str) -> list[Option]:
    cards = ctx.cards
    out: list[Option] = []
    if used >= limit:
        return out
    for res, where, secs in payment.sources(p):
        place = "" if where == "hand" else f" from {card_name(cards, where)}"
        for sec in secs:
            s = cards.resources[res].sections[sec]
            if s.colour == colour or s.colour == "gold":
                words = paying_words(cards, res, sec, {colour: 1})
                out.append(Option(f"pay:{res}:{sec}", f"Spend {words}{place}", f"res:{res}", target,
                                  sec, verb="pay", card=res))
    return out


def _trade_options(ctx: Ctx, step: st.TradePick) -> list[Option]:
    out = symbol_pick_options(ctx, ctx.player(step.seat), step.colour, step.used, step.limit, "bank")
    if step.used:
        gain = step.paid + query.modifier(ctx.cards, ctx.state, ctx.player(step.seat), "trade_bonus")
        out.append(Option("done", f"Done: gain {count_words(gain, 'credit')}", None, "done", verb="done"))
    return out


def _trade_prompt(ctx: Ctx, step: st.TradePick) -> tuple[str, tuple[tuple[str, str], ...]]:
    what = "gold symbols" if step.colour == "gold" else f"{step.colour} symbols ({gold_words([step.colour], True)})"
    return (f"Trade: spend {what}, 1 credit each",
            (("paid", str(step.paid)), ("limit", str(step.limit)), ("used", str(step.used))))


def _trade_pick(ctx: Ctx, step: st.TradePick, key: str) -> None:
    if key == "done":
        ctx.pop()
        bonus = query.modifier(ctx.cards, ctx.state, ctx.player(step.seat), "trade_bonus")
        ctx.credits(step.seat, step.paid + bonus, "trade")
        ctx.push(st.Fire(step.seat, "trade"))
        return
    _v, res, sec = key.split(":")
    p = ctx.player(step.seat)
    ctx.emit(ev.ResourcePaid(p.seat, res, int(sec), source_of(p, res)))
    sym = ctx.cards.resources[res].sections[int(sec)].symbols
    ctx.replace(st.TradePick(step.seat, step.colour, step.limit, step.used + 1, step.paid + sym))


def _row_tokens(ctx: Ctx, p: PlayerState, row: str) -> int:
    return sum(n for u, n in p.blockades.items() if row == "any" or ctx.cards.cards[u].kind == row)


def _remove_options(ctx: Ctx, step: st.RemovePick) -> list[Option]:
    p = ctx.player(step.seat)
    out: list[Option] = []
    if step.paid < 2 * _row_tokens(ctx, p, step.row):
        out = symbol_pick_options(ctx, p, KIND_COLOUR[step.row], step.used, step.limit, f"blockades:{step.row}")
    if step.paid >= 2:
        n = min(step.paid // 2, _row_tokens(ctx, p, step.row))
        out.append(Option("done", f"Done: remove {count_words(n, 'Blockade token')}", None, "done", verb="done"))
    return out


def _remove_prompt(ctx: Ctx, step: st.RemovePick) -> tuple[str, tuple[tuple[str, str], ...]]:
    colour = KIND_COLOUR[step.row]
    return (f"Remove Blockades: spend {colour}, 2 symbols per token ({gold_words([colour], True)})",
            (("paid", str(step.paid)), ("limit", str(step.limit)), ("used", str(step.used))))


def _remove_pick(ctx: Ctx, step: st.RemovePick, key: str) -> None:
    p = ctx.player(step.seat)
    if key == "done":
        ctx.pop()
        n = min(step.paid // 2, _row_tokens(ctx, p, step.row))
        ctx.push(st.Unblock(step.seat, step.row, n), st.AutoCheck(step.seat),
                 st.Fire(step.seat, "remove_blockades"))
        return
    _v, res, sec = key.split(":")
    ctx.emit(ev.ResourcePaid(p.seat, res, int(sec), source_of(p, res)))
    sym = ctx.cards.resources[res].sections[int(sec)].symbols
    ctx.replace(st.RemovePick(step.seat, step.row, step.limit, step.used + 1, step.paid + sym))


def _unblock_options(ctx: Ctx, step: st.Unblock) -> list[Option]:
    if step.remaining <= 0:
        return []
    p = ctx.player(step.seat)
    return [Option(f"remove:{u}", f"Remove a Blockade token from {card_name(ctx.cards, u)}", "blockade",
                   f"card:{u}", verb="remove", card=u) for u in p.empire
            if p.blockades.get(u) and (step.row == "any" or ctx.cards.cards[u].kind == step.row)]


def _unblock_prompt(ctx: Ctx, step: st.Unblock) -> tuple[str, tuple[tuple[str, str], ...]]:
    return f"Remove {count_words(step.remaining, 'Blockade token')}: choose a card", ()


def _unblock_pick(ctx: Ctx, step: st.Unblock, key: str) -> None:
    ctx.emit(ev.BlockadeRemoved(step.seat, key.split(":", 1)[1]))
    ctx.count_down(step)


TRADE = HANDLERS.choice(ChoiceKind(
    st.TradePick, _trade_options, _trade_pick, _trade_prompt,
    hint="Drag Resource cards onto your Bank, then press the Done button on the right.",
    watching=says("trading Resources for credits")))
REMOVE = HANDLERS.choice(ChoiceKind(
    st.RemovePick, _remove_options, _remove_pick, _remove_prompt,
    hint="Drag Resource cards onto the blockaded row, then press the Done button on the right.",
    watching=says("paying to remove Blockade tokens")))
UNBLOCK = HANDLERS.choice(ChoiceKind(
    st.Unblock, _unblock_options, _unblock_pick, _unblock_prompt, hint="",
    watching=lambda step, voice, cards: "choosing where to remove " + (
        "a Blockade token" if step.remaining == 1 else count_words(step.remaining, "Blockade token"))))
