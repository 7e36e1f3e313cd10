"""The table's model: what the screen may show and what the viewer may do, with no pygame.

Whose eyes the screen is for (hot seat, R33-R34: a human's private cards show only after the curtain
handed them the screen, and only while the choice on screen is theirs), the View the table draws (from
the session's view cache, per game version and seat), and the gestures the viewer may make now (the
engine's options as drag-and-drop moves). TableScene (game/ui/scenes/table.py) draws and animates it.
"""

from __future__ import annotations

from typing import Any

from game.ui.input.drag import Move, legal_moves

PUBLIC = -1  # shown_seat() of a screen that shows no private cards


class TableModel:
    def __init__(self, session: Any) -> None:
        self.session = session
        humans = session.humans()
        self.viewer: int = humans[0] if humans else 0
        self.hotseat = len(humans) > 1  # 2+ humans share the screen
        self.private_for: int | None = None if self.hotseat else self.viewer
        self.hidden_at: tuple[int, int] | None = None  # (turn, viewer) when the hands were last hidden

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

    def view(self) -> Any:
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
        for m in legal_moves(self.session.game, self.viewer):
            if m.source == "res":
                out += [Move(sid, m.target, m.keys, m.label, m.section) for sid in my_resources]
            else:
                out.append(m)
        return out
