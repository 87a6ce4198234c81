"""The categories of poker hands and the house rules that decide how they rank.

The standard order (Foster's rank of the hands, and Law 35), lowest first: high card,
pair, two pairs, threes, straight, flush, full, fours, straight flush (the royal flush is
the straight flush whose high card is the ace).  Five of a kind exists only with the joker
and beats everything (Foster on Joker Poker).

The eccentric hands (Foster's eccentric hands) come in with :class:`HandRules`, ranked
either as local custom places them (the first table, :attr:`Eccentric.LOCAL`) or by the
odds against being dealt them (the book's second table, :attr:`Eccentric.TRUE_ODDS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache

from game.cards import PackKind


class Category(Enum):
    """A kind of poker hand.  ``label`` is the book's name for it."""

    HIGH_CARD = "high card"
    PAIR = "pair"
    TWO_PAIRS = "two pairs"
    THREES = "threes"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL = "full"
    FOURS = "fours"
    STRAIGHT_FLUSH = "straight flush"
    FIVE_OF_A_KIND = "five of a kind"
    BLAZE = "blaze"
    TIGER = "tiger"
    SKIP_STRAIGHT = "skip straight"
    ROUND_THE_CORNER = "round-the-corner"

    @property
    def label(self) -> str:
        """The book's name: ``two pairs``, ``full``, ``straight flush``…"""
        return self.value

    @classmethod
    def from_label(cls, label: str) -> Category:
        """The category named ``label`` (as printed by :attr:`label`); ``ValueError`` if none."""
        return cls(label.strip().lower())

    @property
    def is_eccentric(self) -> bool:
        """Blaze, tiger, skip straight and round-the-corner: the hands only some tables play."""
        return self in _ECCENTRIC


_ECCENTRIC = frozenset({Category.BLAZE, Category.TIGER, Category.SKIP_STRAIGHT,
                        Category.ROUND_THE_CORNER})


class Eccentric(Enum):
    """Whether the eccentric hands are played, and which of the book's two tables ranks them."""

    NONE = "none"
    """Not played: the standard ranks of Law 35."""
    LOCAL = "local"
    """As each is described: blaze beats two pairs and loses to threes; skip beats two pairs
    and a blaze (and loses to threes); round-the-corner beats threes and loses to any regular
    straight; tiger beats a straight and loses to a flush."""
    TRUE_ODDS = "true-odds"
    """The book's second table, every hand placed by the odds against being dealt it:
    straight < skip < flush < tiger < full < round-the-corner < blaze < fours."""


@dataclass(frozen=True, slots=True)
class HandRules:
    """The switches that change how hands rank.  The default is the standard game.

    ``round_the_corner`` admits Q-K-A-2-3 and its like (J-Q-K-A-2, K-A-2-3-4) as a hand of
    its own; it ranks where the eccentric table in force puts it (with ``Eccentric.NONE``,
    where the book describes it: above threes, below any regular straight).
    ``blaze``, ``tiger`` and ``skip`` matter only when ``eccentric`` is not ``NONE``.
    ``mistigris_wins_ties``: the hand holding the joker beats an otherwise equal natural hand.
    ``straight_flushes``: False for Straight and Stud Poker, where "no such combination as a
    straight flush is recognized, four of a kind being the highest hand possible" (Foster's
    Straight Poker); five cards in sequence and of one suit then count as the better of
    the two hands they make, a flush (a straight ranks below a flush).
    ``pack``: the pack in play, which decides what a straight is (in the sixty-card pack
    9-10-J-Q-K is not a straight, 10-11-12-J-Q is) and what the joker may be named.
    ``None`` means: the sixty-card pack if an eleven or twelve is among the cards, else
    the fifty-two (the joker is wild whenever it is among the cards, whatever the pack).
    """

    round_the_corner: bool = False
    eccentric: Eccentric = Eccentric.NONE
    blaze: bool = True
    tiger: bool = True
    skip: bool = True
    mistigris_wins_ties: bool = True
    pack: PackKind | None = None
    straight_flushes: bool = True
    ace: str = "high-or-low"
    """Where the ace stands in a straight or straight flush: ``"high-or-low"`` at either end
    (Law 35: A K Q J 10, or 5 4 3 2 A); ``"low"`` only below the two, so 5 4 3 2 A is a
    sequence and A K Q J 10 is not (the code of laws, Law 66, "ace being the lowest"); ``"high"``
    only above the king, never in sequence with the two (the Britannica, "by agreement")."""

    def __post_init__(self) -> None:
        if self.pack not in (None, PackKind.STANDARD, PackKind.SIXTY, PackKind.JOKER):
            raise ValueError(f"hands are ranked for the 52, 53 or 60-card pack, not {self.pack}")
        if self.ace not in ACE_PLACES:
            raise ValueError(f"the ace in a straight is {', '.join(ACE_PLACES)}, not {self.ace!r}")

    def categories(self) -> tuple[Category, ...]:
        """The categories these rules admit, weakest first."""
        return category_order(self)

    def beats(self, a: Category, b: Category) -> bool:
        """True when category ``a`` ranks above category ``b`` under these rules."""
        order = category_order(self)
        return order.index(a) > order.index(b)


ACE_PLACES = ("high-or-low", "low", "high")
"""Where an ace may stand in a straight (see :attr:`HandRules.ace`)."""

STANDARD_RULES = HandRules()

C = Category
_STANDARD = (C.HIGH_CARD, C.PAIR, C.TWO_PAIRS, C.THREES, C.STRAIGHT, C.FLUSH, C.FULL,
             C.FOURS, C.STRAIGHT_FLUSH, C.FIVE_OF_A_KIND)
_LOCAL = (C.HIGH_CARD, C.PAIR, C.TWO_PAIRS, C.BLAZE, C.SKIP_STRAIGHT, C.THREES,
          C.ROUND_THE_CORNER, C.STRAIGHT, C.TIGER, C.FLUSH, C.FULL, C.FOURS,
          C.STRAIGHT_FLUSH, C.FIVE_OF_A_KIND)
_TRUE_ODDS = (C.HIGH_CARD, C.PAIR, C.TWO_PAIRS, C.THREES, C.STRAIGHT, C.SKIP_STRAIGHT,
              C.FLUSH, C.TIGER, C.FULL, C.ROUND_THE_CORNER, C.BLAZE, C.FOURS,
              C.STRAIGHT_FLUSH, C.FIVE_OF_A_KIND)
del C


@cache
def category_order(rules: HandRules) -> tuple[Category, ...]:
    """The categories admitted by ``rules``, weakest first."""
    table = _TRUE_ODDS if rules.eccentric is Eccentric.TRUE_ODDS else _LOCAL
    admitted = set(_STANDARD)
    if not rules.straight_flushes:
        admitted.discard(Category.STRAIGHT_FLUSH)
    if rules.round_the_corner:
        admitted.add(Category.ROUND_THE_CORNER)
    if rules.eccentric is not Eccentric.NONE:
        if rules.blaze:
            admitted.add(Category.BLAZE)
        if rules.tiger:
            admitted.add(Category.TIGER)
        if rules.skip:
            admitted.add(Category.SKIP_STRAIGHT)
    return tuple(c for c in table if c in admitted)


STANDARD_ORDER = _STANDARD
