"""The equity player and the counting exploiter (bench/opponents, issue 40) act legally,
repeat exactly with a seed, and decide in a bounded time.

No strength is tested here (``python -m bench.bench_cleanroom DEALS equity``): only that
every action is one the view offers, heads-up and six-handed at Draw Poker, that a seeded
run is the same run twice, and that a run of many deals ends (no timed asserts).
"""

from __future__ import annotations

import random

import pytest

from bench.opponents import make_opponent
from bench.opponents.counter import Counter
from bench.opponents.draw_sim import Range, candidate_keeps, equity, mask_of, shape
from bench.opponents.hands import idx
from game.cards import parse_cards
from game.engine import Table
from game.engine.core.house import HouseRules

from test_cleanroom_legal import play

NEW = ("equity", "counter")


def record(keys: list[str], deals: int, seed: int) -> list[str]:
    """Every action of a seeded run, as text, and the stacks at the end.  The older
    clean-room players keep a cache of chances before the draw that spares their generator
    a draw when warm: it is emptied first, so each run starts as a fresh process does."""
    from bench.opponents import hands
    hands._PRE_CACHE.clear()
    players = [make_opponent(k, random.Random(seed * 7 + i), f"{k} {i}")
               for i, k in enumerate(keys)]
    table = Table([p.name for p in players], HouseRules(), random.Random(seed),
                  variant="draw", cut=False)
    out: list[str] = []
    for _ in range(deals):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            assert seat is not None
            action = players[seat].decide(table.view(seat))
            out.append(f"{seat}:{action}")
            table.act(seat, action)
        for seat, p in enumerate(players):
            p.deal_over(table.view(seat))
    out.append(str([p.stack for p in table.view(0).players]))
    return out


@pytest.mark.parametrize("key", NEW)
@pytest.mark.parametrize("other", ("tight", "loose", "exploiter", "equity", "counter"))
def test_heads_up_at_draw_is_legal(key: str, other: str) -> None:
    play("draw", [key, other], 120, seed=len(key) * 13 + len(other))


@pytest.mark.parametrize("seed", (3, 4))
def test_six_handed_at_draw_is_legal(seed: int) -> None:
    play("draw", ["equity", "tight", "counter", "loose", "exploiter", "equity"], 60, seed)


def test_legal_at_table_stakes_and_in_other_games() -> None:
    play("draw", ["equity", "counter", "loose"], 60, seed=9, house=HouseRules(table_stakes=True))
    for variant in ("stud-rounds", "brag", "bouillotte", "straight"):
        play(variant, ["equity", "counter", "tight"], 10, seed=10)


@pytest.mark.parametrize("keys", (["equity", "counter"], ["counter", "tight", "equity",
                                                            "loose", "counter", "exploiter"]))
def test_a_seeded_run_repeats_exactly(keys: list[str]) -> None:
    assert record(keys, 40, seed=21) == record(keys, 40, seed=21)


def test_a_long_run_ends() -> None:
    # Bounded, not timed: 300 deals heads-up end, each deal in a bounded number of actions.
    times = play("draw", ["counter", "equity"], 300, seed=31)
    assert len(times) > 300


def test_the_draw_keeps_what_wins_most() -> None:
    rng = random.Random(2)
    aces = idx(parse_cards("Ah Ad 7c 8s 2d"))
    keeps = candidate_keeps(aces)
    assert keeps[0] == shape(aces)[0]  # the sound keep is weighed first
    eqs = equity(rng, keeps, mask_of(aces), [Range(enter=0.5)], 400)
    assert eqs[0] == max(eqs) or eqs[0] > max(eqs) - 0.03
    # A raise before the draw narrows the range: the same hand wins less often.
    loose = equity(random.Random(3), [keeps[0]], mask_of(aces), [Range(enter=0.5)], 600)[0]
    tight = equity(random.Random(3), [keeps[0]], mask_of(aces),
                   [Range(enter=0.5, raise_=[0.85])], 600)[0]
    assert tight < loose


def test_the_counter_counts_what_the_table_showed() -> None:
    counter = Counter(random.Random(1), "Counter")
    other = make_opponent("loose", random.Random(2), "Loose")
    table = Table(["Counter", "Loose"], HouseRules(), random.Random(3), cut=False)
    players = [counter, other]
    for _ in range(150):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            assert seat is not None
            table.act(seat, players[seat].decide(table.view(seat)))
        counter.deal_over(table.view(0))
    c = counter.of("Loose")
    assert c.came_in.tries > 10 + 20  # beyond the prior
    assert c.fold_post.tries + c.bet_post.tries > 20 + 10
    assert "Counter" not in counter.counts  # it counts the others only
