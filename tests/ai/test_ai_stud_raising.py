"""Stud Poker, four up at once: the good player reads a raise (issue 27, fault 13).

Two computer players raised each other to a pool of 510 at a limit of 50, the good player
raising on and on with a pair of fours showing.  Buying counters in the middle of a deal is
the book's law at Stud (Foster, Law 5: "In Draw, Straight, or Stud Poker, each player may
purchase as many counters as he pleases"; and "If he wishes to call, but has not money
enough, he must borrow it"; only table stakes forbid it), and the number of raises has no
limit (Law 29).  The fault was the good player's: it counted an opponent's down card as
any card at all, however often he raised."""

from __future__ import annotations

import random
from types import SimpleNamespace

from game.ai import make_player
from game.ai.play import tell_deal_over
from game.ai.variants import _stud_chance
from game.cards import Card
from game.engine import ActionKind, HouseRules, Phase
from game.engine.core.view import PublicAction
from game.ui.session import computer_config

K = ActionKind


def _view(raises: int):
    me = SimpleNamespace(seat=0, up=tuple(Card.parse(c) for c in ("4h", "4s", "Qh", "3h")), holds_cards=True)
    him = SimpleNamespace(seat=1, up=tuple(Card.parse(c) for c in ("Qs", "Ad", "As", "8d")), holds_cards=True)
    history = tuple(PublicAction(1, K.RAISE, 50, Phase.BETTING) for _ in range(raises))
    return SimpleNamespace(seat=0, hand=(Card.parse("3s"),) + me.up, players=(me, him), history=history,
                           variant="stud", house=HouseRules())


def test_his_raises_weigh_his_down_card():
    """Two pairs (fours and threes) against a pair of Aces showing: about five in six
    counting his down card as any card; each raise of his makes his best cards likelier."""
    counted = [_stud_chance(_view(r), [_view(r).players[1]], reads=True) for r in range(4)]
    assert 0.8 < counted[0] < 0.86
    assert counted == sorted(counted, reverse=True) and counted[1] < 0.72 and counted[2] < 0.6 and counted[3] < 0.5
    assert _stud_chance(_view(3), [_view(3).players[1]], reads=False) == counted[0]


def _biggest_pool(kinds, seeds: int, deals: int) -> int:
    most = 0
    for seed in range(seeds):
        table = computer_config(list(kinds), house=HouseRules(), seed=seed, variant="stud").new_table()
        master = random.Random(seed)
        players = [make_player(k, random.Random(master.getrandbits(64)), variant="stud") for k in kinds]
        for _ in range(deals):
            if table.game_over:
                break
            table.start_deal()
            pool = 0
            while not table.deal_over:
                seat = table.to_act
                view = table.view(seat)
                pool = view.pool
                table.act(seat, players[seat].decide(view))
            most = max(most, pool)
            tell_deal_over(table, players)
    return most


def test_two_good_players_do_not_raise_each_other_without_end():
    """Before: pools of 470 and more at a limit of 50, deal after deal; now the good player
    stops raising (and often lays down) once he has been raised back."""
    assert _biggest_pool(("good", "good"), seeds=10, deals=30) <= 6 * HouseRules().limit
