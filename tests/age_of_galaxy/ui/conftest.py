"""Age of Galaxy's table tests: aog_table_driver.py (the posted-event driver) is imported by name."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The table's tests count frames to the AI's moves: its seats think on threads here (progress with every frame); the
# AI process (age_of_galaxy/ui/thinkers.py, wall-clock time) is tested on its own in test_aog_frame.py, in the app's
# tests (tests/ui/test_aog_menu.py) and by the smoke test.
os.environ.setdefault("AOG_AI_WORKER", "thread")
sys.path.insert(0, str(Path(__file__).parent))
