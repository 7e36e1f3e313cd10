"""`python -m game.cards`: validate the card set, or write its Markdown reference.

    python -m game.cards validate [--game GAME] [--dir DIR]
    python -m game.cards reference [--game GAME] [--out docs/cards] [--dir DIR] [--images DIR]

`validate` prints the count per deck and the load time, exit 0; on problems it prints one line
per problem (file, card, field) and exits 1. `reference` writes OUT/REFERENCE.md; with `--images`,
card pictures named `<card id>.png` in that directory are shown beside their cards.
`--game age-of-galaxy` reads Age of Galaxy's content (cards/age_of_galaxy) instead and writes
OUT/age_of_galaxy.md; Alien Artifacts stays the default wherever `--game` is left out.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from alien_artifacts.content.errors import ContentError
from alien_artifacts.content.loader import read_cardset
from alien_artifacts.content.model import CardSet
from alien_artifacts.content.reference import write_reference
from game.games import by_key, game_keys

GAMES = game_keys()  # the registered games (game/games.py); Alien Artifacts first, the default


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game.cards", description="Check and browse the card set.")
    sub = p.add_subparsers(dest="command", required=True)
    v = sub.add_parser("validate", help="check schema, ids, counts and references; print counts and load time")
    v.add_argument("--game", choices=GAMES, default=GAMES[0], help="which game's content (default: alien-artifacts)")
    v.add_argument("--dir", type=Path, default=None, help="card directory (default: cards/alien_artifacts)")
    r = sub.add_parser("reference", help="write a Markdown reference of every card")
    r.add_argument("--game", choices=GAMES, default=GAMES[0], help="which game's content (default: alien-artifacts)")
    r.add_argument("--dir", type=Path, default=None, help="card directory (default: cards/alien_artifacts)")
    r.add_argument("--out", type=Path, default=Path("docs/cards"), help="output directory (default: docs/cards)")
    r.add_argument("--images", type=Path, default=None,
                   help="directory of card images named <card id>.png (shown in the reference if present)")
    return p


def _load(directory: Path | None) -> tuple[CardSet | None, float]:
    start = time.perf_counter()
    try:
        cards = read_cardset(directory)
    except ContentError as exc:
        for line in exc.lines:
            print(line)
        print(f"{exc.total} problem(s) found", file=sys.stderr)
        return None, 0.0
    return cards, (time.perf_counter() - start) * 1000


def _validate(directory: Path | None) -> int:
    cards, ms = _load(directory)
    if cards is None:
        return 1
    counts = [
        ("ships", len(cards.of_kind("ship"))), ("technologies", len(cards.of_kind("technology"))),
        ("planets", len(cards.of_kind("planet"))), ("resources", len(cards.resources)),
        ("alien_systems", len(cards.alien_systems)), ("defense_plans", len(cards.defense_plans)),
        ("basic_defense_plan", 1), ("artifacts", len(cards.artifacts)), ("factions", len(cards.factions)),
    ]
    for name, n in counts:
        print(f"{name:<20}{n:>4}")
    print(f"OK: loaded and validated in {ms:.1f} ms")
    return 0


def _reference(directory: Path | None, out: Path, images: Path | None) -> int:
    cards, _ms = _load(directory)
    if cards is None:
        return 1
    path = write_reference(cards, out, images)
    print(f"wrote {path}")
    return 0


def alien_artifacts_cards(command: str, directory: Path | None, out: Path, images: Path | None) -> int:
    """Alien Artifacts' content: validate, or write the reference (the registry's "cards" hook)."""
    if command == "validate":
        return _validate(directory)
    return _reference(directory, out, images)


def age_of_galaxy_cards(command: str, directory: Path | None, out: Path, images: Path | None) -> int:
    """Age of Galaxy's content: the same two commands, its own loader, validator and reference."""
    if images is not None:
        print("--images is for Alien Artifacts' reference only", file=sys.stderr)
        return 2
    # lazy: Alien Artifacts' commands never load the other game's package
    from age_of_galaxy.content.errors import ContentError as AogContentError
    from age_of_galaxy.content.reference import write_reference as write_aog_reference
    from age_of_galaxy.content.validate import load_content

    start = time.perf_counter()
    try:
        content = load_content(directory)
    except AogContentError as exc:
        for line in exc.lines:
            print(line)
        print(f"{exc.total} problem(s) found", file=sys.stderr)
        return 1
    ms = (time.perf_counter() - start) * 1000
    if command == "reference":
        print(f"wrote {write_aog_reference(content, out)}")
        return 0
    counts = [("faction_cards", len(content.factions)), ("technologies", len(content.technologies)),
              ("system_cards", len(content.system_cards)), ("planet_tokens", len(content.planet_tokens)),
              ("exploration_tokens", len(content.exploration_tokens)), ("trade_cards", len(content.trade_cards)),
              ("board_spaces", len(content.spaces))]
    for name, n in counts:
        print(f"{name:<20}{n:>4}")
    print(f"OK: loaded and validated in {ms:.1f} ms")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    run = by_key(args.game).load("cards")  # the game's own half (game/games.py)
    return int(run(args.command, args.dir, getattr(args, "out", Path("docs/cards")), getattr(args, "images", None)))


if __name__ == "__main__":
    sys.exit(main())
