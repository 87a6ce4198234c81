"""Commerce without a widow (Foster, "Commerce"): trading for ready money and for
barter, the knock, and the dealer's payments, rule by rule and the book's example."""

from __future__ import annotations

import random

import pytest

from game.engine import Action, ActionNotAllowed, BadDiscard, NotYourTurn
from game.engine.core.events import HandShown, Knocked, PoolWon, Staked, public_copy
from game.engine.core.trading_events import Bartered, BarterOffered, DealerPays, TradedForMoney

from trading_helpers import check_trading_record, three_rounds
from variant_helpers import K, VGame, assert_illegal, cards, may_see, walk_cards

NAMES = ["D", "A", "B", "C"]  # D deals; A is the eldest hand
ORDER = ["A", "B", "C", "D"]
HANDS = {"A": "2c 5d 9h", "B": "3c 6d 8s", "C": "4h 7s Jc", "D": "Kd Qs 2s"}


def game(hands=HANDS, then: str = "") -> VGame:
    g = VGame(NAMES, "commerce")
    g.start(three_rounds(ORDER, hands, then=then))
    return g


def seat(name: str) -> int:
    return NAMES.index(name)


def test_each_deposits_one_and_three_cards_each_one_at_a_time():
    g = game()
    assert [(e.seat, e.amount) for e in g.of(Staked)] == [(1, 1), (2, 1), (3, 1), (0, 1)]
    assert g.hand("C") == cards(HANDS["C"])
    assert g.to_act == "A"  # "beginning with the eldest hand"
    assert g.kinds() == {K.TRADE_MONEY, K.BARTER, K.KNOCK}  # no passing: trade or knock
    assert_illegal(g.table, 1, Action(K.PASS), ActionNotAllowed)
    assert_illegal(g.table, 1, Action(K.GIVE, 0), ActionNotAllowed)


def test_trading_for_ready_money_a_card_and_a_counter_to_the_dealer():
    g = game(then="Ah")
    before_a, before_d = g.stack("A"), g.stack("D")
    events = g.do("A", K.TRADE_MONEY, cs="2c")
    (t,) = [e for e in events if isinstance(e, TradedForMoney)]
    assert t.private_to == seat("A") and t.took == tuple(cards("Ah"))
    assert not walk_cards(public_copy(t))  # nobody else sees either card
    assert g.hand("A") == cards("Ah 5d 9h")
    assert g.stack("A") == before_a - 1 and g.stack("D") == before_d + 1  # his perquisite
    assert cards("2c")[0] in g.deal.dead  # "the discard is left on the table"
    assert g.to_act == "B"


def test_the_dealer_trading_for_ready_money_pays_nobody():
    g = game(then="Ah 3d 3s 3h")
    g.do("A", K.TRADE_MONEY, 0)
    g.do("B", K.TRADE_MONEY, 0)
    g.do("C", K.TRADE_MONEY, 0)
    before = g.stack("D")
    g.do("D", K.TRADE_MONEY, 2)
    assert g.stack("D") == before and g.of(TradedForMoney)[-1].paid == 0


def test_barter_the_left_hand_player_gives_one_before_looking():
    g = game()
    events = g.do("A", K.BARTER, cs="9h")
    assert [type(e) for e in events] == [BarterOffered]
    assert g.to_act == "B" and g.kinds() == {K.GIVE, K.KNOCK}
    # B has not seen the card he is to receive
    assert cards("9h")[0] not in walk_cards(g.table.view(seat("B")))
    assert_illegal(g.table, seat("B"), Action(K.GIVE, cards=tuple(cards("9h"))), BadDiscard)
    events = g.do("B", K.GIVE, cs="8s")
    (b,) = [e for e in events if isinstance(e, Bartered)]
    assert g.hand("A") == cards("2c 5d 8s") and g.hand("B") == cards("3c 6d 9h")
    # the barter card is seen by the two players concerned, and nobody else
    assert b.visible_to(seat("A")) and b.visible_to(seat("B"))
    assert not b.visible_to(seat("C")) and not b.visible_to(seat("D")) and not b.visible_to(None)
    assert not walk_cards(public_copy(b))
    # "he takes up the offered card, and then has the privilege of trading himself"
    assert g.to_act == "B" and g.kinds() == {K.TRADE_MONEY, K.BARTER, K.KNOCK}


def test_will_not_exchange_must_knock_and_all_trading_stops():
    g = game()
    g.do("A", K.BARTER, cs="9h")
    g.do("B", K.KNOCK)
    assert g.of(Knocked)[0].seat == seat("B")
    assert g.deal.phase.value == "over"
    assert g.hand("A") == cards(HANDS["A"])  # the offered card stays with him
    assert len(g.of(HandShown)) == 4


def test_the_books_example_jack_high_wins_and_the_dealers_nine_high_pays_every_player():
    g = game(hands={"A": "9d Td Jd", "B": "3c 6d 8s", "C": "4h 7s Jc", "D": "7c 8c 9c"})
    stacks = {n: g.stack(n) for n in NAMES}  # each has put one in the pool
    g.do("A", K.KNOCK)
    (won,) = g.of(PoolWon)
    assert won.winners == (seat("A"),) and won.amount == 4
    (pays,) = g.of(DealerPays)
    assert pays.seat == seat("D") and set(pays.to) == {seat(n) for n in "ABC"}
    assert g.stack("A") == stacks["A"] + 4 + 1
    assert g.stack("B") == stacks["B"] + 1
    assert g.stack("D") == stacks["D"] - 3
    check_trading_record(g.history.deals[0])


def test_the_dealer_with_no_sequence_flush_pays_the_winner_only():
    g = game(hands={"A": "9d Td Jd", "B": "3c 6d 8s", "C": "4h 7s Jc", "D": "Ac Kc 9s"})
    g.do("A", K.KNOCK)
    (pays,) = g.of(DealerPays)
    assert pays.to == (seat("A"),)


def test_triplets_beat_sequence_flushes_and_the_dealer_with_triplets_pays_all():
    g = game(hands={"A": "9d Td Jd", "B": "3c 3d 3s", "C": "4h 7s Jc", "D": "2c 2d 2h"})
    g.do("A", K.KNOCK)
    assert g.of(PoolWon)[0].winners == (seat("B"),)
    assert set(g.of(DealerPays)[0].to) == {seat(n) for n in "ABC"}


def test_a_point_wins_and_the_dealer_pays_the_winner_only_by_our_ruling():
    g = game(hands={"A": "Ad Kd 2s", "B": "3c 6d 8s", "C": "4h 7s Jc", "D": "Qc Th 9s"})
    g.do("A", K.KNOCK)
    assert g.of(PoolWon)[0].winners == (seat("A"),)
    assert g.of(DealerPays)[0].to == (seat("A"),)


def test_the_dealer_winning_pays_nothing():
    g = game(hands={"A": "9d Td Jd", "B": "3c 6d 8s", "C": "4h 7s Jc", "D": "5s 5h 5c"})
    g.do("A", K.KNOCK)
    assert g.of(PoolWon)[0].winners == (seat("D"),) and not g.of(DealerPays)


def test_equal_points_three_cards_beat_two_then_the_dealer_or_nearest_his_left():
    # a point of 21 on three cards beats 21 on two
    g = game(hands={"A": "Ah Th 3c", "B": "9s 7s 5s", "C": "4h 7d Jc", "D": "2d 3h 4s"})
    g.do("A", K.KNOCK)
    assert g.of(PoolWon)[0].winners == (seat("B"),)
    # the same point on as many cards: the player nearest the dealer's left
    g2 = game(hands={"A": "4h 7d Jc", "B": "Ah Th 3c", "C": "As Ts 2d", "D": "2c 3h 5s"})
    g2.do("A", K.KNOCK)
    assert g2.of(PoolWon)[0].winners == (seat("B"),)
    # the dealer first of all
    g3 = game(hands={"A": "4h 7d Jc", "B": "Ah Th 3c", "C": "2c 3h 5s", "D": "As Ts 2d"})
    g3.do("A", K.KNOCK)
    assert g3.of(PoolWon)[0].winners == (seat("D"),)


def test_illegal_actions_change_nothing():
    g = game()
    assert_illegal(g.table, seat("B"), Action(K.BARTER, 0), NotYourTurn)
    assert_illegal(g.table, seat("A"), Action(K.BARTER, 3), BadDiscard)
    assert_illegal(g.table, seat("A"), Action(K.TRADE_MONEY, cards=tuple(cards("Ah"))), BadDiscard)
    g.do("A", K.BARTER, 0)
    assert_illegal(g.table, seat("B"), Action(K.TRADE_MONEY, 0), ActionNotAllowed)
    assert_illegal(g.table, seat("B"), Action(K.BARTER, 0), ActionNotAllowed)


def test_the_dealers_barter_goes_to_the_eldest_hand():
    g = game(then="Ah 3d 3s")
    for n in "ABC":
        g.do(n, K.TRADE_MONEY, 0)
    g.do("D", K.BARTER, 0)
    assert g.to_act == "A" and g.kinds() == {K.GIVE, K.KNOCK}


def test_the_record_has_the_trades_and_the_payments():
    g = game(hands={"A": "9d Td 2h", "B": "3c 6d 8s", "C": "4h 7s Jc", "D": "7c 8c 9c"},
             then="Jd")
    g.do("A", K.TRADE_MONEY, cs="2h")
    g.do("B", K.BARTER, cs="8s")
    g.do("C", K.GIVE, cs="Jc")
    g.do("C", K.KNOCK)
    (rec,) = g.history.deals
    check_trading_record(rec)
    assert rec["cards"]["1"]["final"] == ["9d", "Td", "Jd"]
    assert rec["cards"]["2"]["final"] == ["3c", "6d", "Jc"]
    assert rec["cards"]["3"]["final"] == ["4h", "7s", "8s"]
    types = [a["type"] for a in rec["actions"]]
    assert types[-4:] == ["trade for ready money", "trade for barter", "give a card", "knock"]
    froms = [(p["from"], p["to"]) for p in rec["payments"]]
    assert froms[0] == (1, 0)  # A's counter for ready money, to the dealer
    assert set(froms[1:]) == {(0, 1), (0, 2), (0, 3)}  # the dealer's 9 high pays every player


@pytest.mark.parametrize("seed", range(4))
def test_random_play_keeps_the_barter_card_between_the_two(seed):
    rng = random.Random(seed)
    g = VGame(["P0", "P1", "P2", "P3", "P4"], "commerce", seed=seed)
    for _ in range(6):
        g.start()
        while g.deal.phase.value != "over":
            s = g.table.to_act
            for viewer in range(5):
                view = g.table.view(viewer)
                assert set(walk_cards(view)) <= may_see(g.table, viewer)
                for e in g.table.events:
                    if not e.visible_to(viewer):
                        assert not walk_cards(public_copy(e)), e
            offer = rng.choice(g.table.legal_actions())
            if offer.kind is K.KNOCK and rng.random() < 0.8:
                offer = g.table.legal_actions()[0]
            amount = rng.randrange(offer.low, offer.high + 1) if offer.high else 0
            g.do(s, offer.kind, amount)
        check_trading_record(g.history.deals[-1])


def test_house_rules_a_flush_below_the_sequence_flush_and_a_pair_above_the_point():
    hands = {"A": "2h 6h 9h", "B": "Ks Kd 3c", "C": "As Qs 4d", "D": "5c 7d 8s"}
    plain = VGame(NAMES, "commerce")
    plain.start(three_rounds(ORDER, hands))
    plain.do("A", K.KNOCK)
    assert plain.of(PoolWon)[0].winners == (seat("C"),)  # 21 on two cards beats 17 on three
    flush = VGame(NAMES, "commerce", commerce_flush=True)
    flush.start(three_rounds(ORDER, hands))
    flush.do("A", K.KNOCK)
    assert flush.of(PoolWon)[0].winners == (seat("A"),)
    pair = VGame(NAMES, "commerce", commerce_pair=True)
    pair.start(three_rounds(ORDER, hands))
    pair.do("A", K.KNOCK)
    assert pair.of(PoolWon)[0].winners == (seat("B"),)
    # the flush and the pair are combinations: a dealer holding one pays every player
    hands2 = dict(hands, D="5c 5d 8s")
    both = VGame(NAMES, "commerce", commerce_pair=True)
    both.start(three_rounds(ORDER, hands2))
    both.do("A", K.KNOCK)
    assert both.of(PoolWon)[0].winners == (seat("B"),)
    assert set(both.of(DealerPays)[0].to) == {seat(n) for n in "ABC"}
