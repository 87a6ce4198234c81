"""Hand values of Commerce and of My Ship Sails (Foster, "Commerce").

Commerce, from the highest:

* **triplets**: "Three aces being the highest, and three deuces the lowest.  Pairs have
  no value";
* **sequence flushes**: "the ace being allowed to rank as the top or the bottom; Q K A,
  or A 2 3" (a higher top card wins; A 2 3 is the lowest, three high);
* **the point**: "the greatest number of pips on two or three cards of the same suit in
  one hand, counting the ace for eleven, and the other court-cards for ten each.  A single
  card of a suit does not count for the point.  In case of ties, a point made with three
  cards will beat one made with two cards."

The two combinations "sometimes introduced in either form" are house rules
(:class:`CommerceRules`): a **flush** of three cards ranking next below the sequence flush
(by its pips), and a single **pair** outranking the point (by its rank).

Ties the cards leave are settled at the table by position ("the dealer, or the player
nearest him on his left wins"), so equal hands here have equal ``strength``.  A hand of
three suits has no point at all: it is the least hand (0 pips on no cards).

My Ship Sails: a **flush** of three cards ("regardless of their value"; between flushes
"the pips win") beats every hand without one; after two rounds without a flush, "the
highest number of pips in the two-card flushes wins".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Sequence

from game.cards import Card, Rank

from .thirty_one import suit_counts

SEQUENCE_ORDER = {r: i for i, r in enumerate(
    (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE,
     Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE), start=2)}
"""A rank's place in a sequence of the fifty-two-card pack (two 2 ... ace 14)."""


@dataclass(frozen=True, slots=True)
class CommerceRules:
    """The house rules of Commerce's ranks."""

    flush: bool = False
    """A flush (three of a suit) ranks next below the sequence flush."""
    pair: bool = False
    """A single pair outranks the point."""


class CommerceCategory(IntEnum):
    """The kinds of hand at Commerce (and My Ship Sails), lowest first."""

    POINT = 1
    """Pips on two or three cards of one suit (Commerce); two-card flush (My Ship Sails)."""
    PAIR = 2
    """House rule: a single pair, above the point."""
    FLUSH = 3
    """Three cards of one suit (house rule at Commerce; the ship at My Ship Sails)."""
    SEQUENCE_FLUSH = 4
    """Three in sequence in one suit."""
    TRIPLETS = 5
    """Three of a kind."""

    @property
    def label(self) -> str:
        """The name a player reads."""
        return _LABELS[self.value]


_LABELS = {1: "point", 2: "pair", 3: "flush", 4: "sequence flush", 5: "triplets"}


@dataclass(frozen=True, slots=True)
class CommerceValue:
    """What a hand is worth: its category, a ``strength`` that orders hands (larger beats
    smaller, equal ties), and words for the log."""

    category: CommerceCategory
    strength: tuple[int, ...]
    text: str

    def describe(self) -> str:
        return self.text


def sequence_top(cards: Sequence[Card]) -> int | None:
    """The top of a sequence of three (A 2 3 is three high), or None."""
    places = sorted(SEQUENCE_ORDER[c.rank] for c in cards)
    if places == [2, 3, 14]:
        return 3
    if places[1] == places[0] + 1 and places[2] == places[1] + 1:
        return places[2]
    return None


def _run_words(cards: Sequence[Card], top: int) -> str:
    """``a sequence flush 9-10-J``; ``a sequence flush A-2-3``: the book's name, then the cards,
    short enough to sit under a player's plate (the How to play card says "sequence flush"
    too: one name for one thing)."""
    by_place = {1 if (c.rank is Rank.ACE and top == 3) else SEQUENCE_ORDER[c.rank]: c for c in cards}
    words = [by_place[p].rank.char.replace("T", "10") for p in sorted(by_place)]
    return "a sequence flush " + "-".join(words)


def point_of(cards: Sequence[Card]) -> tuple[int, int]:
    """(pips, cards) of the point: the suit with two or three cards; (0, 0) when none."""
    for count, n in suit_counts(cards).values():
        if n >= 2:
            return count, n
    return 0, 0


def commerce_value(cards: Sequence[Card], rules: CommerceRules = CommerceRules()) -> CommerceValue:
    """The value of three cards at Commerce."""
    if len(cards) != 3:
        raise ValueError("a hand of Commerce has three cards")
    ranks = [c.rank for c in cards]
    C = CommerceCategory
    if ranks[0] is ranks[1] is ranks[2]:
        return CommerceValue(C.TRIPLETS, (5, SEQUENCE_ORDER[ranks[0]]), f"three {ranks[0].plural}")
    flush = cards[0].suit is cards[1].suit is cards[2].suit
    if flush:
        top = sequence_top(cards)
        if top is not None:
            return CommerceValue(C.SEQUENCE_FLUSH, (4, top), _run_words(cards, top))
    pts, n = point_of(cards)
    if flush and rules.flush:
        return CommerceValue(C.FLUSH, (3, pts), f"flush of {pts}")
    if rules.pair:
        paired = [r for r in set(ranks) if ranks.count(r) == 2]
        if paired:
            return CommerceValue(C.PAIR, (2, SEQUENCE_ORDER[paired[0]]),
                                 f"pair of {paired[0].plural}")
    if n == 0:
        return CommerceValue(C.POINT, (1, 0, 0), "no point")
    # In Ambigu's words for the same count, so that the family's games read alike.
    # (a few cards in words, as Ambigu's and the log's: "in 2 cards" beside them read as another hand's)
    return CommerceValue(C.POINT, (1, pts, n), f"a point of {pts} in {('two', 'three')[n - 2]} cards")


def ship_value(cards: Sequence[Card]) -> CommerceValue:
    """The value of three cards at My Ship Sails: a flush (by its pips), else the pips of a
    two-card flush, else nothing.  Named in the book's flush words, as the rules and the
    how-to say them ("a two-card flush of 17", "no flush"), not Commerce's point (issue 38:
    "no flush" lay beside "a point of 17 in 2 cards", one thing named two ways)."""
    if len(cards) != 3:
        raise ValueError("a hand of My Ship Sails has three cards")
    pts, n = point_of(cards)
    if n == 3:
        return CommerceValue(CommerceCategory.FLUSH, (3, pts), f"flush of {pts}")
    if n == 2:
        return CommerceValue(CommerceCategory.POINT, (1, pts), f"a two-card flush of {pts}")
    return CommerceValue(CommerceCategory.POINT, (1, 0), "no flush")


def is_flush(cards: Sequence[Card]) -> bool:
    """Three cards of one suit ("My Ship Sails")."""
    return len(cards) == 3 and cards[0].suit is cards[1].suit is cards[2].suit
