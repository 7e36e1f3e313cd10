"""Age of Galaxy in words: the game log told to one reader (`narrate.py`), the things it names (`names.py`) and
what the other players read while a seat chooses (`waiting.py`)."""
