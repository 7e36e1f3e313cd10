"""The learned leaf correction (game/ai/net.py) and how trial weights carry it (session 13, docs/AI.md)."""

from __future__ import annotations

import math

import attrs
import pytest

from game.ai import trial
from game.ai.features import DEFAULT, Valuer
from game.ai.net import FACTIONS, ValueNet, net_inputs
from game.content.loader import load_cardset
from game.engine.api import Game, GameSettings, SeatSettings

INPUTS = 13 * 2 + 1 + len(FACTIONS)


def _net(hidden: int = 2, w2: float = 0.5) -> dict[str, object]:
    return {"factions": list(FACTIONS), "mean": [0.0] * INPUTS, "scale": [1.0] * INPUTS,
            "w1": [[0.1 * ((i + j) % 3 - 1) for j in range(hidden)] for i in range(INPUTS)],
            "b1": [0.2] * hidden, "w2": [w2] * hidden}


def test_inputs_are_features_tau_features_times_tau_and_faction_one_hot() -> None:
    f = [float(i) for i in range(13)]
    x = net_inputs(f, 0.5, "meridian_consortium")
    assert len(x) == INPUTS
    assert x[:13] == f and x[13] == 0.5 and x[14:27] == [v * 0.5 for v in f]
    assert x[27:] == [1.0 if name == "meridian_consortium" else 0.0 for name in FACTIONS]


def test_the_net_is_one_tanh_layer_by_hand() -> None:
    net = ValueNet.from_json(_net())
    f = [1.0] * 13
    x = net_inputs(f, 1.0, "star_union")
    hidden = [0.2 + sum(xi * 0.1 * ((i + j) % 3 - 1) for i, xi in enumerate(x)) for j in range(2)]
    assert net(f, 1.0, "star_union") == pytest.approx(sum(0.5 * math.tanh(h) for h in hidden))


@pytest.mark.parametrize("change", [{"w2": [0.5]}, {"mean": [0.0] * 3}, {"factions": ["a", "b"]}, {"b1": None}])
def test_a_net_that_does_not_fit_is_refused(change: dict[str, object]) -> None:
    d = {k: v for k, v in {**_net(), **change}.items() if v is not None}
    with pytest.raises(ValueError, match="value net"):
        ValueNet.from_json(d)


def test_a_players_value_adds_the_nets_correction_to_the_linear_value() -> None:
    cards = load_cardset()
    g = Game.new(cards, GameSettings(5, (SeatSettings("a"), SeatSettings("b"))))
    net = ValueNet.from_json(_net())
    plain = Valuer(cards, g.state, 0, DEFAULT)
    with_net = Valuer(cards, g.state, 0, attrs.evolve(DEFAULT, net=net))
    for p in g.state.players:
        want = plain.player_value(p) + net(plain.components(p), plain.tau(p), p.faction)
        assert with_net.player_value(p) == pytest.approx(want)
        assert with_net.player_value(p) != pytest.approx(plain.player_value(p))


def test_a_net_for_another_feature_count_is_refused_by_the_weights() -> None:
    small = {"mean": [0.0] * 3, "scale": [1.0] * 3, "w1": [[0.1]] * 3, "b1": [0.0], "w2": [1.0]}
    with pytest.raises(ValueError, match="value net: 3 inputs"):
        trial._weights({"net": small})


def test_trial_weights_read_a_net_from_json_and_refuse_a_bad_one(capsys) -> None:  # type: ignore[no-untyped-def]
    w = trial._weights({"net": _net()})
    assert isinstance(w.net, ValueNet) and w.coef_a == DEFAULT.coef_a
    bad = '{"net": {"w1": [], "b1": [], "w2": [], "mean": [1], "scale": [1]}}'
    assert trial.main(["--leaf-weights", bad, "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("trial: bad --config or --weights: value net") and err.count("\n") == 1
