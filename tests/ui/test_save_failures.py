"""A save that fails is never silent (issue 24, point 3).

A full disk (a write that fails with ENOSPC), a read-only saves folder and a saves folder whose path
runs through a regular file: the player sees a dialog at once that stays until dismissed; *Save and
leave* and *Save and quit* do not leave while the game is unsaved but offer "Try again" or "Leave /
Quit without saving"; the previous save stays byte for byte as it was, and no temporary file is left.
Everything is driven with real clicks and keys through the App's frame step (the `player` fixture).
"""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from alien_artifacts.match.saves import read_save
from alien_artifacts.ui import storage
from alien_artifacts.ui.ai_seat import RandomBrain
from game.ui.scenes.dialog import DialogScene

REAL_FSYNC = os.fsync


def disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every fsync fails as on a full disk (the data never reached the disk)."""
    def fsync(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", fsync)


def disk_ok(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "fsync", REAL_FSYNC)


def leftovers() -> list[str]:
    return [p.name for p in storage.saves_dir().iterdir() if p.name.endswith(".tmp")]


def dialog(player: Any) -> DialogScene:
    top = player.app.top
    assert isinstance(top, DialogScene), player.stack()
    return top


def labels(player: Any) -> list[str]:
    return [b.label for b in dialog(player).buttons.buttons]


def paused_on_a_full_disk(player: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], Path, bytes]:
    """A new game at the table, saved; then the disk fills up and the player presses Esc.
    Returns the game's log, its slot file and the slot's bytes (which must not change)."""
    before = player.new_game()
    slot = player.table().session.path
    old_bytes = slot.read_bytes()
    disk_full(monkeypatch)
    player.press(pygame.K_ESCAPE)
    return before, slot, old_bytes


def test_save_and_leave_on_a_full_disk(player: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    before, slot, old_bytes = paused_on_a_full_disk(player, monkeypatch)
    player.click("menu")  # Save and leave to the menu
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene", "DialogScene"]
    assert "the disk is full" in dialog(player).text and "previous save" in dialog(player).text
    assert labels(player) == ["Try again", "Leave without saving", "Stay in the game"]
    player.step(120)  # it stays until the player answers
    assert isinstance(player.app.top, DialogScene)
    player.click("retry")  # still full: asked again
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene", "DialogScene"]
    assert slot.read_bytes() == old_bytes and leftovers() == []
    player.click("stay")
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene"]
    player.click("menu")
    disk_ok(monkeypatch)  # space freed: Try again saves and leaves
    player.click("retry")
    assert player.stack() == ["MenuScene"]
    assert list(read_save(slot, player.app.cards()).events) == before


def test_leave_without_saving_keeps_the_previous_save(player: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    player.new_game()
    session = player.table().session
    brain = RandomBrain(1)
    while not any(type(e).__name__ == "TurnEnded" for e in session.game.events[-40:]):
        session.submit(brain.choose(session.view(session.pending.seat)))
    session.save()  # the previous save: a turn in
    old_bytes = session.path.read_bytes()
    session.submit(brain.choose(session.view(session.pending.seat)))  # one decision more, not saved
    player.step()
    disk_full(monkeypatch)
    player.press(pygame.K_ESCAPE)
    player.click("menu")
    player.click("leave")
    assert player.stack() == ["MenuScene"]
    assert session.path.read_bytes() == old_bytes and leftovers() == []
    disk_ok(monkeypatch)
    saved = list(read_save(session.path, player.app.cards()).events)
    assert len(saved) < len(session.game.events)  # the unsaved decision is not in it
    player.click("resume")  # the previous save goes on (the AI may have moved on since)
    assert player.stack() == ["MenuScene", "TableScene"]
    assert player.log()[:len(saved)] == saved


def test_save_and_quit_on_a_full_disk(player: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    _before, slot, old_bytes = paused_on_a_full_disk(player, monkeypatch)
    player.click("quit")
    assert labels(player) == ["Try again", "Quit without saving", "Stay in the game"]
    assert player.app.running
    player.press(pygame.K_ESCAPE)  # Esc = stay
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene"] and player.app.running
    player.click("quit")
    player.click("leave")
    assert player.app.running is False and slot.read_bytes() == old_bytes and leftovers() == []


def test_save_game_and_ctrl_s_on_a_full_disk(player: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    before, slot, old_bytes = paused_on_a_full_disk(player, monkeypatch)
    player.click("save")
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene", "DialogScene"]
    player.click("ok")
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene"]
    player.click("resume")
    player.press(pygame.K_s, pygame.KMOD_CTRL)
    assert player.stack() == ["MenuScene", "TableScene", "DialogScene"]
    assert "the disk is full" in dialog(player).text
    player.press(pygame.K_RETURN)
    assert player.stack() == ["MenuScene", "TableScene"] and player.log() == before
    assert slot.read_bytes() == old_bytes and leftovers() == []


def test_an_autosave_that_fails_during_play_shows_a_dialog_that_stays(player: Any,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    player.new_game()
    session = player.table().session
    old_bytes = session.path.read_bytes()
    disk_full(monkeypatch)
    brain = RandomBrain(3)
    turns = sum(type(e).__name__ == "TurnEnded" for e in session.game.events)
    while sum(type(e).__name__ == "TurnEnded" for e in session.game.events) == turns:
        session.submit(brain.choose(session.view(session.pending.seat)))  # the turn ends: autosave
    assert session.save_failures >= 1
    player.step()
    assert player.stack() == ["MenuScene", "TableScene", "DialogScene"]
    assert "the disk is full" in dialog(player).text
    player.step(300)  # five seconds later it is still there: no status line that fades
    assert player.stack() == ["MenuScene", "TableScene", "DialogScene"]
    player.click("ok")
    assert player.stack() == ["MenuScene", "TableScene"]
    # the next failure (the AI ends its turn) keeps the red line at the top, without another dialog
    failures = session.save_failures
    for _ in range(600):
        player.step()
        if session.save_failures > failures:
            break
    assert session.save_failures > failures, "no AI turn ended"
    assert player.stack() == ["MenuScene", "TableScene"]
    assert session.last_save_error == f"the disk is full ({session.path})"
    assert session.path.read_bytes() == old_bytes and leftovers() == []
    # space freed: Ctrl+S saves, the red line goes; the next failure shows a dialog again
    disk_ok(monkeypatch)
    player.press(pygame.K_s, pygame.KMOD_CTRL)
    assert session.last_save_error == "" and not session.unsaved
    assert list(read_save(session.path, player.app.cards()).events) == list(session.game.events)
    disk_full(monkeypatch)
    player.press(pygame.K_s, pygame.KMOD_CTRL)
    assert player.stack() == ["MenuScene", "TableScene", "DialogScene"]


def test_the_red_line_is_drawn_while_unsaved(player: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The banner is on screen (pixels of the warning colour under the top bar) until a save works."""
    from game.ui import theme

    player.new_game()
    table = player.table()
    disk_full(monkeypatch)
    player.press(pygame.K_s, pygame.KMOD_CTRL)
    player.click("ok")
    player.step(2)
    y = table.geometry.lay.top_bar.bottom + player.app.scale(5)
    row = [tuple(player.app.screen.get_at((x, y)))[:3] for x in range(player.app.screen.get_width())]
    assert theme.DANGER in row
    disk_ok(monkeypatch)
    player.press(pygame.K_s, pygame.KMOD_CTRL)
    player.step(2)
    row = [tuple(player.app.screen.get_at((x, y)))[:3] for x in range(player.app.screen.get_width())]
    assert theme.DANGER not in row


@pytest.fixture()
def read_only(tmp_path: Path) -> Iterator[Any]:
    """make(folder) makes a folder really read-only: chmod for a normal user; as root (which chmod does
    not stop) the immutable attribute (chattr +i). Undone afterwards. Skips if neither works here."""
    made: list[Path] = []

    def make(folder: Path) -> str:
        os.chmod(folder, 0o555)
        made.append(folder)
        if not _writable(folder):
            return "chmod 555"
        chattr = shutil.which("chattr")
        if chattr and subprocess.run([chattr, "+i", str(folder)], capture_output=True).returncode == 0 \
                and not _writable(folder):
            return "chattr +i (running as root: chmod does not stop root)"
        pytest.skip("cannot make a folder read-only here (root, and chattr +i is not supported)")

    yield make
    for folder in made:
        if shutil.which("chattr"):
            subprocess.run(["chattr", "-i", str(folder)], capture_output=True)
        os.chmod(folder, 0o755)


def _writable(folder: Path) -> bool:
    probe = folder / ".probe"
    try:
        probe.write_text("x")
    except OSError:
        return False
    probe.unlink()
    return True


def test_a_read_only_saves_folder(player: Any, read_only: Any) -> None:
    before = player.new_game()
    slot = player.table().session.path
    old_bytes = slot.read_bytes()
    how = read_only(slot.parent)
    print(f"read-only by {how}")
    player.press(pygame.K_ESCAPE)
    player.click("menu")
    text = dialog(player).text
    assert "permission denied" in text or "read-only" in text, text
    assert str(slot) in text and ".tmp" not in text, text  # names the save, not the temporary file beside it
    assert labels(player) == ["Try again", "Leave without saving", "Stay in the game"]
    player.click("stay")
    player.click("resume")
    assert player.stack() == ["MenuScene", "TableScene"] and player.log() == before
    assert slot.read_bytes() == old_bytes and leftovers() == []


def test_a_saves_folder_under_a_regular_file(player: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The data folder is a regular file (so the saves folder cannot exist): the very first autosave of a
    new game fails, and the table says so at once; leaving asks."""
    home = tmp_path / "blocked"
    home.mkdir()
    (home / "data").write_text("not a folder")
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(home))
    player.click("new")
    player.click("start")  # the table's first frame already shows it
    assert player.stack() == ["MenuScene", "TableScene", "DialogScene"]
    assert "runs through a file" in dialog(player).text
    player.click("ok")
    player.press(pygame.K_ESCAPE)
    player.click("quit")
    assert labels(player) == ["Try again", "Quit without saving", "Stay in the game"]
    player.click("retry")
    assert isinstance(player.app.top, DialogScene) and player.app.running
    player.click("stay")
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene"]
    assert (home / "data").read_text() == "not a folder"


def test_closing_the_window_saves_first_and_asks_if_it_cannot(player: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's close button (pygame.QUIT) with a decision not yet saved: saved, then the app stops;
    on a full disk the window stays and the player is asked."""
    player.new_game()
    session = player.table().session
    brain = RandomBrain(5)
    session.submit(brain.choose(session.view(0)))  # a decision the autosave has not written yet
    assert session.unsaved
    old_bytes = session.path.read_bytes()
    disk_full(monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    player.step()
    assert player.app.running and player.stack() == ["MenuScene", "TableScene", "DialogScene"]
    assert labels(player) == ["Try again", "Quit without saving", "Stay in the game"]
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # closing again while it asks: it still asks
    player.step()
    assert player.app.running and player.stack() == ["MenuScene", "TableScene", "DialogScene"]
    player.click("stay")
    assert session.path.read_bytes() == old_bytes and leftovers() == []
    disk_ok(monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    player.step()
    assert player.app.running is False and not session.unsaved
    assert list(read_save(session.path, player.app.cards()).events) == list(session.game.events)


def test_a_long_path_in_the_dialog_stays_inside_it(player: Any) -> None:
    """A failure message naming a deep save path (one word wider than the dialog) is broken across lines
    inside the dialog's box, not drawn past its edges (seen under Xvfb before the fix)."""
    from tabletop.ui import textlog

    player.new_game()
    long_path = "/home/someone/" + "/".join(f"folder-{i:02d}" for i in range(12)) + "/game-20261124-120845-c6b1d5.json"
    player.app.push(DialogScene(player.app, "The game is not saved",
                                f"The game could not be saved: permission denied ({long_path}).",
                                [("ok", "I understand", None)]))
    drawn: list[tuple[str, pygame.Rect]] = []
    with textlog.listen(lambda _s, text, _size, rect, _role: drawn.append((text, rect))):
        player.step()
    box = dialog(player).box
    lines = [(t, r) for t, r in drawn if box.colliderect(r)]
    assert lines and all(box.contains(r) for _, r in lines), [(t, r, box) for t, r in lines if not box.contains(r)]
    assert "".join(t for t, _ in lines).replace(" ", "").count("folder-11/game-20261124") == 1
