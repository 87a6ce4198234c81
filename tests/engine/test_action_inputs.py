"""Every field of an action is checked for type and value before anything changes.

The table refuses, with a named error, a seat that is not a seat, an amount that is not a
whole number of counters (a float, ``None``, a string, ``True``), cards that are not cards,
an amount on an action whose amount is fixed (a straddle of 999) and cards on an action
that takes none.  The check is the table's, so it holds for every game.
"""

from __future__ import annotations

import random

import pytest

from engine_helpers import Game, K, assert_illegal
from game.cards import Card, Rank, Suit
from game.engine import (
    VARIANTS, Action, AmountOutOfRange, IllegalAction, MalformedAction, Table, TableError,
)


def straddle_game() -> Game:
    g = Game("EABC")
    g.deal({})
    assert g.table.to_act == g.seat("B") and K.STRADDLE in g.legal_kinds()
    return g


def test_law_17_a_straddle_of_any_amount_but_the_double_is_refused():
    g = straddle_game()
    assert_illegal(g.table, g.seat("B"), Action(K.STRADDLE, 999), AmountOutOfRange)
    assert_illegal(g.table, g.seat("B"), Action(K.STRADDLE, 1), AmountOutOfRange)
    g.do("B", K.STRADDLE, 2)  # the double of the blind, named: accepted
    assert g.put("B") == 2


@pytest.mark.parametrize("amount", [2.0, 2.5, None, "2", True, False, float("nan"), -1])
def test_amounts_of_the_wrong_type_or_value_are_refused_by_name(amount):
    g = Game("EABC", straddle=False)
    g.deal({})
    seat = g.table.to_act
    error = AmountOutOfRange if amount == -1 and type(amount) is int else MalformedAction
    for kind in (K.RAISE, K.CALL, K.ABANDON):
        assert_illegal(g.table, seat, Action(kind, amount), error)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [[Card(Rank.ACE, Suit.SPADES)], ("As",), (None,), "As"])
def test_cards_that_are_not_a_tuple_of_cards_are_refused(bad):
    g = Game("EABC", straddle=False)
    g.deal({"A": "As Kd 7c 5h 2s"})
    seat = g.table.to_act
    assert_illegal(g.table, seat, Action(K.CALL, 0, bad), MalformedAction)  # type: ignore[arg-type]


def test_cards_on_an_action_that_takes_none_are_refused():
    g = Game("EABC", straddle=False)
    g.deal({"B": "As Kd 7c 5h 2s"})
    card = g.current.hands[g.seat("B")].cards[0]
    assert_illegal(g.table, g.seat("B"), Action(K.CALL, 0, (card,)), MalformedAction)


def test_a_seat_that_is_not_a_seat_number_is_refused():
    g = Game("EABC", straddle=False)
    g.deal({})
    for seat in (True, 1.0, "1", None, 9, -1):
        assert_illegal(g.table, seat, Action(K.CALL), MalformedAction)  # type: ignore[arg-type]


def test_something_that_is_not_an_action_is_refused():
    g = Game("EABC", straddle=False)
    g.deal({})
    assert_illegal(g.table, g.table.to_act, ("call", 0), MalformedAction)  # type: ignore[arg-type]
    assert_illegal(g.table, g.table.to_act, Action("call"), MalformedAction)  # type: ignore[arg-type]


def test_a_call_names_no_amount_or_the_amount_it_costs():
    g = Game("EABC", straddle=False)
    g.deal({})
    cost = next(o for o in g.table.legal_actions() if o.kind is K.CALL).low
    assert_illegal(g.table, g.seat("B"), Action(K.CALL, cost + 1), AmountOutOfRange)
    g.table.act(g.seat("B"), Action(K.CALL, cost))
    g.do("C", K.CALL)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_game_refuses_malformed_actions_through_its_table(variant):
    try:
        table = Table(["P0", "P1", "P2"], rng=random.Random(3), variant=variant, cut=False)
    except TableError:  # pragma: no cover
        return
    table.start_deal()
    seat = table.to_act
    for offer in table.legal_actions():
        for amount in (1.5, None, "1", True):
            with pytest.raises(MalformedAction):
                table.act(seat, Action(offer.kind, amount))  # type: ignore[arg-type]
        if offer.kind not in (K.DRAW, K.DRAW_ONE):
            with pytest.raises(IllegalAction):
                table.act(seat, Action(offer.kind, 0, (Card(Rank.TWO, Suit.CLUBS),)))
    assert table.actions == []
