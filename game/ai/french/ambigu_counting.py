"""How an Ambigu hand of four is measured and how a draw is counted, for the computer
players (:mod:`.ambigu`), the good player's reading of the others (:mod:`.ambigu_reading`)
and the book: the share of all 91,390 hands of four a hand beats, the average share a draw
makes (counted exactly where few cards are to come, sampled over the same draws for every
discard otherwise), and the best discard.

It sits below both the play and the reading, so neither has to import the other's module
to count.
"""

from __future__ import annotations

import random
from functools import cache, lru_cache
from itertools import combinations
from typing import Sequence

from game.cards import Card
from game.engine import SeatView
from game.hands.french.ambigu import PACK, evaluate, every_hand, pips


_BIT = {c: 1 << i for i, c in enumerate(PACK)}


@cache
def _shares() -> dict[int, float]:
    """Every hand of four (by its cards' bits) and the share of all hands it beats, ties
    counting half: made once, in about a second, so that a decision is a look-up."""
    hands = every_hand()
    # A hand's strength depends only on each suit's pips, not on which suit holds them: each
    # such shape (some 7,000 of the 91,390 hands) is evaluated once, the rest looked up (the
    # same figures, in a third of the time: tests/ai/test_ambigu_tables.py pins them).
    pip_of = {c: pips(c) for c in PACK}
    known: dict[tuple[tuple[int, ...], ...], tuple[int, ...]] = {}
    strengths = []
    for h in hands:
        by_suit: dict[object, list[int]] = {}
        for c in h:
            by_suit.setdefault(c.suit, []).append(pip_of[c])
        shape = tuple(sorted(tuple(sorted(v)) for v in by_suit.values()))
        st = known.get(shape)
        if st is None:
            st = known[shape] = evaluate(h).strength
        strengths.append(st)
    counts: dict[tuple[int, ...], int] = {}
    for st in strengths:
        counts[st] = counts.get(st, 0) + 1
    below = 0
    at: dict[tuple[int, ...], float] = {}
    for st in sorted(counts):
        at[st] = (below + counts[st] / 2) / len(hands)
        below += counts[st]
    return {sum(_BIT[c] for c in h): at[st] for h, st in zip(hands, strengths)}


def share(cards: Sequence[Card]) -> float:
    """The share of all hands of four that this hand beats (ties count half)."""
    return _shares()[sum(_BIT[c] for c in cards)]


def unseen(view: SeatView) -> list[Card]:
    """The cards this seat has not seen: not in its hand, not discarded, not shown."""
    seen = set(view.hand) | set(view.discarded)
    for p in view.players:
        seen |= set(p.shown or ())
    return [c for c in PACK if c not in seen]


def draw_value(keep: Sequence[Card], pool: Sequence[Card], size: int, rng: random.Random,
               samples: int, exact: int = 2) -> float:
    """The average share of the hand of ``size`` made by keeping ``keep`` and drawing the
    rest from ``pool`` (two cards and a later draw counted as a plain fill to four)."""
    need = size - len(keep)
    if need <= 0:
        return share(keep)
    kept = sum(_BIT[c] for c in keep)
    bits = tuple(_BIT[c] for c in pool)
    if need <= exact:
        # Two cards to come: every pair counted, the same figure every time (sampled, one
        # start looked better than another by chance alone: a play-tester was told
        # "discard one" of 9♣ 5♣ and "Enough" on 2♠ 9♠, the better way each time reversed).
        return _exact(kept, bits, need)
    # Looked up by the cards' bits: the kept cards' sum once, and the pool's bits drawn in
    # place of its cards (the same draws, since a sample depends only on the pool's length).
    return _over(kept, _drawn(bits, need, rng, samples))


LEAST_SAMPLES = 300
"""Draws sampled at least where more cards are to come (each way of discarding over the
same draws: the comparison is the discards', not the luck's)."""


def _drawn(bits: Sequence[int], need: int, rng: random.Random, samples: int) -> list[int]:
    """``samples`` draws of ``need`` cards from the pool (by its cards' bits), each as the sum
    of its bits, drawn exactly as ``rng.sample(pool, need)`` would draw them."""
    n = len(bits)
    if type(rng) is not random.Random or n <= _SMALL_POOL or not 0 < need <= min(5, n):
        places = range(n)
        return [sum(bits[i] for i in rng.sample(places, need)) for _ in range(samples)]
    # ``random.Random.sample``'s own way with a pool this large (a place drawn below the
    # pool's length and not drawn before, from the same stream of bits), written out: the
    # call's overhead was most of the count's time, some 1,500 draws a decision.
    getrandbits = rng.getrandbits
    width = n.bit_length()
    out = []
    for _ in range(samples):
        chosen: list[int] = []
        total = 0
        for _ in range(need):
            j = getrandbits(width)
            while j >= n or j in chosen:
                j = getrandbits(width)
            chosen.append(j)
            total += bits[j]
        out.append(total)
    return out


_SMALL_POOL = 21
"""The pool ``random.Random.sample`` draws from by another way (a list, not a set of places
drawn; its ``setsize`` for up to five cards): left to ``sample`` itself."""


def _over(kept: int, drawn: Sequence[int]) -> float:
    """The average share over the draws ``drawn`` (summed in their order, so the figure is
    the same to the last digit whichever way the draws were made)."""
    shares = _shares()
    total = 0.0
    for more in drawn:
        total += shares[kept + more]
    return total / len(drawn)


def _exact(kept: int, bits: tuple[int, ...], need: int) -> float:
    """The average share over every way ``need`` cards may come from the pool (its cards'
    bits), counted in the order of :func:`itertools.combinations`.  A pool in the pack's
    order (as :func:`unseen` gives it) is counted once and kept, by the pool's bits alone: a
    play-out meets the same hand and the same unseen cards again and again, and the count
    (some 7,000 hands with three to come) is the same every time."""
    if all(a < b for a, b in zip(bits, bits[1:])):
        return _exact_kept(kept, sum(bits), need)
    return _count(kept, bits, need)


@lru_cache(maxsize=1 << 15)
def _exact_kept(kept: int, pool: int, need: int) -> float:
    # (keyed by plain numbers: a key of 36 cards' bits held some forty megabytes, and as
    # many tuples for the collector to walk)
    return _count(kept, tuple(1 << i for i in range(pool.bit_length()) if pool >> i & 1), need)


def _count(kept: int, bits: tuple[int, ...], need: int) -> float:
    shares = _shares()
    total = 0.0
    n = 0
    if need == 1:
        for a in bits:
            total += shares[kept + a]
        n = len(bits)
    elif need == 2:
        for i, a in enumerate(bits):
            ka = kept + a
            for b in bits[i + 1:]:
                total += shares[ka + b]
        n = len(bits) * (len(bits) - 1) // 2
    else:
        for more in combinations(bits, need):
            total += shares[kept + sum(more)]
            n += 1
    return total / n if n else shares[kept]


def discard_values(hand: Sequence[Card], pool: Sequence[Card], rng: random.Random,
                   samples: int, most: int, least: int = LEAST_SAMPLES
                   ) -> list[tuple[tuple[Card, ...], float]]:
    """Each discard (of at most ``most`` cards) with the average share of the hand of four
    it makes: counted exactly with two cards to come, else over the same sampled draws.

    Every discard starts its draws from the same state of ``rng``, so the draws of as many
    cards are the same for each: they are made once for each number drawn, and ``rng`` is
    left where the last discard's draws left it."""
    start = rng.getstate()
    exact = 3 if len(hand) <= 2 else 2
    # (the first draw, two cards held: one kept and three to come is counted over
    # every way too, some 8,000; sampled, it swung by five in a hundred)
    count = max(samples, least)
    bits = tuple(_BIT[c] for c in pool)
    hand_bits = [_BIT[c] for c in hand]
    drawn: dict[int, tuple[list[int], tuple]] = {}  # type: ignore[type-arg]
    end = start
    out_values: list[tuple[tuple[Card, ...], float]] = []
    for n in range(0, most + 1):
        for out in combinations(range(len(hand)), n):
            kept = sum(b for i, b in enumerate(hand_bits) if i not in out)
            need = 4 - (len(hand) - n)
            if need <= 0:
                value = _shares()[kept]
                end = start
            elif need <= exact:
                value = _exact(kept, bits, need)
                end = start
            else:
                if need not in drawn:
                    rng.setstate(start)
                    drawn[need] = (_drawn(bits, need, rng, count), rng.getstate())
                sums, end = drawn[need]
                value = _over(kept, sums)
            out_values.append((tuple(hand[i] for i in out), value))
    rng.setstate(end)
    return out_values


def best_discard(hand: Sequence[Card], pool: Sequence[Card], rng: random.Random,
                 samples: int, most: int, least: int = LEAST_SAMPLES
                 ) -> tuple[tuple[Card, ...], float]:
    """The discard (of at most ``most`` cards) whose hand of four is best on average."""
    best: tuple[tuple[Card, ...], float] = ((), -1.0)
    for out, value in discard_values(hand, pool, rng, samples, most, least):
        if value > best[1]:
            best = (out, value)
    return best
