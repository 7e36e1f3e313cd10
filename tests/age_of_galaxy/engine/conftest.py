"""Age of Galaxy's engine tests: aog_play.py (their helpers) is imported by name."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
