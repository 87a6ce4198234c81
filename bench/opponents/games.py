"""How often a hand wins, game by game, before the betting is read.

Each function gives one number, the chance (ties shared) that this seat's hand beats the
hands still in against it, when those hands are only what the cards allow: the book's
probabilities, counted by imagining the unseen cards.  :mod:`.reading` then narrows it by
what the others did.

* Draw Poker: before the draw, the hand drawn to soundly against one drawn to soundly;
  after it, the hand made against hands whose draw matches the number each took (Law 22
  makes it public).
* Straight Poker and Show-down Poker: five cards against five unseen.
* Stud Poker: the up-cards are seen; only each one's down card (and, round by round, the
  cards still to come) are imagined.
* Brag: three cards against three unseen, braggers called to their best (Foster, "BRAG").
* Bouillotte: brelans first, then the point over every card shown and the retourne
  (Foster, "BOUILLOTTE, OR BRELAN").
* Ambigu: four cards of the forty-card pack against four unseen, by the seven
  combinations (Foster, "AMBIGU").
"""

from __future__ import annotations

import bisect
import random
from functools import lru_cache
from itertools import combinations
from typing import Mapping

from game.cards import Card, PackKind, bouillotte_pack
from game.engine.core.view import Phase, SeatView
from game.hands import INDEX_CARDS
from game.hands.french.bouillotte import classify, point_decision, suit_points
from game.hands.three_card.brag import brag_value

from .common import live_opponents
from .hands import (
    ALL, PAT_REAL, draw_percentile, idx, made_percentile, predraw_percentile, strength5,
)


def per_opponent(p: float, n: int) -> float:
    """The chance of beating all ``n`` of them, each beaten with chance ``p`` (taken as
    independent, which the book's own arithmetic does too)."""
    return p ** max(1, n)


# ---------------------------------------------------------------- Draw Poker
def draw_chance(view: SeatView, rng: random.Random,
                pat: Mapping[int, float] | None = None) -> tuple[float, list[float]]:
    """Draw Poker: the chance of beating each live opponent singly (a list, one for each),
    and the chance of beating them all.  ``pat``: by seat, the share of that player's pat
    hands taken to be genuine (:data:`.hands.PAT_REAL` when not given)."""
    opps = live_opponents(view)
    if view.phase is Phase.AFTER_DRAW or (view.phase is Phase.SHOWDOWN):
        ix = idx(view.hand)
        if len(ix) != 5:
            return 0.5, [0.5] * len(opps)
        mine = strength5(ix)
        dead = set(ix) | set(idx(view.discarded))
        singles = []
        for s in opps:
            drew = view.players[s].drew
            real = pat.get(s, PAT_REAL) if pat else PAT_REAL
            p, _ = draw_percentile(mine, dead, drew, rng, n=160, pat_real=real)
            singles.append(p)
    else:
        p = predraw_percentile(view.hand, rng)
        singles = [p] * len(opps)
    total = 1.0
    for p in singles:
        total *= p
    return total, singles


def straight_chance(view: SeatView, rng: random.Random) -> tuple[float, list[float]]:
    """Straight Poker: five cards as dealt against five unseen, for each live opponent."""
    opps = live_opponents(view)
    p = made_percentile(view.hand, rng)
    return per_opponent(p, len(opps)), [p] * len(opps)


# ---------------------------------------------------------------- Stud Poker
def stud_chance(view: SeatView, rng: random.Random, n: int = 200) -> tuple[float, list[float]]:
    """Stud Poker: imagine each opponent's down card and every card still to come."""
    opps = live_opponents(view)
    mine = idx(view.hand)
    ups = {s: idx(view.players[s].up) for s in opps}
    dead = set(mine)
    for p in view.players:
        dead |= set(idx(p.up))
    dead |= set(idx(view.discarded))
    live = [i for i in ALL if i not in dead]
    need_me = 5 - len(mine)
    need = {s: 5 - len(u) for s, u in ups.items()}
    total_need = need_me + sum(need.values())
    if total_need > len(live) or len(mine) > 5:
        return 0.5, [0.5] * len(opps)
    wins = 0.0
    single = {s: 0.0 for s in opps}
    for _ in range(n):
        drawn = rng.sample(live, total_need)
        me = strength5(mine + drawn[:need_me])
        at = need_me
        best = -1
        ties = 0
        for s in opps:
            th = strength5(ups[s] + drawn[at:at + need[s]])
            at += need[s]
            single[s] += 1.0 if me > th else 0.5 if me == th else 0.0
            if th > best:
                best, ties = th, 0
            elif th == best:
                ties += 1
        wins += 1.0 if me > best else (1.0 / (ties + 2) if me == best else 0.0)
    return wins / n, [single[s] / n for s in opps]


# ---------------------------------------------------------------- Brag
@lru_cache(maxsize=1)
def brag_table() -> tuple[dict[frozenset, int], list[int]]:
    """Every three-card Brag hand's strength, and all strengths sorted (22,100 hands)."""
    by_hand: dict[frozenset, int] = {}
    for trio in combinations(INDEX_CARDS, 3):
        by_hand[frozenset(trio)] = brag_value(trio).strength
    return by_hand, sorted(by_hand.values())


brag_table()  # built at import (about half a second), not in a player's first decision


def brag_percentile(hand: tuple[Card, ...]) -> float:
    """How often three unseen cards are beaten by ``hand`` (ties half)."""
    by_hand, ordered = brag_table()
    s = by_hand.get(frozenset(hand))
    if s is None:
        return 0.5
    lo = bisect.bisect_left(ordered, s)
    hi = bisect.bisect_right(ordered, s)
    return (lo + 0.5 * (hi - lo)) / len(ordered)


def brag_chance(view: SeatView, rng: random.Random) -> tuple[float, list[float]]:
    """Brag: three cards against three unseen, for each live opponent."""
    opps = live_opponents(view)
    if len(view.hand) != 3:
        return 0.5, [0.5] * len(opps)
    p = brag_percentile(tuple(view.hand))
    return per_opponent(p, len(opps)), [p] * len(opps)


# ---------------------------------------------------------------- Bouillotte
def bouillotte_chance(view: SeatView, rng: random.Random,
                      n: int = 120) -> tuple[float, list[float]]:
    """Bouillotte: deal the unseen cards to every other seat (those who passed out count for
    the point), then brelans first, the point after."""
    opps = live_opponents(view)
    b = view.bouillotte
    retourne = getattr(b, "retourne", None)
    hand = tuple(view.hand)
    if retourne is None or len(hand) != 3:
        return 0.5, [0.5] * len(opps)
    dealt = [p.seat for p in view.players if p.in_deal or p.holds_cards]
    try:
        pack = bouillotte_pack(len(dealt)).cards()
    except ValueError:
        pack = PackKind.BOUILLOTTE_FIVE.cards()
    unseen = [c for c in pack if c not in hand and c != retourne]
    others = [s for s in dealt if s != view.seat]
    if 3 * len(others) > len(unseen):
        return 0.5, [0.5] * len(opps)
    eligible = [view.seat] + opps
    size = len(view.players)
    tie_order = [(view.dealer - k) % size for k in range(size)]
    wins = 0.0
    single = {s: 0.0 for s in opps}
    mine = classify(hand, retourne)
    for _ in range(n):
        cards = rng.sample(unseen, 3 * len(others))
        holdings = {view.seat: hand}
        for k, s in enumerate(others):
            holdings[s] = tuple(cards[3 * k:3 * k + 3])
        values = {s: classify(holdings[s], retourne) for s in opps}
        values[view.seat] = mine
        totals = suit_points(cards + [retourne, *hand])
        winner = _bouillotte_winner(holdings, values, eligible, totals, tie_order)
        wins += winner == view.seat
        for s in opps:
            w = _bouillotte_winner(holdings, values, [view.seat, s], totals, tie_order)
            single[s] += w == view.seat
    return wins / n, [single[s] / n for s in opps]


def _bouillotte_winner(holdings: dict[int, tuple[Card, ...]], values: dict, eligible: list[int],
                       totals: dict, tie_order: list[int]) -> int:
    best_seat, best_key = None, None
    for s in eligible:
        v = values[s]
        if v.is_brelan and (best_key is None or v.key > best_key):
            best_seat, best_key = s, v.key
    if best_seat is not None:
        return best_seat
    seat, _suit = point_decision(totals, holdings, eligible, tie_order)
    return seat


# ---------------------------------------------------------------- Ambigu
def ambigu_chance(view: SeatView, rng: random.Random, n: int = 150) -> tuple[float, list[float]]:
    """Ambigu: four cards of the forty-card pack against four unseen (Foster, "AMBIGU");
    with two cards only (before the second deal), two more are imagined for everyone."""
    from game.hands.french.ambigu import evaluate as ambigu_value
    opps = live_opponents(view)
    hand = tuple(view.hand)
    if not 2 <= len(hand) <= 4:
        return 0.5, [0.5] * len(opps)
    pack = PackKind.AMBIGU.cards()
    seen = set(hand) | set(view.discarded)
    unseen = [c for c in pack if c not in seen]
    need = 4 - len(hand)
    if need + 4 * len(opps) > len(unseen):
        return 0.5, [0.5] * len(opps)
    wins = 0.0
    single = [0.0] * len(opps)
    for _ in range(n):
        cards = rng.sample(unseen, need + 4 * len(opps))
        mine = ambigu_value(hand + tuple(cards[:need])).strength
        beat_all = True
        for k in range(len(opps)):
            theirs = ambigu_value(cards[need + 4 * k:need + 4 * k + 4]).strength
            if mine > theirs:
                single[k] += 1.0
            elif mine == theirs:
                single[k] += 0.5  # the elder hand wins ties: an even guess
                beat_all = False
            else:
                beat_all = False
        wins += beat_all
    return wins / n, [x / n for x in single]


CHANCE = {
    "draw": draw_chance,
    "straight": straight_chance,
    "showdown": straight_chance,
    "flat": straight_chance,
    "flat-field": straight_chance,
    "ambigu": ambigu_chance,
    "stud": stud_chance,
    "stud-rounds": stud_chance,
    "brag": brag_chance,
    "bouillotte": bouillotte_chance,
}
"""Each betting game's chance function, by variant id."""


def chance(view: SeatView, rng: random.Random,
           pat: Mapping[int, float] | None = None) -> tuple[float, list[float]]:
    """The chance of beating every live opponent, and each singly, in this view's game
    (an even guess for a game not listed)."""
    fn = CHANCE.get(view.variant)
    if fn is None and view.variant.startswith("brag"):
        fn = brag_chance
    if fn is None:
        n = len(live_opponents(view))
        return 1.0 / (n + 1), [0.5] * n
    if fn is draw_chance:
        return draw_chance(view, rng, pat)
    return fn(view, rng)
