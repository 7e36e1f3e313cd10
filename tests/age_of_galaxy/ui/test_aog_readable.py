"""Age of Galaxy's table is readable at the five window sizes of Alien Artifacts' readable test
(tests/ui/test_ui_readable.py) with 1 to 4 players (issue 33 item 6), at the moments a game shows
(tests/age_of_galaxy/ui/aog_moments.py): the setup discard, the Debut, a disc dragged mid-round, the War and
Galactic phase banners, the final scores, a choice of many options, the hot seat's curtain; one player is Standard
Solo with the Virtual Opponent's row.

Every line of text of one frame is recorded with its rect and size (tabletop/ui/textlog.py). A line under an
overlay drawn later (a tip, a banner, the score panel: role "cover") is not on screen and is left out. The test
asserts:

- no line is smaller than theme.MIN_TEXT_PX,
- no two visible lines overlap (a line's box: its width by the font's line spacing),
- no visible line is clipped: each lies whole in the window and in the innermost box of the table it starts in
  (a panel, a place, a card, a button, an overlay), and a banner (War, the Galactic phase) cuts across no line of the
  table (the final scores' panel lies over the table shaded, the drag's note goes with the pointer: both may).

    pytest tests/age_of_galaxy/ui/test_aog_readable.py -s    # prints the table of docs/age-of-galaxy/TABLE.md
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pygame
import pytest
from aog_moments import MOMENTS, show
from aog_table_driver import Drawn, frame, table_stack

from age_of_galaxy.ui.scene import AogTableScene
from tabletop.ui import theme

SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]  # as tests/ui/test_ui_readable.py


def box(d: Drawn) -> pygame.Rect:
    """A line's box: its width by the font's line spacing (the rendered image is a pixel or two taller)."""
    return pygame.Rect(d.rect.x, d.rect.y, d.rect.w, min(d.rect.h, theme.font(d.size).get_linesize()))


def visible(drawn: list[Drawn]) -> list[Drawn]:
    """The lines of text on screen: drawn, and not under an overlay drawn after them."""
    covers = [(i, d.rect) for i, d in enumerate(drawn) if d.role == "cover"]
    return [d for i, d in enumerate(drawn) if d.text and d.size > 0 and d.role not in ("face", "cover")
            and not any(j > i and r.colliderect(d.rect) for j, r in covers)]


def half_covered(drawn: list[Drawn]) -> list[str]:
    """Lines an overlay drawn later (a banner, the score panel) covers only in part: cut across, not hidden."""
    out = []
    for i, d in enumerate(drawn):
        if not d.text or d.size <= 0 or d.role in ("face", "cover"):
            continue
        cut = [c.rect for c in drawn[i + 1:] if c.role == "cover" and c.rect.colliderect(box(d))
               and not c.rect.contains(box(d))]
        if cut:
            out.append(f"{d.text!r} {tuple(box(d))} cut by the overlay at {tuple(cut[0])}")
    return out


def overlaps(lines: list[Drawn]) -> list[str]:
    return [f"{a.text!r} {tuple(a.rect)} overlaps {b.text!r} {tuple(b.rect)}"
            for a, b in itertools.combinations(lines, 2) if box(a).colliderect(box(b))]


def boxes(scene: AogTableScene | None, drawn: list[Drawn], size: tuple[int, int]) -> list[pygame.Rect]:
    """Every box a line may be drawn in: the table's panels, places, cards, player rows and buttons, the overlays,
    the window."""
    out = [pygame.Rect((0, 0), size)] + [d.rect for d in drawn if d.role == "face"]
    if scene is not None:
        lay = scene.layout()
        out += [*lay.panels.values(), *lay.places.values(), *lay.sources.values(), *(r for _w, r in lay.rows)]
        out += [b.rect for g in (scene.buttons, scene.option_buttons, scene.score_buttons) for b in g.buttons]
        if scene.match.over and scene.scores_shown:
            out.append(scene.score_box())
    return out


def clipped(drawn: list[Drawn], rects: list[pygame.Rect], size: tuple[int, int]) -> list[str]:
    """Visible lines that do not lie whole in the innermost box holding their first letter: the last overlay drawn
    before them there, else the table's smallest box there (or that leave the window)."""
    window = pygame.Rect((0, 0), size)
    shown = {id(d) for d in visible(drawn)}
    out = []
    for i, d in enumerate(drawn):
        if id(d) not in shown:
            continue
        b = box(d)
        at = (b.x + min(4, b.w // 2), b.centery)
        over = [c.rect for c in drawn[:i] if c.role == "cover" and c.rect.collidepoint(at)]
        holders = [r for r in rects if r.collidepoint(at)]
        inner = over[-1] if over else min(holders, key=lambda r: r.w * r.h) if holders else window
        if not window.contains(b) or not inner.inflate(2, 2).contains(b):
            out.append(f"{d.text!r} {tuple(b)} in {tuple(inner)}")
    return out


@pytest.fixture(scope="module")
def report() -> Iterator[dict[tuple[tuple[int, int], int], list[tuple[int, int, int]]]]:
    rows: dict[tuple[tuple[int, int], int], list[tuple[int, int, int]]] = {}
    yield rows
    print(f"\nAge of Galaxy's table, readable (minimum text {theme.MIN_TEXT_PX} px), moments: {', '.join(MOMENTS)}")
    print("| window | players | frames | smallest text | overlapping text boxes | clipped lines |")
    print("|---|---|---|---|---|---|")
    for (size, players), got in sorted(rows.items()):
        print(f"| {size[0]}x{size[1]} | {players} | {len(got)} | {min(g[0] for g in got)} px | "
              f"{sum(g[1] for g in got)} | {sum(g[2] for g in got)} |")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_moment_is_readable(report: dict[tuple[tuple[int, int], int], list[tuple[int, int, int]]],
                                  size: tuple[int, int], players: int) -> None:
    problems: list[str] = []
    got = report.setdefault((size, players), [])
    for moment in MOMENTS:
        with table_stack(size) as stack:
            scene = show(stack, moment, players)
            if scene is None:
                continue
            drawn = frame(stack, dt=0.0)
            on_top = stack.top if stack.top is scene else None
            assert moment != "curtain" or on_top is None, "the hot seat's curtain is up"
            lines = visible(drawn)
            assert len(lines) >= (3 if moment == "curtain" else 60), (moment, len(lines))
            small = [f"{d.text!r} {d.size} px" for d in drawn if d.text and d.size and d.role not in ("face",)
                     and d.size < theme.MIN_TEXT_PX]
            over = overlaps(lines)
            cut = clipped(drawn, boxes(on_top, drawn, size), size)
            if moment in ("war", "galactic"):  # a banner over the table in play (the final scores are a modal
                cut += half_covered(drawn)  # panel over the table shaded; the drag's note goes with the pointer)
            got.append((min(d.size for d in lines), len(over), len(cut)))
            problems += [f"{moment}: {x}" for x in small + over + cut]
    assert problems == [], "\n".join(problems[:30])
