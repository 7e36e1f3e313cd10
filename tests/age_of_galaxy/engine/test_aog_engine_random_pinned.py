"""Random Age of Galaxy games end exactly as they did: a few seeds' final state hashes at 1-4 players, recorded on
main's code (89a750c) before the engine was made faster (issue 32 item 7). A change that makes the rules cheaper
must not change any game; a change of a rule (a new ruling G..) changes these hashes and is re-pinned with it."""

from __future__ import annotations

import hashlib

import pytest

from age_of_galaxy.engine import bench
from age_of_galaxy.engine.ruleset import RULES, Settings

PINNED = [
    # (players, seed, decisions, sha256 of the final state's canonical JSON)
    (1, 1001, 58, "0678d272cbae6de71c6268019bb8eaccef69a7f06f7d989b0b70db0ba4e238d0"),
    (1, 1002, 53, "ef6273820e4956ef2f8d25528c68d496038938dbf303d1a41723067550b8dc1f"),
    (1, 1003, 71, "f3796ff67aba105ec648d14173d75463a6f37eb7a37b84b56d621818a4f062bd"),
    (1, 1007, 53, "ffd9292f49696e10e351b9441c1a2beb41beb1b360ef30fd7f903092546ecc34"),
    (1, 1011, 61, "f6f753ebd2e653d394f783ba905e840afc2a029b8f29bcd17f6e35e301b1f982"),
    (2, 2001, 135, "cb2a1b84776fa4c245b02f03240168eff72e16621e60fd7b09a834397287491d"),
    (2, 2002, 124, "c3dd92e22ff4745715ca748d3c546bb9b20fa1851e0ca5f9a3ac13e60e735e62"),
    (2, 2003, 132, "45933d94f5b78be718db62e63b704c2d2f911bd6343472191bc111e436673f0a"),
    (2, 2007, 129, "c633da63361706f43d58b1f94efd8fe5a7e2f35d42657822f53192c23984df13"),
    (2, 2011, 125, "d6e8986cb1d33953c23c320cda26f65b72259eb424a8d9236326f33509ca1bb6"),
    (3, 3001, 176, "19589bc514d57e7af82f2a62d3ae4a3f3ae7578e8d1332b5212969a94987ed5c"),
    (3, 3002, 198, "bf1499a3b76f45c7f7ec95d91d2d238252fa113c4c2fd26b382373e3d1510f23"),
    (3, 3003, 243, "ba75c47abb31888a95a51589d38c9b2dca07dc5f3effb7c0f9a8e61b552a25bf"),
    (3, 3007, 206, "58e5263baffee6c2deb820f0cc295bbdcfd22e746f7c2849fa72417eec1ee606"),
    (3, 3011, 204, "14d520d89a38460fb0d6782a176d273c46cfc7a367eebedc1d9f854e3f744220"),
    (4, 4001, 265, "a8984236f229caad28a267eda4d7426c9bb55d71da0f2addcf2ad69e3acde60f"),
    (4, 4002, 305, "973ce6ffec636201776baacdb2bd83098eaebab8c7342aa7cf8643521c9e3120"),
    (4, 4003, 271, "7f142bec03d3e3405803c0e7ce7f81e560f7d559f912183b12501874ed1448e0"),
    (4, 4007, 248, "5a50471cc8812964066a920c917820b4fff8cb8b8250a78dd94f62cbe06c3fdc"),
    (4, 4011, 297, "b924a5e28403e4b6060a5162f6704a2fbd071c6b546da8fa50d874ae6739ab9f"),
]


VARIANTS = [  # the same with Explored Galaxy (G73) and faction drafting (G72)
    (1, 1005, 71, "ef6742f77f7684a7012b0bee8fb247b9587de4b58a7fef548cc4e828964a99b9"),
    (1, 1006, 71, "6cfbdb3646c2301b34dec69fc6ce93e72b13fd90cb3e90e3ef61268d10f527db"),
    (2, 2005, 129, "f30ed8233eb786dfeb647e5a80a87aa1ba224a4ca27ac3943117f3f9964628d6"),
    (2, 2006, 145, "f302507b0edee6e6a63ff2565f34ee1a9e24d70772a7a29eae5d11633ea568aa"),
    (3, 3005, 211, "bfc589032be979825d7da65b730cc991e57fa8a78b4623f392ea18e7b981c433"),
    (3, 3006, 234, "e68bcf58f19fbb2fa131c79576cddaad49594d69878b987b711e10e40a701c9f"),
    (4, 4005, 262, "467c8c6f7e236f139c870c20122b850a5820a09a96d333012e9ab6c4f440e196"),
    (4, 4006, 293, "bf4d6b53a14082a8d868dca70108fbf547180431bbf4d2e54bd1e223cb65c32f"),
]


def random_game(players: int, seed: int, variants: bool = False) -> tuple[int, str]:
    """Every seat picks a uniformly random option (the bench's games, age_of_galaxy/engine/bench.py); `variants`:
    with Explored Galaxy (G73) and, from 2 players, faction drafting (G72)."""
    names = tuple(f"P{i}" for i in range(players))
    decisions, sim = bench.played_out(Settings(seed, names, None, variants, variants and players > 1))
    return decisions, hashlib.sha256(RULES.state_json(sim.state).encode()).hexdigest()


@pytest.mark.parametrize(("players", "seed", "decisions", "digest"), PINNED,
                         ids=[f"{p}p-{s}" for p, s, _, _ in PINNED])
def test_random_games_end_as_pinned(players: int, seed: int, decisions: int, digest: str) -> None:
    # G1-G97: every rule as it stood on 89a750c; the same seeds give the same games, option for option
    assert random_game(players, seed) == (decisions, digest)


@pytest.mark.parametrize(("players", "seed", "decisions", "digest"), VARIANTS,
                         ids=[f"{p}p-{s}" for p, s, _, _ in VARIANTS])
def test_random_games_with_the_variants_end_as_pinned(players: int, seed: int, decisions: int, digest: str) -> None:
    # G72 faction drafting, G73 Explored Galaxy (G74 Standard Solo at 1 player)
    assert random_game(players, seed, variants=True) == (decisions, digest)


@pytest.mark.parametrize("players", [1, 4])
def test_the_bench_s_replay_rebuilds_and_loads_the_played_game(players: int) -> None:
    # G70: a replay needs no randomness; replay_times asserts the rebuilt, the loaded and the saved hash are one
    play, refold, load = bench.replay_times(77 + players, players)
    assert play > 0 and refold > 0 and load > 0
