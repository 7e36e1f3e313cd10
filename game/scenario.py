"""`python -m game.scenario check|capture`: a thin entry point (game/tools/scenario_cli.py does the work)."""

from __future__ import annotations

import sys

from game.tools.scenario_cli import main

if __name__ == "__main__":
    sys.exit(main())
