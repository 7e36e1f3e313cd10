"""Alien Artifacts: its card content, rules engine, match layer, AI seats, lessons and table UI, over the kernel
(tabletop/). The application shell (game/) reaches it only through its registration (game/games.py)."""
