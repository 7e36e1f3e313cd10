"""Preparing Resources on Under Construction cards (R18, R20)."""

from __future__ import annotations

from alien_artifacts.content.model import KIND_COLOUR
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.rules import payment
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, StepTable
from alien_artifacts.rules.names import DECK_WORD, card_name
from alien_artifacts.rules.steps.pay import gold_words, paying_words, source_of

HANDLERS = StepTable()  # alien_artifacts/rules/steps/__init__.py merges the kinds' tables


def _attach_options(ctx: Ctx, step: st.Attach) -> list[Option]:
    cards = ctx.cards
    p = ctx.player(step.seat)
    out: list[Option] = []
    if step.used < step.limit:
        colour = KIND_COLOUR[step.row]
        targets = [u for u in p.under_construction if cards.cards[u].kind == step.row]
        for res, where, secs in payment.sources(p):
            place = "" if where == "hand" else f" (from {card_name(cards, where)})"
            for sec in secs:
                if payment.value(cards, res, sec, colour, True):
                    words = paying_words(cards, res, sec, {colour: 1})
                    for t in targets:
                        out.append(Option(f"attach:{res}:{sec}:{t}", f"Attach {words}{place} to "
                                          f"{card_name(cards, t)}", f"res:{res}", f"card:{t}", sec,
                                          verb="attach", card=res, onto=t))
    if step.used:
        out.append(Option("done", "Finish preparing: end your action", None, "done", verb="done"))
    return out


def _attach_prompt(ctx: Ctx, step: st.Attach) -> tuple[str, tuple[tuple[str, str], ...]]:
    colour = KIND_COLOUR[step.row]
    return (f"Prepare Resources: attach {colour} to your {DECK_WORD[step.row]} Under Construction "
            f"({gold_words([colour], True)})",
            (("limit", str(step.limit)), ("used", str(step.used)), ("row", step.row)))


def _attach_pick(ctx: Ctx, step: st.Attach, key: str) -> None:
    if key == "done":
        ctx.pop()
        return
    _v, res, sec, target = key.split(":")
    p = ctx.player(step.seat)
    ctx.emit(ev.ResourceAttached(p.seat, res, int(sec), target, source_of(p, res)))
    ctx.replace(st.Attach(step.seat, step.row, step.limit, step.used + 1))


ATTACH = HANDLERS.choice(ChoiceKind(
    st.Attach, _attach_options, _attach_pick, _attach_prompt,
    hint="Drag Resource cards onto the glowing Under Construction cards; the button on the right ends it.",
    watching=lambda step, voice, cards: f"preparing Resources for {DECK_WORD.get(step.row, 'cards')}"))
