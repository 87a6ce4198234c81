"""The sparring partners the good player is measured against play legal games, each in
its own way, and the counting ones learn."""

from __future__ import annotations

import random

import pytest

from game.ai.sparring import SPARRING, BestResponse, Counter, make_sparring
from game.ai.tournament import play_tournament
from game.engine import ActionKind, parse_house

K = ActionKind


@pytest.mark.parametrize("key", SPARRING)
def test_each_plays_whole_games_under_awkward_house_rules(key):
    for rules in ("", "table_stakes=true", "progressive_openers=true,bobtail_openers=true",
                  "blind_up_to_half_limit=true,decline_to_show=true"):
        house = parse_house(rules.split(",")) if rules else None
        result = play_tournament(["good", key, key, "liberal"], 60, seed=2, house=house,
                                 rotate=15)
        assert result.deals == 60


def test_unknown_sparring_partner():
    with pytest.raises(ValueError):
        make_sparring("shark", random.Random(1))


def test_the_counter_counts_folds_by_size_and_the_best_response_is_told_the_hands():
    counter = Counter("Counter", random.Random(1))
    best = BestResponse("Best", random.Random(2))
    play_tournament(["timid", "counter", "best"], 400, seed=3,
                    players=[make_sparring("timid", random.Random(3), "Timid"), counter, best])
    # the timid player lays down to every bet: the counter learns it
    folds = [r.share for (name, _), r in counter.folds.items() if name == "Timid" and r.seen > 3]
    assert folds and min(folds) > 0.8
    # the best response has seen every hand, not only those shown
    assert sum(len(v) for (name, sig, _), v in best.grades.items() if name == "Timid") > 200
