"""The table's geometry: where each thing lies on screen now and what lies under a point. It draws nothing.

It holds the layout (`lay`, alien_artifacts/ui/layout.py) and the sprites and drop zones placed by it (`scene`,
alien_artifacts/ui/sprites/table_sprites.py), which the renderer builds from the model's View and draws; the input, the
tooltips, the Suggest glow and a tutorial's anchors ask it:
- what is under a point: `sprite_at` (the topmost card, or the topmost one that has a move), `targets_at` (the
  drop targets there, topmost first), `hot_at` (the icon or box that explains itself there), `section_at` (which
  half of a Resource card in hand was grabbed); nothing under a panel over the table (`covered`: the keep panel);
- where a thing is: `place_rect(name)` in the vocabulary of Option.source/target (alien_artifacts/engine/choices.py):
  "hand", "deck:<kind>" (e.g. "deck:ship"), "uc:<kind>" (the viewer's Under Construction row), "card:<uid>",
  "res:<uid>", "art:<uid>", "dp:<uid>", "alien", "bank", "player:<seat>", "side:logistics" (the half of the
  viewer's Empire area, also outside a side choice), "discard",
  "done" (the option button of that key, also "end_action", "pass", any option key),
  "operation:<action>" (the viewer's Offensive / Revenue / Mine / Faction box), "options", "log", "prompt";
  `rect_of_target`, `side_zones`, `blockade_tokens`, `prompt_rect`, `ai_notice_rect`;
- where words the renderer drew lie (`spots`: "round_marker" in the top bar, "assembly_limit" in the prompt),
  noted by the renderer as it draws them, so hovering them explains them.
A sprite is where its glide (alien_artifacts/ui/anim.py) has brought it this frame (`drawn`). Only the masked View's
sprites are here (R33): a card hidden from the viewer is a face-down sprite with no uid to hit.
"""

from __future__ import annotations

import pygame

from alien_artifacts.ui import layout as layout_mod
from alien_artifacts.ui.sprites import table_sprites as ts
from alien_artifacts.ui.table_part import Table, TablePart
from tabletop.ui.drag import moves_from

# the sprites whose whole face means one glossary word when no icon of theirs is under the mouse
_WHOLE = {"produced": "produced", "hidden": "", "faction": ""}


def side_halves(board: layout_mod.BoardLayout) -> tuple[pygame.Rect, pygame.Rect]:
    """The Logistics and the Operational halves of a board's Empire area (where a completed card's side is put)."""
    area = board.empire_area
    half = area.w // 2
    return (pygame.Rect(area.x, area.y, half - 2, area.h), pygame.Rect(area.x + half + 2, area.y, half - 2, area.h))


class TableGeometry(TablePart):
    """The layout and the placed sprites and zones now, and every question of where."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.lay: layout_mod.TableLayout | None = None
        self.scene: ts.Scene | None = None  # the sprites and drop zones now
        self.spots: dict[str, pygame.Rect] = {}  # glossary key -> where the renderer last drew those words

    @property
    def laid(self) -> layout_mod.TableLayout:
        """The layout, for drawing: a frame is drawn only after it laid the table out (`lay` is None before)."""
        if self.lay is None:
            raise RuntimeError("the table is drawn before it is laid out")
        return self.lay

    def drawn(self, s: ts.Sprite) -> pygame.Rect:
        """Where sprite `s` is drawn this frame (on its way, while it glides to its place)."""
        return self.tweens.rect_of(s.sid, s.rect)

    # ---- what is under a point -----------------------------------------------------------------------
    def covered(self, pos: tuple[int, int]) -> bool:
        """Whether a panel over the table (the keep panel) lies at pos: nothing under it is hovered or hit."""
        keep = self.input.keep.rect
        return keep is not None and keep.collidepoint(pos)

    def sprite_at(self, pos: tuple[int, int], movable: bool = False) -> str | None:
        """The topmost sprite under pos; with movable, the topmost one that has a move (a card under a
        tucked resource strip can still be picked up)."""
        if self.scene is None or self.covered(pos):
            return None
        top = None
        sources = {m.source for m in self.model.moves} if movable else set()
        for s in reversed(self.scene.sprites):
            if self.drawn(s).collidepoint(pos):
                if not movable or s.sid in sources:
                    return s.sid
                top = top or s.sid
        return top

    def targets_at(self, pos: tuple[int, int]) -> list[str]:
        """Drop-target ids under pos, topmost first (sprites, then the side zones, then the zones)."""
        out: list[str] = []
        if self.scene is None or self.covered(pos):
            return out
        for s in reversed(self.scene.sprites):
            if s.rect.collidepoint(pos):
                out.extend(t for t in s.targets if t not in out)
        out.extend(z.tid for z in self.side_zones() if z.rect.collidepoint(pos) and z.tid not in out)
        for z in reversed(self.scene.zones):
            if z.rect.collidepoint(pos) and z.tid not in out:
                out.append(z.tid)
        return out

    def section_at(self, sid: str, pos: tuple[int, int]) -> int | None:
        """The section of sprite `sid` under pos: its own (a tucked strip shows one), else for a Resource card
        in hand the half under pos (0 above, 1 below), else None (a card with no halves)."""
        s = self.scene.sprite(sid) if self.scene is not None else None
        if s is None or s.section is not None:
            return s.section if s is not None else None
        if sid.startswith("res:") and s.tag == "hand":
            return 0 if pos[1] - s.rect.y < s.rect.h / 2 else 1
        return None

    def hot_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """The glossary key and screen rect of the icon or box under pos (None: nothing to explain there):
        a Blockade token, an icon a card face reported (Faces.hotspots, mapped to where the sprite is drawn),
        a tucked strip or a face-down card as a whole, a side zone, a board's boxes and row names, `spots`."""
        if self.scene is None or self.lay is None or self.covered(pos):
            return None
        for key, rect in self.blockade_spots():
            if rect.collidepoint(pos):
                return key, rect
        faces = self.app.faces
        sprites = self.scene.sprites
        for i in range(len(sprites) - 1, -1, -1):
            s = sprites[i]
            r = self.drawn(s)
            if not r.collidepoint(pos):
                continue
            if s.tag == "faction":
                return None  # the emblem and the Faction box show the faction card (the zoom) or the action's cost
            if _WHOLE.get(s.tag):
                return _WHOLE[s.tag], r  # a tucked strip: what it is matters more than its colour
            # a card stacked under another shows only its top strip: which card it is (its zoom) matters more there
            # than what its cost or VP badge means (issue 31: an opponent's Planets in a stack could not be named)
            stacked = s.zoom is not None and s.tag not in ("deck", "hand") and any(
                t.tag == s.tag and t.owner == s.owner and self.drawn(t).colliderect(r) for t in sprites[i + 1:])
            iw, ih = s.image.get_size()
            kx, ky = r.w / max(1, iw), r.h / max(1, ih)
            for key, hr in ([] if stacked else faces.hotspots(s.image)):
                sr = pygame.Rect(r.x + round(hr.x * kx), r.y + round(hr.y * ky), max(1, round(hr.w * kx)),
                                 max(1, round(hr.h * ky)))
                if sr.collidepoint(pos):
                    return key, sr
            whole = _WHOLE.get(s.tag)
            if s.sid.startswith("deck:") and s.zoom is None:
                whole = s.sid  # a deck face down: the Resource deck, an empty Ship deck (a face-up top zooms)
            elif s.sid.startswith("hidden_art"):
                whole = "artifact"
            elif s.sid.startswith("hidden_dp"):
                whole = "defense_plan"
            return (whole, r) if whole else None  # the card's body: its zoom tells the rest
        for z in self.side_zones():  # choosing a side: the Logistics / Operational halves of the Empire
            if z.rect.collidepoint(pos):
                return z.tid, pygame.Rect(z.rect)
        for b in self.lay.boards.values():
            boxes = [("credits", b.bank), ("vp_total", b.vp)]
            boxes += [(f"operation:{n}" if n != "faction" else "faction", r) for n, r in b.ops.items()]
            for r, word, _kind, _up in b.labels:
                w = word.upper()
                if "UC" in w.split() or "UNDER" in w:
                    boxes.append(("under_construction", r))
                elif "EMPIRE" in w:
                    boxes.append(("empire", r))
            for key, r in boxes:
                if r.collidepoint(pos):
                    return key, pygame.Rect(r)
        for k in ("ship", "technology", "planet", "resource"):  # a deck's name above it: what that deck is
            lab = self.lay.deck_labels.get(k)
            if lab is not None and lab.collidepoint(pos):
                return f"deck:{k}", pygame.Rect(lab)
        for key, r in self.spots.items():
            if r.collidepoint(pos):
                return key, pygame.Rect(r)
        return None

    # ---- where a thing is ----------------------------------------------------------------------------
    def place_rect(self, name: str) -> pygame.Rect | None:
        """Where a named place lies on screen now (see the module docstring), or None when it is not shown.
        A sprite id gives the sprite (where it is drawn this frame); a drop target gives all of its places
        joined; an option key gives its button."""
        lay, scene = self.lay, self.scene
        if lay is None or scene is None:
            return None
        grow = self.input.prompt_grow  # the prompt panel grows down into the options' free space
        options = pygame.Rect(lay.options.x, lay.options.y + grow, lay.options.w, lay.options.h - grow)
        fixed = {"hand": lay.hand, "options": options, "log": lay.log, "prompt": self.prompt_rect(),
                 "top_bar": lay.top_bar, "message": lay.message}
        if name in fixed:
            return pygame.Rect(fixed[name])
        mine = lay.boards.get(self.model.viewer)
        kind, _, arg = name.partition(":")
        if name == "bank" and mine is not None:
            return pygame.Rect(mine.bank)
        if kind == "operation" and mine is not None and arg in mine.ops:
            return pygame.Rect(mine.ops[arg])
        if kind == "player" and arg.isdigit() and int(arg) in lay.boards:
            return pygame.Rect(lay.boards[int(arg)].rect)
        drawn = self.input.keep.place_of(name)  # a card the keep panel shows lies there, over its table sprite
        if drawn is not None:
            return drawn
        s = scene.sprite(name)
        if s is not None:
            return pygame.Rect(self.drawn(s))
        rects = self.rect_of_target(name)
        if rects:
            return rects[0].unionall(rects[1:])
        if kind == "side" and mine is not None and arg in ("logistics", "operational"):  # outside a side choice too
            return side_halves(mine)[arg == "operational"]
        i = self.input
        b = i.option_buttons.by_key(f"opt:{name}") or i.bar_buttons.by_key(name) or i.keep.buttons.by_key(name)
        return pygame.Rect(b.rect) if b is not None else None

    def rect_of_target(self, tid: str) -> list[pygame.Rect]:
        """Every place of drop target `tid`: the sprites that stand for it, else its zones."""
        rects: list[pygame.Rect] = []
        if self.scene is None:
            return rects
        for s in self.scene.sprites:
            if tid in s.targets:
                rects.append(s.rect)
        if not rects:
            rects = [z.rect for z in self.side_zones() + self.scene.zones if z.tid == tid]
        return rects

    def seat_place(self, tid: str | None, seat: int) -> str | pygame.Rect | None:
        """Where a place `tid` named by seat `seat`'s option is. The places options name without a seat ("bank",
        "uc:<kind>", "operation:<name>", "defend", "side:<half>", ...: `own_board_zones`) are the chooser's own,
        but only the viewer's board carries them as zones: for another seat they are that seat's box, row or half
        (an opponent's board draws no operation boxes: its name strip stands for them). "player:<viewer>" (the
        viewer is attacked, blockaded, ...) is the viewer's board, which carries no such zone. Anything else (a
        card, a deck, another player) is itself, found by `rect_of_target` as drawn."""
        if self.lay is None or not tid:
            return tid
        viewer = self.model.viewer
        mine = self.lay.boards.get(viewer)
        if mine is not None and tid == f"player:{viewer}":
            return pygame.Rect(mine.rect)
        board = self.lay.boards.get(seat)
        if board is None or seat == viewer:
            return tid
        logistics, operational = side_halves(board)
        places = {z.tid: z.rect for z in ts.own_board_zones(board)}
        places |= {"side:logistics": logistics, "side:operational": operational}
        if tid in places:
            return pygame.Rect(places[tid])
        if mine is not None and any(z.tid == tid for z in ts.own_board_zones(mine)):
            return pygame.Rect(board.header)
        return tid

    def legal_target_ids(self, sid: str | None, section: int | None = None) -> set[str]:
        """The targets the card `sid` may be put on now (they glow while it is held or selected); held by its half
        `section`, only where that half may go."""
        if sid is None:
            return set()
        return {m.target for m in moves_from(self.model.moves, sid)
                if m.target and (section is None or m.section is None or m.section == section)}

    def side_zones(self) -> list[ts.Zone]:
        """While the viewer chooses a completed card's side: the two halves of their Empire area, as drop zones
        with the option's words."""
        p = self.model.pending
        if not self.model.my_choice() or p is None or p.kind != "side" or self.lay is None:
            return []
        logistics, operational = side_halves(self.lay.boards[self.model.viewer])
        words = {o.target: o.label for o in p.options}
        return [ts.Zone("side:logistics", logistics, f"Logistics side\n{words.get('side:logistics', '')}"),
                ts.Zone("side:operational", operational, f"Operational side\n{words.get('side:operational', '')}")]

    def blockade_tokens(self) -> list[tuple[str, tuple[float, float], float, int]]:
        """(sprite id, centre, radius, tokens) of every blockaded Empire card on the table (public, R33)."""
        if self.scene is None:
            return []
        st = self.model.view().state
        out = []
        for s in self.scene.sprites:
            if s.tag != "empire" or s.owner is None:
                continue
            n = st.players[s.owner].blockades.get(s.sid[5:], 0)
            if n:
                r = self.drawn(s)
                # low in the card's right corner (over its picture), so its name, cost and ability stay readable
                radius = max(5.0, min(r.w, r.h * 0.8) * 0.16)
                out.append((s.sid, (r.right - radius - r.w * 0.05, r.bottom - radius - r.w * 0.05), radius, n))
        return out

    def blockade_spots(self) -> list[tuple[str, pygame.Rect]]:
        """Where each Blockade token is drawn on an Empire card (the square around its disc)."""
        out = []
        for _sid, centre, radius, _n in self.blockade_tokens():
            rr = round(radius)
            out.append(("blockade", pygame.Rect(round(centre[0]) - rr, round(centre[1]) - rr, 2 * rr, 2 * rr)))
        return out

    def prompt_rect(self) -> pygame.Rect:
        """The prompt panel now: its place in the layout, grown down over the option panel's free space when
        its words need it (table_input.refresh_options decides how much)."""
        assert self.lay is not None
        r = pygame.Rect(self.lay.prompt)
        r.h += self.input.prompt_grow
        return r

    def ai_notice_rect(self) -> pygame.Rect:
        """Under the top bar, across the table: where a failed AI seat is said (it stays)."""
        assert self.lay is not None
        sc = self.app.scale
        tb = self.lay.top_bar
        return pygame.Rect(tb.x + sc(8), tb.bottom + sc(3), self.lay.side.x - tb.x - sc(16), sc(24))
