"""The AI laboratory: tuning, fitting and trial tools (not shipped; see research/README.md)."""
