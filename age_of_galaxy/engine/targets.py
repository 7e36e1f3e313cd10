"""Facts for the table: for the deciding seat's View, every place a piece could be dropped on and what the drop
would do: the option key(s) it submits with their cost and gain, or one short reason in words (with its ruling) why
not. Legality comes from the engine's own option builders (actions.py) and every reason from the check that refused
(why.py), so the table shows the rules' verdict and computes nothing.

    for d in drops(view):            # d.piece "disc" or a card id; d.place e.g. "space:MA1", "planet:S3:0"
        d.legal, d.moves, d.reason   # moves: Move(keys, label, note); a refusal: reason + ruling ("G33")
    drop(view, "disc", "tech:warp_drive")   # one place (an unknown place or piece is a refusal too)

Places: `space:<board space>`, `trade:<slot>:<exchange>`, `tech:<technology>`, `planet:<System card>:<slot>`,
`spot:<System card>:<slot>` and `scope:<i>` (EXPLORE's token; a turn's spots and Telescope tokens too: EXPLORE
and that token in one drop), `alliance`, `major`, `reinforce`. Pieces: `disc` (an
Action disc) and the card ids in the seat's hand. A move's keys are submitted in order: the first is an option of
the pending choice, each later one when the engine asks for it (a lone option the engine takes by itself; a Credit
shortfall with more than one way to pay asks `pay:` first, G8).
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from age_of_galaxy.engine import actions as A
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine import why as W
from age_of_galaxy.engine.state import State
from age_of_galaxy.engine.steps import ColonizeTarget, DevelopTarget, ResearchPick, Turn
from age_of_galaxy.engine.views import View
from tabletop.choices import Option

DISC = "disc"
CARD_PLACES = ("alliance", "major", "reinforce")  # G26: the modes a card is dropped onto (an Adaptation: a planet)
UNKNOWN = ("Not a place for this piece now", "G71")
WORD = {"credit": ("Credit", "Credits"), "cruiser": ("Cruiser", "Cruisers"), "relic": ("Relic", "Relics")}


def amount(n: int, resource: str) -> str:
    """"1 Credit", "3 Credits", "2 Innovation"."""
    one, many = WORD.get(resource, (resource.title(), resource.title()))
    return f"{n} {one if n == 1 else many}"


def owner_words(s: State, who: int, piece: str) -> str:
    """Whose disc `piece` (a seat number as text) is, from `who`'s side: "your" or "Bo's"."""
    seat = int(piece)
    return "your" if seat == who else f"{s.players[seat].name}'s"


@attrs.frozen
class Move:
    """What a legal drop submits: `keys` in order (the first an option of the pending choice), with the words of
    the last one and what it costs and gives (`note`, the option's own)."""

    keys: tuple[str, ...]
    label: str
    note: str


@attrs.frozen
class Drop:
    """A piece on a place: the moves it may make there (more than one: the table asks which, e.g. paying a
    technology in Credits or in Innovation), or the reason it may not, with the ruling that says so."""

    piece: str
    place: str
    moves: tuple[Move, ...] = ()
    reason: str = ""
    ruling: str = ""

    @property
    def legal(self) -> bool:
        return bool(self.moves)


def _move(o: Option, *first: str) -> Move:
    return Move((*first, o.key), o.label, o.note)


def _refused(piece: str, place: str, code: str, **fields: object) -> Drop:
    text, ruling = W.REASONS[code]
    return Drop(piece, place, reason=text.format(**fields), ruling=ruling)


def _short(piece: str, place: str, s: State, who: int, credits: int, other: dict[str, int] | None,
           ruling: str) -> Drop:
    """G8: a cost the player cannot pay, in words: what is missing first (Innovation, Influence), else the Credits
    with what could pay for them."""
    res = s.players[who].res
    for k, v in (other or {}).items():
        if res[k] < v:
            return Drop(piece, place, reason=f"Needs {amount(v, k)}, you have {res[k]}",
                        ruling=f"{ruling}, G8")
    spare = sum(res[k] - (other or {}).get(k, 0) for k in E.PAY_ORDER)
    have = f"{res['credit']}" + (f" (+{spare} Innovation/Influence)" if spare else "")
    return Drop(piece, place, reason=f"Needs {amount(credits, 'credit')}, you have {have}",
                ruling=f"{ruling}, G8")


def _turn(s: State) -> Turn | None:
    top = s.stack[-1] if s.stack else None
    return top if isinstance(top, Turn) else None


# ---- the places ---------------------------------------------------------------------------------------------------
def _spaces(s: State, who: int, acted: bool) -> Iterator[Drop]:
    """G33: an open board space whose action is legal now (G34, G40-G42, G46)."""
    for name in s.board.names():
        place = f"space:{name}"
        if acted:
            yield _refused(DISC, place, "acted")
            continue
        code = W.space_block(s, name)
        sp = s.board[name]
        if code == "blocked":
            yield _refused(DISC, place, code, players=max(s.n, 2), needs=sp.min_players)
            continue
        if code == "taken":
            yield _refused(DISC, place, code, whose=owner_words(s, who, sp.pieces[-1]))
            continue
        action = C.space(name).action
        cost = A.manufacture_cost(s, who, name, 1) if action == "manufacture" else \
            A.retrieve_cost(s, who, name, 1) if action == "retrieve" else 0
        code = W.action_block(s, who, action, cost, lambda: bool(A.explore_targets(s, who)))
        if code == "short":
            yield _short(DISC, place, s, who, cost, {"innovation": 1} if action == "retrieve" else None,
                         "G40" if action == "manufacture" else "G41")
        elif code is not None:
            yield _refused(DISC, place, code, influence=s.players[who].res["influence"])
        else:
            yield Drop(DISC, place, (Move((f"act:{name}",), f"{action.upper()} on {name}", A.space_note(name)),))


def _trade(s: State, who: int, acted: bool) -> Iterator[Drop]:
    """G36: one exchange of a Trade card with room, paid in full."""
    for i, t in enumerate(s.trade):
        for j, (spend, gain) in enumerate(C.exchanges(t.card)):
            place = f"trade:{i}:{j}"
            code = "acted" if acted else W.trade_block(s, who, t, spend)
            if code == "short":
                yield _short(DISC, place, s, who, *E.bundle_cost(spend), "G36")
            elif code is not None:
                yield _refused(DISC, place, code)
            else:
                yield Drop(DISC, place, (Move((f"trade:{i}:{j}",), f"TRADE on {t.card}, exchange {j + 1}",
                                              f"spend {A.bundle_text(spend)}; gain {A.bundle_text(gain)}"),))


def _techs(s: State, who: int, first: tuple[str, ...], acted: bool) -> Iterator[Drop]:
    """G37-G39, G32: a technology the player may research and pay (either payment option)."""
    options = A.research_options(s, ResearchPick(who)) if not acted else []
    p = s.players[who]
    for t in C.content().technologies:
        place = f"tech:{t.id}"
        if acted:
            yield _refused(DISC, place, "acted")
            continue
        code = W.tech_block(p, t)
        if code is not None:
            yield _refused(DISC, place, code, requires=" or ".join(C.tech(r).name for r in t.requires))
            continue
        moves = tuple(_move(o, *first) for o in options if o.card == t.id)
        if moves:
            yield Drop(DISC, place, moves)
            continue
        credits, innovation = A.research_price(s, who, t.id, "credit")
        _, by_innovation = A.research_price(s, who, t.id, "innovation")
        res = p.res
        spare = res["influence"]
        yield Drop(DISC, place, reason=f"Needs {amount(credits, 'credit')}"
                   + (f" + {amount(innovation, 'innovation')}" if innovation else "")
                   + f" or {amount(by_innovation, 'innovation')}; you have {amount(res['credit'], 'credit')}"
                   + (f" (+{spare} Influence)" if spare else "") + f", {amount(res['innovation'], 'innovation')}",
                   ruling="G37, G8")


def _planet_refusal(piece: str, place: str, s: State, who: int, code: str) -> Drop:
    pl = s.planets[place.removeprefix("planet:")]
    card = C.card(piece) if piece != DISC else None
    return _refused(piece, place, code, cruiser=s.players[pl.cruiser].name if pl.cruiser is not None else "",
                    owner=s.players[pl.discs[0]].name if pl.discs else "", position=pl.position,
                    reach=E.reach(s, who), type=pl.type.title(), card=card.name if card else "",
                    adapts=card.adaptation.title() if card else "")


def _planets(s: State, who: int, piece: str, colonize: tuple[str, ...] | None, develop: tuple[str, ...] | None,
             may_play: bool) -> Iterator[Drop]:
    """G43-G45 (and G30 for a card): COLONIZE an empty planet, DEVELOP your Colonized one. `colonize` / `develop`:
    the keys before the target's (None: that action is not open now)."""
    mine = ColonizeTarget(who)
    col = {o.key: o for o in A.colonize_options(s, mine)} if colonize is not None else {}
    dev = {o.key: o for o in A.develop_options(s, DevelopTarget(who))} if develop is not None and piece == DISC \
        else {}
    reach, types = E.reach(s, who), E.adaptations(s, who)
    for key, pl in s.planets.items():
        place = f"planet:{key}"
        if piece != DISC:
            o = col.get(f"colonize:{key}:{piece}")
            if o is not None and colonize is not None:
                yield Drop(piece, place, (_move(o, *colonize),))
            elif colonize is None:
                yield _refused(piece, place, "acted")
            elif not may_play:
                yield _refused(piece, place, "played")
            elif not E.can_pay(s, who, A.colonize_cost(s, who)):
                yield _short(piece, place, s, who, A.colonize_cost(s, who), None, "G43")
            else:
                yield _planet_refusal(piece, place, s, who,
                                      W.colonize_block(who, pl, reach, types, piece) or "unknown")
            continue
        o = col.get(f"colonize:{key}") or dev.get(f"develop:{key}")
        if o is not None:
            first = colonize if o.verb == "colonize" else develop
            yield Drop(piece, place, (_move(o, *(first or ())),))
        elif colonize is None and develop is None:
            yield _refused(piece, place, "acted")
        elif pl.empty and colonize is not None:
            code = W.colonize_block(who, pl, reach, types, None)
            if code is None and not E.can_pay(s, who, A.colonize_cost(s, who)):
                yield _short(piece, place, s, who, A.colonize_cost(s, who), None, "G43")
            else:
                yield _planet_refusal(piece, place, s, who, code or "unknown")
        elif develop is not None:
            code = W.develop_block(who, pl)
            if code is None:
                yield _short(piece, place, s, who, A.develop_cost(s, who), None, "G45")
            else:
                yield _planet_refusal(piece, place, s, who, code)
        else:
            yield _planet_refusal(piece, place, s, who, W.colonize_block(who, pl, reach, types, None) or "unknown")


def _cards(s: State, who: int, played: bool, pending_keys: dict[str, Option]) -> Iterator[Drop]:
    """G26-G29: a card from the hand onto the Alliance, the True Major place or the Reinforcement spot."""
    for c in sorted(set(s.players[who].hand)):
        for mode in CARD_PLACES:
            code = "played" if played else W.play_block(s, who, mode)
            o = pending_keys.get(f"{mode}:{c}")
            if code is None and o is not None:
                yield Drop(c, mode, (_move(o),))
            else:
                yield _refused(c, mode, code or "unknown")


def _explore(s: State, who: int, spaces: list[Drop]) -> Iterator[Drop]:
    """G34, G35 at the turn level (EXPLORE in one gesture): a face-down token within reach, or one on your own
    Telescope card (G48), takes the disc as EXPLORE on an open EXPLORE space, then that token (one move per open
    EXPLORE space; the action leaves the reach and the tokens as they are: its Cruiser goes back, G34); else the
    EXPLORE space's or the token's refusal."""
    explore = [d for d in spaces if C.space(d.place.removeprefix("space:")).action == "explore"]
    open_ = [d for d in explore if d.legal]
    targets = set(A.explore_targets(s, who))
    reach = E.reach(s, who)
    for spot, position in s.spot_positions.items():
        place = f"spot:{spot}"
        if not open_:  # the action itself is refused (done, taken, no Cruiser...): its reason
            first = explore[0] if explore else _refused(DISC, place, "no_token")
            yield Drop(DISC, place, reason=first.reason, ruling=first.ruling)
        elif spot not in targets:
            yield _refused(DISC, place, "reach", position=position, reach=reach) if s.spots.get(spot) is not None \
                else _refused(DISC, place, "no_token")
        else:
            yield Drop(DISC, place, tuple(Move((d.moves[0].keys[0], f"explore:{spot}"),
                                               f"{d.moves[0].label}, then this token", d.moves[0].note)
                                          for d in open_))
    for i in range(len(s.players[who].scope)):  # G48: a token on your own Telescope card, in the same gesture
        place = f"scope:{i}"
        if not open_:
            first = explore[0] if explore else _refused(DISC, place, "no_token")
            yield Drop(DISC, place, reason=first.reason, ruling=first.ruling)
        elif place in targets:
            yield Drop(DISC, place, tuple(Move((d.moves[0].keys[0], f"explore:{place}"),
                                               f"{d.moves[0].label}, then this Telescope token", d.moves[0].note)
                                          for d in open_))


def _spots(s: State, who: int, pending_keys: dict[str, Option]) -> Iterator[Drop]:
    """G34, G35: EXPLORE's face-down token within reach, or one on your own Telescope card."""
    reach = E.reach(s, who)
    for spot, position in s.spot_positions.items():
        o = pending_keys.get(f"explore:{spot}")
        yield Drop(DISC, f"spot:{spot}", (_move(o),)) if o is not None else \
            _refused(DISC, f"spot:{spot}", "reach", position=position, reach=reach)
    for i in range(len(s.players[who].scope)):
        o = pending_keys.get(f"explore:scope:{i}")
        if o is not None:
            yield Drop(DISC, f"scope:{i}", (_move(o),))


# ---- the facts ----------------------------------------------------------------------------------------------------
def drops(view: View) -> tuple[Drop, ...]:
    """Every (piece, place) the deciding seat's pending choice can take a drop on, each with its moves or its
    reason; empty when the choice is another seat's, over, or not a drop (a count, a reward, a payment...)."""
    p = view.pending
    s, who = view.state, view.seat
    if p is None or p.seat != who or not p.options:
        return ()
    keys = {o.key: o for o in p.options}
    hand = sorted(set(s.players[who].hand))
    if p.kind == "turn":
        step = _turn(s)
        if step is None:
            return ()
        acted = step.acted
        spaces = list(_spaces(s, who, acted))
        out = [*spaces, *_trade(s, who, acted), *_techs(s, who, ("act:research",), acted), *_explore(s, who, spaces)]
        colonize = None if acted else ("act:colonize",)
        develop = None if acted else ("act:develop",)
        out += _planets(s, who, DISC, colonize, develop, not step.played)
        for c in hand:
            out += _planets(s, who, c, None if acted else ("act:colonize",), None, not step.played)
        out += _cards(s, who, step.played, keys)
        return tuple(out)
    if p.kind == "research":
        return tuple(_techs(s, who, (), False))
    if p.kind in ("colonize", "develop"):
        turn = next((st for st in reversed(s.stack) if isinstance(st, Turn)), None)
        may_play = turn is not None and not turn.played
        if p.kind == "develop":
            return tuple(_planets(s, who, DISC, None, (), False))
        return (*_planets(s, who, DISC, (), None, may_play),
                *(d for c in hand for d in _planets(s, who, c, (), None, may_play)))
    if p.kind == "explore":
        return tuple(_spots(s, who, keys))
    if p.kind == "debut":
        return tuple(Drop(c, "alliance", (_move(keys[f"debut:{c}"]),)) for c in hand if f"debut:{c}" in keys)
    return ()


def drop(view: View, piece: str, place: str) -> Drop:
    """The facts of one drop; a piece or place the pending choice does not take is a refusal too."""
    for d in drops(view):
        if d.piece == piece and d.place == place:
            return d
    return Drop(piece, place, reason=UNKNOWN[0], ruling=UNKNOWN[1])


def reason_for(view: View, piece: str, place: str) -> str:
    """"" when the drop is legal, else its reason in words (for a table's `reason_for(place)` hook)."""
    d = drop(view, piece, place)
    return "" if d.legal else d.reason
