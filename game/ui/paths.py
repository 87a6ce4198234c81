"""Where things live: the bundled assets, and the player's own data folder.

Pure Python (no pygame), so settings and saves can use it in tests without a display.

* Assets are found beside the source tree (``<repo>/assets``) or, in a PyInstaller
  build, in the unpacked bundle (``sys._MEIPASS/assets``).
* The player's data folder is ``platformdirs.user_data_dir("ParlourPoker")`` unless the
  environment variable ``PARLOUR_POKER_HOME`` names another (tests point it at a
  temporary folder).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

HOME_ENV = "PARLOUR_POKER_HOME"
"""Environment variable that overrides the data folder."""

LOG_NAME = "parlour-poker.log"
SETTINGS_NAME = "settings.json"
SAVES_DIR = "saves"
CURRENT_SAVE_NAME = "current.json"
STATISTICS_NAME = "statistics.json"


def assets_dir() -> Path:
    """The folder holding fonts, sounds and the icon, from source or from a frozen build."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def asset(*parts: str) -> Path:
    """A path inside the assets folder (it may not exist; callers fail soft)."""
    return assets_dir().joinpath(*parts)


def data_home() -> Path:
    """The player's data folder (not created here)."""
    override = os.environ.get(HOME_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("ParlourPoker", appauthor=False))


def log_path(home: Path | None = None) -> Path:
    """The log file the window writes its errors to."""
    return (home or data_home()) / LOG_NAME


def saved_game_path(home: Path | None = None) -> Path:
    """Where the game in progress is saved (written by the store; the title screen only looks)."""
    return (home or data_home()) / SAVES_DIR / CURRENT_SAVE_NAME


def statistics_path(home: Path | None = None) -> Path:
    """Where the player's statistics are kept (written by the store)."""
    return (home or data_home()) / STATISTICS_NAME


def has_saved_game(home: Path | None = None) -> bool:
    """True when there is a game to continue."""
    try:
        return saved_game_path(home).is_file()
    except OSError:
        return False
