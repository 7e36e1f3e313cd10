"""The balance report (python -m game.balance): matplotlib charts from the `tools` extra, the tables without it.

The charts are checked on a tiny synthetic report (no games played); the command itself plays one real
2-player game where the whole path is under test.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from alien_artifacts.content.loader import load_cardset
from game.tools import balance, charts
from game.tools.balance import CHARTS_NEED, GameFacts, build_report

ROOT = Path(__file__).resolve().parents[2]
CARD_COUNT = len(load_cardset().cards)
EXPECTED = {  # file -> pixel size
    "turns_per_player.png": (900, 500),
    "faction_win_rate_2p.png": (900, 500),
    "faction_win_rate_4p.png": (900, 500),
    "seat_win_rate.png": (900, 500),
    "vp_sources.png": (900, 500),
    "card_use.png": (900, 110 + 15 * CARD_COUNT),
}


def synthetic_facts() -> list[GameFacts]:
    """Six made-up finished games, 2 and 4 players, with the real card set's factions and cards."""
    cards = load_cardset()
    factions = list(cards.factions)
    ids = list(cards.cards)
    facts = []
    for g in range(6):
        n = 2 if g < 3 else 4
        seats = tuple(factions[(g + i) % len(factions)] for i in range(n))
        sources = tuple({"during": 10 + i + g, "empire": 3, "technologies": i % 2, "faction": 4 - i}
                        for i in range(n))
        totals = tuple(sum(s.values()) for s in sources)
        best = max(totals)
        completed = tuple((i % n, ids[(g * 7 + i) % len(ids)], ("logistics", "operational")[i % 2])
                          for i in range(5 + g))
        facts.append(GameFacts(n, 16 * n + g, seats, totals, tuple(i for i, t in enumerate(totals) if t == best),
                               g % n, sources, tuple(ids[g:g + 3]), completed))
    return facts


def png_size_and_colours(path: Path) -> tuple[tuple[int, int], int]:
    with Image.open(path) as im:
        assert im.format == "PNG"
        return im.size, len(im.convert("RGB").getcolors(maxcolors=1 << 20) or ())


def test_every_chart_of_a_tiny_report_is_a_png_of_its_set_size(tmp_path: Path) -> None:
    report = build_report(synthetic_facts(), "normal", 1.0, tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(EXPECTED)
    for name, size in EXPECTED.items():
        got, colours = png_size_and_colours(tmp_path / name)
        assert got == size, name
        assert colours > 20, f"{name} is nearly blank ({colours} colours)"  # bars, text, anti-aliasing
        assert f"]({name})" in report, f"the report does not show {name}"
    assert "## Game length" in report and "Charts not drawn" not in report


@pytest.mark.slow
def test_charts_are_the_same_bytes_when_drawn_again(tmp_path: Path) -> None:
    facts = synthetic_facts()
    build_report(facts, "normal", 1.0, tmp_path / "a")
    build_report(facts, "normal", 2.0, tmp_path / "b")
    for name in EXPECTED:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name


@pytest.mark.parametrize("horizontal", [False, True])
def test_chart_functions_draw_at_the_size_asked(tmp_path: Path, horizontal: bool) -> None:
    stacked = tmp_path / "stacked.png"
    charts.stacked_bars(stacked, "t", ["a", "b", "c"], ["x", "y"], [[1, 2], [3, 0], [0.5, 0.5]], ylabel="v",
                        horizontal=horizontal, size=(640, 360))
    bars = tmp_path / "sub" / "bars.png"  # a missing folder is made
    charts.bar_chart(bars, "t", ["a", "b"], [40.0, 60.0], ylabel="%", errors=[(30, 50), (50, 70)],
                     band=(20, 30), reference=50, reference_label="fair", size=(700, 400))
    grouped = tmp_path / "grouped.png"
    charts.grouped_bars(grouped, "t", ["2p", "3p"], [[50, 50], [20, 30, 50]], ylabel="%", series="position",
                        references=[50, 33.3], size=(800, 450))
    assert png_size_and_colours(stacked)[0] == (640, 360)
    assert png_size_and_colours(bars)[0] == (700, 400)
    assert png_size_and_colours(grouped)[0] == (800, 450)


def _messages(err: str) -> list[str]:
    """stderr without the progress bar (redrawn with \\r) and blank lines."""
    parts = (p.strip() for line in err.split("\n") for p in line.split("\r"))
    return [p for p in parts if p and not p.startswith("[")]


def test_without_matplotlib_the_tool_says_one_line_and_writes_the_tables(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # `import matplotlib` now fails as if not installed
    monkeypatch.delitem(sys.modules, "game.tools.charts")
    out = tmp_path / "report"
    code = balance.main(["--games", "1", "--players", "2", "--jobs", "1", "--out", str(out)])
    captured = capsys.readouterr()
    assert code == 0
    assert _messages(captured.err) == [CHARTS_NEED] == ["charts need matplotlib: pip install -e '.[tools]'"]
    assert captured.out.startswith(f"wrote {out / 'REPORT.md'}")
    assert [p.name for p in out.iterdir()] == ["REPORT.md"]
    text = (out / "REPORT.md").read_text()
    assert "| 2 | 1 |" in text  # the game-length row of the one 2-player game
    assert "## Win rate per faction" in text and "## Cards" in text
    assert f"Charts not drawn: {CHARTS_NEED}" in text and ".png)" not in text


def test_a_chart_that_cannot_be_written_is_one_line_and_the_tables_stay(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "vp_sources.png").mkdir()  # a folder where a chart goes
    report = build_report(synthetic_facts(), "normal", 1.0, tmp_path)
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "vp_sources.png" in err[0] and err[0].startswith("charts not drawn: cannot write")
    assert "Charts not drawn: cannot write" in report and "## Cards" in report


@pytest.mark.parametrize("kind", ["missing", "folder", "fifo", "binary"])
def test_a_bad_log_file_is_one_line_before_any_game(tmp_path: Path, kind: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "log.md"
    if kind == "folder":
        log.mkdir()
    elif kind == "fifo":
        os.mkfifo(log)  # reading it would wait for a writer forever
    elif kind == "binary":
        log.write_bytes(b"\xff\xfe\x00broken")
    code = balance.main(["--games", "1", "--players", "2", "--jobs", "1", "--out", str(tmp_path / "o"),
                         "--log", str(log)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert len(err) == 1 and err[0].startswith(f"balance: cannot read --log {log}:")
    assert not (tmp_path / "o" / "REPORT.md").exists()


def test_an_out_that_is_a_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "taken"
    target.write_text("mine")
    assert balance.main(["--games", "1", "--players", "2", "--out", str(target)]) == 2
    assert capsys.readouterr().err.strip() == f"balance: --out {target} is a file, not a folder"
    assert target.read_text() == "mine"


@pytest.mark.slow
def test_the_tool_and_its_charts_never_load_pygame_or_the_ui(tmp_path: Path) -> None:
    """issue 26: a command-line tool must not pull in pygame (it used to draw with game.ui.charts)."""
    code = (
        "import sys\n"
        "import game.tools.balance\n"
        "assert 'pygame' not in sys.modules\n"
        "from game.tools.balance import main\n"
        f"assert main(['--games', '1', '--players', '2', '--jobs', '1', '--out', {str(tmp_path)!r}]) == 0\n"
        "loaded = sorted(m for m in sys.modules if m == 'pygame' or m.startswith(('pygame.', 'game.ui')))\n"
        "assert not loaded, loaded\n"
        "assert 'matplotlib' in sys.modules\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    assert (tmp_path / "seat_win_rate.png").is_file()
