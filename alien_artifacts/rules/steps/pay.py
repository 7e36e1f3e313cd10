"""Paying a cost with Resource cards (R11-R13, R15), and the words every payment shares."""

from __future__ import annotations

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import payment
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, StepTable
from alien_artifacts.rules.names import card_name

HANDLERS = StepTable()  # alien_artifacts/rules/steps/__init__.py merges the kinds' tables


def _need(step: st.Pay) -> dict[str, int]:
    return dict(step.need)


def _pay_options(ctx: Ctx, step: st.Pay) -> list[Option]:
    cards = ctx.cards
    p = ctx.player(step.seat)
    need = _need(step)
    srcs = payment.sources(p)
    slots = step.limit - step.used
    out: list[Option] = []
    if slots <= 0 or (step.target and step.target not in p.under_construction):
        return out  # (a card completed meanwhile by automatic construction, R20, needs no payment)
    target = f"card:{step.target}" if step.target else "pay"
    for i, (res, where, secs) in enumerate(srcs):
        rest = srcs[:i] + srcs[i + 1:]
        for sec in secs:
            if payment.settle(cards, need, res, sec, step.gold_ok, rest, slots - 1) is not None:
                place = "" if where == "hand" else f" from {card_name(cards, where)}"
                out.append(Option(f"pay:{res}:{sec}", f"Pay {paying_words(cards, res, sec, need)}{place}", f"res:{res}",
                                  target, sec, verb="pay", card=res))
    return out


def paying_words(cards: CardSet, res: str, sec: int, need: dict[str, int]) -> str:
    """A half of a Resource card as it pays: "3 blue"; gold paying for one colour says so: "2 gold as blue"."""
    s = cards.resources[res].sections[sec]
    owed = [c for c, n in need.items() if n > 0]
    if s.colour == "gold" and len(owed) == 1 and owed[0] != "gold":
        return f"{s.symbols} gold as {owed[0]}"
    return f"{s.symbols} {s.colour}"


def gold_words(colours: list[str], gold_ok: bool) -> str:
    """Whether gold may pay: "gold counts as blue", "gold counts as any colour", "gold does not count"."""
    if not gold_ok:
        return "gold does not count"
    return f"gold counts as {colours[0]}" if len(colours) == 1 else "gold counts as any colour"


def _pay_prompt(ctx: Ctx, step: st.Pay) -> tuple[str, tuple[tuple[str, str], ...]]:
    # the progress in words ("paid 3 of 5 blue"); the assembly limit ("1 of 2 cards used") is the table's line
    need = " + ".join(f"{n} {c}" for c, n in step.need if n > 0)
    owed = [c for c, n in step.need if n > 0]
    gold = gold_words(owed, step.gold_ok)
    if not step.paid:
        text = f"Pay {need} for {step.why} ({gold})"
    elif len(owed) == 1:
        total = step.paid + sum(n for _c, n in step.need)
        text = f"Pay for {step.why}: paid {step.paid} of {total} {owed[0]}, {need} more to go ({gold})"
    else:
        text = f"Pay for {step.why}: paid {step.paid} so far, {need} more to go ({gold})"
    info = (("need", need), ("paid", str(step.paid)), ("limit", str(step.limit)), ("used", str(step.used)),
            ("for", step.target), ("gold_ok", "1" if step.gold_ok else "0"))
    return text, info


def _paying_watched(step: st.Pay, cards: CardSet) -> str:
    """A payment as the others see it: "paying 3 red for Hellion" (what is still owed)."""
    need = " + ".join(f"{n} {c}" for c, n in step.need if n > 0) or "the last symbols"
    what = card_name(cards, step.target) if step.target else step.why
    return f"paying {need}" + (f" for {what}" if what else "")


def source_of(p: PlayerState, res: str) -> str:
    if res in p.hand:
        return "hand"
    for planet, tucked in p.produced.items():
        if any(r == res for r, _s in tucked):
            return planet
    raise ValueError(f"{res} is not available to {p.name}")


def _pay_pick(ctx: Ctx, step: st.Pay, key: str) -> None:
    _verb, res, sec_s = key.split(":")
    sec = int(sec_s)
    p = ctx.player(step.seat)
    rest = [x for x in payment.sources(p) if x[0] != res]
    left = payment.settle(ctx.cards, _need(step), res, sec, step.gold_ok, rest, step.limit - step.used - 1)
    assert left is not None  # only options that can finish the payment are offered
    ctx.emit(ev.ResourcePaid(p.seat, res, sec, source_of(p, res)))
    symbols = ctx.cards.resources[res].sections[sec].symbols
    if all(n <= 0 for n in left.values()):
        ctx.pop()
    else:
        ctx.replace(st.Pay(step.seat, tuple(left.items()), step.gold_ok, step.limit, step.used + 1,
                           step.paid + symbols, step.why, step.target))


PAY = HANDLERS.choice(ChoiceKind(
    st.Pay, _pay_options, _pay_pick, _pay_prompt,
    hint="Drag Resource cards (from your hand or produced on your Planets) onto the glowing card. The half of "
         "the card you grab is the half that pays.",
    watching=lambda step, voice, cards: _paying_watched(step, cards)))
