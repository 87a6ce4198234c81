"""Heads-up, the good player who has chipped along a counter after the draw and is raised
the limit over it answers at the pool's odds: a hand that is best often enough for the
price calls, however honest the raiser's bets of that size have been (issue 40: the best
response raised every chip the limit, and the chip was laid down)."""

from __future__ import annotations

import random

from game.ai import make_player
from game.ai.notes import size_class
from game.ai.reading import CAT_INDEX, grade, grade_of, rules_of
from game.engine import Action, ActionKind, HouseRules, Phase, SeatView, Table
from game.hands import evaluate

K = ActionKind
THREES = grade_of(CAT_INDEX["threes"], 0)


class ChipRobber:
    """Comes in for what it costs, draws three, and raises a counter chipped along after
    the draw by the limit; otherwise calls."""

    def __init__(self, name: str) -> None:
        self.name = name

    def decide(self, view: SeatView) -> Action:
        if view.phase is Phase.AFTER_DRAW:
            after = [a for a in view.history if a.phase is Phase.AFTER_DRAW]
            raise_offer = view.offer(K.RAISE)
            if after and after[-1].kind is K.BET and after[-1].put == 1 and raise_offer:
                return Action(K.RAISE, raise_offer.high)
        if view.phase is Phase.DRAW and view.offer(K.DRAW):
            return Action(K.DRAW, 0, tuple(view.hand[:3]))
        for kind in (K.CALL, K.BET, K.OPEN, K.PASS, K.SHOW):
            offer = view.offer(kind)
            if offer is not None:
                return Action(kind, max(1, offer.low)) if kind in (K.BET, K.OPEN) \
                    else Action(kind)
        return Action(view.legal[0].kind, view.legal[0].low)


def _spots(seeds: int, honest: bool) -> list[tuple[int, float, float, Action]]:
    """Every spot, over ``seeds`` single deals, where the good player chipped along and
    faces the limit raised over it: (grade, chance of the best hand, price, answer).  With
    ``honest``, the raiser's notes first show a dozen bets of the limit, every one on two
    pairs or better (he bets the limit only on the goods)."""
    out = []
    for seed in range(seeds):
        rng = random.Random(seed)
        good = make_player("good", random.Random(rng.getrandbits(64)), name="Good")
        other = ChipRobber("Other")
        house = HouseRules(jack_pots=False)
        if honest:
            assert good.model is not None
            notes = good.model.of("Other")
            notes.shown_after_betting, notes.weak_after_betting = 12.0, 0.0
            notes.shown_grades[size_class(house.limit, house.limit)] = [THREES + 5] * 12
            assert notes.proven_honest()
        table = Table(["Good", "Other"], house, random.Random(rng.getrandbits(64)), cut=False)
        table.start_deal()
        players = [good, other]
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            action = players[seat].decide(view)
            after = [a for a in view.history if a.phase is Phase.AFTER_DRAW]
            if seat == 0 and view.phase is Phase.AFTER_DRAW and len(after) == 2 \
                    and after[0].put == 1 and after[1].kind is K.RAISE:
                g = grade(evaluate(view.hand, rules_of(view)))
                call = view.offer(K.CALL)
                assert call is not None
                price = call.low / (view.pool + call.low)
                out.append((g, good._win_chance(view, g, [1]), price, action))
            table.act(seat, action)
    return out


def test_chipped_and_raised_calls_when_best_often_enough_for_the_price():
    for honest in (False, True):
        spots = _spots(60, honest)
        assert spots, "no chip was raised"
        strong = [s for s in spots if s[0] >= THREES]
        assert strong, "no threes or better chipped along and raised"
        for g, w, price, action in spots:
            if w >= price or g >= THREES:
                # threes against a raise of the limit into a pool of six: the raise need
                # win once in nine, so it may be a bluff nearly half the time
                assert action.kind in (K.CALL, K.RAISE), (g, w, price, action, honest)
