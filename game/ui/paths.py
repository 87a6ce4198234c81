"""Where things live: the bundled assets, and the player's own data folder.

Pure Python (no pygame), so settings and saves can use it in tests without a display.

* Assets are found beside the source tree (``<repo>/assets``) or, in a PyInstaller
  build, in the unpacked bundle (``sys._MEIPASS/assets``).
* The player's data folder is found by :mod:`game.store.paths` (re-exported here).
"""

from __future__ import annotations

from pathlib import Path

# The data folder belongs below the window (game.store.paths); these names stay for the
# window's modules and older imports.
from game.store.paths import (  # noqa: F401 - re-exported
    CURRENT_SAVE_NAME, HOME_ENV, LOG_NAME, SAVES_DIR, SETTINGS_NAME, STATISTICS_NAME, assets_dir, data_home,
    has_saved_game, log_path, saved_game_path, statistics_path, writable_problem,
)


def asset(*parts: str) -> Path:
    """A path inside the assets folder (it may not exist; callers fail soft)."""
    return assets_dir().joinpath(*parts)
