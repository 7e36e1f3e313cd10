"""Every target of RULINGS.md "Open for the developers' design" as a figure from many games' facts.

`evaluate(facts)` gives one Row per target and player count: the figure, the target, met or not (None: no target
at that count, or not measurable), with counts and a 95% interval (Wilson for rates, normal for means). The detail
tables behind the rows (per card, per Ideology, per technology, G97a's counts) are built here too, as data; the
report writes them out.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence

import attrs

from age_of_galaxy.balance.readers import GameFacts, SeatFacts
from age_of_galaxy.engine import content as C
from tabletop.arena import percentile, wilson

SOURCES = ("prestige", "ideology", "galaxy", "relics", "faction")  # the score's parts, in Scored's order (G63-G66)
IDEOLOGIES = ("cultural", "diplomatic", "industrial", "militaristic", "scientific")
MULTI = (2, 3, 4)  # the player counts of the multi-player targets
TURNS = (16.0, 18.0)
WINNING = (38.0, 52.0)
GAP = {2: 12.0, 4: 15.0}
SOURCE_MAX = 0.45
SEAT_BAND = 0.05
ALLIANCE_BAND = (0.75, 1.3)
DEBUT_RATIO = 2.0
MAJOR_BAND = (0.12, 0.28)
IDEOLOGY_VP_SPREAD = 2.0
F16 = "F16"
CAP_SHARE = 0.15
PRODUCTIVITY_R3 = (3.0, 6.0)
GOLDEN_ANY = (0.70, 0.95)
GOLDEN_MEAN = (1.0, 2.5)
SOLE = 0.60
ACQUIRED = (0.25, 0.60)
NOMINATE_ALL = 0.50
EXPLORED = 0.75
EMPTY = {2: (2.0, 6.0), 4: (0.0, 3.0)}
TECH_SHARE = 0.10
SOLO_SCORE = (38.0, 48.0)
VO_TAKES = (0.5, 2.5)


@attrs.frozen
class Row:
    section: str
    target: str  # what is measured
    players: str  # "2", "1-4", ...
    figure: str
    wanted: str
    met: bool | None  # None: no target at this count, or not measured
    detail: str = ""  # counts behind the figure


def pct(k: float, n: int) -> str:
    """A rate with its 95% Wilson interval and its counts."""
    if not n:
        return "- (0 cases)"
    lo, hi = wilson(k, n)
    return f"{100 * k / n:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}; {k:,.0f} of {n:,})"


def mean_ci(xs: Sequence[float]) -> str:
    """A mean with its 95% normal interval and the sample size."""
    if not xs:
        return "- (0 cases)"
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
    return f"{m:.2f} (95% CI {m - half:.2f}-{m + half:.2f}; n={len(xs):,})"


def median_of(xs: Sequence[float]) -> str:
    """A median with its distribution-free 95% interval (order statistics) and the sample size."""
    if not xs:
        return "- (0 cases)"
    ys = sorted(xs)
    n = len(ys)
    half = 1.96 * math.sqrt(n) / 2
    lo, hi = ys[max(0, math.floor(n / 2 - half))], ys[min(n - 1, math.ceil(n / 2 + half) - 1)]
    return f"{statistics.median(ys):g} (95% CI {lo:g}-{hi:g}; n={n:,})"


def within(x: float, band: tuple[float, float]) -> bool:
    return band[0] <= x <= band[1]


def by_count(facts: Iterable[GameFacts]) -> dict[int, list[GameFacts]]:
    out: dict[int, list[GameFacts]] = defaultdict(list)
    for g in facts:
        if not g.error and g.winners and g.players:
            out[g.seats].append(g)
    return dict(sorted(out.items()))


def winner_of(g: GameFacts) -> SeatFacts:
    return g.players[g.winners[0]]


# ---- the detail tables (data) -------------------------------------------------------------------------------------
def alliance_rates(games: list[GameFacts]) -> dict[str, tuple[float, int]]:
    """Card -> (wins, player-games with the card in the Alliance at the end)."""
    won: Counter[str] = Counter()
    held: Counter[str] = Counter()
    for g in games:
        for w, p in enumerate(g.players):
            for c in set(p.alliance):
                held[c] += 1
                won[c] += w in g.winners
    return {c.id: (won[c.id], held[c.id]) for c in C.content().factions}


def debut_counts(games: list[GameFacts]) -> Counter[str]:
    out: Counter[str] = Counter({c.id: 0 for c in C.content().factions})
    out.update(p.debut for g in games for p in g.players if p.debut)
    return out


def majors(games: list[GameFacts]) -> dict[str | None, list[int]]:
    """Major Ideology at the end (None: no Major) -> the Ideology VP of each such player-game."""
    out: dict[str | None, list[int]] = defaultdict(list)
    for g in games:
        for p in g.players:
            out[p.major].append(p.score[1])
    return out


def source_shares(games: list[GameFacts]) -> dict[str, float]:
    """Each VP source's share of the winner's VP, averaged over games (winners with 0 VP left out)."""
    rows = [winner_of(g).score for g in games if winner_of(g).score[-1] > 0]
    return {k: statistics.fmean(r[i] / r[-1] for r in rows) if rows else 0.0 for i, k in enumerate(SOURCES)}


def tech_rates(games: list[GameFacts]) -> dict[str, tuple[int, int]]:
    """Technology -> (player-games researching it, player-games that could): all for a board technology, those
    with the carrying card in the Alliance for a faction technology (G94)."""
    carrier = {t: c.id for c in C.content().factions for t in c.technologies}
    out = {}
    for t in C.content().technologies:
        got = n = 0
        for g in games:
            for p in g.players:
                if t.id in carrier and carrier[t.id] not in p.alliance:
                    continue
                n += 1
                got += t.id in p.techs
        out[t.id] = (got, n)
    return out


def board_techs() -> list[str]:
    return [t.id for t in C.content().technologies if t.board is not None]


def g97a(games: list[GameFacts]) -> dict[str, float]:
    """G97a's counts measured: actions per game, Relics retrieved, Cruisers manufactured (means per player), the
    per-round counts (mean over rounds 1-5 at the start of the Action phase) and the end-of-game counts."""
    ps = [p for g in games for p in g.players]
    if not ps:
        return {}
    out = {f"triggers.{a}": statistics.fmean(p.actions.get(a, 0) for p in ps)
           for a in ("colonize", "research", "manufacture", "explore", "trade", "retrieve", "develop", "nominate")}
    out["relics_retrieved"] = statistics.fmean(p.relics_retrieved for p in ps)
    out["cruisers_manufactured"] = statistics.fmean(p.cruisers_manufactured for p in ps)
    for part, read in (("per_round", lambda p: p.round_counts), ("end_of_game", lambda p: p.end_counts)):
        keys = sorted({k for p in ps for k in read(p)})
        for k in keys:
            xs = [read(p)[k] for p in ps if k in read(p)]
            out[f"{part}.{k}"] = statistics.fmean(xs)
    return out


# ---- the targets --------------------------------------------------------------------------------------------------
def _length(groups: dict[int, list[GameFacts]]) -> list[Row]:
    rows = []
    for n, games in groups.items():
        five = sum(g.rounds == 5 for g in games)
        rows.append(Row("Length", "always 5 rounds (G18)", str(n), pct(five, len(games)), "100%",
                        five == len(games)))
    for n, games in groups.items():
        xs = [p.turns for g in games for p in g.players]
        per_game = statistics.fmean(sum(p.turns for p in g.players) for g in games)
        rows.append(Row("Length", "mean turns per player", str(n), mean_ci(xs), "16-18", within(statistics.fmean(xs),
                        TURNS), f"{per_game:.1f} turns per game (target {16 * n}-{18 * n})"))
    return rows


def _scores(groups: dict[int, list[GameFacts]]) -> list[Row]:
    rows = []
    for n, games in groups.items():
        if n < 2:
            continue
        wins = [winner_of(g).score[-1] for g in games]
        rows.append(Row("Scores", "median winning score", str(n), median_of(wins), "38-52 VP",
                        within(statistics.median(wins), WINNING)))
    for n, games in groups.items():
        if n < 2:
            continue
        gaps = [winner_of(g).score[-1] - min(p.score[-1] for p in g.players) for g in games]
        limit = GAP.get(n)
        rows.append(Row("Scores", "median gap, winner to last", str(n), median_of(gaps),
                        f"at most {limit:g} VP" if limit else "no target at 3 players (12 at 2, 15 at 4)",
                        statistics.median(gaps) <= limit if limit else None))
    for n, games in groups.items():
        if n < 2:
            continue
        share = source_shares(games)
        top = max(share, key=lambda k: share[k])
        rows.append(Row("Scores", "largest VP source, share of the winner's VP", str(n),
                        f"{top} {100 * share[top]:.1f}%", "at most 45% each", share[top] <= SOURCE_MAX,
                        ", ".join(f"{k} {100 * v:.1f}%" for k, v in share.items())))
    return rows


def _seats(groups: dict[int, list[GameFacts]]) -> list[Row]:
    rows = []
    for n, games in groups.items():
        if n < 2:
            continue
        k = sum(g.first in g.winners for g in games)
        fair = 1 / n
        rows.append(Row("Seats", "first seat's win rate", str(n), pct(k, len(games)),
                        f"{100 * (fair - SEAT_BAND):.1f}-{100 * (fair + SEAT_BAND):.1f}%",
                        within(k / len(games), (fair - SEAT_BAND, fair + SEAT_BAND))))
    return rows


def _factions(groups: dict[int, list[GameFacts]]) -> list[Row]:
    rows = []
    for n, games in groups.items():
        if n < 2:
            continue
        fair = 1 / n
        band = (ALLIANCE_BAND[0] * fair, ALLIANCE_BAND[1] * fair)
        rates = {c: (w, k) for c, (w, k) in alliance_rates(games).items() if k}
        outside = sorted(c for c, (w, k) in rates.items() if not within(w / k, band))
        sure = sorted(c for c, (w, k) in rates.items()
                      if not (wilson(w, k)[0] <= band[1] and wilson(w, k)[1] >= band[0]))
        if not rates:
            rows.append(Row("Factions", "each card's win rate in an Alliance", str(n), "- (no Alliance cards)",
                            f"{100 * band[0]:.1f}-{100 * band[1]:.1f}%", None))
            continue
        lo = min(rates, key=lambda c: rates[c][0] / rates[c][1])
        hi = max(rates, key=lambda c: rates[c][0] / rates[c][1])
        rows.append(Row("Factions", "each card's win rate in an Alliance", str(n),
                        f"{len(outside)} of {len(rates)} cards outside; lowest {lo} {pct(*rates[lo])}, highest {hi} "
                        f"{pct(*rates[hi])}", f"{100 * band[0]:.1f}-{100 * band[1]:.1f}%", not outside,
                        f"outside: {', '.join(outside) or 'none'}; outside even at the 95% interval's edge: "
                        f"{', '.join(sure) or 'none'}"))
    for n, games in groups.items():
        if n < 2:
            continue
        w, k = alliance_rates(games).get(F16, (0, 0))
        limit = ALLIANCE_BAND[1] / n
        rows.append(Row("Factions", "F16 (Galactic Network) checked first: Alliance win rate", str(n), pct(w, k),
                        f"at most {100 * limit:.1f}% (else Galactic Network pays at most 6 VP)",
                        (w / k <= limit) if k else None))
    for n, games in groups.items():
        if n < 2:
            continue
        debuts = debut_counts(games)
        med = statistics.median(debuts.values())
        top, most = debuts.most_common(1)[0]
        ratio = most / med if med else math.inf
        rows.append(Row("Factions", "most chosen Debut card vs the median card", str(n),
                        f"{top} {most} times, median {med:g} ({ratio:.2f}x)", "at most 2x",
                        ratio <= DEBUT_RATIO if most else None, f"{sum(debuts.values()):,} Debuts"))
    for n, games in groups.items():
        if n < 2:
            continue
        m = majors(games)
        total = sum(len(v) for v in m.values())
        shares = {i: len(m.get(i, [])) / total for i in IDEOLOGIES}
        bad = [i for i in IDEOLOGIES if not within(shares[i], MAJOR_BAND)]
        rows.append(Row("Factions", "each Ideology as a player's Major", str(n),
                        ", ".join(f"{i[:4]} {100 * shares[i]:.1f}%" for i in IDEOLOGIES), "12-28% each", not bad,
                        f"{total:,} player-games; no Major {100 * len(m.get(None, [])) / total:.1f}%; "
                        f"outside: {', '.join(bad) or 'none'}"))
        vp = {i: statistics.fmean(m[i]) for i in IDEOLOGIES if m.get(i)}
        mid = statistics.fmean(vp.values()) if vp else 0.0
        far = [i for i in vp if abs(vp[i] - mid) > IDEOLOGY_VP_SPREAD]
        rows.append(Row("Factions", "average Ideology VP by Major, vs the five's mean", str(n),
                        ", ".join(f"{i[:4]} {v:.1f}" for i, v in vp.items()) + f" (mean {mid:.1f})",
                        "within 2 VP of the mean", bool(vp) and not far and len(vp) == len(IDEOLOGIES),
                        f"outside: {', '.join(far) or 'none'}"))
    return rows


def _economy(groups: dict[int, list[GameFacts]]) -> list[Row]:
    rows = []
    for n, games in groups.items():
        ps = [p for g in games for p in g.players]
        k, total = sum(p.production_capped for p in ps), sum(p.productions for p in ps)
        rows.append(Row("Economy", "Production reaching the 12-Credit cap", str(n), pct(k, total), "at most 15%",
                        (k / total <= CAP_SHARE) if total else None,
                        f"Credits lost to the cap in {pct(sum(p.production_lost for p in ps), total)}"))
    for n, games in groups.items():
        xs = [float(p.productivity_r3) for g in games for p in g.players if p.productivity_r3 is not None]
        rows.append(Row("Economy", "mean Productivity at the start of round 3", str(n), mean_ci(xs), "3-6",
                        within(statistics.fmean(xs), PRODUCTIVITY_R3) if xs else None))
    for n, games in groups.items():
        ps = [p for g in games for p in g.players]
        conv, left = sum(p.converted_r12 for p in ps), sum(p.left_r12 for p in ps)
        rows.append(Row("Economy", "round 1-2 leftover Credits converted to Productivity", str(n),
                        pct(conv, conv + left), "reported (no target)", None,
                        f"{conv:,} Credits converted, {left:,} left at the end of the Action phases"))
    return rows


def _golden(groups: dict[int, list[GameFacts]]) -> list[Row]:
    rows = []
    for n, games in groups.items():
        flips = [sum(c for _, c in g.golden) for g in games]
        k = sum(f > 0 for f in flips)
        rows.append(Row("Golden Age", "games with at least one Golden Age", str(n), pct(k, len(games)), "70-95%",
                        within(k / len(games), GOLDEN_ANY)))
        rows.append(Row("Golden Age", "Golden Ages per game (Trade cards flipped)", str(n), mean_ci(flips), "1-2.5",
                        within(statistics.fmean(flips), GOLDEN_MEAN),
                        f"Golden-Age steps per game {statistics.fmean(len(g.golden) for g in games):.2f}"))
    return rows


def _war(groups: dict[int, list[GameFacts]]) -> list[Row]:
    rows = []
    for n, games in groups.items():
        if n < 2:
            continue
        wars = [w for g in games for w in g.wars]
        sole = [w for w in wars if w.sole]
        rows.append(Row("War", "War phases with a sole Overlord", str(n), pct(len(sole), len(wars)), "at least 60%",
                        len(sole) / len(wars) >= SOLE if wars else None))
        opp = sum(w.acquired == "opponent" for w in sole)
        empty = sum(w.acquired == "empty" for w in sole)
        rows.append(Row("War", "... of them, an opponent's planet acquired", str(n), pct(opp, len(sole)), "25-60%",
                        within(opp / len(sole), ACQUIRED) if sole else None,
                        f"an empty planet acquired in {pct(empty, len(sole))}"))
    return rows


def _board(groups: dict[int, list[GameFacts]]) -> list[Row]:
    rows = []
    for n, games in groups.items():
        if n < 2:
            continue
        k = sum(g.nominate_filled == g.nominate_open for g in games)
        rows.append(Row("Board", "games with every open Nominate space filled", str(n), pct(k, len(games)),
                        "at least 50%", k / len(games) >= NOMINATE_ALL,
                        f"mean {statistics.fmean(g.nominate_filled for g in games):.2f} of "
                        f"{games[0].nominate_open} filled"))
    for n, games in groups.items():
        placed, explored = sum(g.explo_placed for g in games), sum(g.explo_explored for g in games)
        rows.append(Row("Board", "placed Exploration tokens explored", str(n), pct(explored, placed), "at least 75%",
                        explored / placed >= EXPLORED if placed else None))
    for n, games in groups.items():
        xs = [float(g.empty_planets) for g in games if g.empty_planets is not None]
        band = EMPTY.get(n)
        rows.append(Row("Board", "empty planets at the end", str(n), mean_ci(xs),
                        {2: "2-6", 4: "at most 3"}.get(n, f"no target at {n} player{'s' * (n > 1)}"),
                        within(statistics.fmean(xs), band) if band and xs else None))
    return rows


def _technologies(groups: dict[int, list[GameFacts]]) -> list[Row]:
    rows = []
    board = set(board_techs())
    for n, games in groups.items():
        rates = tech_rates(games)
        low = {t: v for t, v in rates.items() if t in board and v[1] and v[0] / v[1] < TECH_SHARE}
        least = min((t for t in board if rates[t][1]), key=lambda t: rates[t][0] / rates[t][1])
        rows.append(Row("Technologies", "each board technology researched", str(n),
                        f"least: {least} {pct(*rates[least])}", "at least 10% of player-games", not low,
                        f"below: {', '.join(sorted(low)) or 'none'}"))
        fac = {t: v for t, v in rates.items() if t not in board and v[1]}
        flow = sorted(t for t, (k, m) in fac.items() if k / m < TECH_SHARE)
        rows.append(Row("Technologies", "each faction technology researched, by those holding its card", str(n),
                        f"{len(fac) - len(flow)} of {len(fac)} at 10% or more", "at least 10% (of its holders)",
                        not flow if fac else None, f"below: {', '.join(flow) or 'none'}"))
    return rows


def _solo(groups: dict[int, list[GameFacts]]) -> list[Row]:
    games = groups.get(1, [])
    if not games:
        return [Row("Solo", "Standard Solo (no solo games in this run)", "1", "-", "-", None)]
    scores = [g.players[0].score[-1] for g in games]
    taken = [float(g.vo_taken) for g in games]
    return [Row("Solo", "median score in Standard Solo", "1", median_of(scores), "38-48 VP",
                within(statistics.median(scores), SOLO_SCORE)),
            Row("Solo", "your planets the Virtual Opponent takes per game", "1", mean_ci(taken), "0.5-2.5",
                within(statistics.fmean(taken), VO_TAKES)),
            Row("Solo", "G80's end-screen benchmarks: the 50th / 80th / 95th percentile score", "1",
                " / ".join(f"{percentile(scores, q):g}" for q in (0.5, 0.8, 0.95)), "reported (G80 shows 35 / 45 / 55)",
                None, f"n={len(scores):,}"),
            Row("Solo", "each Advanced scenario won (G81-G84)", "1", "not measured", "30-50%", None,
                "Advanced Solo is not in the engine yet (docs/age-of-galaxy/ENGINE.md)")]


SECTIONS: tuple[Callable[[dict[int, list[GameFacts]]], list[Row]], ...] = (
    _length, _scores, _seats, _factions, _economy, _golden, _war, _board, _technologies, _solo)


def evaluate(facts: Iterable[GameFacts]) -> list[Row]:
    """Every target's row for games of one seat level."""
    groups = by_count(facts)
    return [row for section in SECTIONS for row in section(groups)]

