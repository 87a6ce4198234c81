"""Where the evening in progress is kept: ``<data folder>/party/evening.json``.

The file is the evening's own JSON (:meth:`Evening.to_dict`), written atomically after
every table's deal and every round; a finished evening stays there until a new one
starts, with its score sheets beside it.
"""

from __future__ import annotations

from pathlib import Path

from .evening import Evening

PARTY_DIR = "party"
EVENING_NAME = "evening.json"


def party_dir(home: Path | None = None) -> Path:
    from game.ui.paths import data_home  # pure Python: no pygame

    return (home if home is not None else data_home()) / PARTY_DIR


def evening_path(home: Path | None = None) -> Path:
    return party_dir(home) / EVENING_NAME


def saved_evening(home: Path | None = None) -> tuple[Evening | None, str | None]:
    """The saved evening, or ``(None, message)`` when there is none or it cannot be read
    (a damaged file is kept aside as ``evening.json.damaged``)."""
    path = evening_path(home)
    if not path.exists():
        return None, None
    try:
        return Evening.load(path), None
    except (OSError, ValueError, KeyError, TypeError) as exc:
        aside = path.with_suffix(path.suffix + ".damaged")
        try:
            path.replace(aside)
        except OSError:
            pass
        return None, (f"The saved evening could not be read ({exc.__class__.__name__}); "
                      f"it was kept aside as {aside.name}.")


def has_evening_in_progress(home: Path | None = None) -> bool:
    """True when an unfinished evening is saved (a quick look; nothing is moved)."""
    import json

    try:
        with open(evening_path(home), encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return False
    return isinstance(data, dict) and data.get("format") == "parlour-poker-party" and not data.get("final")
