"""Resume after a crash (issue 33 item 4, "saves after every turn, Resume, Load"): a process autosaving an Age of
Galaxy game the way its table does (saves.Folder.write: the kernel's atomic write, temporary file, fsync, rename)
is killed with SIGKILL at random moments, again and again. After every kill the slot holds the last good game,
never half of one; then the application, started again, cleans the interrupted write's temporary file, and its
Resume and its Load open that last good state on the table (driven with posted clicks)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from age_of_galaxy.ui import menu_part, saves
from age_of_galaxy.ui.played import PlayedTable
from age_of_galaxy.ui.start import Setup, new_match
from game import games
from tabletop.choices import Command

ROOT = Path(__file__).resolve().parents[2]
K = games.AGE_OF_GALAXY.key
KILLS = 12
SLOT = "aog-crash"
# The table's autosave in a loop, between the state after one turn and the state after another (as a game that
# goes on writes its slot after every turn), until it is killed.
WRITER = """
import sys
from pathlib import Path
from age_of_galaxy.ui import saves
folder = Path(sys.argv[1])
a, b = (saves.Folder(folder).open(Path(p)) for p in sys.argv[2:4])
f = saves.Folder(folder)
print("ready", flush=True)
i = 0
while True:
    f.write(a if i % 2 else b, sys.argv[4])
    i += 1
"""


def played(seed: int, moves: int) -> Setup:
    setup = new_match(["You", "AI 2"], ["human", "easy"], seed=seed)
    m, rng = setup.match, random.Random(seed)
    for _ in range(moves):
        p = m.pending
        assert p is not None and not m.over
        assert m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),))).ok
    return setup


@pytest.fixture()
def aog(player: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setattr(player.app, "aog_pace", 0.0, raising=False)
    yield player
    player.app.game_key = player.app.settings.last_game = games.DEFAULT
    player.app.status = ""


@pytest.mark.slow
def test_killed_during_autosaves_resume_and_load_open_the_last_good_game(aog: Any, tmp_path: Path) -> None:
    folder = menu_part.folder_of(aog.app)
    early, late = played(3, 30), played(3, 90)  # one game, two of its turns
    assert not early.match.over and not late.match.over
    good = {early.match.state_hash(), late.match.state_hash()}
    fa, fb = folder.write(early, "a"), folder.write(late, "b")
    # the two sources sit elsewhere, so the folder holds the slot alone
    (tmp_path / "src").mkdir()
    fa, fb = fa.rename(tmp_path / "src" / fa.name), fb.rename(tmp_path / "src" / fb.name)
    target = folder.write(early, SLOT)
    rng = random.Random(33)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    temporaries: set[str] = set()
    for _ in range(KILLS):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(folder.path), str(fa), str(fb), SLOT],
                                stdout=subprocess.PIPE, env=env)
        assert proc.stdout is not None
        assert proc.stdout.readline() == b"ready\n"
        time.sleep(rng.uniform(0.0, 0.3))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert folder.open(target).match.state_hash() in good  # the old or the new, never half
        temporaries |= {p.name for p in folder.path.iterdir() if p.name.startswith(".")}
        listing = folder.scan()
        assert [g.path for g in listing.games] == [target] and listing.bad == ()  # a temporary is never listed
    print(f"\n{KILLS} kills, {len(temporaries)} interrupted writes' temporary files left")
    # the application starts again: the interrupted write's temporary file goes, the slot stays
    games.AGE_OF_GALAXY.load("launch").at_launch(aog.app)
    assert [p.name for p in folder.path.iterdir()] == [target.name]
    want = folder.open(target).match.state_hash()
    aog.app.top.on_top()
    aog.step()
    assert aog.button(f"{K}:resume").enabled
    aog.click(f"{K}:resume")
    t = aog.app.top
    assert isinstance(t, PlayedTable) and t.path == target and t.match.state_hash() == want
    # take the table away without a save (a crash, not a leave), then Load opens the same state
    aog.app.scenes.remove(t)
    t.close()
    assert folder.open(target).match.state_hash() == want
    aog.app.top.on_top()
    aog.click(f"{K}:load")
    aog.click("save0")
    t = aog.app.top
    assert isinstance(t, PlayedTable) and t.match.state_hash() == want


def test_at_launch_keeps_a_temporary_file_whose_writer_still_runs(aog: Any) -> None:
    """A second copy of the game saving right now is never disturbed: only a gone writer's temporary is deleted."""
    folder = menu_part.folder_of(aog.app)
    folder.path.mkdir(parents=True)
    mine = folder.path / f".{SLOT}.json.p{os.getpid()}.abc12345.tmp"  # this process runs
    mine.write_text("{")
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    gone = folder.path / f".{SLOT}.json.p{dead.pid}.abc12345.tmp"
    gone.write_text("{")
    removed = games.AGE_OF_GALAXY.load("launch").at_launch(aog.app)
    assert removed == [gone] and mine.exists() and not gone.exists()
    assert saves.Folder(folder.path).scan().bad == ()
