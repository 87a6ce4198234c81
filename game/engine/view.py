"""A seat's view: everything one seat may see, and nothing more.

A computer player decides from this alone.  It holds the seat's own cards, the cards
shown to the table, what everyone did in public (including how many cards each drew,
which Law 22 makes everyone announce), and the legal actions when it is this seat's turn.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from game.cards import Card, Rank

from .actions import ActionKind, LegalAction
from .house import HouseRules


class Phase(Enum):
    """Where a deal stands."""

    __hash__ = object.__hash__  # singletons: hash by identity

    BLIND = "blind"
    STRADDLE = "straddle"
    OPENING = "opening"
    BEFORE_DRAW = "before the draw"
    DRAW = "the draw"
    AFTER_DRAW = "after the draw"
    SHOWDOWN = "the show"
    OVER = "over"


class PublicAction(NamedTuple):
    """An action everyone saw: who, what, the counters it put in, and in which phase."""

    seat: int
    kind: ActionKind
    put: int
    phase: Phase
    drew: int | None = None


class PlayerInfo(NamedTuple):
    """What the table can see of one player."""

    seat: int
    name: str
    stack: int
    put: int
    holds_cards: bool
    in_deal: bool
    all_in: bool
    drew: int | None
    shown: tuple[Card, ...] | None


class SeatView(NamedTuple):
    """One seat's view of the table at one moment."""

    seat: int
    variant: str
    deal: int
    phase: Phase
    house: HouseRules
    hand: tuple[Card, ...]
    discarded: tuple[Card, ...]
    players: tuple[PlayerInfo, ...]
    dealer: int
    age: int
    pone: int
    to_act: int | None
    legal: tuple[LegalAction, ...]
    pool: int
    level: int
    jack_pot: bool
    openers: Rank | None
    opener: int | None
    history: tuple[PublicAction, ...]

    @property
    def me(self) -> PlayerInfo:
        """This seat's public information."""
        return self.players[self.seat]

    @property
    def to_call(self) -> int:
        """What staying costs this seat now."""
        return max(0, self.level - self.me.put)

    @property
    def my_turn(self) -> bool:
        """True when this seat must act."""
        return self.to_act == self.seat

    def offer(self, kind: ActionKind) -> LegalAction | None:
        """The legal offer of ``kind`` now, if there is one."""
        for la in self.legal:
            if la.kind is kind:
                return la
        return None

    @property
    def holding(self) -> list[int]:
        """Seats still holding cards."""
        return [p.seat for p in self.players if p.holds_cards]
