"""Alien Artifacts as a kernel Ruleset (tabletop/match.py): what the generic match needs to run it.

The rules run with `alien_artifacts.rules.context.Ctx`; the step machine is
`alien_artifacts.rules.handlers.STEP_HANDLERS`; the state, its fold, its serialisation and its view are
alien_artifacts/engine's. `AlienArtifacts(cards)` is one per card set.
"""

from __future__ import annotations

from typing import Any

import attrs

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import names
from alien_artifacts.engine.choices import PendingChoice
from alien_artifacts.engine.fold import FOLD, new_state
from alien_artifacts.engine.serial import SerialError, from_data, state_json, to_data
from alien_artifacts.engine.state import State
from alien_artifacts.engine.view import View, view_for
from alien_artifacts.match.formats import SAVE_FORMAT, SAVE_ID
from alien_artifacts.match.position import shape_problem
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.handlers import STEP_HANDLERS
from alien_artifacts.rules.setup import setup
from tabletop.match import MatchError, shown
from tabletop.ruleset_base import RulesetBase

# The rules' edition a new game plays by. A save without "rules" in its settings was written before R35 and
# replays by edition 1 (an Offensive sends every ready Ship, no choice asked); alien_artifacts/engine/state.py `rules`.
RULES = 2
RULES_BEFORE_R35 = 1
GameError = MatchError  # a save or log that cannot be a game of these rules


@attrs.frozen
class SeatSettings:
    name: str
    faction: str | None = None
    kind: str = "human"  # "human" or an AI level: "easy", "normal", "hard", "random"
    colour: str = ""


@attrs.frozen
class GameSettings:
    seed: int
    seats: tuple[SeatSettings, ...]
    start_player: int | None = None
    rules: int = RULES  # the rules' edition (RULES above); only old saves load with an earlier one


def settings_data(s: GameSettings) -> dict[str, Any]:
    return {"seed": s.seed, "start_player": s.start_player, "rules": s.rules,
            "seats": [{"name": x.name, "faction": x.faction, "kind": x.kind, "colour": x.colour} for x in s.seats]}


def settings_from(d: Any, clean: bool = True) -> GameSettings:
    """GameSettings from a save's JSON; names are cleaned (alien_artifacts/engine/names.py) unless `clean=False` (to
    check a log exactly as it was stored)."""
    try:
        seats = tuple(SeatSettings(str(x["name"]), x.get("faction"), str(x.get("kind", "human")),
                                   str(x.get("colour", ""))) for x in d["seats"])
        seed = d["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise GameError("settings: the seed must be an integer")
        start = d.get("start_player")
        rules = d.get("rules", RULES_BEFORE_R35)  # a save from before R35 has no edition: it replays as written
        if not isinstance(rules, int) or isinstance(rules, bool) or rules < RULES_BEFORE_R35:
            raise GameError(f"settings: the rules edition must be an integer from {RULES_BEFORE_R35}, "
                            f"not {shown(rules)}")
        if rules > RULES:
            raise GameError(f"settings: rules edition {rules} is from a newer version of the game "
                            f"(this one knows up to {RULES})")
        settings = GameSettings(seed, seats, start, rules)
        return names.clean_settings(settings) if clean else settings
    except (KeyError, TypeError, AttributeError) as exc:
        raise GameError(f"settings: missing or malformed field ({exc})") from None


def play_option(ctx: Ctx, seat: int, key: str) -> PendingChoice | None:
    """Answer the open choice with option `key` (already checked to be one of its options): log the decision,
    apply it, run the rules to the next choice and return it (None when the game is over). The one path an
    answer takes into the rules: `Game.submit` and `Simulation.play` (through `AlienArtifacts.play`) and the
    option facts' look-ahead (alien_artifacts/match/option_facts.py)."""
    return STEP_HANDLERS.play(ctx, seat, key)  # the kernel's StepMachine.play


class AlienArtifacts(RulesetBase[GameSettings, State, PendingChoice]):
    """The Ruleset of Alien Artifacts for one card set. The kernel's base (tabletop/ruleset_base.py) gives the step
    machine's advance and play, the fold and the rest; the state, its context and its codec are this game's own."""

    save_id = SAVE_ID
    save_version = SAVE_FORMAT
    save_kind = "an Alien Artifacts save file"
    machine = STEP_HANDLERS
    fold_table = FOLD

    def __init__(self, cards: CardSet) -> None:
        self.cards = cards

    def check_settings(self, settings: GameSettings) -> None:
        n = len(settings.seats)
        if not 2 <= n <= 5:
            raise MatchError(f"Alien Artifacts is for 2 to 5 players, not {n} (R1)")
        chosen = [s.faction for s in settings.seats if s.faction is not None]
        for f in chosen:
            if f not in self.cards.factions:
                raise MatchError(f"unknown faction {f!r}")
        if len(set(chosen)) != len(chosen):
            raise MatchError("two seats chose the same faction")

    def settings_data(self, settings: GameSettings) -> dict[str, Any]:
        return settings_data(settings)

    def settings_from(self, data: Any) -> GameSettings:
        return settings_from(data, clean=False)  # the log is checked exactly as stored

    def new_state(self) -> State:
        return new_state()

    def context(self, state: State, seed: int, log: list[Any]) -> Ctx:
        return Ctx(state, self.cards, seed, log)

    def setup(self, ctx: Ctx, settings: GameSettings) -> None:
        setup(ctx, tuple(s.name for s in settings.seats), tuple(s.faction for s in settings.seats),
              settings.start_player)

    def seat_count(self, state: State) -> int:
        return len(state.players)

    def seat_name(self, state: State, seat: int) -> str:
        return state.players[seat].name

    def state_json(self, state: State) -> str:
        return state_json(state)

    def view(self, state: State, pending: PendingChoice | None, seat: int) -> View:
        return view_for(self.cards, state, pending, seat)

    def event_data(self, event: Any) -> Any:
        return to_data(event)

    def event_from(self, data: Any) -> Any:
        event = from_data(data)
        if isinstance(event, ev.PositionArranged):  # a hand-edited position is refused before anything folds it
            problem = shape_problem(event)
            if problem:
                raise SerialError(f"PositionArranged: {problem}")
        return event
