"""The value of a hand: one integer that orders every hand, and the words for the log.

How a strength is built (larger beats smaller, equal ties)::

    strength = position << 26 | r0 << 21 | r1 << 16 | r2 << 11 | r3 << 6 | r4 << 1 | mistigris

``position`` is the category's place in the order the rules admit (0 for high card);
``r0 … r4`` are the deciding ranks, most significant first (``Rank`` values 2–16, five
bits each, 0 where a hand has fewer); ``mistigris`` is 1 when the hand holds the joker and
the joker wins ties.  Every strength is below 2**30, a single machine digit for CPython.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import Rank

from .rules import STANDARD_RULES, Category, HandRules, category_order

CAT_SHIFT = 26
KICK_MASK = (1 << 25) - 1


def pack_strength(position: int, ranks, mistigris: int = 0) -> int:
    """Build a strength from a category position and up to five deciding ranks."""
    k = 0
    n = 0
    for r in ranks:
        k = (k << 5) | int(r)
        n += 1
    k <<= 5 * (5 - n)
    return (position << CAT_SHIFT) | (k << 1) | mistigris


def strength_ranks(strength: int) -> tuple[Rank, ...]:
    """The deciding ranks packed into ``strength``."""
    k = (strength >> 1) & KICK_MASK
    out = []
    for shift in (20, 15, 10, 5, 0):
        v = (k >> shift) & 31
        if not v:
            break
        out.append(Rank(v))
    return tuple(out)


_WORDS = {
    Rank.TWO: "deuce", Rank.THREE: "trey", Rank.FOUR: "four", Rank.FIVE: "five",
    Rank.SIX: "six", Rank.SEVEN: "seven", Rank.EIGHT: "eight", Rank.NINE: "nine",
    Rank.TEN: "ten", Rank.ELEVEN: "eleven", Rank.TWELVE: "twelve", Rank.JACK: "jack",
    Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "ace",
}


def rank_word(rank: Rank) -> str:
    """One card of a rank, as the log says it: ``ace``, ``Jack``, ``ten``, ``deuce``."""
    return _WORDS[Rank(rank)]


@dataclass(frozen=True, slots=True, eq=False)
class HandValue:
    """What a hand is worth.  Compares (and hashes) by ``strength`` only.

    ``ranks`` are the ranks that decide between hands of the same category, most
    significant first: a pair of Jacks with A 9 4 is ``(JACK, ACE, NINE, FOUR)``; a full
    hand is ``(triplet, pair)``; a straight is its high card (``FIVE`` for A-2-3-4-5).
    ``mistigris`` is True when the joker is in the hand.
    """

    strength: int
    category: Category
    ranks: tuple[Rank, ...]
    mistigris: bool = False

    @classmethod
    def from_strength(cls, strength: int, rules: HandRules = STANDARD_RULES,
                      mistigris: bool | None = None) -> HandValue:
        """Decode a strength made under ``rules``."""
        order = category_order(rules)
        category = order[strength >> CAT_SHIFT]
        if mistigris is None:
            mistigris = bool(strength & 1)
        return cls(strength, category, strength_ranks(strength), mistigris)

    @property
    def is_royal(self) -> bool:
        """A royal flush: the straight flush whose high card is the ace."""
        return self.category is Category.STRAIGHT_FLUSH and self.ranks[0] is Rank.ACE

    def __eq__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self.strength == other.strength
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self.strength != other.strength
        return NotImplemented

    def __lt__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self.strength < other.strength
        return NotImplemented

    def __le__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self.strength <= other.strength
        return NotImplemented

    def __gt__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self.strength > other.strength
        return NotImplemented

    def __ge__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self.strength >= other.strength
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.strength)

    def __str__(self) -> str:
        return self.describe()

    def describe(self) -> str:
        """A short phrase for the game log: ``a pair of Jacks``, ``a straight, ten high``."""
        text = _describe(self.category, self.ranks)
        if self.mistigris:
            text += ", with the mistigris"
        return text


def _describe(cat: Category, r: tuple[Rank, ...]) -> str:
    C = Category
    if cat is C.HIGH_CARD:
        return f"{_WORDS[r[0]]} high" if r else "nothing"
    if cat is C.PAIR:
        return f"a pair of {r[0].plural}"
    if cat is C.TWO_PAIRS:
        return f"two pairs, {r[0].plural} and {r[1].plural}"
    if cat is C.THREES:
        return f"three {r[0].plural}"
    if cat is C.STRAIGHT:
        return f"a straight, {_WORDS[r[0]]} high"
    if cat is C.FLUSH:
        if len(r) > 1 and r[0] == r[1]:
            return f"a flush, {_WORDS[r[0]]}-{_WORDS[r[1]]} high"
        return f"a flush, {_WORDS[r[0]]} high"
    if cat is C.FULL:
        return f"a full hand, three {r[0].plural} and a pair of {r[1].plural}"
    if cat is C.FOURS:
        return f"four {r[0].plural}"
    if cat is C.STRAIGHT_FLUSH:
        if r[0] is Rank.ACE:
            return "a royal flush"
        return f"a straight flush, {_WORDS[r[0]]} high"
    if cat is C.FIVE_OF_A_KIND:
        return f"five {r[0].plural}"
    if cat is C.BLAZE:
        return "a blaze, " + " ".join(x.char for x in r)
    if cat is C.TIGER:
        return "a tiger, " + " ".join(x.char for x in r)
    if cat is C.SKIP_STRAIGHT:
        return f"a skip straight, {_WORDS[r[0]]} high"
    if cat is C.ROUND_THE_CORNER:
        # ranks are the four cards other than the ace, highest first: the run starts at
        # the lowest of those above five and ends at the highest of those five or below.
        top = min(x for x in r if x > Rank.FIVE)
        bottom = max(x for x in r if x <= Rank.FIVE)
        return f"a round-the-corner straight, {_WORDS[top]} to {_WORDS[bottom]}"
    return cat.label  # pragma: no cover
