"""The book's advice, passage by passage, in plain words of our own.

Each passage is keyed by the situation it speaks to (:mod:`game.coach.situation`): the
family of games, the step of the deal, what the book's choice does, and the hand's shape.
Each says in one or two sentences what to do and why, and names where the book says it as
a reader knows it ("Foster, Suggestions for Good Play: going in").  Where the book says
nothing, the source is the good player's judgement and the passage says why.

The passages paraphrase Foster's "Suggestions for Good Play" and each game's own chapter,
Schenck's advice on drawing, Hoyle's Games Modernized and the Britannica's hints to players;
a few words are quoted from those books.  Blanks in braces are filled from the situation:
``{hand}`` is what the seat holds, in words; ``{come_in}`` is "Come in", or the age's "Make
good the blind".

* :mod:`.poker`: Draw Poker, Flat and Show-down Poker;
* :mod:`.family`: Straight and Stud Poker, Whiskey Poker, Thirty-One, Commerce, My Ship Sails;
* :mod:`.others`: Brag, Bouillotte and Ambigu.
"""

from __future__ import annotations

from typing import NamedTuple

JUDGEMENT = "The good player's judgement"


class Passage(NamedTuple):
    game: str
    step: str
    act: str
    shape: str
    says: str
    source: str


_INDEX: dict[tuple[str, str, str, str], Passage] | None = None


def _index() -> dict[tuple[str, str, str, str], Passage]:
    global _INDEX
    if _INDEX is None:
        from . import family, others, poker
        index: dict[tuple[str, str, str, str], Passage] = {}
        for module in (poker, family, others):
            for p in module.PASSAGES:
                index[(p.game, p.step, p.act, p.shape)] = p
        _INDEX = index
    return _INDEX


def all_passages() -> list[Passage]:
    """Every passage (for the tests)."""
    return list(_index().values())


def find(game: str, step: str, act: str, shapes: tuple[str, ...]) -> Passage | None:
    """The most particular passage for the situation: this game before every game, this
    step before any step, then the shapes in the order given."""
    index = _index()
    for g in (game, "*"):
        for s in (step, "*"):
            for shape in shapes:
                got = index.get((g, s, act, shape))
                if got is not None:
                    return got
    return None


_DEFAULTS = {"hand": "your hand", "come_in": "Come in", "gone": "card you part with",
             "why": "it does least for your hand"}


class _Blanks(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return _DEFAULTS.get(key, "")


def fill(text: str, fields: dict) -> str:  # type: ignore[type-arg]
    """A passage with its blanks filled (a blank left empty reads "your hand")."""
    blanks = _Blanks({k: v for k, v in fields.items() if v not in (None, "")})
    if "hand" not in blanks:
        text = text.replace(" ({hand})", "")
    return text.format_map(blanks)
