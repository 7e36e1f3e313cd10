"""A fast rule-of-thumb policy for every kind of choice (no look-ahead).

It is Easy's whole brain (with noise), Normal's policy for the steps inside an action, and the
rollout policy of Hard. It reads a state through `Valuer`, which sees only what the deciding seat
may see, so it works the same on a View's masked state and inside a sampled simulation.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import attrs

from alien_artifacts.content.model import KIND_ACTION, KIND_COLOUR, KINDS, CardSet, Logistics
from alien_artifacts.engine.choices import Option, PendingChoice
from alien_artifacts.engine.state import PlayerState, State
from alien_artifacts.match import facts

from . import kinds
from .features import DEFAULT, Valuer, Weights

FREE_VERBS = ("artifact", "additionally", "activate")


def option_keys(p: PendingChoice) -> tuple[str, ...]:
    return tuple(o.key for o in p.options)


def key_of(p: PendingChoice, verb: str, arg: str | None = None, card: str | None = None) -> str:
    """The key of the first option with this verb (and `arg` / `card`, when given); "" when there is none (the
    policy then falls back to the first option). Options are found by their fields, never by spelling a key."""
    for o in p.options:
        if o.verb == verb and (arg is None or o.arg == arg) and (card is None or o.card == card):
            return o.key
    return ""


@attrs.frozen
class Situation:
    """Everything a policy may look at for one decision."""

    cards: CardSet
    state: State
    pending: PendingChoice
    seat: int
    tops: dict[str, Any] = attrs.field(hash=False)


class Policy:
    """Scores options with `Valuer`; `noise` adds Gaussian jitter (Easy), `plan` pins side choices."""

    def __init__(self, weights: Weights = DEFAULT, noise: float = 0.0, rng: random.Random | None = None) -> None:
        self.w = weights
        self.noise = noise
        self.rng = rng or random.Random(0)
        self.sides: dict[str, str] = {}  # card uid -> side decided earlier (by a look-ahead)

    # ---- entry -------------------------------------------------------------------------------------
    def choose(self, sit: Situation, valuer: Valuer | None = None) -> str:
        p = sit.pending
        keys = option_keys(p)
        if len(keys) == 1:
            return keys[0]
        v = valuer or Valuer(sit.cards, sit.state, sit.seat, self.w)
        arts = p.interruptions()
        if arts:  # R7: an Artifact may be played in the middle of this choice; else answer the choice itself
            art = self.interrupt(sit, v, arts)
            if art is not None:
                return art
            p = attrs.evolve(p, options=p.own_options())
            sit = attrs.evolve(sit, pending=p)
            keys = option_keys(p)
            if len(keys) == 1:
                return keys[0]
        key = self.handler(p.kind)(sit, v)
        return key if p.option(key) is not None else keys[0]

    def handler(self, kind: str) -> Callable[[Situation, Valuer], str]:
        """This policy's answer to a choice of `kind`: its method named in alien_artifacts/ai/kinds.py (`generic` for a
        kind without an entry)."""
        method: Callable[[Situation, Valuer], str] = getattr(self, kinds.POLICY.get(kind, kinds.DEFAULT))
        return method

    def _jitter(self, x: float) -> float:
        return x + self.rng.gauss(0.0, self.noise) if self.noise else x

    def _best(self, scored: dict[str, float]) -> str:
        return max(scored, key=lambda k: (self._jitter(scored[k]), k))

    def generic(self, sit: Situation, v: Valuer) -> str:
        """The first option that neither ends nor passes (kinds.DEFAULT)."""
        for o in sit.pending.options:
            if o.verb not in ("done", "pass"):
                return o.key
        return option_keys(sit.pending)[0]

    def me(self, sit: Situation) -> PlayerState:
        return sit.state.players[sit.seat]

    # ---- the action menu ----------------------------------------------------------------------------
    def turn_scores(self, sit: Situation, v: Valuer) -> dict[str, float]:
        """Static gain estimate of every turn option (0 = doing nothing)."""
        out: dict[str, float] = {}
        for o in sit.pending.options:
            out[o.key] = self.option_gain(sit, v, o)
        return out

    def turn(self, sit: Situation, v: Valuer) -> str:
        scores = self.turn_scores(sit, v)
        verb = {o.key: o.verb for o in sit.pending.options}
        free = {k: s for k, s in scores.items() if verb[k] in FREE_VERBS}
        acts = {k: s for k, s in scores.items() if verb[k] not in FREE_VERBS}
        if free:
            k = max(free, key=lambda x: (free[x], x))
            if free[k] > 0.15:
                return k
        return self._best(acts) if acts else self.generic(sit, v)

    def option_gain(self, sit: Situation, v: Valuer, o: Option) -> float:
        """Static gain estimate of one turn-menu option, read from its fields (verb, card, arg)."""
        cards, s, w = sit.cards, sit.state, self.w
        p = self.me(sit)
        verb, uid, arg = o.verb, o.card or "", o.arg
        turns = v.turns_left(p)
        if verb in ("pass", "end_action"):
            return 0.0
        if verb == "buy":
            return self.buy_gain(sit, v, arg)
        if verb in ("build", "develop", "discover"):
            need = facts.remaining_cost(cards, s, p, uid)
            _side, full = v.best_side(p, uid)
            return full * (1 - v.uc_share(p, uid)) + 0.6 - need * w.symbol * 0.4
        if verb == "prepare":
            return self.prepare_gain(sit, v, arg)
        if verb == "trade":
            limit = facts.assembly_limit(cards, s, p, "trade")
            vals = sorted((facts.section_pays(cards, r, sec, arg, True) if arg != "gold" else
                           facts.section_pays(cards, r, sec, "gold", False), r)
                          for r, _wh, secs in facts.payment_sources(p) for sec in secs)
            best: dict[str, int] = {}
            for val, r in vals:
                best[r] = max(best.get(r, 0), val)
            gain = sum(sorted(best.values(), reverse=True)[:limit])
            gain += facts.trade_bonus(cards, s, p)
            room = cards.rules.bank_max - p.credits
            return min(gain, room) * w.credit * (0.5 + 0.5 * min(1.0, turns / 3)) + 0.05
        if verb == "remove_blockades":
            tokens = sum(n for u, n in p.blockades.items() if cards.cards[u].kind == arg)
            return min(tokens, 2) * 0.6
        if verb == "offensive":
            ships = facts.ready_ships(cards, s, p)
            best_t = max(self._targets(sit), key=lambda t: v.attack_action_ev(p, ships, t))
            return v.attack_action_ev(p, ships, best_t) - 1.0
        if verb == "revenue":
            techs = [u for u in facts.operational(cards, p, "technology") if facts.is_active(s, p, u)]
            return sum(v.hit(cards.cards[u].type) * facts.tech_score(cards, p, u, "during") for u in techs) - 1.0
        if verb == "mine":
            planets = [u for u in facts.operational(cards, p, "planet") if facts.is_active(s, p, u)]
            return sum(v.hit(cards.cards[u].type) + 0.6 * v.fresh_draw(p) for u in planets) - 1.0
        if verb == "faction":
            f = cards.factions[p.faction]
            return v.effect_value(f.action.effects, p) - 0.2
        if verb == "card_action":
            return v.effect_value(cards.cards[uid].logistics.action, p) - 0.2
        if verb == "artifact":
            q = p.clone()
            q.artifacts.remove(uid)
            keep_loss = v.end_score(p) - v.end_score(q)
            late = turns <= 1.0
            return v.effect_value(cards.artifacts[uid].play, p) - keep_loss - (0.0 if late else 0.1)
        if verb == "additionally":
            return v.effect_value(cards.cards[uid].logistics.additionally, p)
        if verb == "activate":
            return -0.5
        return 0.0

    def _targets(self, sit: Situation) -> list[str]:
        out = ["alien"] if sit.state.alien_system is not None else []
        out += [str(p.seat) for p in sit.state.players if p.seat != sit.seat]
        return out

    def buy_gain(self, sit: Situation, v: Valuer, deck: str) -> float:
        p = self.me(sit)
        price = facts.buy_price(sit.cards, sit.state, p)
        top = sit.tops.get(deck)
        if top is None:
            return -1.0
        val = v.deck_top_value(p, deck, top.type) + 0.5 * self._face_value(sit, v, top.kind, top.logistics)
        waiting = sum(1 for u in p.under_construction if facts.remaining_cost(sit.cards, sit.state, p, u) > 0)
        val -= 0.35 * max(0, waiting - 1)
        turns = v.turns_left(p)
        if turns < 3:
            val *= max(0.0, turns - 1) / 2
        return val - price * self.w.credit * 0.8

    def _face_value(self, sit: Situation, v: Valuer, kind: str, logistics: Logistics) -> float:
        p = self.me(sit)
        turns = max(0.0, v.turns_left(p) - 2)
        probe = next(c for c in sit.cards.cards.values() if c.kind == kind)
        fake = attrs.evolve(probe, logistics=logistics)
        return v.logistics_value(fake, p, turns) * 0.4

    def prepare_gain(self, sit: Situation, v: Valuer, row: str) -> float:
        cards, s = sit.cards, sit.state
        p = self.me(sit)
        colour = KIND_COLOUR[row]
        limit = facts.assembly_limit(cards, s, p, "prepare", row)
        vals = facts.best_payments(cards, facts.payment_sources(p), colour, True)[:limit]
        if not vals:
            return -1.0
        got = sum(vals)
        best = 0.0
        for u in p.under_construction:
            if cards.cards[u].kind != row:
                continue
            need = facts.remaining_cost(cards, s, p, u)
            if need <= 0:
                continue
            _side, full = v.best_side(p, u)
            progress = min(got, need) / max(1, need)
            done = 1.0 if got >= need else 0.0
            best = max(best, full * (0.22 * progress + 0.3 * done))
        return best - got * self.w.symbol * 0.3

    # ---- Artifacts in the middle of a choice (R7) ----------------------------------------------------
    def interrupt(self, sit: Situation, v: Valuer, arts: tuple[Option, ...]) -> str | None:
        """The Artifact worth playing now rather than at the turn menu, or None. Most Artifacts gain the
        same whenever they are played, and the menu after the action offers them again; two moments are
        better: a payment that a temporary discount of the Artifact makes cheaper, and the draw step of
        the seat's last turn (nothing comes after it)."""
        best, gain = None, 0.0
        for o in arts:
            g = self.interrupt_gain(sit, v, o)
            if g > gain:
                best, gain = o.key, g
        return best

    def interrupt_gain(self, sit: Situation, v: Valuer, o: Option) -> float:
        """What playing the Artifact `o` in the middle of this choice gains over playing it later: the method
        alien_artifacts/ai/kinds.py names for the choice's kind, or nothing."""
        name = kinds.INTERRUPT.get(sit.pending.kind)
        return float(getattr(self, name)(sit, v, o)) if name is not None else 0.0

    def discount_now(self, sit: Situation, v: Valuer, o: Option) -> float:
        """At a payment: the symbols the Artifact's discounts take off what is still owed (the rules' reading of
        a discount, alien_artifacts/match/facts.py `cost_cut`)."""
        pend = sit.pending
        card = sit.cards.cards.get(pend.info_get("for"))
        if card is None:
            return 0.0
        action = KIND_ACTION[card.kind]
        need = sum(pay_need(pend).values())
        saved = sum(min(facts.cost_cut(e, action), need) for e in sit.cards.artifacts[o.card or ""].play)
        return saved * self.w.symbol + 0.1 if saved else 0.0

    def last_draw(self, sit: Situation, v: Valuer, o: Option) -> float:
        """At the draw step of the seat's last turn: the Artifact's whole gain (nothing comes after it)."""
        return self.option_gain(sit, v, o) if v.turns_left(self.me(sit)) <= 1.0 else 0.0

    # ---- paying ------------------------------------------------------------------------------------
    def _res_cost(self, v: Valuer, p: PlayerState, res: str, sec: int, where: str) -> float:
        """What spending this card costs: hand cards come back at the draw step, produced ones do not."""
        if where == "hand":
            return max(0.0, v.card_value(p, res) - v.fresh_draw(p)) * 0.7 + 0.02
        return v.section_value(p, res, sec) * self.w.produced + 0.05

    def pay(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        need = pay_need(sit.pending)
        gold_ok = True
        slots = 2
        for k, val in sit.pending.info:
            if k == "limit":
                slots = int(val)
            elif k == "used":
                slots -= int(val)
            elif k == "gold_ok":
                gold_ok = val == "1"
        srcs = facts.payment_sources(p)
        where = {r: wh for r, wh, _secs in srcs}
        best_key, best_cost = option_keys(sit.pending)[0], float("inf")
        memo: dict[tuple[Any, ...], float] = {}
        for o in sit.pending.options:
            res, sec = o.card or "", o.section or 0
            left = facts.need_after(sit.cards, need, res, sec, gold_ok)
            rest = [x for x in srcs if x[0] != res]
            cost = self._res_cost(v, p, res, sec, where.get(res, "hand"))
            cost += self._finish(sit.cards, v, p, rest, left, gold_ok, max(0, slots - 1), memo)
            if cost < best_cost:
                best_key, best_cost = o.key, cost
        return best_key

    def _finish(self, cards: CardSet, v: Valuer, p: PlayerState, srcs: list[facts.Source], need: dict[str, int],
                gold_ok: bool, slots: int, memo: dict[tuple[Any, ...], float]) -> float:
        if all(n <= 0 for n in need.values()):
            return 0.0
        if slots <= 0:
            return 1e6
        key = (tuple(x[0] for x in srcs), tuple(sorted(need.items())), slots)
        if key in memo:
            return memo[key]
        best = 1e6
        for i, (res, where, secs) in enumerate(srcs):
            rest = srcs[i + 1:]
            for sec in secs:
                if not facts.section_helps(cards, need, res, sec, gold_ok):
                    continue
                left = facts.need_after(cards, need, res, sec, gold_ok)
                c = self._res_cost(v, p, res, sec, where) + self._finish(cards, v, p, rest, left, gold_ok,
                                                                          slots - 1, memo)
                best = min(best, c)
        memo[key] = best
        return best

    # ---- buying ------------------------------------------------------------------------------------
    def buy_count(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        keys = option_keys(sit.pending)
        most = len(keys)
        price = int(sit.pending.info_get("price", "5") or 5)
        spare = p.credits - price
        extra = max(0, spare - 3)
        if p.credits >= sit.cards.rules.bank_max - 2:
            extra += 1
        n = max(1, min(most, 1 + min(extra, 3)))
        return key_of(sit.pending, "count", arg=str(n))

    def keep(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        scores = {}
        for o in sit.pending.options:
            uid = o.card or ""
            _side, full = v.best_side(p, uid)
            cost = facts.completion_cost(sit.cards, sit.state, p, uid)
            scores[o.key] = full - 0.08 * cost
        return self._best(scores)

    def side(self, sit: Situation, v: Valuer) -> str:
        uid = sit.pending.info_get("card")
        planned = self.sides.pop(uid, None)
        if planned is not None:
            return key_of(sit.pending, "side", arg=planned)
        p = self.me(sit)
        lo = v.side_value(p, uid, "logistics")
        op = v.side_value(p, uid, "operational")
        return key_of(sit.pending, "side", arg="operational" if self._jitter(op) > self._jitter(lo) else "logistics")

    def auto_order(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        scores = {}
        for o in sit.pending.options:
            uid = o.card or ""
            side, full = v.best_side(p, uid)
            disc = 0.0
            c = sit.cards.cards[uid]
            if side == "logistics":
                disc = 0.5 * sum(1 for e in (c.logistics.ongoing or ()) if facts.is_discount(e))
                if c.kind == "planet":
                    disc += 0.5
            scores[o.key] = full + disc
        return self._best(scores)

    def produce_section(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        planet = sit.pending.info_get("planet")
        card = sit.pending.info_get("card")
        ptype = sit.cards.cards[planet].type if planet in sit.cards.cards else ""
        scores = {}
        for o in sit.pending.options:
            sec = o.section or 0
            s = sit.cards.resources[card].sections[sec] if card in sit.cards.resources else None
            bonus = 1.0 if s is not None and s.type == ptype else 0.0
            scores[o.key] = bonus + (v.section_value(p, card, sec) if s is not None else 0.0)
        return max(scores, key=lambda k: (scores[k], k))

    # ---- attacks -----------------------------------------------------------------------------------
    def fleet(self, sit: Situation, v: Valuer) -> str:
        """R35: which ready Ships an Offensive sends. Every ready Ship (what an Offensive did before R35): each
        attack's expected value, summed over the Ships, is what `target` compares, and a Ship left out gains
        nothing this turn."""
        keys = option_keys(sit.pending)
        return "all" if "all" in keys else "done" if "done" in keys else self.generic(sit, v)

    def target(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        ships = [x for x in sit.pending.info_get("ships").split() if x]
        if not ships:
            ships = facts.ready_ships(sit.cards, sit.state, p)
        scores = {}
        for o in sit.pending.options:
            t = str(o.seat) if o.seat is not None else o.arg  # a seat, "alien" or "none"
            scores[o.key] = 0.0 if t == "none" else v.attack_action_ev(p, ships, t)
        return self._best(scores)

    def defense_plan(self, sit: Situation, v: Valuer) -> str:
        s, cards = sit.state, sit.cards
        attacker = s.players[int(sit.pending.info_get("attacker", "0") or 0)]
        ships = [u for u in facts.operational(cards, attacker, "ship") if u not in s.turn.attacked] or \
            facts.operational(cards, attacker, "ship")
        if not ships:
            return option_keys(sit.pending)[0]
        av = Valuer(cards, s, attacker.seat, self.w)
        av._pool = v.pool  # the defender's knowledge of the deck, not the attacker's
        av._dist = v.dist
        scores = {}
        for o in sit.pending.options:
            plan = o.card or "basic"
            scores[o.key] = -sum(av.attack_ev(attacker, sh, str(sit.seat), plan) for sh in ships)
        return self._best(scores)

    def blockade(self, sit: Situation, v: Valuer) -> str:
        owner = sit.state.players[int(sit.pending.info_get("owner", "-1") or -1)] if sit.pending.info_get(
            "owner") else None
        scores = {}
        for o in sit.pending.options:
            uid = o.card or ""
            holder = owner or next(q for q in sit.state.players if uid in q.empire)
            scores[o.key] = self.blockade_harm(sit, v, holder, uid)
        return self._best(scores)

    def blockade_harm(self, sit: Situation, v: Valuer, owner: PlayerState, uid: str) -> float:
        cards = sit.cards
        c = cards.cards[uid]
        tokens = owner.blockades.get(uid, 0)
        side = owner.sides.get(uid)
        turns = v.turns_left(owner)
        if side == "logistics":
            harm = v.logistics_value(c, owner, turns) * 0.65
            return harm / (1 + 3 * tokens)
        if c.kind == "technology":
            end = facts.tech_score(cards, owner, uid, "end")
            return 0.3 + 0.25 * end + 0.1 * tokens
        if c.kind == "ship":
            return 0.25 / (1 + tokens)
        return 0.1 / (1 + tokens)

    # ---- prepare, trade, remove --------------------------------------------------------------------
    def attach(self, sit: Situation, v: Valuer) -> str:
        cards, s = sit.cards, sit.state
        p = self.me(sit)
        where = {r: wh for r, wh, _ in facts.payment_sources(p)}
        scores: dict[str, float] = {}
        value_of: dict[str, float] = {}
        for o in sit.pending.options:
            key = o.key
            if o.verb == "done":
                scores[key] = 0.0
                continue
            res, sec, uc = o.card or "", o.section or 0, o.onto or ""
            colour = KIND_COLOUR[cards.cards[uc].kind]
            sym = facts.section_pays(cards, res, sec, colour, True)
            need = facts.remaining_cost(cards, s, p, uc)
            if uc not in value_of:
                value_of[uc] = v.best_side(p, uc)[1]
            useful = min(sym, need)
            finish = 1.0 if sym >= need > 0 else 0.0
            scores[key] = (useful * 0.12 * value_of[uc] / max(3, need) + finish * 0.6 - (sym - useful) * 0.08
                           - self._res_cost(v, p, res, sec, where.get(res, "hand")) * 0.8 + 0.05)
        return self._best(scores)

    def trade(self, sit: Situation, v: Valuer) -> str:
        cards = sit.cards
        p = self.me(sit)
        paid = int(sit.pending.info_get("paid", "0") or 0)
        room = cards.rules.bank_max - p.credits - paid
        where = {r: wh for r, wh, _ in facts.payment_sources(p)}
        scores: dict[str, float] = {}
        for o in sit.pending.options:
            key = o.key
            if o.verb == "done":
                scores[key] = 0.0
                continue
            res, sec = o.card or "", o.section or 0
            sym = cards.resources[res].sections[sec].symbols
            gain = min(sym, max(0, room)) * self.w.credit
            scores[key] = gain - self._res_cost(v, p, res, sec, where.get(res, "hand")) * 0.8 + 0.01
        if "done" not in scores:
            return max(scores, key=lambda k: (scores[k], k))
        return max(scores, key=lambda k: (scores[k], k))

    def remove(self, sit: Situation, v: Valuer) -> str:
        cards = sit.cards
        scores: dict[str, float] = {}
        for o in sit.pending.options:
            key = o.key
            if o.verb == "done":
                scores[key] = 0.0
                continue
            res, sec = o.card or "", o.section or 0
            scores[key] = 1.0 + 0.1 * cards.resources[res].sections[sec].symbols
        return max(scores, key=lambda k: (scores[k], k))

    def unblock(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        scores = {}
        for o in sit.pending.options:
            scores[o.key] = self.blockade_harm(sit, v, p, o.card or "")
        return max(scores, key=lambda k: (scores[k], k))

    # ---- draw step ---------------------------------------------------------------------------------
    def keep_values(self, sit: Situation, v: Valuer) -> dict[str, float]:
        """Hand cards' worth for next turn: alone, and as part of a payment that completes a card."""
        cards, s = sit.cards, sit.state
        p = self.me(sit)
        vals = {r: v.card_value(p, r) for r in p.hand}
        srcs = facts.payment_sources(p)
        for u in p.under_construction:
            kind = cards.cards[u].kind
            need = facts.remaining_cost(cards, s, p, u)
            if need <= 0:
                continue
            limit = facts.assembly_limit(cards, s, p, KIND_ACTION[kind])
            colour = KIND_COLOUR[kind]
            ranked = sorted(((max(facts.section_pays(cards, r, sec, colour, True) for sec in secs), r)
                             for r, _wh, secs in srcs), reverse=True)[:limit]
            if sum(x for x, _r in ranked) >= need:
                for _x, r in ranked:
                    if r in vals:
                        vals[r] += 0.8
        return vals

    def discard(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        done = key_of(sit.pending, "done")
        if not p.hand:
            return done
        vals = self.keep_values(sit, v)
        fresh = v.fresh_draw(p)
        worst = min(vals, key=lambda r: (vals[r], r))
        throw = key_of(sit.pending, "discard", card=worst)
        if self._jitter(vals[worst]) < fresh * 0.8 and throw:
            return throw
        return done

    def discard_down(self, sit: Situation, v: Valuer) -> str:
        vals = self.keep_values(sit, v)
        choices = [o.card for o in sit.pending.options if o.verb == "discard" and o.card is not None]
        choices = [r for r in choices if r in vals] or choices
        worst = min(choices, key=lambda r: (vals.get(r, 0.0), r))
        return key_of(sit.pending, "discard", card=worst)

    # ---- effect choices ----------------------------------------------------------------------------
    def choose_planet(self, sit: Situation, v: Valuer) -> str:
        cards = sit.cards
        scores = {o.key: v.hit(cards.cards[o.card or ""].type) for o in sit.pending.options}
        return max(scores, key=lambda k: (scores[k], k))

    def choose_ship(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        scores = {o.key: v.attack_ev(p, o.card or "", "alien") for o in sit.pending.options}
        return max(scores, key=lambda k: (scores[k], k))

    def choose_tech(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        scores = {o.key: float(facts.tech_score(sit.cards, p, o.card or "", "during")) for o in sit.pending.options}
        return max(scores, key=lambda k: (scores[k], k))

    def choose_opponent(self, sit: Situation, v: Valuer) -> str:
        scores = {}
        for o in sit.pending.options:
            q = sit.state.players[o.seat or 0]
            scores[o.key] = v.player_value(q)
        return max(scores, key=lambda k: (scores[k], k))

    def choose_deck(self, sit: Situation, v: Valuer) -> str:
        scores = {o.key: self.buy_gain(sit, v, o.arg) for o in sit.pending.options}
        return max(scores, key=lambda k: (scores[k], k))


def pay_need(p: PendingChoice) -> dict[str, int]:
    """A pay choice's open need per colour, from its `need` fact ("2 green + 1 red")."""
    need: dict[str, int] = {}
    for part in p.info_get("need").split(" + "):
        if part:
            n, c = part.split(" ")
            need[c] = int(n)
    return need


__all__ = ["KINDS", "Policy", "Situation"]
