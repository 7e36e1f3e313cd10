"""Turn a View into sprites and drop zones, placed by the layout. Reads only the masked view (R33).

Sprite ids follow the engine's source/target names (alien_artifacts/engine/choices.py): "res:<uid>",
"card:<uid>", "deck:<kind>", "art:<uid>", "dp:<uid>"; zones are "bank", "uc:<kind>",
"player:<seat>", "alien", "table", "discard", "draw", "side:logistics", "side:operational".
"""

from __future__ import annotations

from typing import Any

import attrs
import pygame

from alien_artifacts.match import option_facts
from alien_artifacts.ui.layout import KINDS, BoardLayout, TableLayout, hand_slots, place
from alien_artifacts.ui.sprites.card_face import MIN_FACE_W, Faces, card_height, strip_height
from game.ui import theme

HIDDEN = "?"


@attrs.define
class Sprite:
    sid: str  # unique on the table (animation key); the drag source id when it can be dragged
    rect: pygame.Rect
    image: pygame.Surface
    targets: tuple[str, ...] = ()  # drop-target ids this sprite stands for
    zoom: tuple[str, str] | None = None  # (uid, side) shown large on hover / right click
    owner: int | None = None
    section: int | None = None  # for tucked resources: the visible section
    tag: str = ""  # "hand", "uc", "empire", "attached", "produced", "deck", "open", ...


@attrs.define
class Zone:
    tid: str
    rect: pygame.Rect
    label: str = ""


@attrs.define
class Scene:
    sprites: list[Sprite]
    zones: list[Zone]
    origins: dict[str, pygame.Rect]  # where new sprites of a kind come from (for animations)

    def rects(self) -> dict[str, pygame.Rect]:
        return {s.sid: s.rect for s in self.sprites}

    def sprite(self, sid: str) -> Sprite | None:
        return next((s for s in self.sprites if s.sid == sid), None)


def _half_h(w: int) -> int:
    return max(8, round(w * 0.42))


def own_board_zones(b: BoardLayout) -> list[Zone]:
    """The places on a player's own board that options name without a seat ("bank", "uc:ship", "operation:mine",
    ...: the chooser's own): the viewer's board carries them as drop zones; another seat's board is where that
    seat's picks of them land (alien_artifacts/ui/table_geometry.py `seat_place`). Opponents' boards draw no operation
    boxes."""
    zones = [Zone("bank", pygame.Rect(b.bank), "Bank"), Zone("defend", pygame.Rect(b.rect), "Defend"),
             Zone("empire", b.empire_area, "Empire")]
    for name, r in b.ops.items():
        zones.append(Zone(f"operation:{name}" if name != "faction" else "faction", pygame.Rect(r), name.capitalize()))
        if name != "faction":
            zones.append(Zone("pay", pygame.Rect(r), "Pay"))
    for k in KINDS:
        uc_area, emp_area = b.rows[k]
        zones.append(Zone(f"uc:{k}", pygame.Rect(uc_area), f"Under Construction: {theme.KIND_PLURAL[k]}"))
        zones.append(Zone(f"blockades:{k}", pygame.Rect(emp_area), f"Blockades on {theme.KIND_PLURAL[k]}"))
    return zones


def build(view: Any, lay: TableLayout, faces: Faces, seat_colours: list[theme.Colour], me: int | None = None) -> Scene:
    """`me` is the seat whose board sits at the bottom (default: the view's seat). With a public view
    (hot seat, while nobody's private cards may show) that board's hand is drawn face down."""
    st = view.state
    me = view.seat if me is None else me
    paying = _progressing(view)  # uid -> the rules' payment progress of each card Under Construction
    sprites: list[Sprite] = []
    zones: list[Zone] = []
    origins: dict[str, pygame.Rect] = {}

    # ---- centre: decks, resource deck and discard, alien system, basic defense plan -----------
    d = lay.decks
    dw = lay.deck_w
    for k in ("ship", "technology", "planet"):
        top = view.deck_tops.get(k)
        img = faces.top_face(top, dw) if top is not None else faces.back(k, dw)
        sprites.append(Sprite(f"deck:{k}", pygame.Rect(d[k]), img, zoom=(f"top:{k}", "logistics"), tag="deck"))
        origins[f"deck:{k}"] = d[k]
    sprites.append(Sprite("deck:resource", pygame.Rect(d["resource"]), faces.back("resource", dw),
                          targets=("draw",), tag="deck"))
    disc = st.discards.get("resource") or []
    if disc:
        top = disc[-1]
        sprites.append(Sprite(f"res:{top}", pygame.Rect(d["discard"]), faces.resource(top, dw), targets=("discard",),
                              zoom=(top, ""), tag="discard"))
    zones.append(Zone("discard", pygame.Rect(d["discard"]), "Discard"))
    zones.append(Zone("draw", pygame.Rect(d["resource"]), "Resource deck"))
    ar, br = d["alien"], d["basic"]
    if st.alien_system:
        sprites.append(Sprite(f"alien:{st.alien_system}", pygame.Rect(ar),
                              faces.alien(st.alien_system, ar.w, ar.h), targets=("alien",),
                              zoom=(st.alien_system, ""), tag="alien"))
    zones.append(Zone("alien", pygame.Rect(ar), "Alien System"))
    cs = faces.cards
    if cs is not None:
        sprites.append(Sprite("dp:basic", pygame.Rect(br), faces.defense(cs.basic_defense.id, br.w, br.h),
                              zoom=(cs.basic_defense.id, ""), tag="basic"))
    zones.append(Zone("table", pygame.Rect(lay.centre), "Table"))
    zones.append(Zone("pay", pygame.Rect(lay.centre), "Pay"))

    # open cards (drawn for a Buy, revealed Resource cards): side by side, narrower when many, else stacked
    ow = min(dw, round(lay.open_area.h / theme.CARD_RATIO))
    shown = [("card", i, uid) for i, uid in enumerate(st.open_cards)] + [("res", 0, uid) for uid in st.revealed]
    rects = place(lay.open_area, len(shown), ow, card_height(ow), strip_height, MIN_FACE_W)
    for (what, i, uid), r in zip(shown, rects, strict=True):
        low = r.h if r.h != card_height(r.w) else None
        if what == "res":
            sid, img, zoom = f"res:{uid}", faces.resource(uid, r.w, low), (uid, "")
        elif uid == HIDDEN:
            sid, img, zoom = f"open_hidden:{i}", faces.back("unknown", r.w, low), None
        else:
            sid, img, zoom = f"card:{uid}", faces.card(uid, r.w, "logistics", low), (uid, "logistics")
        sprites.append(Sprite(sid, r, img, targets=(sid,) if sid.startswith("card:") else (), zoom=zoom, tag="open"))
        origins[sid] = d["resource"] if sid.startswith("res:") else r

    # ---- boards ----------------------------------------------------------------------------
    for seat, b in lay.boards.items():
        p = st.players[seat]
        own = seat == me
        if p.faction:  # hover the emblem (or the Faction box) to read the faction card
            eh = b.header.h - 10
            er = pygame.Rect(b.header.x + 4, b.header.y + 4, round(eh * 0.8) + 4, eh + 2)
            sprites.append(Sprite(f"faction:{seat}", er, _clear(er.size), zoom=(p.faction, ""), owner=seat,
                                  tag="faction"))
            if own and "faction" in b.ops:
                r = pygame.Rect(b.ops["faction"])
                sprites.append(Sprite("faction:box", r, _clear(r.size), targets=("faction",), zoom=(p.faction, ""),
                                      owner=seat, tag="faction"))
        if not own:
            zones.append(Zone(f"player:{seat}", pygame.Rect(b.rect), p.name))
        else:
            zones += own_board_zones(b)
        cw = b.card_w
        ch = b.card_h
        hw = max(12, round(cw * 0.92))
        for k in KINDS:
            uc_area, emp_area = b.rows[k]
            ucs = [u for u in p.under_construction if cs is None or u not in cs.cards or cs.cards[u].kind == k]
            for uid, r in zip(ucs, place(uc_area, len(ucs), cw, ch, strip_height, MIN_FACE_W), strict=True):
                # the cost badge says what is paid of what this card costs its owner now (public, R33)
                prog = paying.get(uid)
                img = faces.card(uid, r.w, "logistics", r.h if r.h != card_height(r.w) else None,
                                 prog.badge() if prog is not None else None)
                sprites.append(Sprite(f"card:{uid}", r, img, targets=(f"card:{uid}",),
                                      zoom=(uid, "both"), owner=seat, tag="uc"))
                origins[f"card:{uid}"] = lay.decks[k]
            emp = [u for u in p.empire if cs is None or u not in cs.cards or cs.cards[u].kind == k]
            for uid, r in zip(emp, place(emp_area, len(emp), cw, ch, strip_height, MIN_FACE_W), strict=True):
                side = p.sides.get(uid, "logistics")
                reserve = min(_half_h(min(hw, r.w)), max(14, r.h // 4)) if p.produced.get(uid) else 0
                img = faces.card(uid, r.w, side, r.h if r.h != card_height(r.w) else None, reserve=reserve)
                sprites.append(Sprite(f"card:{uid}", r, img, targets=(f"card:{uid}",),
                                      zoom=(uid, "both"), owner=seat, tag="empire"))
                _tucked(sprites, faces, p.produced.get(uid, []), r, min(hw, r.w), seat, "produced", d["resource"],
                        origins, faces.text_bottom(img))

        # the viewer's hand (face down while the view is public: hot seat between two humans)
        if own:
            hand = lay.hand_label
            hw_ = lay.hand_w
            slots, top = hand_slots(lay, len(p.hand))
            for i, (uid, r) in enumerate(zip(p.hand, slots, strict=True)):
                if uid == HIDDEN:
                    sprites.append(Sprite(f"hidden_hand:{i}", r, faces.back("resource", hw_), owner=seat, tag="hidden"))
                    continue
                sprites.append(Sprite(f"res:{uid}", r, faces.resource(uid, hw_), zoom=(uid, ""), owner=seat,
                                      tag="hand"))
                origins[f"res:{uid}"] = d["resource"]
            n_small = len(p.artifacts) + len(p.defense_plans)
            # Artifacts and Defense Plans as wide as the row lets them be (up to 1.5 cards): a plan's table in words
            sw = max(lay.small_w, min(round(lay.small_w * 1.5), (hand.w - 6 * max(0, n_small - 1)) // max(1, n_small)))
            sh = max(strip_height(sw) * 2, min(card_height(sw), lay.hand.bottom - top - 6))
            small = pygame.Rect(hand.x, min(top, lay.hand.bottom - sh - 6), hand.w, sh)
            extra: list[tuple[str, str, tuple[str, str] | None, str]] = []
            for i, u in enumerate(p.artifacts):
                extra.append((f"hidden_art:{i}", "artifact", None, "hidden") if u == HIDDEN
                             else (f"art:{u}", u, (u, ""), "hand"))
            for i, u in enumerate(p.defense_plans):
                extra.append((f"hidden_dp:{i}", "defense", None, "hidden") if u == HIDDEN
                             else (f"dp:{u}", u, (u, ""), "hand"))
            for (sid, what, zoom, tag), r in zip(extra, place(small, len(extra), sw, sh, strip_height,
                                                              MIN_FACE_W), strict=True):
                h_ = r.h if r.h != card_height(r.w) else None
                if tag == "hidden":
                    img = faces.back(what, r.w, h_)
                elif sid.startswith("dp:"):
                    img = faces.defense(what, r.w, r.h)
                else:
                    img = faces.artifact(what, r.w, h_)
                sprites.append(Sprite(sid, r, img, targets=(sid,) if tag == "hand" else (), zoom=zoom, owner=seat,
                                      tag=tag))
                origins[sid] = d["alien"]
    return Scene(sprites, zones, origins)


def _progressing(view: Any) -> dict[str, Any]:
    """The payment progress of every card Under Construction: the match layer's fact (prepared symbols plus
    those of a payment under way; paid in full while its side is chosen), read from the View (public, R33)."""
    try:
        return option_facts.progress(view)
    except Exception:  # a display nicety: never let it break the table
        return {}


_CLEAR: dict[tuple[int, int], pygame.Surface] = {}


def _clear(size: tuple[int, int]) -> pygame.Surface:
    """A transparent surface: a sprite that only answers hover (zoom) and clicks."""
    s = _CLEAR.get(size)
    if s is None:
        s = _CLEAR[size] = pygame.Surface(size, pygame.SRCALPHA)
    return s


def _tucked(sprites: list[Sprite], faces: Faces, tucked: list[tuple[str, int]], card: pygame.Rect, hw: int,
            seat: int, tag: str, origin: pygame.Rect, origins: dict[str, pygame.Rect], text_bottom: int = 0) -> None:
    """Resources tucked under a card, shown as strips (one section visible) over the part of the card
    below its words (the picture), lower strips when that room is short."""
    if not tucked:
        return
    n = len(tucked)
    room = max(12, card.h - text_bottom - 3) if text_bottom else round(card.h * 0.6)
    h = min(_half_h(hw), room)
    step = min(h * 0.8, (room - h) / max(1, n - 1)) if n > 1 else 0
    for i, (uid, section) in enumerate(tucked):
        y = round(card.bottom - h - 2 - (n - 1 - i) * step)
        r = pygame.Rect(card.centerx - hw // 2, y, hw, h)
        img = faces.resource_half(uid, section, hw, h if h != _half_h(hw) else None)
        sprites.append(Sprite(f"res:{uid}", r, img, zoom=(uid, ""), owner=seat, section=section, tag=tag))
        origins[f"res:{uid}"] = origin
