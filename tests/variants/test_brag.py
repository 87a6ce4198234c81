"""Brag (Foster, "Brag"): single stake, three-stake and American, paragraph by paragraph.

Seat 0 (``D``) deals; the cards go one at a time to A, B, C, then D; A is the age."""

from __future__ import annotations

import random

import pytest

from game.engine import Action, ActionNotAllowed, AmountOutOfRange, HouseRules, NotYourTurn, Table
from game.engine.three_card.brag_events import BragRetired, HandsExchanged, OutOfPool, StakePoolWon
from game.engine.core.events import CardUp, HandDealt, HandShown, PoolWon, Returned, Staked, public_copy
from game.engine.core.history import HandHistory
from game.engine.core.view import Phase

from variant_helpers import (
    K, VGame, assert_illegal, cards, check_invariants, check_record, may_see, walk_cards,
)

NAMES = ["D", "A", "B", "C"]
ORDER = ["A", "B", "C", "D"]


def top(hands: dict[str, str], then: str = "", up: dict[str, str] | None = None) -> list:
    """The cards in the order they come off: rounds of one to A, B, C, D; for three-stake
    the two down cards, then the cards dealt face up (``up``), then ``then``."""
    by = {k: cards(v) for k, v in hands.items()}
    rounds = len(next(iter(by.values())))
    out = [by[n][i] for i in range(rounds) for n in ORDER]
    if up:
        out += [cards(up[n])[0] for n in ORDER]
    return out + cards(then)


DULL = {"A": "2c 5d 8h", "B": "3c 6d Tc", "C": "4c 7d Qs", "D": "2d 4h 6s"}


def single(hands: dict[str, str] | None = None, variant: str = "brag", ante: int = 5,
           **rules) -> VGame:
    g = VGame(NAMES, variant, **rules)
    g.start(top({**DULL, **(hands or {})}))
    if ante:
        g.do("D", K.BET, ante)
    return g


def records_balance(g: VGame) -> None:
    assert g.history.deals
    for rec in g.history.deals:
        check_record(rec)


# ----------------------------------------------------------------- single stake
def test_brag_3_the_dealer_antes_before_the_cut_within_the_limit():
    g = single(ante=0, limit=20)
    assert g.to_act == "D" and g.kinds() == {K.BET}
    assert all(not h.cards for h in g.deal.hands.values())  # no card is dealt before the ante
    assert_illegal(g.table, 0, Action(K.BET, 21), AmountOutOfRange)
    assert_illegal(g.table, 1, Action(K.BET, 5), NotYourTurn)
    events = g.do("D", K.BET, 20)
    ante = [e for e in events if isinstance(e, Staked)]
    assert [(e.seat, e.amount, e.law) for e in ante] == [(0, 20, "Brag, rule 3")]
    dealt = [e for e in events if isinstance(e, HandDealt)]
    assert [e.seat for e in dealt] == [1, 2, 3, 0] and all(len(e.cards) == 3 for e in dealt)
    assert g.hand("A") == cards(DULL["A"])


def test_brag_3_from_the_age_meet_the_ante_raise_or_abandon():
    g = single()
    assert g.to_act == "A"
    assert g.kinds() == {K.CALL, K.RAISE, K.ABANDON}  # no passing, no free look
    assert g.table.view(1).offer(K.CALL).low == 5
    assert_illegal(g.table, 1, Action(K.PASS), ActionNotAllowed)
    g.do("A", K.RAISE, 3)
    assert g.table.view(2).offer(K.CALL).low == 8  # those following meet the total
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    assert g.to_act == "D" and g.table.view(0).offer(K.CALL).low == 3  # the dealer meets it too


def test_brag_4_nobody_sees_the_ante_each_pays_the_dealer_a_white():
    g = single(blind=1)
    for who in "ABC":
        g.do(who, K.ABANDON)
    assert g.deal.phase is Phase.OVER
    whites = [(e.seat, e.amount, e.law) for e in g.of(Staked) if "white" in e.why]
    assert whites == [(1, 1, "Brag, rule 4"), (2, 1, "Brag, rule 4"), (3, 1, "Brag, rule 4")]
    assert g.stack("D") == 103 and g.stack("A") == 99
    assert g.of(PoolWon)[0].amount == 5 + 3 and not g.of(Returned)
    won = g.of(PoolWon)[0]
    assert won.winners == (0,) and not won.shown and won.law == "Brag, rule 4"
    assert not g.of(HandShown)
    assert g.table.dealer == 1  # the deal passes to the left
    records_balance(g)


def test_brag_4_a_bet_nobody_meets_takes_the_pool_unshown():
    g = single()
    g.do("A", K.RAISE, 10)
    for who in "BCD":
        g.do(who, K.ABANDON)
    won = g.of(PoolWon)[0]
    assert won.winners == (1,) and not won.shown and not g.of(HandShown)
    assert g.stack("A") == 105 and g.stack("D") == 95
    assert not [e for e in g.of(Staked) if "white" in e.why]  # his ante was seen
    records_balance(g)


def test_brag_4_a_call_shows_every_hand_and_the_best_brag_wins():
    """The book's example: seven high with the club jack beats seven high with the diamond nine."""
    g = single({"A": "7s 5h Jc", "B": "7c 5d 9d"})
    g.do("A", K.CALL)
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    assert g.deal.phase is Phase.OVER
    shown = {e.seat: e.value for e in g.of(HandShown)}
    assert set(shown) == {0, 1, 2}
    assert shown[1] == "a pair of sevens, with the club jack"
    assert g.of(PoolWon)[0].winners == (1,)
    assert g.stack("A") == 110
    records_balance(g)


def test_brag_5_natural_beats_braggers_and_ties_divide():
    g = single({"A": "8s 8h 8c", "B": "8d Jc 9d", "C": "Ks Qh 3c", "D": "Kh Qd 3s"})
    for who in "ABCD"[:3]:
        g.do(who, K.CALL)
    assert g.of(PoolWon)[0].winners == (1,)  # three eights beat an eight and two braggers
    g2 = single({"C": "Ks Qh 3h", "D": "Kh Qd 3s"})
    g2.do("A", K.ABANDON)
    g2.do("B", K.ABANDON)
    g2.do("C", K.CALL)
    won = g2.of(PoolWon)[0]
    assert won.winners == (0, 3) or set(won.winners) == {0, 3}
    assert sum(won.paid.values()) == 10


def test_brag_views_show_only_what_a_seat_may_see():
    g = single()
    for seat in range(4):
        view = g.table.view(seat)
        assert set(walk_cards(view)) <= may_see(g.table, seat)
        assert view.hand == tuple(g.deal.hands[seat].cards)
    dealt = [e for e in g.table.events if isinstance(e, HandDealt)]
    assert all(all(c is None for c in public_copy(e).cards) for e in dealt)


# ----------------------------------------------------------------- three-stake Brag
def three(hands: dict[str, str] | None = None, up: dict[str, str] | None = None, then: str = "",
          **rules) -> VGame:
    g = VGame(NAMES, "brag-three-stake", **rules)
    down = {k: " ".join(v.split()[:2]) for k, v in {**DULL, **(hands or {})}.items()}
    ups = {k: v.split()[2] for k, v in {**DULL, **(hands or {})}.items()}
    ups.update(up or {})
    g.start(top(down, then, ups))
    return g


def pools_won(g: VGame) -> dict[int, list]:
    out: dict[int, list] = {}
    for e in g.of(StakePoolWon):
        out.setdefault(e.index, []).append(e)
    return out


def test_three_stake_6_three_equal_pools_and_the_highest_card_turned_up():
    g = three({"A": "2c 3d As", "B": "3c 6d Ad"}, blind=2)
    stakes = [(e.seat, e.amount) for e in g.of(Staked)]
    assert stakes == [(s, 6) for s in (1, 2, 3, 0)]
    assert all(st == [2, 2, 2] for st in g.deal.stakes.values())
    ups = [(e.seat, e.card.code) for e in g.of(CardUp)]
    assert [s for s, _ in ups] == [1, 2, 3, 0]
    first = pools_won(g)[0][0]
    assert first.winners == (2,) and first.amount == 8  # the diamond ace outranks any ace
    assert g.deal.pools() == [0, 8, 8]
    view = g.table.view(1)  # the up cards are seen by all; the down cards only by their holder
    assert cards("Ad")[0] in set(walk_cards(view))
    assert not set(walk_cards(view)) & set(cards("3c 6d"))


def test_three_stake_6_ties_for_the_up_card_go_to_the_eldest_hand():
    g = three({"B": "3c 6d Ks", "D": "2d 4h Kh"})
    assert pools_won(g)[0][0].winners == (2,)
    g = three({"A": "2c 5d 9s", "B": "3c 6d 4s", "C": "4c 7d 9d"})  # the diamond nine outranks another nine
    assert pools_won(g)[0][0].winners == (3,)


def test_three_stake_7_no_bet_the_dealer_takes_the_second_pool():
    g = three()
    assert g.kinds() == {K.PASS, K.BET}
    for who in "ABCD":
        g.do(who, K.PASS)
    second = pools_won(g)[1][0]
    assert second.winners == (0,) and second.amount == 4 and second.law == "Brag, rule 7"


def test_three_stake_7_those_who_pass_out_keep_their_hands_for_the_third_pool():
    g = three({"A": "As Kh Td", "B": "3c 3d 3h"}, then="", brag_buying=False)
    g.do("A", K.BET, 5)
    g.do("B", K.RAISE, 5)
    g.do("C", K.ABANDON)
    g.do("D", K.ABANDON)
    g.do("A", K.ABANDON)
    second = pools_won(g)[1][0]
    assert second.winners == (2,) and not second.shown and second.amount == 4 + 5 + 5  # B's raise nobody met goes back
    # All hands are shown for the third pool, A's too, and A's 31 wins it.
    assert {e.seat for e in g.of(HandShown)} == {0, 1, 2, 3}
    while g.deal.phase is Phase.BUYING:
        g.do(g.to_act, K.PASS)
    third = pools_won(g)[2][0]
    assert third.winners == (1,) and third.law == "Brag, rule 8"
    records_balance(g)


def test_three_stake_7_a_call_shows_and_the_best_brag_takes_the_second_pool():
    g = three({"A": "7s 5h Jc", "B": "7c 5d 9d"})
    g.do("A", K.BET, 2)
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("D", K.ABANDON)
    second = pools_won(g)[1][0]
    assert second.winners == (1,) and second.shown and second.amount == 8


def test_three_stake_9_buying_cards_a_counter_each_face_up_over_31_is_out():
    # A holds 2 5 8 = 15; B 3 6 10 = 19; C 4 7 Q = 21; D 2 4 6 = 12.
    g = three(then="9s Ks Th 5s")
    for who in "ABCD":
        g.do(who, K.PASS)
    assert g.deal.phase is Phase.BUYING and g.to_act == "A"
    assert g.kinds() == {K.BUY_CARD, K.PASS}
    g.do("A", K.BUY_CARD)  # 9s: 24
    assert g.to_act == "A"  # given all he needs before passing to the next
    assert g.table.view(2).players[1].up[-1] == cards("9s")[0]  # dealt face up
    g.do("A", K.BUY_CARD)  # Ks: 34, out of the pool
    out = g.of(OutOfPool)
    assert [(e.seat, e.count) for e in out] == [(1, 34)]
    assert g.to_act == "B"
    g.do("B", K.BUY_CARD)  # Th: 29
    g.do("B", K.PASS)
    g.do("C", K.BUY_CARD)  # 5s: 26
    g.do("C", K.PASS)
    g.do("D", K.PASS)
    third = pools_won(g)[2][0]
    assert third.winners == (2,) and third.amount == 4 + 4  # the stakes and the cards bought
    assert g.stack("A") == 100 - 3 - 2
    records_balance(g)
    rec = g.history.deals[0]
    assert [p["amount"] for p in rec["pools"]] == [4, 4, 8]
    assert rec["over_thirty_one"] == [1]


def test_three_stake_8_ties_for_thirty_one_go_to_the_eldest_hand():
    g = three({"B": "Ks Qh Ac", "D": "Kh Qd As"})
    for who in "ABCD":
        g.do(who, K.PASS)
    while g.deal.phase is Phase.BUYING:
        g.do(g.to_act, K.PASS)
    assert pools_won(g)[2][0].winners == (2,)
    # and the tie is said (window round 9: the caption gave the count and no reason)
    assert pools_won(g)[2][0].why == "the count nearest thirty-one, 31, a tie, which goes to the eldest hand"


def test_three_stake_8_a_pool_won_outright_says_no_tie():
    g = three({"B": "Ks Qh Ac"})
    for who in "ABCD":
        g.do(who, K.PASS)
    while g.deal.phase is Phase.BUYING:
        g.do(g.to_act, K.PASS)
    third = pools_won(g)[2][0]
    assert third.winners == (2,) and "tie" not in third.why


def test_three_stake_no_buying_as_a_house_rule():
    g = three(brag_buying=False)
    for who in "ABCD":
        g.do(who, K.PASS)
    assert g.deal.phase is Phase.OVER


# ----------------------------------------------------------------- American Brag
def test_american_10_no_raise_all_hands_shown_at_once():
    g = single({"A": "As Ah Ac", "B": "Js Jh Kc"}, variant="brag-american")
    g.do("A", K.CALL)
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    assert {e.seat for e in g.of(HandShown)} == {0, 1, 2, 3}
    assert not g.of(HandsExchanged)
    # two braggers and a King (three kings made with braggers) beat three natural aces
    assert g.of(PoolWon)[0].winners == (2,)


def test_american_11_a_raise_seen_the_two_exchange_and_the_worse_retires():
    g = single({"A": "Js 9h Ac", "B": "As Ah 9c"}, variant="brag-american")
    g.do("A", K.RAISE, 5)
    events = g.do("B", K.CALL)
    ex = [e for e in events if isinstance(e, HandsExchanged)]
    assert [(e.seat, e.other, e.private_to) for e in ex] == [(2, 1, 2), (1, 2, 1)]
    assert ex[0].seen == tuple(cards("Js 9h Ac"))
    assert all(c is None for c in public_copy(ex[0]).seen)  # the table does not see them
    retired = [e for e in events if isinstance(e, BragRetired)]
    assert [(e.seat, e.by, e.law) for e in retired] == [(2, 1, "Brag, rule 11")]
    assert not g.deal.hands[2].live and g.deal.bragger == 1
    assert g.deal.pool_total() == 5 + 10 + 10  # the entire amount staked stays in the pool
    g.do("C", K.ABANDON)
    g.do("D", K.ABANDON)  # the bragger is not called: he takes the pool unshown
    won = g.of(PoolWon)[0]
    assert won.winners == (1,) and not won.shown and not g.of(HandShown)
    assert won.law == "Brag, rule 11"
    records_balance(g)
    assert g.history.deals[0]["exchanges"] == [{"retired": 2, "by": 1}]


def test_american_11_the_survivor_disputes_the_pool_with_the_dealer():
    g = single({"A": "2s 2h 5c", "B": "Ks Kh 5d", "C": "Qs Qh 5h", "D": "As Ah Ad"},
               variant="brag-american")
    g.do("A", K.RAISE, 5)
    g.do("B", K.CALL)  # B's Kings beat A's deuces: A retires
    assert not g.deal.hands[1].live
    g.do("C", K.RAISE, 5)  # C sees B and raises: they exchange, C's Queens lose
    assert not g.deal.hands[3].live and g.deal.bragger == 2
    assert g.deal.level == 10  # a retiring raiser's extra raises nothing (our ruling)
    g.do("D", K.CALL)  # the dealer calls: both hands are shown
    assert g.deal.phase is Phase.OVER
    assert {e.seat for e in g.of(HandShown)} == {0, 2}
    assert g.of(PoolWon)[0].winners == (0,)
    assert len(g.of(BragRetired)) == 2
    records_balance(g)


def test_american_by_rank_house_rule():
    g = single({"A": "As Ah Ac", "B": "2s 2h 9c"}, variant="brag-american",
               american_brag_by_rank=True)
    for who in "ABC":
        g.do(who, K.CALL)
    assert g.of(PoolWon)[0].winners == (1,)


# ----------------------------------------------------------------- every form, at random
@pytest.mark.parametrize("variant", ["brag", "brag-three-stake", "brag-american"])
@pytest.mark.parametrize("house", [{}, {"table_stakes": True}, {"freeze_out": True, "buy_in": 30}])
def test_random_deals_keep_every_counter_and_card(variant, house):
    rng = random.Random(hash((variant, tuple(house))) & 0xFFFF)
    for n in (2, 3, 6, 8):
        names = [f"P{i}" for i in range(n)]
        table = Table(names, HouseRules(**house), random.Random(rng.random()), variant)
        history = HandHistory(table)
        for _ in range(12):
            if table.game_over:
                break
            table.start_deal()
            while not table.deal_over:
                seat = table.to_act
                offer = rng.choice(table.legal_actions())
                amount = rng.randint(offer.low, offer.high) if offer.kind in (K.BET, K.RAISE) \
                    else 0
                table.act(seat, Action(offer.kind, amount))
                check_invariants(table)
                for s in range(n):
                    assert set(walk_cards(table.view(s))) <= may_see(table, s)
        for rec in history.deals:
            check_record(rec)
            assert rec["variant"] == variant
            if variant == "brag-three-stake":
                assert len(rec["pools"]) >= 3


def test_american_11_the_exchange_is_told_only_to_the_two_players():
    from game.engine.core.narrate import describe

    g = single({"A": "Js 9h Ac", "B": "As Ah 9c"}, variant="brag-american")
    g.do("A", K.RAISE, 5)
    events = g.do("B", K.CALL)
    ex = [e for e in events if isinstance(e, HandsExchanged)]
    names = list(g.table.names)
    mine = describe(ex[0], names, viewer=2)
    assert mine.startswith("You and A exchange hands: A's is J♠") and mine.endswith(" (Brag, rule 11)")
    assert describe(ex[0], names, viewer=3) is None and describe(ex[0], names) is None
    retired = describe([e for e in events if isinstance(e, BragRetired)][0], names)
    assert retired == "B and A exchange hands unseen by the rest; B held the worse and retires, A keeping the brag. (Brag, rule 11)"


@pytest.mark.parametrize("variant", ["brag", "brag-three-stake", "brag-american"])
def test_brag_1_a_full_pack_of_fifty_two_whatever_the_house_pack(variant):
    table = Table(["P0", "P1", "P2"], HouseRules(pack="60"), random.Random(1), variant, cut=False)
    assert len(table.pack) == 52 and all(c.rank.value not in (11, 12) for c in table.pack)


def test_three_stake_9_no_card_bought_at_thirty_one_and_illegal_buys_change_nothing():
    g = three({"A": "As Kh Td"})
    for who in "ABCD":
        g.do(who, K.PASS)
    assert g.to_act == "B"  # A holds thirty-one: he is not offered a card
    assert_illegal(g.table, 1, Action(K.BUY_CARD), NotYourTurn)
    assert_illegal(g.table, 2, Action(K.BET, 1), ActionNotAllowed)
    assert_illegal(g.table, 2, Action(K.BUY_CARD, 2), AmountOutOfRange)
