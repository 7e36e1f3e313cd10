"""Normal and Easy play exactly as they did: every decision of nine fixed games (real and synthetic cards, two to
four players, a random seat in three of them so that Normal and Easy must defend against player attacks) is
pinned by a hash recorded before the AI reached the game only through the simulation and facts interface
(game/match/sim.py, game/match/facts.py; issue 26 point 3, 2026-11-24). Between them the games ask Normal and
Easy 20 kinds of choice. A change to the policy, the look-ahead or the position value that changes any pick
changes a hash; if the change is meant, record the new hashes (`record_game(seed, kinds, "", cards)` of
research/hard_decisions.py) and say in docs/AI.md why the levels play differently. Hard is pinned in
test_ai_hard_pinned.py."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from game.content.model import CardSet
from research.hard_decisions import record_game

PINNED = [
    # (card set, seed, seats, sha256 of every decision's line (all seats), then the final totals)
    ("real", 0, ["easy", "normal"], "ffb709ce632da3b24678f96b747b1162850f649aad547042214550c955714352"),
    ("real", 2, ["easy", "normal", "easy", "normal"],
     "86601c8bdbb20cf9cffd05c338637dc5a59330f56e06ff8cdd59718855acc077"),
    ("real", 4, ["easy", "normal"], "7df2e8c6d7576c332e70f62b8f498bb546840de8624b08f734f652a688ff5c45"),
    ("real", 6, ["easy", "normal", "easy", "normal"],
     "603e2199a1282c45ea2acb5e5f1965024f53773b86fd575addc8e4c56c5ab112"),
    ("synthetic", 0, ["easy", "normal"], "732ec12ae54ca6591024fda30389d7256fd555df66a1b4d76e97d5df139e906b"),
    ("synthetic", 2, ["easy", "normal", "easy", "normal"],
     "6cc71749ea98590e9c719e69fc8975da62b3c671f34bcea36192907f35a20799"),
    ("real", 0, ["random", "normal", "easy"], "997dd0757c84ee199b3df1dda1d1daf2384788121fa5c386e2bbe69c81da5015"),
    ("real", 4, ["random", "normal", "easy"], "0d05725c292fa26a11228b1142a2243f274de1c8d7c6695d9830b0147a59758b"),
    ("synthetic", 4, ["random", "normal", "easy"],
     "27e8cb8340816e251742a1174e3bfbd6186ecd5b29153bd89b7cc9866860a804"),
]


@pytest.mark.parametrize(("which", "seed", "kinds", "digest"), PINNED,
                         ids=[f"{w}-{s}-{'-'.join(k)}" for w, s, k, _d in PINNED])
def test_normal_and_easy_make_the_same_decisions_as_before(which: str, seed: int, kinds: list[str], digest: str,
                                                           real_cards: CardSet, kit: Any) -> None:
    cards = real_cards if which == "real" else kit.synthetic(seed)
    lines = list(record_game(seed, kinds, "", cards))
    assert len(lines) > 100 and lines[-1].startswith(f"seed={seed} end totals=")
    assert hashlib.sha256("".join(line + "\n" for line in lines).encode()).hexdigest() == digest
