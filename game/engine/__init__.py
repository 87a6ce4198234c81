"""The rules engine: pure Python, no window, no clock, no files.

A :class:`Table` takes each seat's :class:`Action`, checks it against the laws, changes
its state and emits :mod:`events`; a seat's :class:`SeatView` holds only what it may see.
"""

from .actions import Action, ActionKind, LegalAction
from .errors import (
    ActionNotAllowed, AmountOutOfRange, BadDiscard, DealOver, IllegalAction, NoOpeners,
    NotYourTurn, TableError,
)
from .house import HouseRules, RuleError, parse_house
from .table import Table, cut_for_seats, replay
from .variants import VARIANTS
from .view import Phase, PlayerInfo, PublicAction, SeatView

__all__ = [
    "Action", "ActionKind", "LegalAction", "ActionNotAllowed", "AmountOutOfRange", "BadDiscard",
    "DealOver", "IllegalAction", "NoOpeners", "NotYourTurn", "TableError", "HouseRules",
    "RuleError", "parse_house", "Table", "cut_for_seats", "replay", "VARIANTS", "Phase",
    "PlayerInfo", "PublicAction", "SeatView",
]
