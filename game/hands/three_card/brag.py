"""Brag's hand values (Foster, "Brag"): three cards, pairs and triplets, and the braggers.

Only pairs and triplets count at Brag; a hand with neither is valued by its highest card,
the ace above the King.  The **braggers** stand for any card their holder pleases:

* English Brag (single and three-stake): the diamond ace, the club jack and the diamond
  nine, ranking among themselves in that order.  A natural pair or triplet beats one of
  the same rank made with a bragger ("three eights will beat an eight and two braggers";
  three aces is the best hand, two aces and the club jack the next).  Equal natural pairs:
  the highest card outside the pair wins.  Equal pairs both made with a bragger: the
  highest bragger wins ("two odd cards, seven high, with the club jack, would beat two
  cards seven high with the diamond nine").
* American Brag: eight braggers, the Jacks and nines, all of one rank as braggers.  Pairs
  and triplets made with braggers outrank naturals: three Jacks (or three nines: a tie)
  are invincible, and two braggers with an ace beat two aces with a bragger.

Our rulings where the book is silent (docs/variants.md): a bragger standing for its own
rank is a natural card (the diamond ace with the spade ace is a natural pair of aces);
triplets of one rank made with braggers rank by how few braggers they need (one before
two, the nearer to natural, as the book puts natural first), then by the highest bragger;
high cards, then the odd card after a pair, are compared card by card; hands equal in
everything tie.  At American Brag the book's words "made with braggers outrank naturals"
are read as a whole order (any pair or triplet made with braggers beats every natural
one of its kind; more braggers beat fewer; then the rank); the house rule
``AMERICAN_BY_RANK`` reads them only within one rank (three Jacks are then three aces made
with three braggers, still invincible).

A value is one integer ``strength`` (larger beats smaller, equal ties), built from seven
five-bit fields, so that comparing hands costs nothing at the table.  The third pool of
three-stake Brag uses :func:`pip_count` and the first :func:`up_card_order`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import lru_cache
from itertools import combinations
from typing import Iterable, Sequence

from game.cards import Card, Rank, Suit

from ..value import rank_word


class BragRules(Enum):
    """Which braggers are wild and how hands made with them rank."""

    ENGLISH = "english"
    """The diamond ace, club jack and diamond nine; naturals beat braggers of the same rank."""
    AMERICAN = "american"
    """The eight Jacks and nines, equal as braggers; hands made with braggers beat naturals."""
    AMERICAN_BY_RANK = "american-by-rank"
    """American Brag as a house rule: braggers beat naturals only within one rank."""


class BragCategory(IntEnum):
    """The three kinds of Brag hand, lowest first."""

    HIGH_CARD = 0
    """Neither a pair nor a bragger: the highest card decides."""
    PAIR = 1
    """A pair, natural or made with a bragger."""
    TRIPLET = 2
    """Three of a kind, natural or made with braggers."""

    @property
    def label(self) -> str:
        """The book's word: ``high card``, ``pair``, ``triplet``."""
        return {0: "high card", 1: "pair", 2: "triplet"}[int(self)]


ENGLISH_BRAGGERS: tuple[Card, ...] = (
    Card(Rank.ACE, Suit.DIAMONDS), Card(Rank.JACK, Suit.CLUBS), Card(Rank.NINE, Suit.DIAMONDS))
"""The three braggers of English Brag, best first."""

_ENGLISH_ORDER = {c: 3 - i for i, c in enumerate(ENGLISH_BRAGGERS)}
_BRAGGER_WORDS = {ENGLISH_BRAGGERS[0]: "the diamond ace", ENGLISH_BRAGGERS[1]: "the club jack",
                  ENGLISH_BRAGGERS[2]: "the diamond nine"}
_SUIT_WORDS = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart",
               Suit.SPADES: "spade"}


def is_bragger(card: Card, rules: BragRules = BragRules.ENGLISH) -> bool:
    """True if ``card`` is a bragger under ``rules``."""
    if rules is BragRules.ENGLISH:
        return card in _ENGLISH_ORDER
    return card.rank in (Rank.JACK, Rank.NINE)


def bragger_order(card: Card, rules: BragRules = BragRules.ENGLISH) -> int:
    """A bragger's place among the braggers (3 the diamond ace … 1 the diamond nine at
    English Brag; 1 for every bragger at American Brag); 0 for any other card."""
    if not is_bragger(card, rules):
        return 0
    return _ENGLISH_ORDER[card] if rules is BragRules.ENGLISH else 1


def bragger_name(card: Card) -> str:
    """How the log names a bragger: ``the club jack``, ``the heart nine``."""
    return _BRAGGER_WORDS.get(card) or f"the {_SUIT_WORDS[card.suit]} {rank_word(card.rank)}"


def _pack(fields: Sequence[int]) -> int:
    s = 0
    for f in fields:
        s = (s << 5) | int(f)
    return s << (5 * (7 - len(fields)))


@dataclass(frozen=True, slots=True, eq=False)
class BragValue:
    """What a Brag hand is worth; compares (and hashes) by ``strength`` only.

    ``rank`` is the pair's or triplet's rank (the highest card's for a high-card hand);
    ``wild`` the braggers the hand uses to stand for other cards (none: natural);
    ``kickers`` the other ranks, highest first."""

    strength: int
    category: BragCategory
    rank: Rank
    wild: tuple[Card, ...]
    kickers: tuple[Rank, ...]

    @property
    def natural(self) -> bool:
        """True when no bragger stands for another card."""
        return not self.wild

    def describe(self) -> str:
        """A phrase for the log: ``three eights``, ``a pair of sevens, with the club jack``."""
        if self.category is BragCategory.HIGH_CARD:
            text = f"{rank_word(self.rank)} high"
        elif self.category is BragCategory.PAIR:
            text = f"a pair of {self.rank.plural}"
        else:
            text = f"three {self.rank.plural}"
        if self.wild:
            text += ", with " + " and ".join(bragger_name(c) for c in self.wild)
        return text

    def __str__(self) -> str:
        return self.describe()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BragValue) and self.strength == other.strength

    def __hash__(self) -> int:
        return hash(self.strength)

    def __lt__(self, other: BragValue) -> bool:
        return self.strength < other.strength

    def __le__(self, other: BragValue) -> bool:
        return self.strength <= other.strength

    def __gt__(self, other: BragValue) -> bool:
        return self.strength > other.strength

    def __ge__(self, other: BragValue) -> bool:
        return self.strength >= other.strength


def _value(naturals: list[Card], wild: tuple[Card, ...], rules: BragRules) -> BragValue:
    """The best value of ``naturals`` (standing for themselves) with ``wild`` braggers."""
    ranks = sorted((c.rank for c in naturals), reverse=True)
    n = len(wild)
    wild = tuple(sorted(wild, key=lambda c: (-bragger_order(c, rules), -c.rank, c.suit.value)))
    orders = [bragger_order(c, rules) for c in wild] + [0, 0]
    american = rules is not BragRules.ENGLISH
    by_rank = rules is BragRules.AMERICAN_BY_RANK
    if n == 0 and ranks[0] == ranks[2]:
        cat, rank, kick = BragCategory.TRIPLET, ranks[0], ()
    elif n == 0 and (ranks[0] == ranks[1] or ranks[1] == ranks[2]):
        rank = ranks[1]
        kick = (ranks[2] if ranks[0] == ranks[1] else ranks[0],)
        cat = BragCategory.PAIR
    elif n == 0:
        cat, rank, kick = BragCategory.HIGH_CARD, ranks[0], (ranks[1], ranks[2])
    elif n == 3 or (n == 2) or (n == 1 and ranks[0] == ranks[1]):
        cat, rank, kick = BragCategory.TRIPLET, (ranks[0] if ranks else Rank.ACE), ()
    else:  # one bragger and two different natural cards: a pair of the higher
        cat, rank, kick = BragCategory.PAIR, ranks[0], (ranks[1],)
    if cat is BragCategory.HIGH_CARD:
        fields: list[int] = [cat, rank, 0, 0, 0, *kick]
    elif not american:
        # The rank, then natural before made with braggers (fewer before more), then the
        # highest bragger, then the card outside the pair.
        fields = [cat, rank, 3 - n, orders[0], orders[1], *kick]
    elif by_rank:
        fields = [cat, rank, n, 0, 0, *kick]
    else:
        fields = [cat, n, rank, 0, 0, *kick]
    return BragValue(_pack(fields), cat, Rank(rank), wild, tuple(Rank(k) for k in kick))


@lru_cache(maxsize=None)
def _best(cards: tuple[Card, ...], rules: BragRules) -> BragValue:
    braggers = [c for c in cards if is_bragger(c, rules)]
    others = [c for c in cards if not is_bragger(c, rules)]
    best: BragValue | None = None
    # Each bragger either stands for itself or for whatever its holder pleases: try every
    # choice of which braggers are wild (the wild ones then join the best rank).
    for k in range(len(braggers) + 1):
        for wild in combinations(braggers, k):
            naturals = others + [c for c in braggers if c not in wild]
            v = _value(naturals, wild, rules)
            if best is None or v.strength > best.strength:
                best = v
    assert best is not None
    return best


def brag_value(cards: Iterable[Card], rules: BragRules = BragRules.ENGLISH) -> BragValue:
    """The value of a three-card Brag hand, its braggers called to their best."""
    hand = tuple(sorted(cards, key=lambda c: (c.rank, c.suit.value)))
    if len(hand) != 3 or len(set(hand)) != 3:
        raise ValueError(f"a Brag hand is three different cards, not {len(hand)}")
    return _best(hand, rules)


# --------------------------------------------------------------------- three-stake Brag
def up_card_order(card: Card) -> int:
    """The order of a card turned up for the first pool of three-stake Brag: ace highest,
    deuce lowest, and a bragger above the other cards of its rank."""
    return int(card.rank) * 2 + (1 if card in _ENGLISH_ORDER else 0)


def pip_value(card: Card) -> int:
    """A card's pips toward thirty-one: aces eleven, court cards ten, others their pips."""
    if card.rank is Rank.ACE:
        return 11
    return 10 if card.rank >= Rank.TEN else int(card.rank)


def pip_count(cards: Iterable[Card]) -> int:
    """The pip value of a hand (Foster, "Brag", three-stake: the third pool)."""
    return sum(pip_value(c) for c in cards)


__all__ = [
    "BragCategory", "BragRules", "BragValue", "ENGLISH_BRAGGERS", "brag_value", "bragger_name",
    "bragger_order", "is_bragger", "pip_count", "pip_value", "up_card_order",
]
