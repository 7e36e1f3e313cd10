"""The scenes of the app: menu, setup, table, curtain, scores, settings, help."""
