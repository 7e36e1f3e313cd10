"""Age of Galaxy economy trials (issue 32 item 6): rule changes the team could choose against G85-greedy seats that
convert and then sit at the 12-Credit cap. Each variant is a monkeypatch applied here, in this process and in every
worker, never a change to the product; the games are the balance report's own (age_of_galaxy.balance.games), so
the figures are the report's rows.

    python -m research.economy_rules --variant g6_3 --games 300 --players 2,4 --seed 70000 --jobs 2 \
        --facts /tmp/g6_3.jsonl            # then: --table a.jsonl,b.jsonl,... prints the comparison table

Variants (the name of each says the rule it changes):
- base: the rules as they are (G3 caps 12, G6 2 Credits -> 1 Productivity, G85 Productivity 5 - r).
- g6_3: G6 at 3 Credits -> 1 Productivity (the seats keep G85 as it is).
- g85_4r: G85 prices Productivity gained in round r at 4 - r (round 4 and later 0; Industrial Major round 5
  still 0.5), in the seats' valuation (easy's worth and normal's outlook).
- g85_cap6: G85 values a player's Productivity only up to 6 (the target's top); any beyond is worth 0.
- cap8, cap6: G3's Productivity cap 8 or 6 instead of 12 (a gain beyond is lost, G3).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from age_of_galaxy.balance import games as G
from age_of_galaxy.balance import targets as T
from age_of_galaxy.balance.readers import GameFacts
from tabletop import arena

VARIANTS = ("base", "g6_3", "g85_4r", "g85_cap6", "cap8", "cap6")
ROWS = ("Production reaching the 12-Credit cap", "mean Productivity at the start of round 3",
        "round 1-2 leftover Credits converted to Productivity", "median winning score",
        "median gap, winner to last", "largest VP source, share of the winner's VP",
        "each Ideology as a player's Major", "games with at least one Golden Age", "mean turns per player")


def apply(variant: str) -> None:
    """Patch the engine (G3, G6) or the seats' valuation (G85) for `variant`; "base" patches nothing."""
    from age_of_galaxy.ai import outlook, value
    from age_of_galaxy.balance import readers
    from age_of_galaxy.engine import actions, state

    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    if variant == "g6_3":
        actions.CONVERSIONS["credit"] = ("productivity", 3)
        readers.CONVERT_CREDITS = 3  # the reader counts Credits converted at the rate in force
    elif variant in ("cap8", "cap6"):
        state.CAPS["productivity"] = int(variant[3:])  # one dict shared by every engine module
    elif variant == "g85_4r":
        base = value.productivity_value

        def four_minus_r(s, who):  # type: ignore[no-untyped-def]
            return float(max(0, 4 - s.round)) if s.round < 5 else base(s, who)

        value.productivity_value = four_minus_r
        outlook.productivity_value = four_minus_r
    elif variant == "g85_cap6":
        base = value.productivity_value

        def capped(s, who):  # type: ignore[no-untyped-def]
            held = s.players[who].res["productivity"]
            return base(s, who) * (min(held, 6) / held if held else 1.0)  # total = unit x min(held, 6)

        value.productivity_value = capped
        outlook.productivity_value = capped


def play(variant: str, counts: dict[int, int], seed: int, jobs: int, facts: Path) -> list[GameFacts]:
    apply(variant)
    out: list[GameFacts] = []
    todo = G.jobs_for(counts, "easy", seed)
    with facts.open("w", encoding="utf-8") as sink:
        for i, g in enumerate(arena.run(todo, G.play, jobs, initializer=apply, initargs=(variant,)), 1):
            out.append(g)
            G.write_facts_line(sink, g)
            print(f"\r{variant}: {i}/{len(todo)} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return out


def table(named: list[tuple[str, list[GameFacts]]]) -> str:
    """One Markdown table: a row per target and player count, a column per variant."""
    cols = [(name, {(r.target, r.players): r for r in T.evaluate(facts)}) for name, facts in named]
    keys = [k for k in cols[0][1] if k[0] in ROWS]
    keys.sort(key=lambda k: (ROWS.index(k[0]), k[1]))
    lines = ["| target | players | " + " | ".join(n for n, _ in cols) + " |",
             "|---|---|" + "---|" * len(cols)]
    for k in keys:
        cells = []
        for _, rows in cols:
            r = rows.get(k)
            cells.append("-" if r is None else (r.figure.split(" (95%")[0] + ("" if r.met is not False else " **x**")))
        lines.append(f"| {k[0]} ({cols[0][1][k].wanted}) | {k[1]} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m research.economy_rules", description=__doc__.split("\n\n")[0])
    p.add_argument("--variant", choices=VARIANTS)
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--players", default="2,4")
    p.add_argument("--seed", type=int, default=70000)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--facts", type=Path, help="keep every game's facts (JSON lines)")
    p.add_argument("--table", help="name=facts.jsonl,... : print the comparison table of finished runs")
    args = p.parse_args(argv)
    if args.table:
        named = []
        for item in args.table.split(","):
            name, _, path = item.partition("=")
            named.append((name, list(G.read_facts(Path(path)))))
        print(table(named))
        return 0
    if not args.variant or not args.facts:
        p.error("--variant and --facts (or --table)")
    counts = {int(n): args.games for n in args.players.split(",")}
    facts = play(args.variant, counts, args.seed, args.jobs, args.facts)
    print(table([(args.variant, facts)]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
