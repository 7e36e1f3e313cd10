"""How a sentence speaks of a player ("You draw" / "Ann draws"): the kernel's one grammar helper
(tabletop/grammar.py), shared with every game's narration; Alien Artifacts imports it from here."""

from tabletop.grammar import Voice, base_form, capital

__all__ = ["Voice", "base_form", "capital"]
