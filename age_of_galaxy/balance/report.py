"""The balance report in Markdown: every target's row per seat level, then the tables behind them and the charts.

The charts are drawn by a module the caller passes (game/tools/charts.py, matplotlib): this package never imports
the application, so it gets the drawing functions rather than importing them.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

import attrs

from age_of_galaxy.balance import targets as T
from age_of_galaxy.balance.readers import GameFacts
from age_of_galaxy.content.budgets import PLAYER_COUNTS, card_budget
from age_of_galaxy.content.schema import Design
from age_of_galaxy.engine import content as C
from tabletop.arena import wilson

MARK = {True: "met", False: "**not met**", None: "-"}


def _table(head: Sequence[str], rows: Sequence[Sequence[Any]]) -> list[str]:
    return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)] + [
        "| " + " | ".join(str(x) for x in r) + " |" for r in rows]


def _groups(facts: Sequence[GameFacts]) -> dict[str, list[GameFacts]]:
    """Games by seat level, in the order first seen."""
    out: dict[str, list[GameFacts]] = {}
    for g in facts:
        kind = g.players[0].kind if g.players else "?"
        out.setdefault(kind, []).append(g)
    return out


def target_rows(facts: Sequence[GameFacts]) -> dict[str, list[T.Row]]:
    return {kind: T.evaluate(games) for kind, games in _groups(facts).items()}


def build(facts: Sequence[GameFacts], seconds: float, command: str, out: Path, charts: ModuleType | None = None,
          charts_note: str = "", log: str = "", read: int = 0) -> str:
    """The report's Markdown; with `charts` (the drawing module), also its PNG charts in `out`. `read`: how many of
    `facts` came from facts files rather than games played now."""
    groups = _groups(facts)
    rows = {kind: T.evaluate(games) for kind, games in groups.items()}
    lines = ["# Age of Galaxy: balance report", "",
             f"{len(facts):,} games ({len(facts) - read:,} played now in {seconds:,.0f} s, {read:,} read from facts "
             "files), made by:", "", f"    {command}", ""]
    for kind, games in groups.items():
        ok = T.by_count(games)
        errors = sum(1 for g in games if g.error)
        lines.append(f"- `{kind}` seats at every seat: " + ", ".join(
            f"{len(v):,} games at {n} player{'s' * (n > 1)}{_cost(v)}" for n, v in ok.items()) + f"; {errors} errors")
    lines += ["", "Every figure below names the seats that produced it. RULINGS.md asks for the reference AI "
              "(greedy on G85 with 1-ply lookahead: `normal`); `easy` is G85-greedy without the lookahead. Rates "
              "carry a 95% Wilson interval and their counts, means a 95% normal interval, medians an "
              "order-statistics interval.",
              ""]
    lines += ["## Summary", ""]
    lines += _table(["seats", "targets met", "not met", "not measured / no target here"],
                    [(k, sum(r.met is True for r in v), sum(r.met is False for r in v),
                      sum(r.met is None for r in v)) for k, v in rows.items()])
    for kind, rs in rows.items():
        lines += ["", f"## Targets: `{kind}` seats", ""]
        lines += _table(["section", "target", "players", "figure", "target", "", "behind it"],
                        [(r.section, r.target, r.players, r.figure, r.wanted, MARK[r.met], r.detail) for r in rs])
    main = next(iter(groups.values()), [])
    lines += _details(groups)
    if charts is not None and main:
        lines += ["", "## Charts", "", f"Drawn from the `{main[0].players[0].kind}` games.", ""]
        try:
            lines += [f"![{alt}]({name})\n" for name, alt in draw(charts, out, main)]
        except OSError as exc:
            lines.append(f"Charts not drawn: cannot write {exc.filename or out}: {exc.strerror or exc}")
    elif charts_note:
        lines += ["", "## Charts", "", f"Charts not drawn: {charts_note}"]
    if log.strip():
        lines += ["", log.strip()]
    return "\n".join(lines) + "\n"


def _cost(games: list[GameFacts]) -> str:
    """The mean processor time per game, where the games measured it."""
    xs = [g.cpu_seconds for g in games if g.cpu_seconds > 0]
    return f" ({statistics.fmean(xs):.2f} s of processor time per game)" if xs else ""


def _rate(w: float, k: int) -> str:
    if not k:
        return "-"
    lo, hi = wilson(w, k)
    return f"{100 * w / k:.1f}% ({100 * lo:.0f}-{100 * hi:.0f}; n={k})"


def _details(groups: dict[str, list[GameFacts]]) -> list[str]:
    lines: list[str] = []
    cards = C.content().factions
    for kind, games in groups.items():
        by = T.by_count(games)
        multi = [n for n in by if n >= 2]
        lines += ["", f"## Faction cards in an Alliance: win rate (`{kind}` seats)", "",
                  "Fair share x 0.75-1.3: 2 players 37.5-65%, 3 players 25-43.3%, 4 players 18.8-32.5%. Debut: times "
                  "chosen as Debut (all player counts).", ""]
        rates = {n: T.alliance_rates(by[n]) for n in multi}
        debut = T.debut_counts([g for n in by for g in by[n]])
        body: list[Any] = []
        for c in cards:
            prim = c.ability.primitive if c.ability is not None else "technologies"
            body.append([f"{c.id} {c.name}", c.ideology, prim, *(_rate(*rates[n][c.id]) for n in multi), debut[c.id]])
        lines += _table(["card", "Ideology", "ability", *(f"{n} players" for n in multi), "Debut"], body)
        lines += ["", f"## Ideologies (`{kind}` seats)", ""]
        body = []
        for n in multi:
            m = T.majors(by[n])
            total = sum(len(v) for v in m.values())
            cells = [f"{100 * len(m.get(i, [])) / total:.1f}% / {statistics.fmean(m[i]) if m.get(i) else 0:.1f}"
                     for i in T.IDEOLOGIES]
            body.append([n, *cells, f"{100 * len(m.get(None, [])) / total:.1f}%"])
        lines += ["Each cell: share of player-games ending with that Major / its mean Ideology VP.", ""]
        lines += _table(["players", *T.IDEOLOGIES, "no Major"], body)
        lines += ["", f"## Where the VP come from (`{kind}` seats)", "",
                  "Mean VP per player by source, and each source's mean share of the winner's VP.", ""]
        body = []
        for n, gs in by.items():
            ps = [p for g in gs for p in g.players]
            share = T.source_shares(gs)
            body.append([n] + [f"{statistics.fmean(p.score[i] for p in ps):.1f} / {100 * share[k]:.0f}%"
                               for i, k in enumerate(T.SOURCES)]
                        + [f"{statistics.fmean(p.score[-1] for p in ps):.1f}",
                           f"{statistics.fmean(T.winner_of(g).score[-1] for g in gs):.1f}"])
        lines += _table(["players", *T.SOURCES, "mean total", "mean winner"], body)
        lines += ["", f"## Technologies researched (`{kind}` seats)", "",
                  "Share of player-games; a faction technology's share is of the players holding its card.", ""]
        trates = {n: T.tech_rates(gs) for n, gs in by.items()}
        board = set(T.board_techs())
        lines += _table(["technology", "kind", *(f"{n} player{'s' * (n > 1)}" for n in by)],
                        [[t.name, "board" if t.id in board else "faction"] + [_rate(*trates[n][t.id]) for n in by]
                         for t in C.content().technologies])
        lines += _g97a(kind, by)
    return lines


def _expected(design: Any, key: str, players: int) -> Any:
    node: Any = design["expected"]
    for part in key.split("."):
        node = node.get(part) if isinstance(node, dict) else None
        if node is None:
            return None
    return node.get(players) if isinstance(node, dict) else node


def measured_design(design: Design, measured: dict[int, dict[str, float]]) -> Design:
    """design.yaml's data with G97a's placeholders replaced by the measured means (2 and 4 players)."""
    expected = {k: (dict(v) if isinstance(v, dict) else v) for k, v in design["expected"].items()}
    new = {**design.data, "expected": expected}
    exp = new["expected"]
    exp["triggers"] = {a: {n: round(measured[n].get(f"triggers.{a}", 0.0), 2) for n in PLAYER_COUNTS}
                       for a in design["expected"]["triggers"]}
    four = measured[max(PLAYER_COUNTS)]
    exp["relics_retrieved"] = round(four.get("relics_retrieved", 0.0), 2)
    exp["cruisers_manufactured"] = round(four.get("cruisers_manufactured", 0.0), 2)
    for part in ("per_round", "end_of_game"):
        exp[part] = {k: round(four.get(f"{part}.{k}", float(v)), 2) for k, v in design["expected"][part].items()}
    return Design(new)


def _g97a(kind: str, by: dict[int, list[GameFacts]]) -> list[str]:
    design = C.content().design
    measured = {n: T.g97a(gs) for n, gs in by.items() if n >= 2}
    lines = ["", f"## G97a's expected counts, measured (`{kind}` seats)", "",
             "Means per player (RULINGS G97a asks for players holding such a card; these are over all players). "
             "Per-round counts are read at the start of each Action phase (after Production), averaged over "
             "rounds 1-5.", ""]
    keys = sorted({k for m in measured.values() for k in m})
    body = []
    for k in keys:
        exp2, exp4 = _expected(design, k, 2), _expected(design, k, 4)
        placeholder = f"{exp2}" if exp2 == exp4 else f"{exp2} / {exp4}"
        cells = [f"{measured[n].get(k, 0.0):.2f}" for n in measured]
        body.append([k, placeholder if exp2 is not None else "-", *cells])
    lines += _table(["count", "placeholder (2 / 4 players)", *(f"{n} players" for n in measured)], body)
    if all(n in measured for n in PLAYER_COUNTS):
        content = C.content()
        now = {c.id: card_budget(content, c) for c in content.factions}
        alt = attrs.evolve(content, design=measured_design(design, measured))
        then = {c.id: card_budget(alt, c) for c in content.factions}
        band = design["budgets"]["card_value"]
        out_now = [c for c, b in now.items() if b.total and not all(band["min"] <= x <= band["max"] for x in b.total)]
        out_then = [c for c, b in then.items()
                    if b.total and not all(band["min"] <= x <= band["max"] for x in b.total)]
        lines += ["", f"G97's card value (ability + end scoring, band {band['min']}-{band['max']}) with the "
                  "placeholders and with these measured counts (2 / 4 players; the 4-player per-round and end counts "
                  "for both):", ""]
        lines += _table(["card", "ability", "value now", "value measured"],
                        [[c.id, c.ability.primitive if c.ability else "technologies",
                          " / ".join(f"{x:.1f}" for x in now[c.id].total),
                          " / ".join(f"{x:.1f}" for x in then[c.id].total)]
                         for c in content.factions if now[c.id].total])
        lines += ["", f"Outside the band now: {', '.join(out_now) or 'none'}; with the measured counts: "
                  f"{', '.join(out_then) or 'none'}. The cost_mod cards (F03, F12, F19, F32, F34) cannot reach 7 units "
                  "while G92 fixes their amount at 1 and G95 gives them no end scoring (a known conflict of G97)."]
    return lines


# ---- charts ---------------------------------------------------------------------------------------------------------
def draw(ch: ModuleType, out: Path, games: list[GameFacts]) -> list[tuple[str, str]]:
    """The charts of one seat level's games into `out`: (file name, alt text) in report order."""
    by = T.by_count(games)
    counts = list(by)
    labels = [f"{n} player{'s' * (n > 1)}" for n in counts]
    multi = [n for n in counts if n >= 2]
    drawn = []

    def add(name: str, alt: str) -> None:
        drawn.append((name, alt))

    ch.bar_chart(out / "turns_per_player.png", "Turns per player", labels,
                 [statistics.fmean(p.turns for g in by[n] for p in g.players) for n in counts],
                 ylabel="turns per player (mean)", band=T.TURNS)
    add("turns_per_player.png", "Turns per player by player count")
    ch.bar_chart(out / "winning_score.png", "Median winning score (solo: the player's score)", labels,
                 [statistics.median(T.winner_of(g).score[-1] for g in by[n]) for n in counts], ylabel="VP",
                 band=T.WINNING, value_format="{:.0f}")
    add("winning_score.png", "Median winning score by player count")
    ch.stacked_bars(out / "vp_sources.png", "Where the winner's VP come from (mean share)",
                    [labels[counts.index(n)] for n in counts],
                    list(T.SOURCES), [[100 * T.source_shares(by[n])[k] for k in T.SOURCES] for n in counts],
                    ylabel="% of the winner's VP")
    add("vp_sources.png", "Where the winner's VP come from")
    if multi:
        firsts = [(sum(g.first in g.winners for g in by[n]), len(by[n])) for n in multi]
        ch.grouped_bars(out / "first_seat.png", "First seat's win rate (95% CI; dashed: fair share)",
                        [f"{n} players" for n in multi], [[100 * w / k] for w, k in firsts], ylabel="win rate (%)",
                        series="first seat", errors=[[_interval(w, k)] for w, k in firsts], names=["first seat"],
                        references=[100 / n for n in multi], reference_label="fair share")
        add("first_seat.png", "First seat's win rate")
    for n in multi:
        rates = T.alliance_rates(by[n])
        ids = sorted((c for c in rates if rates[c][1]), key=lambda c: rates[c][0] / rates[c][1])
        ch.bar_chart(out / f"alliance_win_rate_{n}p.png", f"Win rate with the card in the Alliance, {n} players",
                     ids, [100 * rates[c][0] / rates[c][1] for c in ids], ylabel="win rate (%)",
                     errors=[_interval(*rates[c]) for c in ids],
                     band=(100 * T.ALLIANCE_BAND[0] / n, 100 * T.ALLIANCE_BAND[1] / n), value_format="{:.0f}",
                     reference=100 / n, reference_label=f"fair share {100 / n:.1f}%", size=(1200, 500))
        add(f"alliance_win_rate_{n}p.png", f"Win rate per faction card in an Alliance, {n} players")
    if multi:
        shares = []
        for n in multi:
            m = T.majors(by[n])
            total = sum(len(v) for v in m.values())
            shares.append([100 * len(m.get(i, [])) / total for i in T.IDEOLOGIES])
        ch.grouped_bars(out / "major_ideology.png", "Major Ideology at the end (share of player-games; target 12-28%)",
                        [f"{n} players" for n in multi], shares, ylabel="% of player-games", series="Ideology",
                        names=T.IDEOLOGIES)
        add("major_ideology.png", "Major Ideology shares")
    ch.bar_chart(out / "golden_age.png", "Games with at least one Golden Age (95% CI)", labels,
                 [100 * sum(bool(g.golden) for g in by[n]) / len(by[n]) for n in counts], ylabel="% of games",
                 errors=[_interval(sum(bool(g.golden) for g in by[n]), len(by[n])) for n in counts],
                 band=(100 * T.GOLDEN_ANY[0], 100 * T.GOLDEN_ANY[1]))
    add("golden_age.png", "Games with at least one Golden Age")
    techs = [t.id for t in C.content().technologies if t.board is not None]
    ps = [p for n in counts for g in by[n] for p in g.players]
    ch.bar_chart(out / "board_technologies.png", "Board technologies researched (all player counts)", techs,
                 [100 * sum(t in p.techs for p in ps) / len(ps) for t in techs], ylabel="% of player-games",
                 band=(100 * T.TECH_SHARE, 100.0), band_label="target at least", value_format="{:.0f}",
                 size=(1100, 500))
    add("board_technologies.png", "Board technologies researched")
    return drawn


def _interval(w: float, k: int) -> tuple[float, float]:
    """The Wilson interval in percent, never short of the rate itself (wilson(6, 6) ends at 0.9999...)."""
    lo, hi = wilson(w, k)
    p = w / k if k else 0.0
    return 100 * min(lo, p), 100 * max(hi, p)
