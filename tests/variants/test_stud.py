"""Stud Poker (Foster, "Stud Poker"), both forms, rule by rule with stacked packs."""

from __future__ import annotations

from game.cards import parse_cards
from game.engine import Action, ActionNotAllowed
from game.engine.core.events import CardUp, DoublePool, HandDealt, HandShown, PoolWon, Staked
from game.engine.core.events import public_copy

from variant_helpers import K, VGame, assert_illegal, deal_rounds, may_see, walk_cards

NAMES = ["Ann", "Bob", "Cy", "Dot"]
ORDER = ["Bob", "Cy", "Dot", "Ann"]


def test_one_down_four_up_dealt_at_once_and_only_the_down_card_is_private():
    g = VGame(NAMES, "stud")
    g.start(deal_rounds(ORDER, {"Bob": "Kc 2d 7h 9s Jd", "Cy": "As 3d 3h 8c Qd"}))
    downs = g.of(HandDealt)
    assert [(e.seat, len(e.cards), e.private_to) for e in downs] == [(1, 1, 1), (2, 1, 2),
                                                                     (3, 1, 3), (0, 1, 0)]
    assert downs[0].cards == tuple(parse_cards("Kc"))
    ups = g.of(CardUp)
    assert len(ups) == 16 and all(e.private_to is None for e in ups)
    assert [e.seat for e in ups[:4]] == [1, 2, 3, 0]  # in rotation from the dealer's left
    view = g.table.view(2)
    assert view.hand == tuple(parse_cards("As 3d 3h 8c Qd"))
    assert view.players[1].up == tuple(parse_cards("2d 7h 9s Jd"))
    seen = set(walk_cards(view))
    assert parse_cards("Kc")[0] not in seen  # Bob's down card
    assert seen <= may_see(g.table, 2)
    assert public_copy(downs[0]).cards == (None,)
    # betting as at Straight Poker: the dealer's left first, passing allowed before a bet
    assert g.to_act == "Bob" and g.kinds() == {K.PASS, K.BET}


def test_stud_passing_once_before_a_bet_and_a_double_pool_when_all_pass():
    g = VGame(NAMES, "stud")
    g.start()
    for who in ORDER:
        g.do(who, K.PASS)
    assert g.of(DoublePool) and g.table.carried == 4 and g.table.dealer == 1


def test_stud_straight_flush_does_not_count_and_down_cards_are_shown_at_the_call():
    g = VGame(NAMES, "stud")
    g.start(deal_rounds(ORDER, {"Bob": "6h 7h 8h 9h Th", "Cy": "2s 2c 2d 2h Kd"}))
    g.do("Bob", K.BET, 4)
    g.do("Cy", K.RAISE, 4)
    g.do("Dot", K.ABANDON)
    g.do("Ann", K.ABANDON)
    g.do("Bob", K.CALL)
    shown = g.of(HandShown)
    assert [e.seat for e in shown] == [2, 1]  # the called hand first
    assert shown[1].category == "flush"
    assert g.of(PoolWon)[0].winners == (2,) and g.table.dealer == 2


def _rounds_game() -> VGame:
    g = VGame(NAMES, "stud-rounds")
    # round 1 down: Bob Cy Dot Ann; round 2 up: Bob 9c, Cy Kd, Dot 4s, Ann Kh
    top = parse_cards("8s 3d 5h As  9c Kd 4s Kh")
    # round 3 up (Dot has gone): Bob Ts, Cy 2d, Ann Ks; round 4: Bob Js, Cy 7c, Ann 8d;
    # round 5: Bob Qs, Cy 7d, Ann 6c
    top += parse_cards("Ts 2d Ks  Js 7c 8d  Qs 7d 6c")
    g.start(top)
    return g


def test_rounds_two_cards_then_the_best_card_showing_bets_first_and_must_bet():
    g = _rounds_game()
    assert all(len(h.cards) == 2 and len(h.up) == 1 for h in g.deal.hands.values())
    assert [(e.seat, e.amount) for e in g.of(Staked)] == [(0, 4)]
    assert g.to_act == "Cy"  # Kd and Kh tie; Cy is first from the dealer's left
    assert g.kinds() == {K.BET, K.ABANDON}
    assert_illegal(g.table, 2, Action(K.PASS), ActionNotAllowed)
    g.do("Cy", K.BET, 2)
    g.do("Dot", K.ABANDON)
    g.do("Ann", K.CALL)
    g.do("Bob", K.CALL)
    # called: another card up to each still in, and the best showing bets first again
    assert [len(g.deal.hands[s].up) for s in (1, 2, 0)] == [2, 2, 2]
    assert len(g.deal.hands[3].cards) == 2
    assert g.to_act == "Ann"  # Kh Ks
    g.do("Ann", K.BET, 1)
    g.do("Bob", K.CALL)
    g.do("Cy", K.CALL)
    assert g.to_act == "Ann"
    g.do("Ann", K.BET, 1)
    g.do("Bob", K.CALL)
    g.do("Cy", K.CALL)
    # five cards each: the last betting; Ann's Kings still show best (Cy shows two sevens)
    assert all(len(g.deal.hands[s].cards) == 5 for s in (0, 1, 2))
    assert g.to_act == "Ann"
    g.do("Ann", K.BET, 1)
    g.do("Bob", K.RAISE, 3)
    g.do("Cy", K.ABANDON)
    g.do("Ann", K.CALL)
    shown = {e.seat: e for e in g.of(HandShown)}
    assert list(shown) == [1, 0]  # the called hand (Bob's) first; the down cards shown
    assert shown[1].category == "straight"  # his down eight fills 8 9 10 J Q
    won = g.of(PoolWon)[0]
    assert won.winners == (1,)
    assert g.table.dealer == 1


def test_rounds_no_call_the_bettor_takes_the_pool_and_the_next_deal():
    g = _rounds_game()
    g.do("Cy", K.BET, 5)
    g.do("Dot", K.ABANDON)
    g.do("Ann", K.ABANDON)
    g.do("Bob", K.ABANDON)
    won = g.of(PoolWon)[0]
    assert won.winners == (2,) and not won.shown and g.table.dealer == 2
    assert not g.of(HandShown)


def test_rounds_the_first_bettor_may_lay_down_and_the_next_on_his_left_must_bet():
    g = _rounds_game()
    g.do("Cy", K.ABANDON)
    assert g.to_act == "Dot" and g.kinds() == {K.BET, K.ABANDON}
    g.do("Dot", K.BET, 1)
    assert g.kinds() == {K.CALL, K.RAISE, K.ABANDON}
