"""Fixtures for the content tests: the real card set, and an editable copy of it for error cases."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import attrs
import pytest

from alien_artifacts.content.errors import ContentError
from alien_artifacts.content.loader import load_cardset, read_cardset
from alien_artifacts.content.model import CardSet
from game.paths import cards_dir


@pytest.fixture(scope="session")
def cardset() -> CardSet:
    return load_cardset()


@attrs.define
class CardCopy:
    """A private copy of cards/alien_artifacts that a test may break on purpose."""

    dir: Path

    def edit(self, file: str, old: str, new: str, count: int = 1) -> None:
        path = self.dir / file
        text = path.read_text(encoding="utf-8")
        assert text.count(old) >= count, f"{old!r} not found in {file}"
        path.write_text(text.replace(old, new, count), encoding="utf-8")

    def edit_re(self, file: str, pattern: str, new: str) -> None:
        path = self.dir / file
        text = path.read_text(encoding="utf-8")
        changed, n = re.subn(pattern, new, text, count=1, flags=re.MULTILINE)
        assert n == 1, f"{pattern!r} not found in {file}"
        path.write_text(changed, encoding="utf-8")

    def problems(self) -> list[str]:
        """The one-line problems the loader reports (the test fails if it loads cleanly)."""
        with pytest.raises(ContentError) as info:
            read_cardset(self.dir)
        lines = info.value.lines
        assert str(info.value).splitlines() == lines
        assert all("\n" not in line and line.strip() == line for line in lines)
        return lines


@pytest.fixture
def card_copy(tmp_path: Path) -> CardCopy:
    target = tmp_path / "alien_artifacts"
    shutil.copytree(cards_dir(), target)
    return CardCopy(target)
