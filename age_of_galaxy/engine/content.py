"""The bundled content the engine plays (loaded and validated once) and lookups on it."""

from __future__ import annotations

import functools

from age_of_galaxy.content.schema import (
    BoardSpace,
    Bundle,
    Content,
    ExplorationSpot,
    FactionCard,
    PrintedPlanet,
    Technology,
    TokenSpot,
)
from age_of_galaxy.content.validate import load_content
from tabletop.pieces.spaces import Board, Space


@functools.cache
def content() -> Content:
    return load_content()


@functools.cache
def card(card_id: str) -> FactionCard:
    return content().faction(card_id)


@functools.cache
def tech(tech_id: str) -> Technology:
    return content().technology(tech_id)


@functools.cache
def space(space_id: str) -> BoardSpace:
    return next(s for s in content().spaces if s.id == space_id)


@functools.cache  # a Board is a frozen value: every game may share it
def main_board(players: int) -> Board:
    """G12, G86: the main board's spaces, blocked below their minimum player count."""
    return Board.laid_out([Space(s.id, None if s.unlimited else 1, s.min_players or 0) for s in content().spaces],
                          max(players, 2))


@functools.cache
def trade_front(card_id: str, players: int) -> Board:
    card_ = next(t for t in content().trade_cards if t.id == card_id)
    return Board.laid_out([Space(str(i), 1, m) for i, m in enumerate(card_.front_spaces)], max(players, 2))


@functools.cache
def trade_back() -> Board:
    return Board((Space("back", None),))


def exchanges(card_id: str) -> tuple[tuple[Bundle, Bundle], ...]:
    card_ = next(t for t in content().trade_cards if t.id == card_id)
    return tuple((e.spend, e.gain) for e in card_.exchanges)


@functools.cache
def system_slots(card_id: str) -> tuple[PrintedPlanet | TokenSpot | ExplorationSpot, ...]:
    return next(c for c in content().system_cards if c.id == card_id).slots


def planet_reward(card_id: str, slot: int, token: str | None) -> Bundle:
    if token is not None:
        return next(t for t in content().planet_tokens if t.id == token).reward
    s = system_slots(card_id)[slot]
    assert isinstance(s, PrintedPlanet)
    return s.reward


def planet_token_type(token: str) -> str:
    return next(t for t in content().planet_tokens if t.id == token).type


def exploration_gain(token: str) -> Bundle:
    return next(t for t in content().exploration_tokens if t.id == token).gain
