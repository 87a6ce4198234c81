"""Commerce with a widow and My Ship Sails (Foster, "Commerce"), rule by rule."""

from __future__ import annotations

import random

import pytest

from game.engine import Action, ActionNotAllowed
from game.engine.core.events import (
    CardExchanged, HandDealt, HandShown, PoolWon, WhiskeyPaid, WidowTaken, WidowTurned,
    public_copy,
)
from game.engine.core.trading_events import Bartered, DealerPays, MarkersMoved, ShipSails

from trading_helpers import check_trading_record, three_rounds
from variant_helpers import K, VGame, assert_illegal, cards, may_see, walk_cards

NAMES = ["D", "A", "B"]  # D deals; A is the eldest hand
ORDER = ["A", "B", "D"]


def seat(name: str) -> int:
    return NAMES.index(name)


# ---------------------------------------------------------------------- with a widow
W_HANDS = {"A": "2c 5d 9h", "B": "3c 6d 8s", "D": "4h 7d Jc"}
WIDOW = "Ah Kh Qh"


def widow_game(hands=W_HANDS, widow=WIDOW, markers=None) -> VGame:
    g = VGame(NAMES, "commerce-widow")
    if markers is not None:
        g.table.variant_state["commerce-widow:markers"] = list(markers)
    g.start(three_rounds(ORDER, hands, widow, widow_before="D"))
    return g


def test_the_widow_is_turned_up_at_once_and_the_dealer_chooses_before_he_looks():
    g = widow_game()
    assert g.deal.widow == cards(WIDOW) and g.hand("D") == cards(W_HANDS["D"])
    assert g.of(WidowTurned)
    assert g.to_act == "D" and g.kinds() == {K.EXCHANGE, K.PASS}
    view = g.table.view(seat("D"))
    assert view.hand == () and view.widow == tuple(cards(WIDOW))
    assert not [e for e in g.of(HandDealt) if e.seat == seat("D")]  # not yet looked at
    assert [e.left for e in g.of(MarkersMoved)] == [2, 2, 2]  # one marker each to the pool
    assert g.stack("A") == g.table.house.starting_counters  # counters of no value: no money


def test_the_dealer_exchanges_his_whole_hand_for_the_widow():
    g = widow_game()
    g.do("D", K.EXCHANGE)
    (taken,) = g.of(WidowTaken)
    assert taken.face_up and list(taken.laid) == cards(W_HANDS["D"])
    assert g.hand("D") == cards(WIDOW) and g.deal.widow == cards(W_HANDS["D"])
    assert g.to_act == "A"
    assert g.kinds() == {K.DRAW_ONE, K.KNOCK}  # no other player may exchange his whole hand
    assert_illegal(g.table, seat("A"), Action(K.EXCHANGE), ActionNotAllowed)


def test_otherwise_the_eldest_hand_draws_first_one_card_at_a_time():
    g = widow_game()
    g.do("D", K.PASS)
    assert g.table.view(seat("D")).hand == tuple(cards(W_HANDS["D"]))
    g.do("A", K.DRAW_ONE, cs="2c Ah")
    assert g.of(CardExchanged) and g.hand("A") == cards("Ah 5d 9h")
    g.do("B", K.DRAW_ONE, 0)
    assert g.to_act == "D"


def test_the_moment_a_player_knocks_the_hands_are_shown_and_the_best_takes_the_pool():
    g = widow_game()
    g.do("D", K.PASS)
    g.do("A", K.DRAW_ONE, cs="2c Qh")
    g.do("B", K.KNOCK)
    assert g.deal.phase.value == "over" and len(g.of(HandShown)) == 3
    # the widow Ah Kh 2c left: the dealer's Jc on one card has no point; A has none; B none
    moved = [e for e in g.of(MarkersMoved) if e.amount > 0]
    assert len(moved) == 1 and moved[0].amount == 3


def test_best_hand_takes_the_markers():
    g = widow_game(hands={"A": "2c 5d 9h", "B": "3c 6d 8s", "D": "4h 4d 4c"})
    g.do("D", K.PASS)
    g.do("A", K.KNOCK)
    (won,) = [e for e in g.of(MarkersMoved) if e.amount > 0]
    assert won.seat == seat("D") and won.left == 5
    assert g.table.variant_state["commerce-widow:markers"] == [5, 2, 2]
    # "The dealer makes no extra payments, as he has no perquisites": no counter moves
    assert not g.of(DealerPays) and not g.of(PoolWon)
    assert g.table.stacks == [g.table.house.starting_counters] * 3


def test_the_first_to_lose_his_three_pays_for_the_whiskey_the_worst_of_two():
    g = widow_game(hands={"A": "2c 5d 9h", "B": "3c 6d 8s", "D": "4h 4d 4c"}, markers=[3, 1, 1])
    g.do("D", K.PASS)
    g.do("A", K.KNOCK)
    # A and B are frozen out together; A's 9 and 2 of three suits: no point; B none
    # either: equal, and the dealer's tie rule puts B (farther from his left) last
    (paid,) = g.of(WhiskeyPaid)
    assert paid.seat == seat("B")
    assert g.table.variant_state["commerce-widow:markers"] == [3, 3, 3]
    g2 = widow_game(hands={"A": "2c 5c 9h", "B": "3c 6d 8s", "D": "4h 4d 4c"}, markers=[3, 1, 1])
    g2.do("D", K.PASS)
    g2.do("A", K.KNOCK)
    assert g2.of(WhiskeyPaid)[0].seat == seat("B")  # A's point of 7 beats B's nothing


def test_widow_record_balances():
    g = widow_game()
    g.do("D", K.EXCHANGE)
    g.do("A", K.DRAW_ONE, 0)
    g.do("B", K.KNOCK)
    (rec,) = g.history.deals
    check_trading_record(rec)
    assert rec["cards"]["0"]["final"] == ["Ah", "Kh", "Qh"]
    assert sum(m["amount"] for m in rec["markers"]) == 0


# ---------------------------------------------------------------------- My Ship Sails
S_HANDS = {"A": "2c 5d 9h", "B": "3c 6d 8h", "D": "4h 7d Jc"}


def ship_game(hands=S_HANDS) -> VGame:
    g = VGame(NAMES, "my-ship-sails")
    g.start(three_rounds(ORDER, hands))
    return g


def test_the_eldest_hand_exchanges_one_card_with_his_left_who_gives_first():
    g = ship_game()
    assert g.to_act == "A" and g.kinds() == {K.BARTER, K.PASS}
    g.do("A", K.BARTER, cs="2c")
    assert g.to_act == "B" and g.kinds() == {K.GIVE}  # he must give, unseen
    assert cards("2c")[0] not in walk_cards(g.table.view(seat("B")))
    assert_illegal(g.table, seat("B"), Action(K.PASS), ActionNotAllowed)
    g.do("B", K.GIVE, cs="8h")
    (b,) = g.of(Bartered)
    assert b.visible_to(seat("A")) and b.visible_to(seat("B")) and not b.visible_to(seat("D"))
    assert g.hand("A") == cards("8h 5d 9h") and g.hand("B") == cards("3c 6d 2c")
    assert g.to_act == "B"  # the exchange goes round to the left


def test_my_ship_sails_the_moment_a_flush_is_made_by_exchange():
    g = ship_game(hands={"A": "2h 5d 9h", "B": "3c 6d 8h", "D": "4s 7d Jc"})
    g.do("A", K.BARTER, cs="5d")
    g.do("B", K.GIVE, cs="8h")  # A: 2h 8h 9h, a flush
    (sails,) = g.of(ShipSails)
    assert sails.seat == seat("A")
    assert g.deal.phase.value == "over" and g.of(PoolWon)[0].winners == (seat("A"),)


def test_a_flush_dealt_sails_at_once_and_between_flushes_the_pips_win():
    g = ship_game(hands={"A": "2h 5h 9h", "B": "3c 6c Kc", "D": "4s 7d Jc"})
    assert g.deal.phase.value == "over"
    assert {e.seat for e in g.of(ShipSails)} == {seat("A"), seat("B")}
    assert g.of(PoolWon)[0].winners == (seat("B"),)  # 19 pips beat 16


def test_two_rounds_without_a_flush_the_highest_two_card_flush_wins():
    g = ship_game(hands={"A": "As Ks 2d", "B": "3c 6c 8h", "D": "4h 7d Jc"})
    for _ in range(6):
        g.do(g.table.to_act, K.PASS)
    assert g.deal.phase.value == "over"
    assert g.of(PoolWon)[0].winners == (seat("A"),)


def test_the_elder_hand_wins_ties():
    g = ship_game(hands={"A": "9s Ts 2d", "B": "Ah 8h 3c", "D": "Tc 9c 4h"})
    for _ in range(6):
        g.do(g.table.to_act, K.PASS)
    assert g.of(PoolWon)[0].winners == (seat("A"),)  # 19 each: A is eldest


def test_ship_record_balances():
    g = ship_game()
    g.do("A", K.BARTER, 0)
    g.do("B", K.GIVE, 0)
    for _ in range(5):
        if g.deal.phase.value == "over":
            break
        g.do(g.table.to_act, K.PASS)
    check_trading_record(g.history.deals[0])


@pytest.mark.parametrize("variant", ["commerce-widow", "my-ship-sails"])
@pytest.mark.parametrize("seed", range(3))
def test_random_play_shows_no_seat_what_it_may_not_see(variant, seed):
    rng = random.Random(seed)
    g = VGame(["P0", "P1", "P2", "P3"], variant, seed=seed)
    for _ in range(8):
        g.start()
        while g.deal.phase.value != "over":
            s = g.table.to_act
            for viewer in range(4):
                view = g.table.view(viewer)
                assert set(walk_cards(view)) <= may_see(g.table, viewer)
                for e in g.table.events:
                    if not e.visible_to(viewer) and not isinstance(e, WidowTaken):
                        assert not walk_cards(public_copy(e)), e
            offer = rng.choice(g.table.legal_actions())
            amount = rng.randrange(offer.low, offer.high + 1) if offer.high else 0
            g.do(s, offer.kind, amount)
        check_trading_record(g.history.deals[-1])
