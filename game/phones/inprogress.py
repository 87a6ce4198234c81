"""The deals in progress, saved beside the evening so that a host restart loses nothing.

The evening itself is saved after every table's deal and every round
(:meth:`game.party.Evening.save`); between those saves this file keeps, for each table
still dealing, the actions taken so far, and the phones' code and tokens.  Restarting
plays those actions again on the same deal (:func:`game.phones.night.resume_night`), and
the phones, which keep their tokens, reconnect to the same seats.  It holds no seed and
no card a seat has not seen: only actions, and the cards a player discarded himself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.cards import Card
from game.engine import Action, ActionKind
from game.store.jsonfile import write_text_atomic

if TYPE_CHECKING:
    from .night import NightSettings

FORMAT = "parlour-poker-phones"
VERSION = 1
FILE_NAME = "phones.json"


@dataclass
class DealLog:
    """One table's actions this round, seat by seat, in order; ``(NEW_DEAL, None)`` marks
    the start of a deal (a deal nobody came into is dealt again)."""

    actions: list[tuple[int, Action | None]] = field(default_factory=list)

    def add(self, seat: int, action: Action) -> None:
        self.actions.append((seat, action))

    def new_deal(self) -> None:
        self.actions.append((NEW_DEAL, None))

    def to_list(self) -> list[list[Any]]:
        return [[NEW_DEAL] if a is None else [s, a.kind.value, a.amount, [c.code for c in a.cards]]
                for s, a in self.actions]


NEW_DEAL = -1


def _entry(raw: list[Any]) -> tuple[int, Action | None]:
    if raw == [NEW_DEAL]:
        return NEW_DEAL, None
    seat, kind, amount, cards = raw
    return int(seat), Action(ActionKind(kind), int(amount), tuple(Card.parse(c) for c in cards))


def save_log(path: Path, code: str, round_no: int, logs: dict[int, DealLog], tokens: dict[str, str],
             settings: NightSettings) -> None:
    data = {"format": FORMAT, "version": VERSION, "code": code, "round": round_no,
            "tokens": tokens, "settings": settings.to_dict(),
            "deals": {str(t + 1): log.to_list() for t, log in sorted(logs.items())}}
    write_text_atomic(path, json.dumps(data, separators=(",", ":")))


def load_meta(path: Path | None) -> dict[str, Any] | None:
    """The file's contents, or None when there is none (or it cannot be read)."""
    if path is None:
        return None
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("format") == FORMAT else None


def load_log(path: Path | None, round_no: int) -> dict[int, list[tuple[int, Action | None]]]:
    """The saved actions of round ``round_no`` by table (0-based); empty if none match."""
    data = load_meta(path)
    if data is None or data.get("round") != round_no:
        return {}
    try:
        return {int(t) - 1: [_entry(x) for x in entries] for t, entries in (data.get("deals") or {}).items()}
    except (ValueError, TypeError, KeyError):
        return {}
