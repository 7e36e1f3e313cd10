"""Age of Galaxy's words explained in a sentence or two: the F1 help's glossary (age_of_galaxy/ui/help_scene.py)
and the table's hover line for a label that names one of them (`entry_in`, `term_at`).

    term_at("Cruisers 3/5 · Innovation 2", 0.5)   # the Entry for Innovation: the word half way along the line

Each entry has the words the table writes for it (`names`: "Credits", "Cr", ...). Our own words, consistent with
the rulebook text and docs/age-of-galaxy/RULINGS.md (cited per entry).
"""

from __future__ import annotations

import re
from functools import lru_cache

import attrs


@attrs.frozen
class Entry:
    title: str
    text: str
    names: tuple[str, ...] = ()  # the words the table draws for it (the title is one too); matched whole, any case

    def line(self) -> str:
        return f"{self.title}: {self.text}"


_PLANET = "A planet type. You colonize it only with a matching Adaptation (an Alliance card's, an ability's, or " \
          "the card you play with the COLONIZE)."  # G44
ENTRIES: tuple[Entry, ...] = (
    # resources and tracks (G2-G4, G6)
    Entry("Credits", "The money: most actions cost Credits. Track 0-12; a gain past 12 is lost, but a Credit cost "
          "may be paid partly with Innovation or Influence, 1 for 1.", ("Credit", "Cr")),  # G3, G8
    Entry("Productivity", "Each Production gives you as many Credits as your Productivity, then Productivity drops "
          "by 1. Track 0-12; 2 Credits convert into 1 Productivity on your turn.", ("Prod", "Prod.")),  # G6, G9
    Entry("Strength", "Breaks ties in War's ranking, and after War you keep only as many Cruisers as your Strength. "
          "Track 0-12.", ("Str", "Str.")),  # G52, G56
    Entry("Cruisers", "Your warships in supply (at most 5). EXPLORE spends one; War ranks players by them; they "
          "protect your planets when you have at least as many as your planets.", ("Cruiser",)),  # G34, G52, G55
    Entry("Innovation", "Pays for technologies and RETRIEVE; converts into 1 Credit at any time on your turn. "
          "Unlimited.", ("Innov",)),  # G6, G37
    Entry("Influence", "Pays for TRADE exchanges and NOMINATE; converts into 1 Credit on your turn. Unlimited.",
          ("Infl",)),  # G6, G9
    Entry("Relics", "Gained by RETRIEVE, trades and War. 1 VP each at the end, 1 more each with a Cultural Major "
          "Ideology.",
          ("Relic",)),  # G41, G63
    Entry("Prestige", "1 VP per point at the end. It sets turn order each round and breaks the final tie; "
          "a Diplomatic Major Ideology adds 1 VP per 4. Past 20 a 20+ token marks the lap.",
          ("PRESTIGE",)),  # G4, G59, G63, G66
    Entry("Action disc", "One disc is one action. You take 3 in each Production (more after a Golden Age); with "
          "none left you have passed for the round.", ("Action discs", "disc", "discs")),  # G19, G22
    # faction cards (G26-G32)
    Entry("Faction card", "Played at most one a turn, in one of four ways: into your Alliance, as True Major "
          "Ideology, as Reinforcement, or as the Adaptation of a COLONIZE.", ("Faction cards",)),  # G26
    Entry("Alliance", "Up to 3 faction cards face up before you. Only Alliance cards give abilities, faction "
          "technologies and end scoring, and they set your Major Ideology.", ("ALLIANCE",)),  # G27, G32
    Entry("Ideology", "Each faction card has one: Scientific, Diplomatic, Militaristic, Cultural or Industrial. "
          "Your Major Ideology decides one part of your final score.", ("Ideologies",)),  # G63
    Entry("Scientific", "An Ideology. As your Major Ideology: 1 VP per technology you researched.", ()),  # G63
    Entry("Diplomatic", "An Ideology. As your Major Ideology: 1 VP per 4 Prestige.", ()),  # G63
    Entry("Militaristic", "An Ideology. As your Major Ideology: 1 VP per Conquered planet holding your Cruiser, and "
          "1 VP per 2 Strength.", ()),  # G63
    Entry("Cultural", "An Ideology. As your Major Ideology: 1 VP per Relic.", ()),  # G63
    Entry("Industrial", "An Ideology. As your Major Ideology: 1 VP per 2 Productivity.", ()),  # G63
    Entry("Major Ideology", "The Ideology held by more of your Alliance cards than any other (one card: its "
          "Ideology; a tie: none), unless a True Major Ideology replaces it.", ("Major",)),  # G28
    Entry("True Major Ideology", "Once a game, a card played here makes its Ideology your Major Ideology. Only "
          "the Ideology counts: no bonus, ability or scoring, and it is not an Alliance card.",
          ("TRUE MAJOR", "True Major")),  # G29
    Entry("Reinforcement", "A card played as Reinforcement gives its printed gain once and goes to the public "
          "discard pile.", ("REINFORCEMENT", "Reinf.", "Reinf")),  # G31
    Entry("Adaptation", "The planet type a faction card lets you colonize. Played with a COLONIZE, the card is "
          "discarded and lends its Adaptation for that one action.", ("Adaptations",)),  # G30, G44
    Entry("Debut", "Before round 1 each player plays one card to the Alliance and gains its Debut bonus. It is "
          "not a turn.", ()),  # G17
    Entry("Free action", "On your own turn, before or after your action: the conversions (2 Credits → 1 "
          "Productivity; 1 Innovation or 1 Influence → 1 Credit) and Alliance cards' free actions.",
          ("free actions", "Conversions")),  # G6, G7
    # the nine actions (G33-G46, G86)
    Entry("EXPLORE", "Costs 1 Cruiser: reveal and gain a face-down Exploration token within reach.", ()),  # G34
    Entry("MANUFACTURE", "Pay 2 Credits per Cruiser and gain that many (up to 5 in supply).", ()),  # G40
    Entry("RETRIEVE", "Pay 3 Credits and 1 Innovation per Relic and gain that many Relics.", ()),  # G41
    Entry("SCAVENGE", "Gain 1 Credit (and the space's bonus). Its unlimited space is always open.", ()),  # G42, G22
    Entry("NOMINATE", "Pay 3 Influence, with a Developed planet of yours, for the Prestige printed under the space.",
          ()),  # G46, G86
    Entry("TRADE", "Spend Influence on one exchange of a Trade card. Full Trade cards start a Golden Age.",
          ()),  # G36, G87
    Entry("RESEARCH", "Take a technology: basic 3 Credits or 1 Innovation; advanced 3 Credits and 1 Innovation, "
          "or 2 Innovation.", ()),  # G37
    Entry("COLONIZE", "Put a disc on an empty planet within reach whose type one of your Adaptations allows; pay 1 "
          "Credit per planet you control and gain its reward.", ()),  # G43, G44
    Entry("DEVELOP", "Pay 7 Credits to put a second disc on a planet you colonized: 1 Prestige, then 1 Influence or "
          "1 Credit and 1 Productivity.", ()),  # G45
    Entry("Space", "An action space of the main board: a single space takes one disc (some give a bonus or a "
          "discount); the unlimited space takes any number. A space blocked at setup is closed at this player "
          "count.", ("any number", "blocked")),  # G12, G33
    # technologies (G37-G39)
    Entry("Technology", "Researched once per player. Basic ones are always open; an advanced one needs the one "
          "below it. Each gives a gain and/or an ongoing effect.", ("Technologies", "TECHNOLOGIES")),  # G38, G39
    Entry("Faction technology", "An advanced technology printed on a faction card: you may research it while the "
          "card is in your Alliance.", ("Faction technologies",)),  # G32, G39
    # the galaxy (G13, G14, G35, G54, G55)
    Entry("System card", "Five System cards make the galaxy, revealed one more each Galactic phase. They hold "
          "planets, a Planet-token spot and Exploration tokens.", ("System",)),  # G13
    Entry("Galactic Fleet", "Marks how far the galaxy reaches: you may act on System cards up to its position "
          "(Warp Drive: one further). It moves on each Galactic phase.", ("Fleet",)),  # G18, G35
    Entry("Exploration token", "A face-down reward on a System card, gained by EXPLORE.", ("Exploration",)),  # G34
    Entry("Planet token", "An extra planet laid on a System card's token spot, colonized like any other.",
          ("token spot",)),  # G14
    Entry("Colonized", "A planet with one disc of yours: 1 VP at the end.", ()),  # G64
    Entry("Developed", "A planet with two discs of yours: 2 VP at the end, and it allows NOMINATE.",
          ()),  # G45, G64
    Entry("Conquered", "A planet the Overlord took in War: its Cruiser stays there, it is always Protected and "
          "scores for nobody (except Militaristic scoring).", ()),  # G54, G64
    Entry("Protection", "A Protected planet cannot be acquired in War. All your planets are Protected while your "
          "Cruisers number at least your planets; shield technologies protect some more.",
          ("Protected", "Unprotected")),  # G49, G55
    Entry("Arctic", _PLANET, ()),
    Entry("Desert", _PLANET, ()),
    Entry("Oceanic", _PLANET, ()),
    Entry("Verdant", _PLANET, ()),
    Entry("Volcanic", _PLANET, ()),
    Entry("Barren", "A planet type no faction card adapts to: only Terraforming lets you colonize it.", ()),  # G44
    # the round (G18-G20, G52-G62)
    Entry("Production", "The round's first phase: take 3 Action discs, gain Credits equal to your Productivity, "
          "lose 1 Productivity; end-of-Production abilities then pay.", ()),  # G9, G19, G20
    Entry("War", "After the Action phase, players rank by Cruisers (ties: Strength). The top ones gain Prestige "
          "and Relics; a sole Overlord may acquire a planet. Then Cruisers above Strength are lost.",
          ()),  # G52-G56
    Entry("Overlord", "The player ranked first in War. A sole Overlord may acquire an Unprotected planet within "
          "reach with one of its Cruisers.", ()),  # G53, G54
    Entry("Galactic phase", "After War: the fleet moves on and a System card is revealed, discs on MANUFACTURE, "
          "RETRIEVE and SCAVENGE go to their Trade cards, turn order is set by Prestige.", ()),  # G57-G59
    Entry("Trade card", "Three Trade cards sit beside the board, each linked to an action column; their exchanges "
          "are what TRADE buys.", ("Trade cards",)),  # G10, G36
    Entry("Golden Age", "When a Trade card's spaces are all full at the Galactic phase, its discs return (each "
          "player keeps up to 3 extra for the next round) and the card flips.", ()),  # G60, G61
    Entry("Virtual Opponent", "Solo's rival: it takes no turns; after your last turn each round it reveals two "
          "cards, colonizes by their Adaptation and applies their Ideology's effect.", ("VO",)),  # G74-G78
    Entry("Turn order", "Set each Galactic phase by Prestige, highest first (equal: the disc on top).",
          ("Turn order:",)),  # G59
    Entry("Action phase", "Players take turns in turn order, each placing one Action disc (one action) and playing "
          "at most one faction card, until no one has a disc left.", ()),  # G21, G22
    Entry("Setup", "Before round 1: each player is dealt 7 cards, discards 0-3 unseen and draws back to 7 (or "
          "drafts instead, G72), then plays a Debut card.", ()),  # G15-G17
    Entry("Deck", "The faction cards not yet dealt or drawn, face down.", ()),  # G16
    Entry("Discard pile", "The faction cards played as Reinforcement or Adaptation, face up for all to see.",
          ()),  # G31, G67
    Entry("20+ token", "A Prestige marker past 20 goes round the track again and its owner takes a 20+ token "
          "(40+ past 40): the total is the token plus the space.", ("40+ token", "20+", "40+")),  # G4
)


def listing() -> tuple[Entry, ...]:
    """The glossary as the help lists it: alphabetical."""
    return tuple(sorted(ENTRIES, key=lambda e: e.title.casefold()))


@lru_cache(maxsize=1)
def _pattern() -> tuple[re.Pattern[str], dict[str, Entry]]:
    by_word: dict[str, Entry] = {}
    for e in ENTRIES:
        for w in (e.title, *e.names):
            by_word.setdefault(w.casefold(), e)
    words = sorted(by_word, key=len, reverse=True)  # the longest first: "True Major Ideology" before "Major"
    alt = "|".join(re.escape(w) for w in words)
    return re.compile(rf"(?<![\w+])({alt})(?![\w])", re.IGNORECASE), by_word


def mentions(text: str) -> list[tuple[int, int, Entry]]:
    """The glossary words in a line of the table: (start, end, entry) each, left to right."""
    pattern, by_word = _pattern()
    return [(m.start(), m.end(), by_word[m.group(1).casefold()]) for m in pattern.finditer(text)]


def entry_for(word: str) -> Entry | None:
    """The entry a word names (any case), or None."""
    return _pattern()[1].get(word.casefold())


def term_at(text: str, where: float) -> Entry | None:
    """The glossary entry named at `where` (0-1: the share of the line's width left of the pointer), or the
    nearest one in the line; None when the line names none."""
    found = mentions(text)
    if not found:
        return None
    n = max(1, len(text))
    at = where * n
    return min(found, key=lambda f: 0 if f[0] <= at <= f[1] else min(abs(at - f[0]), abs(at - f[1])))[2]
