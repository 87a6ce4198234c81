"""A seat's view: everything one seat may see, and nothing more.

A computer player decides from this alone.  It holds the seat's own cards, the cards
shown to the table, what everyone did in public (including how many cards each drew,
which Law 22 makes everyone announce), and the legal actions when it is this seat's turn.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any, NamedTuple

from game.cards import Card, Rank

from .actions import ActionKind, LegalAction
from .house import HouseRules

if TYPE_CHECKING:
    from .stakes import StakeQuestion


class Phase(Enum):
    """Where a deal stands."""

    __hash__ = object.__hash__  # singletons: hash by identity

    BLIND = "blind"
    ANTES = "the antes"
    """A jack pot where a player may pass the jack (Law 37): each antes, or passes it."""
    STRADDLE = "straddle"
    OPENING = "opening"
    BEFORE_DRAW = "before the draw"
    DRAW = "the draw"
    AFTER_DRAW = "after the draw"
    SHOWDOWN = "the show"
    OVER = "over"
    # -- the other games of the family
    BETTING = "betting"
    """Straight and Stud Poker: betting on the hands as dealt (each round, in round-by-round Stud)."""
    WIDOW = "the widow"
    """Whiskey Poker: passing, taking the widow, drawing from it, knocking."""
    COMING_IN = "coming in"
    """Flat Poker: the others put up as much as the age's blind, or get no cards."""
    BACKING = "backing against the field"
    """Flat Poker: each in turn, from the age, may back his hand against the field."""
    FIELD = "the field's call"
    """Flat Poker: the field, each in turn, joins the call of the backer or not."""
    # -- Commerce and My Ship Sails
    TRADING = "trading"
    """Commerce, My Ship Sails: trading cards for ready money, for barter, or to the left."""
    # -- Brag (Foster, "Brag")
    BUYING = "buying cards"
    """Three-stake Brag: cards bought face up, a counter each, for the third pool."""


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
    up: tuple[Card, ...] = ()
    """Cards dealt or laid face up before the show, seen by everyone: Stud Poker's up-cards,
    every card of a Show-down Poker hand, in the order they came."""
    knocked: bool = False
    """Whiskey Poker: this player has knocked."""
    markers: int | None = None
    """Whiskey Poker played with markers: the markers he has left (None: not that game)."""
    beaten: bool = False
    """Show-down Poker: his hand was beaten and thrown into the deadwood."""


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
    # -- the other games of the family (defaults: Draw Poker has none of these)
    widow: tuple[Card, ...] | None = None
    """Whiskey Poker: the widow's cards when it lies face up (None while face down or absent)."""
    widow_cards: int = 0
    """Whiskey Poker: how many cards the widow holds, face up or down (0: no widow)."""
    knocker: int | None = None
    """Whiskey Poker: the seat that knocked, if any."""
    buck: int | None = None
    """Straight and Stud Poker: who holds the buck (antes for all in the next pool)."""
    backer: int | None = None
    """Flat Poker: the seat that backed his hand against the field, if any."""
    stakes: StakeQuestion | None = None
    """Between deals at table stakes: who is broke, sitting out or asking for a new stake,
    and who has consented (``legal`` then holds what this seat may say); None in a deal."""
    # -- Bouillotte (game/engine/french/bouillotte.py)
    bouillotte: Any = None
    """Bouillotte: the retourne, the word, the point, the payments (a ``BouillotteView``)."""
    # -- Ambigu (game/engine/french/ambigu.py)
    ambigu: Any = None
    """Ambigu: the step of the deal and the draw's round (an ``AmbiguStep``), for its words."""

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
