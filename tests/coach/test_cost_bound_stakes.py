"""Issue 36, play-test: no cost exceeds what the seat could win or lose from the decision.
A play-tester's stand pat at Ambigu was charged 29.8 on a pool of 27: at Ambigu the bets
after the second draw can make a line worth more than the pool as it stood, so the figure can
be real; but the review's estimate is bounded all the same, in every game, by what its
play-outs ran to and, where nobody may bet more than he has, by the stakes at play."""

from __future__ import annotations

import random

import pytest

from game.coach.advice import Coach
from game.coach.choice import same_choice
from game.coach.replay import decisions
from game.coach.valuation import Valuation, reach, reach_to_win
from game.coach.readings import reading_at
from game.coach.readings import Reading
from game.engine import HouseRules
from game.engine.registry import VARIANTS

from test_honest_cost import MIXED, _records


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_estimate_lies_within_the_stakes_at_play(variant: str) -> None:
    house = HouseRules() if variant == "bouillotte" else HouseRules(table_stakes=True)
    coach = Coach(variant, random.Random(3))
    measured = 0
    for k, rec in enumerate(_records(variant, MIXED, 2, seed=7, house=house)):
        found, end = decisions(rec, 0)
        valuation = Valuation(rec, 0)
        for d in found[:3]:
            book = coach.adviser.choice(d.view)
            coach.adviser.follow(d.view, d.action)
            if same_choice(book, d.action, d.view):
                continue
            est = valuation.compare(d, book, d.action, Reading(), random.Random(k), most=6,
                                    least=4)
            if not est.n:
                continue
            measured += 1
            limit = reach(d.view)
            assert limit is not None
            assert est.reach <= limit + 1e-9, (variant, est, limit)
            assert -est.reach <= est.low <= est.mean <= est.high <= est.reach, est
        coach.deal_over(end.view(0))
    assert measured or variant in ("my-ship-sails",), "no decision was played out"


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_no_gain_exceeds_what_the_seat_could_still_win(variant: str) -> None:
    """Book round 4: a Stud bet into a pool of 4 was said to have "gained 28.8 to 37.9".  No
    estimate puts the choice taken above the book's by more than the counters the seat could
    still win in the deal: the most it won in any play-out, and never more than the pool and
    what the others still in have before them."""
    house = HouseRules() if variant == "bouillotte" else HouseRules(table_stakes=True)
    coach = Coach(variant, random.Random(3))
    measured = 0
    for k, rec in enumerate(_records(variant, MIXED, 2, seed=11, house=house)):
        found, end = decisions(rec, 0)
        valuation = Valuation(rec, 0)
        for d in found[:3]:
            book = coach.adviser.choice(d.view)
            reading = reading_at(d.view, coach.adviser.player)
            coach.adviser.follow(d.view, d.action)
            if same_choice(book, d.action, d.view):
                continue
            est = valuation.compare(d, book, d.action, reading, random.Random(k), most=6,
                                    least=4)
            if not est.n:
                continue
            measured += 1
            laws = reach_to_win(d.view)
            assert est.win is not None and laws is not None
            assert 0 <= est.win <= laws + 1e-9, (variant, est, laws)
            assert -est.low <= est.win + 1e-9 and -est.mean <= est.win + 1e-9, (variant, est)
            if variant in ("whiskey-markers", "commerce-widow"):
                continue
            assert laws <= d.view.pool + sum(p.stack for p in d.view.players
                                             if p.seat != 0 and p.holds_cards) + 1e-9
        coach.deal_over(end.view(0))
    assert measured or variant in ("my-ship-sails",), "no decision was played out"
