"""Show-down Poker and Flat Poker (Foster, "Show-down Poker", "Flat Poker"), rule by rule."""

from __future__ import annotations

from game.cards import parse_cards
from game.engine import Action, ActionNotAllowed
from game.engine.core.events import (
    CardsDrawn, CardUp, HandBeaten, HandDealt, HandShown, PoolWon, Returned, Staked,
)

from variant_helpers import K, VGame, assert_illegal, deal_rounds, may_see, walk_cards

NAMES = ["Ann", "Bob", "Cy", "Dot"]
ORDER = ["Bob", "Cy", "Dot", "Ann"]


# ----------------------------------------------------------------------- Show-down Poker
def test_showdown_every_hand_face_up_drawn_face_up_and_the_beaten_thrown_in():
    hands = {"Bob": "Kc Kd 9s 5h 2c", "Cy": "Qc Qd 8s 4h 3c", "Dot": "Ah 7d 6s 3d 2d",
             "Ann": "Jc Jd Ts 7h 6c"}
    draws = "Ks 4d 4s  Qh 8h 8d  As Ac 9h 2h  Js 5c 5d"
    g = VGame(NAMES, "showdown")
    g.start(deal_rounds(ORDER, hands, then=draws))
    assert len(g.of(CardUp)) == 20 and not g.of(HandDealt)
    assert [(e.seat, e.amount) for e in g.of(Staked)] == [(s, 1) for s in (1, 2, 3, 0)]
    view = g.table.view(0)
    assert view.players[1].up == tuple(parse_cards(hands["Bob"]))  # everyone sees every hand
    assert set(walk_cards(view)) <= may_see(g.table, 0)
    assert g.to_act == "Bob" and g.kinds() == {K.DRAW}  # eldest hand first; no betting
    g.do("Bob", K.DRAW, cs="9s 5h 2c")  # Ks 4d 4s: a full hand
    drawn = g.of(CardsDrawn)[0]
    assert drawn.private_to is None and drawn.drawn == tuple(parse_cards("Ks 4d 4s"))
    assert g.table.view(2).players[1].up[-3:] == tuple(parse_cards("Ks 4d 4s"))
    g.do("Cy", K.DRAW, cs="8s 4h 3c")  # Qh 8h 8d: Queens full, beaten by Kings full
    assert [(e.seat, e.by) for e in g.of(HandBeaten)] == [(2, 1)]
    assert not g.deal.hands[2].live and g.table.view(0).players[2].beaten
    g.do("Dot", K.DRAW, cs="7d 6s 3d 2d")  # As Ac 9h 2h: a pair of aces... wait, three aces
    g.do("Ann", K.DRAW, cs="Ts 7h 6c")  # Js 5c 5d: Jacks full, beaten
    assert [e.seat for e in g.of(HandBeaten)] == [2, 3, 0]
    won = g.of(PoolWon)[0]
    assert won.winners == (1,) and won.amount == 4
    assert [e.seat for e in g.of(HandShown)] == [1]
    assert g.table.dealer == 1


def test_showdown_a_hand_that_draws_better_throws_in_the_best_before_it():
    hands = {"Bob": "Kc Kd 9s 5h 2c", "Cy": "Ac Ad 8s 4h 3c"}
    g = VGame(NAMES, "showdown")
    g.start(deal_rounds(ORDER, hands, then="Ks 6d 7d 6s 8d 9d"))
    g.do("Bob", K.DRAW, cs="9s 5h 2c")  # Ks 6d 7d: three Kings
    g.do("Cy", K.DRAW, cs="8s 4h 3c")  # 6s 8d 9d: a pair of aces: beaten
    assert [e.seat for e in g.of(HandBeaten)] == [2]
    g.do("Dot", K.DRAW, cs="")  # stands pat on nothing: beaten
    g.do("Ann", K.DRAW, cs="")
    assert g.of(PoolWon)[0].winners == (1,)


# ----------------------------------------------------------------------- Flat Poker
def test_flat_the_age_blinds_any_amount_within_the_limit_and_decliners_get_no_cards():
    g = VGame(NAMES, "flat")
    g.start()
    assert g.to_act == "Bob" and g.kinds() == {K.BLIND}
    offer = g.table.legal_actions()[0]
    assert (offer.low, offer.high) == (1, 50)
    g.do("Bob", K.BLIND, 7)
    assert g.kinds() == {K.CALL, K.PASS}  # no raises, no straddles
    g.do("Cy", K.PASS)
    g.do("Dot", K.CALL)
    assert g.deal.hands[3].put == 7
    g.do("Ann", K.PASS)
    assert sorted(e.seat for e in g.of(HandDealt)) == [1, 3]
    assert not g.table.view(0).players[2].holds_cards
    assert g.to_act == "Bob" and g.kinds() == {K.DRAW}  # the age draws first
    g.do("Bob", K.DRAW, cs="")
    g.do("Dot", K.DRAW, cs="")
    won = g.of(PoolWon)[0]
    assert won.amount == 14 and g.of(HandShown)


def test_flat_nobody_comes_in_and_the_age_takes_his_blind_back():
    g = VGame(NAMES, "flat")
    g.start()
    g.do("Bob", K.BLIND, 3)
    for who in ("Cy", "Dot", "Ann"):
        g.do(who, K.PASS)
    assert g.table.deal_over and g.of(Returned)[0].amount == 3
    assert all(s == 100 for s in g.table.stacks) and not g.of(HandDealt)


# The book's example: "Age makes it a blue, and three others stay with him.  After the draw
# C puts up three blues against the field.  D and A call it, and all show hands.  If any of
# the three, A, B or D can beat C they divide the pool, B getting his third."
FNAMES = ["E", "A", "B", "C", "D"]


def field_game(b_hand: str) -> VGame:
    g = VGame(FNAMES, "flat-field")
    g.start(deal_rounds(["A", "B", "C", "D"], {"A": "2c 6d 9h Jc Kd", "B": b_hand,
                                                "C": "Qc Qd 5s 5h 3h", "D": "4c 7d 9c Js Ah"}))
    g.do("A", K.BLIND, 25)
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    g.do("D", K.CALL)
    g.do("E", K.PASS)
    for who in ("A", "B", "C", "D"):
        g.do(who, K.DRAW, cs="")
    return g


def test_flat_field_the_books_example_the_field_beats_the_backer_and_divides():
    g = field_game("As Ad Ac 8s 8h")
    assert g.to_act == "A" and g.kinds() == {K.PASS, K.BACK_FIELD}  # beginning with the age
    g.do("A", K.PASS)
    g.do("B", K.PASS)
    offer = {o.kind: o for o in g.table.legal_actions()}[K.BACK_FIELD]
    assert offer.low == offer.high == 75  # three blues: the others' stakes together
    g.do("C", K.BACK_FIELD, 75)
    assert g.table.view(0).backer == 3
    assert g.kinds() == {K.CALL, K.PASS}  # he cannot be raised
    assert_illegal(g.table, 4, Action(K.RAISE, 5), ActionNotAllowed)
    g.do("D", K.CALL)
    g.do("A", K.CALL)
    g.do("B", K.PASS)
    shares = {e.seat: e.amount for e in g.of(Staked) if e.why.startswith("share")}
    assert shares == {4: 38, 1: 37}  # D and A share the call; the first to join pays the odd one
    won = g.of(PoolWon)[0]
    assert won.amount == 250 and won.winners == (1, 2, 4)
    assert won.paid == {1: 84, 2: 83, 4: 83}  # B gets his third, though he did not call
    assert [e.seat for e in g.of(HandShown)][0] == 3  # the backer's hand is the called hand


def test_flat_field_the_backer_wins_when_no_one_beats_him_and_ties_do_not_beat_him():
    g = field_game("Qh Qs 5c 5d 3s")  # the same as C's: a tie
    g.do("A", K.PASS)
    g.do("B", K.PASS)
    g.do("C", K.BACK_FIELD, 75)
    g.do("D", K.PASS)
    g.do("A", K.PASS)
    g.do("B", K.CALL)
    won = g.of(PoolWon)[0]
    assert won.winners == (3,) and won.amount == 250


def test_flat_field_nobody_calls_and_the_backer_takes_the_pool_unseen():
    g = field_game("2s 3d 6h 9s Th")
    g.do("A", K.BACK_FIELD, 75)
    g.do("B", K.PASS)
    g.do("C", K.PASS)
    g.do("D", K.PASS)
    won = g.of(PoolWon)[0]
    assert won.winners == (1,) and not won.shown and won.amount == 100
    assert g.of(Returned)[0].amount == 75  # his backing, which nobody called, comes back
    assert not g.of(HandShown)


def test_flat_field_nobody_backs_and_the_hands_are_shown():
    g = field_game("As Ad Ac 8s 8h")
    for who in ("A", "B", "C", "D"):
        g.do(who, K.PASS)
    assert g.of(PoolWon)[0].winners == (2,) and len(g.of(HandShown)) == 4


def test_flat_field_table_stakes_one_backs_or_joins_only_with_the_whole_amount():
    g = VGame(FNAMES, "flat-field", table_stakes=True)
    g.set_stack("C", 40)
    g.set_stack("D", 60)
    g.start()
    g.do("A", K.BLIND, 25)
    for who in ("B", "C", "D"):
        g.do(who, K.CALL)
    g.do("E", K.PASS)
    for who in ("A", "B", "C", "D"):
        g.do(who, K.DRAW, cs="")
    g.do("A", K.PASS)
    g.do("B", K.PASS)
    assert g.kinds() == {K.PASS}  # C has 15 left: he cannot back for 75
    g.do("C", K.PASS)
    assert g.kinds() == {K.PASS}  # nor D, with 35
