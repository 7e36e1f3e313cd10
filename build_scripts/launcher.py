"""Entry script of the one-file executable: the same `main()` as `python -m game`."""

from __future__ import annotations

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
