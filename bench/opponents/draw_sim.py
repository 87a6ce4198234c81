"""Draw Poker by Monte Carlo: a hand's equity against ranges narrowed by what players did.

Written for the equity player and the counting exploiter (:mod:`.equity`, :mod:`.counter`)
from the engine's view and the book's advice on the draw; nothing here knows how the
project's own computer players think.

* A **library** of dealt hands is built once, from its own fixed seed: each hand with the
  cards a sound player keeps (Foster's draws: pat hands kept, two to threes, one to two
  pairs or a four-card flush or straight, three to a pair, an ace and king kept from
  nothing) and its place among all dealt hands (its *percentile*, 0 the worst, 1 the best).
  An opponent who drew three cards is imagined from the hands whose sound draw is three,
  so the Monte Carlo never throws away a deal for a draw that does not match.
* A :class:`Range` is one opponent as the reader pictures him: how many cards he drew (if
  known), how wide he comes in and raises before the draw, and after it how strong the
  hands he bets, raises and calls with are, and how often a wager is made on nothing.
  Each imagined hand is weighed by how likely those actions were with it.
* :func:`equity` deals the unseen cards many times (a fixed number, from the player's own
  generator: the answer depends only on the seed) and counts how often this seat's hand,
  kept and drawn to as asked, beats every range (ties shared), each deal weighed.

Cards are indices ``rank * 4 + suit`` (the evaluator's order), and a set of cards is a
52-bit mask, so that a few hundred imagined deals fit in a few milliseconds.
"""

from __future__ import annotations

import bisect
import math
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Sequence

from .hands import _pat_pool, strength5

PAT_POOL = _pat_pool()
"""Strengths of dealt pat hands (straights or better), from the shared hand module."""

FULL = (1 << 52) - 1


@dataclass(frozen=True, slots=True)
class Dealt:
    """One library hand: its cards, what a sound player keeps, and its percentile."""

    cards: tuple[int, ...]
    keep: tuple[int, ...]
    mask: int
    pct: float


def mask_of(ix: Sequence[int]) -> int:
    m = 0
    for i in ix:
        m |= 1 << i
    return m


def shape(ix: Sequence[int]) -> tuple[tuple[int, ...], float]:
    """The cards a sound player keeps from five dealt, and an ordering score of the hand
    before the draw (higher is better): pat hands, threes, two pairs, pairs by rank, a
    four-card flush, a four-card straight open at both ends, high cards."""
    counts = [0] * 13
    for i in ix:
        counts[i >> 2] += 1
    top = max(counts)
    s = strength5(ix)
    if s >> 26 >= 4 or top == 4:  # straight, flush, full, fours: stand pat
        return tuple(ix), 100.0 + (s >> 26)
    if top == 3:
        r = counts.index(3)
        return tuple(i for i in ix if i >> 2 == r), 80.0 + r / 13
    pairs = [r for r in range(13) if counts[r] == 2]
    if len(pairs) == 2:
        return tuple(i for i in ix if i >> 2 in pairs), 60.0 + pairs[1] + pairs[0] / 13
    if pairs:
        r = pairs[0]
        side = max(i >> 2 for i in ix if i >> 2 != r)
        return tuple(i for i in ix if i >> 2 == r), 30.0 + r + side / 26
    suits = [0] * 4
    for i in ix:
        suits[i & 3] += 1
    if max(suits) == 4:
        st = suits.index(4)
        return tuple(i for i in ix if i & 3 == st), 35.5
    srt = sorted(ix)
    ranks = [i >> 2 for i in srt]
    for lo in (0, 1):
        run = ranks[lo:lo + 4]
        if run[3] - run[0] == 3 and run[3] < 12:  # open at both ends
            return tuple(srt[lo:lo + 4]), 33.5
    hi = ranks[4] + ranks[3] / 13
    if ranks[4] == 12:  # keep the ace, and the king with it
        keep = [srt[4]] + ([srt[3]] if ranks[3] == 11 else [])
        return tuple(keep), hi
    return (srt[4],), hi


@dataclass
class Library:
    """Dealt hands by the number a sound player draws to them, and two percentile tables."""

    hands: list[Dealt]
    by_draw: dict[int, list[Dealt]]
    finals: list[int]
    """Sorted strengths of hands after a sound draw: where a final hand stands."""
    scores: list[float]
    """Sorted :func:`shape` scores of the dealt hands: where a dealt hand stands."""
    kicker: list[Dealt]
    """Pairs with a kicker held up: the other way of drawing two."""


@lru_cache(maxsize=1)
def library(size: int = 16000) -> Library:
    """Built once, from a fixed seed (a few tenths of a second)."""
    rng = random.Random(40)
    deck = range(52)
    raw: list[tuple[tuple[int, ...], tuple[int, ...], float]] = []
    finals: list[int] = []
    for _ in range(size):
        ten = rng.sample(deck, 10)
        five = tuple(ten[:5])
        keep, score = shape(five)
        raw.append((five, keep, score))
        if len(finals) < 10000:
            finals.append(strength5(list(keep) + ten[5:10 - len(keep)]))
    scores = sorted(r[2] for r in raw)
    n = len(scores)
    hands = []
    for five, keep, score in raw:
        lo = bisect.bisect_left(scores, score)
        hi = bisect.bisect_right(scores, score)
        hands.append(Dealt(five, keep, mask_of(five), (lo + hi) / (2 * n)))
    by_draw: dict[int, list[Dealt]] = {k: [] for k in range(6)}
    kicker: list[Dealt] = []
    for h in hands:
        by_draw[5 - len(h.keep)].append(h)
        if len(h.keep) == 2 and h.keep[0] >> 2 == h.keep[1] >> 2:
            # A pair with a kicker held up (Foster's "VARIETY"): drawn to as two.
            side = max((i for i in h.cards if i not in h.keep), key=lambda i: i >> 2)
            kicker.append(Dealt(h.cards, h.keep + (side,), h.mask, h.pct))
        if len(h.keep) == 4 and h.keep[0] >> 2 == h.keep[1] >> 2 \
                and len({i >> 2 for i in h.keep}) == 2:
            by_draw[0].append(Dealt(h.cards, h.cards, h.mask, h.pct))  # two pairs pat
    return Library(hands, by_draw, sorted(finals), scores, kicker)


def final_pct(strength: int) -> float:
    """Where a final hand stands among hands drawn to soundly (0 worst, 1 best)."""
    fin = library().finals
    lo = bisect.bisect_left(fin, strength)
    hi = bisect.bisect_right(fin, strength)
    return (lo + hi) / (2 * len(fin))


def pct_of_dealt(ix: Sequence[int]) -> float:
    """Where five dealt cards stand among dealt hands (by :func:`shape`'s score)."""
    scores = library().scores
    _keep, score = shape(ix)
    lo = bisect.bisect_left(scores, score)
    hi = bisect.bisect_right(scores, score)
    return (lo + hi) / (2 * len(scores))


def sig(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


@dataclass
class Range:
    """One opponent as pictured: what he did, and how that is read.

    ``enter``/``raise_``: the percentile a dealt hand must pass for him to come in / to
    raise before the draw (each further raise of his asks more); ``bets``: after the draw,
    for each of his wagers, the final percentile it asks (bets, calls and raises alike);
    ``floor``: the chance a wager is made whatever the hand (bluffs and loose calls);
    ``pat_real``: of his pat hands, the share that are straights or better."""

    drew: int | None = None
    enter: float | None = None
    raise_: list[float] = field(default_factory=list)
    bets: list[float] = field(default_factory=list)
    floor: float = 0.1
    pre_floor: float = 0.15
    pat_real: float = 0.4
    opened: bool = False
    """He opened a jack pot: he holds jacks or better (Law 38)."""
    folds_if_unacted: float = 0.0
    """Not used in the count: the caller's estimate that he lays down."""

    def pre_weight(self, pct: float, score_ok: bool = True) -> float:
        if self.opened and not score_ok:
            return 0.0
        w = 1.0
        if self.enter is not None:
            w *= sig((pct - self.enter) / 0.05)
        for t in self.raise_:
            w *= sig((pct - t) / 0.04)
        return self.pre_floor + (1.0 - self.pre_floor) * w if w < 1.0 else 1.0

    def post_weight(self, fpct: float) -> float:
        w = 1.0
        for t in self.bets:
            w *= self.floor + (1.0 - self.floor) * sig((fpct - t) / 0.06)
        return w


JACKS_SCORE = 30.0 + 9  # a pair of jacks in :func:`shape`'s score


def _fill(rng: random.Random, used: int, base: list[int], k: int) -> tuple[list[int], int]:
    """``base`` plus ``k`` cards not in ``used`` (returned with the new mask).  When the
    imagined deal has used up the pack (six hands and their draws), the cards thrown away
    are taken to be shuffled in again, as the dealer does: only ``base`` stays out."""
    out = list(base)
    rnd = rng.random
    if 52 - bin(used).count("1") < k:
        used = mask_of(out)
    while k:
        c = int(rnd() * 52)
        b = 1 << c
        if used & b:
            continue
        used |= b
        out.append(c)
        k -= 1
    return out, used


TRIPS_SHARE = 0.3
"""Of the players who draw two, the share taken to hold threes (the rest a pair and a
kicker)."""


def _opponent(rng: random.Random, rg: Range, used: int,
              tries: int = 24) -> tuple[int, float, int]:
    """One imagined hand for ``rg``: its final strength, its weight, and the mask of cards
    now used."""
    lib = library()
    drew = rg.drew
    rnd = rng.random
    if drew is None:
        bucket = lib.hands
    elif drew == 5:
        five, used = _fill(rng, used, [], 5)
        return strength5(five), rg.pre_weight(0.0), used
    elif drew == 0:
        if rnd() < rg.pat_real:  # a genuine pat hand (its cards left out of the count)
            pool = PAT_POOL
            return pool[int(rnd() * len(pool))], rg.pre_weight(0.99), used
        bucket = lib.by_draw[0] if rnd() < 0.5 else lib.hands  # two pairs, or anything
    elif drew == 2:
        bucket = lib.by_draw[2] if rnd() < TRIPS_SHARE else lib.kicker
    else:
        bucket = lib.by_draw.get(drew) or lib.hands
    n = len(bucket)
    pick = None
    for _ in range(tries):
        h = bucket[int(rnd() * n)]
        if not h.mask & used:
            pick = h
            break
    if pick is None:
        five, used = _fill(rng, used, [], 5)
        return strength5(five), 0.2, used
    used |= pick.mask
    w = rg.pre_weight(pick.pct, shape(pick.cards)[1] >= JACKS_SCORE if rg.opened else True)
    if drew == 0:
        return strength5(pick.cards), w, used
    if drew is None:
        keep = list(pick.keep)
        k = 5 - len(keep)
    else:
        k = drew
        keep = list(pick.keep) if len(pick.keep) == 5 - drew \
            else sorted(pick.cards, key=lambda i: i >> 2)[drew:]
    final, used = _fill(rng, used, keep, k)
    return strength5(final), w, used


def equity(rng: random.Random, keeps: Sequence[Sequence[int]], dead: int,
           ranges: Sequence[Range], n: int) -> list[float]:
    """For each way of keeping (``keeps``: cards of this seat's hand kept; five means the
    hand stands as it is), the weighted chance of beating every range (ties shared), from
    the same ``n`` imagined deals (common numbers make the ways comparable).  ``dead``: the
    mask of cards this seat has seen (its hand and its discards)."""
    wins = [0.0] * len(keeps)
    total = 0.0
    for _ in range(n):
        used = dead
        w = 1.0
        best = -1
        for rg in ranges:
            s, wt, used = _opponent(rng, rg, used)
            if rg.bets:
                wt *= rg.post_weight(final_pct(s))
            w *= wt
            if s > best:
                best = s
        if w <= 1e-9:
            continue
        total += w
        # This seat's draw: the same cards for every way (so far as each needs them).
        extra, _ = _fill(rng, used, [], 5)
        for j, keep in enumerate(keeps):
            mine = strength5(list(keep) + extra[:5 - len(keep)]) if len(keep) < 5 \
                else strength5(keep)
            if mine > best:
                wins[j] += w
            elif mine == best:
                wins[j] += 0.5 * w
    if total <= 0:
        return [0.5] * len(keeps)
    return [x / total for x in wins]


def candidate_keeps(ix: Sequence[int]) -> list[tuple[int, ...]]:
    """The ways worth weighing at the draw: the sound keep, standing pat, a pair with its
    best kicker, a four-card flush or straight (open or not), an ace and king, an ace."""
    keep, _score = shape(ix)
    out: list[tuple[int, ...]] = [tuple(keep)]
    def add(k: Sequence[int]) -> None:
        t = tuple(sorted(k))
        if t not in {tuple(sorted(o)) for o in out}:
            out.append(t)
    add(ix)
    counts: dict[int, list[int]] = {}
    for i in ix:
        counts.setdefault(i >> 2, []).append(i)
    pairs = [cs for cs in counts.values() if len(cs) == 2]
    srt = sorted(ix, key=lambda i: i >> 2)
    if len(pairs) == 1:
        rest = [i for i in srt if i not in pairs[0]]
        add(pairs[0] + rest[-1:])
    suits: dict[int, list[int]] = {}
    for i in ix:
        suits.setdefault(i & 3, []).append(i)
    for cs in suits.values():
        if len(cs) == 4:
            add(cs)
    ranks = sorted({i >> 2 for i in ix})
    if len(ranks) == 5:
        for lo in (0, 1):
            if ranks[lo + 3] - ranks[lo] <= 4:
                run = set(ranks[lo:lo + 4])
                add([i for i in srt if i >> 2 in run])
    if srt[-1] >> 2 == 12:
        add(srt[-1:])
        if srt[-2] >> 2 >= 10:
            add(srt[-2:])
    return out[:6]
