"""`python -m game.arena`: play many headless games (see game/tools/arena.py)."""

import sys

from game.tools.arena import main

if __name__ == "__main__":
    sys.exit(main())
