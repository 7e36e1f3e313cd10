"""The game's words and icons explained in one or two sentences: what the table's tooltips say and what
the F1 help lists as its glossary. One entry per key; the table finds keys through hot spots (the icons
a card face reports, the boxes of a board).

Our own words, consistent with the rulebook and docs/RULINGS.md (cited per entry).
"""

from __future__ import annotations

import attrs


@attrs.frozen
class Entry:
    key: str
    title: str
    text: str


_TYPE_WORDS = ("One of the four Types, drawn as this shape. A Planet gains 1 VP when it produces a section of its "
               "own Type; a Technology scores when a revealed card's Type matches its own.")  # R27, R28
_ENTRIES: tuple[Entry, ...] = (
    # the four Types (R2): every Ship, Technology, Planet and every Resource section has one
    Entry("type:explore", "Explore (Type)",
_TYPE_WORDS),
    Entry("type:expand", "Expand (Type)",
_TYPE_WORDS),
    Entry("type:exterminate", "Exterminate (Type)",
_TYPE_WORDS),
    Entry("type:exploit", "Exploit (Type)",
_TYPE_WORDS),
    # resource colours (R12, R13, R16)
    Entry("colour:red", "Red symbols (military)",
          "Red pays for Ships and for an Offensive (5 red). Each symbol counts 1; a Resource card pays with "
          "one of its two sections."),  # R12, R16
    Entry("colour:blue", "Blue symbols (research)",
          "Blue pays for Technologies and for Revenue (5 blue). Each symbol counts 1; a Resource card pays "
          "with one of its two sections."),  # R12, R16
    Entry("colour:green", "Green symbols (discovery)",
          "Green pays for Planets and for Mining the Planets (5 green). Each symbol counts 1; a Resource card pays "
          "with one of its two sections."),  # R12, R16
    Entry("colour:gold", "Gold symbols (assets)",
          "Gold stands for any colour when you build, develop, discover, prepare, trade or remove Blockades, but "
          "never for the three operational actions."),  # R13
    # the two sides of a card (R19)
    Entry("side:logistics", "Logistics side",
          "The side a card shows while it sits in a deck: its ongoing bonus, extra ability or action. "
          "Completing a card you choose which side goes up in your Empire."),  # R3, R19
    Entry("side:operational", "Operational side",
          "The working side: Ships attack, Technologies score, Planets produce Resources. It is hidden while the "
          "card is in a deck; you pick it when the card completes."),  # R3, R19
    Entry("blockade", "Blockade token",
          "A blockaded card has no ability: its owner pays 1 credit per token to use it once, or removes a token "
          "with 2 symbols of the row's colour. It still counts for costs and scores 1 VP."),  # R14, R26
    Entry("defense_plan", "Defense Plan",
          "When another player attacks you, pick this card or the Basic Defense Plan: each attacking Ship's value "
          "picks a row (1, 2, 3, 4+). You keep the card after use."),  # R21, R22
    Entry("basic_defense", "Basic Defense Plan",
          "Every player may defend with this tile instead of a Defense Plan card: low attack values destroy or "
          "damage the Ship, high ones let the attacker place Blockade tokens."),  # R21, R24
    Entry("alien_system", "Alien System",
          "A target for your Ships: each Ship's attack value (Resource number + bonuses) picks a row. After the "
          "attack it goes under its deck and the next one shows."),  # R22, R25
    Entry("artifact", "Alien Artifact",
          "A one-shot card played from your hand at any point of your own turn; playing it is not your action. "
          "It is discarded after use."),  # R7
    Entry("assembly_limit", "Assembly limit",
          "At most 2 Resource cards (from hand or produced on your Planets) pay for one action, unless a card "
          "raises it for that action. Resources prepared on a card do not count."),  # R11
    Entry("prepared", "Prepared Resources",
          "Resources attached to an Under Construction card in advance; they pay only for that card, free of the "
          "assembly limit. When they cover its cost the card completes at once."),  # R11, R18, R20
    Entry("produced", "Produced Resources",
          "Resource cards a Planet produced, tucked under it with one section showing. You may pay with that "
          "section as if the card were in your hand."),  # R12, R27
    Entry("cost", "Cost to complete",
          "\"paid/cost\": symbols of this colour already prepared on the card, and what completing it costs you "
          "now: 5 + 1 per card of its kind in your Empire, less discounts."),  # R16
    Entry("cost_base", "Cost",
          "The symbol's colour pays for this card. Completing it costs 5 of that colour + 1 per card of its kind "
          "in your Empire, less discounts."),  # R16
    Entry("vp_badge", "Victory points",
          "Every Empire card scores 1 VP at the end; an operational Technology adds its best fulfilled scoring "
          "row (\"1+3\": up to 3 more)."),  # R31
    Entry("vp_total", "Victory points (VP)",
          "Points scored so far. At the end every Empire card adds 1 VP, plus Technologies' end scoring and the "
          "faction's; most VP wins, ties go to credits."),  # R31, R32
    Entry("credits", "Bank (credits)",
          "Your credits: spend 5 (less discounts) to Buy a card, pay 1 per Blockade token to use a blockaded "
          "card. The bank holds 0 to 15; gains beyond 15 are lost."),  # R17, R26
    Entry("round_marker", "Round marker",
          "Moves one space toward 1 each time the Resource deck runs out. When the last Resource card is drawn "
          "with it on 1, the round is finished and the game ends."),  # R9, R30
    Entry("deck:ship", "Ship deck",
          "Drag it onto the Ships column of your Under Construction row to Buy (5 credits, less discounts). "
          "Its top card's "
          "logistics side is public, its operational side hidden."),  # R3, R17
    Entry("deck:technology", "Technology deck",
          "Drag it onto the Technologies column of your Under Construction row to Buy (5 credits, less discounts). "
          "Its top card's "
          "logistics side is public, its operational side hidden."),  # R3, R17
    Entry("deck:planet", "Planet deck",
          "Drag it onto the Planets column of your Under Construction row to Buy (5 credits, less discounts). "
          "Its top card's "
          "logistics side is public, its operational side hidden."),  # R3, R17
    Entry("deck:resource", "Resource deck",
          "You draw up to 3 Resource cards from it in your Draw step; attacks and revenue reveal its top card. "
          "Each time it runs out the Round marker moves toward 1."),  # R8, R9
    Entry("discard", "Discard pile",
          "Spent and discarded Resource cards. It is shuffled into a new Resource deck when that deck is empty."),  # R9
    Entry("operation:offensive", "Start an Offensive",
          "Pay 5 red (no gold): the operational Ships you choose attack one target, the Alien System or one "
          "player, one Ship at a time."),  # R13, R21, R35
    Entry("operation:revenue", "Gain Revenue",
          "Pay 5 blue (no gold): each operational Technology reveals a Resource card and scores if a Type "
          "matches."),  # R13, R28
    Entry("operation:mine", "Mine the Planets",
          "Pay 5 green (no gold): each operational Planet produces 1 Resource card, tucked under it."),  # R13, R27
    Entry("faction", "Faction action",
          "Your faction's own action: always available as your action, on any number of turns. Hover the "  # R29
          "box to read the faction card."),
    Entry("under_construction", "Under Construction",
          "Cards you bought and have not completed yet. Pay their cost (or prepare Resources on them) to move "
          "them into your Empire."),  # R16, R19
    Entry("empire", "Empire",
          "Your completed cards, logistics or operational side up. Each scores 1 VP at the end and makes the next "
          "card of its kind cost 1 more."),  # R16, R31
)

ENTRIES: dict[str, Entry] = {e.key: e for e in _ENTRIES}


def lookup(key: str) -> Entry | None:
    return ENTRIES.get(key)


def text_of(key: str) -> str:
    """ "Title: text" for a key, or "" when the glossary has no such entry."""
    e = ENTRIES.get(key)
    return f"{e.title}: {e.text}" if e is not None else ""


def listing() -> list[Entry]:
    """Every entry once, for the help's glossary page (the four Types share one text: listed once)."""
    out: list[Entry] = []
    seen: set[str] = set()
    for e in _ENTRIES:
        if e.text in seen:
            continue
        seen.add(e.text)
        if e.key.startswith("type:"):
            e = Entry("types", "Types: Explore, Expand, Exterminate, Exploit", e.text)
        elif e.key.startswith("deck:") and e.key != "deck:resource":
            e = Entry("decks", "Ship, Technology and Planet decks", e.text)
        out.append(e)
    return out
