"""Production (R27): which section of the revealed Resource card a Planet shows."""

from __future__ import annotations

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, StepTable
from alien_artifacts.rules.names import card_name, section_words

HANDLERS = StepTable()  # alien_artifacts/rules/steps/__init__.py merges the kinds' tables


def legal_sections(ctx: Ctx, planet: str, card: str) -> list[int]:
    ptype = ctx.cards.cards[planet].type
    secs = ctx.cards.resources[card].sections
    fewest = min(s.symbols for s in secs)
    return [i for i, s in enumerate(secs) if s.type == ptype or s.symbols == fewest]


def _section_options(ctx: Ctx, step: st.ProduceSection) -> list[Option]:
    ptype = ctx.cards.cards[step.planet].type
    out = []
    for i in legal_sections(ctx, step.planet, step.card):
        s = ctx.cards.resources[step.card].sections[i]
        bonus = ", matches the Planet: +1 VP" if s.type == ptype else ""
        words = f"Show {section_words(ctx.cards, step.card, i)} ({s.type.capitalize()}{bonus})"
        out.append(Option(f"section:{i}", words, f"res:{step.card}", f"card:{step.planet}", i,
                                  verb="section", card=step.card, onto=step.planet))
    return out


def _section_prompt(ctx: Ctx, step: st.ProduceSection) -> tuple[str, tuple[tuple[str, str], ...]]:
    return f"Produce on {card_name(ctx.cards, step.planet)}: choose the section to show", (
        ("card", step.card), ("planet", step.planet))


def _section_pick(ctx: Ctx, step: st.ProduceSection, key: str) -> None:
    ctx.pop()
    sec = int(key.split(":")[1])
    ctx.emit(ev.Produced(step.seat, step.planet, step.card, sec))
    matching = ctx.cards.resources[step.card].sections[sec].type == ctx.cards.cards[step.planet].type
    if matching:
        ctx.vp(step.seat, 1, "production")
    ctx.push(st.Fire(step.seat, "produce", matching=matching))


PRODUCE_SECTION = HANDLERS.choice(ChoiceKind(
    st.ProduceSection, _section_options, _section_pick, _section_prompt, hint="",
    watching=lambda step, voice, cards: f"choosing what {card_name(cards, step.planet)} produces"))
