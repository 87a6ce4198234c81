"""Straight Poker (Foster, "Straight Poker", Hoyle's Games Modernized, "Straight Poker"), rule by rule,
with stacked packs.  Seat 0 (Ann) deals first; the order of the deal is from her left."""

from __future__ import annotations

import pytest

from game.cards import parse_cards
from game.engine import Action, ActionNotAllowed
from game.engine.core.events import BuckPassed, DealEnded, DoublePool, HandShown, PoolWon, Staked
from game.hands import Category, HandRules, evaluate

from variant_helpers import K, VGame, assert_illegal, deal_rounds

NAMES = ["Ann", "Bob", "Cy", "Dot"]
ORDER = ["Bob", "Cy", "Dot", "Ann"]  # from Ann's left round to her


def dealt(**hands: str) -> list:
    return deal_rounds(ORDER, hands)


def test_no_straight_flush_and_fours_is_the_best_hand():
    rules = HandRules(straight_flushes=False)
    sf = evaluate(parse_cards("9h Th Jh Qh Kh"), rules)
    assert sf.category is Category.FLUSH and "flush" in sf.describe()
    assert evaluate(parse_cards("2c 2d 2h 2s 3c"), rules) > sf
    assert evaluate(parse_cards("Ac Kc Jc 9c 8c"), rules) > sf  # a better flush beats it
    assert evaluate(parse_cards("As Ks Qs Js Ts"), rules).category is Category.FLUSH
    assert evaluate(parse_cards("Ac 2c 3c 4c 5c"), rules).category is Category.FLUSH
    assert Category.STRAIGHT_FLUSH not in rules.categories()
    # the standard game is untouched
    assert evaluate(parse_cards("9h Th Jh Qh Kh")).category is Category.STRAIGHT_FLUSH


def test_the_buck_antes_for_all_and_passes_left_whoever_deals():
    g = VGame(NAMES, "straight")
    g.start(dealt())
    staked = g.of(Staked)
    assert [(e.seat, e.amount) for e in staked] == [(0, 4)]  # the dealer antes for all four
    assert g.of(BuckPassed)[0].seat == 1
    assert g.deal.view(2).buck == 1
    # Cy bets, everyone lays down: he takes the pool, and the next deal
    g.do("Bob", K.PASS)
    g.do("Cy", K.BET, 3)
    g.do("Dot", K.ABANDON)
    g.do("Ann", K.ABANDON)
    g.do("Bob", K.ABANDON)
    assert g.table.dealer == 2 and g.of(DealEnded)[0].next_dealer == 2
    assert g.of(PoolWon)[0].winners == (2,) and not g.of(PoolWon)[0].shown
    g.start()
    # the buck is Bob's now, though Cy deals
    assert [(e.seat, e.amount) for e in g.of(Staked)] == [(1, 4)]
    assert g.table.dealer == 2 and g.deal.age == 3


def test_each_may_bet_or_pass_and_those_who_passed_must_decide_after_a_bet():
    g = VGame(NAMES, "straight")
    g.start(dealt())
    assert g.to_act == "Bob"  # the player to the left of the dealer
    assert g.kinds() == {K.PASS, K.BET}
    assert K.DRAW not in g.kinds()  # there is no draw
    g.do("Bob", K.PASS)
    g.do("Cy", K.PASS)
    g.do("Dot", K.BET, 5)
    assert g.kinds() == {K.ABANDON, K.CALL, K.RAISE}
    # the buck's ante for all is no part of Ann's stake: she calls the whole bet
    assert {o.kind: o for o in g.table.legal_actions()}[K.CALL].low == 5
    g.do("Ann", K.CALL)
    assert g.to_act == "Bob"  # he passed the first time; now he must decide
    assert_illegal(g.table, 1, Action(K.PASS), ActionNotAllowed)
    g.do("Bob", K.RAISE, 2)
    g.do("Cy", K.ABANDON)
    g.do("Dot", K.CALL)
    g.do("Ann", K.CALL)
    assert g.deal.phase.name == "OVER"
    assert {e.seat for e in g.of(HandShown)} == {0, 1, 3}
    assert g.of(HandShown)[0].seat == 1  # the called hand shows first


def test_when_all_pass_the_buck_antes_again_for_a_double_pool_and_the_deal_passes_left():
    g = VGame(NAMES, "straight")
    g.start(dealt())
    for who in ORDER:
        g.do(who, K.PASS)
    assert g.of(DoublePool)[0].amount == 4
    assert g.table.carried == 4 and g.table.dealer == 1  # to the left
    assert not g.of(HandShown)
    g.start()
    assert [(e.seat, e.amount) for e in g.of(Staked)] == [(1, 4)]
    assert g.deal.pool_total() == 8  # a double pool
    assert g.to_act == "Cy"


def test_the_winner_of_the_pool_deals_next_and_triplets_beat_two_pairs():
    g = VGame(NAMES, "straight")
    g.start(dealt(Bob="Kc Kd 5s 5h 2c", Dot="4c 4d 4h 9s Jd"))
    g.do("Bob", K.BET, 2)
    g.do("Cy", K.ABANDON)
    g.do("Dot", K.CALL)
    g.do("Ann", K.ABANDON)
    won = g.of(PoolWon)[0]
    assert won.winners == (3,) and won.amount == 8
    assert g.table.dealer == 3


def test_a_straight_flush_is_only_a_flush_at_the_show():
    g = VGame(NAMES, "straight")
    g.start(dealt(Bob="5h 6h 7h 8h 9h", Cy="Kd Jd 8d 4d 2d"))
    g.do("Bob", K.BET, 1)
    g.do("Cy", K.CALL)
    g.do("Dot", K.ABANDON)
    g.do("Ann", K.ABANDON)
    assert g.of(PoolWon)[0].winners == (2,)  # King-high flush beats the nine-high "flush"


def test_a_divided_pool_gives_the_deal_to_the_tied_winner_first_on_the_dealers_left():
    g = VGame(NAMES, "straight")
    g.start(dealt(Cy="Ac Kd 9s 7h 3c", Dot="Ad Kh 9c 7s 3d"))
    g.do("Bob", K.PASS)
    g.do("Cy", K.BET, 1)
    g.do("Dot", K.CALL)
    g.do("Ann", K.ABANDON)
    g.do("Bob", K.ABANDON)
    won = g.of(PoolWon)[0]
    assert won.winners == (2, 3) and won.paid == {2: 3, 3: 3}
    assert g.table.dealer == 2


def test_eight_play_and_the_dealer_takes_cards():
    names = [f"P{i}" for i in range(8)]
    g = VGame(names, "straight")
    g.start()
    assert len(g.deal.order) == 8 and 0 in g.deal.order
    assert [(e.seat, e.amount) for e in g.of(Staked)] == [(0, 8)]


def test_table_stakes_a_sight_makes_a_side_pool():
    g = VGame(NAMES, "straight", table_stakes=True)
    g.set_stack("Cy", 3)
    g.start(dealt(Bob="Kc Kd 5s 5h 2c", Cy="Ah Ad Ac 9s 3d", Dot="Qc Qd 8s 8h 3s"))
    g.do("Bob", K.BET, 10)
    offer = {o.kind: o for o in g.table.legal_actions()}[K.CALL]
    assert offer.low == 3  # he may call a sight for what he has
    g.do("Cy", K.CALL)
    g.do("Dot", K.CALL)
    g.do("Ann", K.ABANDON)
    pools = g.of(PoolWon)
    # The buck's ante for all (4) is the main pool's, which everyone may win.
    assert pools[0].winners == (2,) and pools[0].amount == 4 + 3 * 3
    assert pools[1].winners == (1,) and pools[1].amount == 7 + 7


@pytest.mark.parametrize("variant", ["straight", "stud", "stud-rounds"])
def test_freeze_out_retires_a_player_who_has_lost_all(variant):
    g = VGame(["Ann", "Bob"], variant, freeze_out=True)
    g.set_stack("Bob", 2)
    g.start("As Ad Ac Ah Ks 2c 3d 5h 7s 9c")
    while not g.table.deal_over:
        kinds = g.kinds()
        seat = g.table.to_act
        if K.BET in kinds:
            offer = {o.kind: o for o in g.table.legal_actions()}[K.BET]
            g.table.act(seat, Action(K.BET, offer.high))
        elif K.CALL in kinds:
            g.table.act(seat, Action(K.CALL))
        else:
            g.table.act(seat, Action(K.PASS))
    assert g.table.counters_in_play() == sum(g.table.bought)
    if g.table.stacks[1] == 0:
        assert g.table.out[1] and g.table.game_over
