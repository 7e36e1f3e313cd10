"""README's two commands, ./play and ./test, and CI's script stay one and the same path."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest


def _commands(script: Path) -> list[str]:
    """The script's lines without comments and blank lines."""
    lines = (line.split("#", 1)[0].strip() for line in script.read_text().splitlines())
    return [line for line in lines if line]


@pytest.mark.parametrize("name", ["play", "test", ".ci/run", "build_scripts/build.sh"])
def test_scripts_are_executable_bash_that_stops_on_errors(repo_root: Path, name: str) -> None:
    script = repo_root / name
    assert script.is_file(), f"{name} is missing"
    text = script.read_text()
    assert text.startswith("#!/usr/bin/env bash"), f"{name}: no bash shebang"
    assert "set -euo pipefail" in text, f"{name}: does not stop on the first failure"
    if name != ".ci/run":  # CI runs it as `bash .ci/run`
        assert os.access(script, os.X_OK), f"{name} is not executable (git update-index --chmod=+x)"


def test_ci_runs_the_readme_test_command_and_nothing_after_it(repo_root: Path) -> None:
    commands = _commands(repo_root / ".ci" / "run")
    assert re.fullmatch(r"(exec\s+)?(bash\s+)?\./test", commands[-1]), (
        f".ci/run must end by running ./test (README's command 2), it ends with {commands[-1]!r}")
    test_runs = [c for c in commands if re.search(r"(^|\s)\./test\b", c)]
    assert len(test_runs) == 1, f".ci/run runs ./test {len(test_runs)} times"
    assert any("apt-get install" in c and "xvfb" in c for c in commands), ".ci/run does not install xvfb"


def test_test_and_play_set_up_through_the_same_idempotent_script(repo_root: Path) -> None:
    for name in ("play", "test", "build_scripts/build.sh"):
        assert "build_scripts/setup_env.sh" in (repo_root / name).read_text(), name
    test = _commands(repo_root / "test")
    assert any("ruff check" in c for c in test), "./test does not lint"
    assert any("pytest" in c and '"$@"' in c for c in test), "./test does not pass its arguments to pytest"
    # every core: pytest-xdist's workers (AA_TEST_WORKERS=0: one process), before the user's own arguments
    assert any('-n "${AA_TEST_WORKERS:-auto}"' in c for c in test), "./test does not run the tests in parallel"
    assert all(c.index("parallel") < c.index('"$@"') for c in test if "pytest" in c and '"$@"' in c)


def test_no_test_reads_or_writes_the_players_own_folders(tmp_path_factory: pytest.TempPathFactory) -> None:
    """tests/conftest.py's private_home: the game's settings and saves folders lie under this run's temporary
    folder (per xdist worker), whichever tests ran before in this process."""
    from alien_artifacts.ui.storage import saves_dir
    from game.ui.settings import config_dir, data_dir

    base = tmp_path_factory.getbasetemp().resolve()
    for folder in (config_dir(), data_dir(), saves_dir()):
        assert base in folder.resolve().parents, folder


def test_readme_shows_the_two_commands(repo_root: Path) -> None:
    readme = repo_root / "README.md"
    assert readme.is_file(), "README.md must exist and show ./play and ./test"
    text = readme.read_text()
    for command in ("./play", "./test"):
        assert command in text, f"README.md does not show {command}"
    assert text.find("./play") < text.find("./test"), "README: command 1 (./play) comes before ./test"
