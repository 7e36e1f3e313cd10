"""What a pick will do, said before it is made: facts the rules offer on a choice and its options (issue 31, item 1).

The UI never works a rule out and never plays the game on a copy of its own: what it shows before a pick (the
symbols a payment pays and wastes, the credits it spends, the choices the rules then take alone, the hand limit
it will meet, the moves that take two picks, why a drop is refused) it reads here, and the payment progress of
every card being paid it reads from a View. The rules answer: each pick is rehearsed on the rules' own
simulation of the position (the same `play_option` path as `Game.submit`), read only up to the first draw or
reveal (a barrier event: what follows may depend on cards nobody may see yet, R33), and the symbol arithmetic
is the payment's own (`alien_artifacts.rules.payment.settle`, as the pay step does it).

    cf = choice_facts(game.simulation(), seat)   # ChoiceFacts | None (None unless the pending choice is seat's)
    cf.pick(keys)                      # PickFacts of one option, or of a two-pick move (first, then)
    cf.moves                           # every drag the seat can make: one option or two picks (`Reach`)
    cf.options_of(keys)                # the Options a run of picks answers, each from its own choice
    refusal(sim, seat, source, section, target)   # why a drop there does nothing, in words
    progress(view)                     # {uid: Progress} of every card Under Construction (public, R33)

`Game.facts_for(seat)` is `choice_facts` on the game's true state: only the seat whose choice it is gets facts,
and a rehearsal stops at the first barrier or at another seat's choice, so nothing a seat may not see enters.
"""

from __future__ import annotations

import itertools
from typing import Any

import attrs

from alien_artifacts.content.model import KIND_ACTION, KIND_COLOUR, CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option, PendingChoice
from alien_artifacts.engine.state import PlayerState, State
from alien_artifacts.match.sim import Simulation, play_option
from alien_artifacts.rules import payment, query
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.names import card_name

__all__ = ["ChoiceFacts", "PickFacts", "Progress", "Reach", "choice_facts", "progress", "refusal"]

NO_LOOKAHEAD = ("end_action", "pass", "done")  # verbs that end something: no pick continues them
# the choice after a first pick must continue it, not start the draw step or a new turn
NOT_A_CONTINUATION = ("turn", "discard", "discard_down")
BUILDS = ("build", "develop", "discover")


@attrs.frozen
class Progress:
    """How far the payment of a card Under Construction has come: symbols paid (prepared on it, plus those paid
    in the payment under way) of what completing it costs; `complete` once it is paid in full (its side is
    being chosen)."""

    card: str
    seat: int
    paid: int
    cost: int
    colour: str
    complete: bool = False
    prepared: int = 0  # of `paid`, the symbols prepared on the card (the rest: the payment under way)

    @property
    def left(self) -> int:
        return max(0, self.cost - self.paid)

    def so_far(self) -> str:
        """ "5 paid (2 prepared)" during a payment, "2 prepared" before one."""
        if self.paid == self.prepared:
            return f"{self.paid} prepared"
        return f"{self.paid} paid" + (f" ({self.prepared} prepared)" if self.prepared else "")

    def paid_words(self) -> str:
        """ "5 of 6 blue paid (2 prepared)" during a payment, "2 of 6 blue prepared" before one."""
        n, _, rest = self.so_far().partition(" ")
        return f"{n} of {self.cost} {self.colour} {rest}"

    def badge(self) -> str:
        """The cost badge: "paid/cost"."""
        return f"{self.paid}/{self.cost}"


@attrs.frozen
class PickFacts:
    """What one pick (or a two-pick move) does, from the rules, up to the first draw or reveal."""

    keys: tuple[str, ...]
    pays: int = 0  # Resource symbols the last pick gives to the payment under way (R11-R13)
    wastes: int = 0  # of those, symbols beyond what is still needed: lost (R15)
    colour: str = ""  # the colour the payment is in ("" when it pays nothing)
    still_needed: int = 0  # what the payment needed before the pick
    credits: int = 0  # credits the picks spend
    alone: tuple[str, ...] = ()  # the choices the rules then take alone (the only legal one), in words
    notes: tuple[str, ...] = ()  # the options' public notes (e.g. why an attack can place no Blockade token)
    over_limit: int = 0  # Resource cards over the hand limit the player will then have to discard (R8)
    hand_limit: int = 0
    label: str = ""  # the picked options' labels

    def waste_words(self) -> str:
        """The warning a pick that wastes symbols deserves, or "" (no waste)."""
        if self.wastes <= 0:
            return ""
        if self.pays:
            colour = f" {self.colour}" if self.colour else ""
            needed = "is" if self.still_needed == 1 else "are"
            return (f"This card pays {self.pays}{colour} but only {self.still_needed} more {needed} needed: "
                    f"{self.wastes} will be wasted.")
        return (f"Every 2 symbols remove one token: the {'odd symbol' if self.wastes == 1 else 'extra symbols'} "
                f"you paid will be wasted.")

    def preview(self) -> str:
        """One line on what the picks spend or decide alone and their notes ("" when nothing is worth saying);
        credits are left out when the options' labels already name them."""
        parts: list[str] = []
        if self.credits > 0 and "credit" not in self.label.lower():
            parts.append(f"costs {self.credits} credit{'s' * (self.credits != 1)}")
        parts += [w for w in self.alone if w not in parts]
        if self.over_limit:
            parts.append(f"you will hold {self.over_limit} Resource card{'s' * (self.over_limit != 1)} over "
                         f"the hand limit of {self.hand_limit} and must discard")
        parts += [n for n in self.notes if n not in parts]
        return "; ".join(parts)


@attrs.frozen
class Reach:
    """A drag the seat can make: `source` put on `target`, standing for the picks `keys` (one option, or an
    action and the first answer of the choice it opens, e.g. Build then pay with a Resource card's half)."""

    source: str
    target: str
    keys: tuple[str, ...]
    label: str
    section: int | None
    verb: str


@attrs.frozen
class ChoiceFacts:
    choice_id: int
    seat: int
    picks: dict[tuple[str, ...], PickFacts] = attrs.field(hash=False)
    moves: tuple[Reach, ...] = ()
    # the options a two-pick move answers: keys -> (first option, second option)
    steps: dict[tuple[str, ...], tuple[Option, ...]] = attrs.field(factory=dict, hash=False)

    def pick(self, keys: tuple[str, ...]) -> PickFacts | None:
        return self.picks.get(tuple(keys))

    def options_of(self, keys: tuple[str, ...]) -> tuple[Option, ...]:
        """The Options a run of picks answers, each from its own choice (() when it is not one the seat has)."""
        return self.steps.get(tuple(keys), ())


# ---- the rehearsal ---------------------------------------------------------------------------------------
class _Trial:
    """The rules' simulation of a position that keeps the events it makes (Simulation keeps none)."""

    def __init__(self, cards: CardSet, state: State, seed: int, pending: PendingChoice | None) -> None:
        self.events: list[Any] = []
        self.ctx = Ctx(state, cards, seed, self.events)
        self.pending = pending

    @classmethod
    def of(cls, sim: Simulation) -> _Trial:
        return cls(sim.cards, sim.state.clone(), sim.seed, sim.pending)

    def clone(self) -> _Trial:
        return _Trial(self.ctx.cards, self.ctx.state.clone(), self.ctx.seed, self.pending)

    def play(self, key: str) -> list[Any]:
        """Answer the pending choice with `key`; the events it made."""
        n = len(self.events)
        assert self.pending is not None
        self.pending = play_option(self.ctx, self.pending.seat, key)
        return self.events[n:]


def _payment_of(cards: CardSet, state: State, o: Option) -> tuple[int, int, str, int]:
    """(symbols paid, symbols wasted, colour, need before) of option `o` at the choice on top of the stack."""
    step = state.stack[-1] if state.stack else None
    if isinstance(step, st.Pay) and o.verb == "pay" and o.card is not None and o.section is not None:
        p = state.players[step.seat]
        need = dict(step.need)
        before = sum(n for n in need.values() if n > 0)
        rest = [x for x in payment.sources(p) if x[0] != o.card]
        left = payment.settle(cards, need, o.card, o.section, step.gold_ok, rest, step.limit - step.used - 1)
        sym = cards.resources[o.card].sections[o.section].symbols
        if left is None:
            return sym, 0, "", before
        owed = [c for c, n in need.items() if n > 0]
        colour = owed[0] if len(owed) == 1 else ""
        return sym, sym - (before - sum(n for n in left.values() if n > 0)), colour, before
    if isinstance(step, st.RemovePick) and o.verb == "done":
        p = state.players[step.seat]
        tokens = sum(n for u, n in p.blockades.items() if step.row == "any" or cards.cards[u].kind == step.row)
        removed = min(step.paid // 2, tokens)
        return 0, step.paid - 2 * removed, "", 0
    return 0, 0, "", 0


def _where(state: State, seat: int, res: str, cards: CardSet) -> str:
    p = state.players[seat]
    if res in p.hand:
        return "in your hand"
    for planet, tucked in p.produced.items():
        if any(r == res for r, _sec in tucked):
            return f"produced on your {card_name(cards, planet)}"
    return ""


def _alone_words(cards: CardSet, before: State, seat: int, made: object) -> str:
    """A choice the rules took alone, from the first event it made: a Resource card paid, prepared or discarded."""
    if not isinstance(made, ev.ResourcePaid | ev.ResourceAttached | ev.ResourceDiscarded) or made.seat != seat:
        return ""
    res = made.card
    if res not in cards.resources:
        return ""
    rd = cards.resources[res]
    where = _where(before, seat, res, cards)
    if isinstance(made, ev.ResourceDiscarded):
        return f"discards your only choice, Resource {rd.number}" + (f" ({where})" if where else "")
    s = rd.sections[made.section] if made.section in (0, 1) else rd.sections[0]
    place = f", {where}" if where else ""
    verb = "prepares" if isinstance(made, ev.ResourceAttached) else "pays with"
    return f"{verb} your only card that can: Resource {rd.number} ({s.symbols} {s.colour}{place})"


@attrs.define
class _Run:
    """A rehearsal under way: the picks played so far on their own trial, and what they made."""

    trial: _Trial
    keys: tuple[str, ...] = ()
    made: list[Any] = attrs.field(factory=list)  # events before the first barrier
    labels: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    barrier: bool = False
    paying: tuple[int, int, str, int] = (0, 0, "", 0)  # the last pick's (pays, wastes, colour, need before)

    def then(self, seat: int, key: str) -> _Run | None:
        """This run followed by `key` (on a copy: this run stays as it is); None when `key` is not offered."""
        pend = self.trial.pending
        o = pend.option(key) if pend is not None and pend.seat == seat else None
        if o is None or self.barrier:
            return None
        trial = self.trial.clone()
        paying = _payment_of(trial.ctx.cards, trial.ctx.state, o)
        made = list(self.made)
        barrier = False
        for e in trial.play(key):
            if getattr(e, "barrier", False):
                barrier = True
                break
            made.append(e)
        return _Run(trial, (*self.keys, key), made, (*self.labels, o.label), self.notes + ((o.note,) if o.note else ()),
                    barrier, paying)

    def facts(self, cards: CardSet, before: State, seat: int) -> PickFacts:
        made = self.made
        credits = -sum(e.delta for e in made if isinstance(e, ev.CreditsChanged) and e.seat == seat and e.delta < 0)
        alone: list[str] = []
        for e, nxt in itertools.pairwise(made):
            if isinstance(e, ev.Decided) and e.auto and e.seat == seat:
                words = _alone_words(cards, before, seat, nxt)
                if words and words not in alone:
                    alone.append(words)
        over = limit = 0
        after = self.trial.pending
        state = self.trial.ctx.state
        top = state.stack[-1] if state.stack else None
        if not self.barrier and after is not None and after.seat == seat and isinstance(top, st.DiscardDown):
            over = len(state.players[seat].hand) - top.limit
            limit = top.limit
        pays, wastes, colour, need = self.paying
        return PickFacts(self.keys, pays, wastes, colour, need, credits, tuple(alone), self.notes, max(0, over),
                         limit, " ".join(self.labels))


def choice_facts(sim: Simulation, seat: int) -> ChoiceFacts | None:
    """The facts of `seat`'s pending choice in this position (None when the choice is not the seat's)."""
    p = sim.pending
    if p is None or p.seat != seat:
        return None
    base = _Run(_Trial.of(sim))
    before = sim.state
    picks: dict[tuple[str, ...], PickFacts] = {}
    moves: list[Reach] = []
    steps: dict[tuple[str, ...], tuple[Option, ...]] = {}
    for o in p.options:
        first = base.then(seat, o.key)
        if first is None:
            continue
        picks[(o.key,)] = first.facts(sim.cards, before, seat)
        steps[(o.key,)] = (o,)
        if o.source and o.target:
            moves.append(Reach(o.source, o.target, (o.key,), o.label, o.section, o.verb))
        if o.source == "res" and o.target:  # any card: the half the rules then pay with by themselves (R12)
            moves += [Reach(f"res:{e.card}", o.target, (o.key,), o.label, e.section, o.verb) for e in first.made
                      if isinstance(e, ev.ResourcePaid) and e.seat == seat and e.source == "hand"]
        if p.kind != "turn" or o.verb in NO_LOOKAHEAD:
            continue
        p2 = first.trial.pending
        if p2 is None or p2.seat != seat or p2.kind in NOT_A_CONTINUATION or first.barrier:
            continue  # a drawn or revealed card: the next choice's options would tell what nobody may know yet
        for o2 in p2.own_options():  # an Artifact (R7) is never the continuation of an action
            if not (o2.source and o2.target):
                continue
            second = first.then(seat, o2.key)
            if second is None:
                continue
            keys = (o.key, o2.key)
            # a payment with no card to land on lands where the action itself was aimed
            target = o.target if (o2.target == "pay" and o.target) else o2.target
            moves.append(Reach(o2.source, target, keys, f"{o.label}: {o2.label}", o2.section, o2.verb))
            steps[keys] = (o, o2)
            picks[keys] = second.facts(sim.cards, before, seat)
    return ChoiceFacts(p.id, seat, picks, tuple(moves), steps)


# ---- why a drop does nothing -------------------------------------------------------------------------------
def _half(cards: CardSet, res: str, sec: int) -> str:
    s = cards.resources[res].sections[sec]
    return f"{s.symbols} {s.colour}"


def _pay_refusal(cards: CardSet, state: State, step: st.Pay, res: str, sec: int) -> str:
    """Why paying with this half is not offered in the payment `step` (the rules' reasons, R11-R15)."""
    need = {c: n for c, n in step.need if n > 0}
    half = _half(cards, res, sec)
    owed = " + ".join(f"{n} {c}" for c, n in need.items())
    s = cards.resources[res].sections[sec]
    if not payment.useful(cards, need, res, sec, step.gold_ok):
        if s.colour == "gold" and not step.gold_ok:
            return f"Gold does not count for this payment: it needs {owed}."
        return f"The {half} half pays nothing towards the {owed} still needed."
    if step.used >= step.limit:
        return f"This payment may use at most {step.limit} Resource cards, and all of them are used."
    return (f"With the {half} half the {owed} could not be finished within {step.limit} Resource cards: "
            f"pay with a bigger half first.")


def refusal(sim: Simulation, seat: int, source: str, section: int | None, target: str,
            facts: ChoiceFacts | None = None) -> str:
    """Why putting `source` (by its half `section`) on `target` does nothing now, in the rules' words."""
    p = sim.pending
    if p is None or p.seat != seat:
        return "It is not your choice now."
    cards = sim.cards
    state = sim.state
    cf = facts if facts is not None else choice_facts(sim, seat)
    kind, _, rest = source.partition(":")
    res = rest if kind == "res" and rest in cards.resources else None
    if cf is not None and section is not None:
        others = {m.section for m in cf.moves if m.source == source and m.target == target
                  and m.section is not None and m.section != section}
        if others and res is not None:
            other = min(others)
            return (f"The {_half(cards, res, section)} half cannot go there; the {_half(cards, res, other)} half "
                    f"can: grab the card by that half.")
    if res is None or section is None:
        return "Not a legal place for that card now (legal places glow)."
    step = state.stack[-1] if state.stack else None
    if isinstance(step, st.Pay):
        if step.target and target not in (f"card:{step.target}", "pay"):
            return f"You are paying for {card_name(cards, step.target)} now: drop it there."
        return _pay_refusal(cards, state, step, res, section)
    if p.kind == "turn" and target.startswith("card") and target[5:] in state.players[seat].under_construction:
        return _build_refusal(sim, seat, target[5:], res, section)
    return "Not a legal place for that card now (legal places glow)."


def _build_refusal(sim: Simulation, seat: int, uid: str, res: str, sec: int) -> str:
    """Why a Resource half dropped on one's own Under Construction card does not pay for it now."""
    p = sim.pending
    assert p is not None
    cards, state = sim.cards, sim.state
    me: PlayerState = state.players[seat]
    name = card_name(cards, uid)
    build = next((o for o in p.options if o.verb in BUILDS and o.card == uid), None)
    if build is None:
        if state.turn.action_taken:
            return "You have taken your action this turn: nothing more can be paid now."
        kind = cards.cards[uid].kind
        cost = query.remaining_cost(cards, state, me, uid)
        limit = query.assembly_limit(cards, state, me, KIND_ACTION[kind])
        return (f"{name} cannot be paid for now: it needs {cost} {KIND_COLOUR[kind]}, more than {limit} of your "
                f"Resource cards can pay.")
    trial = _Trial.of(sim)
    trial.play(build.key)
    top = trial.ctx.state.stack[-1] if trial.ctx.state.stack else None
    if isinstance(top, st.Pay):
        return _pay_refusal(cards, trial.ctx.state, top, res, sec)
    return "Not a legal place for that card now (legal places glow)."


# ---- the payment progress of every card being paid (public, R33) -----------------------------------------
def progress(view: Any) -> dict[str, Progress]:
    """{uid: Progress} for every card Under Construction, read from a View (its state and its public stack):
    symbols prepared on it, plus those paid in a payment for it under way; paid in full while its side is chosen."""
    cards: CardSet = view.cards
    state: State = view.state
    paying: dict[str, st.Pay] = {}
    siding: set[str] = set()
    for frame in view.stack:
        if isinstance(frame, st.Pay) and frame.target:
            paying[frame.target] = frame
        elif isinstance(frame, st.SideChoice):
            siding.add(frame.card)
    out: dict[str, Progress] = {}
    for p in state.players:
        for uid in p.under_construction:
            if uid not in cards.cards:
                continue
            colour = query.row_colour(cards.cards[uid].kind)
            have = query.attached_symbols(cards, p, uid)
            step = paying.get(uid)
            if step is not None:
                paid = have + step.paid
                out[uid] = Progress(uid, p.seat, paid, paid + sum(n for _c, n in step.need if n > 0), colour,
                                    prepared=have)
            elif uid in siding:
                cost = max(query.completion_cost(cards, state, p, uid), 0)
                out[uid] = Progress(uid, p.seat, cost, cost, colour, complete=True, prepared=have)  # paid in full
            else:
                out[uid] = Progress(uid, p.seat, have, query.completion_cost(cards, state, p, uid), colour,
                                    prepared=have)
    return out
