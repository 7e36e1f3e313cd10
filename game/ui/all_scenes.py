"""Every scene of the app by name, as "module:Class" (tabletop/ui/registry.py imports a scene's module the
first time the scene opens, so the first frame loads only the menu): the shell's own, then each registered game's
(game/games.py). The app imports this module once; no module imports a scene module (the tests do, to look inside
scenes)."""

from game import games
from tabletop.ui import registry

SCENES: dict[str, str] = {
    "curtain": "tabletop.ui.curtain:CurtainScene",
    "dialog": "game.ui.scenes.dialog:DialogScene",
    "menu": "game.ui.scenes.menu:MenuScene",
    "settings": "game.ui.scenes.settings_scene:SettingsScene",
}
for _game in games.GAMES:
    if _game.has("table"):  # a game whose table is not there yet has no scene to open (the menu says so)
        SCENES.update(_game.scenes)

registry.declare(SCENES)
