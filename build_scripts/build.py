"""Build the one-file `alien-artifacts` executable from the committed spec, check it, measure it.

    .venv/bin/python build_scripts/build.py          (or build_scripts/build.sh, which installs first)

Steps: PyInstaller with build_scripts/alien_artifacts.spec -> dist/alien-artifacts (both games: Alien Artifacts and
Age of Galaxy); the binary's `--version`; its smoke tests (SDL dummy drivers, a private ALIEN_ARTIFACTS_HOME so no
save lands in the player's folder): a whole game of AI seats of each game (`--smoke-test`, `--smoke-test --game
age-of-galaxy`) and the whole of each game's Learn to play (`--smoke-test tutorial [--game age-of-galaxy]`); cold
start, median of --runs launches,
to the exit of `--version` and to the first frame (AA_FIRST_FRAME_EXIT=1, the app prints `first-frame`) with the
menu at each game. Prints the figures, then one JSON line. Exit 0 only if the build, --version and the smoke tests
pass and the size is within budget (the first-frame budget too with --strict).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from coldstart import Samples, exit_samples, first_frame_samples

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "alien_artifacts.spec"
NAME = "alien-artifacts"
SIZE_BUDGET_MB = 40.0
FIRST_FRAME_BUDGET_S = 1.5
# (label, arguments, what its last output line must hold): each game's whole game of AI seats, and Learn to play
SMOKE_TESTS: tuple[tuple[str, tuple[str, ...], dict[str, str]], ...] = (
    ("alien-artifacts", ("--smoke-test",), {"smoke": "ok"}),
    ("age-of-galaxy", ("--smoke-test", "--game", "age-of-galaxy"), {"smoke": "ok", "game": "age-of-galaxy"}),
    ("learn-to-play", ("--smoke-test", "tutorial"), {"tutorial": "ok"}),
    ("learn-age-of-galaxy", ("--smoke-test", "tutorial", "--game", "age-of-galaxy"),
     {"tutorial": "ok", "game": "age-of-galaxy"}),
)
FIRST_FRAME_MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("alien-artifacts", ()), ("age-of-galaxy", ("--game", "age-of-galaxy")))


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the executable goes (dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                   help="PyInstaller's scratch folder (build/pyinstaller/)")
    p.add_argument("--runs", type=int, default=5, help="launches per cold-start median (5)")
    p.add_argument("--skip-build", action="store_true", help="measure the executable already in --dist")
    p.add_argument("--no-smoke", action="store_true", help="do not run the binary's smoke tests")
    p.add_argument("--smoke-timeout", type=float, default=960.0, help="seconds per smoke test (960)")
    p.add_argument("--strict", action="store_true",
                   help=f"also fail if the first frame takes over {FIRST_FRAME_BUDGET_S} s or is unmeasured")
    return p.parse_args(argv)


def project_version() -> str:
    sys.path.insert(0, str(ROOT))
    from game import __version__

    return __version__


def headless_env() -> dict[str, str]:
    """The environment for the binary: no real display or sound device needed."""
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def executable(dist: Path) -> Path:
    return dist / (NAME + (".exe" if sys.platform == "win32" else ""))


def build(dist: Path, work: Path) -> float:
    """Run PyInstaller on the spec; returns the seconds it took."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("PyInstaller is missing: run build_scripts/build.sh, or .venv/bin/pip install -e '.[build]'")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    print("$", " ".join(cmd), flush=True)
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True, env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    return time.perf_counter() - start


def check_version(exe: Path, want: str) -> bool:
    no_display = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")
    env = {k: v for k, v in headless_env().items() if k not in no_display}
    res = subprocess.run([str(exe), "--version"], env=env, capture_output=True, text=True, timeout=60)
    out = (res.stdout + res.stderr).strip()
    ok = res.returncode == 0 and want in out
    print(f"--version:        {'ok' if ok else 'FAILED'} ({out!r}, exit {res.returncode})")
    return ok


def last_json(out: str) -> dict[str, object]:
    """The last line of `out` that is a JSON object ({} when none is)."""
    for line in reversed(out.strip().splitlines()):
        if line.startswith("{"):
            try:
                found = json.loads(line)
            except ValueError:
                continue
            if isinstance(found, dict):
                return found
    return {}


def smoke_test(exe: Path, label: str, argv: tuple[str, ...], want: dict[str, str],
               timeout: float) -> tuple[bool, float, dict[str, object]]:
    """Run one smoke test of the binary in a private home; whether it exited 0 printing `want`, its seconds, its
    JSON line."""
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="aa-smoke-") as home:
        try:
            res = subprocess.run([str(exe), *argv], env={**headless_env(), "ALIEN_ARTIFACTS_HOME": home},
                                 capture_output=True, text=True, timeout=timeout)
            code, out = res.returncode, res.stdout + res.stderr
        except subprocess.TimeoutExpired as exc:
            partial = exc.stdout.decode(errors="replace") if isinstance(exc.stdout, bytes) else exc.stdout or ""
            code, out = -1, f"timed out after {timeout:.0f} s\n{partial}"
    seconds = time.perf_counter() - start
    report = last_json(str(out))
    ok = code == 0 and all(report.get(k) == v for k, v in want.items())
    print(f"smoke {label + ':':<16} {'ok' if ok else 'FAILED'} (exit {code}, {seconds:.1f} s) {json.dumps(report)}")
    if not ok:
        print("  " + "\n  ".join(str(out).strip().splitlines()[-20:]))
    return ok, seconds, report


def report_samples(label: str, s: Samples) -> None:
    runs = ", ".join(f"{r:.3f}" for r in s.runs)
    if s.runs:
        print(f"{label} {s.median:.3f} s median of {len(s.runs)} [{runs}]")
    else:
        print(f"{label} not measured: the app printed no `first-frame` line with AA_FIRST_FRAME_EXIT=1")
        print("  last output: " + (s.note.strip().replace("\n", "\n  ") or "(none)"))


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    exe = executable(args.dist)
    build_s = None if args.skip_build else round(build(args.dist, args.work), 1)
    if not exe.is_file():
        print(f"no executable at {exe}")
        return 1
    size_mb = round(exe.stat().st_size / 1e6, 1)
    print(f"executable:       {exe}")
    if build_s is not None:
        print(f"build time:       {build_s:.1f} s")
    print(f"size:             {size_mb:.1f} MB (budget {SIZE_BUDGET_MB:.0f} MB)")
    version_ok = check_version(exe, project_version())
    smokes: dict[str, dict[str, object]] = {}
    smoke_ok = True
    for label, flags, want in () if args.no_smoke else SMOKE_TESTS:
        passed, seconds, report = smoke_test(exe, label, flags, want, args.smoke_timeout)
        smoke_ok = smoke_ok and passed
        smokes[label] = {"passed": passed, "s": round(seconds, 1), **report}
    version_cold = exit_samples([str(exe), "--version"], headless_env(), args.runs)
    report_samples("cold start --version:", version_cold)
    firsts = {}
    for label, menu_flags in FIRST_FRAME_MENUS:  # the menu's first frame, opened at each game
        with tempfile.TemporaryDirectory(prefix="aa-cold-") as home:
            env = {**headless_env(), "ALIEN_ARTIFACTS_HOME": home}
            firsts[label] = first_frame_samples([str(exe), *menu_flags], env, args.runs)
        report_samples(f"cold start to first frame ({label} menu):", firsts[label])
    first = firsts[FIRST_FRAME_MENUS[0][0]]
    size_ok = size_mb <= SIZE_BUDGET_MB
    medians = [f.median for f in firsts.values()]
    frame_ok = all(m is not None and m <= FIRST_FRAME_BUDGET_S for m in medians)
    if not frame_ok:
        print(f"first frame: {'unmeasured' if None in medians else 'over budget'} ({FIRST_FRAME_BUDGET_S} s)")
    ok = version_ok and smoke_ok and size_ok and (frame_ok or not args.strict)
    print(json.dumps({
        "build_s": build_s, "size_mb": size_mb, "first_frame_s_median": first.median,
        "first_frame_s_runs": [round(r, 3) for r in first.runs],
        "first_frame_s_median_by_menu": {k: f.median for k, f in firsts.items()},
        "version_cold_s_median": version_cold.median,
        "smoke_test": "skipped" if args.no_smoke else ("passed" if smoke_ok else "failed"),
        "smoke_tests": smokes,
        "executable": str(exe), "ok": ok,
        "load_average": [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None,
    }))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
