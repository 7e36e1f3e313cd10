"""pyproject.toml keeps to the dependency rules: the allowed runtime set, pygame-ce only, Python 3.11+."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name

ALLOWED_RUNTIME = {"pygame-ce", "pyyaml", "attrs", "platformdirs"}


@pytest.fixture(scope="module")
def project(repo_root: Path) -> dict[str, Any]:
    return tomllib.loads((repo_root / "pyproject.toml").read_text())["project"]


def _names(requirements: list[str]) -> set[str]:
    return {canonicalize_name(Requirement(r).name) for r in requirements}


def test_runtime_dependencies_are_exactly_the_allowed_set(project: dict[str, Any]) -> None:
    assert _names(project["dependencies"]) == ALLOWED_RUNTIME


def test_never_both_pygame_and_pygame_ce(project: dict[str, Any]) -> None:
    every = list(project["dependencies"])
    for extra in project.get("optional-dependencies", {}).values():
        every += extra
    names = _names(every)
    assert "pygame" not in names, "pygame-ce only: pygame and pygame-ce install the same `pygame` package"
    assert "pygame-ce" in names


def test_python_3_11_or_newer(project: dict[str, Any]) -> None:
    spec = SpecifierSet(project["requires-python"])
    assert "3.11" in spec and "3.12" in spec
    assert "3.10" not in spec


def test_extras_hold_the_tools(project: dict[str, Any]) -> None:
    extras = {k: _names(v) for k, v in project["optional-dependencies"].items()}
    assert {"pytest", "ruff"} <= extras["dev"]
    assert "pyinstaller" in extras["build"]
    assert "matplotlib" in extras["tools"]


def test_dev_installs_the_tools_extra_so_the_tests_draw_the_charts(project: dict[str, Any]) -> None:
    own = [Requirement(r) for r in project["optional-dependencies"]["dev"]]
    own = [r for r in own if canonicalize_name(r.name) == canonicalize_name(project["name"])]
    assert own and "tools" in own[0].extras, "dev should pull in the tools extra (matplotlib) for the chart tests"
    assert "matplotlib" not in _names(project["dependencies"]), "the game itself never needs matplotlib"


def test_launchers_point_at_main(project: dict[str, Any]) -> None:
    assert project["gui-scripts"]["alien-artifacts"] == "game.__main__:main"
    assert project["scripts"]["alien-artifacts-cli"] == "game.__main__:main"


def test_no_stray_requirements_files(repo_root: Path) -> None:
    """pyproject.toml is the one list of dependencies."""
    stray = [p.name for p in repo_root.glob("requirements*.txt")]
    assert not stray, f"dependencies belong in pyproject.toml, not {stray}"
    assert not re.search(r"^\s*pygame[<>=~! ]", (repo_root / "pyproject.toml").read_text(), re.M)
