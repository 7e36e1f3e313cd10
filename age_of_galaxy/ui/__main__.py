"""The dev runner until the shell's menu lists Age of Galaxy: a window on the kit's scene stack with one table.

    python -m age_of_galaxy.ui [--players N] [--seats human,normal,...] [--seed S] [--drafting] [--explored]
                               [--pace SECONDS] [--size 1280x720]
"""

from __future__ import annotations

import argparse
import random
import sys

import pygame

from age_of_galaxy.content.errors import data_root
from age_of_galaxy.ui.scene import SCENES
from age_of_galaxy.ui.seats import PACE
from age_of_galaxy.ui.start import HUMAN, new_match
from tabletop.ui import registry, theme
from tabletop.ui.stack import SceneStack

NAMES = ("Nova", "Vega", "Orion", "Lyra")


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m age_of_galaxy.ui", description="Play Age of Galaxy at the table.")
    p.add_argument("--players", type=int, default=2, help="1 (Standard Solo) to 4 (default 2)")
    p.add_argument("--seats", default="", help="comma-separated: human, easy, normal, hard (default: you and normal)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--drafting", action="store_true", help="faction drafting (G72, 2-4 players)")
    p.add_argument("--explored", action="store_true", help="Explored Galaxy (G73)")
    p.add_argument("--pace", type=float, default=PACE, help=f"seconds between AI moves (default {PACE})")
    p.add_argument("--size", default="1280x720", help="the window, WxH (default 1280x720)")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()] or \
        [HUMAN, *(["normal"] * (args.players - 1))]
    if args.seats and len(seats) != args.players and "--players" in (argv or sys.argv):
        print(f"error: --seats lists {len(seats)} seats for {args.players} players", file=sys.stderr)
        return 2
    try:
        w, h = (int(x) for x in args.size.lower().split("x"))
        setup = new_match(list(NAMES[:len(seats)]) if seats.count(HUMAN) <= 1 else
                          [f"Player {i + 1}" for i in range(len(seats))], seats,
                          args.seed if args.seed is not None else random.randrange(1 << 30), solo=len(seats) == 1,
                          drafting=args.drafting, explored=args.explored)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    pygame.init()
    fonts = data_root() / "assets" / "fonts"
    theme.use_fonts(fonts / "DejaVuSans.ttf", fonts / "DejaVuSans-Bold.ttf")
    pygame.display.set_caption("Age of Galaxy")
    stack = SceneStack(pygame.display.set_mode((w, h), pygame.RESIZABLE))
    registry.declare(SCENES)
    stack.open("aog_table", setup, pace=args.pace)
    clock = pygame.time.Clock()
    while stack.running:
        dt = clock.tick(60) / 1000
        for ev in pygame.event.get(pygame.VIDEORESIZE):
            stack.screen = pygame.display.get_surface() or stack.screen
            stack.layout(ev.w, ev.h)
        stack.step(dt)
        pygame.display.flip()
    stack.close_all()
    pygame.quit()
    return stack.exit_code


if __name__ == "__main__":
    sys.exit(main())
