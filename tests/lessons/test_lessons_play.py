"""Issue 25 point 1: every lesson of the course plays headless from its own position to its end, through
the Coach only (tests/lessons/lesson_drive.py): the human is offered exactly the expected move, reading steps
move on with next(), the opponent follows its script, and the whole course is deterministic."""

from __future__ import annotations

import re

import pytest
from lesson_drive import first, play, seeded

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command
from alien_artifacts.lessons import Coach, Course, load_course
from alien_artifacts.match.api import Game

COURSE = load_course()
IDS = [x.id for x in COURSE.lessons]


@pytest.fixture(scope="module")
def course() -> Course:
    return COURSE


def test_the_course_is_the_issue_list_in_order(course: Course) -> None:
    # issue 25 point 1, one lesson per topic; the ids are stable (the UI stores finished lessons by id)
    assert course.title == "Learn to play"
    assert IDS == ["welcome", "buy", "develop", "sides", "prepare", "trade", "offensive", "revenue", "mine",
                   "artifact", "attacked", "unblock", "draw", "end"]
    assert 12 <= len(IDS) <= 14


@pytest.mark.parametrize("lesson_id", IDS)
def test_a_lesson_plays_to_its_end_offering_only_the_expected_move(cards: CardSet, lesson_id: str) -> None:
    lesson = COURSE.lesson(lesson_id)
    assert lesson is not None
    t = play(lesson, cards)
    coach = t.coach
    assert coach.finished and coach.step is None and coach.index == coach.total == len(lesson.steps)
    # every reading step was continued with next(), every other step was passed by playing
    assert t.read_steps == [i for i, s in enumerate(lesson.steps) if s.reading]
    for index, pending, allowed in t.filtered:
        step = lesson.steps[index]
        assert step.expect is not None
        assert allowed == tuple(o for o in pending.options if step.allows(o))  # all of them, and only them
        assert all(any(e.matches(o) for e in step.expect) for o in allowed)
    # the opponent followed its script to the last entry and never needed the fallback
    assert coach.script_used == len(lesson.opponent)
    assert coach.fallbacks == 0
    assert t.violations == []
    assert t.unseen_places == []


@pytest.mark.parametrize("lesson_id", IDS)
def test_any_allowed_pick_reaches_the_end(cards: CardSet, lesson_id: str) -> None:
    """Where a step allows several options (pay with any blue half), each choice still leads to the end."""
    lesson = COURSE.lesson(lesson_id)
    assert lesson is not None
    for seed in range(4):
        t = play(lesson, cards, seeded(seed))
        assert t.coach.finished and t.coach.fallbacks == 0 and t.violations == []


def test_a_specific_step_offers_exactly_one_move(cards: CardSet) -> None:
    """Where the text names the card and the half, the filter leaves that one option of the many."""
    lesson = COURSE.lesson("trade")
    assert lesson is not None
    t = play(lesson, cards)
    picks = [(i, p.kind, len(p.options), [o.key for o in allowed]) for i, p, allowed in t.filtered]
    assert picks == [(1, "turn", 7, ["trade:red"]), (2, "trade", 3, ["pay:res_01:1"]),
                     (3, "trade", 3, ["pay:res_42:0"])]
    p = t.coach.game.state.players[0]
    assert p.credits == 13  # the rulebook's Trade example: 3 red + 2 gold = 5 credits (R14)


def test_the_whole_course_is_deterministic(cards: CardSet) -> None:
    one = [play(x, cards) for x in COURSE.lessons]
    two = [play(x, cards) for x in load_course(cards=cards).lessons]
    for a, b in zip(one, two, strict=True):
        assert a.events == b.events
        assert a.hashes == b.hashes
        assert a.human_picks == b.human_picks and a.opponent_picks == b.opponent_picks


def test_a_lesson_game_saves_and_loads_like_any_game(cards: CardSet) -> None:
    for lesson in COURSE.lessons:
        g = play(lesson, cards).coach.game
        back = Game.from_json(cards, g.to_json())  # re-simulated from its PositionArranged event and checked
        assert back.state_hash() == g.state_hash()


def test_reading_steps_pause_the_table_and_next_only_moves_them(cards: CardSet) -> None:
    lesson = COURSE.lesson("attacked")
    assert lesson is not None
    coach = Coach(lesson, cards)
    p = coach.game.pending
    assert coach.step is not None and coach.step.reading and p is not None and p.seat == 1  # Vega's turn
    assert coach.opponent_command(p) is None  # Vega waits while you read
    assert coach.next() and coach.index == 1
    assert not coach.next() and coach.index == 1  # a move step is not passed with the button
    cmd = coach.opponent_command(p)
    assert cmd == Command(1, p.id, ("offensive",))


def test_the_opponent_script_is_followed_in_order(cards: CardSet) -> None:
    lesson = COURSE.lesson("attacked")
    assert lesson is not None
    t = play(lesson, cards)
    assert t.opponent_picks == ["offensive", "pay:res_03:1", "target:0", "blockade:far_horizon", "done"]
    ada = t.coach.game.state.players[0]
    assert ada.blockades == {"far_horizon": 1}  # Minefield row 4 (value 2 + Hellion's 2): one token (R24)
    assert ada.defense_plans == ["dp_01"]  # a Defense Plan is not discarded (R21)
    assert t.coach.game.pending is not None and t.coach.game.pending.seat == 0  # the watching step saw Vega finish


def test_the_end_lesson_scores_what_its_text_says(cards: CardSet) -> None:
    lesson = COURSE.lesson("end")
    assert lesson is not None
    t = play(lesson, cards)
    g = t.coach.game
    assert g.over and g.state.winners == (0,)
    final = g.state.final
    ada, vega = final[0], final[1]
    # R31: during-game VP + 1 per Empire card + operational Technologies' end rows + the faction's end scoring
    assert (ada["during"], ada["empire"], ada["technologies"], ada["faction"], ada["total"]) == (12, 4, 2, 4, 22)
    assert (vega["during"], vega["empire"], vega["technologies"], vega["faction"], vega["total"]) == (16, 3, 0, 1, 20)
    text = " ".join(s.say for s in lesson.steps)
    assert "12 VP + 4 for your Empire cards + 2 for War Economy + 4 for the Star Union" in text and "= 22 VP" in text
    assert "16 VP + 3 for the Empire cards + 1 for an Exploit card = 20 VP" in text


def test_numbers_in_the_texts_match_the_game(cards: CardSet) -> None:
    """The outcomes the texts announce (attack values, VP gained, credits) happen in the lessons' games."""
    outcomes = {}
    for lesson_id in ("offensive", "revenue", "mine", "sides", "prepare", "attacked"):
        lesson = COURSE.lesson(lesson_id)
        assert lesson is not None
        outcomes[lesson_id] = play(lesson, cards).coach.game
    ada = outcomes["offensive"].state.players[0]
    attack = [e for e in outcomes["offensive"].events if type(e).__name__ == "ShipAttacked"]
    assert [(e.value, e.row) for e in attack] == [(4, 4)] and ada.vp == 1 and len(ada.artifacts) == 1
    assert outcomes["revenue"].state.players[0].vp == 3 + 2
    assert outcomes["mine"].state.players[0].vp == 1
    assert outcomes["sides"].state.players[0].vp == 1
    far = outcomes["prepare"].state.players[0].attached["far_horizon"]
    assert sum(cards.resources[r].sections[s].symbols for r, s in far) == 5
    hit = [e for e in outcomes["attacked"].events if type(e).__name__ == "ShipAttacked"]
    assert [(e.value, e.row) for e in hit] == [(4, 4)]


def _past_reading(lesson_id: str, cards: CardSet) -> Coach:
    """A Coach of that lesson with its first reading steps continued (up to its first move step)."""
    lesson = COURSE.lesson(lesson_id)
    assert lesson is not None
    coach = Coach(lesson, cards)
    while coach.step is not None and coach.step.reading:
        assert coach.next()
    return coach


def test_a_drag_of_two_picks_in_one_command_moves_two_steps(cards: CardSet) -> None:
    """The table sends "develop" and the first payment as one command (a Resource dropped on the card)."""
    coach = _past_reading("develop", cards)
    p = coach.game.pending
    assert p is not None and coach.index == 2
    develop = next(o for o in p.options if o.key == "develop:targeting_matrix")
    clone = coach.game.clone()
    clone.submit(Command(0, p.id, (develop.key,)))
    assert clone.pending is not None
    pay = next(o for o in clone.pending.options if o.key == "pay:res_31:0")
    wrong = next(o for o in clone.pending.options if o.key == "pay:res_25:0")
    assert coach.allows((develop, pay)) and not coach.allows((develop, wrong)) and not coach.allows((pay,))
    assert coach.allows((develop,)) and coach.filter(p).options == (develop,)
    cmd = Command(0, p.id, (develop.key, pay.key))
    coach.observe(cmd, coach.game.submit(cmd))
    assert coach.index == 4 and coach.step is not None and coach.step.expect is not None
    assert coach.step.expect[0].verb == "side"


def test_a_drag_never_passes_over_a_step_to_read_first(cards: CardSet) -> None:
    """Dragging the deck is "buy" + "count:2" on the table; the count step has words of its own ("each extra
    credit draws 1 more card"), so the drag is refused and the buy comes alone (steps marked with_previous
    are the ones whose move may ride along)."""
    coach = _past_reading("buy", cards)
    p = coach.game.pending
    assert p is not None
    buy = next(o for o in p.options if o.key == "buy:technology")
    clone = coach.game.clone()
    clone.submit(Command(0, p.id, (buy.key,)))
    assert clone.pending is not None
    count = next(o for o in clone.pending.options if o.key == "count:2")
    assert coach.allows((buy,)) and not coach.allows((buy, count))
    assert not any(s.with_previous for s in coach.lesson.steps)
    assert coach.allows(())  # nothing picked: nothing wrong


def test_a_repeating_step_takes_each_payment_until_the_payment_is_over(cards: CardSet) -> None:
    coach = _past_reading("revenue", cards)
    g = coach.game

    def pick(key: str) -> None:
        p = g.pending
        assert p is not None
        cmd = Command(p.seat, p.id, (key,))
        coach.observe(cmd, g.submit(cmd))

    pick("revenue")
    assert coach.index == 3 and coach.step is not None and coach.step.repeat
    pick("pay:res_01:0")
    assert coach.index == 3  # the payment goes on: still the same step
    pay = g.pending
    assert pay is not None and pay.kind == "pay"
    assert coach.allows((pay.options[0],))
    pick("pay:res_12:0")
    assert coach.index == 4  # paid: the revenue resolved and the next step is the reading one


def test_a_rejected_command_moves_nothing(cards: CardSet) -> None:
    lesson = COURSE.lesson("buy")
    assert lesson is not None
    coach = Coach(lesson, cards)
    coach.next()
    p = coach.game.pending
    assert p is not None
    bad = Command(0, p.id, ("buy:nowhere",))
    coach.observe(bad, coach.game.submit(bad))
    assert coach.index == 1
    other = Command(0, p.id, ("buy:ship",))  # legal for the engine, but not the step's move
    coach.observe(other, coach.game.submit(other))
    assert coach.index == 1


def test_after_the_lesson_the_choice_is_unfiltered_and_the_opponent_rests(cards: CardSet) -> None:
    lesson = COURSE.lesson("draw")
    assert lesson is not None
    t = play(lesson, cards, first)
    coach = t.coach
    p = coach.game.pending
    assert coach.finished and p is not None and p.seat == 1
    assert coach.opponent_command(p) is None
    assert coach.filter(p) is p
    assert coach.filter(None) is None


def test_texts_are_short_and_say_you() -> None:
    for lesson in COURSE.lessons:
        for i, step in enumerate(lesson.steps):
            sentences = [s for s in re.split(r"(?<=[.!?])\s+", step.say) if s]
            assert len(sentences) <= 3, (lesson.id, i, step.say)
            assert len(step.say) <= 360
        assert any(re.search(r"\b[Yy]ou(r)?\b", s.say) for s in lesson.steps), lesson.id
