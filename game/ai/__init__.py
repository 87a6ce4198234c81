"""Players: anything that takes a seat's view and returns one action.

Computer players see only their :class:`~game.engine.SeatView`; a human is a player
whose decisions come from the window.  The book's temperaments (close, liberal, the good
player, and blends between them) are :class:`BookPlayer`; :func:`make_player` builds any
of them, or a baseline, by name.
"""

from .base import CallingStation, Player, RandomPlayer
from .book import BookPlayer, DealNote
from .roster import KINDS, describe, make_player
from .temperament import CLOSE, GOOD, LIBERAL, PRESETS, Temperament, blend, temperament

__all__ = ["Player", "RandomPlayer", "CallingStation", "BookPlayer", "DealNote", "KINDS",
           "describe", "make_player", "Temperament", "CLOSE", "LIBERAL", "GOOD", "PRESETS",
           "blend", "temperament"]
