"""The risk of an attack before it is made (issue 31, item 3): the facts a player may know when aiming Ships at a
target, read from that player's View only (R33, R34).

For each attacking Ship: the bonuses that count and those that do not, with the reason (R22: a Ship's own bonus
and the Technologies' ONGOING bonuses, each limited to Alien Systems or players; R26: a blockaded card's bonus
counts only once paid), and the chance of each row of the target's table. The chance comes from the Resource
cards the attacker cannot locate (the deck and the other hands, `facts.unseen_resources`): the top card is any of
them alike, and each Ship's reveal, seen before it is made, is any of them alike too. The target's table: the
Alien System's, or against a player the Basic Defense Plan tile's, which they may always choose, and the rows of
the Defense Plan cards they might hold instead: how many hidden cards they hold is public, which they are is not,
so each row says how many of the Defense Plans the attacker cannot locate do what there (R21, R33).

Nothing here changes a state; `attack_facts` gives the facts, `attack_lines` the same in short lines for the table's
panel (alien_artifacts/ui/attack_preview.py draws them and computes nothing).
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from alien_artifacts.content.describe import describe_effects
from alien_artifacts.content.model import AlienSystemDef, CardSet, DefensePlanDef, Effect
from alien_artifacts.content.verbs.schema import SHORT
from alien_artifacts.engine.view import View
from alien_artifacts.match import facts
from alien_artifacts.rules.attack import Bonus, attack_bonuses

ROWS = (1, 2, 3, 4)
FATES = ("destroyed", "damaged")  # what a row can do to the attacking Ship (R24)


@attrs.frozen
class ShipOdds:
    """One attacking Ship: its bonuses (each saying whether it counts) and the chance of each row (1-4)."""

    ship: str
    bonuses: tuple[Bonus, ...]
    chances: tuple[float, float, float, float]

    @property
    def bonus(self) -> int:
        return sum(b.amount for b in self.bonuses if b.counts)


@attrs.frozen
class TableRow:
    """One row of the target's table: what the table the attacker knows does (the Alien System's, or the Basic
    Defense Plan tile's) and, against a player holding Defense Plan cards, what the unseen cards do there."""

    row: int
    words: str
    fate: str  # "destroyed", "damaged" or "" for the attacking Ship under the known table
    # what the Defense Plan cards the attacker cannot locate do to the attacking Ship in this row: (fate, how many
    # of them), fate "destroyed", "damaged" or "" (no harm to the Ship), most first
    plans: tuple[tuple[str, int], ...] = ()


@attrs.frozen
class AttackFacts:
    seat: int
    target: str  # "alien" or a seat number as text
    table: str  # the known table's name
    ships: tuple[ShipOdds, ...]
    rows: tuple[TableRow, ...]
    pool: int  # the Resource cards the chances are over
    held_plans: int = 0  # Defense Plan cards the defender holds (a public count, R33)
    unseen_plans: int = 0  # the Defense Plans the attacker cannot locate (theirs are among them)
    note: str = ""  # the target option's note (a hit that can place no Blockade token, R24)
    # per Ship, the worst a Defense Plan card the attacker cannot locate could do: (P destroyed, P damaged) under
    # the card that harms that Ship most (the defender chooses, R21); () when they hold no card
    worst: tuple[tuple[float, float], ...] = ()

    def risk(self, ship: str, fate: str) -> float:
        """The chance that `ship` ends `fate` ("destroyed" / "damaged") under the known table."""
        odds = next(o for o in self.ships if o.ship == ship)
        return sum(c for c, r in zip(odds.chances, self.rows, strict=True) if r.fate == fate)


def _fate(row: Sequence[Effect]) -> str:
    verbs = {e.verb for e in row if e.args.get("who", "self") == "self"}
    return "destroyed" if "destroy_ship" in verbs else "damaged" if "damage_ship" in verbs else ""


def _chances(cards: CardSet, pool: Sequence[str], bonus: int) -> tuple[float, float, float, float]:
    """P(row 1..4) when the revealed number is any card of `pool` alike (R22: above 4 is row 4, below 1 row 1)."""
    out = [0.0, 0.0, 0.0, 0.0]
    for r in pool:
        out[max(1, min(4, cards.resources[r].number + bonus)) - 1] += 1
    n = len(pool) or 1
    return out[0] / n, out[1] / n, out[2] / n, out[3] / n


def attack_facts(view: View, target: str, ships: Sequence[str] | None = None) -> AttackFacts | None:
    """What `view.seat` may know of attacking `target` ("alien" or a seat as text) with `ships` (default: the
    Ships of the pending target choice, else the seat's ready Ships); None when there is nothing to attack
    with or no such target. Reads the View only: what the seat cannot see never changes the answer."""
    cards, s, seat = view.cards, view.state, view.seat
    me = s.players[seat]
    if ships is None:
        p = view.pending
        named = p.info_get("ships").split() if p is not None and p.seat == seat and p.kind == "target" else []
        ships = named or facts.ready_ships(cards, s, me)
    ships = [u for u in ships if u in me.empire and u in cards.cards]
    if not ships:
        return None
    known: AlienSystemDef | DefensePlanDef  # whose table the attack rolls on: the Alien System's or the basic plan
    if target == "alien":
        if s.alien_system is None:
            return None
        known = cards.alien_systems[s.alien_system]
        table_rows, plans, held = known.table.rows, [], 0
    else:
        if not target.isdigit() or int(target) == seat or int(target) >= len(s.players):
            return None
        defender = s.players[int(target)]
        known = cards.basic_defense
        table_rows = known.table.rows
        held = len(defender.defense_plans)
        plans = facts.unseen_defense_plans(cards, s, seat) if held else []
    pool = facts.unseen_resources(cards, s, seat)
    odds = []
    for u in ships:
        bonuses = tuple(attack_bonuses(cards, s, me, u, target))
        odds.append(ShipOdds(u, bonuses, _chances(cards, pool, sum(b.amount for b in bonuses if b.counts))))
    rows = []
    for i, row in enumerate(table_rows):
        alts: dict[str, int] = {}
        for d in plans:
            fate = _fate(cards.defense_plans[d].table.rows[i])
            alts[fate] = alts.get(fate, 0) + 1
        rows.append(TableRow(i + 1, describe_effects(row, opponent="the defender", length=SHORT), _fate(row),
                             tuple(sorted(alts.items(), key=lambda kv: (-kv[1], kv[0])))))
    worst: list[tuple[float, float]] = []
    if plans:
        for o in odds:
            per_plan = []
            for d in plans:
                fates = [_fate(r) for r in cards.defense_plans[d].table.rows]
                per_plan.append((sum(c for c, fa in zip(o.chances, fates, strict=True) if fa == "destroyed"),
                                 sum(c for c, fa in zip(o.chances, fates, strict=True) if fa == "damaged")))
            worst.append(max(per_plan, key=lambda x: (x[0] + x[1], x[0])))
    note = ""
    if view.pending is not None:
        aim = next((o for o in view.pending.options if o.verb == "target" and
                    (o.arg == target if target == "alien" else o.seat == int(target))), None)
        note = aim.note if aim is not None else ""
    return AttackFacts(seat, target, known.name, tuple(odds), tuple(rows), len(pool), held, len(plans), note,
                       tuple(worst))


# ---- the same facts in short lines (the table's panel draws them as they are) ------------------------------
def _pct(p: float) -> str:
    return f"{round(p * 100)}%"


def _against(limit: str) -> str:
    return {"alien": " against Alien Systems", "player": " against players"}.get(limit, "")


def bonus_words(cards: CardSet, b: Bonus, target: str) -> str:
    """'Iron Requiem +2', 'Crimson Lance: +2 against Alien Systems does not count against a player'."""
    name = cards.cards[b.source].name
    if b.counts:
        return f"{name} +{b.amount}"
    if b.missing == "target":
        other = "the Alien System" if target == "alien" else "a player"
        return f"{name}: +{b.amount}{_against(b.against)} does not count against {other}"
    return f"{name}: +{b.amount}{_against(b.against)} does not count: blockaded, not paid this turn (R26)"


def _harm(fate: str) -> str:
    return fate or "no harm"


def attack_lines(f: AttackFacts, cards: CardSet, names: Sequence[str]) -> list[tuple[str, str]]:
    """The facts as (style, text) lines for the attacker's own panel: "title", "ship", "odds", "off" (a bonus that
    does not count), "head" (the table's name), "row", "risk", "note"."""
    target = f"the Alien System {f.table}" if f.target == "alien" else names[int(f.target)]
    n = len(f.ships)
    out: list[tuple[str, str]] = [("title", f"Attack {target} with {n} Ship{'s' * (n != 1)}")]
    for o in f.ships:
        counted = [bonus_words(cards, b, f.target) for b in o.bonuses if b.counts]
        out.append(("ship", f"{cards.cards[o.ship].name}: value = revealed number + {o.bonus}"
                    + (f" ({', '.join(counted)})" if counted else "")))
        out.extend(("off", "  " + bonus_words(cards, b, f.target)) for b in o.bonuses if not b.counts)
        out.append(("odds", "  row " + "   ".join(f"{r}: {_pct(c)}" for r, c in zip(ROWS, o.chances, strict=True))))
    if f.target == "alien":
        out.append(("head", f"{f.table}'s table, each Ship's row:"))
    elif f.held_plans:
        theirs = "their hidden Defense Plan card" if f.held_plans == 1 else \
            f"one of their {f.held_plans} hidden Defense Plan cards"
        out.append(("head", f"{names[int(f.target)]} chooses: the Basic Defense Plan or {theirs}"))
    else:
        out.append(("head", f"{names[int(f.target)]} has no Defense Plan card: the Basic Defense Plan"))
    for r in f.rows:
        line = f"{r.row}: {r.words}"
        if r.plans:
            line += f"   (cards: {', '.join(f'{_harm(fate)} {k}' for fate, k in r.plans)} of {f.unseen_plans})"
        out.append(("row", line))
    for i, o in enumerate(f.ships):
        risks = [f"{fate} {_pct(f.risk(o.ship, fate))}" for fate in FATES if f.risk(o.ship, fate) > 0]
        words = ", ".join(risks) if risks else "no risk"
        if f.worst:
            d, m = f.worst[i]
            worst = ", ".join(w for w in (f"destroyed {_pct(d)}" if d else "", f"damaged {_pct(m)}" if m else "")
                              if w) or "no risk"
            words = f"{words} (Basic); {worst} with the worst card for you"
        out.append(("risk", f"Risk to {cards.cards[o.ship].name}: {words}"))
    out.append(("note", f"Chances over the {f.pool} Resource cards you cannot see."))
    if f.note:
        out.append(("note", f.note + "."))
    return out
