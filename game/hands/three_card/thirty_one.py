"""Hand values of Thirty-One, or Schnautz (Foster, "Thirty-One").

Three cards.  "The aces are worth 11, the other court cards and the ten, 10 each" (the
others their pips).  From the highest:

* **thirty-one**: "a flush of three cards of some suit having a pip value of thirty-one"
  (an ace and two of the ten, King, Queen, Jack of its suit: the only way to count 31);
* **threes**: "If no one can get a flush worth thirty-one, three of a kind wins";
* **the point**: "the highest pip value shown in one suit" (one, two or three cards).

Our rulings where the book is silent (docs/variants.md): between two threes the higher
rank wins (as at Commerce, "three aces being the highest"); equal points tie, and a tied
pool is divided.  ``strength`` orders every hand: larger beats smaller, equal ties.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Sequence

from game.cards import Card, Rank, Suit


def pips(card: Card) -> int:
    """A card's count: ace 11, King, Queen, Jack and ten 10, the others their pips."""
    r = int(card.rank)
    if card.rank is Rank.ACE:
        return 11
    return 10 if r >= 10 else r


def suit_counts(cards: Sequence[Card]) -> dict[Suit, tuple[int, int]]:
    """For each suit held: (its count of pips, how many cards of it)."""
    out: dict[Suit, tuple[int, int]] = {}
    for c in cards:
        p, n = out.get(c.suit, (0, 0))
        out[c.suit] = (p + pips(c), n + 1)
    return out


def best_suit_count(cards: Sequence[Card]) -> int:
    """The highest count of pips in one suit of the hand."""
    return max((p for p, _ in suit_counts(cards).values()), default=0)


class ThirtyOneCategory(IntEnum):
    """The three kinds of hand at Thirty-One, lowest first."""

    POINT = 1
    """The best count in one suit."""
    THREES = 2
    """Three of a kind."""
    THIRTY_ONE = 3
    """A flush counting thirty-one."""

    @property
    def label(self) -> str:
        """The name a player reads."""
        return {1: "point", 2: "threes", 3: "thirty-one"}[self.value]


@dataclass(frozen=True, slots=True)
class ThirtyOneValue:
    """What a hand of Thirty-One is worth."""

    category: ThirtyOneCategory
    strength: tuple[int, int]
    text: str

    def describe(self) -> str:
        return self.text


def thirty_one_value(cards: Sequence[Card]) -> ThirtyOneValue:
    """The value of three cards at Thirty-One."""
    if len(cards) != 3:
        raise ValueError("a hand of Thirty-One has three cards")
    count = best_suit_count(cards)
    if count == 31:
        return ThirtyOneValue(ThirtyOneCategory.THIRTY_ONE, (3, 31), "thirty-one")
    if cards[0].rank is cards[1].rank is cards[2].rank:
        r = cards[0].rank
        return ThirtyOneValue(ThirtyOneCategory.THREES, (2, int(r)), f"three {r.plural}")
    return ThirtyOneValue(ThirtyOneCategory.POINT, (1, count), f"{count} in a suit")
