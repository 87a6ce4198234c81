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

__all__ = ["BEFORE_PRIZES", "EVENING_NAME", "PARTY_DIR", "evening_path", "has_evening_in_progress",
           "interrupted_at", "interrupted_round", "interrupted_words", "party_dir", "saved_evening"]


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


BEFORE_PRIZES = 0
"""The "round" of an evening interrupted with every round played and its prizes still to
give: what waits is the prizes, not a round (play-test round 10 of issue 37: "interrupted at
round 4" for an evening of 3 rounds killed at "Enter for the prizes")."""


def interrupted_at(ev: Evening) -> int:
    """Where an unfinished evening stopped: the round being played (from 1), or
    :data:`BEFORE_PRIZES` when no round is left and the prizes wait."""
    return BEFORE_PRIZES if ev.over() else ev.round_no


def interrupted_round(home: Path | None = None) -> int | None:
    """Where an unfinished saved evening was interrupted (:func:`interrupted_at`), or None
    when there is none: a quick look, for the title screen's word of it."""
    try:
        data = read_data(evening_path(home))
    except (OSError, ValueError):
        return None
    if not (isinstance(data, dict) and data.get("format") == "parlour-poker-party") or _done(data):
        return None
    try:
        return interrupted_at(Evening.from_dict(data))
    except (ValueError, KeyError, TypeError):
        return 1  # unreadable here: the setup screen says why when it is opened


def interrupted_words(round_no: int, how: str = "Resume it (F5)", prizes_how: str = "give them (F5)") -> str:
    """The line that says an evening waits to be resumed, the same on every screen: at its
    round, or before its prizes (``round_no`` :data:`BEFORE_PRIZES`), with what the host does."""
    if round_no == BEFORE_PRIZES:
        return f"An evening was interrupted before its prizes: {prizes_how}."
    return f"An evening was interrupted at round {round_no}: {how}."
