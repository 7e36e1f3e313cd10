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

from game.content.model import KIND_ACTION, KIND_COLOUR, KINDS, CardSet, Logistics
from game.engine.choices import Option, PendingChoice
from game.engine.state import PlayerState, State
from game.rules import payment, query

from .features import DEFAULT, Valuer, Weights

FREE_VERBS = ("artifact", "additionally", "activate")


def option_keys(p: PendingChoice) -> tuple[str, ...]:
    return tuple(o.key for o in p.options)


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
        self._kinds: dict[str, Callable[[Situation, Valuer], str]] = {
            "turn": self.turn, "pay": self.pay, "buy_count": self.buy_count, "keep": self.keep,
            "side": self.side, "auto_order": self.auto_order, "produce_section": self.produce_section,
            "target": self.target, "defense_plan": self.defense_plan, "blockade": self.blockade,
            "attach": self.attach, "trade": self.trade, "remove": self.remove, "unblock": self.unblock,
            "choose_own_blockade": self.unblock, "discard": self.discard, "discard_down": self.discard_down,
            "choose_planet": self.choose_planet, "choose_ship": self.choose_ship, "choose_tech": self.choose_tech,
            "choose_opponent": self.choose_opponent, "choose_deck": self.choose_deck,
        }

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
        fn = self._kinds.get(p.kind)
        if fn is None:
            return self._generic(sit, v)
        key = fn(sit, v)
        return key if p.option(key) is not None else keys[0]

    def _jitter(self, x: float) -> float:
        return x + self.rng.gauss(0.0, self.noise) if self.noise else x

    def _best(self, scored: dict[str, float]) -> str:
        return max(scored, key=lambda k: (self._jitter(scored[k]), k))

    def _generic(self, sit: Situation, v: Valuer) -> str:
        for k in option_keys(sit.pending):
            if k not in ("done", "pass"):
                return k
        return option_keys(sit.pending)[0]

    def me(self, sit: Situation) -> PlayerState:
        return sit.state.players[sit.seat]

    # ---- the action menu ----------------------------------------------------------------------------
    def turn_scores(self, sit: Situation, v: Valuer) -> dict[str, float]:
        """Static gain estimate of every turn option (0 = doing nothing)."""
        out: dict[str, float] = {}
        for key in option_keys(sit.pending):
            out[key] = self.option_gain(sit, v, key)
        return out

    def turn(self, sit: Situation, v: Valuer) -> str:
        scores = self.turn_scores(sit, v)
        free = {k: s for k, s in scores.items() if k.split(":")[0] in FREE_VERBS}
        acts = {k: s for k, s in scores.items() if k.split(":")[0] not in FREE_VERBS}
        if free:
            k = max(free, key=lambda x: (free[x], x))
            if free[k] > 0.15:
                return k
        return self._best(acts) if acts else self._generic(sit, v)

    def option_gain(self, sit: Situation, v: Valuer, key: str) -> float:
        cards, s, w = sit.cards, sit.state, self.w
        p = self.me(sit)
        verb, _, arg = key.partition(":")
        turns = v.turns_left(p)
        if verb in ("pass", "end_action"):
            return 0.0
        if verb == "buy":
            return self.buy_gain(sit, v, arg)
        if verb in ("build", "develop", "discover"):
            need = query.remaining_cost(cards, s, p, arg)
            _side, full = v.best_side(p, arg)
            return full * (1 - v.uc_share(p, arg)) + 0.6 - need * w.symbol * 0.4
        if verb == "prepare":
            return self.prepare_gain(sit, v, arg)
        if verb == "trade":
            limit = query.assembly_limit(cards, s, p, "trade")
            vals = sorted((payment.value(cards, r, sec, arg, True) if arg != "gold" else
                           payment.value(cards, r, sec, "gold", False), r)
                          for r, _wh, secs in payment.sources(p) for sec in secs)
            best: dict[str, int] = {}
            for val, r in vals:
                best[r] = max(best.get(r, 0), val)
            gain = sum(sorted(best.values(), reverse=True)[:limit])
            gain += query.modifier(cards, s, p, "trade_bonus")
            room = cards.rules.bank_max - p.credits
            return min(gain, room) * w.credit * (0.5 + 0.5 * min(1.0, turns / 3)) + 0.05
        if verb == "remove_blockades":
            tokens = sum(n for u, n in p.blockades.items() if cards.cards[u].kind == arg)
            return min(tokens, 2) * 0.6
        if verb == "offensive":
            ships = query.ready_ships(cards, s, p)
            best_t = max(self._targets(sit), key=lambda t: v.attack_action_ev(p, ships, t))
            return v.attack_action_ev(p, ships, best_t) - 1.0
        if verb == "revenue":
            techs = [u for u in query.operational(cards, p, "technology") if query.is_active(s, p, u)]
            return sum(v.hit(cards.cards[u].type) * query.tech_score(cards, p, u, "during") for u in techs) - 1.0
        if verb == "mine":
            planets = [u for u in query.operational(cards, p, "planet") if query.is_active(s, p, u)]
            return sum(v.hit(cards.cards[u].type) + 0.6 * v.fresh_draw(p) for u in planets) - 1.0
        if verb == "faction":
            f = cards.factions[p.faction]
            return v.effect_value(f.action.effects, p) - 0.2
        if verb == "card_action":
            return v.effect_value(cards.cards[arg].logistics.action, p) - 0.2
        if verb == "artifact":
            q = p.clone()
            q.artifacts.remove(arg)
            keep_loss = v.end_score(p) - v.end_score(q)
            late = turns <= 1.0
            return v.effect_value(cards.artifacts[arg].play, p) - keep_loss - (0.0 if late else 0.1)
        if verb == "additionally":
            return v.effect_value(cards.cards[arg].logistics.additionally, p)
        if verb == "activate":
            return -0.5
        return 0.0

    def _targets(self, sit: Situation) -> list[str]:
        out = ["alien"] if sit.state.alien_system is not None else []
        out += [str(p.seat) for p in sit.state.players if p.seat != sit.seat]
        return out

    def buy_gain(self, sit: Situation, v: Valuer, deck: str) -> float:
        p = self.me(sit)
        price = query.buy_price(sit.cards, sit.state, p)
        top = sit.tops.get(deck)
        if top is None:
            return -1.0
        val = v.deck_top_value(p, deck, top.type) + 0.5 * self._face_value(sit, v, top.kind, top.logistics)
        waiting = sum(1 for u in p.under_construction if query.remaining_cost(sit.cards, sit.state, p, u) > 0)
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
        limit = query.assembly_limit(cards, s, p, "prepare", row)
        vals = payment.best_values(cards, payment.sources(p), colour, True)[:limit]
        if not vals:
            return -1.0
        got = sum(vals)
        best = 0.0
        for u in p.under_construction:
            if cards.cards[u].kind != row:
                continue
            need = query.remaining_cost(cards, s, p, u)
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
            g = self.interrupt_gain(sit, v, o.key.split(":", 1)[1])
            if g > gain:
                best, gain = o.key, g
        return best

    def interrupt_gain(self, sit: Situation, v: Valuer, uid: str) -> float:
        p = self.me(sit)
        pend = sit.pending
        if pend.kind == "pay":
            target = pend.info_get("for")
            card = sit.cards.cards.get(target)
            if card is None:
                return 0.0
            action = KIND_ACTION[card.kind]
            need = sum(pay_need(pend).values())
            saved = sum(min(int(e.args.get("amount", 1)), need) for e in sit.cards.artifacts[uid].play
                        if e.verb == "temporary_discount" and e.args.get("action") in (action, "any"))
            return saved * self.w.symbol + 0.1 if saved else 0.0
        if pend.kind == "discard" and v.turns_left(p) <= 1.0:
            return self.option_gain(sit, v, f"artifact:{uid}")
        return 0.0

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
        srcs = payment.sources(p)
        where = {r: wh for r, wh, _secs in srcs}
        best_key, best_cost = option_keys(sit.pending)[0], float("inf")
        memo: dict[tuple[Any, ...], float] = {}
        for o in sit.pending.options:
            _v, res, sec_s = o.key.split(":")
            sec = int(sec_s)
            left = payment.apply_section(sit.cards, need, res, sec, gold_ok)
            rest = [x for x in srcs if x[0] != res]
            cost = self._res_cost(v, p, res, sec, where.get(res, "hand"))
            cost += self._finish(sit.cards, v, p, rest, left, gold_ok, max(0, slots - 1), memo)
            if cost < best_cost:
                best_key, best_cost = o.key, cost
        return best_key

    def _finish(self, cards: CardSet, v: Valuer, p: PlayerState, srcs: list[payment.Source], need: dict[str, int],
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
                if not payment.useful(cards, need, res, sec, gold_ok):
                    continue
                left = payment.apply_section(cards, need, res, sec, gold_ok)
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
        return f"count:{n}"

    def keep(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        scores = {}
        for o in sit.pending.options:
            uid = o.key.split(":", 1)[1]
            _side, full = v.best_side(p, uid)
            cost = query.completion_cost(sit.cards, sit.state, p, uid)
            scores[o.key] = full - 0.08 * cost
        return self._best(scores)

    def side(self, sit: Situation, v: Valuer) -> str:
        uid = sit.pending.info_get("card")
        planned = self.sides.pop(uid, None)
        if planned is not None:
            return f"side:{planned}"
        p = self.me(sit)
        lo = v.side_value(p, uid, "logistics")
        op = v.side_value(p, uid, "operational")
        return "side:operational" if self._jitter(op) > self._jitter(lo) else "side:logistics"

    def auto_order(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        scores = {}
        for o in sit.pending.options:
            uid = o.key.split(":", 1)[1]
            side, full = v.best_side(p, uid)
            disc = 0.0
            c = sit.cards.cards[uid]
            if side == "logistics":
                disc = 0.5 * sum(1 for e in (c.logistics.ongoing or ()) if e.verb == "discount")
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
            sec = int(o.key.split(":")[1])
            s = sit.cards.resources[card].sections[sec] if card in sit.cards.resources else None
            bonus = 1.0 if s is not None and s.type == ptype else 0.0
            scores[o.key] = bonus + (v.section_value(p, card, sec) if s is not None else 0.0)
        return max(scores, key=lambda k: (scores[k], k))

    # ---- attacks -----------------------------------------------------------------------------------
    def target(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        ships = [x for x in sit.pending.info_get("ships").split() if x]
        if not ships:
            ships = query.ready_ships(sit.cards, sit.state, p)
        scores = {}
        for key in option_keys(sit.pending):
            t = key.split(":")[1]
            scores[key] = 0.0 if t == "none" else v.attack_action_ev(p, ships, t)
        return self._best(scores)

    def defense_plan(self, sit: Situation, v: Valuer) -> str:
        s, cards = sit.state, sit.cards
        attacker = s.players[int(sit.pending.info_get("attacker", "0") or 0)]
        ships = [u for u in query.operational(cards, attacker, "ship") if u not in s.turn.attacked] or \
            query.operational(cards, attacker, "ship")
        if not ships:
            return option_keys(sit.pending)[0]
        av = Valuer(cards, s, attacker.seat, self.w)
        av._pool = v.pool  # the defender's knowledge of the deck, not the attacker's
        av._dist = v.dist
        scores = {}
        for key in option_keys(sit.pending):
            plan = key.split(":", 1)[1]
            scores[key] = -sum(av.attack_ev(attacker, sh, str(sit.seat), plan) for sh in ships)
        return self._best(scores)

    def blockade(self, sit: Situation, v: Valuer) -> str:
        owner = sit.state.players[int(sit.pending.info_get("owner", "-1") or -1)] if sit.pending.info_get(
            "owner") else None
        scores = {}
        for key in option_keys(sit.pending):
            uid = key.split(":", 1)[1]
            o = owner or next(q for q in sit.state.players if uid in q.empire)
            scores[key] = self.blockade_harm(sit, v, o, uid)
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
            end = query.tech_score(cards, owner, uid, "end")
            return 0.3 + 0.25 * end + 0.1 * tokens
        if c.kind == "ship":
            return 0.25 / (1 + tokens)
        return 0.1 / (1 + tokens)

    # ---- prepare, trade, remove --------------------------------------------------------------------
    def attach(self, sit: Situation, v: Valuer) -> str:
        cards, s = sit.cards, sit.state
        p = self.me(sit)
        where = {r: wh for r, wh, _ in payment.sources(p)}
        scores: dict[str, float] = {}
        value_of: dict[str, float] = {}
        for key in option_keys(sit.pending):
            if key == "done":
                scores[key] = 0.0
                continue
            _a, res, sec_s, uc = key.split(":")
            sec = int(sec_s)
            colour = KIND_COLOUR[cards.cards[uc].kind]
            sym = payment.value(cards, res, sec, colour, True)
            need = query.remaining_cost(cards, s, p, uc)
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
        where = {r: wh for r, wh, _ in payment.sources(p)}
        scores: dict[str, float] = {}
        for key in option_keys(sit.pending):
            if key == "done":
                scores[key] = 0.0
                continue
            _v, res, sec_s = key.split(":")
            sym = cards.resources[res].sections[int(sec_s)].symbols
            gain = min(sym, max(0, room)) * self.w.credit
            scores[key] = gain - self._res_cost(v, p, res, int(sec_s), where.get(res, "hand")) * 0.8 + 0.01
        if "done" not in scores:
            return max(scores, key=lambda k: (scores[k], k))
        return max(scores, key=lambda k: (scores[k], k))

    def remove(self, sit: Situation, v: Valuer) -> str:
        cards = sit.cards
        scores: dict[str, float] = {}
        for key in option_keys(sit.pending):
            if key == "done":
                scores[key] = 0.0
                continue
            _v, res, sec_s = key.split(":")
            scores[key] = 1.0 + 0.1 * cards.resources[res].sections[int(sec_s)].symbols
        return max(scores, key=lambda k: (scores[k], k))

    def unblock(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        scores = {}
        for key in option_keys(sit.pending):
            uid = key.split(":", 1)[1]
            scores[key] = self.blockade_harm(sit, v, p, uid)
        return max(scores, key=lambda k: (scores[k], k))

    # ---- draw step ---------------------------------------------------------------------------------
    def keep_values(self, sit: Situation, v: Valuer) -> dict[str, float]:
        """Hand cards' worth for next turn: alone, and as part of a payment that completes a card."""
        cards, s = sit.cards, sit.state
        p = self.me(sit)
        vals = {r: v.card_value(p, r) for r in p.hand}
        srcs = payment.sources(p)
        for u in p.under_construction:
            kind = cards.cards[u].kind
            need = query.remaining_cost(cards, s, p, u)
            if need <= 0:
                continue
            limit = query.assembly_limit(cards, s, p, KIND_ACTION[kind])
            colour = KIND_COLOUR[kind]
            ranked = sorted(((max(payment.value(cards, r, sec, colour, True) for sec in secs), r)
                             for r, _wh, secs in srcs), reverse=True)[:limit]
            if sum(x for x, _r in ranked) >= need:
                for _x, r in ranked:
                    if r in vals:
                        vals[r] += 0.8
        return vals

    def discard(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        if not p.hand:
            return "done"
        vals = self.keep_values(sit, v)
        fresh = v.fresh_draw(p)
        worst = min(vals, key=lambda r: (vals[r], r))
        if self._jitter(vals[worst]) < fresh * 0.8 and f"discard:{worst}" in option_keys(sit.pending):
            return f"discard:{worst}"
        return "done"

    def discard_down(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        vals = self.keep_values(sit, v)
        choices = [k.split(":", 1)[1] for k in option_keys(sit.pending) if k.startswith("discard:")]
        choices = [r for r in choices if r in vals] or choices
        worst = min(choices, key=lambda r: (vals.get(r, 0.0), r))
        del p
        return f"discard:{worst}"

    # ---- effect choices ----------------------------------------------------------------------------
    def choose_planet(self, sit: Situation, v: Valuer) -> str:
        cards = sit.cards
        scores = {k: v.hit(cards.cards[k.split(":", 1)[1]].type) for k in option_keys(sit.pending)}
        return max(scores, key=lambda k: (scores[k], k))

    def choose_ship(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        scores = {k: v.attack_ev(p, k.split(":", 1)[1], "alien") for k in option_keys(sit.pending)}
        return max(scores, key=lambda k: (scores[k], k))

    def choose_tech(self, sit: Situation, v: Valuer) -> str:
        p = self.me(sit)
        scores = {k: float(query.tech_score(sit.cards, p, k.split(":", 1)[1], "during"))
                  for k in option_keys(sit.pending)}
        return max(scores, key=lambda k: (scores[k], k))

    def choose_opponent(self, sit: Situation, v: Valuer) -> str:
        scores = {}
        for k in option_keys(sit.pending):
            q = sit.state.players[int(k.split(":")[1])]
            scores[k] = v.player_value(q)
        return max(scores, key=lambda k: (scores[k], k))

    def choose_deck(self, sit: Situation, v: Valuer) -> str:
        scores = {k: self.buy_gain(sit, v, k.split(":")[1]) for k in option_keys(sit.pending)}
        return max(scores, key=lambda k: (scores[k], k))


def pay_need(p: PendingChoice) -> dict[str, int]:
    """A pay choice's open need per colour, from its `need` fact ("2 green + 1 red")."""
    need: dict[str, int] = {}
    for part in p.info_get("need").split(" + "):
        if part:
            n, c = part.split(" ")
            need[c] = int(n)
    return need


def kinds_handled() -> tuple[str, ...]:
    return tuple(Policy()._kinds)


__all__ = ["KINDS", "Policy", "Situation", "kinds_handled"]
