"""Limited supplies: a pool holds a count of interchangeable pieces up to a limit. Taking takes what is there and
says what was short; returning never makes more than the limit (pieces are conserved, not invented).

    pool = Pool("workers", 16)               # full: 16 of 16
    pool, got = pool.taken(3)                # Taken(asked=3, got=3, short=0)
    pool = pool.returned(2)                  # SupplyError if that would pass the limit
"""

from __future__ import annotations

import attrs


class SupplyError(ValueError):
    """More pieces returned than ever left the pool (a broken conservation), or a negative count."""


@attrs.frozen
class Taken:
    asked: int
    got: int
    short: int  # asked but not there: lost


@attrs.frozen
class Pool:
    name: str
    limit: int
    count: int = -1  # -1: full (the limit)

    def __attrs_post_init__(self) -> None:
        if type(self.limit) is not int or self.limit < 0:
            raise SupplyError(f"{self.name}: the limit must be an int >= 0, not {self.limit!r}")
        if self.count == -1:
            object.__setattr__(self, "count", self.limit)
        if type(self.count) is not int or not 0 <= self.count <= self.limit:
            raise SupplyError(f"{self.name}: {self.count!r} is not a count within 0..{self.limit}")

    @property
    def out(self) -> int:
        """Pieces that have left the pool (and may come back)."""
        return self.limit - self.count

    def taken(self, n: int) -> tuple[Pool, Taken]:
        """Take up to `n`: what is there is taken, the rest is short (lost)."""
        if type(n) is not int or n < 0:
            raise SupplyError(f"{self.name}: cannot take {n!r}")
        got = min(n, self.count)
        return attrs.evolve(self, count=self.count - got), Taken(n, got, n - got)

    def returned(self, n: int) -> Pool:
        if type(n) is not int or n < 0 or n > self.out:
            raise SupplyError(f"{self.name}: {n!r} returned but {self.out} are out")
        return attrs.evolve(self, count=self.count + n)
