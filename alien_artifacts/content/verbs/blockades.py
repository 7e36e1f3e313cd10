"""Blockade tokens: place_blockades, remove_blockades (executed in alien_artifacts/rules/verbs/blockades.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.content.verbs.schema import ONE, Say, Verb, amount, pick, verb
from alien_artifacts.content.words import n


def _place_blockades(e: Effect, say: Say) -> str:
    a = e.get("amount", 1)
    return pick(say, f"place {n(e.get('amount', 1), 'Blockade token')} in {say.opponent}'s Empire",
                f"{a} Blockade{'s' if a != 1 else ''}")


def _remove_blockades(e: Effect, say: Say) -> str:
    a = e.get("amount", 1)
    return pick(say, f"remove up to {n(e.get('amount', 1), 'Blockade token')} from your Empire",
                f"-{a} Blockade{'s' if a != 1 else ''}")


VERBS: tuple[Verb, ...] = (
    verb("place_blockades", ONE, "Place Blockade tokens on the opponent's Empire cards (outside an attack "
         "you choose the opponent).", _place_blockades, "amount", amount=amount(1, 3)),
    verb("remove_blockades", ONE, "Remove your own Blockade tokens, free.", _remove_blockades, "amount",
         amount=amount(1, 3)),
)
