"""Load and validate the card set: every `*.yaml` under a directory -> one frozen CardSet.

    from alien_artifacts.content.loader import load_cardset
    cards = load_cardset()            # cards/alien_artifacts, loaded once per process
    cards = load_cardset(some_dir)    # another directory, loaded afresh

Each YAML file is a mapping of sections: `rules`, `ships`, `technologies`, `planets`, `resources`,
`alien_systems`, `defense_plans`, `artifacts`, `factions` (each a list, `rules` a mapping), so the
set may be split into files however reads best. Every problem found anywhere is collected and
raised as one ContentError, one line per problem naming file, card and field (see errors.py).
Only safe YAML loading is used (yamlio.py).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from alien_artifacts.content import sections as S
from alien_artifacts.content.errors import ContentError, Problem, Reporter, excerpt, shown_path
from alien_artifacts.content.fields import owner_label
from alien_artifacts.content.model import TYPES, CardSet, DefensePlanDef, RulesData
from alien_artifacts.content.yamlio import LIMITS, Budget, YamlProblem, read_yaml
from game.paths import cards_dir

__all__ = ["EXPECTED", "ContentError", "clear_cache", "load_cardset", "read_cardset"]


@attrs.frozen
class Deck:
    """One list section of the YAML: what each entry is called and how it is built."""

    word: str  # "ship", used in messages
    count: int  # exact number of entries (RULINGS R2)
    per_type: int = 0  # entries of each Type, if the deck is split by Type


# RULINGS R2. The defense plan list holds the 10 cards plus the Basic Defense Plan tile.
EXPECTED: dict[str, Deck] = {
    "ships": Deck("ship", 40, 10),
    "technologies": Deck("technology", 40, 10),
    "planets": Deck("planet", 40, 10),
    "resources": Deck("resource", 83),
    "alien_systems": Deck("alien system", 5),
    "defense_plans": Deck("defense plan", 11),
    "artifacts": Deck("artifact", 16),
    "factions": Deck("faction", 6),
}
SECTION_KEYS = ("rules", *EXPECTED)
MAX_PROBLEMS = 100  # lines reported at most


@attrs.define
class _Entry:
    file: str
    index: int
    raw: Any


@attrs.define
class _Read:
    """What the files hold, before building: entries per section, the rules blocks, problems."""

    problems: list[Problem] = attrs.field(factory=list)
    entries: dict[str, list[_Entry]] = attrs.field(factory=lambda: {k: [] for k in EXPECTED})
    rules: list[_Entry] = attrs.field(factory=list)
    files: dict[str, list[str]] = attrs.field(factory=dict)  # section -> files it appears in
    unreadable: bool = False
    directory: str = ""


def _read_files(directory: Path) -> _Read:
    shown_dir = shown_path(directory)
    out = _Read(directory=shown_dir)
    if not directory.is_dir():
        raise ContentError([Problem(shown_dir, "", "", "not a directory")])
    paths = sorted(directory.glob("*.yaml"))
    if not paths:
        out.problems.append(Problem(shown_dir, "", "", "no *.yaml files"))
    if len(paths) > LIMITS.max_files:
        raise ContentError([Problem(shown_dir, "", "", f"too many *.yaml files ({len(paths):,}; at most "
                                                       f"{LIMITS.max_files})")])
    budget = Budget.of(LIMITS)
    for path in paths:
        shown = shown_path(path)
        try:
            doc = read_yaml(path, LIMITS, budget)
        except YamlProblem as exc:
            where = f"{shown}:{exc.line}" if exc.line else shown
            if budget.values <= 0 or budget.bytes <= 0:  # the set is too big: this one line says so
                raise ContentError([Problem(where, "", "", exc.message)]) from None
            out.problems.append(Problem(where, "", "", exc.message))
            out.unreadable = True
            continue
        if doc is None:
            continue
        if not isinstance(doc, dict):
            out.problems.append(Problem(shown, "", "", f"must be a mapping of sections ({', '.join(SECTION_KEYS)})"))
            continue
        for key, value in doc.items():
            _take_section(out, shown, key, value)
    return out


def _take_section(out: _Read, shown: str, key: Any, value: Any) -> None:
    if key not in SECTION_KEYS:
        out.problems.append(Problem(shown, f"section '{key}'", "",
                                    f"unknown section (sections: {', '.join(SECTION_KEYS)})"))
        return
    out.files.setdefault(key, []).append(shown)
    if key == "rules":
        out.rules.append(_Entry(shown, 0, value))
        return
    if not isinstance(value, list):
        out.problems.append(Problem(shown, f"section '{key}'", "", "must be a list of entries"))
        return
    out.entries[key].extend(_Entry(shown, i, raw) for i, raw in enumerate(value))


_Rules = tuple[RulesData, S.Defaults, str]  # rules data, Ship/Planet defaults, Basic Defense Plan id


def _build_all(read: _Read) -> tuple[dict[str, list[tuple[_Entry, Any]]], _Rules | None]:
    """Build every entry; returns the built definitions per section and the rules (None if unusable)."""
    rules: _Rules | None = None
    if len(read.rules) != 1:
        if not read.unreadable:  # a file that did not parse may hold it
            where = ", ".join(e.file for e in read.rules) or read.directory
            found = len(read.rules)
            read.problems.append(Problem(where, "rules", "", f"exactly one 'rules' section needed, found {found}"))
    else:
        entry = read.rules[0]
        rules = S.build_rules(entry.raw, Reporter(read.problems, entry.file, "rules"))
    defaults = rules[1] if rules is not None else None
    builders: dict[str, Callable[[Any, Reporter], Any]] = {
        "ships": lambda raw, rep: S.build_card(raw, "ship", rep, defaults),
        "technologies": lambda raw, rep: S.build_card(raw, "technology", rep, defaults),
        "planets": lambda raw, rep: S.build_card(raw, "planet", rep, defaults),
        "resources": S.build_resource,
        "alien_systems": S.build_alien_system,
        "defense_plans": S.build_defense_plan,
        "artifacts": S.build_artifact,
        "factions": S.build_faction,
    }
    built: dict[str, list[tuple[_Entry, Any]]] = {}
    for key, deck in EXPECTED.items():
        built[key] = []
        for entry in read.entries[key]:
            rep = Reporter(read.problems, entry.file, owner_label(deck.word, entry.raw, entry.index))
            made = builders[key](entry.raw, rep)
            if made is not None:
                built[key].append((entry, made))
    return built, rules


def _check_ids(read: _Read, built: dict[str, list[tuple[_Entry, Any]]]) -> None:
    seen: dict[str, tuple[str, str]] = {}
    for key, deck in EXPECTED.items():
        for entry, made in built[key]:
            label = f"{deck.word} '{made.id}'"
            if made.id in seen:
                other_file, other = seen[made.id]
                read.problems.append(Problem(entry.file, label, "id", f"duplicate id (also {other} in {other_file})"))
            else:
                seen[made.id] = (entry.file, label)


def _check_counts(read: _Read) -> None:
    for key, deck in EXPECTED.items():
        entries = read.entries[key]
        where = ", ".join(read.files.get(key, [])) or read.directory
        owner = f"deck '{key}'"
        if len(entries) != deck.count:
            read.problems.append(Problem(where, owner, "count", f"expected {deck.count} entries, found {len(entries)}"))
        if deck.per_type:
            types = Counter(e.raw.get("type") for e in entries if isinstance(e.raw, dict))
            for typ in TYPES:
                if types[typ] != deck.per_type:
                    read.problems.append(Problem(where, owner, "type",
                                                 f"expected {deck.per_type} {typ} cards, found {types[typ]}"))


def read_cardset(directory: Path | None = None, *, check_counts: bool = True) -> CardSet:
    """Load and validate afresh (no cache). `check_counts=False` allows partial sets (for tests)."""
    directory = directory if directory is not None else cards_dir()
    read = _read_files(directory)
    built, rules = _build_all(read)
    _check_ids(read, built)
    basic: DefensePlanDef | None = None
    if rules is not None:
        plans = {made.id: made for _e, made in built["defense_plans"]}
        _data, _defaults, basic_id = rules
        if basic_id in plans:
            basic = attrs.evolve(plans[basic_id], basic=True)
        elif not any(e.raw.get("id") == basic_id for e in read.entries["defense_plans"] if isinstance(e.raw, dict)):
            read.problems.append(Problem(read.rules[0].file, "rules", "basic_defense_plan",
                                         f"unknown Defense Plan {excerpt(basic_id)}"))
    if check_counts and not read.unreadable:
        _check_counts(read)
    if read.problems or rules is None or basic is None:
        problems = read.problems or [Problem(shown_path(directory), "", "", "incomplete card set")]
        total = len(problems)
        if total > MAX_PROBLEMS:  # a file of 20,000 wrong entries: the first lines say enough
            more = total - MAX_PROBLEMS
            problems = [*problems[:MAX_PROBLEMS], Problem(read.directory, "", "", f"{more:,} more problems not shown")]
        raise ContentError(problems, total)
    cards = {made.id: made for key in ("ships", "technologies", "planets") for _e, made in built[key]}
    return CardSet(
        cards=cards,
        resources={m.id: m for _e, m in built["resources"]},
        alien_systems={m.id: m for _e, m in built["alien_systems"]},
        defense_plans={m.id: m for _e, m in built["defense_plans"] if m.id != basic.id},
        basic_defense=basic,
        artifacts={m.id: m for _e, m in built["artifacts"]},
        factions={m.id: m for _e, m in built["factions"]},
        rules=rules[0],
    )


@functools.cache
def _default_cardset() -> CardSet:
    return read_cardset(cards_dir())


def load_cardset(directory: Path | None = None) -> CardSet:
    """The validated CardSet; the default directory is loaded once per process and shared."""
    try:
        default = directory is None or Path(directory).resolve() == cards_dir().resolve()
    except (OSError, RuntimeError):  # a symlink loop: not the bundled set, and read_cardset says what is wrong
        default = False
    if default:
        return _default_cardset()
    return read_cardset(cards_dir() if directory is None else Path(directory))


def clear_cache() -> None:
    _default_cardset.cache_clear()
