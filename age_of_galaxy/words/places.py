"""What each place and piece of Age of Galaxy's table is, in words: the table's hover (age_of_galaxy/ui/hover_regions.py
names the place under the pointer; this says it). A place's facts from the state the viewer sees (its View: hidden
things stay hidden, G67-G69), then the glossary's line for what it is (glossary.py).

    explain("planet:sys3:1", state, names, viewer=0)
    # "The Oceanic planet of Ysolde Cluster: reward 2 Credits + 1 Relic. Colonized by Ann (1 VP at the end) ...
    #  Oceanic: A planet type. ..."

Keys: "space:<id>", "action:<name>", "trade:<i>", "trade:<i>:<j>", "trade_spaces:<i>", "system:<pos>",
"planet:<key>", "spot:<key>", "tech:<id>", "techs", "scope:<i>", "alliance", "alliance:<i>", "major", "reinforce",
"card:<id>", "yours" (your hand), "row:<who>", "discs:<who>", "track:<who>:<resource>", "hand:<who>", "prestige",
"prestige:<space>", "top". An unknown key, or a place that is not on the table (a slot past the end), is "".
"""

from __future__ import annotations

from typing import Any

from age_of_galaxy.content import describe
from age_of_galaxy.content.schema import ExplorationSpot, TokenSpot
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.state import CAPS, ROUNDS
from age_of_galaxy.words import glossary
from age_of_galaxy.words import names as N

HIDDEN_CARD = "?"  # tabletop.views.HIDDEN: a card the viewer may not see
TRACKS = {"credit": "Credits", "productivity": "Productivity", "strength": "Strength"}
PHASES = {"production": "Production", "action": "Action phase", "war": "War", "galactic": "Galactic phase"}


def entry(title: str) -> str:
    """The glossary's line for `title` (any of its names), or ""."""
    e = glossary.entry_for(title)
    return e.line() if e is not None else ""


def joined(*parts: str) -> str:
    """The parts that say something, one a line."""
    return "\n".join(p for p in parts if p)


def who_list(names: tuple[str, ...], seats: list[int]) -> str:
    return N.listed([N.printable(names[w]) if 0 <= w < len(names) else f"player {w + 1}" for w in seats])


def explain(key: str, state: Any, names: tuple[str, ...], viewer: int) -> str:
    """The words for the place `key` of the table (module doc), "" if there is none."""
    kind, _, rest = key.partition(":")
    try:
        fn = _BY_KIND.get(kind)
        return fn(rest, state, names, viewer) if fn is not None else ""
    except (KeyError, IndexError, ValueError, StopIteration):
        return ""  # a place the state does not hold (a slot past the end, a card not dealt): no words


def _space(sid: str, s: Any, names: tuple[str, ...], _v: int) -> str:
    sp = C.space(sid)
    board = s.board[sid] if sid in s.board else None  # noqa: SIM401 (a Board has no get)
    facts = [f"Main-board space: {describe.space(sp)}."]
    if sp.unlimited:
        facts.append("It takes any number of discs.")
    if board is not None and board.blocked:
        facts.append(f"Blocked: closed with fewer than {sp.min_players} players (G12).")
    owners = [int(x) for x in board.owned()] if board is not None else []
    if owners:
        facts.append(f"Discs here (bottom first): {who_list(names, owners)}.")
    return joined(" ".join(facts), entry(sp.action.upper()))


def _action(a: str, _s: Any, _n: tuple[str, ...], _v: int) -> str:
    return joined(f"The {a.upper()} column of the main board: its spaces are below.", entry(a.upper()))


def _trade(rest: str, s: Any, names: tuple[str, ...], _v: int) -> str:
    i, _, j = rest.partition(":")
    slot = s.trade[int(i)]
    name = N.trade_card(slot.card)
    if j:
        spend, gain = C.exchanges(slot.card)[int(j)]
        return joined(f"Exchange {int(j) + 1} of {name}: spend {describe.bundle(spend)} to gain "
                      f"{describe.bundle(gain)}.", entry("TRADE"))
    back = " It has flipped (Golden Age): its back takes any number of discs." if slot.flipped else ""
    return joined(f"{name}, the Trade card linked to {slot.action.upper()}: at the Galactic phase the discs on "
                  f"{slot.action.upper()} come to its spaces (G58).{back}", entry("Trade card"))


def _trade_spaces(i: str, s: Any, names: tuple[str, ...], _v: int) -> str:
    slot = s.trade[int(i)]
    spaces = slot.board.spaces
    owners = [int(x) for sp in spaces for x in sp.owned()]
    free = sum(1 for sp in spaces if not sp.full and not sp.blocked)
    blocked = sum(1 for sp in spaces if sp.blocked)
    facts = f"The spaces of {N.trade_card(slot.card)}: {free} free" + (f", {blocked} blocked" if blocked else "") + \
        (f"; discs on it: {who_list(names, owners)}" if owners else "") + \
        (f"; {len(slot.overflow)} more waiting (overflow)" if slot.overflow else "") + "."
    return joined(facts, entry("Golden Age"))


def _system(pos: str, s: Any, _n: tuple[str, ...], _v: int) -> str:
    p = int(pos)
    card = s.systems[p - 1]
    face_up = p <= s.revealed and isinstance(card, str) and card != HIDDEN_CARD
    where = f"System card at position {p}"
    facts = f"{N.system(card)}: {where}." if face_up else f"{where}, face down: a Galactic phase reveals it (G57)."
    fleet = f" The Galactic Fleet is here: the galaxy reaches positions 1-{s.fleet} (G35)." if p == s.fleet else ""
    return joined(facts + fleet, entry("Galactic Fleet") if fleet else "", entry("System card"))


def _planet(key: str, s: Any, names: tuple[str, ...], _v: int) -> str:
    pl = s.planets[key]
    card, _, slot = key.partition(":")
    reward = C.planet_reward(card, int(slot) if slot.isdigit() else 0, pl.token)
    facts = [f"{N.planet(key, pl.type)[0].upper()}{N.planet(key, pl.type)[1:]}: reward {describe.bundle(reward)}."]
    status = ""
    if pl.cruiser is not None:
        status = "Conquered"
        facts.append(f"Conquered: {who_list(names, [pl.cruiser])}'s Cruiser is on it (G54).")
    elif len(pl.discs) >= 2:
        status = "Developed"
        facts.append(f"Developed by {who_list(names, pl.discs[:1])}.")
    elif pl.discs:
        status = "Colonized"
        facts.append(f"Colonized by {who_list(names, pl.discs)}.")
    else:
        kind = pl.type.capitalize()
        facts.append(f"Empty: COLONIZE it with {'an' if kind[:1] in 'AEIOU' else 'a'} {kind} Adaptation.")
    if pl.token is not None:
        facts.append("A Planet token.")
    return joined(" ".join(facts), entry(pl.type), entry(status) if status else "")


def _spot(key: str, s: Any, _n: tuple[str, ...], _v: int) -> str:
    card, _, slot = key.partition(":")
    printed = C.system_slots(card)[int(slot)]
    if isinstance(printed, ExplorationSpot):
        if s.spots.get(key) is not None:
            return joined(f"A face-down Exploration token on {N.spot(key)}: EXPLORE reveals it and you gain it.",
                          entry("Exploration token"))
        return joined(f"An empty Exploration spot of {N.spot(key)}: its token was explored.",
                      entry("Exploration token"))
    if isinstance(printed, TokenSpot):
        n = printed.min_players
        return joined(f"A Planet-token spot of {N.spot(key)}" + (f", used with {n} or more players." if n > 2 else
                                                                 ", empty."), entry("Planet token"))
    return ""


def _tech(tid: str, s: Any, names: tuple[str, ...], _v: int) -> str:
    t = C.tech(tid)
    all_names = {x.id: x.name for x in C.content().technologies}
    req = describe.requirement(t, all_names)
    owners = [w for w, p in enumerate(s.players) if tid in p.techs]
    facts = f"{t.name} ({t.tier}). {describe.technology(t)}" + (f" {req}." if req else "") + \
        (f" Researched by {who_list(names, owners)}." if owners else "")
    return joined(facts, entry("Faction technology" if t.board is None else "Technology"))


def _techs(_r: str, _s: Any, _n: tuple[str, ...], _v: int) -> str:
    return joined("The technologies: basic ones cost 3 Credits or 1 Innovation, advanced ones 1 Innovation more and "
                  "need the one they hang from (G37-G39). Drop a disc on one to RESEARCH it.", entry("RESEARCH"),
                  entry("Technology"))


def _yours(_r: str, s: Any, _n: tuple[str, ...], v: int) -> str:
    n = len(s.players[v].hand)
    return joined(f"Your hand: {N.count(n, 'faction card', 'faction cards')}, seen by you alone (G67). Drag one "
                  "onto the Alliance, the True Major place, the Reinforcement spot or a planet you colonize.",
                  entry("Faction card"))


def _scope(_i: str, _s: Any, _n: tuple[str, ...], _v: int) -> str:
    return joined("A Deep Space Telescope's Exploration token: face down even to you, yours alone to EXPLORE (G48).",
                  entry("Exploration token"))


def card_words(card: str) -> str:
    """A faction card's full text: name, Ideology, Adaptation, Debut, Reinforcement, ability, technologies."""
    c = C.card(card)
    all_names = {t.id: t.name for t in C.content().technologies}
    return f"{c.name} ({c.ideology.capitalize()}, Adaptation {c.adaptation.capitalize()}). " + \
        " ".join(describe.card_text(c, all_names))


def _card(card: str, _s: Any, _n: tuple[str, ...], _v: int) -> str:
    return joined(card_words(card), entry("Faction card"))


def _alliance(i: str, s: Any, _n: tuple[str, ...], v: int) -> str:
    if not i:
        return joined("Your Alliance: drop a faction card here to play it into one of its 3 places.",
                      entry("Alliance"))
    p = s.players[v]
    if int(i) < len(p.alliance):
        return joined(card_words(p.alliance[int(i)]), entry("Alliance"))
    return joined(f"An empty place of your Alliance ({len(p.alliance)} of 3 taken).", entry("Alliance"))


def _major(_r: str, s: Any, _n: tuple[str, ...], v: int) -> str:
    p = s.players[v] if 0 <= v < len(s.players) else None
    card = p.true_major if p is not None and isinstance(p.true_major, str) else None
    return joined(card_words(card) if card else "Your True Major Ideology place: empty.", entry("True Major Ideology"))


def _reinforce(_r: str, _s: Any, _n: tuple[str, ...], _v: int) -> str:
    return joined("The Reinforcement spot: drop a faction card here to gain its Reinforcement.",
                  entry("Reinforcement"))


def _vo(who: int, s: Any) -> bool:
    return bool(s.solo) and who == len(s.players) - 1


def _row(w: str, s: Any, names: tuple[str, ...], v: int) -> str:
    who = int(w)
    p = s.players[who]
    name = N.printable(names[who]) if who < len(names) else f"Player {who + 1}"
    al = ", ".join(N.card_with_ideology(c) for c in p.alliance if c != HIDDEN_CARD) or "none"
    major = N.card_with_ideology(p.true_major) if isinstance(p.true_major, str) else "none"
    techs = ", ".join(N.tech(t) for t in p.techs) or "none"
    if _vo(who, s):
        return joined(f"{name}: the Virtual Opponent. Technologies: {techs}. Prestige {s.prestige.total(who)}.",
                      entry("Virtual Opponent"))
    return (f"{name}: Alliance {al}. True Major Ideology: {major}. Technologies: {techs}. {len(p.hand)} cards in "
            f"hand, {p.discs} Action discs.")


def _discs(w: str, s: Any, names: tuple[str, ...], _v: int) -> str:
    who = int(w)
    n = s.players[who].discs
    return joined(f"{N.printable(names[who])}: {N.count(n, 'Action disc', 'Action discs')} in supply"
                  + (" (drag one onto a place that glows)." if who == _v else "."), entry("Action disc"))


def _track(rest: str, s: Any, names: tuple[str, ...], _v: int) -> str:
    w, _, res = rest.partition(":")
    who = int(w)
    return joined(f"{N.printable(names[who])}'s {TRACKS[res]}: {s.players[who].res[res]} of {CAPS[res]}.",
                  entry(TRACKS[res]))


def _hand(w: str, s: Any, names: tuple[str, ...], _v: int) -> str:
    who = int(w)
    n = len(s.players[who].hand)
    return joined(f"{N.printable(names[who])} holds {N.count(n, 'faction card', 'faction cards')}, face down "
                  "(G67).", entry("Faction card"))


def _prestige(v: str, s: Any, names: tuple[str, ...], _v: int) -> str:
    laps = [f"{N.printable(names[w])} {s.prestige.shown(w).lap}+" for w in range(len(s.players))
            if s.prestige.markers and s.prestige.shown(w).lap]
    tokens = (" 20+/40+ tokens (a lap of the track): " + ", ".join(laps) + ".") if laps else \
        " Past 20 a marker goes round again with a 20+ token (40+ past 40)."
    if not v:
        totals = ", ".join(f"{N.printable(names[w])} {s.prestige.total(w)}" for w in range(len(s.players)))
        return joined(f"The Prestige track 0-20: {totals}.{tokens}", entry("Prestige"))
    here = list(s.prestige.stack_on(int(v))) if s.prestige.markers else []
    who = f" Markers (bottom first): {who_list(names, here)}." if here else " No marker here."
    return joined(f"Prestige space {v}.{who}" + (tokens if laps else ""), entry("Prestige"))


def _top(_r: str, s: Any, names: tuple[str, ...], _v: int) -> str:
    cal = s.calendar
    when = "The game is over." if s.over else (
        f"Round {s.round} of {ROUNDS}, {PHASES.get(cal.phase, cal.phase)}." if cal is not None and
        cal.phase in PHASES else "Setup: before round 1 (G15-G17).")
    order = list(s.turns.order) if s.turns.order else list(range(len(s.players)))
    turns = "Turn order: " + ", ".join(f"{i + 1}. {N.printable(names[w])}" for i, w in enumerate(order)
                                       if w < len(names)) + "."
    return joined(f"{when} {turns} Deck {len(s.deck)} cards, discard pile {len(s.discard)}.",
                  entry(PHASES.get(cal.phase, "") if cal is not None and not s.over else ""), entry("Turn order"))


_BY_KIND = {"space": _space, "action": _action, "trade": _trade, "trade_spaces": _trade_spaces, "system": _system,
            "planet": _planet, "spot": _spot, "tech": _tech, "scope": _scope, "card": _card, "alliance": _alliance,
            "major": _major, "reinforce": _reinforce, "row": _row, "discs": _discs, "track": _track, "hand": _hand,
            "prestige": _prestige, "top": _top, "techs": _techs,
            "yours": _yours}
