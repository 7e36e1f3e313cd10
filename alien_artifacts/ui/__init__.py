"""Alien Artifacts' table, tutorial and scenes (pygame-ce), on the application shell's scene base."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
