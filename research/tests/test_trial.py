"""The tuning driver (research/trial.py): one Hard variant against Normal, summarized like the arena."""

from __future__ import annotations

from research import trial


def test_one_game_row_names_hards_position_and_margin() -> None:
    job = trial.TrialJob(game=1, seed=4, players=2, config={"max_iterations": 2}, weights={})
    row = trial.play(job)
    assert row["hard_at"] == 1  # game index 1 of 2 players: Hard sits second (the arena's rotation)
    totals = row["totals"]
    assert len(totals) == 2 and row["margin"] == totals[1] - totals[0]
    assert row["win"] in (0.0, 0.5, 1.0)
    if row["margin"] > 0:
        assert row["win"] == 1.0


def test_summary_counts_shared_wins_half_and_reports_the_margin() -> None:
    rows = [{"win": 1.0, "margin": 4}, {"win": 0.5, "margin": 0}, {"win": 0.0, "margin": -2},
            {"win": 1.0, "margin": 2}]
    text = trial.summary(rows)
    assert "Hard wins 62.5%" in text
    assert "margin +1.00" in text


def test_bad_config_is_one_line_exit_2(capsys) -> None:  # type: ignore[no-untyped-def]
    assert trial.main(["--config", '{"no_such_field": 1}', "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("trial: bad --config") and err.count("\n") == 1


def test_the_trial_table_seats_hard_where_asked_and_seeds_every_seat_by_position() -> None:
    from alien_artifacts.ai.hard import HardSeat
    from alien_artifacts.ai.ismcts import SearchConfig
    from alien_artifacts.ai.normal import NormalSeat
    from alien_artifacts.content.loader import load_cardset

    cards = load_cardset()
    seats = trial.seats_for(cards, 50001, 4, 1, SearchConfig(max_iterations=2))
    assert [type(s) for s in seats] == [NormalSeat, HardSeat, NormalSeat, NormalSeat]
    again = trial.seats_for(cards, 50001, 4, 1, SearchConfig(max_iterations=2), hard=False)
    assert all(type(s) is NormalSeat for s in again)  # the same deal with a Normal in Hard's seat (profiles)
    # every seat draws from its own generator, seeded seed * 10 + position, so the same deal pairs across scripts
    assert [s.rng.random() for s in again] == [NormalSeat(500010 + i).rng.random() for i in range(4)]


def test_play_out_plays_to_the_end_and_reports_every_pick() -> None:
    from alien_artifacts.ai.ismcts import SearchConfig
    from alien_artifacts.content.loader import load_cardset
    from alien_artifacts.match.api import Game, GameSettings, SeatSettings

    cards = load_cardset()
    g = Game.new(cards, GameSettings(9, (SeatSettings("a"), SeatSettings("b"))))
    heard: list[tuple[int, tuple[str, ...]]] = []
    trial.play_out(g, trial.seats_for(cards, 9, 2, 0, SearchConfig(max_iterations=2), hard=False),
                   lambda p, picks: heard.append((p.seat, picks)))
    assert g.pending is None and g.state.winners
    assert {seat for seat, _ in heard} == {0, 1} and all(picks for _, picks in heard)
