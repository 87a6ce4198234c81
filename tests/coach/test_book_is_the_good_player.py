"""The book is the good player (issue 36): reviewing the good player's own history finds it
playing as the book, in every game; where it mixes its play on purpose, every action it would
take there is the book's."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bench.bench_review_pins import good_history, review_history
from game.ai import make_player
from game.ai.mixing import Branches, mixed, pick
from game.coach.advice import Coach
from game.coach.choice import Adviser, same_choice
from game.coach.replay import decisions, record_deal
from game.coach.review import review_deal
from game.engine import VARIANTS, HouseRules, Table
from game.store.dealing import DealingShuffles

DEALS = 4
"""Deals a game in the check of the histories (a few, so that it is quick)."""


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_good_players_own_history_is_reviewed_as_the_book(tmp_path: Path, variant: str):
    """A tournament's hand history (the good player at seat 0, with the close and the liberal
    player), reviewed with a fixed seed: every decision of the good player is the book's
    own.  The adviser rebuilds what the good player knew from the history alone (its notes
    on each opponent from the deals before, the stakes and the limits in each view)."""
    history = good_history(tmp_path / "good.jsonl", variant, DEALS)
    got = review_history(history, tmp_path / "review.json", rollouts=8)
    assert got["decisions"] > 0 and got["reviewed"] == got["decisions"]
    other = [f"{i['step']}: {i['done']} (the book: {i['book']})" for i in got["items"]
             if not i["same"]]
    assert not other, other
    assert got["cost"] == 0


@pytest.mark.parametrize("variant", ["draw", "stud", "brag", "bouillotte", "ambigu", "flat"])
def test_over_more_deals_the_good_player_is_the_book(variant: str):
    """The good player among the close and the liberal for twelve deals, its decisions
    reviewed as they were recorded: every one the book's own."""
    kinds = ["good", "close", "liberal", "good"]
    table = Table([f"P{i}" for i in range(4)], HouseRules(), DealingShuffles(seed=21), variant)
    players = [make_player(k, random.Random(40 + i), name=table.names[i], variant=variant)
               for i, k in enumerate(kinds)]
    coach = Coach(variant)
    items = 0
    for k in range(12):
        if table.game_over:
            break
        rec = record_deal(table, players, kinds)
        review = review_deal(rec, 0, coach, random.Random(k), rollouts=4)
        for item in review.items:
            items += 1
            assert item.same, (k, item)
    assert items > 0


@pytest.mark.parametrize("variant", ["draw", "straight", "brag", "flat", "thirty-one"])
def test_every_action_the_good_player_would_take_is_the_books(variant: str):
    """At each decision of a deal, good players with forty different generators (the same
    knowledge: none) take only actions the adviser counts as the book's."""
    kinds = ["good", "close", "liberal", "good"]
    table = Table([f"P{i}" for i in range(4)], HouseRules(), DealingShuffles(seed=5), variant)
    players = [make_player(k, random.Random(i), name=table.names[i], variant=variant)
               for i, k in enumerate(kinds)]
    for _ in range(3):
        rec = record_deal(table, players, kinds)
        for d in decisions(rec, 0)[0]:
            adviser = Adviser(variant)
            choices = adviser.choices(d.view)
            for seed in range(40):
                p = make_player("good", random.Random(seed), variant=variant)
                a = p.decide(d.view)
                assert choices.includes(a), (d.view, a, choices.actions())


def test_branches_follow_every_way_of_the_mixing():
    """A player who bluffs one time in ten and picks one of three sizes: followed down each
    way, with the chance of each."""
    def decide(rng: random.Random) -> tuple[bool, int]:
        bluff = mixed(rng, 0.1)
        size = pick(rng, (2, 5, 10)) if bluff else 0
        return bluff, size

    seen = {}
    todo: list[list[int]] = [[]]
    while todo:
        path = todo.pop(0)
        rng = Branches(path)
        got = decide(rng)
        seen[got] = seen.get(got, 0.0) + rng.chance
        for j in range(len(path), len(rng.taken)):
            head = [t.way for t in rng.taken[:j]]
            todo.extend(head + [k] for k in range(1, rng.taken[j].ways))
    assert set(seen) == {(False, 0), (True, 2), (True, 5), (True, 10)}
    assert seen[(False, 0)] == pytest.approx(0.9)
    assert sum(seen.values()) == pytest.approx(1.0)
    assert mixed(Branches(), 0.1) is False and mixed(Branches(), 0.9) is True


def test_the_book_names_its_likeliest_action_and_follows_the_seat():
    """The adviser names the likeliest of its actions; told what the seat did, it keeps the
    minds that did it (so the next decision is judged by what the good player then meant)."""
    variant = "draw"
    kinds = ["good", "good", "good", "good"]
    table = Table([f"P{i}" for i in range(4)], HouseRules(), DealingShuffles(seed=9), variant)
    players = [make_player(k, random.Random(i), name=table.names[i], variant=variant)
               for i, k in enumerate(kinds)]
    rec = record_deal(table, players, kinds)
    adviser = Adviser(variant)
    for d in decisions(rec, 0)[0]:
        choices = adviser.choices(d.view)
        ranked = choices.actions()
        assert ranked[0][1] == max(c for _, c in ranked)
        assert same_choice(adviser.choice(d.view), ranked[0][0], d.view)
        assert abs(sum(c for _, c in ranked) - 1.0) < 1e-9
        adviser.follow(d.view, d.action)
