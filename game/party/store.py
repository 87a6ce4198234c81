"""Where the evening in progress is kept: ``<data folder>/party/evening.json``.

The file is the evening's own JSON (:meth:`Evening.to_dict`), written atomically after
every table's deal and every round; a finished evening stays there until a new one
starts, with its score sheets beside it.  One that cannot be read, or does not add up,
is kept aside as ``evening.json.damaged`` with one sentence saying why.
"""

from __future__ import annotations

from pathlib import Path

from game.store.jsonfile import clean_folder, load_checked, read_data
from game.store.paths import PARTY_DIR, party_dir

from .evening import Evening

EVENING_NAME = "evening.json"

__all__ = ["EVENING_NAME", "PARTY_DIR", "evening_path", "has_evening_in_progress", "interrupted_round",
           "interrupted_words", "party_dir", "saved_evening"]


def evening_path(home: Path | None = None) -> Path:
    return party_dir(home) / EVENING_NAME


def saved_evening(home: Path | None = None) -> tuple[Evening | None, str | None]:
    """The saved evening, or ``(None, message)`` when there is none or it cannot be read
    (a damaged file is kept aside as ``evening.json.damaged``)."""
    path = evening_path(home)
    clean_folder(path.parent)  # what a kill during a write left behind
    ev, problem = load_checked(path, Evening.from_dict, "The saved evening")
    if ev is not None:
        ev.path = path
    return ev, problem


def has_evening_in_progress(home: Path | None = None) -> bool:
    """True when an unfinished evening is saved (a quick look; nothing is moved)."""
    try:
        data = read_data(evening_path(home))
    except (OSError, ValueError):
        return False
    return isinstance(data, dict) and data.get("format") == "parlour-poker-party" and not _done(data)


def _done(data: dict) -> bool:
    """True for an evening over for good: finished, and its prizes given by the host's window
    (one killed before it gave them is resumed to its prizes)."""
    state = data.get("state")
    return bool(data.get("final")) and not (isinstance(state, dict) and state.get("prizes_due") is True)


def interrupted_round(home: Path | None = None) -> int | None:
    """The round an unfinished saved evening was interrupted in (from 1), or None when there
    is none: a quick look, for the title screen's word of it."""
    try:
        data = read_data(evening_path(home))
    except (OSError, ValueError):
        return None
    if not (isinstance(data, dict) and data.get("format") == "parlour-poker-party") or _done(data):
        return None
    rounds = data.get("rounds")
    if not isinstance(rounds, list):
        return 1
    return len(rounds) if data.get("final") else len(rounds) + 1  # before the prizes: the last round


def interrupted_words(round_no: int, how: str = "Resume it (F5)") -> str:
    """The line that says an evening waits to be resumed, the same on every screen."""
    return f"An evening was interrupted at round {round_no}: {how}."
