"""The packs the books use, and the one way we shuffle them.

Every pack is an ordered tuple of distinct cards.  Shuffling always takes an injected
``random.Random``: real play passes :func:`secure_rng` (seeded from the OS's secure
source), tests and replays pass ``random.Random(seed)``.  Nothing here touches the
module-level ``random`` functions, so stirring the global generator changes no deal.
"""

from __future__ import annotations

import random
from enum import Enum
from typing import Sequence

from .card import JOKER, Card, Rank, Suit

_STANDARD_RANKS = (
    Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT,
    Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE,
)


def _pack(ranks: Sequence[Rank]) -> tuple[Card, ...]:
    return tuple(Card(r, s) for s in Suit for r in ranks)


class PackKind(Enum):
    """A named pack; the value is its stable id (used in saves and ``--house pack=``)."""

    STANDARD = "52"
    """Fifty-two cards, A K Q J 10 … 2 (Draw Poker, Foster, "Cards")."""
    SIXTY = "60"
    """Fifty-two plus an eleven and a twelve of each suit, between ten and jack (eight players)."""
    JOKER = "53"
    """Fifty-two and the joker, the mistigris (Foster, "Joker Poker")."""
    ECARTE = "32"
    """Thirty-two: A K Q J 10 9 8 7 of each suit (the piquet or écarté pack)."""
    BOUILLOTTE_FOUR = "20"
    """Bouillotte for four: A K Q 9 8 of each suit."""
    BOUILLOTTE_FIVE = "24"
    """Bouillotte for five: A K Q J 9 8 of each suit."""
    BOUILLOTTE_THREE = "16"
    """Bouillotte for three: A K 9 8 of each suit (the queens taken out)."""
    AMBIGU = "40"
    """Ambigu: no kings, queens or jacks; ace low and ten high in that game."""

    def cards(self) -> tuple[Card, ...]:
        """The pack, in a fixed new-pack order."""
        return _PACKS[self]


_PACKS: dict[PackKind, tuple[Card, ...]] = {
    PackKind.STANDARD: _pack(_STANDARD_RANKS),
    PackKind.SIXTY: _pack(_STANDARD_RANKS[:9] + (Rank.ELEVEN, Rank.TWELVE) + _STANDARD_RANKS[9:]),
    PackKind.JOKER: _pack(_STANDARD_RANKS) + (JOKER,),
    PackKind.ECARTE: _pack((Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK,
                            Rank.QUEEN, Rank.KING, Rank.ACE)),
    PackKind.BOUILLOTTE_FOUR: _pack((Rank.EIGHT, Rank.NINE, Rank.QUEEN, Rank.KING, Rank.ACE)),
    PackKind.BOUILLOTTE_FIVE: _pack((Rank.EIGHT, Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING,
                                     Rank.ACE)),
    PackKind.BOUILLOTTE_THREE: _pack((Rank.EIGHT, Rank.NINE, Rank.KING, Rank.ACE)),
    PackKind.AMBIGU: _pack(_STANDARD_RANKS[:9] + (Rank.ACE,)),
}


def bouillotte_pack(players: int) -> PackKind:
    """The Bouillotte pack for three, four or five players."""
    try:
        return {3: PackKind.BOUILLOTTE_THREE, 4: PackKind.BOUILLOTTE_FOUR,
                5: PackKind.BOUILLOTTE_FIVE}[players]
    except KeyError:
        raise ValueError("Bouillotte is played by three, four or five") from None


def secure_rng() -> random.Random:
    """A generator seeded from the OS's secure source, for real play."""
    return random.Random(random.SystemRandom().getrandbits(128))


def shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    """A shuffled copy of ``cards``, using only ``rng``: the order ``rng.shuffle`` gives.

    Every deal shuffles, so for the standard generators the loop of ``random.shuffle``
    and its ``_randbelow`` is written out here (the same Fisher-Yates swaps from the same
    ``getrandbits`` calls, so the same order for the same seed, in half the time: a test
    checks that).  A generator that brings its own shuffle (a test's stacked pack) or its
    own bounded integers is simply asked to shuffle."""
    out = list(cards)
    cls = type(rng)
    if cls.shuffle is not _STD_SHUFFLE or cls._randbelow is not _STD_RANDBELOW:
        rng.shuffle(out)
        return out
    bits = rng.getrandbits
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:  # the stdlib's rejection of values out of range
            j = bits(k)
        out[i], out[j] = out[j], out[i]
    return out


_STD_SHUFFLE = random.Random.shuffle
_STD_RANDBELOW = random.Random._randbelow_with_getrandbits
