"""Alien Artifacts' card faces, symbols and table sprites."""
