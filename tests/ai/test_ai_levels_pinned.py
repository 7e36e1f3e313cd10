"""Normal and Easy play exactly as they did: every decision of nine fixed games (real and synthetic cards, two to
four players, a random seat in three of them so that Normal and Easy must defend against player attacks) is
pinned by a hash recorded before the AI reached the game only through the simulation and facts interface
(alien_artifacts/match/sim.py, alien_artifacts/match/facts.py; issue 26 point 3, 2026-11-24). Between them the games ask
Normal and Easy 20 kinds of choice. A change to the policy, the look-ahead or the position value that changes any pick
changes a hash; if the change is meant, record the new hashes (`record_game(seed, kinds, "", cards)` of
research/hard_decisions.py) and say in docs/AI.md why the levels play differently. Hard is pinned in
test_ai_hard_pinned.py."""

from __future__ import annotations

import hashlib
from typing import Any

import pytest

from alien_artifacts.content.model import CardSet
from research.hard_decisions import record_game

PINNED = [
    # (card set, seed, seats, sha256 of every decision's line (all seats), then the final totals)
    # Five re-pinned for R35 (the Offensive's Ships are a choice, kind "fleet"): every seat's picks are the same
    # as before once the new fleet decisions (3, 5, 8, 14 and 11 of them, each "all") and the choice ids are
    # left out (compared line by line against main 70f628b); docs/AI.md "R35"
    ("real", 0, ["easy", "normal"], "ffb709ce632da3b24678f96b747b1162850f649aad547042214550c955714352"),
    ("real", 2, ["easy", "normal", "easy", "normal"],
     "c21e9750ca76b104fd3074444fea304c4fce0ef74b232bbf83655072c354ce9a"),
    ("real", 4, ["easy", "normal"], "7df2e8c6d7576c332e70f62b8f498bb546840de8624b08f734f652a688ff5c45"),
    ("real", 6, ["easy", "normal", "easy", "normal"],
     "52d928c5cbb2b4c5c3806ff02a6870b27fa371251eac3c703fce7edd037476bb"),
    ("synthetic", 0, ["easy", "normal"], "38c1da8f96fe639ab34a4a904a2d448fab2f0d6868c722ac61a916a259ff0279"),
    ("synthetic", 2, ["easy", "normal", "easy", "normal"],
     "51e158001dc2e268a43d8a301788f63532be5555fddbead88fe840eb601228b5"),
    ("real", 0, ["random", "normal", "easy"], "997dd0757c84ee199b3df1dda1d1daf2384788121fa5c386e2bbe69c81da5015"),
    ("real", 4, ["random", "normal", "easy"], "0d05725c292fa26a11228b1142a2243f274de1c8d7c6695d9830b0147a59758b"),
    ("synthetic", 4, ["random", "normal", "easy"],
     "0a26c6c91e128ad5c08d403ca625f27cdc8b7d421a4b359586d1683bcb1f8e88"),
]


@pytest.mark.parametrize(("which", "seed", "kinds", "digest"), PINNED,
                         ids=[f"{w}-{s}-{'-'.join(k)}" for w, s, k, _d in PINNED])
def test_normal_and_easy_make_the_same_decisions_as_before(which: str, seed: int, kinds: list[str], digest: str,
                                                           real_cards: CardSet, kit: Any) -> None:
    cards = real_cards if which == "real" else kit.synthetic(seed)
    lines = list(record_game(seed, kinds, "", cards))
    assert len(lines) > 100 and lines[-1].startswith(f"seed={seed} end totals=")
    assert hashlib.sha256("".join(line + "\n" for line in lines).encode()).hexdigest() == digest
