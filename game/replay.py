"""`python -m game.replay SAVE [--verify]`: tell a saved game in words (see game/tools/replay.py)."""

import sys

from game.tools.replay import main

if __name__ == "__main__":
    sys.exit(main())
