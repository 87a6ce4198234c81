"""Bouillotte's hands (Foster, "Bouillotte, or Brelan", "Rank of the Hands", "The Point").

A Bouillotte hand is three cards, read with the *retourne* (the card turned up on the
pack after the deal).  There are two classes of hands, the brelan and the point:

* a **brelan carré**: three of a kind in the hand and the fourth the retourne; or, when a
  brelan carré is shown and a player holds a brelan of a higher denomination, the card
  *under* the retourne turned up and found to be his fourth (:func:`carre_by_under`);
* a **simple brelan**: three of a kind in the hand, three aces highest, three eights lowest;
* a **brelan favori**: a pair in the hand and the retourne of the same rank.

The book gives them "in the following order": carré, simple brelan, favori; within a kind
the higher denomination wins.  Without a brelan, the **point** decides: the pips of each
suit among every card shown and the retourne (ace 11, court cards 10, the 9 and the 8 at
face value), the suit with most pips wins, and the player in the call holding its highest
card takes the pool (:func:`point_decision`).

Pure functions over cards; no engine, no I/O.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import IntEnum
from typing import Iterable, Mapping, Sequence

from game.cards import Card, Rank, Suit

BOUILLOTTE_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT)
"""The ranks of any Bouillotte pack, highest first (the jacks only with five players)."""


class BrelanKind(IntEnum):
    """The kinds of Bouillotte hand, in the book's order (larger beats smaller)."""

    NONE = 0
    """No brelan: the hand plays for the point."""
    FAVORI = 1
    """A pair in the hand and the retourne of the same rank."""
    SIMPLE = 2
    """Three of a kind in the hand."""
    CARRE = 3
    """Three of a kind in the hand and the fourth turned up (the retourne, or the card under it)."""

    @property
    def label(self) -> str:
        return _LABELS[self]


_LABELS = {BrelanKind.NONE: "the point", BrelanKind.FAVORI: "brelan favori",
           BrelanKind.SIMPLE: "simple brelan", BrelanKind.CARRE: "brelan carré"}

PAYMENTS = {BrelanKind.CARRE: 4, BrelanKind.SIMPLE: 1, BrelanKind.FAVORI: 1}
"""White counters the book has each other player pay a brelan: four for a carré, one for a
simple brelan, one (the "extra counter") for a favori, two for a favori that wins the pool."""


@dataclass(frozen=True, slots=True)
class BouillotteHand:
    """What a three-card hand is worth with the retourne."""

    kind: BrelanKind
    rank: Rank | None = None
    """The brelan's denomination (None for a hand without one)."""
    by_under: bool = False
    """A carré made by the card under the retourne."""

    @property
    def key(self) -> tuple[int, int]:
        """Orders brelans: kind first, then denomination; hands without one all tie at (0, 0)."""
        return (int(self.kind), int(self.rank) if self.rank is not None else 0)

    @property
    def is_brelan(self) -> bool:
        return self.kind is not BrelanKind.NONE

    def describe(self) -> str:
        if self.rank is None:
            return "no brelan"
        word = self.rank.plural
        if self.kind is BrelanKind.CARRE:
            how = "the card under the retourne" if self.by_under else "the retourne"
            return f"brelan carré of {word} (with {how})"
        return f"{self.kind.label} of {word}"


NO_BRELAN = BouillotteHand(BrelanKind.NONE)


def classify(hand: Sequence[Card], retourne: Card) -> BouillotteHand:
    """The value of three cards with the retourne ("Rank of the Hands")."""
    if len(hand) != 3:
        raise ValueError("a Bouillotte hand is three cards")
    counts = Counter(c.rank for c in hand)
    rank, n = counts.most_common(1)[0]
    if n == 3:
        return BouillotteHand(BrelanKind.CARRE if retourne.rank is rank else BrelanKind.SIMPLE,
                              rank)
    if counts.get(retourne.rank, 0) == 2:
        return BouillotteHand(BrelanKind.FAVORI, retourne.rank)
    return NO_BRELAN


def carre_by_under(value: BouillotteHand, under: Card, carre: BouillotteHand) -> BouillotteHand:
    """A brelan higher than the brelan carré shown becomes a carré too when the card under
    the retourne is its fourth ("the player may turn up the card under the retourne")."""
    if (carre.kind is BrelanKind.CARRE and value.kind is BrelanKind.SIMPLE
            and value.rank is not None and carre.rank is not None
            and value.rank > carre.rank and under.rank is value.rank):
        return BouillotteHand(BrelanKind.CARRE, value.rank, by_under=True)
    return value


# ---------------------------------------------------------------- the point
def pips(card: Card) -> int:
    """A card's pips for the point: ace 11, court cards 10, the 9 and the 8 at face value."""
    if card.rank is Rank.ACE:
        return 11
    if card.rank in (Rank.KING, Rank.QUEEN, Rank.JACK):
        return 10
    return int(card.rank)


def suit_points(cards: Iterable[Card]) -> dict[Suit, int]:
    """The pips of each suit among ``cards`` (every suit present, 0 when absent)."""
    out = {s: 0 for s in Suit}
    for c in cards:
        out[c.suit] += pips(c)
    return out


def hand_point(cards: Iterable[Card], retourne: Card | None = None) -> tuple[int, Suit | None]:
    """The best suit of a player's cards and its pips (a guide for betting).

    With ``retourne`` the turned-up card is counted too: it belongs to every hand, so it
    is part of the player's point in its suit.
    """
    cards = list(cards) + ([retourne] if retourne is not None else [])
    pts = suit_points(cards)
    suit = max(Suit, key=lambda s: pts[s])
    return pts[suit], (suit if pts[suit] else None)


def _best_holder(suit: Suit, holdings: Mapping[int, Sequence[Card]],
                 eligible: Iterable[int]) -> tuple[int, Card] | None:
    best: tuple[int, Card] | None = None
    for s in eligible:
        for c in holdings[s]:
            if c.suit is suit and (best is None or c.rank > best[1].rank):
                best = (s, c)
    return best


def suit_ranking(totals: Mapping[Suit, int], holdings: Mapping[int, Sequence[Card]],
                 eligible: Sequence[int], tie_order: Sequence[int]) -> list[tuple[Suit, int]]:
    """The suits some eligible player holds, best first, each with the seat holding its
    highest card among them: most pips first; equal pips go by position, "the dealer, or the
    player nearest him on the right" (``tie_order``: the dealer, then round to his right)."""
    ranked = []
    for suit in Suit:
        best = _best_holder(suit, holdings, eligible)
        if best is not None:
            ranked.append((-totals[suit], tie_order.index(best[0]), suit, best[0]))
    ranked.sort(key=lambda t: (t[0], t[1]))
    return [(suit, seat) for _, _, suit, seat in ranked]


def point_decision(totals: Mapping[Suit, int], holdings: Mapping[int, Sequence[Card]],
                   eligible: Sequence[int], tie_order: Sequence[int],
                   winning: Suit | None = None) -> tuple[int, Suit]:
    """Who among ``eligible`` takes a pool on the point, and by which suit.

    ``winning``: the suit that won the main pool.  "The suit that wins cannot lose at the same
    time": in a side pool, a player holding a card of it beats any better point; only when
    none of the pool's players holds one does the next best point decide."""
    if winning is not None:
        best = _best_holder(winning, holdings, eligible)
        if best is not None:
            return best[0], winning
    ranking = suit_ranking(totals, holdings, eligible, tie_order)
    if not ranking:
        raise ValueError("nobody eligible holds a card")
    suit, seat = ranking[0]
    return seat, suit


__all__ = [
    "BOUILLOTTE_RANKS", "BouillotteHand", "BrelanKind", "NO_BRELAN", "PAYMENTS", "carre_by_under",
    "classify", "hand_point", "pips", "point_decision", "suit_points", "suit_ranking",
]
