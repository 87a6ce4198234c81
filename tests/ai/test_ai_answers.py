"""The good player reads how each opponent answers *its own* bets and raises after the
draw (not the table's), what a raise over a bet holds, and who lays down to its bluff
raises: so it lays down to a raiser who raises only the goods, and stops bluff-raising a
player who calls the bluffs."""

from __future__ import annotations

import random
from types import SimpleNamespace

from game.ai import make_player
from game.ai.balance import BluffRaises
from game.ai.notes import BUCKETS, Notes
from game.ai.reading import grade, grade_of, raised_over, rules_of
from game.ai.sparring import Counter, _first, _grade, _usual_draw
from game.engine import Action, ActionKind, Phase
from game.hands import evaluate
from test_ai_exploit import heads_up

K = ActionKind
TWO_PAIRS = grade_of(2, 0)
THREES = grade_of(3, 0)


class HonestRaiser:
    """Stays to the draw with anything; after it, bets the limit on a pair or better, raises
    a bet the limit only on threes or better, calls it on two pairs, else lays down.  (His
    bets and raises are the same size: only a raise tells them apart.)"""

    def __init__(self, name: str = "Honest Raiser") -> None:
        self.name = name

    def decide(self, view):
        if view.phase is Phase.DRAW:
            return _usual_draw(view)
        if view.phase is not Phase.AFTER_DRAW:
            return _first(view, K.BLIND, K.NO_STRADDLE, K.SHOW, K.CALL, K.PASS)
        g = _grade(view)
        bet = view.offer(K.BET)
        if bet is not None:
            return Action(K.BET, bet.high) if g >= grade_of(1, 0) \
                else Action(K.ABANDON)
        raised = any(a.seat == view.seat and a.phase is Phase.AFTER_DRAW and a.kind is K.RAISE
                     for a in view.history)
        if g >= THREES and not raised and view.offer(K.RAISE):
            return Action(K.RAISE, view.offer(K.RAISE).high)
        if g >= TWO_PAIRS:
            return Action(K.CALL)
        return Action(K.ABANDON)


def _answers_to_raises(view, good_seat):
    """(the good player's hand grade, its answer) each time its bet after the draw was
    raised in this finished deal."""
    out = []
    mine = False
    raised = False
    for a in view.history:
        if a.phase is not Phase.AFTER_DRAW:
            continue
        if a.seat == good_seat:
            if raised and mine:
                out.append(a.kind)
            mine = mine or (a.kind in (K.BET, K.RAISE) and a.put > 1)
            raised = False
        elif a.kind is K.RAISE:
            raised = True
    if not out:
        return []
    g = grade(evaluate(view.hand, rules_of(view)))
    return [(g, kind) for kind in out]


def test_notes_count_the_answers_to_my_own_bets_and_what_raises_hold():
    good = make_player("good", random.Random(7))
    heads_up(good, HonestRaiser(), 1500, seed=8)
    n = good.model.of("Honest Raiser")
    assert sum(n.mine_faced_by_size) > 5  # (faded: the latest few hundred deals)
    for i in range(BUCKETS):
        assert 0 <= n.mine_folded_by_size[i] + n.mine_raised_by_size[i] <= n.mine_faced_by_size[i] + 1e-9
    assert sum(n.mine_raised_by_size) > 0
    # what he raised on, when shown: threes or better, every time
    assert len(n.raise_grades) >= 5 and min(n.raise_grades) >= THREES
    # what his raises before the draw became (he never raises before it)
    assert not n.raised_before_grades


def test_lays_down_two_pairs_to_a_player_who_raises_only_the_goods():
    """Once his raises have shown threes or better, a raise of the good player's bet
    finds its two pairs laid down, not called."""
    good = make_player("good", random.Random(3))
    answers: list[tuple[int, ActionKind]] = []

    def watch(view, deal):
        if deal >= 600:
            answers.extend(_answers_to_raises(view, view.seat))

    heads_up(good, HonestRaiser(), 6000, seed=4, watch=watch)
    two_pairs = [kind for g, kind in answers if TWO_PAIRS <= g < THREES]
    assert len(two_pairs) >= 10, answers
    assert two_pairs.count(K.ABANDON) >= 0.9 * len(two_pairs), two_pairs


def test_bluff_raises_are_counted_by_who_lays_down_to_them():
    b = BluffRaises()
    assert b.fold_share("A") == 0.6  # hopeful: the book's play is tried
    for _ in range(3):
        b.add("A", laid_down=False)
        b.add("B", laid_down=True)
    assert b.fold_share("A") < 0.2 < 0.8 < b.fold_share("B")
    for _ in range(20000):
        b.fade()
    assert 0.5 < b.fold_share("A") < 0.6  # an old answer is tried again in time


def test_the_book_bluff_raise_is_made_until_a_player_is_seen_calling_it():
    """B's planned bluff raise (Foster, "a good player ... raises") is made as the book
    makes it against a player not yet seen answering one, and stops against a player who
    calls it: he knows what such raises hold."""
    good = make_player("good", random.Random(5))
    view = SimpleNamespace(pool=100, players=[SimpleNamespace(name="Caller"),
                                              SimpleNamespace(name="Layer-down")])
    assert good._raise_answered_well(view, [0], 50, 50)
    assert good._raise_answered_well(view, [1], 50, 50)
    for _ in range(2):
        good._bluff_raises.add("Caller", laid_down=False)
        good._bluff_raises.add("Layer-down", laid_down=True)
    assert not good._raise_answered_well(view, [0], 50, 50)
    assert good._raise_answered_well(view, [1], 50, 50)
    assert not good._raise_answered_well(view, [0, 1], 50, 50)


def test_what_a_raise_before_the_draw_becomes_is_noted_by_the_cards_drawn():
    """The counter raises before the draw only on two pairs or better: what he shows after
    such raises, by the cards he drew, is what the good player pictures next time."""
    good = make_player("good", random.Random(11))
    heads_up(good, Counter("Tally", random.Random(12)), 1500, seed=13)
    shown = good.model.of("Tally").raised_before_grades
    grades = [g for seen in shown.values() for g in seen]
    # (a handful is enough to show the noting: since the good player lays one pair down to
    # a raise over its raise, fewer of these raises reach the show)
    assert len(grades) >= 6 and min(grades) >= TWO_PAIRS, shown
    assert set(shown) <= {0, 1, 2, 3}


def test_a_raise_over_a_counter_chipped_along_is_told_from_a_raise_over_a_bet():
    def act(seat, kind, put):
        return SimpleNamespace(seat=seat, kind=kind, put=put, phase=Phase.AFTER_DRAW)

    chipped = SimpleNamespace(history=[act(0, K.BET, 1), act(1, K.RAISE, 26)])
    assert raised_over(chipped, 1) == 1
    bet = SimpleNamespace(history=[act(0, K.BET, 10), act(1, K.RAISE, 35)])
    assert raised_over(bet, 1) == 10 and raised_over(bet, 0) == 0
    n = Notes()
    assert n.raise_shows(1) is n.chip_raise_grades and n.raise_shows(10) is n.raise_grades
