"""The match layer: a game in progress above the rules (submit, undo, replay, saves, narration, invariants)."""
