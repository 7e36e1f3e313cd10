"""Alien Artifacts tabletop: rules engine, card content, AI seats and a pygame-ce table."""

__version__ = "0.1.0"
