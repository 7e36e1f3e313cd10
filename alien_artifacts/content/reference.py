"""The browsable card reference: every card in Markdown, and the Resource deck's distributions.

`render_reference(cards, image_dir=None, out_dir=...)` returns the Markdown text. When `image_dir`
holds a picture named after a card id (`<id>.png`, `.jpg` or `.webp`, as the UI may render them
later), the reference shows it next to the card, linked relative to `out_dir`.
Output is deterministic (no dates), so a test can check the committed file is current.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from alien_artifacts.content.describe import describe_condition, describe_effects
from alien_artifacts.content.model import COLOURS, TYPES, AttackTable, CardDef, CardSet, ResourceDef

IMAGE_SUFFIXES = (".png", ".jpg", ".webp")
_TITLE = {"explore": "Explore", "expand": "Expand", "exterminate": "Exterminate", "exploit": "Exploit"}


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _table(head: Iterable[str], rows: Iterable[Iterable[object]]) -> list[str]:
    head = list(head)
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(_cell(str(c)) for c in row) + " |" for row in rows]
    return [*out, ""]


class _Images:
    def __init__(self, image_dir: Path | None, out_dir: Path) -> None:
        self.image_dir = image_dir
        self.out_dir = out_dir

    def md(self, card_id: str, name: str) -> str:
        if self.image_dir is None:
            return ""
        for suffix in IMAGE_SUFFIXES:
            path = self.image_dir / f"{card_id}{suffix}"
            if path.is_file():
                rel = Path(os.path.relpath(path.resolve(), self.out_dir.resolve())).as_posix()
                return f"![{name}]({rel})"
        return ""


def _intro(cards: CardSet) -> list[str]:
    counts = [("Ships", len(cards.of_kind("ship"))), ("Technologies", len(cards.of_kind("technology"))),
              ("Planets", len(cards.of_kind("planet"))), ("Resource cards", len(cards.resources)),
              ("Alien Systems", len(cards.alien_systems)),
              ("Defense Plans", f"{len(cards.defense_plans)} + the Basic Defense Plan tile"),
              ("Alien Artifacts", len(cards.artifacts)), ("Factions", len(cards.factions))]
    return [
        "# Alien Artifacts: card reference", "",
        "Generated from `cards/alien_artifacts/*.yaml` by `python -m game.cards reference`; do not edit by hand.",
        "Each card shows its printed text and, under it, what its effects do in words. In scoring tables",
        "the two numbers are VP during the game (Sell to the Corporation, Gain Revenue) and at the end.", "",
        "Contents: [Rules data](#rules-data) · [Factions](#factions) · [Technologies](#technologies) · "
        "[Ships](#ships) · [Planets](#planets) · [Alien Systems](#alien-systems) · "
        "[Defense Plans](#defense-plans) · [Alien Artifacts](#alien-artifacts) · [Resource deck](#resource-deck)",
        "", *_table(("Deck", "Cards"), counts),
    ]


def _rules(cards: CardSet) -> list[str]:
    r = cards.rules
    marker = ", ".join(f"{p}p: {s}" for p, s in sorted(r.round_marker_start.items()))
    rows = [
        ("Round marker start (players: space)", marker),
        ("Start credits / hand", f"{r.start_credits} credits, {r.start_hand} Resource cards"),
        ("Hand limit (Resource cards)", r.hand_limit), ("Bank maximum", r.bank_max),
        ("Assembly limit", r.assembly_limit), ("Base cost (Build, Develop, Discover, Buy)", r.base_cost),
        ("Operational action cost", r.operational_cost), ("Blockade tokens", r.blockade_tokens),
        ("Exploit the Planet produces", r.exploit_produce), ("Mine the Planets produces", r.mine_produce),
    ]
    out = ["## Rules data", "", *_table(("Rule", "Value"), rows)]
    std = [(_TITLE[t], describe_effects(r.ship_logistics.get(t, ())), describe_effects(r.planet_logistics.get(t, ())))
           for t in TYPES]
    out += ["Standard logistics sides by Type (every Ship and Planet of the Type has it; an Exploit Ship also",
            "gives a Defense Plan when built):", "", *_table(("Type", "Ship", "Planet"), std)]
    return out


def _factions(cards: CardSet, images: _Images) -> list[str]:
    out = ["## Factions", ""]
    for f in cards.factions.values():
        out += [f"### {f.name}", "", f"`{f.id}` · colour `{f.colour}`" + (f" · *{f.flavor}*" if f.flavor else ""), ""]
        pic = images.md(f.id, f.name)
        out += [pic, ""] if pic else []
        out += _table(("", "Card text", "In words"), [
            ("Setup", f.setup_text, describe_effects(f.setup)),
            (f"Action: {f.action.name}", f.action.text, describe_effects(f.action.effects)),
            ("End scoring", f.end_text, describe_effects(f.end_scoring)),
        ])
    return out


def _tech(c: CardDef, images: _Images) -> list[str]:
    lg = c.logistics
    words = describe_effects(lg.ongoing + lg.additionally + lg.action)
    out = [f"#### {c.name}", "", f"`{c.id}` · {_TITLE[c.type]} Technology" + (f" · *{c.flavor}*" if c.flavor else ""),
           ""]
    pic = images.md(c.id, c.name)
    out += [pic, ""] if pic else []
    out += [f"- **Logistics**: {lg.text}", f"  - In words: {words}",
            f"- **Operational** (scoring): {c.operational.text}", ""]
    rows = [(describe_condition(row.requires), row.during, row.end) for row in c.operational.scoring]
    return out + _table(("Requirement", "During", "End"), rows)


def _technologies(cards: CardSet, images: _Images) -> list[str]:
    out = ["## Technologies", ""]
    for typ in TYPES:
        out += [f"### {_TITLE[typ]} Technologies", ""]
        for c in (c for c in cards.of_kind("technology") if c.type == typ):
            out += _tech(c, images)
    return out


def _name(c: CardDef, images: _Images) -> str:
    pic = images.md(c.id, c.name)
    return f"**{c.name}** `{c.id}`" + (f" {pic}" if pic else "")


def _ships(cards: CardSet, images: _Images) -> list[str]:
    out = ["## Ships", "", "Logistics side: the standard one of the Ship's Type (see [Rules data](#rules-data)).", ""]
    for typ in TYPES:
        rows = []
        for c in (c for c in cards.of_kind("ship") if c.type == typ):
            rows.append((_name(c, images), c.operational.text, describe_effects(c.operational.attack, this_ship=True),
                         f"*{c.flavor}*" if c.flavor else ""))
        out += [f"### {_TITLE[typ]} Ships", "", *_table(("Ship", "Attack ability", "In words", "Flavour"), rows)]
    return out


def _planets(cards: CardSet, images: _Images) -> list[str]:
    planets = cards.of_kind("planet")
    op = planets[0].operational.text if planets else ""
    out = ["## Planets", "", f"Operational side of every Planet: {op}", ""]
    for typ in TYPES:
        rows = []
        for c in (c for c in planets if c.type == typ):
            rows.append((_name(c, images), c.logistics.text, f"*{c.flavor}*" if c.flavor else ""))
        out += [f"### {_TITLE[typ]} Planets", "", *_table(("Planet", "Logistics side", "Flavour"), rows)]
    return out


def _attack_table(table: AttackTable, opponent: str) -> list[str]:
    labels = ("1", "2", "3", "4+")
    return _table(("Attack value", "Result"),
                  [(labels[i], describe_effects(row, opponent=opponent)) for i, row in enumerate(table.rows)])


def _aliens_and_plans(cards: CardSet, images: _Images) -> list[str]:
    out = ["## Alien Systems", "", "One row resolves per attacking Ship; results are the attacker's.", ""]
    for a in cards.alien_systems.values():
        out += [f"### {a.name}", "", f"`{a.id}`" + (f" · *{a.flavor}*" if a.flavor else ""), ""]
        pic = images.md(a.id, a.name)
        out += [pic, ""] if pic else []
        out += _attack_table(a.table, "the defender")
    out += ["## Defense Plans", "", "Chosen by the defender before the first reveal and kept afterwards (R21).",
            "Results are the attacker's unless they name the defender.", ""]
    for d in (cards.basic_defense, *cards.defense_plans.values()):
        title = f"{d.name} (tile, always available)" if d.basic else d.name
        out += [f"### {title}", "", f"`{d.id}`" + (f" · *{d.flavor}*" if d.flavor else ""), ""]
        pic = images.md(d.id, d.name)
        out += [pic, ""] if pic else []
        out += _attack_table(d.table, "the defender")
    return out


def _artifacts(cards: CardSet, images: _Images) -> list[str]:
    rows = []
    for a in cards.artifacts.values():
        pic = images.md(a.id, a.name)
        rows.append((f"**{a.name}** `{a.id}`" + (f" {pic}" if pic else ""), a.text, describe_effects(a.play),
                     f"*{a.flavor}*" if a.flavor else ""))
    return ["## Alien Artifacts", "", "Played on your own turn, not as your action, then discarded (R7).", "",
            *_table(("Artifact", "Card text", "In words", "Flavour"), rows)]


def _resources(resources: list[ResourceDef]) -> list[str]:
    sections = [s for r in resources for s in r.sections]
    numbers = Counter(r.number for r in resources)
    out = ["## Resource deck", "", f"{len(resources)} cards, {len(sections)} sections.", "",
           "### Numbers (attack values)", ""]
    rows: list[tuple[object, ...]] = []
    for n in sorted(numbers):
        cards_n = [r for r in resources if r.number == n]
        avg = sum(s.symbols for r in cards_n for s in r.sections) / len(cards_n)
        rows.append((n, numbers[n], f"{100 * numbers[n] / len(resources):.0f}%", f"{avg:.1f}"))
    out += _table(("Number", "Cards", "Share", "Average symbols per card"), rows)
    out += ["### Colours and symbols per section", ""]
    rows = []
    for colour in COLOURS:
        of = [s for s in sections if s.colour == colour]
        by = Counter(s.symbols for s in of)
        rows.append((colour, len(of), by[1], by[2], by[3], sum(s.symbols for s in of)))
    out += _table(("Colour", "Sections", "1 symbol", "2 symbols", "3 symbols", "Symbols in all"), rows)
    out += ["### Types per section", ""]
    rows = [(_TITLE[t], *(sum(1 for s in sections if s.type == t and s.colour == c) for c in COLOURS),
             sum(1 for s in sections if s.type == t)) for t in TYPES]
    out += _table(("Type", *COLOURS, "All"), rows)
    out += ["### Every card", ""]
    rows = [(r.id, r.number, *(f"{s.symbols} {s.colour} ({_TITLE[s.type]})" for s in r.sections)) for r in resources]
    return out + _table(("Card", "Number", "Section 1", "Section 2"), rows)


def render_reference(cards: CardSet, image_dir: Path | None = None, out_dir: Path | None = None) -> str:
    images = _Images(image_dir, out_dir or Path.cwd())
    lines = [*_intro(cards), *_rules(cards), *_factions(cards, images), *_technologies(cards, images),
             *_ships(cards, images), *_planets(cards, images), *_aliens_and_plans(cards, images),
             *_artifacts(cards, images), *_resources(list(cards.resources.values()))]
    return "\n".join(lines).rstrip() + "\n"


def write_reference(cards: CardSet, out_dir: Path, image_dir: Path | None = None) -> Path:
    """Write `out_dir/REFERENCE.md` and return its path."""
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / "REFERENCE.md"
    path.write_text(render_reference(cards, image_dir, out_dir), encoding="utf-8")
    return path
