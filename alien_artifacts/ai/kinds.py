"""The AI's handler for each kind of choice, in one table (issue 26 point 4): a new choice kind means one entry
here (and, when it needs its own play, one method of the policy).

The rules declare the kinds (alien_artifacts/rules/steps/, alien_artifacts/rules/verbs/); the AI learns their names
through the match layer (alien_artifacts/match/hints.py `CHOICE_KINDS`), never from alien_artifacts.rules. Entries name
methods of the rule-of-thumb policy (alien_artifacts/ai/heuristic.py `Policy`), so a policy that plays a kind
differently (Easy's) overrides the method and keeps the table. tests/ai/test_ai_kinds.py checks that every kind the
rules declare has an entry, and that every entry is a kind and a method.
"""

from __future__ import annotations

from alien_artifacts.match.hints import CHOICE_KINDS

# kind -> the Policy method that answers a pending choice of that kind: (situation, valuer) -> option key.
POLICY: dict[str, str] = {
    "turn": "turn", "pay": "pay", "buy_count": "buy_count", "keep": "keep", "side": "side",
    "auto_order": "auto_order", "produce_section": "produce_section", "fleet": "fleet", "target": "target",
    "defense_plan": "defense_plan", "blockade": "blockade", "attach": "attach", "trade": "trade",
    "remove": "remove", "unblock": "unblock", "discard": "discard", "discard_down": "discard_down",
    "choose_planet": "choose_planet", "choose_ship": "choose_ship", "choose_tech": "choose_tech",
    "choose_opponent": "choose_opponent", "choose_deck": "choose_deck",
}
# The explicit default, for a kind without an entry (a card set's new kind before its entry is written): the
# first option that neither ends nor passes.
DEFAULT = "generic"

# kind -> the Policy method valuing an Alien Artifact played in the middle of that kind's choice (R7) rather
# than at the next turn menu: (situation, valuer, the Artifact's option) -> VP gained by playing it now. At the
# other kinds playing it now gains nothing over playing it later (0).
INTERRUPT: dict[str, str] = {"pay": "discount_now", "discard": "last_draw"}

# The seat's action menu: where a macro-move starts and ends (alien_artifacts/ai/macro.py), the choice Normal looks
# ahead from and Hard searches at (alien_artifacts/ai/normal.py, hard.py, ismcts.py); every other kind is a step inside
# a move.
ACTION_MENU = "turn"

# The kinds Normal answers by looking ahead over macro-moves (alien_artifacts/ai/normal.py); its policy answers the
# rest.
LOOKAHEAD: frozenset[str] = frozenset({ACTION_MENU})

KNOWN: tuple[str, ...] = CHOICE_KINDS  # every choice kind the rules declare
