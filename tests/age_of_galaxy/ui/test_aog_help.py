"""F1 on Age of Galaxy's table: the rules in brief and the glossary (age_of_galaxy/ui/help_scene.py), opened and
closed by real posted events; and a word of the table shows its glossary line on hover (hover_words.py)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest
from aog_table_driver import Drawn, click, frame, key, mouse, open_table, table_stack

from age_of_galaxy.engine import content as C
from age_of_galaxy.ui.help_scene import AogHelpScene
from age_of_galaxy.ui.layout import ACTIONS
from age_of_galaxy.ui.scene import AogTableScene
from age_of_galaxy.ui.start import new_match
from age_of_galaxy.words import glossary
from age_of_galaxy.words.rules_summary import SECTIONS
from tabletop.ui import registry, theme
from tabletop.ui.stack import SceneStack


@contextmanager
def table(size: tuple[int, int] = (1280, 720), solo: bool = False) -> Iterator[tuple[SceneStack, AogTableScene]]:
    with table_stack(size) as stack:
        registry.register(AogHelpScene)
        seats = ["human"] if solo else ["human", "normal"]
        scene = open_table(stack, new_match(["Ann", "Bo"][: len(seats)], seats, seed=7, solo=solo))
        frame(stack)
        frame(stack)
        yield stack, scene


def wheel(dy: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))


def helped(drawn: list[Drawn]) -> list[Drawn]:
    """The lines drawn after the help's cover (what shows in it)."""
    last = max((i for i, d in enumerate(drawn) if d.role == "cover" and d.rect.w > 300), default=-1)
    return [d for d in drawn[last + 1:] if d.text]


def test_f1_opens_the_help_over_the_table_and_f1_esc_or_close_return_to_it_unchanged() -> None:
    with table() as (stack, scene):
        for close in ("f1", "esc", "button", "enter"):
            drawn = frame(stack, key(pygame.K_F1))
            before = (len(scene.match.events), len(scene.log.lines), scene.match.pending)
            help_ = stack.top
            assert isinstance(help_, AogHelpScene) and stack.scenes[0] is scene
            texts = [d.text for d in helped(drawn)]
            assert "The game" in texts and any("G18" in t for t in texts)  # the summary cites the rulings
            for _ in range(5):
                frame(stack, dt=1.0)  # the table waits below: nothing it would do happens meanwhile
            assert (len(scene.match.events), len(scene.log.lines), scene.match.pending) == before
            if close == "f1":
                frame(stack, key(pygame.K_F1))
            elif close == "esc":
                frame(stack, key(pygame.K_ESCAPE))
            elif close == "enter":
                frame(stack, key(pygame.K_RETURN))
            else:
                b = help_.buttons.by_key("close")
                assert b is not None
                click(stack, b.rect.center)
            assert stack.top is scene and len(stack.scenes) == 1, close


def test_the_contents_jump_to_the_glossary_and_scrolling_reaches_the_last_entry() -> None:
    last = glossary.listing()[-1]
    with table() as (stack, _scene):
        frame(stack, key(pygame.K_F1))
        help_ = stack.top
        assert isinstance(help_, AogHelpScene)
        seen_end = False
        for _ in range(400):
            drawn = frame(stack, wheel(-1))
            if help_.at_end():
                seen_end = any(last.text.endswith(d.text) for d in helped(drawn))
                break
        assert seen_end, "the wheel never reached the glossary's last entry"
        frame(stack, key(pygame.K_HOME))
        assert help_.first == 0
        assert [t for t, _ in help_.index_rects()] == [t for t, _ in SECTIONS] + ["Glossary"]
        r = dict(help_.index_rects())["Glossary"]
        drawn = click(stack, r.center)
        top = [d.text for d in helped(drawn) if d.role == "help"]
        assert top[0] == "Glossary" and glossary.listing()[0].title in top
        frame(stack, key(pygame.K_END))
        assert help_.at_end()


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
def test_every_line_shows_whole_readable_and_without_overlap_at_both_sizes(size: tuple[int, int]) -> None:
    with table(size) as (stack, _scene):
        frame(stack, key(pygame.K_F1))
        help_ = stack.top
        assert isinstance(help_, AogHelpScene)
        box, body = help_.box(), help_.body()
        screen = stack.screen.get_rect()
        assert screen.contains(box)
        all_lines = {ln.text for ln in help_.lines()}
        seen: set[str] = set()
        pages = 0
        while True:
            drawn = helped(frame(stack))
            pages += 1
            for d in drawn:
                assert d.size >= theme.MIN_TEXT_PX, d
                assert box.contains(d.rect), (d.text, d.rect, box)  # nothing drawn past the box
                if d.role == "help":
                    assert body.contains(d.rect), (d.text, d.rect, body)  # a whole line, never cut at an edge
            for i, a in enumerate(drawn):
                for b in drawn[i + 1:]:
                    assert not a.rect.colliderect(b.rect), (a.text, b.text)
            seen |= {d.text for d in drawn if d.role == "help"}
            bottom = help_.lines()[help_.first + help_.fits_from(help_.first) - 1]
            assert not bottom.keep or help_.at_end(), bottom.text  # no heading or term left alone at the bottom
            if help_.at_end():
                break
            frame(stack, key(pygame.K_PAGEDOWN))
            assert pages < 200
        assert all_lines <= seen, sorted(all_lines - seen)[:5]  # paging skips no line
        titles = {d.text for d in drawn}
        assert "Close (Esc)" in titles and "Glossary" in titles


def table_words() -> set[str]:
    """Every keyword the table names: resources and tracks, the board's actions and places, planet types,
    Ideologies, the round's steps (from the content data where it holds them)."""
    c = C.content()
    types = {s.type for card in c.system_cards for s in card.slots if hasattr(s, "type")} | \
        {t.type for t in c.planet_tokens}
    cards = c.factions
    words = {"Credits", "Cr", "Prod.", "Productivity", "Str.", "Strength", "Cruisers", "Innovation", "Innov",
             "Influence", "Infl", "Relics", "Prestige", "PRESTIGE", "Alliance", "ALLIANCE", "TRUE MAJOR",
             "True Major Ideology", "Major", "REINFORCEMENT", "Reinforcement", "Reinf.", "Adaptation", "Debut",
             "Overlord", "Protected", "Unprotected", "Golden Age", "Galactic Fleet", "Galactic phase", "War",
             "Production", "Exploration token", "token spot", "System", "TRADE", "RESEARCH", "COLONIZE", "DEVELOP",
             "TECHNOLOGIES", "Faction technologies", "Conquered", "Developed", "Colonized", "Virtual Opponent",
             "any number", "blocked", "Turn order:", "discs"}
    words |= {a.upper() for a in ACTIONS} | {t.capitalize() for t in types}
    words |= {x.ideology.capitalize() for x in cards} | {x.adaptation.capitalize() for x in cards}
    return words


def test_every_keyword_the_table_draws_has_a_glossary_entry() -> None:  # G3, G28-G31, G44, G63
    missing = sorted(w for w in table_words() if glossary.entry_for(w) is None)
    assert not missing
    with table() as (_stack, scene):
        drawn = " ".join(t for t, _s, _r in scene.labels)
    # the words above are the table's: most of them on its first frame (the others come with War, a Golden Age...)
    shown = [w for w in table_words() if w in drawn]
    assert len(shown) >= 30, shown
    for text, _size, _rect in scene.labels:  # and every word a label names resolves to an entry
        for _a, _b, e in glossary.mentions(text):
            assert e.text and e in glossary.ENTRIES


def word_point(scene: AogTableScene, word: str, inside: str = "") -> tuple[int, int]:
    """Where `word` is drawn on the table (in a label containing `inside`, if given)."""
    for text, size, rect in scene.labels:
        if word in text and inside in text:
            i = text.index(word)
            x = rect.x + theme.font(size).size(text[: i + len(word) // 2])[0]
            return (x, rect.centery)
    raise AssertionError(f"{word!r} is not drawn")


def tip_lines(drawn: list[Drawn]) -> str:
    return " ".join(d.text for d in helped(drawn))


def test_hovering_a_word_of_the_table_shows_its_glossary_line() -> None:  # G6, G29, G63
    with table() as (stack, scene):
        for word, inside in (("Influence", "Cruisers"), ("Relics", "Cruisers"), ("TRUE MAJOR", ""),
                             ("Galactic Fleet", ""), ("EXPLORE", "")):
            e = glossary.entry_for(word)
            assert e is not None
            drawn = frame(stack, mouse(pygame.MOUSEMOTION, word_point(scene, word, inside)), dt=0.5)
            said = tip_lines(drawn)
            assert said.startswith(e.title + ":"), (word, said[:80])
            assert e.text.split()[-1] in said
        # a card in hand: the Ideology under the pointer first, the card's own text kept after it
        face = next(d for d in frame(stack) if d.role.startswith("hand") and d.text.lower() in
                    {x.ideology for x in C.content().factions})
        e = glossary.entry_for(face.text)
        assert e is not None
        drawn = frame(stack, mouse(pygame.MOUSEMOTION, face.rect.center), dt=0.5)
        said = tip_lines(drawn)
        assert said.startswith(e.title + ":") and "Adaptation" in said, said[:160]
        # a place with no word: no glossary line
        drawn = frame(stack, mouse(pygame.MOUSEMOTION, (2, 715)), dt=0.5)
        assert not [d.text for d in drawn if any(d.text.startswith(x.line()[:24]) for x in glossary.ENTRIES)]
