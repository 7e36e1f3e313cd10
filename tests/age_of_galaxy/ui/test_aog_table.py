"""Age of Galaxy's table played by posted pygame events (issue 33 items 2-3): a whole game against an AI seat by
drags and clicks through the table's own geometry, a refused drop gliding back with its reason, every button the
table adds pressed, no other seat's hand card ever drawn face up (G67-G69), the AI thinking off the UI thread."""

from __future__ import annotations

import random
import threading
import time

import pygame
import pytest
from aog_table_driver import Drawn, click, drag, frame, key, open_table, table_stack

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import targets as T
from age_of_galaxy.ui import moves as M
from age_of_galaxy.ui.scene import AogTableScene
from age_of_galaxy.ui.start import new_match
from tabletop.ui.stack import SceneStack

MAX_FRAMES = 6000


def hidden_faces(scene: AogTableScene, drawn: list[Drawn]) -> list[str]:
    """Cards drawn face up that sit in another seat's hand now (G68: only their count is public)."""
    s = scene.match.state
    others = {c for who, p in enumerate(s.players) if who != scene.viewer for c in p.hand}
    return [d.text for d in drawn if d.role == "face" and d.text in others]


def to_my_choice(stack: SceneStack, scene: AogTableScene, frames: int = 400) -> list[Drawn]:
    """Run frames until the human's choice is pending (the AI moves in between). A frame while an AI seat thinks
    (in the AI process: wall-clock time, slow on a loaded machine) waits a little and is not counted."""
    drawn: list[Drawn] = []
    end = time.monotonic() + 120
    while frames > 0 and time.monotonic() < end:
        if scene.mine() is not None or scene.match.over:
            return drawn
        drawn = frame(stack, dt=0.2)
        if scene.driver.busy():
            time.sleep(0.002)
        else:
            frames -= 1
    raise AssertionError("the human's choice never came")


def place_point(scene: AogTableScene, place: str) -> tuple[int, int]:
    """Where to drop on a place: its centre; a region (the tree, the galaxy row) at a point of no smaller place."""
    lay = scene.layout()
    r = lay.places[place]
    if place in (M.RESEARCH_AREA, M.GALAXY):
        for y in range(r.y + 2, r.bottom, 4):
            for x in range(r.x + 2, r.right, 6):
                if lay.places_at((x, y)) == [place]:
                    return (x, y)
    return r.center


def play_one(stack: SceneStack, scene: AogTableScene, rng: random.Random) -> list[Drawn]:
    """One legal human pick by the mouse: a drag of a glowing move, a click on a glowing follow-up place or a hand
    card, or a button (an option of the panel, a conversion, End turn; not the help, which leaves the table)."""
    lay = scene.layout()
    p = scene.mine()
    assert p is not None
    moves = scene.moves()
    glowing = [pl for pl in scene.glowing() if pl in lay.places and pl not in (M.RESEARCH_AREA, M.GALAXY)]
    buttons = [b for g in scene.button_groups() for b in g.buttons
               if b.enabled and b.action and b.key not in ("undo", "help")]
    roll = rng.random()
    if moves and roll < 0.6:
        m = rng.choice(moves)
        assert m.source is not None and m.target is not None
        return drag(stack, lay.sources[m.source].center, place_point(scene, m.target))
    if glowing and roll < 0.8:
        return click(stack, lay.places[rng.choice(glowing)].center)
    cards = [sid for sid in lay.sources if sid.startswith("card:") and M.card_options(p, sid[5:])]
    if cards and roll < 0.85:
        return click(stack, lay.sources[rng.choice(cards)].center)
    assert buttons, f"no button for {p.kind}"
    end = [b for b in buttons if b.key == "end"]
    b = end[0] if end and rng.random() < 0.5 else rng.choice(buttons)
    return click(stack, b.rect.center)


@pytest.mark.parametrize(("seed", "players", "drafting"), [(3, 2, False), (5, 1, False), (6, 4, False), (8, 3, True)])
def test_a_whole_game_against_ai_seats_by_mouse(seed: int, players: int, drafting: bool) -> None:
    """Every human pick of a game (2 players; Standard Solo against the Virtual Opponent, G74; 4 players) is a
    posted drag or click on what the table draws; the AI seats answer from their Views; the game reaches its end
    and the final scores by source are shown, then the score panel's buttons are pressed (G63-G66 scores; G68
    hidden hands checked on every frame; G72 drafting: the pack held is drawn and clicked)."""
    rng = random.Random(seed)
    names = ["Ann", "Bot", "Cy", "Di"][:players]
    with table_stack() as stack:
        scene = open_table(stack, new_match(names, ["human"] + ["random"] * (players - 1), seed, solo=players == 1,
                                            drafting=drafting))
        kinds: set[str] = set()
        gestures = 0
        for _ in range(MAX_FRAMES):
            if scene.match.over:
                break
            drawn = to_my_choice(stack, scene)
            assert hidden_faces(scene, drawn) == []
            if scene.match.over:
                break
            kinds.add(scene.mine().kind)
            before = len(scene.match.events)
            drawn = play_one(stack, scene, rng)
            assert hidden_faces(scene, drawn) == []
            gestures += 1
            assert len(scene.match.events) >= before
        assert scene.match.over, "the game did not end"
        assert {"draft" if drafting else "setup_discard", "debut", "turn"} <= kinds
        drawn = frame(stack)
        texts = [d.text for d in drawn]
        assert "Final scores" in texts
        s = scene.match.state
        for who in range(s.seats):  # each seat's total by source, as the engine scored it (G63-G66)
            assert str(s.scores[who][-1]) in texts
        # the score panel's buttons: look at the table, show the scores again, leave the table
        hide = next(b for b in scene.score_buttons.buttons if b.key == "hide_scores")
        click(stack, hide.rect.center)
        assert "Final scores" not in [d.text for d in frame(stack)]
        show = scene.buttons.by_key("scores")
        assert show is not None
        click(stack, show.rect.center)
        assert "Final scores" in [d.text for d in frame(stack)]
        leave = next(b for b in scene.score_buttons.buttons if b.key == "leave")
        click(stack, leave.rect.center)
        assert scene not in stack.scenes and not stack.running
        assert gestures > 20


def first_turn(stack: SceneStack, seed: int = 5, seats: tuple[str, str] = ("human", "random"),
               debut_gain: str | None = None) -> AogTableScene:
    """A 2-player table at the human's first turn: nothing discarded, the Debut card the first of the hand (or
    the first whose Debut gives `debut_gain`)."""
    scene = open_table(stack, new_match(["Ann", "Bot"], list(seats), seed))
    to_my_choice(stack, scene)
    keep = scene.option_buttons.by_key("keep")
    assert keep is not None
    click(stack, keep.rect.center)  # G16: keep all 7
    to_my_choice(stack, scene)
    assert scene.mine().kind == "debut"
    cards = [sid for sid in scene.layout().sources if sid.startswith("card:")]
    if debut_gain is not None:
        cards = [c for c in cards if dict(C.card(c[5:]).debut.items).get(debut_gain)]
        assert cards, "no Debut card of that gain in this hand"
    drag(stack, scene.layout().sources[cards[0]].center, scene.layout().places[M.ALLIANCE].center)
    to_my_choice(stack, scene)
    assert scene.mine().kind == "turn"
    return scene


def test_an_illegal_drop_glides_back_and_says_why() -> None:
    """A disc dropped on a space blocked at 2 players (EX2 needs 4, G12) and on a planet it cannot go to changes
    nothing: the disc glides home and the reason is drawn."""
    with table_stack() as stack:
        scene = first_turn(stack)
        lay = scene.layout()
        before = len(scene.match.events)
        drawn = drag(stack, lay.sources[M.DISC].center, lay.places["space:EX2"].center)
        assert len(scene.match.events) == before
        assert scene.glides and scene.glides[0].sid == M.DISC
        assert "blocked at 2 players" in scene.status.lower() and "G12" in scene.status  # the engine's reason
        drawn = frame(stack)
        assert any("blocked at this player count" in d.text for d in drawn) or \
            any("blocked" in d.text and d.role == "" for d in drawn)
        for _ in range(30):
            frame(stack)
        assert not scene.glides  # home again
        # a card dropped on a technology means nothing: it glides back too
        card = next(sid for sid in lay.sources if sid.startswith("card:"))
        drag(stack, lay.sources[card].center, lay.places["tech:terraforming"].center)
        assert len(scene.match.events) == before and scene.glides and scene.status


def test_a_legal_drop_plays_and_shows_its_note_first() -> None:
    """While a disc is held over a space, its cost and gain are drawn (the option's note); dropped, it is played."""
    with table_stack() as stack:
        scene = first_turn(stack)
        lay = scene.layout()
        target = lay.places["space:SC1"].center
        start = lay.sources[M.DISC].center
        from aog_table_driver import mouse
        frame(stack, mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, (start[0] - 40, start[1])),
              mouse(pygame.MOUSEMOTION, target))
        drawn = frame(stack)
        assert any("gain 1 credit; bonus 1 credit" in d.text for d in drawn), "the note is shown before the drop"
        assert "space:SC1" in scene.glowing()
        credits = scene.match.state.players[scene.viewer].res["credit"]
        frame(stack, mouse(pygame.MOUSEBUTTONUP, target))
        assert scene.match.state.board["SC1"].owned() == (str(scene.viewer),)
        assert scene.match.state.players[scene.viewer].res["credit"] == credits + 2  # G42 + the space's bonus


def test_the_buttons_conversion_end_turn_take_back_cancel() -> None:
    """Each button the table adds, pressed with posted clicks: a conversion (G6), Take back, End turn, and the
    Cancel of a drop that meant two options (a technology paid with Credits or with Innovation, G37)."""
    with table_stack() as stack:
        scene = first_turn(stack, debut_gain="innovation")
        me = scene.viewer
        res = scene.match.state.players[me].res
        assert res["credit"] >= 2 and res["innovation"] >= 1
        credit, prod = res["credit"], res["productivity"]
        conv = scene.buttons.by_key("convert:credit")
        assert conv is not None and conv.label == "2 Cr → 1 Prod"
        click(stack, conv.rect.center)
        res = scene.match.state.players[me].res
        assert (res["credit"], res["productivity"]) == (credit - 2, prod + 1)
        undo = scene.buttons.by_key("undo")
        assert undo is not None and undo.enabled
        click(stack, undo.rect.center)
        res = scene.match.state.players[me].res
        assert (res["credit"], res["productivity"]) == (credit, prod)
        # a disc on a basic technology: Credits or Innovation (G37): the panel asks; Cancel keeps the choice open
        lay = scene.layout()
        drag(stack, lay.sources[M.DISC].center, lay.places["tech:laser_weapon"].center)
        assert len(scene.asking) == 2
        assert {m.keys for m in scene.asking} == {("act:research", f"research:laser_weapon:{pay}")
                                                  for pay in ("credit", "innovation")}
        cancel = scene.option_buttons.by_key("cancel")
        assert cancel is not None
        click(stack, cancel.rect.center)
        assert scene.asking == [] and scene.mine().kind == "turn"  # nothing was played: the turn is still open
        drag(stack, lay.sources[M.DISC].center, lay.places["tech:laser_weapon"].center)
        pay = scene.option_buttons.by_key("research:laser_weapon:innovation")
        assert pay is not None
        click(stack, pay.rect.center)  # RESEARCH, then Laser Weapon paid with Innovation: one gesture, one answer
        assert "laser_weapon" in scene.match.state.players[me].techs
        end = scene.buttons.by_key("end")
        assert end is not None and end.enabled
        click(stack, end.rect.center)
        p = scene.match.pending
        assert p is not None and p.seat != me  # the AI's turn now


def test_the_ai_thinks_off_the_ui_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """While an AI seat thinks (here: until released), frames keep drawing and answering; its move is played once
    it is in and the pace has passed."""
    monkeypatch.setenv("AOG_AI_WORKER", "thread")  # the seat held here is this process's (the AI process: its own)
    with table_stack() as stack:
        scene = open_table(stack, new_match(["Ann", "Bot"], ["human", "random"], 11), pace=0.0)
        release = threading.Event()
        real = scene.driver.ais[1]

        class Slow:
            def decide(self, view: object) -> str:
                release.wait(5)
                return real.decide(view)

        scene.driver.ais[1] = Slow()
        for _ in range(300):
            p = scene.match.pending
            if p is not None and p.seat == 1:
                break
            if scene.mine() is not None:
                keep = scene.option_buttons.by_key("keep")
                if keep is not None:
                    click(stack, keep.rect.center)
                    continue
                play_one(stack, scene, random.Random(1))
            frame(stack)
        p = scene.match.pending
        assert p is not None and p.seat == 1
        t0 = time.perf_counter()
        for _ in range(10):
            frame(stack, dt=0.1)
        assert time.perf_counter() - t0 < 3.0 and scene.match.pending is p  # the frames went on; no move yet
        assert any("thinking" in d.text for d in frame(stack))
        release.set()
        for _ in range(100):
            frame(stack, dt=0.1)
            if scene.match.pending is not p:
                break
        assert scene.match.pending is not p


def test_undo_key_and_take_back_says_when_nothing() -> None:
    with table_stack() as stack:
        scene = first_turn(stack)
        frame(stack, key(pygame.K_u))
        assert scene.status  # the Debut stands behind a barrier (the AI decided since): said, nothing changed


def test_new_match_refuses_bad_arguments() -> None:
    with pytest.raises(ValueError, match="names for"):
        new_match(["Ann"], ["human", "easy"], 1)
    with pytest.raises(ValueError, match="unknown seat kind"):
        new_match(["Ann", "Bo"], ["human", "wizard"], 1)
    with pytest.raises(ValueError, match="Solo"):
        new_match(["Ann"], ["human"], 1)
    with pytest.raises(ValueError, match="drafting"):
        new_match(["Ann"], ["human"], 1, solo=True, drafting=True)
    assert new_match(["Ann"], ["human"], 1, solo=True).match.state.solo


def test_a_card_dropped_on_a_planet_colonizes_it_by_its_adaptation() -> None:
    """G30, G44: on your turn, a faction card dragged onto a reachable planet of its Adaptation type COLONIZEs it
    playing the card (one gesture); dropped on a planet the rules refuse it, nothing happens and the card glides
    back. The seeds are searched for a first turn that offers such a drop (the engine's drop facts say which)."""
    for seed in range(21, 81):
        with table_stack() as stack:
            scene = open_table(stack, new_match(["Nova", "Vega"], ["human", "easy"], seed))
            to_my_choice(stack, scene)
            lay = scene.layout()
            first = next(sid for sid in lay.sources if sid.startswith("card:"))
            click(stack, lay.sources[first].center)  # G16: discard one
            click(stack, scene.option_buttons.by_key("keep").rect.center)
            to_my_choice(stack, scene)
            debut = next(sid for sid in scene.layout().sources if sid.startswith("card:"))
            drag(stack, scene.layout().sources[debut].center, scene.layout().places[M.ALLIANCE].center)
            to_my_choice(stack, scene)
            if scene.mine() is None or scene.mine().kind != "turn":
                continue
            facts = T.drops(scene.view())
            legal = [d for d in facts if d.piece != T.DISC and d.place.startswith("planet:") and d.legal]
            refused = [d for d in facts if d.piece != T.DISC and d.place.startswith("planet:") and not d.legal]
            if not legal:
                continue
            good = legal[0]
            planet = good.place.removeprefix("planet:")
            assert C.card(good.piece).adaptation == scene.match.state.planets[planet].type
            lay = scene.layout()
            before = len(scene.match.events)
            if refused:
                bad = refused[0]
                drag(stack, lay.sources[f"card:{bad.piece}"].center, lay.places[bad.place].center)
                assert len(scene.match.events) == before and scene.glides
                assert bad.reason in scene.status  # the engine's reason is said
            drag(stack, lay.sources[f"card:{good.piece}"].center, lay.places[good.place].center)
            to_my_choice(stack, scene)
            s = scene.match.state
            assert 0 in s.planets[planet].discs and good.piece not in s.players[0].hand
            return
    raise AssertionError("no seed in 21-80 offers a card's Adaptation drop on the first turn")


def test_hot_seat_the_curtain_hides_the_table_between_two_humans() -> None:
    """Two humans at one screen (G67-G69): before each human's choice the kit's curtain covers the table (no card
    face drawn), and only after "I am ..." is pressed does that seat's hand show; the other's never does."""
    from tabletop.ui.curtain import CurtainScene
    with table_stack() as stack:
        scene = open_table(stack, new_match(["Ann", "Bo"], ["human", "human"], 4))
        seen: list[int] = []
        for _ in range(6):
            drawn = frame(stack)
            top = stack.top
            assert isinstance(top, CurtainScene), "a curtain before each human's choice"
            assert [d for d in drawn if d.role == "face"] == []  # nothing of the table under it
            seat = top.seat
            (ready,) = top.buttons.buttons
            click(stack, ready.rect.center)
            assert stack.top is scene and scene.viewer == seat
            drawn = frame(stack)
            assert hidden_faces(scene, drawn) == []
            mine = {d.text for d in drawn if d.role == "face"}
            assert mine and mine <= set(scene.match.state.players[seat].hand) | set(
                scene.match.state.players[seat].alliance)
            seen.append(seat)
            p = scene.mine()
            assert p is not None
            if p.kind == "setup_discard":
                click(stack, scene.option_buttons.by_key("keep").rect.center)
            else:  # the Debut: the first card of the hand, clicked
                first = next(sid for sid in scene.layout().sources if sid.startswith("card:"))
                click(stack, scene.layout().sources[first].center)
            if scene.match.pending is not None and scene.match.pending.kind == "turn" and len(seen) >= 4:
                break
        assert set(seen) == {0, 1}


def test_the_dev_runner_refuses_bad_arguments_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from age_of_galaxy.ui.__main__ import main
    assert main(["--players", "3", "--seats", "human,easy"]) == 2
    assert main(["--seats", "human,wizard"]) == 2
    assert main(["--players", "1", "--drafting"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all(line.startswith("error: ") for line in err)


def test_the_quantity_picker_plays_the_count_pressed() -> None:
    """G40: a disc on MANUFACTURE opens the quantity picker (a number button per count the player can pay, the
    hovered count's note said under it); pressing 2 manufactures 2 Cruisers."""
    with table_stack() as stack:
        scene = first_turn(stack, seed=1)
        lay = scene.layout()
        me = scene.viewer
        drag(stack, lay.sources[M.DISC].center, lay.places["space:MA-inf"].center)
        p = scene.mine()
        assert p is not None and p.kind == "count" and len(p.options) >= 2
        labels = [b.label for b in scene.option_buttons.buttons]
        assert labels == [o.arg for o in p.options]
        drawn = frame(stack)
        assert any(d.text.startswith("How many Cruisers") for d in drawn)
        assert any("costs" in d.text and "gain 1 cruiser" in d.text for d in drawn)  # the first count's note
        cruisers = scene.match.state.players[me].res["cruiser"]
        two = scene.option_buttons.by_key("n:2")
        assert two is not None
        click(stack, two.rect.center)
        assert scene.match.state.players[me].res["cruiser"] == cruisers + 2


def test_a_telescope_token_is_explored_by_a_click_on_it() -> None:
    """G48: a Deep Space Telescope's face-down tokens lie on its technology box; when EXPLORE asks for a token
    they glow with the reachable ones, and a click on one explores it."""
    from tabletop.choices import Command
    setup = new_match(["Ann", "Bo"], ["human", "random"], 121)
    m, rng = setup.match, random.Random(121)
    for _ in range(60):  # a random game (found by searching seeds) up to the human's EXPLORE with tokens on it
        p = m.pending
        m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),)))
    p = m.pending
    assert p is not None and p.seat == 0 and p.kind == "explore"
    with table_stack() as stack:
        scene = open_table(stack, setup, pace=60.0)
        frame(stack)
        lay = scene.layout()
        scopes = [pl for pl in lay.places if pl.startswith("scope:")]
        assert scopes and set(scopes) <= set(scene.glowing())
        tokens = len(m.state.players[0].scope)
        click(stack, lay.places[scopes[0]].center)
        assert len(m.state.players[0].scope) == tokens - 1
        assert any(type(e).__name__ == "TokenExplored" and e.spot == scopes[0] for e in m.events[-8:])


def test_a_debut_option_says_its_gain_once() -> None:
    # G17: the Debut card's printed gain, said once (the engine's note carries the same gain; seen under Xvfb)
    from age_of_galaxy.ui.scene import option_words
    from tabletop.choices import Option
    card = "F01"
    o = Option(f"debut:{card}", f"Debut {card}", verb="debut", card=card, note="gain 2 credit")
    words = option_words(o, None)
    assert words.count("gain") == 1 and words.startswith("Debut ")
