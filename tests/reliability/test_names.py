"""Names are data: player names with NUL, control characters, terminal escapes, lone surrogates, bidi
overrides or a million characters, from a save or from the setup screen, neither crash nor freeze the table
or the replay tool. They are cleaned in one place (alien_artifacts/engine/names.py); text fitting measures a bounded
number of times; the replay tool prints no escape sequence and ends quietly under `| head -1`."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine.names import NAME_MAX, clean_name, clean_names, terminal_safe
from alien_artifacts.match.api import Game
from alien_artifacts.match.saves import read_save, write_save

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).parent))

from random_games import random_game  # noqa: E402

HOSTILE_CHARS = ["\x00", "\x1b", "\x07", "\x08", "\r", "\n", "\t", "\x7f", "\x9b", "\ud800", "\udfff", "\u202e",
                 "\u2066", "\u200b", "\u200d", "\ufeff", "\u2028", "\ue000", "\U000e0001", " ", "A", "é", "\u0301",
                 "\u0627", "🚀", "["]
ESCAPES = ["\x1b[2J", "\x1b]0;owned\x07", "\x1b[31m", "\x9b1m", "\x1bP+q\x1b\\", "\u202eevil"]

hostile_names = st.one_of(
    st.text(alphabet=st.sampled_from(HOSTILE_CHARS), max_size=60),
    st.text(max_size=40),
    st.builds(lambda esc, name: esc + name, st.sampled_from(ESCAPES), st.text(max_size=10)),
    st.builds(lambda ch, n: ch * n, st.sampled_from(["x", "\x00", "\u0301", "W", " "]), st.integers(25, 1_000_000)),
)
NOT_TEXT = {"Cc", "Cf", "Cs", "Co", "Cn"}


def _clean(name: str) -> bool:
    return (0 < len(name) <= NAME_MAX and name == name.strip() and "  " not in name
            and not any(unicodedata.category(c) in NOT_TEXT for c in name)
            and any(unicodedata.category(c)[0] in "LNPS" for c in name))


@given(hostile_names)
@settings(max_examples=300, deadline=None)
def test_a_clean_name_is_short_printable_text(raw: str) -> None:
    name = clean_name(raw, "Player 1")
    assert _clean(name)
    assert clean_name(name, "Player 1") == name  # cleaning twice changes nothing


def test_clean_names_examples() -> None:
    assert clean_name("\x1b[2J\x1b]0;owned\x07Ann\ud800", "P") == "[2J]0;ownedAnn"
    assert clean_name("\u202eBob\u2066", "P") == "Bob"
    assert clean_name("  Zoë \n  Lee ", "P") == "Zoë Lee"
    assert clean_name("x" * 1_000_000, "P") == "x" * NAME_MAX
    assert clean_name("\x00" * 1_000_000, "Player 2") == "Player 2"
    assert clean_name(None, "Player 3") == "Player 3" and clean_name(12, "Player 3") == "Player 3"
    assert clean_names(["Ann", "Ann\x00", "", "x" * 30, "x" * 40]) == (
        "Ann", "Ann 2", "Player 3", "x" * NAME_MAX, "x" * (NAME_MAX - 2) + " 2")


def _save_with(names: tuple[Any, ...], path: Path, decisions: int = 60, seed: int = 5) -> Game:
    """A save whose settings and log hold these names exactly (as a hand-edited or foreign save would)."""
    g = random_game(names, seed, decisions)
    write_save(path, g)
    return g


# ---- a save: loaded with clean names, the game intact ---------------------------------------------------
@given(st.lists(hostile_names, min_size=2, max_size=4))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.data_too_large])
def test_a_save_with_hostile_names_loads_with_clean_names(tmp_path: Path, raw: list[str]) -> None:
    path = tmp_path / "hostile.json"
    g = _save_with(tuple(raw), path, decisions=20)
    for verify in (True, False):
        h = read_save(path, load_cardset(), verify=verify)
        names = [s.name for s in h.settings.seats]
        assert names == [p.name for p in h.state.players] == list(clean_names(raw))
        assert all(_clean(n) for n in names) and len(set(names)) == len(names)
        assert len(h.events) == len(g.events) and h.pending == g.pending  # nothing else changed


# ---- the table draws them within a bounded number of font measures and renders --------------------------
class _CountingFont:
    """A pygame Font that counts what it is asked to measure and render."""

    calls = 0
    chars = 0

    def __init__(self, font: Any) -> None:
        self._font = font

    def size(self, text: str) -> tuple[int, int]:
        _CountingFont.calls += 1
        _CountingFont.chars += len(text)
        return self._font.size(text)

    def render(self, text: str, *args: Any) -> Any:
        _CountingFont.calls += 1
        _CountingFont.chars += len(text)
        return self._font.render(text, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._font, name)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    old_home = os.environ.get("ALIEN_ARTIFACTS_HOME")
    os.environ["ALIEN_ARTIFACTS_HOME"] = str(tmp_path_factory.mktemp("names-home"))
    from game.ui.app import App

    a = App(SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size="1280x720", fullscreen=False,
                            seed=None))
    a.settings.anim_speed = 0.0
    a.sound.mute = True
    yield a
    for s in list(a.scenes):
        s.close()
    a.scenes = []  # pygame stays initialised: the fonts cached for later tests stay valid
    if old_home is None:
        os.environ.pop("ALIEN_ARTIFACTS_HOME", None)
    else:
        os.environ["ALIEN_ARTIFACTS_HOME"] = old_home


def _measures_to_draw_loaded(app: Any, path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int, Any]:
    """Open the save the way the Load screen does, then count font calls for a frame from cold caches."""
    from alien_artifacts.ui.match_start import open_saved
    from alien_artifacts.ui.scenes.table import TableScene
    from game.ui import theme
    from tabletop.ui import widgets

    for s in list(app.scenes):
        s.close()
    app.scenes = []
    assert open_saved(app, path), app.status
    app.step(1 / 60)  # three humans: the curtain ("pass the screen to ...") comes over the table
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    real_font = theme.font
    for cached in (widgets.render_text, widgets.fit_size, widgets.ellipsize, widgets._wrap_cached):
        cached.cache_clear()
    table.renderer._built_key = None
    table.renderer._bg = None
    table.geometry.lay = None
    table.input._options_key = None
    _CountingFont.calls = _CountingFont.chars = 0
    monkeypatch.setattr(theme, "font", lambda size, bold=False: _CountingFont(real_font(size, bold)))
    table.resize(*app.screen.get_size())
    app.step(1 / 60)
    app.draw(app.screen)  # the curtain, naming the player
    table.draw(app.screen)  # the table under it: boards, top bar, prompt, log
    monkeypatch.setattr(theme, "font", real_font)
    return _CountingFont.calls, _CountingFont.chars, table


def test_the_table_draws_hostile_names_like_plain_ones(app: Any, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    plain = tmp_path / "plain.json"
    hostile = tmp_path / "hostile.json"
    _save_with(("Ann", "Bob", "Cyd"), plain)
    raw = ("\x1b[2J\x1b]0;owned\x07" + "A" * 1_000_000 + "\ud800", "\u202e" + "W" * 300 + "\x00", "\u0301" * 50_000)
    _save_with(raw, hostile)
    calls_plain, chars_plain, _t = _measures_to_draw_loaded(app, plain, monkeypatch)
    calls, chars, table = _measures_to_draw_loaded(app, hostile, monkeypatch)
    assert [s.name for s in table.session.seats] == ["[2J]0;owned" + "A" * 13, "W" * NAME_MAX, "Player 3"]
    assert table in app.scenes and table.session.pending is not None and table.feed.log.lines
    # the same frame, from cold caches: a bounded number of measures more (longest names fitted by bisection)
    assert calls <= calls_plain + 150, (calls, calls_plain)
    assert chars <= chars_plain * 2 + 20_000, (chars, chars_plain)


def test_fitting_a_huge_string_measures_it_a_bounded_number_of_times(app: Any,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    from game.ui import theme
    from tabletop.ui import widgets

    real_font = theme.font
    monkeypatch.setattr(theme, "font", lambda size, bold=False: _CountingFont(real_font(size, bold)))
    for cached in (widgets.fit_size, widgets.ellipsize, widgets.render_text):
        cached.cache_clear()
    huge = "W" * 1_000_000
    _CountingFont.calls = _CountingFont.chars = 0
    short = widgets.ellipsize(huge, 14, True, 200)
    assert short.endswith("…") and 3 < len(short) < 40
    assert _CountingFont.calls <= 12 and _CountingFont.chars <= 12 * 200  # was: one measure per character
    _CountingFont.calls = _CountingFont.chars = 0
    button = widgets.Button(pygame.Rect(0, 0, 230, 36), huge, size=15)
    button.draw(app.screen)
    assert _CountingFont.calls <= 16 and _CountingFont.chars <= 16 * 230  # was: one per 2 characters, every frame
    _CountingFont.calls = 0
    assert widgets.fit_size("W" * 300, 40, False, 120) == 7
    assert _CountingFont.calls <= 7  # was: one per font size (33 here)


# ---- the setup screen: typed with real events ------------------------------------------------------------
def test_the_setup_screen_keeps_only_text_and_starts_with_clean_names(app: Any) -> None:
    import pygame

    from alien_artifacts.ui.scenes.setup import MAX_NAME, SetupScene
    from alien_artifacts.ui.scenes.table import TableScene

    for s in list(app.scenes):
        s.close()
    app.scenes = []
    setup = SetupScene(app)
    app.push(setup)
    setup.solo(1)

    def click(key: str) -> None:
        b = setup.buttons.by_key(key)
        assert b is not None
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, button=1, pos=b.rect.center))
        app.step(1 / 60)

    click("name0")
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
    for text in ("\x1b[2J", "\u202e", "Z\x00o", "\ud800", "ë\u200b", " ", "x" * 1000):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(1 / 60)
    name = setup.seats[0].name
    assert name == "[2JZoë " + "x" * (MAX_NAME - 7)
    click("start")
    table = app.top
    assert isinstance(table, TableScene)
    # seats count from 1: the AI in seat 2 is "AI 2"
    assert [s.name for s in table.session.seats] == ["[2JZoë " + "x" * (MAX_NAME - 7), "AI 2"]
    assert [p.name for p in table.session.state.players] == [s.name for s in table.session.seats]
    for s in list(app.scenes):
        s.close()
    app.scenes = []


# ---- the replay tool ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def hostile_finished_save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("replay") / "hostile.json"
    g = _save_with(("\x1b[2J\x1b]0;owned\x07Ann\ud800\x9b1m", "\u202eBob" + "x" * 100_000 + "\x00", "Cyd", "Dee"),
                   path, decisions=100_000)
    assert g.over  # a whole game of four: its story (about 30 KB) is longer than the buffers below
    return path


def _unsafe_bytes(out: bytes) -> list[bytes]:
    text = out.decode("utf-8")  # valid UTF-8: a lone surrogate could not even be encoded
    return [c.encode("utf-8", "backslashreplace") for c in set(text)
            if c != "\n" and unicodedata.category(c) in ("Cc", "Cf", "Cs")]


def test_the_replay_tool_prints_no_escape_sequence(hostile_finished_save: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "game.replay", str(hostile_finished_save), "--verify"], cwd=ROOT,
                         capture_output=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr[-800:]
    assert b"\x1b" not in run.stdout and b"\x07" not in run.stdout and _unsafe_bytes(run.stdout) == []
    lines = run.stdout.decode().splitlines()
    assert lines[0].startswith("A game for 4 begins: [2J]0;ownedAnn1m, Bobxxx")
    assert lines[-1].startswith("verified: ")
    assert len(run.stdout) > 3 * (8192 + 4096)  # Python's buffer plus the small pipe below: EPIPE is certain


def test_the_replay_tool_under_head_prints_no_traceback(hostile_finished_save: Path) -> None:
    run = subprocess.run(f"{sys.executable} -m game.replay {hostile_finished_save} | head -1", shell=True,
                         cwd=ROOT, capture_output=True, timeout=120, check=False)
    assert run.stdout.decode().count("\n") == 1 and run.stdout.startswith(b"A game for 4 begins")
    assert run.stderr == b"", run.stderr[-800:]
    # The same, certain to break the pipe (head may exit after the tool wrote everything): a 4 KB pipe, read
    # 100 bytes from it, then leave while the tool is still writing.
    read_end, write_end = os.pipe()
    fcntl.fcntl(write_end, fcntl.F_SETPIPE_SZ, 4096)
    proc = subprocess.Popen([sys.executable, "-m", "game.replay", str(hostile_finished_save)], cwd=ROOT,
                            stdout=write_end, stderr=subprocess.PIPE)
    os.close(write_end)
    first = os.read(read_end, 100)
    os.close(read_end)
    assert proc.stderr is not None
    err = proc.stderr.read()
    code = proc.wait(timeout=120)
    assert first.startswith(b"A game for 4 begins") and err == b"" and code == 1  # 1: it saw the broken pipe


def test_terminal_safe_shows_what_it_removes() -> None:
    assert terminal_safe("a\x1b[2Jb\x07\x9b\ud800\u202ec") == "a\\x1b[2Jb\\x07\\x9b\\ud800\\u202ec"
    assert terminal_safe("Zoë 🚀 \u0627") == "Zoë 🚀 \u0627"
