"""The score sheet of a game: where each seat's VP came from, the score after every turn, the tie-break.

Everything here is read from the event log, and only from its public facts (R33: VP, banks, the resolution stack,
the end of the game), so the sheet is the same for every seat and for a watcher. Every VP gain is a `VpChanged`
event with a reason; where the reason alone does not name the source (a Technology scored during the game: by
Gain Revenue, by selling it to the Corporation, or by a card's or the faction's ability) the step on top of the
public stack at that moment does, so saves from before this sheet are read exactly like new games. The final
scoring (R31, R36) and the tie-break (R32) are the rules' own facts from `GameEnded`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.rules import refs

# (key, words) of every source, in the order a score sheet lists them: during the game, then final scoring.
DURING: tuple[tuple[str, str], ...] = (
    ("attacks", "Attacks"),
    ("production", "Production"),
    ("revenue", "Gain Revenue"),
    ("sell", "Selling Technologies"),
    ("cards", "Card abilities"),
    ("artifacts", "Alien Artifacts"),
    ("faction_action", "Faction abilities"),
    ("start", "At the start"),
)
FINAL: tuple[tuple[str, str], ...] = (
    ("empire", "Empire cards"),
    ("technologies", "Technologies (end)"),
    ("faction", "Faction card"),
)
SOURCES: tuple[tuple[str, str], ...] = DURING + FINAL
SOURCE_WORDS: dict[str, str] = dict(SOURCES)

# VpChanged.why during the game -> source (refs.why and the rules' own reasons)
_DURING_WHY = {"attacks": "attacks", "production": "production", "artifacts": "artifacts", "cards": "cards",
               "faction": "faction_action", "revenue": "revenue", "sell": "sell"}
# VpChanged.why in final scoring -> source
_FINAL_WHY = {"empire cards": "empire", "technologies (end)": "technologies", "faction": "faction"}

TIEBREAK_WORDS = {"": "", "credits": "most credits left", "empire cards": "most Empire cards",
                  "shared": "a shared victory"}


@attrs.frozen
class ScorePoint:
    """Every seat's VP after one turn (`turn` counts the turns of all seats from 1; `round` the rounds), or at
    the end of the game (`final`: after final scoring)."""

    turn: int
    round: int
    seat: int  # whose turn it was (-1 for the start and the end)
    vp: tuple[int, ...]
    final: bool = False


@attrs.frozen
class ScoreSheet:
    names: tuple[str, ...]
    sources: tuple[dict[str, int], ...]  # per seat: source key -> VP (every key of SOURCES, 0 where none)
    totals: tuple[int, ...]  # the final totals (or the VP now, while the game goes on)
    credits: tuple[int, ...]  # credits left (after paying for blockaded Technologies, R36)
    paid: tuple[int, ...]  # credits paid for blockaded Technologies in final scoring
    empire_cards: tuple[int, ...]
    timeline: tuple[ScorePoint, ...]  # the start, after every turn, then the end
    over: bool
    winners: tuple[int, ...]
    tiebreak: str  # "" (VP decided), "credits", "empire cards", "shared" (R32)
    tied: tuple[int, ...]  # the seats level on VP when a tie-break decided (empty otherwise)

    @property
    def rounds(self) -> int:
        return max((p.round for p in self.timeline), default=0)

    def during(self, seat: int) -> int:
        return sum(self.sources[seat][k] for k, _w in DURING)

    def tiebreak_line(self) -> str:
        """What decided between seats level on VP, in words ("" when the VP alone decided), R32."""
        if not self.tiebreak or not self.tied:
            return ""
        level = f"{len(self.tied)} players" if len(self.tied) > 2 else "two players"
        if self.tiebreak == "shared":
            return (f"{level.capitalize()} tied on {self.totals[self.tied[0]]} VP, credits and Empire cards: "
                    "a shared victory")
        facts = (", ".join(f"{self.names[s]} {self.credits[s]}" for s in self.tied)
                 if self.tiebreak == "credits" else
                 ", ".join(f"{self.names[s]} {self.empire_cards[s]}" for s in self.tied))
        return (f"{level.capitalize()} tied on {self.totals[self.tied[0]]} VP: decided by "
                f"{TIEBREAK_WORDS.get(self.tiebreak, self.tiebreak)} ({facts})")


def score_sheet(events: Sequence[Any], state: Any) -> ScoreSheet:
    """The sheet of the game whose log is `events` and whose state (after them) is `state`."""
    players = state.players
    n = len(players)
    sources = [dict.fromkeys(SOURCE_WORDS, 0) for _ in range(n)]
    vp = [0] * n
    stack: list[Any] = []
    final = False
    turn = rnd = 0
    timeline = [ScorePoint(0, 0, -1, tuple(vp))]
    end: ev.GameEnded | None = None
    for e in events:
        if isinstance(e, ev.PositionArranged):
            vp = [int(v) for v in e.vp][:n] + [0] * (n - len(e.vp))
            for s in range(n):
                sources[s]["start"] += vp[s]
            timeline[0] = ScorePoint(0, 0, -1, tuple(vp))
        elif isinstance(e, ev.StepsPushed):
            stack.extend(e.steps)
            final = final or any(isinstance(x, st.FinalScoring) for x in e.steps)
        elif isinstance(e, ev.StepPopped):
            if stack:
                stack.pop()
        elif isinstance(e, ev.StepReplaced):
            if stack:
                stack[-1] = e.step
        elif isinstance(e, ev.VpChanged) and 0 <= e.seat < n:
            vp[e.seat] += e.delta
            key = _FINAL_WHY.get(e.why) if final else _source(e.why, stack[-1] if stack else None)
            sources[e.seat][key or "cards"] += e.delta
        elif isinstance(e, ev.TurnStarted):
            if turn % n == 0:
                rnd += 1
        elif isinstance(e, ev.TurnEnded):
            turn += 1
            timeline.append(ScorePoint(turn, rnd, e.seat, tuple(vp)))
        elif isinstance(e, ev.GameEnded):
            end = e
            stack.clear()
    totals = tuple(end.totals) if end is not None else tuple(p.vp for p in players)
    for s in range(n):  # VP no event explains (a position set up outside the log) count as the start
        gap = totals[s] - sum(sources[s].values())
        sources[s]["start"] += gap
    if end is not None:
        timeline.append(ScorePoint(turn, rnd, -1, totals, final=True))
    winners = tuple(end.winners) if end is not None else ()
    tiebreak = end.tiebreak if end is not None else ""
    best = max(totals, default=0)
    tied = tuple(s for s in range(n) if totals[s] == best) if tiebreak else ()
    paid = tuple(int(end.breakdown[s][4]) if end is not None and s < len(end.breakdown) else 0 for s in range(n))
    return ScoreSheet(tuple(p.name for p in players), tuple(sources), totals, tuple(p.credits for p in players),
                      paid, tuple(len(p.empire) for p in players), tuple(timeline), end is not None, winners,
                      tiebreak, tied)


def _source(why: str, top: Any) -> str:
    """The source of a VP change during the game: its reason, or for a Technology scored, the step that
    scored it (the Revenue step says Gain Revenue or selling; an effect list says whose ability)."""
    if why == "technologies":
        if isinstance(top, st.Revenue):
            return "sell" if top.why == "sell" else "revenue"
        if isinstance(top, st.Effects):
            return _DURING_WHY.get(refs.why(top.ref), "cards")
        return "cards"
    return _DURING_WHY.get(why, "cards")
