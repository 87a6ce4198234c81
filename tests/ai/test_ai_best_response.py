"""The best response to the good player (issue 40, ``bench/bench_best_response.py``): it
repeats exactly with a seed, and it meets the good player only as a black box — asked to
decide on a view, shown a deal's end, and copied whole by the referee for its trials."""

from __future__ import annotations

import gc
import random

from bench.bench_best_response import run_best_response
from bench.best_response import BestResponse, choices, class_after, class_before, point
from game.ai import make_player
from game.engine import HouseRules, Table

SMALL = dict(round_deals=60, rounds=2, measured=120, stretch=40)


class BlackBox:
    """A player seen from outside: a name, ``decide`` and ``deal_over``; nothing else."""

    def __init__(self, inner) -> None:
        self._inner = inner
        self.asked = 0
        self.told = 0

    @property
    def name(self) -> str:
        return self._inner.name

    def decide(self, view):
        self.asked += 1
        return self._inner.decide(view)

    def deal_over(self, view) -> None:
        self.told += 1
        self._inner.deal_over(view)

    def __getattr__(self, attr: str):
        raise AttributeError(attr)  # whatever else is asked for, he does not answer


def _reachable(root, target, limit: int = 200_000) -> bool:
    seen, todo = set(), [root]
    while todo and len(seen) < limit:
        obj = todo.pop()
        if obj is target:
            return True
        if id(obj) in seen or isinstance(obj, (str, int, float, bytes, type)):
            continue
        seen.add(id(obj))
        todo.extend(gc.get_referents(obj))
    return False


def test_it_repeats_exactly_with_a_seed():
    a = run_best_response(seed=5, **SMALL)
    b = run_best_response(seed=5, **SMALL)
    assert (a.per100, a.low, a.high, a.rounds, a.points) == (b.per100, b.low, b.high, b.rounds,
                                                              b.points)
    assert a.deals == SMALL["measured"] and a.learned > 10
    assert len(a.lines()) > 4


def test_it_meets_the_good_player_only_as_a_black_box():
    inner = make_player("good", random.Random(9), name="Judge Ames")
    good = BlackBox(inner)
    report = run_best_response(seed=6, good=good, **SMALL)
    assert good.asked > 100 and good.told >= SMALL["measured"]
    assert report.deals == SMALL["measured"]


def test_its_own_base_player_is_a_black_box_too_and_it_holds_no_opponent():
    inner = make_player("good", random.Random(9), name="Judge Ames")
    base = BlackBox(make_player("good", random.Random(10), name="Mirror"))
    learner = BestResponse(random.Random(3), base_player=base)
    table = Table([learner.name, inner.name], HouseRules(), random.Random(4), cut=False)
    players = [learner, inner]
    for _ in range(30):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            table.act(seat, players[seat].decide(table.view(seat)))
        for seat, p in enumerate(players):
            p.deal_over(table.view(seat))
    assert base.asked > 30
    assert not _reachable(learner, inner)


def test_its_decision_points_say_what_a_seat_can_see():
    table = Table(["A", "B"], HouseRules(), random.Random(8), cut=False)
    good = [make_player("good", random.Random(s), name=n) for s, n in ((1, "A"), (2, "B"))]
    phases = set()
    for _ in range(40):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            at = point(view)
            if at is not None:
                phases.add(at[0][0])
                offered = choices(view)
                assert offered and all(isinstance(k, str) for k in offered)
                assert class_before(view) if at[0][0] != "after" else class_after(view)
            table.act(seat, good[seat].decide(view))
    assert {"before", "draw", "after"} <= phases
