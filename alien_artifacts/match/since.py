"""*Since your turn*: what every other seat did between two of the reader's turns, one short list per turn.

The table's recap panel (alien_artifacts/ui/since_panel.py) reads it; it is built from the event log alone and told for
one reader exactly as the narrated log is (alien_artifacts/match/narrate.py): a card another seat drew in secret is
"drew 2 cards", never its name (R33-R34), and the reader is "you" (alien_artifacts/engine/grammar.py). Each line keeps
the uids of the public cards it speaks of (`cards`) and the seats it concerns (`seats`), so that hovering it can light
them on the table; a hidden card's uid never enters a line.

`recap(events, cards, reader, names)` covers the events after the end of the reader's last finished turn (all of
the game's turns if the reader has not played one yet), leaving out the reader's own turn in progress. Lines are
folded: consecutive draws, payments, Blockade tokens of one seat make one line ("drew 3 Resource cards"), and each
turn ends with what it did to the scores ("+3 VP, 5 credits spent").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from alien_artifacts.content.model import KIND_COLOUR, CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine.grammar import Voice, capital
from alien_artifacts.match.narrate import DECK_NAME, action_colour, action_words
from alien_artifacts.rules.names import DECK_WORD, card_name, count_words, resource_words, section_words
from alien_artifacts.rules.turn import chosen_action


@attrs.frozen
class RecapLine:
    """One thing a turn did, in words, with the public cards and the seats it speaks of."""

    text: str
    cards: tuple[str, ...] = ()  # card uids (Empire, Under Construction, Resource, Artifact, Alien System...)
    seats: tuple[int, ...] = ()  # the seats concerned (an attack's target, a Blockade's owner)


@attrs.frozen
class TurnRecap:
    """One seat's turn: who played it and what it did."""

    seat: int
    who: str  # the seat as the reader names it ("AI 2", "you")
    lines: tuple[RecapLine, ...]
    ongoing: bool = False  # the turn is still being played


@attrs.frozen
class Recap:
    reader: int
    turns: tuple[TurnRecap, ...]
    start: int  # the index of the first event it covers

    @property
    def empty(self) -> bool:
        return not self.turns


def window_start(events: Sequence[Any], reader: int) -> int:
    """The index after the reader's last finished turn (0 if they have not finished one)."""
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if isinstance(e, ev.TurnEnded) and e.seat == reader:
            return i + 1
    return 0


def recap(events: Sequence[Any], cards: CardSet, reader: int, names: Sequence[str],
          start: int | None = None) -> Recap:
    """The other seats' turns since the reader's last turn, told to `reader` (a seat; -1 tells no private card)."""
    begin = window_start(events, reader) if start is None else max(0, start)
    voice = Voice.reading(names, reader)
    turns: list[TurnRecap] = []
    fold: _Turn | None = None
    for e in events[begin:]:
        if isinstance(e, ev.TurnStarted):
            if fold is not None:
                turns.append(fold.done(ongoing=False))
            fold = _Turn(e.seat, cards, reader, voice) if e.seat != reader else None
            continue
        if fold is None:
            continue
        if isinstance(e, ev.TurnEnded):
            turns.append(fold.done(ongoing=False))
            fold = None
            continue
        fold.add(e)
    if fold is not None:
        turns.append(fold.done(ongoing=True))
    return Recap(reader, tuple(t for t in turns if t.lines or t.ongoing), begin)


# ---- one turn, folded ---------------------------------------------------------------------------------------
@attrs.define
class _Fact:
    kind: str
    key: Any
    items: list[str]
    cards: list[str]
    seats: tuple[int, ...] = ()
    count: int = 0
    text: str = ""


class _Turn:
    def __init__(self, seat: int, cards: CardSet, reader: int, voice: Voice) -> None:
        self.seat = seat
        self.cards = cards
        self.reader = reader
        self.v = voice
        self.facts: list[_Fact] = []
        self.vp: dict[int, int] = {}
        self.credits: dict[int, int] = {}
        self.paying = ""

    def sees(self, seat: int) -> bool:
        return self.reader == seat

    def name(self, uid: str) -> str:
        return card_name(self.cards, uid)

    def who(self, seat: int) -> str:
        """The subject of a line about a seat other than the turn's ("You", "Ann"); "" for the turn's own seat."""
        return "" if seat == self.seat else self.v.subject(seat) + " "

    def fact(self, kind: str, key: Any, item: str = "", cards: Sequence[str] = (), seats: tuple[int, ...] = (),
             text: str = "") -> None:
        last = self.facts[-1] if self.facts else None
        if last is not None and last.kind == kind and last.key == key and not text:
            last.count += 1
            if item:
                last.items.append(item)
            last.cards.extend(c for c in cards if c not in last.cards)
            return
        self.facts.append(_Fact(kind, key, [item] if item else [], list(cards), seats, 1, text))

    def add(self, e: Any) -> None:  # one case per event class, as in the narrator
        n = self.name
        match e:
            case ev.ActionChosen():
                o = chosen_action(e.action)
                self.paying = action_colour(self.cards, o)
                words = capital(action_words(self.cards, o)).replace("The faction action", "Faction action")
                self.fact("action", None, cards=(o.card,) if o.card else (), text=f"Action: {words}")
            case ev.Passed():
                self.fact("pass", None, text="Had no legal action and passed")
            case ev.ResourceDrawn():
                self.fact("draw_res", e.seat, resource_words(self.cards, e.card) if self.sees(e.seat) else "",
                          (e.card,) if self.sees(e.seat) else (), (e.seat,))
            case ev.CardsDrawn():
                deck = DECK_WORD.get(e.deck, e.deck)
                if self.sees(e.seat):
                    self.fact("drew", e.seat, cards=e.cards, seats=(e.seat,),
                              text=f"{self.who(e.seat)}{'drew' if self.who(e.seat) else 'Drew'} "
                                   f"{', '.join(n(c) for c in e.cards)} from the {deck} deck")
                else:
                    self.fact("drew", e.seat, seats=(e.seat,),
                              text=f"{self.who(e.seat)}{'drew' if self.who(e.seat) else 'Drew'} "
                                   f"{count_words(len(e.cards), 'card')} from the {deck} deck")
            case ev.CardKept():
                self.fact("kept", e.seat, n(e.card), (e.card,), (e.seat,))
            case ev.CardTaken():
                where = "Empire" if e.to == "empire" else "Under Construction"
                self.fact("took", (e.seat, where), n(e.card), (e.card,), (e.seat,))
            case ev.CardCompleted():
                self.fact("completed", e.seat, f"{n(e.card)} ({e.side} side)", (e.card,), (e.seat,))
            case ev.ResourcePaid():
                self.fact("paid", e.seat, _as(self.cards, e.card, e.section, self.paying), (e.card,), (e.seat,))
            case ev.ResourceAttached():
                colour = KIND_COLOUR[self.cards.cards[e.target].kind] if e.target in self.cards.cards else ""
                self.fact("attached", (e.seat, e.target), _as(self.cards, e.card, e.section, colour),
                          (e.target, e.card), (e.seat,))
            case ev.ResourceDiscarded():
                self.fact("discarded", e.seat, resource_words(self.cards, e.card), (e.card,), (e.seat,))
            case ev.Produced():
                self.fact("produced", (e.seat, e.planet), section_words(self.cards, e.card, e.section),
                          (e.planet, e.card), (e.seat,))
            case ev.AttackDeclared():
                target = "the Alien System" if e.target == "alien" else self.v.object(int(e.target))
                seats = (e.seat,) if e.target == "alien" else (e.seat, int(e.target))
                self.fact("attack", None, cards=e.ships, seats=seats,
                          text=f"Attacked {target} with {', '.join(n(s) for s in e.ships)}")
            case ev.DefensePlanChosen():
                plan = n(e.plan)
                self.fact("defended", None, cards=(e.plan,), seats=(e.seat,),
                          text=f"{self.v.subject(e.seat)} defended with {plan}")
            case ev.ShipAttacked():
                row = "4+" if e.row >= 4 else str(e.row)
                self.fact("strike", None, cards=(e.ship, e.card), seats=(e.seat,),
                          text=f"{n(e.ship)} attacked with value {e.value}: row {row}")
            case ev.ShipDestroyed() | ev.ShipDamaged():
                what = "was destroyed" if isinstance(e, ev.ShipDestroyed) else "was damaged (back Under Construction)"
                self.fact("hit", None, cards=(e.card,), seats=(e.seat,),
                          text=f"{self.v.possessive(e.seat, start=True)} {n(e.card)} {what}")
            case ev.BlockadePlaced():
                self.fact("blockade", (e.by, e.seat, e.card), cards=(e.card,), seats=(e.by, e.seat))
            case ev.BlockadeRemoved():
                self.fact("unblock", (e.seat, e.card), cards=(e.card,), seats=(e.seat,))
            case ev.CardActivated():
                self.credits[e.seat] = self.credits.get(e.seat, 0) - e.credits  # paid without a CreditsChanged
                self.fact("activated", None, cards=(e.card,), seats=(e.seat,),
                          text=f"{self.who(e.seat)}{'paid' if self.who(e.seat) else 'Paid'} "
                               f"{count_words(e.credits, 'credit')} to use the blockaded {n(e.card)}")
            case ev.ArtifactGained() | ev.DefensePlanGained():
                kind = "Alien Artifact" if isinstance(e, ev.ArtifactGained) else "Defense Plan"
                seen = self.sees(e.seat)
                self.fact("gained", (e.seat, kind), n(e.card) if seen else "", (e.card,) if seen else (), (e.seat,))
            case ev.ArtifactPlayed():
                self.fact("played", None, cards=(e.card,), seats=(e.seat,),
                          text=f"{self.who(e.seat)}{'played' if self.who(e.seat) else 'Played'} the Alien Artifact "
                               f"{n(e.card)}")
            case ev.AdditionallyUsed():
                self.fact("used", None, cards=(e.card,), seats=(e.seat,),
                          text=f"{self.who(e.seat)}{'used' if self.who(e.seat) else 'Used'} {n(e.card)} "
                               "(ADDITIONALLY)")
            case ev.AlienSystemRevealed():
                self.fact("alien", None, cards=(e.card,), text=f"New Alien System: {n(e.card)}")
            case ev.RoundMarkerMoved():
                self.fact("round", None, text=f"The Resource deck ran out: the Round marker moved to {e.space}")
            case ev.EndTriggered():
                self.fact("end", None, text=f"The game ends after {self.v.possessive(e.last_seat)} turn")
            case ev.VpChanged():
                self.vp[e.seat] = self.vp.get(e.seat, 0) + e.delta
            case ev.CreditsChanged():
                self.credits[e.seat] = self.credits.get(e.seat, 0) + e.delta
            case ev.TurnStarted() | ev.TurnEnded():
                self.paying = ""
            case ev.DeckShuffled():
                if e.deck in DECK_NAME:
                    self.fact("shuffled", e.deck, text=f"The {DECK_NAME[e.deck]} deck was shuffled")

    def done(self, ongoing: bool) -> TurnRecap:
        lines = [self.line(f) for f in self.facts]
        for seat in sorted({*self.vp, *self.credits}, key=lambda s: (s != self.seat, s)):
            parts = []
            vp, cr = self.vp.get(seat, 0), self.credits.get(seat, 0)
            if vp:
                parts.append(f"{vp:+d} VP")
            if cr:
                parts.append(f"+{count_words(cr, 'credit')}" if cr > 0 else f"{count_words(-cr, 'credit')} spent")
            if parts:
                whose = ("VP and credits" if vp and cr else "VP" if vp else "Credits") if seat == self.seat \
                    else f"{self.v.subject(seat)}"
                lines.append(RecapLine(f"{whose}: {', '.join(parts)}", (), (seat,)))
        return TurnRecap(self.seat, self.v.subject(self.seat), tuple(lines), ongoing)

    def line(self, f: _Fact) -> RecapLine:
        cards = tuple(f.cards)
        if f.text:
            return RecapLine(f.text, cards, f.seats)
        seat = f.seats[0] if f.seats else self.seat
        verb = _VERBS[f.kind]
        who = self.who(seat)
        verb = verb if who else verb[:1].upper() + verb[1:]
        if f.kind == "draw_res":
            what = ", ".join(f.items) if f.items else count_words(f.count, "Resource card")
            return RecapLine(f"{who}{verb} {what}", cards, f.seats)
        if f.kind == "attached":
            target = f.key[1]
            return RecapLine(f"{who}{verb} {' + '.join(f.items)} on {self.name(target)}", cards, f.seats)
        if f.kind == "blockade":
            by, owner, card = f.key
            return RecapLine(f"{self.who(by)}{'placed' if self.who(by) else 'Placed'} "
                             f"{count_words(f.count, 'Blockade token')} on {self.v.possessive(owner)} "
                             f"{self.name(card)}", cards, f.seats)
        if f.kind == "unblock":
            return RecapLine(f"{who}{verb} {count_words(f.count, 'Blockade token')} from {self.name(f.key[1])}",
                             cards, f.seats)
        if f.kind == "gained":
            kind = f.key[1]
            what = f"the {kind} {', '.join(f.items)}" if f.items else \
                (f"an {kind}" if kind[0] in "AEIOU" else f"a {kind}") if f.count == 1 else count_words(f.count, kind)
            return RecapLine(f"{who}{verb} {what}", cards, f.seats)
        if f.kind == "produced":
            return RecapLine(f"{who}{verb} {', '.join(f.items)} on {self.name(f.key[1])}", cards, f.seats)
        if f.kind == "took":
            return RecapLine(f"{who}{verb} {', '.join(f.items)} into the {f.key[1]}", cards, f.seats)
        joiner = " + " if f.kind == "paid" else ", "
        return RecapLine(f"{who}{verb} {joiner.join(f.items)}", cards, f.seats)


_VERBS = {"draw_res": "drew", "kept": "kept Under Construction:", "took": "took", "completed": "built",
          "paid": "paid", "attached": "prepared", "discarded": "discarded", "produced": "produced",
          "unblock": "removed", "blockade": "placed", "gained": "gained"}


def _as(cards: CardSet, res: str, sec: int, colour: str) -> str:
    """A paying half in words; gold paying for a colour says so ("2 gold as blue")."""
    words = section_words(cards, res, sec)
    if colour and colour != "gold" and cards.resources[res].sections[sec].colour == "gold":
        return f"{words} as {colour}"
    return words
