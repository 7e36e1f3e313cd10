"""Alien Artifacts' scenes (the table, setup, scores, load, pause, rules & player aid)."""
