"""Issue 36, book round 6's M4 and M5: a decision's worlds spread enough to measure anything.

A sharp reading (an opponent who stood pat at Draw holds a made hand) gave one deal of the
96 weighed nearly all the weight; every play-out was that one world, and the review's
interval, narrow as if it had measured something, said a draw of one "gained 43.4 to 51.0"
over the book's draw of four.  The pool now grows, a pool's size at a time, while its
effective count of worlds is below :data:`SPREAD_WORLDS`.
"""

from __future__ import annotations

import random

from bench.bench_review import record
from game.coach.readings import Reading
from game.coach.replay import decisions
from game.coach.worlds import GROWN, SPREAD_WORLDS, WorldPool, effective


class _Sharp(Reading):
    """One deal of each lot weighed weighs anything."""

    def weights(self, worlds):  # type: ignore[no-untyped-def]
        return [1.0] + [1e-9] * (len(worlds) - 1)


class _Flat(Reading):
    def weights(self, worlds):  # type: ignore[no-untyped-def]
        return [1.0] * len(worlds)


def _decision():  # type: ignore[no-untyped-def]
    rec = record("draw", "good", 1)[0]
    found, _ = decisions(rec, 0)
    return rec, found[0]


def test_the_effective_count() -> None:
    assert effective([1.0, 1.0, 1.0, 1.0]) == 4.0
    assert abs(effective([1.0, 0.0, 0.0]) - 1.0) < 1e-9
    assert effective([]) == 0.0 and effective([0.0, 0.0]) == 0.0


def test_a_sharp_reading_grows_the_pool_and_a_spread_one_does_not() -> None:
    rec, d = _decision()
    sharp = WorldPool(rec, d, 0, _Sharp(), random.Random(1), 10)
    assert len(sharp.swaps) == len(sharp.weights) == 10 * GROWN
    flat = WorldPool(rec, d, 0, _Flat(), random.Random(1), 24)
    assert len(flat.swaps) == 24 and effective(flat.weights) >= SPREAD_WORLDS
    even = WorldPool(rec, d, 0, Reading(), random.Random(1), 10)
    assert len(even.swaps) == 10  # (an even reading: every world weighs the same)
