"""Thirty-One, or Schnautz (Foster, "Thirty-One"), rule by rule."""

from __future__ import annotations

import random

import pytest

from game.engine import Action, ActionNotAllowed, BadDiscard, NotYourTurn
from game.engine.core.events import CardExchanged, HandShown, Knocked, PoolWon, Staked, public_copy
from game.engine.core.trading import MAX_ROUNDS
from game.engine.core.trading_events import TableCardsDealt

from trading_helpers import check_trading_record, three_rounds
from variant_helpers import K, VGame, assert_illegal, cards, may_see, walk_cards

NAMES = ["D", "A", "B"]  # D deals; A is the eldest hand
ORDER = ["A", "B", "D"]
HANDS = {"A": "2c 5d 9h", "B": "3c 6d 8s", "D": "4h 7d Jc"}
TABLE = "Ah Kh Th"


def game(hands=HANDS, table=TABLE) -> VGame:
    g = VGame(NAMES, "thirty-one")
    g.start(three_rounds(ORDER, hands, table))
    return g


def test_three_cards_each_and_three_face_up_on_the_table_a_pool_made_up():
    g = game()
    assert g.hand("A") == cards(HANDS["A"]) and g.hand("D") == cards(HANDS["D"])
    assert g.deal.widow == cards(TABLE)
    (dealt,) = g.of(TableCardsDealt)
    assert dealt.private_to is None and list(dealt.cards) == cards(TABLE)
    assert [e.amount for e in g.of(Staked)] == [1, 1, 1]
    assert g.deal.pool_total() == 3
    assert g.to_act == "A"  # "each player in turn to the left"
    assert g.kinds() == {K.DRAW_ONE, K.KNOCK}
    view = g.table.view(1)
    assert view.widow == tuple(cards(TABLE))
    assert set(walk_cards(view)) <= set(cards(HANDS["A"]) + cards(TABLE))


def test_exchanging_one_card_with_the_table():
    g = game()
    events = g.do("A", K.DRAW_ONE, cs="2c Ah")
    (ex,) = [e for e in events if isinstance(e, CardExchanged)]
    assert ex.gave == cards("2c")[0] and ex.took == cards("Ah")[0]
    assert g.hand("A") == cards("Ah 5d 9h")
    assert g.deal.widow == cards("2c Kh Th")  # the card given up takes the place
    assert g.to_act == "B"
    # by number: 3 * place in hand + place on the table
    g.do("B", K.DRAW_ONE, 3 * 2 + 1)
    assert g.hand("B") == cards("3c 6d Kh") and g.deal.widow == cards("2c 8s Th")


def test_before_a_knock_a_player_draws_or_knocks_and_may_not_pass():
    g = game()
    assert_illegal(g.table, 1, Action(K.PASS), ActionNotAllowed)
    assert_illegal(g.table, 2, Action(K.KNOCK), NotYourTurn)
    assert_illegal(g.table, 1, Action(K.DRAW_ONE, cards=tuple(cards("3c Ah"))), BadDiscard)
    assert_illegal(g.table, 1, Action(K.DRAW_ONE, cards=tuple(cards("2c Ks"))), BadDiscard)
    assert_illegal(g.table, 1, Action(K.DRAW_ONE, 9))


def test_after_the_knock_one_more_draw_and_the_knocker_does_not_draw_again():
    g = game()
    g.do("A", K.DRAW_ONE, cs="2c Ah")
    g.do("B", K.KNOCK)
    assert g.of(Knocked)[0].seat == 2
    assert g.kinds() == {K.DRAW_ONE, K.PASS}  # one more draw, or none; no second knock
    assert_illegal(g.table, 0, Action(K.KNOCK), ActionNotAllowed)
    g.do("D", K.DRAW_ONE, cs="4h Kh")
    assert g.to_act == "A"
    g.do("A", K.PASS)
    # the turn comes round to the knocker: the hands are shown, he draws no more
    assert g.deal.phase.value == "over"
    assert {e.seat for e in g.of(HandShown)} == {0, 1, 2}


def test_a_player_can_knock_without_drawing_at_all():
    g = game()
    g.do("A", K.KNOCK)
    g.do("B", K.PASS)
    g.do("D", K.PASS)
    assert g.deal.phase.value == "over"
    assert g.deal.hands[1].cards == cards(HANDS["A"])


def test_a_flush_of_thirty_one_beats_three_of_a_kind():
    g = game(hands={"A": "Qs Qh 5d", "B": "As Ks 2c", "D": "Qc 8d 2h"}, table="Ts Qd 3c")
    g.do("A", K.DRAW_ONE, cs="5d Qd")  # three Queens
    g.do("B", K.DRAW_ONE, cs="2c Ts")  # thirty-one
    g.do("D", K.KNOCK)
    g.do("A", K.PASS)
    g.do("B", K.PASS)
    (won,) = g.of(PoolWon)
    assert won.winners == (2,) and won.amount == 3


def test_three_of_a_kind_beats_the_best_count_in_one_suit():
    g = game(hands={"A": "7s 7h 7d", "B": "As Ks 2c", "D": "Qc 8d 2h"}, table="Js 3d 4c")
    g.do("A", K.KNOCK)
    g.do("B", K.DRAW_ONE, cs="2c Js")  # As Ks Js: 31!
    g.do("D", K.PASS)
    assert g.of(PoolWon)[0].winners == (2,)


def test_no_threes_the_highest_count_in_one_suit_wins():
    g = game(hands={"A": "As 9s 2c", "B": "Ks Qs 3c", "D": "Ah 2h 3d"}, table="4c 5c 6d")
    g.do("A", K.KNOCK)
    g.do("B", K.PASS)
    g.do("D", K.PASS)
    shown = {e.seat: e.value for e in g.of(HandShown)}
    assert shown[1] == "20 in a suit" and shown[2] == "20 in a suit"
    assert shown[0] == "13 in a suit"
    # our ruling: equal counts divide the pool, the odd counter from the dealer's left
    (won,) = g.of(PoolWon)
    assert won.winners == (1, 2) and won.paid == {1: 2, 2: 1}


def test_the_hands_are_shown_after_ten_rounds_without_a_knock():
    g = game()
    for _ in range(MAX_ROUNDS * 3):
        assert g.deal.phase.value != "over"
        g.do(g.table.to_act, K.DRAW_ONE, 0)
    assert g.deal.phase.value == "over" and g.of(PoolWon)


def test_the_record_balances_and_names_the_table_cards():
    g = game()
    g.do("A", K.DRAW_ONE, cs="2c Ah")
    g.do("B", K.KNOCK)
    g.do("D", K.PASS)
    g.do("A", K.PASS)
    (rec,) = g.history.deals
    check_trading_record(rec)
    assert rec["variant"] == "thirty-one"
    assert rec["widow"]["dealt"] == ["Ah", "Kh", "Th"] and rec["widow"]["final"] == ["2c", "Kh", "Th"]
    assert rec["cards"]["1"]["final"] == ["Ah", "5d", "9h"]
    assert [a["type"] for a in rec["actions"]][-4:] == ["draw one", "knock", "pass", "pass"]


@pytest.mark.parametrize("seed", range(4))
def test_random_play_keeps_every_seat_to_its_own_cards(seed):
    rng = random.Random(seed)
    g = VGame(["P0", "P1", "P2", "P3"], "thirty-one", seed=seed)
    for _ in range(6):
        g.start()
        while g.deal.phase.value != "over":
            s = g.table.to_act
            for seat in range(4):
                view = g.table.view(seat)
                assert set(walk_cards(view)) <= may_see(g.table, seat)
                for e in g.table.events:  # another's cards come to him without them
                    if not e.visible_to(seat):
                        assert not walk_cards(public_copy(e)), e
            offer = rng.choice(g.table.legal_actions())
            amount = rng.randrange(offer.low, offer.high + 1) if offer.high else 0
            g.do(s, offer.kind, amount)
        check_trading_record(g.history.deals[-1])
