"""Age of Galaxy's table: a pygame scene on the UI kit (tabletop/ui), played by mouse against AI seats (issue 33).

The one place in age_of_galaxy/ that imports pygame (tests/system/test_import_rules.py). It draws a seat's View and
the pending choice's options and their notes; it computes no rule. Its parts:

- `start` (new_match: a game and its seats, what the shell's menu calls), `seats` (AI seats off the UI thread, at a
  readable pace), `moves` (the pending options as drags: what goes where), `reasons` (why a drop does nothing),
  `layout` (where everything is drawn, for any window), `paint` (the drawing), `scene` (AogTableScene),
  `__main__` (the dev runner: `python -m age_of_galaxy.ui --players 2 --seats human,normal`).
"""
