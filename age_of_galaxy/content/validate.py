"""The design checks that span the content (RULINGS G86-G97), each problem one line naming the file, the owner
and the field. Every expected number comes from design.yaml.

validate_content(content, directory) -> problems. load_content(directory) reads and validates, raising
ContentError with every problem.
"""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path
from typing import Any

from age_of_galaxy.content import budgets as b
from age_of_galaxy.content.errors import ContentError, Problem, Reporter, content_dir, shown_path
from age_of_galaxy.content.loader import read_content
from age_of_galaxy.content.schema import (
    Bundle,
    Content,
    CostMod,
    ExplorationSpot,
    FactionCard,
    FreeAction,
    OnAction,
    OnProductionEnd,
    PrintedPlanet,
    TokenSpot,
)

# G6: the free conversions, rules (not design numbers): spent -> gained. G92's cycle check starts from them.
CONVERSION_EDGES = (("innovation", "credit"), ("influence", "credit"), ("credit", "productivity"))
EPS = 1e-9


def load_content(directory: Path | None = None) -> Content:
    """Read and validate the content; ContentError lists every problem, one line each."""
    directory = content_dir() if directory is None else directory
    content = read_content(directory)
    problems = validate_content(content, directory)
    if problems:
        raise ContentError(problems)
    return content


def validate_content(content: Content, directory: Path | None = None) -> list[Problem]:
    directory = content_dir() if directory is None else directory
    sink: list[Problem] = []

    def rep(name: str, owner: str = "") -> Reporter:
        return Reporter(sink, shown_path(directory / name), owner)

    _factions(content, rep)
    _technologies(content, rep)
    _budgets(content, rep)
    _conversion_cycles(content, rep("factions.yaml", "free actions"))
    _galaxy(content, rep)
    _board(content, rep)
    return sink


def _fmt(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".")


# ---- G91, G93-G96: which card is what ---------------------------------------------------------------------------
def _factions(content: Content, rep: Any) -> None:
    design = content.design
    dist = design["distribution"]
    ideologies, adaptations = list(dist["ideologies"]), list(dist["adaptations"])
    expected_ids: list[tuple[str, str, str]] = []  # (id, ideology, adaptation) in G93's order
    for ideology in ideologies:
        row = dist["table"].get(ideology)
        if row is None or len(row) != len(adaptations):
            rep("design.yaml", "design").error(f"distribution.table.{ideology}",
                                               f"must hold {len(adaptations)} counts, one per adaptation")
            return
        for adaptation, n in zip(adaptations, row, strict=True):
            expected_ids += [("", ideology, adaptation)] * n
    expected_ids = [(f"F{i + 1:02d}", ide, ada) for i, (_, ide, ada) in enumerate(expected_ids)]
    report = rep("factions.yaml", "factions")
    ids = [c.id for c in content.factions]
    if ids != [e[0] for e in expected_ids]:
        report.error("", f"must be {len(expected_ids)} cards F01-F{len(expected_ids):02d} in order (G93); found "
                         f"{len(ids)} ({', '.join(ids[:3])}{', ...' if len(ids) > 3 else ''})")
    for card in content.factions:
        want = next((e for e in expected_ids if e[0] == card.id), None)
        if want is not None and (card.ideology, card.adaptation) != want[1:]:
            rep("factions.yaml", f"card '{card.id}'").error(
                "ideology", f"G93 makes {card.id} {want[1]} {want[2]}, not {card.ideology} {card.adaptation}")
    per = Counter((c.ideology, c.adaptation) for c in content.factions)
    for ideology in ideologies:
        for adaptation, n in zip(adaptations, dist["table"][ideology], strict=True):
            if per[(ideology, adaptation)] != n:
                report.error("", f"{per[(ideology, adaptation)]} {ideology} {adaptation} cards; G93 wants {n}")
    names = Counter(c.name.casefold() for c in content.factions)
    for name, n in names.items():
        if n > 1:
            report.error("name", f"the name {name!r} is used by {n} cards")
    # G94: the technology cards
    tech_cards = {k: list(v) for k, v in design["technology_cards"].items()}
    for card in content.factions:
        where = rep("factions.yaml", f"card '{card.id}'")
        want = tech_cards.get(card.id)
        if want is not None and list(card.technologies) != want:
            where.error("technologies", f"G94 puts {', '.join(want)} on {card.id}")
        elif want is None and card.technologies:
            where.error("technologies", "only G94's technology cards carry technologies")
    # G95: the primitive of every other card; G96: end scoring
    owner = {cid: kind for kind, cids in design["primitives"].items() for cid in cids}
    for card in content.factions:
        where = rep("factions.yaml", f"card '{card.id}'")
        kind = owner.get(card.id)
        found = card.ability.primitive if card.ability is not None else None
        if card.id not in tech_cards and found != kind:
            where.error("ability", f"G95 gives {card.id} a {kind or 'technology'} primitive, not {found}")
        pinned = design["pinned"].get(card.id)
        if pinned is not None and isinstance(card.ability, CostMod | OnAction):
            got = {"action": card.ability.action, "per": getattr(card.ability, "per", None)}
            for key, val in pinned.items():
                if got.get(key) != val:
                    where.error(f"ability.{key}", f"G95 pins it to {val}, not {got.get(key)}")
        scored = card.id in design["end_scoring"]
        if scored != (card.end_scoring is not None):
            where.error("end_scoring", "G96 gives end scoring to " + ", ".join(design["end_scoring"]) +
                        (" only" if not scored else f", {card.id} included"))
        if card.end_scoring is not None and card.end_scoring.count.name == "alliance_cards" \
                and card.end_scoring.count.of != card.ideology:
            where.error("end_scoring.of", "G97a counts alliance_cards of the card's own Ideology only")
        if isinstance(card.ability, OnProductionEnd) and card.ability.count is not None \
                and card.ability.count.name == "alliance_cards" and card.ability.count.of != card.ideology:
            where.error("ability.of", "G97a counts alliance_cards of the card's own Ideology only")


# ---- G38, G39, G47, G94: technologies -----------------------------------------------------------------------------
def _technologies(content: Content, rep: Any) -> None:
    techs = {t.id: t for t in content.technologies}
    report = rep("technologies.yaml", "technologies")
    on_cards = [t for c in content.factions for t in c.technologies]
    board = [t for t in content.technologies if t.board is not None]
    if len(techs) != len(content.technologies):
        report.error("", "technology ids must be unique")
    for tech_id, n in Counter(on_cards).items():
        if n > 1:
            report.error("", f"{tech_id} is on {n} faction cards")
    for card in content.factions:
        for tech_id in card.technologies:
            if tech_id not in techs:
                rep("factions.yaml", f"card '{card.id}'").error("technologies", f"no technology {tech_id!r}")
    expected = len(board) + len(on_cards)
    if len(content.technologies) != expected or len(board) != 9:
        report.error("", f"{len(content.technologies)} technologies: want the 9 of the player board and one per "
                         f"faction technology ({len(on_cards)}), 23 in all (G38, G94)")
    cells = Counter(t.board for t in board)
    for cell, n in cells.items():
        if n > 1:
            report.error("board", f"{n} technologies on the player board's cell {cell}")
    by_cell = {t.board: t for t in board}
    for tech in content.technologies:
        where = rep("technologies.yaml", f"technology '{tech.id}'")
        if tech.board is None and tech.id not in on_cards:
            where.error("board", "neither on the player board nor on a faction card")
        if tech.board is not None and tech.id in on_cards:
            where.error("board", "a faction technology has no player-board cell (G94)")
        want_tier = "basic" if tech.board is not None and tech.board[1] == 1 else "advanced"
        if tech.tier != want_tier:
            where.error("tier", f"must be {want_tier} (G38: the bottom row is Basic, the rest and every faction "
                                "technology Advanced)")
        for req in tech.requires:
            if req not in techs:
                where.error("requires", f"no technology {req!r}")
            elif req == tech.id:
                where.error("requires", "requires itself")
        if tech.board is not None:
            col, row = tech.board
            if row == 1 and tech.requires:
                where.error("requires", "a bottom-row technology is always available (G39)")
            if row == 2:
                below = by_cell.get((col, 1))
                if below is None or tech.requires != (below.id,):
                    where.error("requires", "a middle technology requires the bottom one of its column (G39)")
            if row == 3 and (not tech.requires or any(techs.get(r) is None or techs[r].board is None
                                                       or techs[r].board[1] != 2 for r in tech.requires)):
                where.error("requires", "a top technology requires one of listed middle technologies (G39)")


# ---- G97: budgets -------------------------------------------------------------------------------------------------
def _budgets(content: Content, rep: Any) -> None:
    design = content.design
    bud = design["budgets"]
    tech_cards = set(design["technology_cards"])
    legal = [Bundle.of(x) for x in bud["debut_legal"]]
    extra = [Bundle.of(x) for x in bud["technology_extra"]]
    for card in content.factions:
        where = rep("factions.yaml", f"card '{card.id}'")
        budget = b.card_budget(content, card)
        _debut(design, card, budget, legal, extra, card.id in tech_cards, where)
        lo, hi = bud["reinforcement"]["min"], bud["reinforcement"]["max"]
        if not lo - EPS <= budget.reinforcement <= hi + EPS:
            where.error("reinforcement", f"worth {_fmt(budget.reinforcement)} units at round-"
                        f"{bud['reinforcement']['round']} values; G97 wants {_fmt(lo)}-{_fmt(hi)}")
        if card.end_scoring is not None:
            vp_lo, vp_hi = bud["end_scoring_vp"]["min"], bud["end_scoring_vp"]["max"]
            if not vp_lo - EPS <= budget.end_vp <= vp_hi + EPS:
                where.error("end_scoring", f"pays {_fmt(budget.end_vp)} VP at G97a's end-of-game count; G96 "
                                           f"wants {_fmt(vp_lo)}-{_fmt(vp_hi)}")
        if card.ability is None:
            continue
        lo = bud["card_value_min_by_primitive"].get(card.ability.primitive, bud["card_value"]["min"])
        hi = bud["card_value"]["max"]
        for players, total in zip(b.PLAYER_COUNTS, budget.total, strict=True):
            if not lo - EPS <= total <= hi + EPS:
                where.error("ability", f"card value {_fmt(total)} units at {players} players (ability "
                                       f"{_fmt(total - budget.end)} + end scoring {_fmt(budget.end)}); G97 wants "
                                       f"{_fmt(lo)}-{_fmt(hi)}")
        _single_trigger(design, card, where)


def _debut(design: Any, card: FactionCard, budget: b.CardBudget, legal: list[Bundle], extra: list[Bundle],
           is_tech_card: bool, where: Reporter) -> None:
    bud = design["budgets"]
    cheap_tech = is_tech_card and bool(budget.technology) and \
        max(budget.technology) < bud["technology_debut_value_below"]
    allowed = legal + (extra if cheap_tech else [])
    hi = bud["technology_debut_max"] if cheap_tech else bud["debut"]["max"]
    if card.debut not in allowed:
        where.error("debut", "not one of G97's legal Debuts" + (" (a technology card valued below "
                    f"{_fmt(bud['technology_debut_value_below'])} may also take the technology list)"
                    if is_tech_card and not cheap_tech else ""))
    if not bud["debut"]["min"] - EPS <= budget.debut <= hi + EPS:
        where.error("debut", f"worth {_fmt(budget.debut)} units at setup; G97 wants {_fmt(bud['debut']['min'])}-"
                             f"{_fmt(hi)}")
    money = b.unit(design, "credit", "setup") * card.debut.get("credit") + \
        b.unit(design, "productivity", "setup") * card.debut.get("productivity")
    if money < bud["debut"]["min_credit_or_productivity"] - EPS:
        where.error("debut", f"only {_fmt(money)} units of Credits or Productivity; G97 wants at least "
                             f"{_fmt(bud['debut']['min_credit_or_productivity'])}")


def _single_trigger(design: Any, card: FactionCard, where: Reporter) -> None:
    caps = design["budgets"]["single_trigger"]
    ability = card.ability
    if isinstance(ability, OnProductionEnd):
        if ability.form == "bundle":
            assert ability.bundle is not None
            most = max(b.value(design, ability.bundle, r) for r in b.ROUNDS)
        else:
            assert ability.resource is not None
            most = ability.max * b.unit(design, ability.resource, int(caps["per_count_round"]))
        if most > caps["on_production_end"] + EPS:
            where.error("ability", f"one Production pays up to {_fmt(most)} units; G97 caps it at "
                                   f"{_fmt(caps['on_production_end'])}")
    elif isinstance(ability, OnAction):
        once = b.value(design, ability.gain, int(caps["on_action_round"]))
        if once > caps["on_action"] + EPS:
            where.error("ability.gain", f"one trigger pays {_fmt(once)} units; G97 caps it at "
                                        f"{_fmt(caps['on_action'])}")
    elif isinstance(ability, FreeAction):
        surplus = b.free_action_surplus(design, ability)
        cap = design["budgets"]["free_action_surplus"][ability.uses]
        if surplus > cap + EPS:
            where.error("ability", f"surplus {_fmt(surplus)} units in its best round; G92 allows {_fmt(cap)} with "
                                   f"uses {ability.uses}")


def conversion_graph(content: Content) -> dict[str, set[str]]:
    """G92 (2): an edge from every resource spent to every resource gained, over G6's conversions and every
    free_action in the content."""
    graph: dict[str, set[str]] = {}
    for spent, gained in CONVERSION_EDGES:
        graph.setdefault(spent, set()).add(gained)
    for card in content.factions:
        if isinstance(card.ability, FreeAction):
            for spent in card.ability.spend.kinds():
                graph.setdefault(spent, set()).update(card.ability.gain.kinds())
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of `graph` as a path that returns to its start, or None (iterative depth-first search)."""
    state: dict[str, int] = {}
    for root in sorted(graph):
        if state.get(root):
            continue
        stack: list[tuple[str, list[str]]] = [(root, sorted(graph.get(root, ())))]
        path = [root]
        state[root] = 1
        while stack:
            node, todo = stack[-1]
            if not todo:
                stack.pop()
                path.pop()
                state[node] = 2
                continue
            nxt = todo.pop(0)
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if not state.get(nxt):
                state[nxt] = 1
                path.append(nxt)
                stack.append((nxt, sorted(graph.get(nxt, ()))))
    return None


def _conversion_cycles(content: Content, where: Reporter) -> None:
    cycle = find_cycle(conversion_graph(content))
    if cycle is not None:
        where.error("", "free actions and conversions make a cycle (G92): " + " -> ".join(cycle))


# ---- G88-G90: the galaxy ------------------------------------------------------------------------------------------
def _galaxy(content: Content, rep: Any) -> None:
    g = content.design["galaxy"]
    report = rep("galaxy.yaml", "galaxy")
    systems = content.system_cards
    if len(systems) != g["system_cards"]:
        report.error("system_cards", f"{len(systems)} System cards; G88 wants {g['system_cards']}")
    printed = Counter(s.type for card in systems for s in card.slots if isinstance(s, PrintedPlanet))
    for kind, n in g["printed_planets"].items():
        if printed[kind] != n:
            report.error("system_cards", f"{printed[kind]} printed {kind} planets; G88 wants {n}")
    for card in systems:
        where = rep("galaxy.yaml", f"system card '{card.id}'")
        tokens = sum(isinstance(s, TokenSpot) for s in card.slots)
        if tokens != g["token_spots_per_card"]:
            where.error("slots", f"{tokens} Planet-token spots; G88 wants {g['token_spots_per_card']}")
        order = [0 if isinstance(s, PrintedPlanet) else 1 if isinstance(s, TokenSpot) else 2 for s in card.slots]
        if order != sorted(order):
            where.error("slots", "printed planets, then the token spot, then Exploration spots (G76, G88)")
    kinds = sorted(t.type for t in content.planet_tokens)
    if len(content.planet_tokens) != g["planet_tokens"] or len(set(kinds)) != len(kinds):
        report.error("planet_tokens", f"G89 wants {g['planet_tokens']} Planet tokens, one per adaptable type")
    if len(content.exploration_tokens) != g["exploration_tokens"]:
        report.error("exploration_tokens", f"{len(content.exploration_tokens)} Exploration tokens; G90 wants "
                                           f"{g['exploration_tokens']}")
    if max(g["token_spots_per_card"] * g["positions"], 0) > len(content.planet_tokens):
        report.error("planet_tokens", "5 face-up cards could need more Planet tokens than there are (G88)")
    for players, bounds in g["exploration_spots_in_use"].items():
        in_use = [sum(isinstance(s, ExplorationSpot) and s.min_players <= players for s in card.slots)
                  for card in systems]
        sums = [sum(c) for c in itertools.combinations(in_use, min(g["positions"], len(in_use)))]
        if not sums:
            continue
        lo, hi = min(sums), max(sums)
        if [lo, hi] != list(bounds):
            report.error("system_cards", f"Exploration spots in use at {players} players: {lo}-{hi}; G88 wants "
                                         f"{'-'.join(map(str, bounds))}")
        if hi + g["telescope_tokens"] > len(content.exploration_tokens):
            report.error("exploration_tokens", f"at {players} players the spots in use ({hi}) and a Telescope's "
                                               f"{g['telescope_tokens']} need more than the tokens there are (G88)")


# ---- G10, G12, G33, G86, G87: board and Trade cards ---------------------------------------------------------------
def _board(content: Content, rep: Any) -> None:
    want = content.design["board"]
    report = rep("board.yaml", "board")
    spaces = content.spaces
    ids = Counter(s.id for s in spaces)
    for space_id, n in ids.items():
        if n > 1:
            report.error("spaces", f"space id {space_id!r} used {n} times")
    for action in sorted({s.action for s in spaces}):
        unlimited = sum(s.unlimited for s in spaces if s.action == action)
        need = 0 if action == "nominate" else 1
        if unlimited != need:
            report.error("spaces", f"{action} has {unlimited} unlimited spaces; G33 wants {need}")
    for players in (2, 3, 4):
        open_nominate = sum(s.action == "nominate" and s.min_players is not None and s.min_players <= players
                            for s in spaces)
        if open_nominate != want["open_nominate"][players]:
            report.error("spaces", f"{open_nominate} open Nominate spaces at {players} players; G86 wants "
                                   f"{want['open_nominate'][players]}")
        blocked = sum(s.min_players is not None and s.min_players > players for s in spaces)
        if blocked != want["blocking_discs_board"][players]:
            report.error("spaces", f"{blocked} blocking discs on the board at {players} players; G86 wants "
                                   f"{want['blocking_discs_board'][players]}")
    if len(content.trade_slots) != want["trade_slots"] or len(set(content.trade_slots)) != len(content.trade_slots):
        report.error("trade_slots", f"G10 wants {want['trade_slots']} distinct linked sections")
    trade = rep("trade.yaml", "trade cards")
    if len(content.trade_cards) != want["trade_cards"]:
        trade.error("", f"{len(content.trade_cards)} Trade cards; G87 wants {want['trade_cards']}")
    slots = max(want["trade_slots"], 1)
    for card in content.trade_cards:
        where = rep("trade.yaml", f"trade card '{card.id}'")
        for players in (2, 3, 4):
            blocked = sum(n > players for n in card.front_spaces)
            if blocked * slots != want["blocking_discs_trade"][players]:
                where.error("front_spaces", f"{blocked} blocked spaces at {players} players; G86 wants "
                            f"{want['blocking_discs_trade'][players] / slots:g} per card")
            discs = len(card.front_spaces) - blocked
            if discs != want["golden_age_discs"][players]:
                where.error("front_spaces", f"a Golden Age needs {discs} discs at {players} players; G87 wants "
                                            f"{want['golden_age_discs'][players]}")
        for i, ex in enumerate(card.exchanges):
            if not ex.spend.get("influence"):
                where.error(f"exchanges[{i}].spend", "every exchange spends Influence (G87, l.155)")
            both = set(ex.spend.kinds()) & set(ex.gain.kinds())
            if both:
                where.error(f"exchanges[{i}]", f"{sorted(both)[0]} both spent and gained")
