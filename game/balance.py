"""`python -m game.balance --games N --out DIR`: the balance report (see game/tools/balance.py)."""

import sys

from game.tools.balance import main

if __name__ == "__main__":
    sys.exit(main())
