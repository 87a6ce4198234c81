"""The good player's Draw Poker mended where the best response won most (issue 40): raises
read by their size as well as by what they were made over, strong hands now and then
chipped along to raise a raise (Foster's variety), a raise of a counter or two not read as
a raise."""

from __future__ import annotations

import random

from game.ai import CLOSE, GOOD, LIBERAL, make_player
from game.ai.base import CallingStation
from game.ai.notes import Notes, OpponentModel, size_class
from game.ai.reading import grade
from game.engine import Action, ActionKind, HouseRules, Phase, Table
from game.hands import evaluate

K = ActionKind


def test_raises_are_read_by_their_size_once_a_few_are_seen():
    n = Notes()
    n.chip_raise_grades = [80] * 10
    half = size_class(25, 50)
    n.raise_grades_by_size[(False, half)] = [10] * 4
    assert n.raise_shows(1, half) == [80] * 10  # too few at that size: all his raises
    n.raise_grades_by_size[(False, half)].append(12)
    assert n.raise_shows(1, half) == [10] * 4 + [12]
    assert n.raise_shows(1) is n.chip_raise_grades and n.raise_shows(10) is n.raise_grades


class Chipper(CallingStation):
    """Chips a counter after the draw, and sees what he is raised."""

    def decide(self, view):
        if view.phase is Phase.AFTER_DRAW and view.offer(K.BET):
            return Action(K.BET, 1)
        return super().decide(view)


class HalfRaiser(CallingStation):
    """Raises a counter chipped along by half the limit, whatever he holds."""

    def decide(self, view):
        if view.phase is Phase.AFTER_DRAW and view.offer(K.RAISE) and not any(
                a.seat == view.seat and a.kind is K.RAISE for a in view.history):
            return Action(K.RAISE, view.house.limit // 2)
        return super().decide(view)


def test_what_raises_over_a_chip_showed_is_kept_by_size():
    players = [Chipper("Me"), HalfRaiser("Him")]
    table = Table(["Me", "Him"], HouseRules(), random.Random(3), cut=False)
    model = OpponentModel()
    for _ in range(120):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            table.act(seat, players[seat].decide(table.view(seat)))
        model.learn(table.view(0))
    him = model.of("Him")
    sized = him.raise_grades_by_size.get((False, size_class(25, 50)), [])
    assert len(sized) >= 5 and him.raise_shows(1, size_class(25, 50)) == sized


def test_strong_hands_first_to_speak_heads_up_now_and_then_chip_along():
    """Foster's variety: a counter chipped along no longer says the hand is only middling."""
    assert GOOD.slow_play > 0 and CLOSE.slow_play == 0 and LIBERAL.slow_play == 0
    good = make_player("good", random.Random(1), name="Good")
    other = CallingStation("Him")
    table = Table(["Good", "Him"], HouseRules(), random.Random(2), cut=False)
    chips = bets = 0
    for _ in range(600):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            action = [good, other][seat].decide(view)
            if seat == 0 and view.phase is Phase.AFTER_DRAW and view.offer(K.BET) \
                    and good._win_chance(view, grade(evaluate(view.hand)), [1]) >= 0.8:
                chips += action.kind is K.BET and action.amount == 1
                bets += action.kind is K.BET and action.amount > 1
            table.act(seat, action)
        for s, p in enumerate((good, other)):
            getattr(p, "deal_over", lambda v: None)(table.view(s))
    assert chips + bets > 20
    assert 0.05 < chips / (chips + bets) < 0.5


def test_a_raise_of_a_counter_before_the_draw_is_not_read_as_a_raise():
    from types import SimpleNamespace
    from game.engine import LegalAction
    small = SimpleNamespace(pool=4, offer=lambda k: LegalAction(K.CALL, 1, 1))
    big = SimpleNamespace(pool=4, offer=lambda k: LegalAction(K.CALL, 25, 25))
    good = make_player("good", random.Random(1))
    assert good._small_raise(small) and not good._small_raise(big)
