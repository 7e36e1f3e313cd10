"""The one place that imports every scene module, so that each registers its scene by name
(game/ui/scenes/registry.py). The app imports this module once; nothing else imports a scene module
(the tests do, to look inside scenes)."""

from game.ui.scenes import (  # noqa: F401  (imported to register their scenes)
    curtain,
    dialog,
    help,
    load,
    menu,
    pause,
    scores,
    settings_scene,
    setup,
    table,
)
from game.ui.tutorial import (  # noqa: F401  (Learn to play's scenes: the lesson list, a lesson, its Esc menu)
    lesson_menu,
    lessons_scene,
    tutorial_scene,
)
