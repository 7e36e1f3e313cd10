"""Sound effects synthesized at start-up (no sample files needed); silent without an audio device.

The WAVs are built with the `wave` module into memory (and cached under assets/sounds if that is
writable), so the game ships no third-party audio.
"""

from __future__ import annotations

import io
import math
import random
import struct
import wave

import pygame

RATE = 22050


def _wav(samples: list[float]) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 30000)) for s in samples))
    return buf.getvalue()


def _env(i: int, n: int, attack: float = 0.01) -> float:
    t = i / n
    a = min(1.0, t / attack) if attack > 0 else 1.0
    return a * (1.0 - t) ** 2


def synth(name: str) -> bytes:
    """A short effect by name: draw, drop, snap, attack, score, click, turn."""
    rng = random.Random(name)
    out: list[float] = []
    if name == "draw":  # paper swish: filtered noise sweep
        n = int(RATE * 0.12)
        prev = 0.0
        for i in range(n):
            prev = prev * 0.7 + rng.uniform(-1, 1) * 0.3
            out.append(prev * _env(i, n, 0.2) * 0.8)
    elif name == "drop":  # soft thump
        n = int(RATE * 0.1)
        out = [math.sin(2 * math.pi * (180 - 90 * i / n) * i / RATE) * _env(i, n, 0.02) * 0.7 for i in range(n)]
    elif name == "snap":  # illegal drop: two falling beeps
        n = int(RATE * 0.08)
        for f in (440, 330):
            out += [math.sin(2 * math.pi * f * i / RATE) * _env(i, n) * 0.35 for i in range(n)]
    elif name == "attack":  # laser zap
        n = int(RATE * 0.3)
        ph = 0.0
        for i in range(n):
            hz = 1400 * (1 - i / n) + 120
            ph += 2 * math.pi * hz / RATE
            out.append((1 if math.sin(ph) > 0 else -1) * _env(i, n, 0.01) * 0.25)
    elif name == "score":  # rising arpeggio
        for f in (523, 659, 784, 1046):
            n = int(RATE * 0.09)
            out += [math.sin(2 * math.pi * f * i / RATE) * _env(i, n, 0.05) * 0.4 for i in range(n)]
    elif name == "turn":  # chime
        n = int(RATE * 0.35)
        out = [(math.sin(2 * math.pi * 880 * i / RATE) + 0.5 * math.sin(2 * math.pi * 1320 * i / RATE))
               * _env(i, n, 0.01) * 0.25 for i in range(n)]
    else:  # click
        n = int(RATE * 0.03)
        out = [math.sin(2 * math.pi * 1200 * i / RATE) * _env(i, n) * 0.3 for i in range(n)]
    return _wav(out)


NAMES = ("draw", "drop", "snap", "attack", "score", "turn", "click")


class Sound:
    """Plays named effects at the configured volume; a no-op where the mixer cannot start."""

    def __init__(self, volume: float = 0.7, mute: bool = False) -> None:
        self.volume = volume
        self.mute = mute
        self.ok = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            self.ok = True
        except pygame.error:
            self.ok = False

    def _get(self, name: str) -> pygame.mixer.Sound | None:
        if not self.ok:
            return None
        s = self._sounds.get(name)
        if s is None:
            try:
                s = pygame.mixer.Sound(file=io.BytesIO(synth(name)))
            except pygame.error:
                return None
            self._sounds[name] = s
        return s

    def play(self, name: str) -> None:
        if self.mute or self.volume <= 0:
            return
        s = self._get(name)
        if s is not None:
            s.set_volume(self.volume)
            s.play()

    def configure(self, volume: float, mute: bool) -> None:
        self.volume, self.mute = volume, mute
