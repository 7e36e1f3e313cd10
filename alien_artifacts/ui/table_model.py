"""The table's model: what the screen may show and what the viewer may do, with no pygame.

Whose eyes the screen is for (hot seat, R33-R34: a human's private cards show only after the curtain
handed them the screen, and only while the choice on screen is theirs), the View the table draws (from
the session's view cache, per game version and seat), the pending choice as the table offers it, and the
gestures the viewer may make now (the engine's options as drag-and-drop moves, cached per game version).
The other parts of the table (alien_artifacts/ui/scenes/table.py wires them) read from it; none decides a rule: what a
pick will do (waste, credits, the moves that take two picks) is the match layer's facts (`facts`, `pick_facts`).

Seam for a scene owner (a tutorial, a lesson): `option_filter`, a function PendingChoice -> PendingChoice,
narrows the options the table offers (`pending`, the moves, the option buttons, the click targets); the
engine still receives the command unchanged, so a filter can only hide options, never invent one. None
(the default) offers every option.
`move_filter`, a function Move -> bool, may refuse a drag that stands for several picks (its first pick
offered, the later ones answering a choice that exists only after it, which `option_filter` never sees).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from alien_artifacts.engine.choices import PendingChoice
from alien_artifacts.engine.view import View
from alien_artifacts.match.option_facts import ChoiceFacts, PickFacts
from alien_artifacts.ui.input.drag import legal_moves
from alien_artifacts.ui.session import Session
from tabletop.ui.drag import Move
from tabletop.views import PUBLIC  # the viewer of the public view: shown_seat() when no private card may show


class TableModel:
    def __init__(self, session: Session) -> None:
        self.session = session
        humans = session.humans()
        self.viewer: int = humans[0] if humans else 0
        self.hotseat = len(humans) > 1  # 2+ humans share the screen
        self.private_for: int | None = None if self.hotseat else self.viewer
        self.hidden_at: tuple[int, int] | None = None  # (turn, viewer) when the hands were last hidden
        self.option_filter: Callable[[PendingChoice], PendingChoice] | None = None  # the seam above
        self.move_filter: Callable[[Move], bool] | None = None  # the seam above: may this move be offered?
        self.moves: list[Move] = []  # the viewer's moves now (refresh_moves)
        self.click_targets: set[str] = set()  # places to click for options with nothing on the table to drag
        self._moves_key: tuple[object, ...] | None = None  # (version, viewer, shown seat, option filter)

    # ---- the choice as offered --------------------------------------------------------------------
    @property
    def pending(self) -> PendingChoice | None:
        """The engine's pending choice through `option_filter` (the choice itself without a filter)."""
        p = self.session.pending
        if p is None or self.option_filter is None:
            return p
        return self.option_filter(p)

    def offered(self, keys: Iterable[str]) -> bool:
        """Whether a move's first pick is among the options the table offers now."""
        if self.option_filter is None:
            return True
        p = self.pending
        first = next(iter(keys), None)
        return p is not None and first is not None and p.option(first) is not None

    def names(self) -> list[str]:
        return [p.name for p in self.session.state.players]

    # ---- who sees what -----------------------------------------------------------------------------
    def seat_order(self) -> list[int]:
        """The seats around the table, the viewer first."""
        n = len(self.session.state.players)
        return [(self.viewer + i) % n for i in range(n)]

    def shown_seat(self) -> int:
        """The seat whose private cards the screen may show, or PUBLIC (hot seat, while the choice on screen
        is not the human's who was handed the screen)."""
        if not self.hotseat or self.private_for == self.viewer:
            return self.viewer
        return PUBLIC

    def hands_hidden(self) -> bool:
        return self.shown_seat() == PUBLIC

    def view(self) -> View:
        """The View the screen draws: the shown seat's, or the public one (cached by the session)."""
        return self.session.view(self.shown_seat())

    def my_choice(self) -> bool:
        """The pending choice is the viewer's, a human's, and their cards are on screen."""
        p = self.session.pending
        return (p is not None and p.seat == self.viewer and self.session.is_human(self.viewer)
                and not self.hands_hidden())

    def guard_hands(self) -> bool:
        """Hot seat: hide every hand as soon as the choice is not the viewer's (an AI plays, another human
        must choose, the game is over); True when it has just hidden them (the screen then forgets anything
        that named a private card). Back to the same human within their own turn (e.g. after an AI chose its
        Defense Plan) shows their cards again; anything else waits for the curtain (`hand_to`)."""
        if not self.hotseat:
            return False
        p = self.session.pending
        turn = self.session.state.turn_number
        on_screen = p is not None and self.session.is_human(p.seat) and p.seat == self.viewer
        if self.private_for is not None and not on_screen:
            self.private_for = None
            self.hidden_at = (turn, self.viewer)
            return True
        if self.private_for is None and on_screen and self.hidden_at == (turn, self.viewer):
            self.private_for = self.viewer
        return False

    def hand_to(self, seat: int) -> None:
        """Hand the screen to `seat` (the curtain's "show my cards", or the one human of the table)."""
        self.viewer = seat
        self.private_for = seat

    # ---- what the viewer may do ----------------------------------------------------------------------
    def legal_moves(self, my_resources: list[str]) -> list[Move]:
        """The viewer's drag-and-drop moves now (none unless it is their choice and their cards are shown).
        A move from "res" (any of my Resource cards) becomes one move from each id in `my_resources`."""
        if not self.my_choice():
            return []
        out: list[Move] = []
        every = legal_moves(self.session.pending, self.facts())
        for m in every:
            if not self.offered(m.keys) or (self.move_filter is not None and not self.move_filter(m)):
                continue
            if m.source == "res":
                out += per_card(m, every, my_resources)
            else:
                out.append(m)
        return whole_fleet(out, self.session.pending)

    def refresh_moves(self, my_resources: list[str], on_table: set[str]) -> bool:
        """Recompute `moves` and `click_targets` when the game, the viewer or the privacy changed (True then).
        `on_table`: every sprite id the table shows (an option whose source is not among them is clicked
        at its target instead of dragged)."""
        key = (self.session.version, self.viewer, self.shown_seat(), self.option_filter)
        if key == self._moves_key:
            return False
        self._moves_key = key
        self.moves = self.legal_moves(my_resources)
        self.click_targets = {m.target for m in self.moves if m.target and len(m.keys) == 1
                              and (m.source is None or m.source not in on_table)}
        return True

    def forget_moves(self) -> None:
        """The next refresh_moves recomputes (the option filter or the sprites changed)."""
        self._moves_key = None

    def can_undo(self) -> bool:
        return not self.hands_hidden() and self.session.can_undo(self.viewer)

    # ---- what a pick will do (the match layer's facts: alien_artifacts/match/option_facts.py) ------------------------
    def facts(self) -> ChoiceFacts | None:
        """The facts of the viewer's pending choice (ChoiceFacts), None unless it is the viewer's choice."""
        p = self.session.pending
        if p is None or p.seat != self.viewer:
            return None
        return self.session.facts(self.viewer)

    def pick_facts(self, keys: Iterable[str]) -> PickFacts | None:
        """What these picks (one option, or a two-pick move) will do: the rules' PickFacts, or None."""
        f = self.facts() if self.my_choice() else None
        return f.pick(tuple(keys)) if f is not None else None

    def waste_of(self, keys: Iterable[str]) -> str:
        """The rules' words for Resource symbols these picks would waste (R15: excess is lost), or ''."""
        f = self.pick_facts(keys)
        return f.waste_words() if f is not None else ""


def only(keys: Iterable[str]) -> Callable[[PendingChoice], PendingChoice]:
    """An option filter that offers only the options whose keys are given (e.g. a lesson's one allowed move)."""
    allowed = frozenset(keys)

    def narrow(p: PendingChoice) -> PendingChoice:
        return attrs.evolve(p, options=tuple(o for o in p.options if o.key in allowed))
    return narrow


def whole_fleet(moves: list[Move], pending: PendingChoice | None) -> list[Move]:
    """The target of an Offensive (R35): its options name the fleet's first Ship as what is moved, but the fleet
    attacks as one, so every Ship of it (the choice's `ships` info) picks the attack up: the one under the pointer
    is lifted, not the first one."""
    if pending is None or pending.kind != "target":
        return moves
    ships = [f"card:{uid}" for uid in pending.info_get("ships").split()]
    if len(ships) < 2:
        return moves
    return moves + [attrs.evolve(m, source=s) for m in moves if m.source in ships for s in ships if s != m.source]


def per_card(m: Move, every: list[Move], mine: list[str]) -> list[Move]:
    """A move from "res" (any of my Resource cards, e.g. choosing Trade gold by dropping a card on the bank) as one
    move per card. When the rules then pay by themselves (one card can pay: the match layer names it and its half,
    alien_artifacts/match/option_facts.py), only that card moves, held by that half (R12: the half grabbed is the half
    that pays); otherwise every card (the choice that follows asks which)."""
    then = [c for c in every if c.source != "res" and c.keys == m.keys]
    if not then:
        return [attrs.evolve(m, source=sid) for sid in mine]
    out = []
    for sid in mine:
        halves = {c.section for c in then if c.source == sid}
        if halves:
            out.append(attrs.evolve(m, source=sid, section=halves.pop() if len(halves) == 1 else None))
    return out
