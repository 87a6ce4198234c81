"""Players: anything that takes a seat's view and returns one action.

Computer players see only their :class:`~game.engine.SeatView`; a human is a player
whose decisions come from the window.
"""

from .base import CallingStation, Player, RandomPlayer

__all__ = ["Player", "RandomPlayer", "CallingStation"]
