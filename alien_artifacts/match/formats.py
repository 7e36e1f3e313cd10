"""What marks a file as an Alien Artifacts save: its "format" and its "version" (a larger version is a newer
program's). One place, read by the ruleset that writes saves and by the saves list, which loads no rules."""

from __future__ import annotations

SAVE_ID = "alien-artifacts-save"  # a save's "format"
SAVE_FORMAT = 1  # a save's "version"
