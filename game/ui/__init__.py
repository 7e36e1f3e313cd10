"""The pygame-ce table UI (the only package that imports pygame)."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
