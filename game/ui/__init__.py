"""The window: the app loop and scene stack, scenes, card and counter art, tweens, sounds, settings.

Only this package imports pygame.  Its pure parts - :mod:`game.ui.settings`,
:mod:`game.ui.tween`, :mod:`game.ui.paths` - import without it, so they are tested without a
display; nothing here is imported by ``game.cards``, ``game.hands`` or ``game.engine``.

Start the window with :func:`game.ui.launch.run_window` (``python main.py``).
"""

import os as _os

# pygame greets stdout on import; the game's own output should be the game's.
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
