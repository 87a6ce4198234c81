"""The good player's bets tell nothing: its bluffs are kept within the share of its bets
that leaves a caller nothing to gain (by the cards drawn); it bluffs more only against
players counted laying down often enough for a bluff to pay by itself; it reads a bettor
by the hands he has shown after bets of that size; and it counts how often a bettor lays
down when raised."""

from __future__ import annotations

import random

from game.ai import make_player
from game.ai.balance import BetBalance, bluff_pays, bluff_share
from game.ai.notes import Notes, size_class
from game.ai.reading import last_raise_by
from game.ai.sparring import Heuristic
from game.engine import ActionKind, Phase
from test_ai_exploit import heads_up

K = ActionKind


def test_the_share_of_bluffs_that_leaves_a_caller_indifferent():
    # a bet of the pool: a third of the bets may be bluffs
    assert abs(bluff_share(10, 10) - 1 / 3) < 1e-9
    # the limit into a small pool: nearly half
    assert 0.45 < bluff_share(50, 4) < 0.5
    assert bluff_pays(0.95, 4, 50) and not bluff_pays(0.8, 4, 50)
    assert bluff_pays(0.6, 20, 10) and not bluff_pays(0.3, 20, 10)


def test_bluffs_stay_within_their_share_for_each_number_of_cards_drawn():
    b = BetBalance()
    assert b.allows(0, 50, 4)  # the first is always allowed
    b.add(0, bluff=True)
    assert not b.allows(0, 50, 4)  # a bluff standing pat with no good pat hand bet yet
    assert b.allows(3, 50, 4)  # drawing three is counted apart
    for _ in range(10):
        b.add(0, bluff=False)
    assert b.allows(0, 50, 4)
    for _ in range(9):
        b.add(0, bluff=True)
    # about one bluff to each good hand at the limit into a small pool, fewer at a small bet
    assert not b.allows(0, 50, 4)
    assert not b.allows(0, 5, 20)


def test_size_against_the_limit():
    assert [size_class(x, 50) for x in (1, 7, 10, 17, 25, 35, 36, 50)] == [0, 0, 1, 1, 2, 2, 3, 3]


def test_reads_a_bettor_by_the_hands_shown_after_bets_of_that_size():
    """The heuristic bets a fifth of the limit on a good pair and all of it on two good
    pairs: the good player's memory of the hands shown keeps the sizes apart."""
    good = make_player("good", random.Random(4))
    heads_up(good, Heuristic("Steady"), 3000, seed=5)
    notes = good.model.of("Steady")
    small, big = notes.shown_grades.get(1, []), notes.shown_grades.get(3, [])
    assert len(small) >= 5 and len(big) >= 5, notes.shown_grades
    assert min(big) >= 40  # two pairs or better
    assert sum(big) / len(big) > sum(small) / len(small) + 15


def test_counts_lay_downs_when_a_bet_is_raised():
    n = Notes()
    assert 0.2 < n.fold_to_raise < 0.3
    n.raise_faced, n.raise_folded = 20.0, 18.0
    assert n.fold_to_raise > 0.75


class _View:
    def __init__(self, history):
        self.history = history


class _A:
    def __init__(self, seat, kind, put, phase=Phase.AFTER_DRAW):
        self.seat, self.kind, self.put, self.phase = seat, kind, put, phase


def test_what_a_raise_added():
    view = _View([_A(0, K.RAISE, 20, Phase.BEFORE_DRAW), _A(0, K.BET, 10), _A(1, K.RAISE, 35),
                  _A(0, K.CALL, 25)])
    assert last_raise_by(view, 0) == 10
    assert last_raise_by(view, 1) == 25
    assert last_raise_by(_View([_A(0, K.BET, 1)]), 0) == 0  # chipping along is no bet
