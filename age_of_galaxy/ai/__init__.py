"""Age of Galaxy's AI seats (random, easy, normal, hard): pure Python over the kernel's search, deciding from a
seat's View only (worlds.py samples what the View hides, value.py is the G85 scale, seats.py the levels)."""
