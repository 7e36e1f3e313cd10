"""Age of Galaxy: the second game (1-4 players, worker placement) over the tabletop kernel.

Its content (cards/age_of_galaxy/*.yaml) is read and checked by age_of_galaxy.content; the engine comes next
(docs/AOG_ENGINE_PLAN.md). This package imports the kernel (tabletop) and libraries, never the game/ package.
"""
