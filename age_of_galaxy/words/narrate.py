"""Age of Galaxy's log in words, as one reader may read it (G67-G69: another seat's hand and setup discard, the
deck, face-down tokens and unused cards are never named).

    teller = Teller(names, viewer)          # viewer: a seat ("you"), -1 (nobody), None (an omniscient replay)
    lines = teller.feed(event)              # 0 or more finished lines, one event at a time
    lines += teller.flush()                 # the last line still being gathered
    tell(events, names, viewer)             # all of it at once

The reader is "you", everyone else is named (tabletop/grammar.py). The teller folds every event into its own copy
of the state (the rules' fold, no rule run) so it can say what a disc on a planet means (colonize or develop) or
who ranks in War; it says only what the reader's view shows. A run of resource changes of one player is told as
one line ("You spend 2 Credits and gain 1 Cruiser"). Bookkeeping (the step stack, decisions, the automaton's
choice whose effect follows) is silent: SILENT names those event types.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import events as ev
from age_of_galaxy.engine.flow import war_places
from age_of_galaxy.engine.fold import fold
from age_of_galaxy.engine.solo import VO_STRENGTH
from age_of_galaxy.engine.state import State
from age_of_galaxy.words import names as N
from tabletop import runtime
from tabletop.automaton import AutomatonActed
from tabletop.grammar import Voice, capital
from tabletop.rounds import GameClosed, PassedPhase, PhaseBegan, TurnBegan
from tabletop.sealed import Opened, Picked

SILENT: frozenset[type] = frozenset({runtime.Decided, runtime.StepsPushed, runtime.StepPopped,
                                     runtime.StepReplaced, AutomatonActed})
PHASE_WORDS = {"production": "Production", "action": "Action phase", "war": "War", "galactic": "Galactic phase"}
SCORE_PARTS = ("Prestige", "Ideology", "Galaxy", "Relics", "Faction")
CAPPED = {"credit", "productivity", "strength", "cruiser"}
NEW_THING = frozenset({"convert", "free", "trade", "act", "alliance", "major", "reinforce"})  # turn picks (G21)


@attrs.define
class _Change:
    """A run of one player's resource changes, told as one line."""

    who: int
    why: str = ""
    spent: list[tuple[str, int]] = attrs.field(factory=list)
    gained: list[tuple[str, int]] = attrs.field(factory=list)
    lost: list[tuple[str, int]] = attrs.field(factory=list)

    def add(self, resource: str, delta: int, lost: int = 0) -> None:
        side = self.gained if delta > 0 or (delta == 0 and lost) else self.spent
        for i, (k, n) in enumerate(side):
            if k == resource:
                side[i] = (k, n + abs(delta))
                break
        else:
            side.append((resource, abs(delta)))
        if lost:
            self.lost.append((resource, lost))


class Teller:
    """Tells an Age of Galaxy log one event after another to one reader."""

    def __init__(self, names: Sequence[str], viewer: int | None) -> None:
        self.viewer = viewer
        self.voice = Voice.reading([N.printable(n) for n in names], viewer)
        self.state = State()
        self.change: _Change | None = None
        self.why = ""  # what the coming resource changes are for (a public turn pick)
        self.galactic_seen = False
        self.phase = ""  # the phase being told: what a loss is ("spends" in a turn, "returns" after War)

    # ---- feeding -------------------------------------------------------------------------------------------------
    def feed(self, e: Any) -> list[str]:
        """The lines this event finishes (a resource change may wait for the next event to join its line)."""
        out: list[str] = []
        if isinstance(e, ev.ResourceChanged | ev.PrestigeMoved):
            who = e.who
            spends = isinstance(e, ev.ResourceChanged) and e.delta < 0
            new_payment = spends and self.change is not None and self.change.gained and self.phase == "action"
            if self.change is None or self.change.who != who or new_payment:
                out += self.flush()
                self.change = _Change(who, self.why)
            if isinstance(e, ev.PrestigeMoved):
                self.change.add("prestige", e.delta)
            else:
                self.change.add(e.resource, e.delta, e.lost)
            fold(self.state, e)
            return out
        if isinstance(e, runtime.Decided):
            if e.pick.partition(":")[0] in NEW_THING:  # a turn pick that starts another thing: another line
                out += self.flush()
            self._decided(e)
        if type(e) in SILENT:
            fold(self.state, e)
            return out
        out += self.flush()
        line = self.line(e)  # told against the state before the event
        fold(self.state, e)
        after = self.after(e)
        return out + [y for x in (line, after) if x for y in x.split("\n")]  # the final scoring is several lines

    def flush(self) -> list[str]:
        c, self.change = self.change, None
        return [self._change_line(c)] if c is not None else []

    def tell(self, events: Iterable[Any]) -> list[str]:
        out: list[str] = []
        for e in events:
            out += self.feed(e)
        return out + self.flush()

    # ---- helpers -------------------------------------------------------------------------------------------------
    def sees(self, seat: int) -> bool:
        return self.viewer is None or self.viewer == seat

    def _decided(self, e: runtime.Decided) -> None:
        """A public turn pick says what the resource changes after it are for; any other pick clears it."""
        head, _, rest = e.pick.partition(":")
        if head == "convert":
            self.why = "converting"
        elif head == "free":
            self.why = f"using {N.card(rest.split('@')[0])}"
        elif head == "trade":
            try:
                slot = int(rest.split(":")[0])
                self.why = f"trading on {N.trade_card(self.state.trade[slot].card)}"
            except (ValueError, IndexError):
                self.why = "trading"
        else:
            self.why = ""

    def _change_line(self, c: _Change) -> str:
        v = self.voice
        if c.why == "converting" and len(c.spent) == 1 and len(c.gained) == 1 and not c.lost:
            return f"{v.does(c.who, 'converts')} {N.amounts(c.spent)} into {N.amounts(c.gained)}."
        parts = []
        if c.spent:
            verb = {"action": "spends", "war": "returns"}.get(self.phase, "loses")
            parts.append(f"{v.verb(c.who, verb)} {N.amounts(c.spent)}")
        if c.gained:
            parts.append(f"{v.verb(c.who, 'gains')} {N.amounts(c.gained)}")
        line = f"{v.subject(c.who)} {' and '.join(parts)}"
        if c.lost:
            line += f" ({N.amounts(c.lost)} over the limit, lost)"
        if c.why:
            line += f", {c.why}"
        return line + "."

    def _planet(self, key: str) -> str:
        pl = self.state.planets.get(key)
        return N.planet(key, pl.type) if pl is not None else N.spot(key)

    # ---- one event -----------------------------------------------------------------------------------------------
    def line(self, e: Any) -> str | None:
        s, v = self.state, self.voice
        match e:
            case ev.Started():
                everyone = v.together(range(len(e.names) - e.solo), start=False)
                if e.solo:
                    return f"A game of Age of Galaxy begins: {everyone} against the {e.names[-1]} (Standard Solo)."
                return f"A game of Age of Galaxy for {len(e.names)} begins: {everyone}."
            case ev.Shuffled():
                return None  # told after the fold (the Trade cards laid out)
            case ev.PositionArranged():
                return ("The lesson's position is laid out: every player's tracks, cards, technologies, planets and "
                        "discs as the lesson sets them.")
            case ev.PacksDealt():
                return (f"Each player is dealt a pack of {e.size} faction cards; the rest of the deck leaves the "
                        f"game unseen.")
            case ev.CardsDrawn():
                if self.sees(e.who):
                    cards = [N.card(c) for c in s.deck[:e.n]]
                    return f"{v.does(e.who, 'draws')} {N.listed(cards)}."
                return f"{v.does(e.who, 'draws')} {N.count(e.n, 'faction card', 'faction cards')}."
            case Picked():
                if e.box == "draft":
                    if self.sees(e.seat):
                        return f"{v.does(e.seat, 'drafts')} {N.card(e.pick)} (sealed until everyone has picked)."
                    return f"{v.does(e.seat, 'has')} picked a card."
                if self.sees(e.seat):
                    cards = [N.card(c) for c in e.pick.split(",") if c]
                    if not cards:
                        return f"{v.does(e.seat, 'keeps')} every card (no setup discard)."
                    return f"{v.does(e.seat, 'sets')} aside {N.listed(cards)} (the setup discard, seen by nobody else)."
                return f"{v.does(e.seat, 'has')} chosen a setup discard."
            case Opened():
                if e.box == "draft":
                    return None  # told after the fold
                return None
            case ev.SystemRevealed():
                return None  # told after the fold (the planets on it)
            case ev.PlanetTokenPlaced():
                kind = C.planet_token_type(e.token).capitalize()
                article = "An" if kind[:1] in "AEIOU" else "A"
                return f"{article} {kind} Planet token is placed face up on {N.spot(e.spot)}."
            case ev.ExplorationPlaced():
                return f"A face-down Exploration token is placed on {N.spot(e.spot)}."
            case ev.ExplorationRemoved():
                vo = s.vo if s.vo is not None else 0
                return (f"{v.does(vo, 'removes')} the face-down Exploration token on {N.spot(e.spot)} from the "
                        f"game, unrevealed.")
            case ev.DiscsTaken():
                return f"{v.does(e.who, 'takes')} {N.count(e.n, 'Action disc', 'Action discs')} from the common supply."
            case ev.DiscPlaced():
                return self._disc(e)
            case ev.CardPlayed():
                where = N.MODE_WORDS.get(e.mode, f"({e.mode})")
                return f"{v.does(e.who, 'plays')} {N.card_with_ideology(e.card)} {where}."
            case ev.TokenExplored():
                gain = N.amounts(C.exploration_gain(e.token).items)
                if e.spot.startswith("scope:"):
                    return (f"{v.does(e.who, 'reveals')} an Exploration token from {v.possessive(e.who)} Deep Space "
                            f"Telescope: {gain}.")
                return f"{v.does(e.who, 'explores')} the token on {N.spot(e.spot)}: {gain}."
            case ev.TelescopeFilled():
                return (f"{N.count(e.n, 'Exploration token goes', 'Exploration tokens go')} face down onto "
                        f"{v.possessive(e.who)} Deep Space Telescope.")
            case ev.PlanetAcquired():
                pl = s.planets.get(e.planet)
                owners = sorted(set(pl.discs)) if pl is not None else []
                discs = "disc goes" if pl is not None and len(pl.discs) == 1 else "discs go"
                back = f"; {N.listed([v.possessive(o) for o in owners])} {discs} back" if owners else ""
                return (f"{v.does(e.who, 'acquires')} {self._planet(e.planet)} with a Cruiser{back}.")
            case ev.VOCardRevealed():
                self.phase = "vo"  # its effects are no one's spending
                vo = s.vo if s.vo is not None else 0
                return f"{v.does(vo, 'reveals')} {N.card_with_ideology(e.card)}."
            case ev.FleetMoved():
                return f"The fleet moves to System {e.position}."
            case ev.SpaceEmptied():
                owners = sorted({int(x) for x in s.board[e.space].owned()}) if e.space in s.board.names() else []
                whose = N.listed([v.possessive(o) for o in owners]) + " " if owners else "The "
                disc = "disc" if sum(1 for _ in s.board[e.space].owned()) == 1 else "discs"
                where = (f"move to the Trade card {N.trade_card(s.trade[e.slot].card)}"
                         if 0 <= e.slot < len(s.trade) else "go back to the common supply")
                verb = where if disc == "discs" else where.replace("move ", "moves ").replace("go back", "goes back")
                return f"{capital(whose)}{disc} on {N.space(e.space)} {verb}."
            case ev.GoldenAge():
                flipped = N.listed([N.trade_card(s.trade[i].card) for i in e.slots if 0 <= i < len(s.trade)])
                kept = [f"{v.does(w, 'keeps', start=False)} {N.count(k, 'disc', 'discs')}"
                        for w, k in enumerate(e.kept) if k]
                turns = "turns" if len(e.slots) == 1 else "turn"
                return f"Golden Age! {flipped} {turns} to the back" + (f"; {N.listed(kept)}" if kept else "") + "."
            case ev.Scored():
                return self._scores(e)
            case PhaseBegan():
                return self._phase(e)
            case TurnBegan():
                return f"-- {v.possessive(e.who, start=True)} turn --"
            case PassedPhase():
                return f"{v.does(e.who, 'passes')}."
            case GameClosed():
                return "The fifth round is over: the final scoring."
        return None

    def after(self, e: Any) -> str | None:
        """Words that need the state after the event."""
        s, v = self.state, self.voice
        match e:
            case ev.Shuffled():
                trade = ", ".join(f"{N.trade_card(t.card)} ({t.action.upper()})" for t in s.trade)
                return (f"The decks and token stacks are shuffled. Trade cards: {trade}. "
                        f"{v.does(e.first, 'is')} the first player.")
            case ev.SystemRevealed():
                kinds = [pl.type.capitalize() for pl in s.planets.values() if pl.position == e.position]
                planets = f": {N.listed(kinds)} planets" if kinds else ""
                return f"System {e.position} is revealed: {N.system(e.card)}{planets}."
            case Opened():
                if e.box == "draft":
                    line = "Everyone takes the card they drafted; the packs pass on."
                    if self.viewer is not None and 0 <= self.viewer < len(s.packs) and s.packs[self.viewer]:
                        line += f" Your pack now: {N.listed([N.card(c) for c in s.packs[self.viewer]])}."
                    return line
                counts = [f"{v.subject(w, start=False)} {len(p.discarded)}" for w, p in enumerate(s.players)
                          if w < s.seats]
                return f"The setup discards are set aside face down ({', '.join(counts)})."
            case ev.PacksDealt():
                if self.viewer is not None and 0 <= self.viewer < len(s.packs):
                    return f"Your pack: {N.listed([N.card(c) for c in s.packs[self.viewer]])}."
        return None

    def _disc(self, e: ev.DiscPlaced) -> str:
        s, v = self.state, self.voice
        who = e.who
        if e.kind == "space":
            return f"{v.does(who, 'places')} a disc on {N.space(e.where)}."
        if e.kind == "planet":
            pl = s.planets.get(e.where)
            verb = "develops" if pl is not None and who in pl.discs else "colonizes"
            return f"{v.does(who, verb)} {self._planet(e.where)}."
        if e.kind == "tech":
            return f"{v.does(who, 'researches')} {N.tech(e.where)}."
        try:
            slot = int(e.where.split(":")[0])
            card = N.trade_card(s.trade[slot].card)
        except (ValueError, IndexError):
            card = "a Trade card"
        return f"{v.does(who, 'places')} a disc on the Trade card {card}."

    def _phase(self, e: PhaseBegan) -> str:
        s, v = self.state, self.voice
        self.phase = e.phase
        if e.phase == "production":
            self.galactic_seen = False
            return f"=== Round {e.round}: Production ==="
        if e.phase == "war":
            places = war_places(s)
            if not places:
                return f"War (round {e.round}): nobody has a Cruiser."
            firsts = [w for w, p in places if p == 1]
            def cruisers(w: int) -> str:
                strength = VO_STRENGTH if w == s.vo else s.players[w].res["strength"]
                return f"{N.count(s.players[w].res['cruiser'], 'Cruiser', 'Cruisers')}, Strength {strength}"

            rest = [f"{v.object(w)} {N.ORDINALS[p - 1] if p <= len(N.ORDINALS) else p} ({cruisers(w)})"
                    for w, p in places if p > 1]
            if len(firsts) == 1:
                head = f"{v.does(firsts[0], 'is')} Overlord ({cruisers(firsts[0])})"
            else:
                head = f"{v.together(firsts)} tie for first (no Overlord)"
            return f"War (round {e.round}): {head}" + (f"; then {', '.join(rest)}" if rest else "") + "."
        if e.phase == "galactic":
            if self.galactic_seen:
                return f"Turn order from now: {v.together(e.order, start=False)}."
            self.galactic_seen = True
            return f"=== Round {e.round}: Galactic phase ==="
        return f"--- {PHASE_WORDS.get(e.phase, e.phase)} (round {e.round}) ---"

    def _scores(self, e: ev.Scored) -> str:
        """"Final scores:", one line per player (the winner first, then by total), then who wins and, on a tie of
        totals, what broke it (G66: Prestige, then the disc on top of the Prestige track)."""
        v, s = self.voice, self.state
        seats = [w for w in range(len(e.scores)) if w != s.vo and len(e.scores[w]) == len(SCORE_PARTS) + 1]
        order = sorted(seats, key=lambda w: (w not in e.winners[:1], -e.scores[w][-1], -e.scores[w][0]))
        rows = ["Final scores:"]
        for w in order:
            row = e.scores[w]
            parts = ", ".join(f"{name} {n}" for name, n in zip(SCORE_PARTS, row, strict=False))
            rows.append(f"  {v.subject(w)} {row[-1]} ({parts})")
        if not e.winners or e.winners[0] not in seats:
            return "\n".join([*rows, "Nobody wins."])
        win = e.winners[0]
        if s.solo:  # G80: no winner against the VO, your VP is the result
            return "\n".join([*rows, f"{v.does(win, 'scores')} {e.scores[win][-1]} VP in Standard Solo."])
        tied = [w for w in seats if w != win and e.scores[w][-1] == e.scores[win][-1]]
        why = ""
        if tied:
            why = (" (tied on points: more Prestige, G66)" if all(e.scores[w][0] < e.scores[win][0] for w in tied)
                   else " (tied on points and Prestige: the disc on top of the Prestige track, G66)")
        return "\n".join([*rows, f"{v.does(win, 'wins')}{why}!"])

def tell(events: Iterable[Any], names: Sequence[str], viewer: int | None) -> list[str]:
    """The whole log in words for one reader."""
    return Teller(names, viewer).tell(events)
