"""The good player's own bets after the draw, kept in balance so that they tell nothing.

An opponent who watches what the good player's bets turn out to be -- by how many cards he
drew, since the draw is public (Law 22) -- calls them whenever too many are bluffs, and
lays down whenever too few are.  A bet of ``b`` into a pool of ``P`` leaves a caller with
a hand that beats only bluffs indifferent when ``b / (P + 2b)`` of the bets are bluffs:
then a bluff may be called or not, the caller gains nothing either way, and the good
hands bet alongside the bluffs are still paid.  So for each number of cards drawn,
:class:`BetBalance` counts (fading, as the notes on the opponents do) the bets made on
good hands and the bluffs, and allows a bluff only while the bluffs stay within that
share -- unless the opponents have been counted laying down to that size of bet so often
that a bluff pays by itself (:func:`bluff_pays`), which is the book's "the play must be
right for it".
"""

from __future__ import annotations

from dataclasses import dataclass, field

FADE = 0.99
"""Each bet counted weighs the older ones down by this much."""


def bluff_share(bet: int, pool: int) -> float:
    """The share of bets that may be bluffs, for a bet of ``bet`` into ``pool``, so that a
    caller holding a hand that beats only the bluffs neither gains nor loses by calling."""
    return bet / max(1, pool + 2 * bet)


def bluff_pays(fold: float, pool: int, bet: int, to_call: int = 0, margin: float = 0.1) -> bool:
    """Whether a bluff of ``bet`` (after calling ``to_call``) shows a profit by itself when
    everyone lays down ``fold`` of the time, by more than ``margin`` of the pool."""
    return fold * pool - (1 - fold) * (bet + to_call) > margin * pool


@dataclass
class BetBalance:
    """Value bets and bluffs made after the draw, by the number of cards drawn (0-3)."""

    value: list[float] = field(default_factory=lambda: [0.0] * 4)
    bluffs: list[float] = field(default_factory=lambda: [0.0] * 4)

    @staticmethod
    def _cls(drew: int | None) -> int:
        return max(0, min(3, drew or 0))

    def add(self, drew: int | None, bluff: bool) -> None:
        """A bet made after drawing ``drew`` cards: on a good hand, or a bluff."""
        c = self._cls(drew)
        self.value[c] *= FADE
        self.bluffs[c] *= FADE
        if bluff:
            self.bluffs[c] += 1
        else:
            self.value[c] += 1

    def allows(self, drew: int | None, bet: int, pool: int) -> bool:
        """Whether one more bluff of ``bet`` into ``pool``, after drawing ``drew``, keeps the
        bluffs within their share of the bets (the first is always allowed)."""
        c = self._cls(drew)
        share = bluff_share(bet, pool)
        value, bluffs = self.value[c], self.bluffs[c]
        return bluffs + 1 <= share / (1 - share) * value + 1


@dataclass
class BluffRaises:
    """How each opponent has answered my planned bluff raises after the draw: laid down to
    them, or stayed (fading with every deal, so an old answer is tried again in time).
    Lay-downs to my raises as a whole mix in my good hands; these are the bluffs alone."""

    tried: dict[str, float] = field(default_factory=dict)
    folded: dict[str, float] = field(default_factory=dict)

    def fade(self, factor: float = 0.9998) -> None:
        for counts in (self.tried, self.folded):
            for name in counts:
                counts[name] *= factor

    def add(self, name: str, laid_down: bool) -> None:
        self.tried[name] = self.tried.get(name, 0.0) + 1
        self.folded[name] = self.folded.get(name, 0.0) + laid_down

    def fold_share(self, name: str, prior: float = 0.6, weight: float = 1.0) -> float:
        """How often ``name`` lays down to my bluff raises (hopeful until he has shown)."""
        return (self.folded.get(name, 0.0) + prior * weight) / (self.tried.get(name, 0.0) + weight)


__all__ = ["BetBalance", "BluffRaises", "bluff_share", "bluff_pays", "FADE"]
