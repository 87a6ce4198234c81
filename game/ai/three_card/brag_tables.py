"""Every brag's strength, made once a process for the computer players (by the bits of its
three cards and strongest first), and what follows from it: the share of hands a brag
beats, and whether any hand the others might hold beats this seat's.  Below both the Brag
player (:mod:`.brag`) and its reading (:mod:`.brag_reading`), which use it."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import lru_cache
from itertools import combinations

from game.cards import PackKind
from game.engine import SeatView
from game.hands.three_card.brag import BragRules, brag_value

PACK = PackKind.STANDARD.cards()


@lru_cache(maxsize=None)
def _strengths(rules: BragRules) -> list[int]:
    # (from the table by cards, so that both are made at once, at the first decision)
    return sorted(_by_mask(rules).values())


def share_beaten(strength: int, rules: BragRules) -> float:
    """The share of all three-card hands a brag of ``strength`` beats (ties count half)."""
    table = _strengths(rules)
    lo, hi = bisect_left(table, strength), bisect_right(table, strength)
    return (lo + (hi - lo) / 2) / len(table)


def rules_for(view: SeatView) -> BragRules:
    if view.variant == "brag-american":
        return BragRules.AMERICAN_BY_RANK if view.house.american_brag_by_rank else BragRules.AMERICAN
    return BragRules.ENGLISH


_BIT = {c: 1 << i for i, c in enumerate(PACK)}


@lru_cache(maxsize=None)
def _by_mask(rules: BragRules) -> dict[int, int]:
    """Every three-card hand's strength, by the bits of its cards (built once, ~0.3 s)."""
    return {_BIT[a] | _BIT[b] | _BIT[c]: brag_value((a, b, c), rules).strength
            for a, b, c in combinations(PACK, 3)}


@lru_cache(maxsize=None)
def _by_strength(rules: BragRules) -> tuple[tuple[int, int], ...]:
    """Every three-card hand as (strength, the bits of its cards), strongest first."""
    return tuple(sorted(((st, mask) for mask, st in _by_mask(rules).items()), reverse=True))


def cannot_be_beaten(view: SeatView) -> bool:
    """No three cards another player might hold (none of this seat's own) beat its brag."""
    rules = rules_for(view)
    hand = tuple(view.hand)
    mask = 0
    for c in hand:
        mask |= _BIT.get(c, 0)
    mine = brag_value(hand, rules).strength
    for st, other in _by_strength(rules):
        if st <= mine:
            return True
        if not other & mask:
            return False
    return True
