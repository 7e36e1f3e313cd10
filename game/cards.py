"""`python -m game.cards validate|reference`: a thin entry point (game/tools/cards_cli.py does the work)."""

from __future__ import annotations

import sys

from game.tools.cards_cli import main

if __name__ == "__main__":
    sys.exit(main())
