"""Where the player's data folder is, and the files kept in it.

Pure Python (no pygame): the window, the party and the commands all take the data folder
from here.  It is ``platformdirs.user_data_dir("ParlourPoker")`` unless the environment
variable ``PARLOUR_POKER_HOME`` names another (tests point it at a temporary folder).
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
PARTY_DIR = "party"


def assets_dir() -> Path:
    """The folder of the bundled assets (fonts, sounds, the phones' page), beside the source
    tree or, in a PyInstaller build, in the unpacked bundle (``sys._MEIPASS/assets``)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


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


def settings_path(home: Path | None = None) -> Path:
    """The window's settings."""
    return (home or data_home()) / SETTINGS_NAME


def saved_game_path(home: Path | None = None) -> Path:
    """Where the game in progress is saved (written by the store; the title screen only looks)."""
    return (home or data_home()) / SAVES_DIR / CURRENT_SAVE_NAME


def statistics_path(home: Path | None = None) -> Path:
    """Where the player's statistics are kept (written by the store)."""
    return (home or data_home()) / STATISTICS_NAME


def party_dir(home: Path | None = None) -> Path:
    """The folder of the evening in progress and its score sheets."""
    return (home if home is not None else data_home()) / PARTY_DIR


def has_saved_game(home: Path | None = None) -> bool:
    """True when there is a game to continue."""
    try:
        return saved_game_path(home).is_file()
    except OSError:
        return False


def writable_problem(home: Path | None = None) -> str | None:
    """None when the data folder can be written; else one sentence saying why not."""
    import tempfile

    folder = home or data_home()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder, prefix=".probe"):
            pass
    except OSError as exc:
        return (f"The data folder {folder} cannot be written ({exc.strerror or exc}); "
                f"games will not be saved.")
    return None
