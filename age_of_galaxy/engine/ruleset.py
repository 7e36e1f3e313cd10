"""Age of Galaxy's Ruleset for the kernel's Match (save, load, undo, replay come with it), its settings and the
setup (G10-G17)."""

from __future__ import annotations

from typing import Any

import attrs

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.events import EVENTS, CardsDrawn, PacksDealt, PositionArranged, Shuffled, Started
from age_of_galaxy.engine.flow import MACHINE, fill_system
from age_of_galaxy.engine.fold import FOLD, first_order
from age_of_galaxy.engine.position import Position, PositionError, position_data, position_of
from age_of_galaxy.engine.solo import VO_NAME
from age_of_galaxy.engine.state import HAND, State
from age_of_galaxy.engine.steps import (
    ActionPhase,
    BeginRound,
    DebutPick,
    DraftPick,
    Galactic,
    OpenDiscards,
    OpenDraft,
    SetupDiscard,
    War,
)
from age_of_galaxy.engine.views import View, masked
from tabletop import runtime
from tabletop.choices import PendingChoice
from tabletop.match import MatchError
from tabletop.rounds import PhaseBegan
from tabletop.ruleset_base import RulesetBase
from tabletop.views import closed_choice

MAX_NAME = 40
FACE_UP_AT_SETUP = 2  # G13: positions 1-2 face up (G73 Explored Galaxy: all, filled left to right)


@attrs.frozen
class Settings:
    seed: int
    names: tuple[str, ...] = ("Ann", "Bo")
    first: int | None = None  # G11: None = random; a seat (the previous winner) otherwise
    explored: bool = False  # G73 Explored Galaxy: all 5 System cards face up at setup
    drafting: bool = False  # G72 faction drafting instead of the setup discard (2-4 players)
    position: Position | None = None  # a lesson's position (engine/position.py) in place of the discard and Debut


class Ctx(runtime.Context):
    __slots__ = ()

    state: State


class AgeOfGalaxy(RulesetBase[Settings, State, PendingChoice]):
    """The kernel Ruleset of Age of Galaxy (1-4 seats; one seat plays Standard Solo, G74); the base gives the
    step machine's advance and play, the fold, the codecs (tabletop/ruleset_base.py)."""

    save_id = "age-of-galaxy-save"
    save_version = 1
    save_kind = "an Age of Galaxy save file"
    machine = MACHINE
    fold_table = FOLD
    events = EVENTS
    state_type = State
    context_type = Ctx

    def check_settings(self, settings: Settings) -> None:
        if not isinstance(settings, Settings):
            raise MatchError("not Age of Galaxy settings")
        if type(settings.seed) is not int:
            raise MatchError(f"the seed must be an integer, not {settings.seed!r}")
        names = settings.names
        if type(names) is not tuple or not 1 <= len(names) <= 4:
            raise MatchError("Age of Galaxy is played by 1 to 4 seats (G1)")
        if any(type(n) is not str or not n or len(n) > MAX_NAME for n in names):
            raise MatchError(f"every seat needs a name of 1-{MAX_NAME} characters")
        first = settings.first
        if first is not None and (type(first) is not int or not 0 <= first < len(names)):
            raise MatchError(f"the first player must be a seat or None, not {first!r}")
        if type(settings.explored) is not bool or type(settings.drafting) is not bool:
            raise MatchError("the variants are each true or false")
        if settings.drafting and len(names) < 2:
            raise MatchError("faction drafting needs 2 to 4 players (G72)")
        pos = settings.position
        if pos is not None and (not isinstance(pos, Position) or len(pos.seats) != len(names) or len(names) < 2
                                or settings.drafting):
            raise MatchError("a position names one part per seat of a 2-4 player game without drafting")

    def settings_data(self, settings: Settings) -> Any:
        data = {"seed": settings.seed, "names": list(settings.names), "first": settings.first,
                "explored": settings.explored, "drafting": settings.drafting}
        if settings.position is not None:  # only a lesson's game: older saves have no such key
            data["position"] = position_data(settings.position)
        return data

    def settings_from(self, data: Any) -> Settings:
        if not isinstance(data, dict) or not isinstance(data.get("names"), list):
            raise MatchError("settings: missing or malformed")
        try:
            pos = position_of(data["position"]) if "position" in data else None
        except PositionError as exc:
            raise MatchError(f"settings: position: {exc}") from None
        settings = Settings(data.get("seed"), tuple(data["names"]), data.get("first"),  # type: ignore[arg-type]
                            data.get("explored", False), data.get("drafting", False), pos)
        self.check_settings(settings)
        return settings

    def setup(self, ctx: Ctx, settings: Settings) -> None:
        """G10-G17, every shuffle in one event (G70)."""
        solo = len(settings.names) == 1  # G74: Standard Solo against the Virtual Opponent
        ctx.emit(Started((*settings.names, VO_NAME) if solo else settings.names, solo))
        content = C.content()
        rng = ctx.rng()
        deck = [c.id for c in content.factions]
        trade = [t.id for t in content.trade_cards]
        systems = [c.id for c in content.system_cards]
        planets = [t.id for t in content.planet_tokens]
        explorations = [t.id for t in content.exploration_tokens]
        for pile in (deck, trade, systems, planets, explorations):
            rng.shuffle(pile)
        pos = settings.position
        if pos is not None:  # the position's cards are dealt by it; its System cards come first, in order
            named = pos.named_cards()  # they wait at the deck's bottom until it deals them: every card counted
            deck = [*(c for c in deck if c not in named), *sorted(named)]
            systems = [*pos.systems, *(c for c in systems if c not in pos.systems)]
        n = len(settings.names)
        first = 0 if solo else settings.first if settings.first is not None else rng.randrange(n)  # G11, G74
        ctx.emit(Shuffled(tuple(deck), tuple(trade), tuple(systems), tuple(planets), tuple(explorations), first))
        face_up = len(ctx.state.systems) if settings.explored else FACE_UP_AT_SETUP
        for position in range(1, max(face_up, pos.revealed if pos is not None else 0) + 1):
            fill_system(ctx, position)
        order = first_order(n, first)
        if pos is not None:
            self.arrange(ctx, pos, order)
            return
        if settings.drafting:  # G72: 7 pick rounds replace the setup discard (G16)
            ctx.emit(PacksDealt(HAND))
            rounds = [step for _ in range(HAND) for step in (*(DraftPick(w) for w in order), OpenDraft())]
            ctx.push(*rounds, *(DebutPick(w) for w in order), BeginRound(1))
            return
        for who in order:
            ctx.emit(CardsDrawn(who, HAND))
        ctx.push(*(SetupDiscard(w) for w in order), OpenDiscards(), *(DebutPick(w) for w in order), BeginRound(1))

    def arrange(self, ctx: Ctx, pos: Position, order: tuple[int, ...]) -> None:
        """A lesson's position (engine/position.py): one event, then the Action phase of its round (G19-G22)."""
        named = pos.named_cards()
        deck = [c for c in ctx.state.deck if c not in named]
        hands = []
        for s in pos.seats:
            hand = s.hand if s.hand is not None else tuple(deck[:HAND])
            deck = [c for c in deck if c not in hand]
            hands.append(tuple(hand))
        ctx.emit(PositionArranged(
            tuple(s.res for s in pos.seats), tuple(s.prestige for s in pos.seats), tuple(s.discs for s in pos.seats),
            tuple(hands), tuple(s.alliance for s in pos.seats), tuple(s.major for s in pos.seats),
            tuple(s.techs for s in pos.seats), tuple((k, who, n) for who, s in enumerate(pos.seats)
                                                     for k, n in s.planets), pos.spaces, pos.trade, pos.fleet))
        ctx.emit(PhaseBegan(pos.round, "action", order))
        ctx.push(ActionPhase(), War() if pos.round > 1 else Galactic())

    def seat_count(self, state: State) -> int:
        return state.seats

    def seat_name(self, state: State, seat: int) -> str:
        return state.players[seat].name

    def view(self, state: State, pending: PendingChoice | None, seat: int) -> View:
        return View(seat, masked(state, seat), closed_choice(pending, seat))


RULES = AgeOfGalaxy()
