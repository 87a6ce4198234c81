"""Whiskey Poker (Foster, "Whiskey Poker", Hoyle's Games Modernized, "Whiskey Poker"), rule by rule."""

from __future__ import annotations

import pytest

from game.engine import Action, ActionNotAllowed, BadDiscard
from game.engine.core.events import (
    CardExchanged, HandShown, Knocked, MarkerPaid, PoolWon, Staked, WhiskeyPaid, WidowTaken,
    WidowTurned, public_copy,
)
from game.engine.widow.whiskey_poker import MAX_ROUNDS

from variant_helpers import K, VGame, assert_illegal, cards, deal_rounds, may_see, walk_cards

# The book's example: five play, E deals.
NAMES = ["E", "A", "B", "C", "D"]
ORDER = ["A", "B", "C", "D", "E"]


def whiskey_top(hands: dict[str, str], widow: str) -> list:
    """The cards in the order dealt: each round to A, B, C, D, the widow, then E."""
    rounds = deal_rounds(ORDER, hands)
    w = cards(widow)
    n = len(ORDER)
    out = []
    for i in range(5):
        row = rounds[i * n:(i + 1) * n]
        out += row[:-1] + [w[i]] + row[-1:]
    return out


HANDS = {"A": "2c 5d 9h Jc Kd", "B": "3c 6d 8h Tc Qs", "C": "4c 7d 9c Js Ah",
         "D": "2d 4h 7s 8c Td", "E": "Qc Qd 5s 5h 3h"}
WIDOW = "As Ad Kh Ks 6c"


def game(**rules) -> VGame:
    g = VGame(NAMES, "whiskey", **rules)
    g.start(whiskey_top(HANDS, WIDOW))
    return g


def test_the_widow_is_dealt_just_before_the_dealer_and_each_antes_one():
    g = game()
    assert g.deal.widow == cards(WIDOW)
    assert g.hand("E") == cards(HANDS["E"])
    assert [(e.seat, e.amount) for e in g.of(Staked)] == [(s, 1) for s in (1, 2, 3, 4, 0)]
    assert g.to_act == "A"  # beginning with the age
    assert g.kinds() == {K.PASS, K.TAKE_WIDOW, K.KNOCK}
    view = g.table.view(1)
    assert view.widow is None and view.widow_cards == 5
    assert not set(walk_cards(view)) & set(cards(WIDOW))


def test_the_books_example_pass_take_draw_draw_knock_then_one_more_round():
    g = game()
    g.do("A", K.PASS)
    events = g.do("B", K.TAKE_WIDOW)
    taken = [e for e in events if isinstance(e, WidowTaken)][0]
    assert taken.laid == tuple(cards(HANDS["B"])) and taken.private_to == 2
    assert public_copy(taken).taken == (None,) * 5 and public_copy(taken).laid == taken.laid
    assert g.hand("B") == cards(WIDOW)
    assert g.table.view(3).widow == tuple(cards(HANDS["B"]))  # face up for all
    # now each may draw one, exchange, or knock; nobody may refuse before a knock
    assert g.kinds() == {K.DRAW_ONE, K.EXCHANGE, K.KNOCK}
    assert_illegal(g.table, 3, Action(K.PASS), ActionNotAllowed)
    g.do("C", K.DRAW_ONE, cs="4c Qs")  # C lays down his 4c and takes B's Qs
    assert g.hand("C") == cards("Qs 7d 9c Js Ah") and "4c" in [c.code for c in g.deal.widow]
    assert g.deal.widow.index(cards("4c")[0]) == 4  # the card laid out takes the taken card's place
    g.do("D", K.DRAW_ONE, amount=5 * 0 + 1)  # by places: his first card for the widow's second
    assert g.of(CardExchanged)[-1].gave == cards("2d")[0]
    g.do("E", K.KNOCK)
    assert g.of(Knocked)[0].seat == 0
    # A, who passed the first time, may now draw or exchange, or refuse
    assert g.to_act == "A" and g.kinds() == {K.PASS, K.DRAW_ONE, K.EXCHANGE}
    g.do("A", K.PASS)
    g.do("B", K.PASS)
    g.do("C", K.PASS)
    g.do("D", K.EXCHANGE)
    # E knocked: the hands are shown, and the best takes the pool
    assert g.table.deal_over
    assert [e.seat for e in g.of(HandShown)] == [1, 2, 3, 4, 0]
    won = g.of(PoolWon)[0]
    assert won.amount == 5 and won.winners == (2,)  # B: the widow's aces and Kings
    assert g.table.dealer == 1  # the deal passes to the left


def test_the_dealer_must_take_the_widow_or_turn_it_up_and_turns_it_up_if_he_knocks():
    g = game()
    for who in ("A", "B", "C", "D"):
        g.do(who, K.PASS)
    assert g.to_act == "E" and g.kinds() == {K.TAKE_WIDOW, K.TURN_WIDOW, K.KNOCK}
    g.do("E", K.KNOCK)
    assert g.of(WidowTurned) and g.table.view(1).widow == tuple(cards(WIDOW))
    assert g.kinds() == {K.PASS, K.DRAW_ONE, K.EXCHANGE}
    g.do("A", K.EXCHANGE)
    g.do("B", K.PASS)
    g.do("C", K.DRAW_ONE, cs="4c 2c")  # the widow is A's old hand now
    g.do("D", K.PASS)
    assert g.table.deal_over


def test_the_dealer_turning_up_the_widow_lets_the_age_draw_next():
    g = game()
    for who in ("A", "B", "C", "D"):
        g.do(who, K.PASS)
    g.do("E", K.TURN_WIDOW)
    assert g.to_act == "A" and g.kinds() == {K.KNOCK, K.DRAW_ONE, K.EXCHANGE}


def test_a_knock_before_the_widow_is_taken_leaves_it_face_down_by_the_usual_custom():
    g = game()
    g.do("A", K.KNOCK)
    assert g.table.view(2).widow is None
    assert g.kinds() == {K.PASS, K.TAKE_WIDOW}  # one more turn: take it or stand
    g.do("B", K.PASS)
    g.do("C", K.TAKE_WIDOW)
    g.do("D", K.DRAW_ONE, cs="2d 4c")
    g.do("E", K.PASS)
    assert g.table.deal_over  # back to A, who knocked


def test_a_draw_one_must_name_a_card_held_and_a_card_of_the_widow():
    g = game()
    g.do("A", K.TAKE_WIDOW)
    assert_illegal(g.table, 2, Action(K.DRAW_ONE, cards=tuple(cards("As 2c"))), BadDiscard)
    assert_illegal(g.table, 2, Action(K.DRAW_ONE, cards=tuple(cards("3c Qs"))), BadDiscard)
    assert_illegal(g.table, 2, Action(K.DRAW_ONE, amount=25))
    g.do("B", K.DRAW_ONE, cs="3c Kd")


def test_the_play_ends_after_ten_rounds_without_a_knock():
    g = game()
    g.do("A", K.TAKE_WIDOW)
    turns = 0
    while not g.table.deal_over:
        g.do(g.to_act, K.DRAW_ONE, amount=0)
        turns += 1
    assert turns == MAX_ROUNDS * 5 - 1


def test_markers_the_worst_hand_pays_one_and_the_last_one_pays_for_the_whiskey():
    g = VGame(NAMES, "whiskey-markers")
    g.table.variant_state["whiskey-markers:markers"] = [5, 5, 1, 5, 5]
    g.start(whiskey_top({**HANDS, "B": "2s 3d 4s 6h 8d"}, WIDOW))
    assert not g.of(Staked)  # no pool
    g.do("A", K.KNOCK)
    for who in ("B", "C", "D"):
        g.do(who, K.PASS)
    g.do("E", K.TURN_WIDOW)
    assert g.table.deal_over
    paid = g.of(MarkerPaid)
    assert [(e.seat, e.left) for e in paid] == [(2, 0)]
    assert g.of(WhiskeyPaid)[0].seat == 2
    assert g.table.variant_state["whiskey-markers:markers"] == [5] * 5
    assert g.table.variant_state["whiskey-markers:paid"] == {2: 1}
    assert all(s == 100 for s in g.table.stacks)
    rec = g.history.deals[-1]
    assert rec["markers"] == [{"seat": 2, "left": 0}] and rec["whiskey_paid"] == [2]


def test_markers_ties_for_the_worst_each_pay():
    g = VGame(NAMES, "whiskey-markers")
    g.start(whiskey_top({**HANDS, "A": "2s 3d 4s 6h 8d", "B": "2h 3s 4d 6s 8h"}, WIDOW))
    g.do("A", K.KNOCK)
    for who in ("B", "C", "D"):
        g.do(who, K.PASS)
    g.do("E", K.TURN_WIDOW)
    assert sorted(e.seat for e in g.of(MarkerPaid)) == [1, 2]
    assert g.table.view(0).players[1].markers == 4


def test_history_records_the_widow_and_each_step():
    g = game()
    g.do("A", K.PASS)
    g.do("B", K.TAKE_WIDOW)
    g.do("C", K.DRAW_ONE, cs="4c Qs")
    g.do("D", K.KNOCK)
    g.do("E", K.PASS)
    g.do("A", K.PASS)
    g.do("B", K.PASS)
    g.do("C", K.PASS)
    rec = g.history.deals[-1]
    assert rec["variant"] == "whiskey"
    assert rec["widow"]["dealt"] == WIDOW.split()
    assert rec["cards"]["2"]["final"] == WIDOW.split()
    types = [a["type"] for a in rec["actions"] if a["type"] != "ante"]
    assert types == ["pass", "take the widow", "draw one", "knock", "pass", "pass", "pass",
                     "pass"]
    assert rec["cards"]["3"]["final"] == "Qs 7d 9c Js Ah".split()


@pytest.mark.parametrize("seat", range(5))
def test_no_seat_sees_a_card_it_may_not(seat):
    g = game()
    g.do("A", K.PASS)
    g.do("B", K.TAKE_WIDOW)
    assert set(walk_cards(g.table.view(seat))) <= may_see(g.table, seat)


def test_the_widow_is_dealt_when_the_dealer_sits_out_broke():
    """TABLE STAKES: a broke dealer sits out a deal, but the widow is still dealt, just before
    the last player's card, and that player takes the dealer's part with it."""
    import random

    from game.engine import HouseRules, Table

    table = Table(["Ann", "Bob", "Cy"], HouseRules(table_stakes=True), random.Random(5), "whiskey")
    table.stacks[(table.dealer + 1) % 3] += table.stacks[table.dealer]
    table.stacks[table.dealer] = 0  # the dealer lost all in the last deal
    table.start_deal()
    deal = table.deal
    assert table.dealer not in deal.order and len(deal.widow) == 5
    assert all(len(deal.hands[s].cards) == 5 for s in deal.order)
    while deal.turn != deal.last:
        table.act(deal.turn, Action(K.PASS))
    assert {o.kind for o in table.legal_actions()} >= {K.TAKE_WIDOW, K.TURN_WIDOW}
