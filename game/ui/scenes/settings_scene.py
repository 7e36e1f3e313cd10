"""Settings: window size, fullscreen, animation speed, sound, AI pace (both games'), and Alien Artifacts' Hard AI
search time, hints and waste question. Saved on change."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.scenes.base import Scene
from game.ui.settings import ANIM_SPEEDS, HARD_BUDGETS, THINK_TIMES
from tabletop.ui.registry import register
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, fit_size, panel


def _next(seq: list[Any] | tuple[Any, ...], cur: Any) -> Any:
    try:
        return seq[(list(seq).index(cur) + 1) % len(seq)]
    except ValueError:
        return seq[0]


@register
class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.buttons = ButtonGroup()

    def rows(self) -> list[tuple[str, str, Any]]:
        s = self.app.settings
        speed = next((n for n, v in ANIM_SPEEDS if abs(v - s.anim_speed) < 1e-6), f"{s.anim_speed:g}x")
        return [
            ("size", f"Window size: {s.window_size[0]} x {s.window_size[1]}", self.cycle_size),
            ("fullscreen", f"Fullscreen: {'on' if self.app.fullscreen else 'off'}  (F11)", self.toggle_fullscreen),
            ("anim", f"Animation speed: {speed}", self.cycle_anim),
            ("volume", f"Sound volume: {round(s.volume * 100)}%", self.cycle_volume),
            ("mute", f"Sound: {'muted' if s.mute else 'on'}", self.toggle_mute),
            ("think", f"AI pace: {s.ai_think_time:g} s between steps", self.cycle_think),
            # Alien Artifacts' own (game/ui/settings.py GAME_FIELDS): named so, the rows above are both games'
            ("hard", f"Alien Artifacts' Hard AI: {s.hard_budget:g} s per move", self.cycle_hard),
            ("hints", f"Alien Artifacts' first-game hints: {'on' if s.hints else 'off'}", self.toggle_hints),
            ("waste", f"Alien Artifacts: ask before wasting: {'on' if s.confirm_waste else 'off'}",
             self.toggle_waste),
            ("back", "Back", self.leave),
        ]

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        bw, bh, gap = sc(480), sc(42), sc(8)
        rows = self.rows()
        y0 = sc(120)
        btns = [Button(pygame.Rect(w // 2 - bw // 2, y0 + i * (bh + gap), bw, bh), label, fn, key=k, size=sc(16))
                for i, (k, label, fn) in enumerate(rows)]
        old = self.buttons.focus
        self.buttons.set(btns)
        self.buttons.focus = old

    def changed(self) -> None:
        self.app.save_settings()
        self.resize(*self.app.screen.get_size())

    def cycle_size(self) -> None:
        s = self.app.settings
        s.window_size = _next(self.app.window_sizes(), tuple(s.window_size))
        if not self.app.fullscreen:
            self.app.set_window(size=s.window_size, fullscreen=False)
        self.changed()

    def toggle_fullscreen(self) -> None:
        self.app.set_window(fullscreen=not self.app.fullscreen)
        self.app.settings.fullscreen = self.app.fullscreen
        self.changed()

    def cycle_anim(self) -> None:
        s = self.app.settings
        s.anim_speed = _next([v for _, v in ANIM_SPEEDS], s.anim_speed)
        self.changed()

    def cycle_volume(self) -> None:
        s = self.app.settings
        s.volume = _next((0.0, 0.25, 0.5, 0.75, 1.0), round(s.volume * 4) / 4)
        self.changed()
        self.app.sound.play("click")

    def toggle_mute(self) -> None:
        self.app.settings.mute = not self.app.settings.mute
        self.changed()

    def cycle_think(self) -> None:
        s = self.app.settings
        s.ai_think_time = _next(THINK_TIMES, s.ai_think_time)
        self.changed()

    def cycle_hard(self) -> None:
        s = self.app.settings
        s.hard_budget = _next(HARD_BUDGETS, s.hard_budget)
        self.changed()

    def toggle_hints(self) -> None:
        self.app.settings.hints = not self.app.settings.hints
        self.changed()

    def toggle_waste(self) -> None:
        self.app.settings.confirm_waste = not self.app.settings.confirm_waste
        self.changed()

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        w, _h = surf.get_size()
        surf.blit(self.app.starfield(), (0, 0))
        draw_text(surf, "Settings", (w // 2, sc(40)), sc(40), theme.ACCENT, bold=True, anchor="midtop")
        box = self.buttons.buttons[0].rect.unionall([b.rect for b in self.buttons.buttons]).inflate(sc(40), sc(40))
        panel(surf, box, theme.PANEL, theme.PANEL_EDGE, radius=sc(12), alpha=200)
        self.buttons.draw(surf)
        error = self.app.settings_error[:200]
        if error:  # the last save failed: say so where the player just made the change
            size = fit_size(error, sc(15), False, w - sc(40), min_size=sc(10))
            draw_text(surf, error, (w // 2, box.bottom + sc(16)), size, theme.DANGER, anchor="midtop")
        else:
            draw_text(surf, "Both games share these settings (the last three are Alien Artifacts' own); saved "
                      "automatically in your user config folder.", (w // 2, box.bottom + sc(16)), sc(13),
                      theme.TEXT_DIM, anchor="midtop")
