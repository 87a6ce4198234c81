"""The odds of the draw, as the computer players use them: exact, from the odds
calculator (:func:`game.hands.draw_odds`), and cached so that no decision waits.

Two kinds of question are asked:

* **This hand, this draw** (:func:`chances`): what the seat's own five cards become if it
  keeps these and draws the rest, knowing its discards are dead.  Answers are cached under
  a canonical key: suits are renamed in order of appearance, and when a pair or better is
  kept (no straight or flush is then possible) the ranks are renamed too, so every "pair,
  draw three" in the standard game is one entry.
* **A hand shape** (:func:`shape_chances`): the chances of a typical "pair, draw three",
  "two pairs, draw one", "four-flush, draw one"..., which the opponent models use to
  picture what another player holds after drawing so many cards.

Pot odds for a bobtail (:func:`bobtail_price_ok`) follow the book: "unless you can obtain
the privilege of drawing to it by paying not more than one-fifth of the amount in the
pool, you will lose by it in the long run" (Foster, "Probabilities").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from game.cards import Card, PackKind, parse_hand
from game.hands import HandRules, draw_odds

STANDARD = HandRules()


@dataclass(frozen=True)
class Chances:
    """The chances of each category after a draw (labels as ``Category.label``)."""

    draws: int
    """How many different draws there are."""
    by_label: tuple[tuple[str, float], ...]
    """(category label, probability), every category that can come."""
    improved: float
    """The chance of ending with a better hand than the one held."""

    def get(self, label: str) -> float:
        """The chance of ending with a hand of category ``label``."""
        for name, p in self.by_label:
            if name == label:
                return p
        return 0.0

    def at_least(self, labels: Sequence[str]) -> float:
        """The chance of ending with any of ``labels``."""
        return sum(p for name, p in self.by_label if name in labels)


MADE = ("straight", "flush", "full", "fours", "straight flush", "five of a kind",
        "round-the-corner", "tiger", "skip straight", "blaze")
"""The categories that fill a bobtail (or better)."""


def _chances(hand: Sequence[Card], keep: Sequence[Card], rules: HandRules,
             pack: PackKind | None = None) -> Chances:
    odds = draw_odds(tuple(hand), tuple(keep), rules=rules, pack=pack)
    total = odds.draws or 1
    by_label = tuple(sorted(((cat.label, n / total) for cat, n in odds.categories.items() if n),
                            key=lambda t: -t[1]))
    return Chances(odds.draws, by_label, odds.improved / total)


def _canonical(hand: Sequence[Card], keep: Sequence[Card], rules: HandRules,
               pack: PackKind | None) -> tuple:  # type: ignore[type-arg]
    """A key that every equivalent (hand, keep) shares: see the module docstring."""
    kept = sorted(keep, key=lambda c: (-c.rank, c.suit.value if c.suit else ""))
    gone = sorted((c for c in hand if c not in keep),
                  key=lambda c: (-c.rank, c.suit.value if c.suit else ""))
    natural = [c.rank for c in kept if not c.is_joker]
    paired = len(set(natural)) < len(natural)
    if paired and rules.eccentric.value == "none" and not rules.round_the_corner:
        # No straight or flush can come: only which ranks repeat matters.
        names: dict[object, int] = {}
        def r(c: Card) -> object:
            return "J" if c.is_joker else names.setdefault(c.rank, len(names))
        kept_key = tuple(sorted((r(c) for c in kept), key=str))
        return ("paired", rules, pack, kept_key, tuple(sorted((r(c) for c in gone), key=str)))
    suits: dict[object, int] = {}
    def s(c: Card) -> tuple:  # type: ignore[type-arg]
        return (int(c.rank), "J" if c.is_joker else suits.setdefault(c.suit, len(suits)))
    return ("exact", rules, pack, tuple(s(c) for c in kept), tuple(s(c) for c in gone))


_CACHE: dict[tuple, Chances] = {}  # type: ignore[type-arg]
_CACHE_LIMIT = 50_000


def chances(hand: Sequence[Card], keep: Sequence[Card], rules: HandRules = STANDARD,
            pack: PackKind | None = None) -> Chances:
    """Exact chances for keeping ``keep`` out of ``hand`` and drawing the rest from
    ``pack`` (default: the one the cards imply; the discards are dead).  Cached."""
    key = _canonical(hand, keep, rules, pack)
    got = _CACHE.get(key)
    if got is None:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        got = _CACHE[key] = _chances(hand, keep, rules, pack)
    return got


# ---------------------------------------------------------------- shapes
SHAPES: dict[str, tuple[str, str]] = {
    "pair": ("2s 2h 7c 9d Ks", "2s 2h"),
    "pair+kicker": ("2s 2h 7c 9d Ks", "2s 2h Ks"),
    "two pairs": ("2s 2h 9d 9c Ks", "2s 2h 9d 9c"),
    "threes": ("2s 2h 2d 9c Ks", "2s 2h 2d"),
    "threes+kicker": ("2s 2h 2d 9c Ks", "2s 2h 2d Ks"),
    "fours": ("2s 2h 2d 2c Ks", "2s 2h 2d 2c"),
    "four-flush": ("2s 5s 9s Ks 7h", "2s 5s 9s Ks"),
    "open straight": ("5s 6h 7d 8c Ks", "5s 6h 7d 8c"),
    "inside straight": ("5s 6h 8d 9c Ks", "5s 6h 8d 9c"),
    "straight flush draw": ("5s 6s 7s 8s Kh", "5s 6s 7s 8s"),
    "ace-king": ("As Kh 3d 6c 9s", "As Kh"),
    "ace": ("As 2h 6d 9c Js", "As"),
}
"""A typical hand for each way of drawing, in the standard game: (hand, kept cards)."""


@lru_cache(maxsize=None)
def shape_chances(kind: str) -> Chances:
    """The exact chances of the typical hand of ``kind`` (see :data:`SHAPES`)."""
    hand, keep = SHAPES[kind]
    return chances(parse_hand(hand), parse_hand(keep, size=None), STANDARD)


# ---------------------------------------------------------------- pot odds
BOOK_SHARE = 0.2
"""A four-flush is worth drawing to for at most one fifth of the pool (Foster)."""
_FOUR_FLUSH_FILL = 9 / 47


def bobtail_price_ok(fill: float, to_pay: int, pool: int, share: float = BOOK_SHARE) -> bool:
    """May a bobtail that fills with chance ``fill`` be drawn to for ``to_pay``, with
    ``pool`` counters in the pool before paying?

    The book's rule for the four-flush (pay at most one fifth of the pool) is scaled by the
    odds: a draw that fills less often (an open straight, 8 in 47) must be cheaper, one
    that fills more often (a straight-flush draw) may cost more.  ``share`` is the
    temperament's fifth.
    """
    if to_pay <= 0:
        return True
    allowed = share * (fill / (1 - fill)) / (_FOUR_FLUSH_FILL / (1 - _FOUR_FLUSH_FILL))
    return to_pay <= allowed * pool + 1e-9


def is_four_flush_draw(keep: Sequence[Card]) -> bool:
    """Four cards of one suit kept (no pair among them): a draw to a four-card flush."""
    natural = [c for c in keep if not c.is_joker]
    return (len(keep) == 4 and len({c.suit for c in natural}) == 1
            and len({c.rank for c in natural}) == len(natural))


def made_chance(hand: Sequence[Card], keep: Sequence[Card], rules: HandRules = STANDARD,
                pack: PackKind | None = None) -> float:
    """The chance that the draw ends in a straight or better."""
    return chances(hand, keep, rules, pack).at_least(MADE)
