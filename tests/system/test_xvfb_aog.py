"""Age of Galaxy played by a real pointer in a real X window (issue 33 item 7): `python -m game --game age-of-galaxy`
under Xvfb, SDL's x11 driver chosen by itself, every gesture sent by xdotool to the X server (no posted events):
New game, 2 players, Start, keep the dealt cards, a faction card dragged onto the Alliance (the Debut), an action
disc dragged onto a legal action space, End turn, then Quit from the main menu.

The app runs as the player starts it (`-m game`, its own event loop); a small reporter beside it (sitecustomize on
the child's path, tests/system/xvfb_reporter/) prints, whenever it changes, what a player sees: the scenes, the
buttons' centres, and on the table the disc, the legal spaces for it and the cards of the hand. The test reads
those lines and moves the X pointer there. Without Xvfb or xdotool the test is skipped with the reason, except in
CI (CI=true), where .ci/run installs them: there it fails.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

REPORTER = Path(__file__).with_name("xvfb_reporter")
SEED = 5


class Child:
    """The game's process and its reporter's lines."""

    def __init__(self, proc: subprocess.Popen[str], env: dict[str, str]) -> None:
        self.proc, self.env = proc, env
        self.last: dict[str, Any] = {}
        self.lines: queue.Queue[str] = queue.Queue()  # read by a thread: a select on a buffered pipe misses lines
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put("")  # the game stopped

    def until(self, what: str, ok: Callable[[dict[str, Any]], bool], timeout: float = 60.0) -> dict[str, Any]:
        """The first report (the latest one included) for which `ok` holds; fails after `timeout` s."""
        deadline = time.monotonic() + timeout
        while not (self.last and ok(self.last)):
            left = deadline - time.monotonic()
            assert left > 0, f"waited {timeout} s for {what}; last report: {json.dumps(self.last)[:1500]}"
            try:
                line = self.lines.get(timeout=min(left, 1.0))
            except queue.Empty:
                continue
            assert line, f"the game stopped (exit {self.proc.poll()}) while waiting for {what}"
            if line.startswith("REPORT "):
                self.last = json.loads(line[7:])
        return self.last

    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=10)

    def move(self, pos: list[int]) -> None:
        self.xdo("mousemove", "--window", str(self.last["window"]), str(pos[0]), str(pos[1]))
        time.sleep(0.05)

    def click(self, pos: list[int]) -> None:
        self.move(pos)
        self.xdo("click", "1")
        time.sleep(0.1)

    def drag(self, start: list[int], end: list[int], steps: int = 10) -> None:
        """Press on `start`, move in steps (a hand's drag, past the lift threshold), release on `end`."""
        self.move(start)
        self.xdo("mousedown", "1")
        time.sleep(0.1)
        for k in range(1, steps + 1):
            self.move([start[0] + (end[0] - start[0]) * k // steps, start[1] + (end[1] - start[1]) * k // steps])
        time.sleep(0.1)
        self.xdo("mouseup", "1")
        time.sleep(0.1)

    def button(self, key: str) -> list[int]:
        report = self.until(f"the button {key}", lambda r: key in r["buttons"])
        x, y, enabled = report["buttons"][key]
        assert enabled, f"{key} is disabled"
        return [x, y]


def _tools_or_skip() -> None:
    for tool, package in (("Xvfb", "xvfb"), ("xdotool", "xdotool")):
        if shutil.which(tool) is None:
            reason = f"{tool} is not installed (apt-get install {package}; .ci/run does this)"
            if os.environ.get("CI") == "true":
                pytest.fail(f"CI=true but {reason}")
            pytest.skip(reason)


@pytest.mark.xvfb
def test_age_of_galaxy_played_with_a_real_pointer_in_a_real_x_window(
    xvfb_display: str, x11_grab: Callable[[str, Path], str], repo_root: Path, tmp_path: Path,
) -> None:
    _tools_or_skip()
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    # the shared settings' AI pace (0 s) is the pace of Age of Galaxy's AI seats too: the test does not wait on it
    (home / "config" / "settings.json").write_text('{"ai_think_time": 0, "anim_speed": 0, "mute": true}')
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(DISPLAY=xvfb_display, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               ALIEN_ARTIFACTS_HOME=str(home), PYTHONPATH=os.pathsep.join([str(REPORTER), str(repo_root)]),
               AA_XVFB_REPORT="1")
    errors = tmp_path / "stderr.txt"  # a file, not a pipe nobody reads while the game runs (it would fill and block)
    err_file = errors.open("w")
    proc = subprocess.Popen([sys.executable, "-m", "game", "--game", "age-of-galaxy", "--size", "1280x720",
                             "--seed", str(SEED)], cwd=repo_root, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=err_file)
    child = Child(proc, env)
    try:
        menu = child.until("the main menu", lambda r: r["stack"] == ["MenuScene"]
                           and "age-of-galaxy:new" in r["buttons"])
        assert menu["driver"] == "x11" and menu["surface"] == [1280, 720]
        assert menu["column"] == "age-of-galaxy"  # --game opened the menu at Age of Galaxy's column
        assert not menu["buttons"]["age-of-galaxy:resume"][2]  # nothing to resume yet: greyed
        child.click(child.button("age-of-galaxy:new"))
        child.until("the setup", lambda r: r["stack"][-1] == "AogSetupScene")
        child.click(child.button("players3"))
        child.click(child.button("players2"))  # 2 players, pressed as a player would
        setup = child.until("2 seats", lambda r: "kind1" in r["buttons"] and "kind2" not in r["buttons"])
        child.click(child.button("start"))
        table = child.until("the table, my first choice", lambda r: r["stack"] == ["MenuScene", "PlayedTable"]
                            and r["table"]["mine"] is not None)
        assert setup["stack"][-1] == "AogSetupScene"
        if table["table"]["mine"] == "setup_discard":
            child.click(child.button("keep"))  # G16: keep all seven
            table = child.until("the Debut", lambda r: r["table"]["mine"] == "debut")
        assert table["table"]["mine"] == "debut" and table["table"]["cards"]
        child.drag(table["table"]["cards"][0], table["table"]["alliance"])
        turn = child.until("my first turn", lambda r: r["table"]["mine"] == "turn" and r["table"]["spaces"])
        discs, events = turn["table"]["discs_left"], turn["table"]["events"]
        x11_grab(xvfb_display, tmp_path / "aog-turn.png")
        spaces = turn["table"]["spaces"]  # SCAVENGE asks nothing more (MANUFACTURE and RETRIEVE ask how many)
        place = next((p for p in sorted(spaces) if p.startswith("space:SC")), sorted(spaces)[0])
        child.drag(turn["table"]["disc"], spaces[place])
        played = child.until(f"the disc on {place}", lambda r: r["table"]["events"] > events)
        if played["table"]["mine"] == "count":  # the quantity picker: one, pressed
            child.click(child.button("n:1"))
            played = child.until("the count taken", lambda r: r["table"]["mine"] != "count")
        assert played["table"]["discs_left"] == discs - 1, (place, played["table"])
        assert played["table"]["last_disc"] == place.removeprefix("space:")  # the engine has my disc there
        child.click(child.button("end"))
        child.until("the AI's turn and back", lambda r: r["table"]["turns"] >= turn["table"]["turns"] + 1)
        x11_grab(xvfb_display, tmp_path / "aog-after.png")
        child.xdo("key", "--window", str(child.last["window"]), "Escape")  # leave the table: saved, the menu
        menu = child.until("the menu again", lambda r: r["stack"] == ["MenuScene"])
        assert menu["buttons"]["age-of-galaxy:resume"][2]  # the game is saved: Resume is there
        child.click(child.button("quit"))
        code = proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate(timeout=10)
        err_file.close()
    err = errors.read_text(errors="replace")
    assert code == 0, err[-2000:]
    assert "Traceback" not in err, err[-2000:]
    saved = list((home / "data" / "saves" / "age-of-galaxy").glob("aog-*.json"))
    assert len(saved) == 1
    print(f"screenshots: {tmp_path / 'aog-turn.png'} {tmp_path / 'aog-after.png'}")
