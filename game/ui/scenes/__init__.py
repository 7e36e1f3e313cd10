"""The scenes of the app: menu, setup, table, curtain, scores, settings, help, load, pause, dialog.

Each scene module registers its scene by name (registry.py); game/ui/all_scenes.py is the one place that
imports them all. Scenes open one another by name through the app, never by import.
"""
