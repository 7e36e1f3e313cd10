"""Tracks: a capped counter (a gain beyond the cap is lost, nothing goes below the floor) and a wrapping score track
(the total is stored; it shows as a space plus a lap token, like 20+ and 40+) whose markers stack on a space in the
order they arrived (each move raises a stamp: among markers on one space, the higher stamp is on top).

    CAP = Capped(0, 12)
    change = CAP.add(11, 3)          # Change(value=12, applied=1, lost=2)
    LAP = Wrapping(20)
    LAP.shown(25)                    # Shown(space=5, lap=20): "5 with 20+"; 20 shows Shown(20, 0), 41 (1, 40)
    track = Stacked.start((2, 0, 1))      # first in the tuple on top at 0, the rest beneath in that order
    track = track.moved(0, 3)             # seat 0's total +3, on top of whatever is on its new space
    track.ranking()                       # highest total first; equal totals: the one on top first
"""

from __future__ import annotations

import attrs


@attrs.frozen
class Change:
    value: int  # the new value
    applied: int  # the change that happened
    lost: int  # the part of the asked change that did not (beyond the cap or below the floor), as a count >= 0


@attrs.frozen
class Capped:
    low: int = 0
    high: int | None = None  # None: no cap

    def add(self, value: int, delta: int) -> Change:
        """`value` changed by `delta`, held within low..high."""
        want = value + delta
        got = max(self.low, want if self.high is None else min(self.high, want))
        return Change(got, got - value, abs(want - got))

    def room(self, value: int) -> int | None:
        """How much more `value` can gain (None: any amount)."""
        return None if self.high is None else max(0, self.high - value)


@attrs.frozen
class Shown:
    space: int
    lap: int  # 0, or the token beside the marker (20 for "20+", 40 for "40+")


@attrs.frozen
class Wrapping:
    """A track of spaces 0..length whose markers carry on from space 1 with a lap token. `tokens`: how many lap
    tokens exist (None: as many as needed); past the last, the space number keeps rising."""

    length: int
    tokens: int | None = None

    def shown(self, total: int) -> Shown:
        if total < 0:
            raise ValueError(f"a total on a wrapping track is never below 0, not {total}")
        laps = (total - 1) // self.length if total > 0 else 0
        if self.tokens is not None:
            laps = min(laps, self.tokens)
        return Shown(total - laps * self.length, laps * self.length)


@attrs.frozen
class Marker:
    owner: int
    total: int
    stamp: int  # raised at every move: on a shared space the higher stamp is on top


@attrs.frozen
class Stacked:
    """The markers of a wrapping track: each owner's total and arrival stamp."""

    markers: tuple[Marker, ...]
    track: Wrapping = Wrapping(20)
    clock: int = 0  # the last stamp given

    @classmethod
    def start(cls, top_first: tuple[int, ...], total: int = 0, track: Wrapping = Wrapping(20)) -> Stacked:
        """Every owner at `total`, the first of `top_first` on top and the rest beneath in that order."""
        n = len(top_first)
        return cls(tuple(Marker(o, total, n - i) for i, o in enumerate(top_first)), track, n)

    def of(self, owner: int) -> Marker:
        for m in self.markers:
            if m.owner == owner:
                return m
        raise KeyError(f"no marker of {owner} on this track")

    def total(self, owner: int) -> int:
        return self.of(owner).total

    def moved(self, owner: int, delta: int) -> Stacked:
        """`owner`'s total changed by `delta` (never below 0); it goes on top of its new space. A move of 0 moves
        nothing (and keeps its place in the stack)."""
        m = self.of(owner)
        new = max(0, m.total + delta)
        if new == m.total:
            return self
        stamp = self.clock + 1
        return Stacked(tuple(Marker(owner, new, stamp) if x.owner == owner else x for x in self.markers), self.track,
                       stamp)

    def shown(self, owner: int) -> Shown:
        return self.track.shown(self.total(owner))

    def stack_on(self, space: int) -> tuple[int, ...]:
        """The owners whose markers stand on `space` (whatever their lap), bottom first."""
        here = [m for m in self.markers if self.track.shown(m.total).space == space]
        return tuple(m.owner for m in sorted(here, key=lambda m: m.stamp))

    def ranking(self) -> tuple[int, ...]:
        """Owners by total, highest first; equal totals (one space, one stack) by the stack, top first."""
        return tuple(m.owner for m in sorted(self.markers, key=lambda m: (-m.total, -m.stamp)))
