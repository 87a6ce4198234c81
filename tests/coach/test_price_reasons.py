"""Issue 36, play-test: the advice's chance against the pool's price gives only reasons true
of the table.  Heads-up after the draw a play-tester was told to call a pair of jacks because
"the bets still to come from those who stay pay the rest": none can come.  Over many seeded
decisions of Draw Poker at a table with liberal bettors, whenever the book calls or raises,
the chance it quotes is at least the price it quotes, or it gives a reason why not that holds
(the bets still to come only where another round follows)."""

from __future__ import annotations

import random
import re

import pytest

from game.ai import make_player
from game.coach.advice import Coach
from game.coach.price import bets_to_come, last_round
from game.engine import ActionKind as K
from game.engine import HouseRules, Table

NAMES = ("You", "Colonel Dash", "Deacon Gray", "Judge Ames", "Mrs Bell")
TEMPERS = ("good", "liberal", "close", "good", "liberal")
PAIR = re.compile(r"Your chance[^,]*, (almost none|about (\d+)%|under 1%), is "
                  r"(above|about|under|below|only) the (\d+)% the pool asks")
REASONS = ("bets still to come", "is a bluff", "lets any bluff of his pay",
           "make the pool larger")


def _decisions(seed: int, deals: int):  # type: ignore[no-untyped-def]
    table = Table(list(NAMES), HouseRules(), random.Random(seed), variant="draw", cut=False)
    players = [make_player(t, random.Random(seed * 10 + i), name=n, variant="draw")
               for i, (n, t) in enumerate(zip(NAMES, TEMPERS))]
    coach = Coach("draw", random.Random(seed))
    for _ in range(deals):
        if table.game_over:
            break
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            if seat == 0:
                advice = coach.advise(view)
                yield view, advice
                table.act(seat, advice.action)
            else:
                table.act(seat, players[seat].decide(view))
        for s, p in enumerate(players):
            hook = getattr(p, "deal_over", None)
            if hook is not None:
                hook(table.view(s))
        coach.deal_over(table.view(0))


@pytest.mark.parametrize("seeds", [range(0, 5), range(5, 10)])
def test_a_stay_under_the_price_gives_a_true_reason(seeds: range) -> None:
    below = 0
    for seed in seeds:
        for view, advice in _decisions(seed, 12):
            says = advice.says
            if "bets still to come" in says:
                assert not last_round(view) or bets_to_come(view), says
            if advice.action.kind not in (K.CALL, K.RAISE):
                continue
            m = PAIR.search(says)
            if m is None or m.group(3) in ("above", "about"):
                continue
            below += 1
            assert any(r in says for r in REASONS), says
            if "bets still to come" in says:
                assert not last_round(view), says
    assert below >= 1  # the table's liberal bettors put the book to it


def test_heads_up_after_the_draw_no_bets_are_to_come() -> None:
    seen = 0
    for seed in range(6):
        for view, advice in _decisions(seed, 8):
            holding = sum(1 for p in view.players if p.holds_cards)
            if view.phase.name == "AFTER_DRAW" and holding == 2:
                assert last_round(view) and not bets_to_come(view)
                assert "bets still to come" not in advice.says
                seen += 1
    assert seen
