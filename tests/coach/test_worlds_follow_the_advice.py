"""Issue 36, one valuation: the review's worlds follow the reading the advice's chance comes
from.  At single-stake Brag, where the good player reads each raise and see, the seat's brag
is the best in the review's worlds about as often as the book's chance says (book round 4:
the review played the others' hands nearly at random while the book read them, and a stay
the book's 15% said to abandon "gained 8.4 to 41.7")."""

from __future__ import annotations

import random

import pytest

from bench.bench_review import record
from game.ai.three_card.brag import rules_for
from game.coach.advice import Coach
from game.coach.readings import Reading, best_hand_chance, reading_at
from game.coach.replay import decisions
from game.coach.valuation import Valuation
from game.hands.three_card.brag import brag_value

pytestmark = pytest.mark.slow

WORLDS = 40


def test_the_brag_worlds_give_the_seat_the_best_hand_as_often_as_the_book_reckons() -> None:
    records = record("brag", "good", 30)
    coach = Coach("brag")
    adviser = coach.adviser
    spots = []
    for rec in records:
        found, end = decisions(rec, 0)
        for d in found:
            adviser.choices(d.view)
            reading = reading_at(d.view, adviser.player)
            p = best_hand_chance(d.view, adviser)
            if type(reading) is not Reading and p is not None and 0.02 < p < 0.6:
                spots.append((rec, d, p, reading))
            adviser.follow(d.view, d.action)
        coach.deal_over(end.view(0))
    assert len(spots) >= 3
    rng = random.Random(5)
    gaps = []
    for rec, d, p, reading in spots[:12]:
        valuation = Valuation(rec, 0)
        rules = rules_for(d.view)
        holding = [pl.seat for pl in d.view.players if pl.holds_cards and pl.seat != 0]
        best = 0
        for _ in range(WORLDS):
            hands = valuation._worlds(d, reading, rng).hands()
            mine = brag_value(tuple(hands[0]), rules).strength
            best += all(brag_value(tuple(hands[s]), rules).strength < mine for s in holding)
        gaps.append(best / WORLDS - p)
    # Drawn from four candidates a world, the seat's brag was best more often in the review's
    # worlds than the book's chance said: by 0.14 on average and 0.53 at worst on these
    # deals; from the weighed pool, 0.06 and 0.16.
    assert sum(abs(g) for g in gaps) / len(gaps) < 0.1, gaps
    assert max(abs(g) for g in gaps) < 0.3, gaps
