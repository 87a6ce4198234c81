"""Bouillotte's laws (Foster, "Bouillotte, or Brelan"), one by one, and many deals played
by random players with every counter and card checked."""

from __future__ import annotations

import random

import pytest

from game.cards import Rank
from game.engine import Action, HouseRules, Table, TableError
from game.engine.french.bouillotte import cut_for_positions
from game.engine.french.bouillotte_events import (
    BrelanPaid, BrelanStifled, DealVoid, Misdealt, RetourneTurned, UnderTurned, WordPassed,
)
from game.engine.core.events import HandShown, PoolWon, public_copy
from game.engine.core.history import HandHistory
from game.engine.core.narrate import describe

from bouillotte_helpers import BGame, K, assert_illegal, check, check_record, deal_plan

SEATS = ["D", "C", "B", "A"]   # seat 0 deals; A on his right, then B, C
ORDER = ["A", "B", "C", "D"]
DULL = {"A": "As 9s 8d", "B": "Kc Qc Kh", "C": "Ah Ks Qs", "D": "9c Ad Qd"}


def game(layout=None, retourne="9h", under="", **caves):
    g = BGame(SEATS, caves=caves or None)
    g.start(deal_plan(ORDER, layout or DULL, retourne, under))
    return g


def test_the_abcd_example_of_the_calls():
    """"D blinds five counters, and deals. A passes, and B opens for five reds. C passes out,
    while D and A both meet the bet ... This does not call B, who has the privilege of
    raising ... Suppose he raises, and D and A both meet it. On this second round ... it
    is D's turn ... On the next round it will be A's turn, and after that B's second turn."""
    g = game()
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.PASS)
    g.do("B", K.RAISE, 20)              # opens for five reds: 25
    g.do("C", K.ABANDON)                # passes out: after the opening he cannot pass
    g.do("D", K.CALL)
    g.do("A", K.CALL)
    assert g.to_act == "B" and g.kinds() == {K.PASS, K.RAISE}
    assert g.of(WordPassed)[-1].seat == g.seat("B")
    g.do("B", K.RAISE, 25)
    g.do("D", K.CALL)
    g.do("A", K.CALL)
    assert g.to_act == "D"              # the second round: D's turn to say
    g.do("D", K.RAISE, 10)
    g.do("A", K.CALL)
    g.do("B", K.CALL)
    assert g.to_act == "A"              # the next round: A's turn
    g.do("A", K.PASS)                   # he passes the word to his right
    assert g.to_act == "B"
    g.do("B", K.PASS)                   # B declines, and D made the last raise: a call
    assert g.deal.phase.name == "OVER"
    assert {e.seat for e in g.of(HandShown)} == {g.seat(n) for n in ORDER}  # no brelan
    check_record(g.history.deals[-1])


def test_passing_the_word_round_to_a_raise():
    g = game()
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.CALL)                   # A equals the blind: he opens
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    assert g.to_act == "D" and K.PASS not in g.kinds()   # opened: equal, raise or withdraw
    g.do("D", K.CALL)
    assert g.to_act == "A"              # the opener has the word first
    g.do("A", K.PASS)
    g.do("B", K.PASS)
    g.do("C", K.RAISE, 5)               # the word passed to C, who raises
    g.do("D", K.CALL)
    g.do("A", K.CALL)
    g.do("B", K.CALL)
    assert g.to_act == "B"              # the second round: the opener's right
    g.do("B", K.PASS)
    g.do("D", K.PASS)
    g.do("A", K.PASS)                   # all but C, the last raiser, have declined
    assert g.deal.phase.name == "OVER"


def test_two_betting_equalling_is_a_call():
    g = game()
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.RAISE, 10)
    g.do("B", K.ABANDON)
    g.do("C", K.ABANDON)
    g.do("D", K.CALL)
    assert g.deal.phase.name == "OVER" and len(g.of(PoolWon)) == 1


def test_a_raise_nobody_meets_takes_the_pool_without_showing():
    g = game()
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.PASS)
    g.do("B", K.RAISE, 10)
    for n in ("C", "D", "A"):
        g.do(n, K.ABANDON)
    won = g.of(PoolWon)[0]
    assert won.winners == (g.seat("B"),) and not won.shown and won.amount == 10
    assert g.stack("B") == 105 and not g.of(HandShown)


def test_no_one_opens_the_deal_is_void_and_five_each_for_the_next():
    g = game()
    g.do("A", K.NO_STRADDLE)
    for n in ORDER:
        assert K.PASS in g.kinds()
        g.do(n, K.PASS)
    assert g.of(DealVoid)[0].amount == 25
    assert g.table.carried == 25 and g.table.dealer == g.seat("A")
    check_record(g.history.deals[-1])
    g.start()
    assert g.deal.carried_in == 25 and g.deal.dealer == g.seat("A")


def test_the_straddles_go_round_to_the_right_until_the_dealer_buys_it_back():
    g = game()
    assert g.deal.phase.name == "STRADDLE" and g.deal.retourne is None
    g.do("A", K.STRADDLE)
    g.do("B", K.STRADDLE)
    g.do("C", K.STRADDLE)
    g.do("D", K.STRADDLE)               # the dealer buys it back: no more
    assert [g.deal.hands[g.seat(n)].put for n in ORDER] == [10, 20, 40, 80]
    assert g.deal.phase.name == "BETTING" and g.to_act == "A"


def test_one_refusal_ends_the_straddles_and_the_right_of_the_last_straddler_speaks():
    g = game()
    g.do("A", K.STRADDLE)
    g.do("B", K.NO_STRADDLE)
    assert g.to_act == "B"              # right of A, the last straddler
    g.do("B", K.PASS)
    g.do("C", K.PASS)
    g.do("D", K.PASS)
    assert g.kinds() == {K.PASS, K.RAISE}  # A's straddle stands as his ante
    g.do("A", K.PASS)
    assert g.of(DealVoid)


def test_misdeal_with_triplets_paid_and_dealt_again():
    g = BGame(SEATS)
    g.table.variant_state["bouillotte:expose"] = 0
    first = deal_plan(ORDER, {"A": "Ks Kh Kd", "B": "As Qc 9d", "C": "Ah Qs 8d", "D": "9c Ad Qd"}, "9h")
    g.rng.plan(first)
    g.rng.plan(deal_plan(ORDER, DULL, "9h"))
    g.start()
    g.do("A", K.NO_STRADDLE)
    m = g.of(Misdealt)[0]
    assert m.triplets == (g.seat("A"),) and g.stack("A") == 103
    assert [e.payee for e in g.of(BrelanPaid)] == [g.seat("A")] * 3
    assert g.deal.dealer == 0 and g.deal.hands[g.seat("A")].cards[0].code == "As"
    for n in ORDER:
        g.do(n, K.PASS)
    rec = g.history.deals[-1]
    check_record(rec)
    assert rec["misdeals"][0]["triplets"] == [g.seat("A")]


def test_brelan_favori_paid_by_everyone_even_the_winning_brelan():
    """"The retourne is an eight; a brelan of Queens is shown, and wins the pool. Another
    player holds a pair of eights ... receives one counter from its holder, and also from
    each of the other players.\""""
    g = game({"A": "As 9s 9d", "B": "Qc Qs Qd", "C": "8c 8s Kh", "D": "9c Ad Kd"}, "8h")
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.PASS)
    g.do("B", K.RAISE, 5)
    g.do("C", K.CALL)
    g.do("D", K.ABANDON)
    g.do("A", K.ABANDON)
    pay = sorted((e.payer, e.payee, e.amount) for e in g.of(BrelanPaid))
    s = g.seat
    assert pay == sorted([(s("A"), s("B"), 1), (s("D"), s("B"), 1),
                          (s("A"), s("C"), 1), (s("B"), s("C"), 1), (s("D"), s("C"), 1)])
    check_record(g.history.deals[-1])


def test_brelan_favori_that_wins_is_paid_two_by_each():
    g = game({"A": "As 9s 9d", "B": "Qc Ks Qd", "C": "8c 8s Kh", "D": "9c Ad Kd"}, "8h")
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.PASS)
    g.do("B", K.PASS)
    g.do("C", K.RAISE, 5)
    g.do("D", K.CALL)
    g.do("A", K.ABANDON)
    g.do("B", K.ABANDON)
    pay = [(e.payer, e.amount) for e in g.of(BrelanPaid)]
    assert sorted(pay) == sorted([(g.seat(n), 2) for n in ("A", "B", "D")])


def test_brelan_carre_by_the_card_under_the_retourne():
    g = game({"A": "As 9s 9d", "B": "Kc Ks Kd", "C": "8c 8s 8d", "D": "9c Ad Qd"}, "8h", "Kh")
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.PASS)
    g.do("B", K.RAISE, 5)
    g.do("C", K.CALL)
    g.do("D", K.ABANDON)
    g.do("A", K.ABANDON)
    assert g.of(UnderTurned)[0].card.code == "Kh"
    assert g.of(PoolWon)[0].winners == (g.seat("B"),)
    got = {}
    for e in g.of(BrelanPaid):
        got[e.payee] = got.get(e.payee, 0) + e.amount
    assert got == {g.seat("B"): 12, g.seat("C"): 12}  # four from each, both carrés
    assert g.deal.public_view().under.code == "Kh"


def test_simple_brelans_do_not_pay_each_other():
    g = game({"A": "As 9s 9d", "B": "Kc Ks Kd", "C": "Qc Qs Qd", "D": "9c Ad 8d"}, "8h")
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.PASS)
    g.do("B", K.RAISE, 5)
    g.do("C", K.CALL)
    g.do("D", K.ABANDON)
    g.do("A", K.ABANDON)
    pay = sorted((e.payer, e.payee) for e in g.of(BrelanPaid))
    s = g.seat
    assert pay == sorted([(s("A"), s("B")), (s("D"), s("B")), (s("A"), s("C")), (s("D"), s("C"))])
    assert not g.deal.hands[s("A")].shown  # a brelan shown: the passed hands stay hidden


@pytest.mark.parametrize("show", [True, False])
def test_a_brelan_after_a_big_bet_may_be_stifled(show):
    g = game({"A": "As 9s 9d", "B": "Kc Ks Kd", "C": "Qc Ah Qd", "D": "9c Ad 8d"}, "8h")
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.PASS)
    g.do("B", K.RAISE, 40)
    for n in ("C", "D", "A"):
        g.do(n, K.ABANDON)
    assert g.to_act == "B" and g.kinds() == {K.SHOW, K.DECLINE_SHOW}
    g.do("B", K.SHOW if show else K.DECLINE_SHOW)
    assert len(g.of(BrelanPaid)) == (3 if show else 0)
    assert bool(g.of(BrelanStifled)) is not show
    check_record(g.history.deals[-1])


def test_illegal_actions_raise_and_change_nothing():
    g = game()
    s = g.seat
    assert_illegal(g.table, s("B"), Action(K.STRADDLE))                  # not his turn
    assert_illegal(g.table, s("A"), Action(K.STRADDLE, 7))                # the straddle is 10
    g.do("A", K.NO_STRADDLE)
    assert_illegal(g.table, s("A"), Action(K.RAISE, 96))                  # beyond his cave
    assert_illegal(g.table, s("A"), Action(K.ABANDON))                    # nothing to withdraw from
    g.do("A", K.RAISE, 5)
    assert_illegal(g.table, s("B"), Action(K.PASS))                       # opened: no passing
    assert_illegal(g.table, s("B"), Action(K.SHOW))


def test_views_show_only_what_the_seat_may_see():
    g = game()
    g.do("A", K.NO_STRADDLE)
    v = g.table.view(g.seat("B"))
    assert [c.code for c in v.hand] == ["Kc", "Qc", "Kh"]
    assert all(p.shown is None for p in v.players)
    assert v.bouillotte.retourne.code == "9h" and v.bouillotte.under is None
    for e in g.events:
        if getattr(e, "private_to", None) not in (None, g.seat("B")):
            assert all(c is None for c in public_copy(e).cards)


def test_the_cut_the_king_deals_the_ace_on_his_right():
    rng = random.Random(5)
    order, event = cut_for_positions(["w", "x", "y", "z"], rng)
    drawn = {n: cs[0] for n, cs in event.cuts}
    assert drawn[order[0]].rank is Rank.KING and drawn[order[-1]].rank is Rank.ACE
    # the sequence from the game's own pack, which holds no jack or ten at four ("Cards")
    assert sorted(c.rank for c in drawn.values()) == [Rank.NINE, Rank.QUEEN, Rank.KING, Rank.ACE]
    t = Table(["w", "x", "y", "z"], HouseRules(), random.Random(5), variant="bouillotte")
    assert t.dealer == 0


@pytest.mark.parametrize("n", [3, 4, 5])
def test_the_cut_for_places_draws_only_cards_of_the_games_pack(n):
    from game.cards import bouillotte_pack

    names = [f"p{i}" for i in range(n)]
    order, event = cut_for_positions(names, random.Random(n))
    drawn = [cs[0] for _, cs in event.cuts]
    ranks = {c.rank for c in bouillotte_pack(n).cards()}
    assert all(c.rank in ranks for c in drawn) and any(c.rank is Rank.KING for c in drawn)
    assert len({c.rank for c in drawn}) == n


def test_three_to_five_players():
    for n in (2, 6):
        with pytest.raises(TableError):
            Table([str(i) for i in range(n)], HouseRules(), random.Random(1), variant="bouillotte")


def test_the_two_packs_are_used_alternately():
    g = BGame(SEATS)
    packs = []
    for _ in range(3):
        g.start()
        while g.table.to_act is not None:
            g.table.act(g.table.to_act, Action(_passive(g.table.legal_actions())))
        packs.append(g.of(RetourneTurned)[0].pack)
    assert packs == [1, 2, 1]


def _passive(offers):
    kinds = [o.kind for o in offers]
    for k in (K.NO_STRADDLE, K.PASS, K.ABANDON, K.DECLINE_SHOW):
        if k in kinds:
            return k
    return kinds[0]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_many_random_deals_balance(players):
    names = [f"P{i}" for i in range(players)]
    rng = random.Random(players)
    t = Table(names, HouseRules(), random.Random(players * 7), variant="bouillotte")
    h = HandHistory(t)
    lines = 0
    for _ in range(150):
        t.start_deal()
        check(t)
        while t.to_act is not None:
            seat = t.to_act
            offer = rng.choice(t.legal_actions())
            amount = offer.low if offer.low == offer.high else rng.randint(offer.low, offer.high)
            for e in t.act(seat, Action(offer.kind, amount)):
                lines += describe(e, names) is not None
            check(t)
    assert len(h.deals) == 150 and lines > 150
    for rec in h.deals:
        check_record(rec)


def test_the_log_names_the_paragraph():
    g = game({"A": "As 9s 9d", "B": "Qc Qs Qd", "C": "8c 8s Kh", "D": "9c Ad Kd"}, "8h")
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.PASS)
    g.do("B", K.RAISE, 5)
    g.do("C", K.CALL)
    g.do("D", K.ABANDON)
    g.do("A", K.ABANDON)
    names = list(g.table.names)
    lines = [describe(e, names) for e in g.table.events]
    assert any(x and x.endswith(" (Bouillotte: rank of the hands)") and "favori" in x
               for x in lines)
    assert any(x and x.startswith("The retourne is") and x.endswith("(Bouillotte: dealing)") for x in lines)


def _play_random(t: Table, rng: random.Random, deals: int) -> None:
    for _ in range(deals):
        t.start_deal()
        while t.to_act is not None:
            offer = rng.choice(t.legal_actions())
            amount = offer.low if offer.low == offer.high else rng.randint(offer.low, offer.high)
            t.act(t.to_act, Action(offer.kind, amount))


def test_the_same_seed_and_actions_give_the_same_deals():
    from game.engine import replay

    names = ["w", "x", "y", "z"]
    t = Table(names, HouseRules(), random.Random(11), variant="bouillotte")
    events: list = []
    t.subscribe(events.append)
    _play_random(t, random.Random(3), 20)
    again = replay(names, HouseRules(), 11, t.actions, deals=20, variant="bouillotte")
    assert again.stacks == t.stacks and again.bought == t.bought and again.dealer == t.dealer


def test_a_table_between_deals_is_saved_and_restored():
    names = ["w", "x", "y"]
    t = Table(names, HouseRules(), random.Random(4), variant="bouillotte")
    _play_random(t, random.Random(4), 7)
    snap = t.snapshot()
    back = Table.restore(snap, HouseRules(), random.Random(9), variant="bouillotte")
    assert back.stacks == t.stacks and back.dealer == t.dealer and back.carried == t.carried
    assert back.variant_state == t.variant_state  # which pack comes next
    back.start_deal()
    check(back)


def test_table_stakes_and_freeze_out_are_refused():
    for rules in (HouseRules(table_stakes=True), HouseRules(freeze_out=True)):
        with pytest.raises(TableError):
            Table(["a", "b", "c"], rules, random.Random(1), variant="bouillotte")
