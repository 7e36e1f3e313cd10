"""The Coach: plays one lesson (docs/LESSONS.md) over any game's Match. Pure: no pygame, no AI, no clock.

    coach = Coach(lesson, match)              # the lesson's Match, which the game built from its scenario
    p = coach.game.pending
    shown = coach.filter(p)                   # the human's choice, cut to the move the step waits for
    cmd = coach.opponent_command(p)           # the scripted opponent's answer (None: not the opponent's turn)
    r = coach.game.submit(cmd); coach.observe(cmd, r)
    coach.next()                              # a reading step's button

The steps advance on what is played: a move step when the human plays a matching option, a reading step on
next(), a watching step by itself (the game is over, or the human decides again). The opponent plays only
while the lesson waits for a move or watches: while the player reads, the table stands still.

What is a game's own (the adapter): a subclass may change `fallback_verbs` (what the opponent ends with when its
script names nothing for a choice), `fallback` (its answer then) and `matches` (does an option match a step's
move; by default the Option's named fields, tabletop/choices.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

import attrs

from tabletop.choices import Accepted, Command, Option, PendingChoice, Rejected
from tabletop.lessons.model import Expect, Lesson, LessonStep
from tabletop.match import Match

# The opponent's fixed fallback when its script has nothing for a choice: end what can be ended, else
# the first option (options are sorted and stable, so the fallback is deterministic).
FALLBACK_VERBS = ("done", "end_action", "pass")
P = TypeVar("P", bound=PendingChoice)  # a game's choice type (the kernel's or a subclass): filter keeps it


class Coach:
    fallback_verbs: tuple[str, ...] = FALLBACK_VERBS

    def __init__(self, lesson: Lesson, match: Match[Any]) -> None:
        self.lesson = lesson
        self.game = match
        self.human_seat: int = lesson.human_seat
        self.index = 0
        self.script_used = 0  # opponent script entries played so far
        self.fallbacks = 0  # opponent picks the script did not name
        self._seen: PendingChoice | None = self.game.pending
        self._settle()

    # ---- where the lesson is -------------------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.lesson.steps)

    @property
    def step(self) -> LessonStep | None:
        return self.lesson.steps[self.index] if self.index < self.total else None

    @property
    def finished(self) -> bool:
        return self.index >= self.total

    # ---- the human's side --------------------------------------------------------------------------
    def filter(self, pending: P | None) -> P | None:
        """The choice with only the options the current step allows, when it is the human's. Another seat's
        choice, and any choice once the lesson is over, come back unchanged; while a step is read or
        watched the human's choice has no options (the player presses the step's button, or waits)."""
        if pending is None or pending.seat != self.human_seat or self.finished:
            return pending
        step = self.step
        assert step is not None
        return attrs.evolve(pending, options=tuple(o for o in pending.options if self._allows(step, o)))

    def allows(self, run: Sequence[Option]) -> bool:
        """Would these options, picked in this order (one drag that stands for several picks: start an action,
        then pay), be what the lesson expects, without passing over words the player should read first? The
        first pick must match the current step; each later one the same step again if it repeats, or the next
        step if that one is marked `with_previous`. `allows((o,))` agrees with `filter` (True for anything
        once the lesson is over). Changes nothing."""
        steps, total = self.lesson.steps, self.total
        if self.index >= total or not run:
            return True
        if not self._allows(steps[self.index], run[0]):
            return False
        at = {self.index}  # the steps that may have taken the last pick
        for option in run[1:]:
            nxt: set[int] = set()
            for i in at:
                if i + 1 >= total:
                    return True  # the lesson is over after that pick: anything goes
                if steps[i].repeat and self._allows(steps[i], option):
                    nxt.add(i)
                if steps[i + 1].with_previous and self._allows(steps[i + 1], option):
                    nxt.add(i + 1)
            if not nxt:
                return False
            at = nxt
        return True

    def next(self) -> bool:
        """Continue a reading step (its `next` button); False (nothing happens) on any other step."""
        step = self.step
        if step is None or not step.reading:
            return False
        self.index += 1
        self._settle()
        return True

    # ---- the opponent ------------------------------------------------------------------------------
    def opponent_command(self, pending: PendingChoice | None) -> Command | None:
        """The scripted answer to a choice of a seat other than the human's: the next script entry if one of
        the options matches it, else the fixed fallback. None when the human decides, the game is over, a
        step is being read, or the lesson is finished. Asking twice gives the same answer (nothing moves
        until `observe`)."""
        if pending is None or pending.seat == self.human_seat or not pending.options:
            return None
        step = self.step
        if step is None or step.reading:
            return None
        option = self._scripted(pending)
        if option is None:
            option = self.fallback(pending)
        return Command(pending.seat, pending.id, (option.key,))

    def _scripted(self, pending: PendingChoice) -> Option | None:
        script = self.lesson.opponent
        if self.script_used >= len(script):
            return None
        want = script[self.script_used]
        return next((o for o in pending.options if self.matches(want, o)), None)

    def fallback(self, pending: PendingChoice) -> Option:
        """The opponent's fixed answer when its script names nothing here: end what can be ended, else the first
        option (options are sorted and stable, so the fallback is deterministic)."""
        for verb in self.fallback_verbs:
            for o in pending.options:
                if o.verb == verb:
                    return o
        return pending.options[0]

    # ---- the game's adapter ------------------------------------------------------------------------
    def matches(self, expect: Expect, option: Option) -> bool:
        """Does `option` answer `expect` (a step's move or a script entry)? By default its named fields."""
        return expect.matches(option)

    def _allows(self, step: LessonStep, option: Option) -> bool:
        return step.expect is not None and any(self.matches(e, option) for e in step.expect)

    # ---- following the game ------------------------------------------------------------------------
    def observe(self, command: Command, result: Accepted | Rejected) -> None:
        """Call after every command submitted to `game` (any seat): advances the steps and the script."""
        if not result.ok or not isinstance(result, Accepted):
            return
        for before, option, after in self._picks(command, result):
            if before.seat == self.human_seat:
                self._human_pick(before, option, after)
            else:
                self._opponent_pick(option)
        self._seen = self.game.pending
        self._settle()

    def _picks(self, command: Command, result: Accepted) -> list[tuple[PendingChoice, Option, PendingChoice | None]]:
        """Each pick of the command with the choice it answered and the choice that followed it."""
        seen = self._seen
        if len(command.picks) == 1 and seen is not None and seen.id == command.choice_id:
            option = seen.option(command.picks[0])
            return [(seen, option, self.game.pending)] if option is not None else []
        # several picks in one command (a drag that starts an action and pays): play them again on the
        # position before the command, to see each choice they answered
        mark = len(self.game.events) - len(result.events)
        shadow = type(self.game).rebuild(self.game.rules, self.game.settings, self.game.events[:mark])
        out: list[tuple[PendingChoice, Option, PendingChoice | None]] = []
        for key in command.picks:
            before = shadow.pending
            option = before.option(key) if before is not None else None
            if before is None or option is None or not shadow.submit(Command(before.seat, before.id, (key,))).ok:
                break
            out.append((before, option, shadow.pending))
        return out

    def _human_pick(self, before: PendingChoice, option: Option, after: PendingChoice | None) -> None:
        step = self.step
        if step is None or not self._allows(step, option):
            return
        if step.repeat and after is not None and after.seat == self.human_seat and after.kind == before.kind \
                and any(self._allows(step, o) for o in after.options):
            return  # the same choice goes on: the step accepts more of the same
        self.index += 1

    def _opponent_pick(self, option: Option) -> None:
        script = self.lesson.opponent
        if self.script_used < len(script) and self.matches(script[self.script_used], option):
            self.script_used += 1
        else:
            self.fallbacks += 1

    def _settle(self) -> None:
        """Watching steps end by themselves once what they wait for has come."""
        while (step := self.step) is not None and step.wait:
            pending = self.game.pending
            done = self.game.over if step.wait == "over" else (pending is not None and pending.seat == self.human_seat)
            if not done:
                return
            self.index += 1

