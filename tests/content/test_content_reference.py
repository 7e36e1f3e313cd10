"""The generated Markdown reference: complete, current, and ready for card images."""

from __future__ import annotations

from pathlib import Path

from alien_artifacts.content.model import CardSet
from alien_artifacts.content.reference import render_reference, write_reference

COMMITTED = Path(__file__).resolve().parents[2] / "docs" / "cards" / "REFERENCE.md"


def test_reference_names_every_card_and_its_texts(cardset: CardSet) -> None:
    text = render_reference(cardset)
    for c in cardset.cards.values():
        assert c.name in text and f"`{c.id}`" in text
        assert c.operational.text in text
    for c in cardset.of_kind("technology"):
        assert c.logistics.text in text
    for defs in (cardset.artifacts, cardset.factions, cardset.alien_systems, cardset.defense_plans):
        for d in defs.values():
            assert d.name in text
    for r in cardset.resources:
        assert f"| {r} |" in text
    for heading in ("### Numbers (attack values)", "### Colours and symbols per section", "### Types per section"):
        assert heading in text


def test_reference_distribution_tables_match_the_deck(cardset: CardSet) -> None:
    text = render_reference(cardset)
    ones = sum(1 for r in cardset.resources.values() if r.number == 1)
    assert f"| 1 | {ones} |" in text
    gold = [s for r in cardset.resources.values() for s in r.sections if s.colour == "gold"]
    assert f"| gold | {len(gold)} |" in text


def test_committed_reference_is_current(cardset: CardSet) -> None:
    expected = render_reference(cardset, out_dir=COMMITTED.parent)
    assert COMMITTED.read_text(encoding="utf-8") == expected, \
        "docs/cards/REFERENCE.md is stale: run `python -m game.cards reference`"


def test_card_images_are_linked_when_present(cardset: CardSet, tmp_path: Path) -> None:
    images = tmp_path / "images"
    images.mkdir()
    (images / "black_plague.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (images / "vorsch_spectrum_mk2.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    out = tmp_path / "docs"
    path = write_reference(cardset, out, images)
    text = path.read_text(encoding="utf-8")
    assert "![Black Plague](../images/black_plague.png)" in text
    assert "![Vorsch Spectrum MK2](../images/vorsch_spectrum_mk2.png)" in text
    assert text.count("](../images/") == 2
    assert "](../images/" not in render_reference(cardset)
