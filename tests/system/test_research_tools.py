"""The research tools (research/, not shipped) still import against the current game/, each command with a main(); their
own tests run with `.venv/bin/python -m pytest research/tests` (not part of ./test)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

RESEARCH = Path(__file__).resolve().parents[2] / "research"
TOOLS = sorted(p.stem for p in RESEARCH.glob("*.py") if p.stem != "__init__")
LIBRARIES = {"pairs"}  # used by fit.py, no command of its own


def test_the_research_folder_holds_the_tools_its_readme_names() -> None:
    readme = (RESEARCH / "README.md").read_text()
    assert {"fit", "trial", "pairs", "hard_decisions"} <= set(TOOLS)
    assert all(f"`{tool}.py`" in readme for tool in TOOLS)


@pytest.mark.parametrize("tool", TOOLS)
def test_every_research_tool_imports_and_has_a_main(tool: str) -> None:
    module = importlib.import_module(f"research.{tool}")
    assert tool in LIBRARIES or callable(getattr(module, "main", None)), f"research/{tool}.py has no main()"
