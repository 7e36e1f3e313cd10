"""Age of Galaxy's rules in brief, for the F1 help (age_of_galaxy/ui/help_scene.py): sections of short paragraphs,
each a (title, paragraphs) pair. Our own words; the G-numbers are docs/age-of-galaxy/RULINGS.md's rulings."""

from __future__ import annotations

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("The game", (
        "Build the greatest empire in 5 rounds. At the end your victory points (VP) are your Prestige, plus your "
        "Major Ideology's scoring, your planets, your Relics and your Alliance cards' scoring (G18, G63-G66).",
        "Each round: Production, then the Action phase (turns in turn order until everyone has used their discs), "
        "then War, then the Galactic phase (not after round 5: the game ends after its War) (G18).",
    )),
    ("A round", (
        "Production: take 3 Action discs; gain Credits equal to your Productivity, then lose 1 Productivity; "
        "abilities that pay at the end of Production pay now (G19, G20).",
        "Action phase: in turn order, each player with a disc takes one turn at a time. A player out of discs has "
        "passed for the round; there is no voluntary pass (G22).",
        "War: see War below. Galactic phase: see Galactic phase and Golden Age below.",
    )),
    ("A turn", (
        "Exactly one action: put one Action disc on an action space (or a Trade card, technology or planet). "
        "Before or after it, any number of free actions and at most one faction card play, in any order; then "
        "End turn (G21).",
        "Free actions: 2 Credits → 1 Productivity; 1 Innovation → 1 Credit; 1 Influence → 1 Credit; and your "
        "Alliance cards' free actions. Only on your own turn (G6, G7). A Credit cost may be paid partly with "
        "Innovation and Influence, 1 for 1 (G8).",
        "Take back (U) undoes your own moves back to the last draw or reveal; Suggest (S) asks the Hard AI.",
    )),
    ("The nine actions", (
        "EXPLORE: 1 Cruiser; reveal and gain an Exploration token within reach (G34).",
        "MANUFACTURE: 2 Credits per Cruiser, as many as you like up to 5 in supply (G40).",
        "RETRIEVE: 3 Credits and 1 Innovation per Relic (G41).",
        "SCAVENGE: gain 1 Credit; its unlimited space is always open (G42).",
        "NOMINATE: 3 Influence and a Developed planet of yours: the Prestige printed under the space (G46).",
        "TRADE: one exchange of a Trade card, paid in Influence (and sometimes Credits or a Relic) (G36, G87).",
        "RESEARCH: a technology: basic 3 Credits or 1 Innovation; advanced 3 Credits and 1 Innovation, or 2 "
        "Innovation (G37).",
        "COLONIZE: an empty planet within reach of a type you can adapt to; 1 Credit per planet you already "
        "control; gain the planet's reward (G43, G44).",
        "DEVELOP: 7 Credits for a second disc on your colonized planet: 1 Prestige, then 1 Influence or 1 Credit "
        "and 1 Productivity (G45).",
        "Single spaces take one disc and may give a bonus (+1 Credit) or a discount (1 Credit less); the "
        "unlimited space takes any number (G33, G86).",
    )),
    ("Faction cards", (
        "You keep 6 cards for the whole game: 7 are dealt, you discard up to 3 and draw back, then one is your "
        "Debut in the Alliance (G16, G17). At most one card a turn, in one of four ways (G26):",
        "Alliance: face up, at most 3. Its ability, faction technology and end scoring work from here, and the "
        "Alliance sets your Major Ideology (G27, G28, G32).",
        "True Major Ideology: once a game; only its Ideology counts, and it becomes your Major Ideology (G29).",
        "Reinforcement: gain its printed Reinforcement gain, then discard it face up (G31).",
        "Adaptation: with a COLONIZE, discard it to colonize a planet of its Adaptation type (G30).",
    )),
    ("Technologies", (
        "The tree has 3 columns of 3. The bottom row is basic and always open; a middle one needs the one below "
        "it; the top row lists what it needs. Each player researches a technology once (G38, G39).",
        "A technology gives a gain at once and/or an ongoing effect: Warp Drive reaches one System card further, "
        "Terraforming opens Barren planets, shields protect planets in War (G47, G49).",
        "Faction technologies are printed on faction cards: advanced, researched only while the card is in "
        "your Alliance (G32).",
    )),
    ("War", (
        "Players rank by Cruisers in supply, ties broken by Strength; still tied, they share the place. A player "
        "with no Cruiser does not rank (G52).",
        "Rewards by player count: the Overlord (first) gains Prestige and a Relic, the next places less "
        "(G53).",
        "A sole Overlord may acquire one Unprotected planet within reach (never its own): its discs go home, "
        "one Overlord Cruiser goes on it, and it is Conquered for the rest of the game (G54).",
        "Protection: all your planets are Protected while your Cruisers in supply are at least your planets; "
        "some technologies protect more (G55). Then everyone discards Cruisers above their Strength (G56).",
    )),
    ("Galactic phase", (
        "1. The Galactic Fleet moves one System card on; the next face-down card turns face up and is filled "
        "with tokens (G57).",
        "2. Every disc on MANUFACTURE, RETRIEVE and SCAVENGE goes to the Trade card linked to its column (G58).",
        "3. Turn order is set by Prestige, highest first (G59).",
        "Golden Age: a front-side Trade card whose spaces are all full gives its discs back; each player keeps "
        "up to 3 extra discs for the next round, and the card flips to its back (an unlimited space) (G60, G61).",
    )),
    ("Scoring", (
        "Major Ideology: Scientific 1 VP per technology; Diplomatic 1 VP per 4 Prestige; Militaristic 1 VP per "
        "Conquered planet with your Cruiser and 1 per 2 Strength; Cultural 1 VP per Relic; Industrial 1 VP per "
        "2 Productivity (G63).",
        "Prestige: 1 VP per point. Galaxy: 1 VP per Colonized, 2 VP per Developed planet you control (G64). "
        "Relics: 1 VP each. Faction: your Alliance cards' end scoring and Galactic Network. Leftover Credits, "
        "Innovation, Influence and Cruisers score nothing (G65).",
        "Tie: the higher Prestige wins, then the disc on top of the Prestige stack; there is no shared win "
        "(G66).",
    )),
    ("Solo", (
        "Solo is a 2-player game against the Virtual Opponent (VO). You take all your turns in a row; the VO "
        "takes none (G74, G75).",
        "After your last turn each round the VO reveals two cards: it colonizes the leftmost empty planet of the "
        "card's Adaptation within reach, then applies the card's Ideology effect: Industrial +1 Cruiser; "
        "Diplomatic Influence and Nominate; Cultural you lose a Cruiser if you have more than Strength; "
        "Militaristic it takes an Unprotected planet of yours; Scientific an Exploration token leaves (G77, G78).",
        "In War the VO has Strength 4; as sole Overlord it takes one of your Unprotected planets (you choose). "
        "Your score is your VP; 35, 45 and 55 VP are the benchmarks (G79, G80).",
    )),
    ("Controls", (
        "Drag an Action disc from your supply (the right end of your row) onto a space, a Trade card exchange, a "
        "technology or a planet; drag a card onto the Alliance, True Major or Reinforcement place. Places that "
        "take it glow and say their cost and gain.",
        "Follow-up choices glow and are clicked; other choices are buttons on the right. Wheel: scroll the "
        "options or the log. U: take back. S: suggest. F1: this help. Hover a word of the table for its meaning.",
    )),
)
