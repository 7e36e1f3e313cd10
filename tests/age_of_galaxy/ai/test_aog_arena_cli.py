"""`python -m game.arena --game age-of-galaxy`: Age of Galaxy through the kernel's arena (seats rotated, --players 0
cycling 1-4 with solo, --check), bad arguments as one line; Alien Artifacts stays the default, unchanged."""

from __future__ import annotations

import json

import pytest

from age_of_galaxy import arena as aog
from game.tools import arena as cli


def last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


def test_two_levels_play_rotated_and_checked(capsys: pytest.CaptureFixture[str]) -> None:
    rc = cli.main(["--game", "age-of-galaxy", "--players", "2", "--seats", "easy,random", "--games", "4",
                   "--check", "--json"])
    out = capsys.readouterr().out
    s = last_json(out)
    assert rc == 0 and s["game"] == "age-of-galaxy" and s["games"] == 4 and s["errors"] == 0
    assert s["violations"] == 0
    assert [x["kind"] for x in s["seats"]] == ["easy", "random"] and all(x["games"] == 4 for x in s["seats"])
    assert sum(x["wins"] for x in s["seats"]) == 4
    assert "seat 0    easy: win rate" in out


def test_players_0_cycles_one_to_four_with_solo(capsys: pytest.CaptureFixture[str]) -> None:
    # G74: a lone seat plays Standard Solo against the Virtual Opponent
    rc = cli.main(["--game=age-of-galaxy", "--players", "0", "--games", "8", "--check", "--json"])
    s = last_json(capsys.readouterr().out)
    assert rc == 0 and s["errors"] == 0 and s["violations"] == 0
    assert {k: v["games"] for k, v in s["by_players"].items()} == {"1": 2, "2": 2, "3": 2, "4": 2}


def test_the_check_finds_a_broken_log() -> None:
    from tabletop.arena import Pairing

    m = aog.start(Pairing(0, 3, (0, 1)))
    while m.pending is not None:
        from tabletop.choices import Command

        p = m.pending
        m.submit(Command(p.seat, p.id, (p.keys()[0],)))
    assert aog.check(m) == []
    from age_of_galaxy.engine.events import ResourceChanged

    # a lost gain from the middle of the log (not any event: a lost bookkeeping step may leave the same state)
    lost = next(i for i in range(len(m.events) // 2, len(m.events))
                if isinstance(m.events[i], ResourceChanged) and m.events[i].delta)
    m.events.pop(lost)  # the rebuilt state differs
    assert aog.check(m)


@pytest.mark.parametrize("argv, words", [
    (["--players", "5"], "--players must be 1 to 4"),
    (["--players", "2", "--seats", "easy,expert"], "unknown seat kind 'expert'"),
    (["--players", "3", "--seats", "easy,random"], "lists 2 seats for 3 players"),
])
def test_bad_arguments_are_one_line(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--game", "age-of-galaxy", *argv]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0]


def test_an_unknown_game_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--game", "chess"]) == 2
    assert "--game must be alien-artifacts or age-of-galaxy" in capsys.readouterr().err


def test_alien_artifacts_stays_the_default_and_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--players", "2", "--seats", "easy,random", "--games", "2", "--json"]
    assert cli.chosen_game(args) == "alien-artifacts" and cli.without_game(args) == args
    assert cli.without_game(["--game", "alien-artifacts", *args]) == args
    assert cli.main(args) == 0
    plain = capsys.readouterr().out
    assert cli.main(["--game", "alien-artifacts", *args]) == 0
    named = capsys.readouterr().out

    def steady(out: str) -> dict:  # everything but the clock's numbers
        s = last_json(out)
        return {k: v for k, v in s.items() if k not in ("games_per_second", "seconds", "seats")} | {
            "wins": [x["wins"] for x in s["seats"]], "scores": [x["score"] for x in s["seats"]]}

    assert steady(plain) == steady(named) and steady(plain)["games"] == 2
    assert plain.splitlines()[0].startswith("games played: 2   errors: 0   invariant violations: 0")
