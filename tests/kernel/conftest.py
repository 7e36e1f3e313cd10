"""The kernel's tests: high_card.py (the tiny second game) is imported by name."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))  # high_card (the test modules import it by name)
sys.path.insert(0, str(Path(__file__).parents[1] / "system"))  # test_import_rules (its import reader)
