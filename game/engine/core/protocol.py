"""What a deal needs of its table, and what the table tells it: the core's side of the seam
between the table and the games.

A game's deal (in its family's package) is handed a table and a :class:`DealSetup` when the
deal starts.  It reads the table only through :class:`TableLike`, so a game never depends on
the concrete :class:`~game.engine.core.table.Table`, and the core never names a game: the
registry (``game/engine/registry.py``) hands the table its deal class.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence

from game.cards import Card, Rank
from game.hands import HandRules

from .house import HouseRules


@dataclass(frozen=True, slots=True)
class DealSetup:
    """What the table tells a deal before it starts."""

    number: int
    dealer: int
    players: tuple[int, ...]
    jack_pot: bool
    openers: Rank | None
    carried_in: int
    prepaid: bool
    ante_payer: dict[int, int] = field(default_factory=dict)
    jack_ante: int = 5

    def jack_ante_for(self, seat: int) -> int:
        """What ``seat`` puts up for his own jack ante (0 when someone pays it for him)."""
        return 0 if seat in self.ante_payer else self.jack_ante


class TableLike(Protocol):
    """The table as a deal sees it: the seats, their counters, the pack and the house rules."""

    names: tuple[str, ...]
    size: int
    stacks: list[int]
    """Each seat's counters in front of him."""
    bought: list[int]
    """What each seat has bought from the banker (Law 5)."""
    out: list[bool]
    """Seats frozen out of the game."""
    dealer: int
    house: HouseRules
    pack: Sequence[Card]
    hand_rules: HandRules
    rank_order: dict[Rank, int]
    variant_state: dict[str, Any]
    """What a game keeps from deal to deal (the buck's holder, Whiskey's markers)."""

    def active_seats(self) -> list[int]: ...

    def seat_left_of(self, seat: int) -> int: ...

    def seat_right_of(self, seat: int) -> int: ...
