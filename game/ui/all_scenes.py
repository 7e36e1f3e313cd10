"""Every scene of the app by name, as "module:Class" (tabletop/ui/registry.py imports a scene's module the
first time the scene opens, so the first frame loads only the menu). The app imports this module once; no module
imports a scene module (the tests do, to look inside scenes)."""

from tabletop.ui import registry

SCENES: dict[str, str] = {
    "curtain": "tabletop.ui.curtain:CurtainScene",
    "dialog": "game.ui.scenes.dialog:DialogScene",
    "help": "game.ui.scenes.help:HelpScene",
    "load": "game.ui.scenes.load:LoadScene",
    "menu": "game.ui.scenes.menu:MenuScene",
    "pause": "game.ui.scenes.pause:PauseScene",
    "scores": "game.ui.scenes.scores:ScoresScene",
    "settings": "game.ui.scenes.settings_scene:SettingsScene",
    "setup": "game.ui.scenes.setup:SetupScene",
    "table": "game.ui.scenes.table:TableScene",
    # Learn to play: the lesson list, a lesson, its Esc menu
    "lessons": "game.ui.tutorial.lessons_scene:LessonsScene",
    "tutorial": "game.ui.tutorial.tutorial_scene:TutorialScene",
    "lesson_menu": "game.ui.tutorial.lesson_menu:LessonMenuScene",
}

registry.declare(SCENES)
