"""Ambigu's hands (Foster, "Ambigu", "Value of the Hands"): four cards of the forty-card
pack, valued by the seven combinations, and what each is paid by every other player.

The pack has no kings, queens or jacks; the cards rank by their pips, the 10 highest and
the ace lowest (the ace counts one pip).  From the lowest:

========== ========================================================== =========
combination what it is                                                 paid
========== ========================================================== =========
point       the pips of two or more cards of one suit (three cards     1
            beat two, whatever the pips)
prime       four cards of four suits; over thirty pips a grand prime   2 (3)
sequence    three cards of one suit in sequence and an odd card        3
tricon      three of a kind (pairs have no value)                      4
flush       four cards of one suit                                     5
doublets    two combinations in one hand: tricon and prime, sequence   the sum:
            and flush                                                  6 (7), 8
fredon      four of a kind, which is also a prime                      10 (11)
========== ========================================================== =========

Every hand of four holds a point or a prime (two cards of a suit, or four suits), so
every hand has a combination.  Within a combination: points by the number of cards, then
the pips, then two cards in sequence ("an 8 and a 7 will beat a 10 and a 5"); primes,
flushes and doublets by their pips; sequences by the highest card of the sequence;
tricons and fredons by the rank.  What the pips cannot decide, the elder hand wins
(:func:`winner`).

Our rulings where the book is silent or unclear (docs/variants.md):

* three cards of a suit in sequence with a fourth of the same suit is doublets, sequence
  and flush, as the sequence of four is ("any hand containing a double combination");
  among doublets the sequence of four beats the rest ("will beat anything but a
  fredon"), then by what they are paid, then the sequence or tricon, then the pips;
* a tricon and a grand prime are paid seven (four and three), as the fredon is paid for a
  grand prime; four 8's make thirty-two pips, over thirty, so a grand prime: eleven.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from itertools import combinations
from typing import Mapping, Sequence

from game.cards import Card, PackKind, Rank

PACK: tuple[Card, ...] = PackKind.AMBIGU.cards()
"""The forty-card pack: A 2 3 ... 10 of each suit."""


def pips(card: Card) -> int:
    """A card's pips: the ace one, the others their number (the pack has no court cards)."""
    if card.rank is Rank.ACE:
        return 1
    if not Rank.TWO <= card.rank <= Rank.TEN:
        raise ValueError(f"{card.code} is not a card of the Ambigu pack")
    return int(card.rank)


class Combination(IntEnum):
    """The seven combinations, in the book's order from the lowest."""

    POINT = 1
    """Two or more cards of one suit: their pips."""
    PRIME = 2
    """Four cards of four suits (a Dutch flush); over thirty pips, a grand prime."""
    SEQUENCE = 3
    """Three cards of one suit in sequence, with an odd card (a bobtail straight flush)."""
    TRICON = 4
    """Three of a kind."""
    FLUSH = 5
    """Four cards of one suit."""
    DOUBLETS = 6
    """Two combinations in one hand: tricon and prime, or sequence and flush."""
    FREDON = 7
    """Four of a kind (and a prime besides)."""

    @property
    def label(self) -> str:
        """The book's word."""
        return self.name.lower()


PAID = {Combination.POINT: 1, Combination.PRIME: 2, Combination.SEQUENCE: 3,
        Combination.TRICON: 4, Combination.FLUSH: 5, Combination.FREDON: 8}
"""What each single combination is paid by every other player (the fredon without its prime)."""
GRAND_PRIME_PAID = 3
"""A prime of more than thirty pips, the grand prime."""
GRAND_OVER = 30


@dataclass(frozen=True)
class AmbiguValue:
    """What an Ambigu hand is worth: its combination, the parts of doublets, what every
    other player pays its holder when he wins the pool, and the key that orders it."""

    combination: Combination
    parts: tuple[str, ...]
    """The combinations paid for: one, or two for doublets and the fredon (with its prime)."""
    paid: int
    pips: int
    """The pips of the combination: the point's suit, or the whole hand."""
    key: tuple[int, ...]
    """Orders hands of one combination (larger beats smaller; equal: the elder hand)."""
    words: str

    @property
    def strength(self) -> tuple[int, ...]:
        """Orders every hand: larger beats smaller; equal ties go to the elder hand."""
        return (int(self.combination),) + self.key

    @property
    def grand(self) -> bool:
        """A grand prime is among its parts."""
        return "grand prime" in self.parts

    def describe(self) -> str:
        return self.words


def _prime_part(total: int) -> tuple[str, int]:
    return ("grand prime", GRAND_PRIME_PAID) if total > GRAND_OVER else ("prime", 2)


def _runs(values: Sequence[int]) -> list[int]:
    """The top card of each run of three in ``values`` (distinct pips of one suit)."""
    have = set(values)
    return [v for v in have if v - 1 in have and v - 2 in have]


def evaluate(cards: Sequence[Card]) -> AmbiguValue:
    """The value of a hand of four cards of the forty-card pack."""
    if len(cards) != 4 or len(set(cards)) != 4:
        raise ValueError("an Ambigu hand is four different cards")
    values = [pips(c) for c in cards]
    total = sum(values)
    by_suit: dict[object, list[int]] = {}
    for c, v in zip(cards, values):
        by_suit.setdefault(c.suit, []).append(v)
    by_rank: dict[int, int] = {}
    for v in values:
        by_rank[v] = by_rank.get(v, 0) + 1
    most = max(by_rank.values())
    if most == 4:  # a fredon is four suits too: a prime, grand over thirty pips
        name, extra = _prime_part(total)
        return AmbiguValue(Combination.FREDON, ("fredon", name), PAID[Combination.FREDON] + extra,
                           total, (values[0],), f"a fredon of {_plural(values[0])} "
                           f"with the {name}")
    if len(by_suit) == 1:
        runs = _runs(values)
        if runs:
            four = len(runs) == 2  # two runs of three in four cards: a sequence of four
            top = max(runs)
            paid = PAID[Combination.SEQUENCE] + PAID[Combination.FLUSH]
            what = "a sequence of four" if four else f"a sequence to the {_face(top)}"
            return AmbiguValue(Combination.DOUBLETS, ("sequence", "flush"), paid, total,
                               (int(four), paid, top, total),
                               f"doublets, {what} and a flush of {total}")
        return AmbiguValue(Combination.FLUSH, ("flush",), PAID[Combination.FLUSH], total,
                           (total,), f"a flush of {total}")
    if most == 3:
        rank = next(v for v, n in by_rank.items() if n == 3)
        if len(by_suit) == 4:
            name, extra = _prime_part(total)
            paid = PAID[Combination.TRICON] + extra
            return AmbiguValue(Combination.DOUBLETS, ("tricon", name), paid, total,
                               (0, paid, rank, total),
                               f"doublets, a tricon of {_plural(rank)} and a {name} of {total}")
        return AmbiguValue(Combination.TRICON, ("tricon",), PAID[Combination.TRICON],
                           3 * rank, (rank,), f"a tricon of {_plural(rank)}")
    for suited in by_suit.values():
        runs = _runs(suited)
        if len(suited) == 3 and runs:
            top = runs[0]
            return AmbiguValue(Combination.SEQUENCE, ("sequence",), PAID[Combination.SEQUENCE],
                               sum(suited), (top,), f"a sequence to the {_face(top)}")
    if len(by_suit) == 4:
        name, paid = _prime_part(total)
        return AmbiguValue(Combination.PRIME, (name,), paid, total, (total,),
                           f"a {name} of {total}")
    best = max(_point_key(s) for s in by_suit.values() if len(s) >= 2)
    count, points, seq = best
    return AmbiguValue(Combination.POINT, ("point",), PAID[Combination.POINT], points, best,
                       _point_words(points, count, seq))


def with_its_cards(cards: Sequence[Card]) -> str:
    """A hand's combination in words, a point with the cards that make it: "a point of 10
    in two cards, the 7\u2666 3\u2666".  A learner holding 10\u2660 9\u2663 3\u2666 7\u2666 read "a point of
    10 in two cards" and looked for them among his higher cards: a lone card is no point."""
    value = evaluate(cards)
    if value.combination is not Combination.POINT:
        return value.describe()
    by_suit: dict[object, list[Card]] = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c)
    best = max((s for s in by_suit.values() if len(s) >= 2), key=lambda s: _point_key([pips(c) for c in s]))
    best = sorted(best, key=pips, reverse=True)
    return f"{value.describe()}, the {' '.join(c.symbol for c in best)}"


def _point_words(points: int, count: int, seq: int) -> str:
    """"a point of 20 in three cards with two in sequence": a learner read "a point of 20 in 3
    cards, two of them in sequence" awkwardly (and, of two cards, "two of them")."""
    head = f"a point of {points} in {('two', 'three', 'four')[count - 2]} cards"
    if not seq:
        return head
    return head + (" in sequence" if count == 2 else " with two in sequence")


def _point_key(suited: Sequence[int]) -> tuple[int, int, int]:
    """A suit's point: the number of cards, the pips, and two cards in sequence."""
    have = set(suited)
    seq = int(any(v + 1 in have for v in have))
    return (len(suited), sum(suited), seq)


def _face(v: int) -> str:
    return "ace" if v == 1 else str(v)


_PLURALS = ("aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens")


def _plural(v: int) -> str:
    """``a tricon of nines``, in words as the other games name their ranks ("three eights")."""
    return _PLURALS[v - 1]


def winner(values: Mapping[int, AmbiguValue], order: Sequence[int]) -> int:
    """The seat whose hand wins among ``values``: the best, and of equals the elder hand
    (the first in ``order``, which runs from the dealer's right)."""
    seats = [s for s in order if s in values]
    return max(seats, key=lambda s: (values[s].strength, -seats.index(s)))


def every_hand() -> list[tuple[Card, ...]]:
    """Every hand of four the pack allows (91,390)."""
    return list(combinations(PACK, 4))
