"""Fixtures for Age of Galaxy's content tests: the bundled content, and an editable copy of it."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest
import yaml

from age_of_galaxy.content.errors import ContentError, content_dir
from age_of_galaxy.content.schema import Content
from age_of_galaxy.content.validate import load_content


@pytest.fixture(scope="session")
def content() -> Content:
    return load_content()


@attrs.define
class AogCopy:
    """A private copy of cards/age_of_galaxy that a test may break on purpose."""

    dir: Path

    def data(self, file: str) -> Any:
        return yaml.safe_load((self.dir / file).read_text(encoding="utf-8"))

    def change(self, file: str, edit: Callable[[Any], None]) -> None:
        """Load `file`, let `edit` change the data in place, write it back."""
        data = self.data(file)
        edit(data)
        (self.dir / file).write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")

    def card(self, card_id: str, edit: Callable[[dict[str, Any]], None]) -> None:
        def each(data: Any) -> None:
            edit(next(c for c in data["factions"] if c["id"] == card_id))
        self.change("factions.yaml", each)

    def problems(self) -> list[str]:
        """Every problem line of loading and validating the copy (an empty list when it is fine)."""
        try:
            load_content(self.dir)
        except ContentError as exc:
            return exc.lines
        return []


@pytest.fixture
def aog_copy(tmp_path: Path) -> AogCopy:
    target = tmp_path / "age_of_galaxy"
    shutil.copytree(content_dir(), target)
    return AogCopy(target)
