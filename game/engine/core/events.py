"""Events: every change at the table, as a frozen dataclass delivered to listeners.

The window animates them, the hand history records them, computer players and the
party manager may watch them.  An event produced by a ruling names its law in ``law``.
An event that carries cards only their holder may see has ``private_to`` set to that
seat; :func:`public_copy` gives what everyone else may see of it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping

from game.cards import Card, Rank

from .actions import ActionKind


@dataclass(frozen=True, kw_only=True, slots=True)
class Event:
    """Base of all events."""

    law: str | None = None
    private_to: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        """True if ``seat`` (None: a spectator) may see this event whole."""
        return self.private_to is None or self.private_to == seat


@dataclass(frozen=True, kw_only=True, slots=True)
class SeatsDrawn(Event):
    """The cut for seats (Laws 2-4): each candidate's cards, and the seating that follows."""

    cuts: tuple[tuple[str, tuple[Card, ...]], ...]
    order: tuple[str, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class DealStarted(Event):
    """A new deal: who deals, the age, the pone, and whether it is a jack pot."""

    deal: int
    dealer: int
    age: int
    pone: int
    players: tuple[int, ...]
    jack_pot: bool
    openers: Rank | None
    carried_in: int
    jack_pots_played: bool = False
    """Whether this game can have jack pots at all: only then is a deal called "ordinary"."""


@dataclass(frozen=True, kw_only=True, slots=True)
class CountersBought(Event):
    """A player buys counters from the banker (Law 5)."""

    seat: int
    amount: int


@dataclass(frozen=True, kw_only=True, slots=True)
class Staked(Event):
    """Counters put into the pool without a choice: blind, jack ante, fattening, penalty."""

    seat: int
    amount: int
    why: str


@dataclass(frozen=True, kw_only=True, slots=True)
class HandDealt(Event):
    """Five cards dealt face down to a seat; private to that seat."""

    seat: int
    cards: tuple[Card | None, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class Acted(Event):
    """A player's action, with the counters it put into the pool."""

    seat: int
    kind: ActionKind
    amount: int
    put: int
    level: int
    all_in: bool = False
    made_good: bool = False
    """Draw Poker: the age making good his blind before the draw (a call, told in the
    button's words: "Make good 1", "made good 1")."""


@dataclass(frozen=True, kw_only=True, slots=True)
class DrawAnnounced(Event):
    """A player's draw, announced so that all can hear (Law 22)."""

    seat: int
    count: int


@dataclass(frozen=True, kw_only=True, slots=True)
class CardsDrawn(Event):
    """The cards discarded and drawn; private to the seat."""

    seat: int
    discarded: tuple[Card | None, ...]
    drawn: tuple[Card | None, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class PackRebuilt(Event):
    """The pack ran short: discards and abandoned hands shuffled and cut (Law 26)."""

    cards: int


@dataclass(frozen=True, kw_only=True, slots=True)
class HandShown(Event):
    """A hand shown to the table: in the call, or openers proved."""

    seat: int
    cards: tuple[Card, ...]
    value: str
    category: str


@dataclass(frozen=True, kw_only=True, slots=True)
class PoolWon(Event):
    """A pool (the main pool is index 0) paid to its winner or winners."""

    index: int
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    paid: Mapping[int, int]
    shown: bool
    openers: bool = False
    """At a jack pot, the winner nobody called showed his openers, and only them, to take
    it (Foster's laws of jack pots, Law 45): the pool is not taken "without showing"."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Returned(Event):
    """Counters handed back: an uncalled excess at table stakes, or the blind."""

    seat: int
    amount: int
    why: str


@dataclass(frozen=True, kw_only=True, slots=True)
class KittyTaken(Event):
    """Counters taken out of a pool for the kitty."""

    amount: int


@dataclass(frozen=True, kw_only=True, slots=True)
class JackMade(Event):
    """The next deal is a jack pot; ``kind`` says why."""

    kind: str


@dataclass(frozen=True, kw_only=True, slots=True)
class FrozenOut(Event):
    """A player has lost all his counters at freeze-out and retires."""

    seat: int


@dataclass(frozen=True, kw_only=True, slots=True)
class SatOut(Event):
    """At table stakes a player left with nothing sits out this deal before buying a new
    stake (Foster, "Table Stakes": only with the others' consent may he buy at once)."""

    seat: int
    until_back: bool = False
    """He sits out until he says he is back (:class:`StaysOut`), not just this deal."""


@dataclass(frozen=True, kw_only=True, slots=True)
class StakeAsked(Event):
    """Between deals at table stakes, a player with nothing asks to buy a new stake of
    ``amount`` before the next deal; every other player must consent (Foster, "Table Stakes")."""

    seat: int
    amount: int


@dataclass(frozen=True, kw_only=True, slots=True)
class StakeAnswered(Event):
    """A player consents to ``asker``'s new stake, or refuses it (TABLE STAKES)."""

    seat: int
    asker: int
    consent: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class StakeDecided(Event):
    """Every other player consented (``granted``: he buys now and plays the next deal), or
    one refused (he sits the next deal out)."""

    seat: int
    granted: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class StaysOut(Event):
    """A player with nothing will sit out until he says he is back (TABLE STAKES)."""

    seat: int


@dataclass(frozen=True, kw_only=True, slots=True)
class ComesBack(Event):
    """A player sitting out says he is back: he buys before the next deal (``buys_next``),
    or, having lost all in the last deal, after sitting out one (TABLE STAKES)."""

    seat: int
    buys_next: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class DealEnded(Event):
    """The deal is over; ``carried_out`` counters stay in the pool for the next deal."""

    deal: int
    next_dealer: int
    carried_out: int
    stacks: tuple[int, ...]
    last: bool = False
    """The last deal: the game is over (or the party's evening), and the deal passes to no one."""
    dealt: int | None = None
    """Who dealt the deal just ended (None in records made before it was kept): the same
    seat as ``next_dealer`` when he deals again (Ambigu's dealer's choice, a jack not opened)."""
    passed_over: tuple[int, ...] = ()
    """Seats whose turn to deal it was, passed beyond (Bouillotte: a player décavé, "Stakes")."""


# -- the other games of the family ---------------------------------------------------------
@dataclass(frozen=True, kw_only=True, slots=True)
class BuckPassed(Event):
    """Straight and Stud Poker: the holder of the buck has anted for all and passes it left."""

    seat: int
    """Who holds the buck now (antes for all in the next pool)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class DoublePool(Event):
    """Straight and Stud Poker: every player passed; the pool stays for the next deal, to
    which the holder of the buck antes again, making a double pool."""

    amount: int


@dataclass(frozen=True, kw_only=True, slots=True)
class CardUp(Event):
    """A card dealt (or turned) face up to a seat, for everyone to see: Stud Poker's
    up-cards, the cards of a Show-down Poker hand and its draw."""

    seat: int
    card: Card


@dataclass(frozen=True, kw_only=True, slots=True)
class WidowDealt(Event):
    """Whiskey Poker: the widow dealt face down, just before the dealer's own hand.  Its
    cards are for the record only: ``private_to`` is -1 (no seat), so ``public_copy``
    hides them from everyone."""

    count: int
    cards: tuple[Card | None, ...] = ()


@dataclass(frozen=True, kw_only=True, slots=True)
class WidowTaken(Event):
    """Whiskey Poker: a player takes the whole widow; the hand he lays down becomes the
    widow.  ``laid`` is that hand, face up; ``taken`` the widow he took up, private to him
    while it was face down (``public_copy`` hides it)."""

    seat: int
    laid: tuple[Card, ...]
    taken: tuple[Card | None, ...]
    face_up: bool
    """True when the widow he took was already face up (an exchange)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class WidowTurned(Event):
    """Whiskey Poker: the dealer turns the widow face up."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class CardExchanged(Event):
    """Whiskey Poker: a player lays ``gave`` face up in the widow and takes ``took`` from it."""

    seat: int
    gave: Card
    took: Card


@dataclass(frozen=True, kw_only=True, slots=True)
class Knocked(Event):
    """Whiskey Poker: a player knocks; when the turn reaches him again, the hands are shown."""

    seat: int


@dataclass(frozen=True, kw_only=True, slots=True)
class HandBeaten(Event):
    """Show-down Poker: a hand beaten in the show is thrown into the deadwood."""

    seat: int
    by: int


@dataclass(frozen=True, kw_only=True, slots=True)
class MarkerPaid(Event):
    """Whiskey Poker with markers: the worst hand shown puts a marker in the middle."""

    seat: int
    left: int


@dataclass(frozen=True, kw_only=True, slots=True)
class WhiskeyPaid(Event):
    """Whiskey Poker with markers: a player has lost his last marker and pays for the
    whiskey; everyone takes his markers back for the next round."""

    seat: int
    markers: int


def public_copy(event: Event) -> Event:
    """The event as a seat other than its owner sees it: hidden cards become ``None``."""
    if event.private_to is None:
        return event
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        if isinstance(value, tuple) and value and all(isinstance(c, Card) for c in value) \
                and f.name != "laid":
            changes[f.name] = tuple(None for _ in value)
    return dataclasses.replace(event, **changes)


__all__ = [
    "Event", "SeatsDrawn", "DealStarted", "CountersBought", "Staked", "HandDealt", "Acted",
    "DrawAnnounced", "CardsDrawn", "PackRebuilt", "HandShown", "PoolWon", "Returned",
    "KittyTaken", "JackMade", "FrozenOut", "SatOut", "StakeAsked", "StakeAnswered", "StakeDecided",
    "StaysOut", "ComesBack", "DealEnded", "public_copy", "BuckPassed", "DoublePool", "CardUp",
    "WidowDealt", "WidowTaken", "WidowTurned", "CardExchanged", "Knocked", "HandBeaten",
    "MarkerPaid", "WhiskeyPaid",
]
