"""Random Age of Galaxy games end exactly as they did: a few seeds' final state hashes at 1-4 players, recorded on
main's code (89a750c) before the engine was made faster (issue 32 item 7). A change that makes the rules cheaper
must not change any game; a change of a rule (a new ruling G..) or of the designed content changes these hashes and
is re-pinned with it: re-pinned once for the balance report's tuning (the Golden Age fronts [2,2,3,4], Galactic
Network's 6 VP cap, three G47 gains; docs/age-of-galaxy/BALANCE.md), which changed 26 of the 28 games, and again
for the second pass (six G47 gains, the Debuts of F09 and F18, three Nominate spaces' Prestige), which changed 7."""

from __future__ import annotations

import hashlib

import pytest

from age_of_galaxy.engine import bench
from age_of_galaxy.engine.ruleset import RULES, Settings

PINNED = [
    # (players, seed, decisions, sha256 of the final state's canonical JSON)
    (1, 1001, 57, "be59bbdd701830623342fe70e6164587b8fa82058d34acc36c2fbfee8d77ee79"),
    (1, 1002, 55, "a81716533c0e285598d600cf681bfc960bb167e1eb0a5eca67f013c2c9d36607"),
    (1, 1003, 77, "9c7bc35cd45c4879114a05af0ed942beb661d60b5d90bb9e0d0ef11a84aa21e1"),
    (1, 1007, 57, "682d846416e11fbaccd933483d2a2edecec22edc6ab117d68338880f0648baf0"),
    (1, 1011, 69, "608ed53f9d525bdf3632581588b868b92132e9e677afba054baf9237e303a3e6"),
    (2, 2001, 124, "d842cebfb5bbd73db83455e1e6b8c69a2c751ad630ba40efa3172f0826667566"),
    (2, 2002, 128, "b17de0e309751e5411d93b3c3284b78af7d156066a481ea526b5e91d9343437e"),
    (2, 2003, 130, "b7b09ee4f626f9ff1f6d69aa3a05c03db41f456dab5e75e2f47bf4a1253ecef4"),
    (2, 2007, 131, "8ac085d7634d3238be3f2a4e0e89d7c08719ff455ab8d97a52e54647cbaabfae"),
    (2, 2011, 124, "0a9576dc800406ea99f83742d5f3c333a3e7315ee93f78aaabb68912f5a27bcb"),
    (3, 3001, 191, "c348dd0b3ef225c45d1b3e4eff83f12101bbc90d44a819c0768d670c38c6e52a"),
    (3, 3002, 178, "3f252d61fad4c6357466b2f9382971fcbc5d696016cde67be021fd40617e70f8"),
    (3, 3003, 215, "172a8c7e6a28995e64ffc6aeae8998def234a98de74ccdae200b2ad3c05a55ac"),
    (3, 3007, 197, "bc28f4a8f69234d364e068c25df3b97ffdfbd76cf61e1cea65ab0f943ade0508"),
    (3, 3011, 207, "7949093d3061f736c16081da36c56f7cf00a668d9a5dd4681c201f8a2368d372"),
    (4, 4001, 265, "a8984236f229caad28a267eda4d7426c9bb55d71da0f2addcf2ad69e3acde60f"),
    (4, 4002, 298, "1aa2e36b4b1afe092c530ab1f2f9e293dac6931cd6589b030890746dd5f77c64"),
    (4, 4003, 237, "dc623da668f0ee6ef6f606e958fb2c397db8e2ca944b0de4a3995fe270728e2a"),
    (4, 4007, 259, "51475edd9ca79ac08fc006cfc6ac2a982fe5b5952e86fcc5f19aebcdd15aa961"),
    (4, 4011, 267, "4b8c45ac317f57d6f6fe1ffda3a300707de16bd9974f254310329caf26ce1945"),
]


VARIANTS = [  # the same with Explored Galaxy (G73) and faction drafting (G72)
    (1, 1005, 67, "6b01b950bda404945da4327929d1e3bbe33b5822f71f462cd5989c7265efe372"),
    (1, 1006, 81, "bcf12e382d3a1de25f5e885e2b8403c9b898cd2514c6652ef92597a5ad35226a"),
    (2, 2005, 128, "40300cf60317476583ee24c4dde1747cadb101bb69b92ef362591371828649ba"),
    (2, 2006, 147, "5478dca6ac0b5ca6792cc5f3396f0c1696ed2d386a2773529ada23dfa92d9980"),
    (3, 3005, 211, "52a12345f17daf37b9bf62d0dea568c26390e8188c6840724115bfe163927038"),
    (3, 3006, 234, "ba9f01bbdb51ccedbacbcd8d88d69056e35bc59fe4cc22de4ceadb18183a6063"),
    (4, 4005, 262, "467c8c6f7e236f139c870c20122b850a5820a09a96d333012e9ab6c4f440e196"),
    (4, 4006, 304, "c47d48beed43e96cc2582613a99976add58274a30dfc4c14c7d6a3247a8bf9bb"),
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
    # G1-G97: every rule as it stood on 89a750c (content as tuned by the balance report); the same seeds give
    # the same games, option for option
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
