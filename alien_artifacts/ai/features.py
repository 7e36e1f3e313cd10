"""Position values for the AI: what cards, effects, attacks and whole positions are worth in VP.

`Valuer` is bound to one state and one perspective seat. It reads only what that seat may see
(alien_artifacts/ai/knowledge.py): other players' hands, artifacts and defense plans enter only as counts.
All numbers are VP-equivalents; `Weights` holds the tunable constants.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from alien_artifacts.content import memo
from alien_artifacts.content.model import KIND_ACTION, KIND_COLOUR, CardDef, CardSet, Effect
from alien_artifacts.engine.state import PlayerState, State
from alien_artifacts.match import facts

from . import knowledge as kn
from . import valuation
from .valuation import COLOURS3

OP_ACTION = {"ship": ("offensive", "red"), "technology": ("revenue", "blue"), "planet": ("mine", "green")}


FEATURES = ("vp", "empire", "end", "uc", "logistics", "ships", "planets", "hand", "produced", "credits",
            "artifacts", "defense_plans", "blockades")
TAU_TURNS = 12.0  # turns left at which "rest of the game" features count fully (tau = 1)
# player value = sum over features of f * (a + b * tau): least squares on ~66 000 self-play positions
# (`python -m research.fit`), weights for assets that came out negative set to 0 (docs/AI.md)
COEF_A = (1.149, 1.307, 0.628, 0.306, 0.0, 0.0, 0.0, 1.2, 0.0, 0.101, 0.416, 0.0, 0.0)
COEF_B = (0.0, 0.0, 0.0, 0.59, 0.6, 0.181, 0.0, 0.0, 0.751, -0.05, 0.0, 1.0, -0.478)
# The same regression at the positions Hard's search values (a seat's turn menu, after its draw step and
# everyone's replies): `python -m research.fit --point leaf --games 160 --seed 31000 --fix empire=0.9`,
# 17 741 positions, assets kept non-negative and blockades non-positive; the Empire count is pinned at 0.9
# (each Empire card is a sure VP at the end; left free, the fit gave it nothing early, confounded with
# faction setups). Its error there is 3.69 VP against 4.33 for COEF_A/B, which were fitted right after
# actions (docs/AI.md).
LEAF_COEF_A = (0.976, 0.9, 0.953, 0.325, 0.61, 0.213, 0.0, 0.102, -0.002, 0.0, 0.201, 0.151, -0.329)
LEAF_COEF_B = (0.069, 0.0, -0.808, 0.067, -0.61, -0.14, 0.0, 0.163, 0.002, 0.129, 0.737, -0.151, 0.329)
# Two players: the same, but logistics abilities count 0.4 early rising to 0.9 late (fitted: 0 rising to
# 0.61). The regression cannot tell collinear features apart, and the weight sets that played worse all
# counted logistics less; this one won 8.5 points more games than the fitted one over 200 paired games at
# 0.25 s (+-7.8, docs/AI.md). Three or more players keep the fitted set (not measured there yet).
LEAF_COEF_A_2P = (*LEAF_COEF_A[:4], 0.9, *LEAF_COEF_A[5:])
LEAF_COEF_B_2P = (*LEAF_COEF_B[:4], -0.5, *LEAF_COEF_B[5:])


@attrs.frozen
class Weights:
    """Tunable constants (VP-equivalents)."""

    symbol: float = 0.16  # a Resource symbol of a colour nothing needs (its Trade value in credits)
    symbol_need: float = 0.32  # a symbol of a colour an Under Construction card or operation needs
    credit: float = 0.15  # a credit in the bank
    uc_base: float = 0.38  # share of a card's completed value it has when just bought
    uc_progress: float = 0.25  # extra share as resources are attached (Prepare Resources)
    uc_ready: float = 0.17  # extra share for the best card that can be paid right now
    action: float = 1.1  # what an average action is worth (cards whose ACTION costs it)
    artifact: float = 1.3  # an unknown Alien Artifact in hand
    defense_plan: float = 0.35
    blockade_harm: float = 0.7  # one Blockade token on an opponent's card
    opponent_share: float = 1.0  # how much harm to one opponent counts (scaled by players)
    destroy: float = 2.6
    damage: float = 1.6
    ship_potential: float = 0.22  # per own future turn: an operational Ship's attack prospects
    produced: float = 1.0  # weight of produced cards (they are kept, not refilled)
    future: float = 1.0  # scale of every "rest of the game" potential
    coef_a: tuple[float, ...] = COEF_A
    coef_b: tuple[float, ...] = COEF_B


DEFAULT = Weights()



def _mean(xs: Iterable[float]) -> float:
    xs = list(xs)
    return sum(xs) / len(xs) if xs else 0.0


class Valuer:
    """Values for one state seen by `seat`. Cheap to build; caches what it computes."""

    def __init__(self, cards: CardSet, state: State, seat: int, w: Weights = DEFAULT,
                 cache: dict[tuple[object, ...], float] | None = None) -> None:
        self.cards = cards
        self.cache = cache  # player values shared by Valuers of one look-ahead (keyed by public facts)
        self.state = state
        self.seat = seat
        self.w = w
        self.n = len(state.players)
        self.opp_w = w.opponent_share * (1.0 if self.n == 2 else 1.6 / self.n)
        self._pool: list[str] | None = None
        self._dist: dict[int, float] | None = None
        self._clock: kn.Clock | None = None
        self._need: dict[int, dict[str, float]] = {}
        self._rand: dict[int, float] = {}
        self._hit: dict[str, float] = {}
        self._sides: dict[tuple[int, str], tuple[str, float]] = {}
        self._attacking: tuple[str, ...] = ()  # the Ships whose attack is being valued, outermost first

    # ---- knowledge -------------------------------------------------------------------------------
    @property
    def pool(self) -> list[str]:
        if self._pool is None:
            self._pool = facts.unseen_resources(self.cards, self.state, self.seat)
        return self._pool

    @property
    def dist(self) -> dict[int, float]:
        if self._dist is None:
            self._dist = kn.number_distribution(self.cards, self.pool)
        return self._dist

    @property
    def clock(self) -> kn.Clock:
        if self._clock is None:
            self._clock = kn.clock(self.cards, self.state, self.seat)
        return self._clock

    def hit(self, typ: str) -> float:
        """P(a Resource card shows `typ`): over the whole deck list (stable, and cheap)."""
        cache = memo.table(self.cards, "type_hit")
        h = cache.get(typ)
        if h is None:
            h = cache[typ] = kn.type_hit_chance(self.cards, list(self.cards.resources), typ)
        return h

    def turns_left(self, p: PlayerState) -> float:
        """Action steps `p` still gets (the current one included if not yet used)."""
        s = self.state
        now = 1.0 if (s.current == p.seat and not s.turn.action_taken) else 0.0
        if s.end_triggered and s.last_turn_seat is not None:
            cur, last = s.current, s.last_turn_seat
            later = 0 < (p.seat - cur) % self.n <= (last - cur) % self.n
            return now + (1.0 if later else 0.0)
        return now + max(0.0, self.clock.total_turns / self.n - 0.5)

    # ---- resources -------------------------------------------------------------------------------
    def need(self, p: PlayerState) -> dict[str, float]:
        """Value of one symbol of each colour to `p` (gold: the best of them)."""
        got = self._need.get(p.seat)
        if got is not None:
            return got
        w, cards = self.w, self.cards
        need = {c: w.symbol for c in COLOURS3}
        for u in p.under_construction:
            kind = cards.cards[u].kind
            if facts.remaining_cost(cards, self.state, p, u) > 0:
                need[KIND_COLOUR[kind]] = w.symbol_need
        for kind, (_action, colour) in OP_ACTION.items():
            k = len(facts.operational(cards, p, kind))
            if k:
                need[colour] = max(need[colour], w.symbol + (w.symbol_need - w.symbol) * min(1.0, 0.35 * k))
        need["gold"] = max(need.values()) + 0.03
        self._need[p.seat] = need
        return need

    def section_value(self, p: PlayerState, res: str, sec: int) -> float:
        s = self.cards.resources[res].sections[sec]
        return s.symbols * self.need(p)[s.colour]

    def card_value(self, p: PlayerState, res: str) -> float:
        need = self.need(p)
        a, b = self.cards.resources[res].sections
        return max(a.symbols * need[a.colour], b.symbols * need[b.colour])

    def fresh_draw(self, p: PlayerState) -> float:
        """Expected value of a fresh Resource card (over the whole deck list: cheap and close enough)."""
        v = self._rand.get(p.seat)
        if v is None:
            need = self.need(p)
            key = (need["red"], need["blue"], need["green"], need["gold"])
            cache = memo.table(self.cards, "fresh_draw")
            v = cache.get(key)
            if v is None:
                v = _mean(self.card_value(p, r) for r in self.cards.resources)
                if len(cache) > 4096:
                    cache.clear()
                cache[key] = v
            self._rand[p.seat] = v
        return v

    # ---- effects ---------------------------------------------------------------------------------
    def effect_value(self, effects: Iterable[Effect], p: PlayerState, opp: PlayerState | None = None,
                     ship: str = "") -> float:
        """What resolving these one-shot effects is worth to `p` (harm to `opp` counts as a gain)."""
        total = 0.0
        for e in effects:
            total += self._one(e, p, opp, ship)
        return total

    def _one(self, e: Effect, p: PlayerState, opp: PlayerState | None, ship: str) -> float:
        """One one-shot effect, by its verb's entry in alien_artifacts/ai/valuation.py."""
        value = valuation.ONE_SHOT.get(e.verb)
        to_opp = e.args.get("who", "self") == "opponent"
        if value is None or (to_opp and opp is None):
            return 0.0
        sign = -self.opp_w if to_opp else 1.0
        return value(self, e, p, opp, ship, int(e.args.get("amount", 1)), sign)

    # ---- attacks (R21-R24) -----------------------------------------------------------------------
    def ship_bonus(self, p: PlayerState, ship: str, against: str) -> int:
        bonus = 0
        if facts.is_active(self.state, p, ship):
            for e in self.cards.cards[ship].operational.attack:
                if e.verb == "attack_bonus" and e.args.get("against", "any") in ("any", against):
                    bonus += int(e.args.get("amount", 1))
        for _u, _i, e in facts.ongoing(self.cards, self.state, p):
            if e.verb == "attack_bonus" and e.args.get("against", "any") in ("any", against):
                bonus += int(e.args.get("amount", 1))
        return bonus

    def _table_ev(self, p: PlayerState, ship: str, rows: tuple[tuple[Effect, ...], ...], against: str,
                  opp: PlayerState | None) -> float:
        bonus = self.ship_bonus(p, ship, against)
        triggers = [e for e in self.cards.cards[ship].operational.attack if e.verb == "on"
                    and e.args.get("event") == "ship_attack"
                    and e.args.get("target", "any") in ("any", against)] if facts.is_active(
            self.state, p, ship) else []
        ev = 0.0
        outer = self._attacking
        self._attacking = (*outer, ship)
        try:
            for number, prob in self.dist.items():
                value = number + bonus
                row = rows[max(1, min(4, value)) - 1]
                got = self.effect_value(row, p, opp, ship)
                for t in triggers:
                    if value >= int(t.args.get("min_value", 0)):
                        got += self.effect_value(t.args.get("do", ()), p, opp, ship)
                ev += prob * got
        finally:
            self._attacking = outer
        return ev

    def attack_ev(self, p: PlayerState, ship: str, target: str, plan: str | None = None) -> float:
        """Expected value of one Ship's attack on `target` ("alien" or a seat as text)."""
        cards, s = self.cards, self.state
        if target == "alien":
            if s.alien_system is None:
                return 0.0
            return self._table_ev(p, ship, cards.alien_systems[s.alien_system].table.rows, "alien", None)
        opp = s.players[int(target)]
        if plan is not None:
            table = cards.basic_defense.table if plan == "basic" else cards.defense_plans[plan].table
            return self._table_ev(p, ship, table.rows, "player", opp)
        basic = self._table_ev(p, ship, cards.basic_defense.table.rows, "player", opp)
        if not opp.defense_plans:
            return basic
        if opp.seat == self.seat:
            plans = list(opp.defense_plans)
        else:
            plans = facts.unseen_defense_plans(cards, s, self.seat)
        if not plans:
            return basic
        alts = [min(basic, self._table_ev(p, ship, cards.defense_plans[d].table.rows, "player", opp))
                for d in plans]
        if opp.seat == self.seat:
            return min(alts)
        return _mean(alts)

    def attack_action_ev(self, p: PlayerState, ships: Iterable[str], target: str) -> float:
        ships = list(ships)
        ev = sum(self.attack_ev(p, sh, target) for sh in ships)
        against = "alien" if target == "alien" else "player"
        for _u, _i, e in facts.ongoing(self.cards, self.state, p):
            if e.verb == "on" and e.args.get("event") == "attack" and e.args.get("target", "any") in ("any", against):
                ev += self.effect_value(e.args.get("do", ()), p)
        return ev

    # ---- cards -----------------------------------------------------------------------------------
    def end_score(self, p: PlayerState) -> float:
        """Technologies' end column plus faction end scoring, as things stand (R31)."""
        cards = self.cards
        total = 0.0
        for uid in facts.operational(cards, p, "technology"):
            v = facts.tech_score(cards, p, uid, "end")
            tokens = p.blockades.get(uid, 0)
            total += v - (tokens * 0.3 if v else 0)
        faction = cards.factions.get(p.faction)
        if faction is not None:
            for e in faction.end_scoring:
                total += self._one(e, p, None, "")
        return total

    def _with_card(self, p: PlayerState, uid: str, side: str) -> PlayerState:
        q = p.clone()
        if uid in q.under_construction:
            q.under_construction.remove(uid)
        q.empire.append(uid)
        q.sides[uid] = side
        return q

    def logistics_value(self, c: CardDef, p: PlayerState, turns: float) -> float:
        """What a logistics side's abilities are worth over `turns` own turns."""
        if c.kind == "ship":
            effects = c.logistics.ongoing or self.cards.rules.ship_logistics.get(c.type, ())
        elif c.kind == "planet":
            effects = c.logistics.ongoing or self.cards.rules.planet_logistics.get(c.type, ())
        else:
            effects = c.logistics.ongoing
        t = max(0.0, turns) * self.w.future
        total = 0.0
        for e in effects:
            total += self._ongoing(e, p, t)
        if c.logistics.additionally:
            total += max(0.0, self.effect_value(c.logistics.additionally, p)) * t * 0.55
        if c.logistics.action:
            total += max(0.0, self.effect_value(c.logistics.action, p) - self.w.action) * t * 0.35
        return total

    def _ongoing(self, e: Effect, p: PlayerState, t: float) -> float:
        """One ongoing modifier or trigger over `t` weighted turns, by its verb's entry in
        alien_artifacts/ai/valuation.py."""
        value = valuation.ONGOING.get(e.verb)
        return value(self, e, p, t, int(e.args.get("amount", 1))) if value is not None else 0.0

    def side_value(self, p: PlayerState, uid: str, side: str, immediate: bool = True) -> float:
        """Completing `uid` with `side` up: 1 VP, the side's worth, and the change in end scoring."""
        c = self.cards.cards[uid]
        turns = max(0.0, self.turns_left(p) - (1.0 if self.state.current == p.seat else 0.0))
        q = self._with_card(p, uid, side)
        total = 1.0 + self.end_score(q) - self.end_score(p)
        if side == "logistics":
            total += self.logistics_value(c, q, turns)
            if c.kind == "ship" and c.type == "exploit":
                total += self.w.defense_plan
            return total
        if c.kind == "technology":
            during = facts.tech_score(self.cards, q, uid, "during")
            hit = self.hit(c.type)
            total += (hit * during if immediate else 0.0) + hit * during * turns * 0.05 * self.w.future
        elif c.kind == "planet":
            n = self.cards.rules.exploit_produce + sum(
                int(e.args.get("amount", 1)) for _u, _i, e in facts.ongoing(self.cards, self.state, p)
                if e.verb == "production_bonus" and e.args.get("on", "any") in ("exploit", "any"))
            hit = self.hit(c.type)
            per = hit + 0.75 * self.fresh_draw(p) * self.w.produced
            total += (n * per if immediate else 0.0) + per * turns * 0.07 * self.w.future
        else:
            ev = self.attack_ev(q, uid, "alien")
            total += (max(0.0, ev) if immediate else 0.0) + max(0.0, ev) * turns * self.w.ship_potential
        return total

    def best_side(self, p: PlayerState, uid: str) -> tuple[str, float]:
        key = (p.seat, uid)
        got = self._sides.get(key)
        if got is None:
            lo = self.side_value(p, uid, "logistics")
            op = self.side_value(p, uid, "operational")
            got = self._sides[key] = ("operational", op) if op > lo else ("logistics", lo)
        return got

    def ready(self, p: PlayerState, uid: str) -> bool:
        """Can `p` pay what `uid` still costs right now (own hand only for the perspective seat)?"""
        cards = self.cards
        need = facts.remaining_cost(cards, self.state, p, uid)
        if need <= 0:
            return True
        kind = cards.cards[uid].kind
        limit = facts.assembly_limit(cards, self.state, p, KIND_ACTION[kind])
        srcs = facts.payment_sources(p) if p.seat == self.seat else self._public_sources(p)
        return sum(facts.best_payments(cards, srcs, KIND_COLOUR[kind], True)[:limit]) >= need

    def uc_share(self, p: PlayerState, uid: str) -> float:
        """The share of its completed worth one Under Construction card has on its own."""
        cost = max(1, facts.completion_cost(self.cards, self.state, p, uid))
        prog = 1.0 - facts.remaining_cost(self.cards, self.state, p, uid) / cost
        return self.w.uc_base + self.w.uc_progress * prog + (self.w.uc_ready if self.ready(p, uid) else 0.0)

    def uc_total(self, p: PlayerState) -> float:
        """Under Construction cards: a share of their completed worth that grows with payment; one card
        payable right now gets a bonus (one hand pays for one card); more cards than the turns left
        can complete count less."""
        cards, w = self.cards, self.w
        turns = self.turns_left(p)
        if turns <= 0 or not p.under_construction:
            return 0.0
        items = []
        for u in p.under_construction:
            _side, full = self.best_side(p, u)
            need = facts.remaining_cost(cards, self.state, p, u)
            cost = max(1, facts.completion_cost(cards, self.state, p, u))
            prog = 1.0 - need / cost
            items.append((full * (1 + 0.5 * prog), full, prog, u))
        items.sort(reverse=True)
        cap = 1.0 + turns * 0.45
        total = 0.0
        bonus_left = True
        for i, (_rank, full, prog, u) in enumerate(items):
            weight = 1.0 if i + 1 <= cap else max(0.1, 1.0 - 0.35 * (i + 1 - cap))
            share = w.uc_base + w.uc_progress * prog
            if bonus_left and self.ready(p, u):
                share += w.uc_ready
                bonus_left = False
            total += max(0.0, full) * share * weight
        if turns < 2:
            total *= 0.5 * turns
        return total

    def _public_sources(self, p: PlayerState) -> list[facts.Source]:
        out: list[facts.Source] = []
        for planet, tucked in p.produced.items():
            out.extend((r, planet, (sec,)) for r, sec in tucked)
        return out

    def deck_top_value(self, p: PlayerState, kind: str, typ: str) -> float:
        """Rough worth of an unknown card of a kind and Type bought into Under Construction."""
        base = 2.4 if kind == "technology" else 2.1
        # faction and technology scoring that counts this kind or Type: try a typical card of the kind
        probe = next((c for c in self.cards.cards.values() if c.kind == kind and c.type == typ), None)
        if probe is not None:
            q = p.clone()
            q.empire.append(probe.id)
            q.sides[probe.id] = "operational"
            bump = self.end_score(q) - self.end_score(p)
            q.sides[probe.id] = "logistics"
            bump = max(bump, self.end_score(q) - self.end_score(p))
            base += 0.7 * bump
        return base * (self.w.uc_base + 0.1)

    # ---- whole positions -------------------------------------------------------------------------
    def components(self, p: PlayerState) -> list[float]:
        """The raw position features of `p` (see FEATURES); hidden ones only for the perspective seat."""
        cards = self.cards
        mine = p.seat == self.seat
        turns = self.turns_left(p)
        logi = ships = planets = blocked = 0.0
        for u in p.empire:
            c = cards.cards[u]
            side = p.sides.get(u)
            tokens = p.blockades.get(u, 0)
            if side == "logistics":
                v = self.logistics_value(c, p, turns)
                logi += v * (0.35 if tokens else 1.0)
                blocked += tokens
            elif c.kind == "ship":
                ev = self.attack_ev(p, u, "alien") if turns > 0 else 0.0
                ships += max(0.0, ev) * turns
            elif c.kind == "planet":
                planets += turns * (self.hit(c.type) + 0.7 * self.fresh_draw(p))
        hand = 0.0
        if mine:
            base = self.fresh_draw(p)
            hand = sum(max(0.0, self.card_value(p, r) - base) for r in p.hand)
        produced = sum(self.section_value(p, r, sec) for tucked in p.produced.values() for r, sec in tucked)
        if mine:
            arts = sum(self.artifact_value(p, a) for a in p.artifacts)
        else:
            arts = len(p.artifacts) * self.w.artifact
        return [float(p.vp), float(len(p.empire)), self.end_score(p), self.uc_total(p), logi, ships, planets, hand,
                produced, float(p.credits), arts, float(len(p.defense_plans)), blocked]

    def tau(self, p: PlayerState) -> float:
        return min(1.0, self.turns_left(p) / TAU_TURNS)

    def signature(self, p: PlayerState) -> tuple[object, ...]:
        """Everything `player_value(p)` depends on, as `self.seat` sees it."""
        s = self.state
        own = (tuple(p.hand), tuple(p.artifacts)) if p.seat == self.seat else (len(p.hand), len(p.artifacts))
        return (self.seat, p.seat, p.vp, p.credits, own, len(p.defense_plans), tuple(p.empire),
                tuple(p.sides.values()), tuple(p.blockades.items()), tuple(p.under_construction),
                tuple((k, tuple(v)) for k, v in p.attached.items()),
                tuple((k, tuple(v)) for k, v in p.produced.items()),
                round(self.turns_left(p), 1), s.alien_system, p.seat == s.current, tuple(s.turn.temp_discounts))

    def player_value(self, p: PlayerState) -> float:
        """An estimate of `p`'s final score from what `self.seat` can see."""
        if self.cache is not None:
            key = self.signature(p)
            got = self.cache.get(key)
            if got is None:
                got = self.cache[key] = self._player_value(p)
            return got
        return self._player_value(p)

    def _player_value(self, p: PlayerState) -> float:
        f = self.components(p)
        t = self.tau(p)
        a, b = self.w.coef_a, self.w.coef_b
        return sum(f[i] * (a[i] + b[i] * t) for i in range(len(f)))

    def artifact_value(self, p: PlayerState, uid: str) -> float:
        a = self.cards.artifacts.get(uid)
        if a is None:
            return self.w.artifact
        return max(0.3, 0.9 * self.effect_value(a.play, p))

    def evaluate(self, best_share: float = 0.7) -> float:
        """The perspective seat's estimated final score minus its opponents': `best_share` of the
        strongest one's and the rest of their average."""
        s = self.state
        mine = self.player_value(s.players[self.seat])
        rest = [self.player_value(p) for p in s.players if p.seat != self.seat]
        if not rest:
            return mine
        best = max(rest)
        return mine - (best_share * best + (1.0 - best_share) * _mean(rest))

    def final_margin(self) -> float:
        """For finished games: score difference to the best opponent (used by search)."""
        s = self.state
        totals = {i: s.final.get(i, {}).get("total", s.players[i].vp) for i in range(self.n)}
        mine = totals[self.seat]
        best = max(v for i, v in totals.items() if i != self.seat)
        return float(mine - best)
