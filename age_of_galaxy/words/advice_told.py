"""Suggest's reason in words (issue 33 item 4): what the Hard AI's move sets up (age_of_galaxy/ai/explain.py facts)
and its value over the rounds left, each with its rule."""

from __future__ import annotations

from collections.abc import Mapping

from age_of_galaxy.ai.explain import Fact
from age_of_galaxy.ai.value import VP
from age_of_galaxy.words import names as N


def fact_words(f: Fact, planet_types: Mapping[str, str]) -> str:
    if f.kind in ("colonize", "develop"):
        where = N.planet(f.subject, planet_types.get(f.subject, "")) if f.subject in planet_types else \
            N.spot(f.subject)
        worth = "1 VP at the end" if f.kind == "colonize" else "2 VP at the end instead of 1"
        return f"{f.kind}s {where} ({worth}, G64)"
    if f.kind == "reach":
        more = f": {N.count(f.n, 'empty planet', 'empty planets')} more within reach" if f.n else ""
        return f"extends your reach to System {f.new}{more} (G35)"
    if f.kind == "war":
        if f.n:
            return "makes you the sole Overlord of the coming War: its top reward and a planet to acquire (G52-G54)"
        old = N.ORDINALS[f.old - 1] if 0 < f.old <= len(N.ORDINALS) else "unranked"
        new = N.ORDINALS[f.new - 1] if 0 < f.new <= len(N.ORDINALS) else str(f.new)
        return f"lifts you from {old} to {new} in the coming War's ranking (G52, G53)"
    if f.kind == "golden":
        card = f" {N.trade_card(f.subject)}" if f.subject else " a Trade card"
        return f"fills{card}: its Golden Age gives you {N.count(f.n, 'disc', 'discs')} back next round (G60)"
    if f.kind == "tech":
        return f"researches {N.tech(f.subject)}, whose effect lasts the rest of the game"
    if f.kind == "production":
        return f"adds {f.value:.1f} (G85) from Production over the {N.count(f.n, 'round', 'rounds')} left (G20)"
    if f.kind == "vp":
        return f"scores {f.new - f.old:+d} VP now ({f.new} in all)"
    return f.kind


def reason(facts: tuple[Fact, ...] | list[Fact], ahead: float, planet_types: Mapping[str, str],
           hidden: bool = False) -> str:
    """"It colonizes …; it extends … Over the rounds left: +4.2 on the G85 scale (+1.2 VP)." `hidden`: the move
    reveals a hidden token, so its value is not known (the value of a sampled token would be a guess)."""
    parts = [fact_words(f, planet_types) for f in facts]
    head = ("It " + "; it ".join(parts) + ". ") if parts else ""
    if hidden:
        return head + "Its value depends on the token it reveals: each is worth about 7 on the G85 scale (G90)."
    if not parts and abs(ahead) < 0.05:
        return ("Nothing changes at once on the G85 scale: the Hard AI's look-ahead over your coming turns ranked it "
                "best.")
    tail = f"Over the rounds left: {ahead:+.1f} on the G85 scale ({ahead / VP:+.1f} VP)"
    if ahead < -0.05:
        tail += ", yet the Hard AI's look-ahead over your coming turns ranked it best"
    return head + tail + "."
