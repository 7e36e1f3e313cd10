"""Board pieces as frozen values a game's state holds and its fold replaces: spaces with capacity and stacks
(spaces.py), capped and wrapping tracks (tracks.py), limited supplies (supplies.py), face-down public pieces
(facedown.py). Each change returns a new value, so a state copies cheaply and serializes as it is."""
