"""Age of Galaxy's part of the main menu (the registry's "menu" hook, game/games.py): Solo game (you against one
Normal AI), Standard Solo (you against the Virtual Opponent, G74), New game (the setup scene), Resume (the last game
in progress) and Load (this game's saves), and the one line that says what is wrong in its saves folder. The shell's
menu (game/ui/scenes/menu.py) lays them out. Learn to play opens the lesson list (lesson_list.py).

The saves folder is the app's (`app.saves_folder()`, game/ui/app.py), this game's subfolder of it (saves.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from age_of_galaxy.ui import saves

Entry = tuple[str, str, Callable[[], None], bool]  # (button key, label, what it does, enabled)
KEY = saves.GAME_ID  # the buttons' keys start with the game's key: "age-of-galaxy:solo"
YOU = "You"
NO_RESUME = "Resume (no game saved yet)"


def folder_of(app: Any) -> saves.Folder:
    """This game's saves folder, inside the app's."""
    return saves.Folder(Path(app.saves_folder()) / saves.SUBFOLDER)


def seed_of(app: Any) -> int:
    """The app's --seed when given (tests, the smoke test), else a fresh one."""
    seed = getattr(getattr(app, "args", None), "seed", None)
    return seed if type(seed) is int else random.randrange(1 << 30)


def start(app: Any, names: list[str], seats: list[str], solo: bool = False, drafting: bool = False,
          explored: bool = False, seed: int | None = None) -> str:
    """A new game on the table, over the top scene; "" when it opened, else why not (new_match's one line)."""
    from age_of_galaxy.ui.played import open_game  # lazy: the rules load when a game starts
    from age_of_galaxy.ui.start import new_match

    try:
        setup = new_match(names, seats, seed_of(app) if seed is None else seed, solo=solo, drafting=drafting,
                          explored=explored)
    except ValueError as exc:
        return f"The game could not start: {exc}"
    open_game(app, setup, folder_of(app))
    return ""


def try_open(app: Any, path: Path) -> str:
    """Open a saved game on the table over the top scene; "" when it opened, else one line naming the file."""
    from age_of_galaxy.ui.played import open_game  # lazy, as in start

    folder = folder_of(app)
    try:
        setup = folder.open(path)
    except saves.SaveFileError as exc:
        return f"{Path(path).name}: {exc.reason}"
    open_game(app, setup, folder, Path(path).stem)
    return ""


def open_saved(app: Any, path: Path) -> bool:
    """Open a saved game (Resume, `--load`); a file that cannot be opened is the menu's one line."""
    why = try_open(app, path)
    if why:
        app.status = why
    return not why


class MenuPart:
    """What the main menu offers for Age of Galaxy; `refresh` lists the saves folder so Resume and Load are enabled
    only when there is something to open."""

    def __init__(self) -> None:
        self.listing = saves.Listing((), ())

    def refresh(self, app: Any) -> None:
        self.listing = folder_of(app).scan()

    def entries(self, app: Any) -> list[Entry]:
        latest = self.listing.latest
        resume = f"Resume ({latest.state_text()})" if latest is not None else NO_RESUME
        return [
            (f"{KEY}:learn", "Learn to play", lambda: app.open("aog_lessons"), True),
            (f"{KEY}:solo", "Solo game (you vs 1 AI)", lambda: self.solo(app), True),
            (f"{KEY}:standard", "Standard Solo (vs the Virtual Opponent)", lambda: self.standard(app), True),
            (f"{KEY}:new", "New game…", lambda: app.open("aog_setup"), True),
            (f"{KEY}:resume", resume, lambda: self.resume(app), latest is not None),
            (f"{KEY}:load", "Load…", lambda: app.open("aog_load"), bool(self.listing.games or self.listing.bad)),
        ]

    def status(self, app: Any) -> str:
        """One line about the saves folder ("" when all is well)."""
        bad = self.listing.bad
        if bad:
            return (bad[0].line if len(bad) == 1 else
                    f"{len(bad)} files in its saves folder are not games you can load") + "  (see Load…)"
        return ""

    def saved_games(self, app: Any) -> int:
        """How many games its Load lists (another game's Load points here when there are any)."""
        return len(folder_of(app).scan().games)

    def solo(self, app: Any) -> None:
        app.status = start(app, [YOU, "AI 2"], ["human", "normal"])

    def standard(self, app: Any) -> None:
        app.status = start(app, [YOU], ["human"], solo=True)

    def resume(self, app: Any) -> None:
        latest = folder_of(app).scan().latest
        if latest is not None:
            open_saved(app, latest.path)


MENU = MenuPart()
