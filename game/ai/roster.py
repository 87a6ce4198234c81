"""The computer players a table can seat, by temperament name, with their names and the
one line a player can read about each.

``make_player("good", random.Random(7))`` gives a :class:`~game.ai.book.BookPlayer`;
``caller`` and ``random`` give the two baselines of :mod:`game.ai.base`;
``slider:LOOSENESS[:SKILL]`` a player between close and liberal.
"""

from __future__ import annotations

import random
from typing import Iterable

from .base import CallingStation, Player, RandomPlayer
from .book import BookPlayer
from .temperament import PRESETS, temperament

NAMES: dict[str, tuple[str, ...]] = {
    "close": ("Deacon Gray", "Miss Prudence", "Silas Penny", "Mr. Tight"),
    "liberal": ("Colonel Dash", "Captain Highwater", "Kate Lively", "Major Freehand"),
    "good": ("Judge Ames", "Mrs. Keene", "Dr. Lowell", "Mr. Steadman"),
    "caller": ("Calling Charlie", "Uncle Ned", "Cousin Jo"),
    "random": ("Happy Sam", "Dizzy Lou", "Tom Fool"),
    "slider": ("Mr. Middleton", "Miss Even", "Captain Fair", "Mrs. Between"),
}

BASELINES: dict[str, str] = {
    "caller": "A calling station: stays with anything and never raises (\"a good caller "
              "is a sure loser\").",
    "random": "Plays at random: any legal action, any amount.",
}

KINDS = tuple(PRESETS) + tuple(BASELINES)
"""The temperament names a table accepts (besides ``slider:...``)."""


def describe(key: str) -> str:
    """The one line a player reads about temperament ``key``."""
    if key in BASELINES:
        return BASELINES[key]
    return temperament(key).description


def _name(key: str, taken: Iterable[str]) -> str:
    used = set(taken)
    family = "slider" if key.startswith("slider") else key
    for n in NAMES.get(family, ()):
        if n not in used:
            return n
    base = NAMES.get(family, (key.title(),))[0]
    i = 2
    while f"{base} {i}" in used:
        i += 1
    return f"{base} {i}"


def make_player(key: str, rng: random.Random, name: str | None = None,
                taken: Iterable[str] = (), variant: str = "draw") -> Player:
    """A computer player of temperament ``key``, named ``name`` (or the first name of its
    kind not in ``taken``).  ``rng`` is its own generator: seed it for a repeatable game.
    ``variant``: the game it will play (a variant id); for any game but Draw Poker a
    temperament is played by :class:`~game.ai.variants.VariantPlayer` (which also plays
    Draw, as the :class:`BookPlayer` it is), and the two baselines play every game as
    they are.  Raises ``ValueError`` for an unknown temperament."""
    key = key.strip().lower()
    name = name or _name(key, taken)
    player: Player
    if key == "caller":
        player = CallingStation(name)
    elif key == "random":
        player = RandomPlayer(rng, name)
    elif variant != "draw":
        from .variants import VariantPlayer
        return VariantPlayer(temperament(key), rng, name)
    else:
        return BookPlayer(temperament(key), rng, name)
    player.description = BASELINES[key]  # type: ignore[attr-defined]
    return player
