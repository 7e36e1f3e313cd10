"""Card faces: every card of the real set and of a hand-made set renders at table and zoom sizes."""

from __future__ import annotations

import itertools
from typing import Any

import pygame

from alien_artifacts.ui.sprites import symbols
from alien_artifacts.ui.sprites.card_face import MIN_FACE_W, Faces, card_height
from game.ui import theme
from game.ui.sprites import art


def test_hand_made_cards_render_and_cache(fake_cards: Any) -> None:
    pygame.font.init()
    faces = Faces(fake_cards)
    for uid in faces.cards.cards:
        for w in (36, 70, 230):
            for side in ("logistics", "operational"):
                img = faces.card(uid, w, side)
                assert img.get_size() == (w, card_height(w))
    a = faces.card("ship_explore_0", 120)
    assert faces.card("ship_explore_0", 120) is a  # cached: the frame only blits
    assert faces.resource("res_03", 100).get_width() == 100
    assert faces.resource_half("res_03", 1, 60).get_width() == 60
    for uid in ("alien_01", "dp_01", "dp_basic", "art_01", "star_union"):
        assert faces.face(uid, 200).get_width() == 200
    for kind in ("ship", "resource", "unknown"):
        assert faces.back(kind, 50).get_height() == card_height(50)


def test_every_real_card_renders(app: Any) -> None:
    cards = app.cards()
    faces = Faces(cards)
    uids = list(cards.cards) + list(cards.resources) + list(cards.artifacts) + list(cards.defense_plans)
    uids += list(cards.alien_systems) + list(cards.factions) + [cards.basic_defense.id]
    for uid in uids:
        faces.face(uid, 230)
        faces.face(uid, 44)
    for uid in cards.cards:
        faces.card(uid, 230, "operational")
    from alien_artifacts.engine.view import TopFace

    c = next(iter(cards.cards.values()))
    assert faces.top_face(TopFace(c.kind, c.type, c.logistics), 90).get_width() == 90


def test_resource_symbols_differ_by_shape() -> None:
    """Colour-blind safety: the four symbols cover different pixels, not just different colours."""
    masks = []
    for colour in ("blue", "green", "red", "gold"):
        s = pygame.Surface((40, 40), pygame.SRCALPHA)
        symbols.resource_symbol(s, colour, (20, 20), 14)
        masks.append(pygame.mask.from_surface(s))
    for i in range(4):
        for j in range(i + 1, 4):
            overlap = masks[i].overlap_area(masks[j], (0, 0))
            differ = masks[i].count() + masks[j].count() - 2 * overlap  # pixels in one shape only
            assert differ > 0.15 * min(masks[i].count(), masks[j].count())


def test_starfield_is_deterministic() -> None:
    a = art.starfield((64, 48), seed=3)
    b = art.starfield((64, 48), seed=3)
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_sounds_are_valid_wavs_and_silent_without_device() -> None:
    import io
    import wave

    from game.ui.sound import NAMES, Sound, synth

    for name in NAMES:
        with wave.open(io.BytesIO(synth(name))) as w:
            assert w.getnframes() > 100 and w.getframerate() == 22050
    s = Sound(volume=0.5)
    s.play("draw")  # the dummy driver (or no device at all) never raises
    s.configure(0.0, True)
    s.play("score")


def test_face_cache_is_bounded(fake_cards: Any) -> None:
    pygame.font.init()
    faces = Faces(fake_cards)
    faces.budget = 3 * 200 * card_height(200) * 4  # room for three zoom-size faces
    uids = list(fake_cards.cards)
    for uid in uids[:6]:
        faces.card(uid, 200)
    assert faces.cached_bytes <= faces.budget
    assert faces.has_card(uids[5], 200) and not faces.has_card(uids[0], 200)  # least recently used went first


def test_svg_icons_load_and_tint() -> None:
    names = [f"res-{c}" for c in ("blue", "green", "red", "gold")]
    names += [f"type-{t}" for t in ("explore", "expand", "exterminate", "exploit")]
    for name in names:
        img = symbols.icon(name, 32, (200, 40, 40))
        assert img is not None and img.get_size() == (32, 32), name
        r, g, b, a = img.get_at((16, 16))
        assert a > 0 and r >= g and r >= b, name  # the white middle took the tint


def _picture(kind: str, uid: str, type_: str) -> bytes:
    s = pygame.Surface((100, 80))
    art.card_art(s, s.get_rect(), kind, uid, type_, (55, 105, 180))
    return pygame.image.tobytes(s, "RGB")


def test_each_card_has_its_own_picture(app: Any) -> None:
    """Issue 25 point 8: the picture is a function of the card (not one per kind), and the same every time."""
    cards = app.cards()
    for kind in ("ship", "technology", "planet"):
        defs = cards.of_kind(kind)
        pictures = {_picture(kind, c.id, c.type) for c in defs}
        assert len(pictures) == len(defs), kind  # 40 cards, 40 pictures
        c = defs[0]
        assert _picture(kind, c.id, c.type) == _picture(kind, c.id, c.type)  # deterministic
    arts = {_picture("artifact", a, "") for a in cards.artifacts}
    assert len(arts) == len(cards.artifacts)


def _ahash(kind: str, uid: str, type_: str) -> list[bool]:
    """A 12x10 average hash: which cells of the picture are brighter than its mean (its composition)."""
    s = pygame.Surface((100, 80))
    art.card_art(s, s.get_rect(), kind, uid, type_, (55, 105, 180))
    t = pygame.transform.smoothscale(s, (12, 10))
    cells = [sum(t.get_at((x, y))[:3]) for y in range(10) for x in range(12)]
    mean = sum(cells) / len(cells)
    return [c > mean for c in cells]


def test_pictures_differ_in_composition_not_only_detail(app: Any) -> None:
    """Cards of one kind are told apart at a glance: on a coarse 12x10 brightness grid, at most 12% of pairs
    are close (fewer than 15 of 120 cells differ). Before issue 25 every Ship was the same dart (99% close),
    every Technology the same atom (16%), every Planet a centred sphere (29%)."""
    cards = app.cards()
    for kind in ("ship", "technology", "planet"):
        hashes = [_ahash(kind, c.id, c.type) for c in cards.of_kind(kind)]
        pairs = [sum(x != y for x, y in zip(a, b, strict=True)) for a, b in itertools.combinations(hashes, 2)]
        close = sum(d < 15 for d in pairs) / len(pairs)
        assert close <= 0.12, (kind, close)


def test_type_shapes_differ_by_shape() -> None:
    """Colour-blind safety kept: the four Type icons cover different pixels when drawn in one colour."""
    masks = []
    for t in ("explore", "expand", "exterminate", "exploit"):
        s = pygame.Surface((40, 40), pygame.SRCALPHA)
        symbols.type_icon(s, t, (20, 20), 16, (255, 255, 255))
        masks.append(pygame.mask.from_surface(s))
    for i in range(4):
        for j in range(i + 1, 4):
            differ = masks[i].count() + masks[j].count() - 2 * masks[i].overlap_area(masks[j], (0, 0))
            assert differ > 0.15 * min(masks[i].count(), masks[j].count())


def test_faces_show_cost_vp_and_type_at_every_size(app: Any) -> None:
    """Every Ship/Technology/Planet face, from a 60 px board tile to the zoom, names its cost (colour symbol and
    amount), its VP and its ability; a card Under Construction shows paid/cost."""
    cards = app.cards()
    faces = app.faces
    uid = next(iter(cards.cards))
    for w, h in ((60, 45), (66, 63), (81, None), (122, None), (230, None)):
        marks = faces.marks(faces.card(uid, w, "logistics", h, "2/6"))
        roles = {m[3]: m[0] for m in marks}
        assert roles["cost"] in ("2/6", "6") and roles["vp"] == "1" and roles.get("ability"), (w, h, marks)
        assert roles["cost"] == "2/6" or w < MIN_FACE_W  # paid/cost whenever a card is at least its usual size
        # the Type shape (a circle strip-high at the left of the strip) is never under the cost badge
        fh = theme.font(max(theme.MIN_TEXT_PX, w // 12), True).get_linesize()
        cost = next(m[2] for m in marks if m[3] == "cost")
        assert cost.x - round(0.6 * fh) - 3 >= max(2, w // 22) + fh + 2, (w, h, cost)
    tech = next(c for c in cards.of_kind("technology"))
    best = max(r.end for r in tech.operational.scoring)
    marks = faces.marks(faces.card(tech.id, 81, "operational"))
    assert ("1+" + str(best)) in [m[0] for m in marks if m[3] == "vp"]  # R31: 1 VP + its best end row
