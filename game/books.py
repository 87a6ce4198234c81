"""The five old books the game is built from, named as a reader knows them.

Every citation the program shows or prints (the log, the Rules screen, house rules, the
command line) names a book through this module, never by an internal number.  It imports
nothing, so every layer (cards, hands, engine, players, party, window) may use it.
``docs/sources.md`` is the bibliography that goes with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


@dataclass(frozen=True)
class Book:
    """One source: ``short`` is how a sentence cites it ("Foster"), ``title`` how a
    bibliography names it."""

    short: str
    title: str
    year: int
    what: str


class Source(Enum):
    """The five books, in the order the game gives them weight."""

    FOSTER = Book(
        "Foster", "R. F. Foster, Foster's Complete Hoyle, \u201cThe Poker Family\u201d", 1909,
        "the main source: Draw Poker and its laws 1\u201346, good play, and the rest of the family",
    )
    CODE = Book(
        "the code of laws", "A code of Poker laws (laws 30\u201368)", 1909,
        "progressive jack-pot openers, disputes over the draw, showing, foul hands",
    )
    MODERNIZED = Book(
        "Hoyle's Games Modernized", "Hoyle's Games Modernized, \u201cPoker\u201d", 1909,
        "a worked five-handed example, holding the age, Straight, Stud and Whiskey Poker",
    )
    SCHENCK = Book(
        "Schenck", "General R. C. Schenck's rules for Draw Poker", 1872,
        "the early game: the ante-man, making good, holding the age",
    )
    BRITANNICA = Book(
        "the Britannica", "Encyclopaedia Britannica, 11th edition, \u201cPoker\u201d", 1911,
        "a second code of laws: the dealer antes, filling, chipping, table stakes",
    )

    @property
    def short(self) -> str:
        return self.value.short

    @property
    def title(self) -> str:
        return self.value.title
