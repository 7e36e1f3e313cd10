"""Age of Galaxy's lessons (docs/age-of-galaxy/LESSONS.md): scenario positions (scenario.py, over the engine's
PositionArranged) and lessons (loader.py) in cards/age_of_galaxy/lessons/, played by the kernel's Coach
(tabletop/lessons/) with this game's adapter (coach.py). Pure: no pygame."""
