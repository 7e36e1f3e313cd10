"""`python -m game.scenario check --game age-of-galaxy FILE ...`: load each scenario file of Age of Galaxy (a lesson's
position, docs/age-of-galaxy/LESSONS.md) and say "ok" with its players and who is to play, or one line naming the
file and the problem; exit 1 if any file is refused, 2 on a bad command line."""

from __future__ import annotations

from pathlib import Path

from age_of_galaxy.lessons.scenario import ScenarioError, load_scenario
from tabletop.cli import OneLineParser, printable

PROG = "python -m game.scenario --game age-of-galaxy"


def build_parser() -> OneLineParser:
    p = OneLineParser(prog=PROG, description="Check Age of Galaxy's scenario files.")
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", help="load each scenario file and report problems in one line each")
    c.add_argument("files", type=Path, nargs="+")
    return p


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    bad = 0
    for path in args.files:
        try:
            sc = load_scenario(path)
        except ScenarioError as exc:
            print(printable(str(exc)))  # no control character from a file (or its name) reaches the terminal
            bad += 1
            continue
        m = sc.match
        p = m.pending
        who = m.rules.seat_name(m.state, p.seat) if p is not None else "nobody"
        print(printable(f"ok: {path} ({len(sc.kinds)} players, round {m.state.round}, {who} to play)"))
    return 1 if bad else 0
