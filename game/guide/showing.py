"""What the table shows at a guide's note, in a line of words (``python main.py guide``).

The window points at the part of the table; the command line cannot, so it says what is
there: your hand, the pool, the widow or the cards on the table, the retourne, and the
player pointed at.  Only the person's view is read.
"""

from __future__ import annotations

from typing import Any, Sequence

from game.engine import Table
from game.engine.core.errors import TableError

from .notes import Note

_POINTED = {"hand": "your hand", "pool": "the pool", "widow": "the widow", "table-cards": "the cards on the table",
            "retourne": "the retourne", "buttons": "your buttons", "log": "the log", "pack": "the pack"}


def _cards(cards: Sequence[Any]) -> str:
    return " ".join(c.symbol for c in cards) if cards else "none"


def pointed(note: Note, names: Sequence[str]) -> str:
    """The part of the table a note points at, in words ("Colonel Dash's place")."""
    if note.point == "seat" and note.seat is not None:
        name = names[note.seat]
        return "your place" if name == "You" else f"{name}'s place"
    return _POINTED.get(note.point, "")


def table_words(table: Table, you: int, note: Note, names: Sequence[str]) -> str:
    """What the table shows when ``note`` is said."""
    try:
        view = table.view(you)
    except TableError:
        return "The cards are not yet dealt."
    parts = []
    if view.hand:
        parts.append(f"your hand {_cards(view.hand)}")
    up = view.me.up
    if up and set(up) - set(view.hand):
        parts.append(f"your cards face up {_cards(up)}")
    parts.append(f"the pool {view.pool}")
    if view.widow_cards:
        if view.widow is not None:
            where = "the cards on the table" if view.variant == "thirty-one" else "the widow"
            parts.append(f"{where} {_cards(view.widow)}")
        else:
            parts.append(f"the widow {view.widow_cards} cards face down")
    b = view.bouillotte
    if b is not None and b.retourne is not None:
        parts.append(f"the retourne {b.retourne.symbol}")
    if note.point == "seat" and note.seat is not None and note.seat != you:
        p = view.players[note.seat]
        bits = [f"{p.stack} counters"]
        if p.up:
            bits.append("showing " + _cards(p.up))
        if p.shown:
            bits.append("shown " + _cards(p.shown))
        if p.put:
            bits.append(f"{p.put} in the pool")
        parts.append(f"{names[note.seat]}: " + ", ".join(bits))
    parts.append(f"your counters {view.me.stack}")
    text = "; ".join(parts)
    return text[:1].upper() + text[1:] + "."


__all__ = ["pointed", "table_words"]
