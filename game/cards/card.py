"""Cards: the rank, the suit, and the card itself, with parsing and printing.

Text forms: ``As Td 9h 2c`` (a rank character and a suit letter, either case; ``10`` is
accepted for the ten), ``11h``/``12h`` for the elevens and twelves of the sixty-card pack,
and ``Jk`` for the joker (the mistigris).  ``Card.symbol`` prints for people: ``A♠ 10♦``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Iterable


class CardParseError(ValueError):
    """Text that does not name a card, or a hand that is not a set of distinct cards."""


class Suit(Enum):
    """The four suits; the value is the letter used in hand histories."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    # Members are singletons: hash by identity, which is far cheaper than Enum's
    # name hash, and cards (hashed by rank and suit) are hashed all the time.
    __hash__ = object.__hash__

    @property
    def symbol(self) -> str:
        """The suit sign people read: ♣ ♦ ♥ ♠."""
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


class Rank(IntEnum):
    """Ranks in poker order, ace high.

    The sixty-card pack's elevens and twelves rank above the ten and below the jack
    (Foster, "Cards"), so the court cards sit above them.  The value is an order,
    not a pip count; games that count pips (Thirty-One) have their own tables.
    """

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    ELEVEN = 11
    TWELVE = 12
    JACK = 13
    QUEEN = 14
    KING = 15
    ACE = 16
    JOKER = 17

    @property
    def char(self) -> str:
        """The compact form used in hand histories: ``A K Q J T 9 … 2``, ``11``, ``12``."""
        return _RANK_CHARS[self]

    @property
    def label(self) -> str:
        """How people say it: ``10``, ``jack``, ``ace``… (rank words in small letters, as in
        every hand name: "two pairs, aces and jacks")."""
        return _RANK_LABELS[self]

    @property
    def plural(self) -> str:
        """The book's plural: ``aces``, ``tens``, ``sixes``."""
        return _RANK_PLURALS[self]

    @property
    def is_court(self) -> bool:
        """King, queen and jack: the picture cards of a blaze."""
        return self in (Rank.JACK, Rank.QUEEN, Rank.KING)


_RANK_CHARS = {
    Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4", Rank.FIVE: "5", Rank.SIX: "6",
    Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "T", Rank.ELEVEN: "11",
    Rank.TWELVE: "12", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A",
    Rank.JOKER: "Jk",
}
_RANK_LABELS = {
    Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4", Rank.FIVE: "5", Rank.SIX: "6",
    Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10", Rank.ELEVEN: "11",
    Rank.TWELVE: "12", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king",
    Rank.ACE: "ace", Rank.JOKER: "joker",
}
_RANK_PLURALS = {
    Rank.TWO: "deuces", Rank.THREE: "treys", Rank.FOUR: "fours", Rank.FIVE: "fives",
    Rank.SIX: "sixes", Rank.SEVEN: "sevens", Rank.EIGHT: "eights", Rank.NINE: "nines",
    Rank.TEN: "tens", Rank.ELEVEN: "elevens", Rank.TWELVE: "twelves", Rank.JACK: "jacks",
    Rank.QUEEN: "queens", Rank.KING: "kings", Rank.ACE: "aces", Rank.JOKER: "jokers",
}
_PARSE_RANKS = {
    "2": Rank.TWO, "3": Rank.THREE, "4": Rank.FOUR, "5": Rank.FIVE, "6": Rank.SIX,
    "7": Rank.SEVEN, "8": Rank.EIGHT, "9": Rank.NINE, "T": Rank.TEN, "10": Rank.TEN,
    "11": Rank.ELEVEN, "12": Rank.TWELVE, "J": Rank.JACK, "Q": Rank.QUEEN, "K": Rank.KING,
    "A": Rank.ACE,
}
_PARSE_SUITS = {s.value.upper(): s for s in Suit} | {s.symbol: s for s in Suit}
_JOKER_WORDS = {"JK", "JOKER", "X", "XX", "★"}


@dataclass(frozen=True, slots=True)
class Card:
    """One card.  The joker has rank ``JOKER`` and no suit."""

    rank: Rank
    suit: Suit | None

    def __post_init__(self) -> None:
        if (self.rank is Rank.JOKER) != (self.suit is None):
            raise CardParseError("only the joker has no suit")

    def __copy__(self) -> Card:
        return self  # a card is a value that never changes: a copy may share it

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    @property
    def is_joker(self) -> bool:
        """True for the mistigris."""
        return self.rank is Rank.JOKER

    @property
    def code(self) -> str:
        """The compact text form: ``As``, ``Td``, ``11h``, ``Jk``."""
        if self.suit is None:
            return "Jk"
        return self.rank.char + self.suit.value

    @property
    def symbol(self) -> str:
        """The form people read: ``A♠``, ``10♦``, ``Joker``."""
        if self.suit is None:
            return "Joker"
        face = self.rank.label[0].upper() if self.rank >= Rank.JACK else self.rank.label
        return face + self.suit.symbol

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card; raises :class:`CardParseError` with the text that failed."""
        t = text.strip()
        up = t.upper()
        if up in _JOKER_WORDS:
            return JOKER
        if len(up) < 2:
            raise CardParseError(f"not a card: {text!r}")
        rank = _PARSE_RANKS.get(up[:-1])
        suit = _PARSE_SUITS.get(up[-1]) or _PARSE_SUITS.get(t[-1])
        if rank is None or suit is None:
            raise CardParseError(f"not a card: {text!r}")
        return _CARDS[(rank, suit)]


JOKER = Card(Rank.JOKER, None)
_CARDS = {(r, s): Card(r, s) for r in Rank if r is not Rank.JOKER for s in Suit}


def card(text: str) -> Card:
    """Shorthand for :meth:`Card.parse`."""
    return Card.parse(text)


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read cards separated by spaces or commas (``"As Td 9h"``), or a list of card texts."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(p) for p in parts]


def parse_hand(text: str | Iterable[str], size: int | None = 5) -> list[Card]:
    """Read a hand of distinct cards; ``size`` (if given) is the number it must have."""
    cards = parse_cards(text)
    if size is not None and len(cards) != size:
        raise CardParseError(f"a hand has {size} cards, not {len(cards)}")
    seen: set[Card] = set()
    for c in cards:
        if c in seen and not c.is_joker:
            raise CardParseError(f"card repeated: {c.code}")
        seen.add(c)
    if sum(c.is_joker for c in cards) > 1:
        raise CardParseError("the pack has only one joker")
    return cards


def format_cards(cards: Iterable[Card], symbols: bool = False) -> str:
    """Print cards separated by spaces, compact (``As Td``) or for people (``A♠ 10♦``)."""
    return " ".join(c.symbol if symbols else c.code for c in cards)
