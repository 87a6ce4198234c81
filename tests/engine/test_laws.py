"""One golden deal (or a few) per law the engine applies, named after the law.

Foster's "Poker Laws" 1-46 and the house-rule passages of his "Draw Poker".  Each test stacks
the pack (see ``engine_helpers``), plays the deal, and asserts the pools and every
player's counters.  Seat 0 deals first and the age is seat 1, named A; names are the
book's letters, the dealer first.
"""

from __future__ import annotations

import random

import pytest

from engine_helpers import Game, K, StackedRng, assert_illegal, cards, check_record
from game.cards import Rank
from game.engine import (
    Action, ActionNotAllowed, AmountOutOfRange, BadDiscard, DealOver, HouseRules, NoOpeners,
    NotYourTurn, Table, TableError, cut_for_seats,
)
from game.engine.core.events import (
    Acted, CardsDrawn, CountersBought, DealEnded, DealStarted, DrawAnnounced, FrozenOut,
    HandDealt, HandShown, JackMade, KittyTaken, PackRebuilt, PoolWon, Returned, SeatsDrawn, Staked,
)
from game.engine.core.narrate import describe
from game.engine.core.view import Phase


def pools(g: Game) -> list[tuple[int, tuple[str, ...], dict[str, int]]]:
    return [(p.amount, tuple(g.name(s) for s in p.winners),
             {g.name(s): n for s, n in p.paid.items()}) for p in g.of(PoolWon)]


def shown(g: Game) -> list[str]:
    return [g.name(e.seat) for e in g.of(HandShown)]


def next_deal_is_a_jack(g: Game) -> None:
    """Make the next deal a jack pot with fresh antes, as if the last had made a natural jack
    with nothing carried (Law 21 is tested on its own below)."""
    g.table.jack_reason = "natural"
    g.table.jack_prepaid = False


def everyone_in(g: Game, *order: str) -> None:
    """Each named player in turn comes in for what staying costs."""
    for who in order:
        g.do(who, K.CALL)


def all_stand_pat(g: Game) -> None:
    while g.current.phase is Phase.DRAW:
        g.do(g.table.to_act, K.DRAW)


def check_history(g: Game) -> None:
    assert g.history.deals, "no deal recorded"
    for rec in g.history.deals:
        check_record(rec)


# =========================================================================== Law 1
def test_law_1_eight_players_the_dealer_takes_no_cards():
    g = Game("HABCDEFG", straddle=False)
    g.deal({})
    dealt = [g.name(e.seat) for e in g.of(HandDealt)]
    assert dealt == list("ABCDEFG")  # from the dealer's left; H deals and takes no cards
    assert g.table.view(0).hand == () and not g.table.view(0).me.in_deal
    assert len(g.current.stock) == 52 - 35
    for who in "BCDEFG":
        g.do(who, K.ABANDON)
    check_history(g)
    # The next deal: A deals and sits out, H is dealt in.
    g.deal({})
    assert [g.name(e.seat) for e in g.of(HandDealt)] == list("BCDEFGH")


def test_law_1_eight_players_the_jack_antes_come_from_those_who_play_in_it():
    """Laws 21, 40: each player antes "for the ensuing deal".  With eight the age deals that
    deal and sits out, so he antes only for the player he made the jack with; this dealer,
    who plays in it, antes for himself."""
    g = Game("HABCDEFG", straddle=False)
    g.deal({})
    for who in "BCDEF":
        g.do(who, K.ABANDON)
    g.do("G", K.CALL)
    g.do("A", K.MAKE_JACK)  # only two in
    staked = [(g.name(e.seat), e.amount, e.why) for e in g.of(Staked)]
    assert staked[1:] == [(who, 5, "jack ante") for who in "BCDEF"] + [
        ("A", 5, f"jack ante for seat {g.seat('G')}"), ("H", 5, "jack ante")]
    assert g.table.carried == 1 + 7 * 5 and g.stack("A") == 94 and g.stack("H") == 95
    check_history(g)
    g.deal({})  # A deals and sits out; the seven who play have each an ante in
    assert [g.name(e.seat) for e in g.of(HandDealt)] == list("BCDEFGH")
    assert not g.of(Staked) and g.current.pool_total() == 36
    for who in "BCDEFGH":
        g.do(who, K.PASS)
    # Not opened: the same dealer deals again to the same seven, who fatten (Law 40).
    assert [g.name(e.seat) for e in g.of(Staked)] == list("BCDEFGH")
    g.deal({})
    assert [g.name(e.seat) for e in g.of(HandDealt)] == list("BCDEFGH")


def test_law_1_eight_players_a_natural_jack_is_anted_by_the_next_deals_players():
    g = Game("HABCDEFG", straddle=False)
    g.deal({})
    for who in "BCDEFG":
        g.do(who, K.ABANDON)
    assert [(e.kind, e.law) for e in g.of(JackMade)] == [("natural", "Law 21")]
    assert [(g.name(e.seat), e.amount) for e in g.of(Staked)][1:] == [
        (who, 5) for who in "BCDEFGH"]
    assert g.table.carried == 36 and g.stack("A") == 99  # his blind is in; no ante
    check_history(g)


def test_law_1_sixty_card_pack_deals_eight():
    g = Game("HABCDEFG", pack="60", straddle=False)
    assert len(g.table.pack) == 60
    assert {c.rank for c in g.table.pack} >= {Rank.ELEVEN, Rank.TWELVE}
    g.deal({})
    assert sorted(e.seat for e in g.of(HandDealt)) == list(range(8))
    assert len(g.current.stock) == 60 - 40


@pytest.mark.parametrize("n, house", [(1, HouseRules()), (9, HouseRules()),
                                      (9, HouseRules(pack="60")),
                                      (8, HouseRules(dealer_out_with_eight=False))])
def test_law_1_a_table_is_two_to_seven_or_eight(n, house):
    with pytest.raises(TableError):
        Table([f"P{i}" for i in range(n)], house, random.Random(1), cut=False)


@pytest.mark.parametrize("n", range(2, 9))
def test_law_1_two_to_eight_may_sit_down(n):
    t = Table([f"P{i}" for i in range(n)], HouseRules(), random.Random(1), cut=False)
    assert t.size == n


# =========================================================================== Laws 2-4
def test_laws_2_to_4_lowest_cut_deals_ties_recut_decide_only_the_tie():
    """Six cut; two tie at nines and cut again, a deuce and a four.  The re-cut deuce does not
    take first choice from the five cut before it: "the new cut decides nothing but the tie"."""
    rng = StackedRng(3)
    rng.plan(cards("5c 9d 7h Js Kc 9s   4d 2h"))  # P1..P6, then the re-cut of P2 and P6
    names = ["P1", "P2", "P3", "P4", "P5", "P6"]
    order, event = cut_for_seats(names, rng)
    assert order == ["P1", "P3", "P6", "P2", "P4", "P5"]
    assert dict(event.cuts)["P2"] == tuple(cards("9d 4d"))
    assert dict(event.cuts)["P6"] == tuple(cards("9s 2h"))
    assert event.law == "Laws 2-4"


def test_law_2_ace_is_low_in_cutting():
    rng = StackedRng(3)
    rng.plan(cards("2c As"))
    order, _ = cut_for_seats(["X", "Y"], rng)
    assert order == ["Y", "X"]


def test_law_4_ties_again_cut_again():
    rng = StackedRng(3)
    rng.plan(cards("8c 8d 8h   3s 3c Kd   9h 4s"))
    order, event = cut_for_seats(["X", "Y", "Z"], rng)
    assert order == ["Y", "X", "Z"]
    assert dict(event.cuts)["X"] == tuple(cards("8c 3s 9h"))


def test_law_3_the_table_seats_by_the_cut_and_the_lowest_deals_first():
    rng = StackedRng(3)
    rng.plan(cards("5c 9d 7h Js Kc 9s 4d 2h"))
    t = Table(["P1", "P2", "P3", "P4", "P5", "P6"], HouseRules(), rng)
    assert t.names == ("P1", "P3", "P6", "P2", "P4", "P5") and t.dealer == 0
    seen: list = []
    t.subscribe(seen.append)
    t.start_deal()
    assert isinstance(seen[0], SeatsDrawn)
    started = next(e for e in seen if isinstance(e, DealStarted))
    assert started.dealer == 0 and started.age == 1


# =========================================================================== Law 5
def test_law_5_a_player_short_of_counters_buys_from_the_banker():
    g = Game("CAB", straddle=False)
    g.set_stack("C", 3)
    g.deal({"B": "Kh Kd 9s 6c 2d", "C": "Qs Jd 8h 5c 3s", "A": "Ah Td 7s 4c 2h"})
    everyone_in(g, "B", "C", "A")
    all_stand_pat(g)
    assert g.stack("C") == 1
    g.do("B", K.BET, 10)
    events = g.do("C", K.CALL)
    bought = [e for e in events if isinstance(e, CountersBought)]
    assert [(e.seat, e.amount, e.law) for e in bought] == [(g.seat("C"), 100, "Law 5")]
    g.do("A", K.ABANDON)
    assert pools(g) == [(26, ("B",), {"B": 26})]
    assert g.stacks() == {"C": 91, "A": 98, "B": 114}
    assert g.table.bought == [103, 100, 100]
    assert g.history.deals[-1]["seats"][0]["start"] == 103  # the purchase shows in the record
    check_history(g)


def test_law_5_no_buying_at_freeze_out_a_short_player_calls_for_what_he_has():
    g = Game("CAB", straddle=False, freeze_out=True)
    g.set_stack("C", 3)
    g.deal({"B": "Kh Kd 9s 6c 2d", "C": "Qs Jd 8h 5c 3s", "A": "Ah Td 7s 4c 2h"})
    everyone_in(g, "B", "C", "A")
    all_stand_pat(g)
    g.do("B", K.BET, 10)
    assert g.offer(K.CALL).low == 1
    g.do("C", K.CALL)
    assert not g.of(CountersBought)
    g.do("A", K.ABANDON)
    # B's bet beyond C's one counter is his own again; B's kings take the rest.
    assert [(g.name(e.seat), e.amount) for e in g.of(Returned)] == [("B", 9)]
    assert pools(g) == [(8, ("B",), {"B": 8})]
    assert g.stacks() == {"C": 0, "A": 98, "B": 105}
    assert g.table.out == [True, False, False]  # frozen out


# =========================================================================== Law 12
def test_law_12_the_deal_passes_to_the_left():
    g = Game("CAB", straddle=False)
    dealers = []
    for _ in range(4):
        g.deal({})
        started = g.of(DealStarted)[0]
        dealers.append((g.name(started.dealer), g.name(started.age)))
        first = g.table.to_act
        g.do(first, K.RAISE, 5)
        while not g.table.deal_over:
            g.do(g.table.to_act, K.ABANDON)
        assert g.of(DealEnded)[0].next_dealer == (started.dealer + 1) % 3
    assert dealers == [("C", "A"), ("A", "B"), ("B", "C"), ("C", "A")]
    check_history(g)


# =========================================================================== Law 17
def test_law_17_straddle_doubles_and_stops_at_quarter_limit():
    """With the limit fifty, the straddles are 2, 4, 8 and 16; "another double would carry it
    to thirty-two" (STAKES), so the fifth player is not offered a straddle."""
    g = Game("GABCDEF")
    g.deal({})
    assert g.current.phase is Phase.STRADDLE
    for who, amount in zip("BCDE", (2, 4, 8, 16)):
        assert g.table.to_act == g.seat(who)
        assert g.offer(K.STRADDLE).low == g.offer(K.STRADDLE).high == amount
        g.do(who, K.STRADDLE)
    # No more straddles: the cards are dealt and F, left of the last straddler, speaks first.
    assert g.current.phase is Phase.BEFORE_DRAW and g.table.to_act == g.seat("F")
    assert len(g.of(HandDealt)) == 7
    assert [(g.name(e.seat), e.put) for e in g.of(Acted)] == [("B", 2), ("C", 4), ("D", 8), ("E", 16)]
    assert g.current.level == 32  # the ante is twice the last straddle, within the limit
    g.do("F", K.CALL)
    g.do("G", K.ABANDON)
    # Law 18: the age and the straddlers last, each making his stake up to the ante.
    for who, more in zip("ABCDE", (31, 30, 28, 24, 16)):
        assert g.offer(K.CALL).low == more
        g.do(who, K.CALL)
    assert g.current.phase is Phase.DRAW
    assert g.current.pool_total() == 6 * 32
    assert g.stacks() == {"G": 100, **dict.fromkeys("ABCDEF", 68)}


def test_law_17_straddles_stop_sooner_with_a_smaller_limit():
    g = Game("GABCDEF", limit=20)
    g.deal({})
    for who in "BCD":
        g.do(who, K.STRADDLE)
    assert g.current.phase is Phase.BEFORE_DRAW and g.current.level == 16 <= 20


def test_law_17_one_refusal_ends_the_straddling():
    g = Game("GABCDEF")
    g.deal({})
    g.do("B", K.STRADDLE)
    assert g.legal_kinds() == {K.STRADDLE, K.NO_STRADDLE}
    g.do("C", K.NO_STRADDLE)
    assert g.current.phase is Phase.BEFORE_DRAW
    assert g.table.to_act == g.seat("C")  # the player left of the last straddler
    assert g.offer(K.CALL).low == 4


def test_law_17_straddle_off_and_never_two_handed():
    g = Game("CAB", straddle=False)
    g.deal({})
    assert g.current.phase is Phase.BEFORE_DRAW
    g2 = Game("BA")
    g2.deal({})
    assert g2.current.phase is Phase.BEFORE_DRAW and g2.table.to_act == g2.seat("B")


# =========================================================================== Laws 18-19
def test_law_18_ante_is_twice_the_blind_age_makes_it_good_last():
    g = Game("DABC", straddle=False)
    g.deal({})
    assert g.legal_kinds() == {K.ABANDON, K.CALL, K.RAISE}
    assert [g.offer(K.CALL).low, g.table.to_act] == [2, g.seat("B")]
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    g.do("D", K.CALL)
    assert g.table.to_act == g.seat("A") and g.offer(K.CALL).low == 1
    g.do("A", K.CALL)
    assert g.current.phase is Phase.DRAW and g.current.pool_total() == 8
    assert g.stacks() == dict.fromkeys("DABC", 98)


def test_law_19_raise_the_ante_within_the_limit():
    g = Game("DABC", straddle=False)
    g.deal({})
    assert (g.offer(K.RAISE).low, g.offer(K.RAISE).high) == (1, 50)
    for bad in (0, -3, 51):
        assert_illegal(g.table, g.seat("B"), Action(K.RAISE, bad), AmountOutOfRange)
    g.do("B", K.RAISE, 50)
    assert g.put("B") == 52
    # Each may raise again by the limit over what staying costs (Law 19).
    assert g.offer(K.CALL).low == 52 and g.offer(K.RAISE).high == 50
    g.do("C", K.RAISE, 50)
    g.do("D", K.ABANDON)
    g.do("A", K.ABANDON)
    assert g.offer(K.CALL).low == 50  # B, raised, may meet it, raise again, or abandon
    g.do("B", K.CALL)
    assert g.current.phase is Phase.DRAW and g.current.pool_total() == 1 + 102 + 102


# =========================================================================== Law 20
def test_law_20_a_raise_no_one_equals_takes_the_pool_without_showing():
    g = Game("DABC", straddle=False)
    g.deal({})
    g.do("B", K.CALL)
    g.do("C", K.RAISE, 10)
    g.do("D", K.ABANDON)
    g.do("A", K.ABANDON)
    g.do("B", K.ABANDON)
    assert g.table.deal_over and not g.of(HandShown)
    (won,) = g.of(PoolWon)
    assert won.winners == (g.seat("C"),) and not won.shown and won.law == "Law 20"
    assert g.stacks() == {"D": 100, "A": 99, "B": 98, "C": 103}
    # The ten nobody would see go back to C under the law that applies, not table stakes.
    assert [(g.name(e.seat), e.amount, e.law) for e in g.of(Returned)] == [("C", 10, "Law 20")]
    assert g.table.dealer == g.seat("A")  # "the deal passes to the next player on the dealer's left"
    check_history(g)


def test_law_20_one_comes_in_and_the_age_forfeits_his_blind():
    g = Game("DABC", straddle=False)
    g.deal({})
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("D", K.ABANDON)
    assert K.MAKE_JACK in g.legal_kinds()  # jack pots are played: the age has four choices
    g.do("A", K.ABANDON)
    assert pools(g)[0][1] == ("B",)
    assert g.stacks() == {"D": 100, "A": 99, "B": 101, "C": 100}


def test_law_20_no_jack_pot_after_a_straddle():
    """"Should any player have straddled the blind, or raised the ante, there can be no jack
    pot": nobody comes in, and the straddler takes the blind."""
    g = Game("DABC")
    g.deal({})
    g.do("B", K.STRADDLE)
    g.do("C", K.NO_STRADDLE)
    g.do("C", K.ABANDON)
    g.do("D", K.ABANDON)
    assert K.MAKE_JACK not in g.legal_kinds()
    g.do("A", K.ABANDON)
    assert g.table.deal_over and not g.of(JackMade)
    assert g.stacks() == {"D": 100, "A": 99, "B": 101, "C": 100}


# =========================================================================== Law 21
def test_law_21_natural_jack():
    g = Game("DABC", straddle=False)
    g.deal({})
    g.do("B", K.ABANDON)
    g.do("C", K.ABANDON)
    g.do("D", K.ABANDON)
    # Nobody came in: the age has no say; every one puts up the jack ante (a red) for the
    # next deal, the age's blind counting towards his.
    assert g.table.deal_over
    assert [(e.kind, e.law) for e in g.of(JackMade)] == [("natural", "Law 21")]
    assert [(g.name(e.seat), e.amount) for e in g.of(Staked)] == [
        ("A", 1), ("A", 4), ("B", 5), ("C", 5), ("D", 5)]
    assert g.table.carried == 20 and g.stacks() == dict.fromkeys("DABC", 95)
    assert g.history.deals[-1]["carried_out"] == 20
    g.deal({"B": "Jh Jd 9s 6c 2d"})
    started = g.of(DealStarted)[0]
    assert started.jack_pot and started.openers is Rank.JACK and started.carried_in == 20
    assert not g.of(Staked) and g.current.pool_total() == 20
    assert g.table.dealer == g.seat("A")
    # There is neither age nor straddle: the dealer's left (B) declares first.
    assert g.current.phase is Phase.OPENING and g.table.to_act == g.seat("B")
    assert g.legal_kinds() == {K.PASS, K.OPEN}
    g.do("B", K.OPEN, 5)
    for who in "CDA":
        g.do(who, K.ABANDON)
    assert pools(g) == [(25, ("B",), {"B": 25})]
    assert shown(g) == ["B"]  # he need show only his openers
    # ... and the pool's line says so: not "without showing" after "B shows J J 9 6 2" (issue 38)
    (won,) = g.of(PoolWon)
    assert won.openers and not won.shown
    line = describe(won, list("DABC"))
    assert "without showing" not in line and "his openers shown" in line, line
    assert g.stacks() == {"D": 95, "A": 95, "B": 115, "C": 95}
    check_history(g)


# =========================================================================== Law 22
def test_law_22_draw_from_the_dealers_left_each_helped_in_full():
    g = Game("DABC", straddle=False)
    hands = {"A": "Ah Ad 9s 6c 2d", "B": "Kh Kd Qs 4c 3d", "C": "8s 8h 8d 5c 5d",
             "D": "Js Th 7d 4s 2c"}
    g.deal(hands, draws="9h 7c 3h   Jd   Qh 6s")
    everyone_in(g, "B", "C", "D", "A")
    assert g.table.to_act == g.seat("A")  # the age, on the dealer's left, draws first
    g.draw("A", "9s 6c 2d")
    assert g.table.to_act == g.seat("B")
    g.draw("B", "3d")
    g.draw("C")  # stands pat
    g.draw("D", "7d 4s")  # the dealer announces his own draw too
    drawn = [(g.name(e.seat), [c.code for c in e.drawn]) for e in g.of(CardsDrawn)]
    assert drawn == [("A", ["9h", "7c", "3h"]), ("B", ["Jd"]), ("C", []), ("D", ["Qh", "6s"])]
    assert [(g.name(e.seat), e.count) for e in g.of(DrawAnnounced)] == [
        ("A", 3), ("B", 1), ("C", 0), ("D", 2)]
    # What each drew is public; what he drew is not.
    view = g.table.view(g.seat("B"))
    assert [p.drew for p in view.players] == [2, 3, 1, 0]
    assert all(e.private_to == e.seat for e in g.of(CardsDrawn))
    assert set(g.table.view(g.seat("A")).hand) == set(cards("Ah Ad 9h 7c 3h"))


# =========================================================================== Law 24
def test_law_24_no_card_taken_back_discards_must_be_held():
    g = Game("CAB", straddle=False)
    g.deal({"A": "Ah Ad 9s 6c 2d", "B": "Kh Kd Qs 4c 3d", "C": "8s 8h 7d 5c 2c"}, draws="Th 3h")
    everyone_in(g, "B", "C", "A")
    a = g.seat("A")
    assert_illegal(g.table, a, Action(K.DRAW, cards=tuple(cards("Kh"))), BadDiscard)  # B's card
    assert_illegal(g.table, a, Action(K.DRAW, cards=tuple(cards("As"))), BadDiscard)  # in the stock
    assert_illegal(g.table, a, Action(K.DRAW, cards=tuple(cards("9s 9s"))), BadDiscard)
    assert_illegal(g.table, g.seat("B"), Action(K.DRAW), NotYourTurn)
    g.draw("A", "9s 6c")
    assert set(g.table.view(a).hand) == set(cards("Ah Ad 2d Th 3h"))
    assert set(g.table.view(a).discarded) == set(cards("9s 6c"))
    assert not set(cards("9s 6c")) & set(g.table.view(a).hand)


# =========================================================================== Law 26
def test_law_26_last_card_never_dealt_pack_rebuilt_without_current_discard():
    g = Game("GABCDEF", straddle=False)
    draws = ("2c 3c 4c 5c 6c  2d 3d 4d 5d 6d  2h 3h 4h 5h  2s  3s")  # A 5, B 5, C 4, D 1, E 1
    g.deal({}, draws=draws)
    everyone_in(g, "B", "C", "D", "E", "F", "G", "A")
    d = g.current
    assert len(d.stock) == 17
    (last,) = set(d.stock) - set(cards(draws))  # the card at the bottom of the pack
    discards = {}
    for who, n in zip("ABCDE", (5, 5, 4, 1, 1)):
        hand = g.table.view(g.seat(who)).hand
        discards[who] = hand[:n]
        g.draw(who, " ".join(c.code for c in hand[:n]))
    # E took the second-last card; only the last card is left, and it is not dealt.
    assert d.stock == [last] and not g.of(PackRebuilt)
    f_hand = g.table.view(g.seat("F")).hand
    g.draw("F", " ".join(c.code for c in f_hand[:2]))
    (rebuilt,) = g.of(PackRebuilt)
    assert rebuilt.cards == 17 and rebuilt.law == "Law 26"
    gathered = {c for who in "ABCDE" for c in discards[who]} | {last}
    f_drew = g.of(CardsDrawn)[-1].drawn
    assert set(f_drew) <= gathered and not set(f_drew) & set(f_hand[:2])
    # F's own discard was not gathered; G, yet to draw, still holds his cards.
    assert not set(f_hand[:2]) & set(d.stock)
    assert set(d.stock) == gathered - set(f_drew)
    assert not set(g.table.view(g.seat("G")).hand) & set(d.stock)
    g.draw("G", " ".join(c.code for c in g.table.view(g.seat("G")).hand[:3]))
    assert g.current.phase is Phase.AFTER_DRAW


# =========================================================================== Law 28
def test_law_28_no_bet_after_draw_age_takes_pool():
    g = Game("DABC", straddle=False)
    g.deal({})
    everyone_in(g, "B", "C", "D", "A")
    all_stand_pat(g)
    assert g.table.to_act == g.seat("B")  # the first holder of cards left of the age
    assert g.legal_kinds() == {K.ABANDON, K.BET}  # declining to bet is abandoning
    assert (g.offer(K.BET).low, g.offer(K.BET).high) == (1, 50)
    for who in "BCD":
        g.do(who, K.ABANDON)
    (won,) = g.of(PoolWon)
    assert won.winners == (g.seat("A"),) and not won.shown and won.law == "Law 28"
    assert not g.of(HandShown)
    assert g.stacks() == {"D": 98, "A": 106, "B": 98, "C": 98}
    check_history(g)


@pytest.mark.parametrize("dealer_in, winner", [(True, "E"), (False, "D")])
def test_law_28_age_out_last_on_his_right_takes_pool(dealer_in, winner):
    g = Game("EABCD", straddle=False)
    g.deal({})
    everyone_in(g, "B", "C", "D")
    g.do("E", K.CALL if dealer_in else K.ABANDON)
    g.do("A", K.ABANDON)  # the age passes out before the draw
    all_stand_pat(g)
    # "The fact that the age is not playing makes no difference": B still bets first.
    assert g.table.to_act == g.seat("B")
    while not g.table.deal_over:
        g.do(g.table.to_act, K.ABANDON)
    (won,) = g.of(PoolWon)
    assert g.name(won.winners[0]) == winner and not won.shown and won.law == "Law 28"
    pool = 1 + 2 * (4 if dealer_in else 3)
    assert won.amount == pool and g.stack(winner) == 98 + pool


# =========================================================================== Laws 29-30
def test_law_29_a_bet_no_one_sees_takes_the_pool_without_showing():
    g = Game("DABC", straddle=False)
    g.deal({})
    everyone_in(g, "B", "C", "D", "A")
    all_stand_pat(g)
    g.do("B", K.BET, 10)
    for who in "CDA":
        g.do(who, K.ABANDON)
    assert not g.of(HandShown)
    assert pools(g)[0][1] == ("B",) and g.of(PoolWon)[0].law == "Law 29"
    assert [(g.name(e.seat), e.amount, e.law) for e in g.of(Returned)] == [("B", 10, "Law 29")]
    assert g.stacks() == {"D": 98, "A": 98, "B": 106, "C": 98}


def test_law_30_the_bettor_called_betting_ceases_all_show():
    g = Game("DABC", straddle=False)
    g.deal({"A": "Ah Ad 9s 6c 2d", "B": "Kh Kd Qs 4c 3d", "C": "8s 8h 8d 5c 2c",
            "D": "Js Th 7d 4s 2h"})
    everyone_in(g, "B", "C", "D", "A")
    all_stand_pat(g)
    g.do("B", K.BET, 5)
    g.do("C", K.RAISE, 10)
    g.do("D", K.ABANDON)
    assert g.offer(K.CALL).low == 15
    g.do("A", K.CALL)
    assert g.offer(K.CALL).low == 10
    g.do("B", K.CALL)  # C is called: nobody may say anything more
    assert g.table.deal_over
    assert shown(g) == ["C", "A", "B"]  # the called hand first, then round to the left
    assert pools(g) == [(8 + 3 * 15, ("C",), {"C": 53})]
    assert g.stacks() == {"D": 98, "A": 83, "B": 83, "C": 136}


def test_law_32_out_of_turn_is_refused_and_changes_nothing():
    g = Game("DABC", straddle=False)
    g.deal({})
    for who in "CDA":
        exc = assert_illegal(g.table, g.seat(who), Action(K.RAISE, 5), NotYourTurn)
        assert exc.law == "Law 32"
    assert_illegal(g.table, g.seat("B"), Action(K.BET, 5), ActionNotAllowed)
    assert_illegal(g.table, g.seat("B"), Action(K.OPEN, 5), ActionNotAllowed)


# =========================================================================== Law 34
def test_law_34_cards_speak_called_hand_shown_first():
    g = Game("DABC", straddle=False)
    g.deal({"A": "Ah Ad 9s 6c 2d", "B": "Kh Kd Qs 4c 3d", "C": "9h 7h 5h 3h 2c",
            "D": "Js Th 7d 4s 2h"}, draws="Jh")
    everyone_in(g, "B", "C", "D", "A")
    g.draw("A")
    g.draw("B")
    g.draw("C", "2c")  # fills the flush
    g.draw("D")
    g.do("B", K.BET, 3)
    g.do("C", K.CALL)
    g.do("D", K.ABANDON)
    g.do("A", K.CALL)
    assert shown(g) == ["B", "C", "A"]  # B was called: his hand is shown first
    assert g.of(HandShown)[1].category == "flush"
    assert pools(g) == [(8 + 9, ("C",), {"C": 17})]
    assert g.stacks() == {"D": 98, "A": 95, "B": 95, "C": 112}


def test_law_34_decline_to_show_pays_an_ante_to_each_player():
    g = Game("DABC", straddle=False, decline_to_show=True)
    g.deal({"A": "Ah Ad 9s 6c 2d", "B": "Kh Kd Qs 4c 3d", "C": "9h 7h 5h 3h 2c",
            "D": "Js Th 7d 4s 2h"})
    everyone_in(g, "B", "C", "D", "A")
    all_stand_pat(g)
    g.do("B", K.BET, 5)
    g.do("C", K.CALL)
    g.do("D", K.ABANDON)
    g.do("A", K.ABANDON)
    assert shown(g) == ["B"] and g.current.phase is Phase.SHOWDOWN
    assert g.table.to_act == g.seat("C") and g.legal_kinds() == {K.SHOW, K.DECLINE_SHOW}
    g.do("C", K.DECLINE_SHOW)
    assert [(g.name(e.seat), e.amount) for e in g.of(Returned)] == [("D", 2), ("A", 2), ("B", 2)]
    assert pools(g) == [(18, ("B",), {"B": 18})]
    assert g.stacks() == {"D": 100, "A": 100, "B": 113, "C": 87}
    check_history(g)


def test_law_34_the_penalty_is_this_deals_ante_after_a_straddle():
    g = Game("DABC", decline_to_show=True)
    g.deal({"A": "Ah Ad 9s 6c 2d", "B": "Kh Kd Qs 4c 3d", "C": "9h 7h 5h 3h 2c",
            "D": "Js Th 7d 4s 2h"})
    g.do("B", K.STRADDLE)
    g.do("C", K.STRADDLE)  # the ante is now eight
    g.do("D", K.NO_STRADDLE)
    g.do("D", K.CALL)
    g.do("A", K.ABANDON)
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    all_stand_pat(g)
    g.do("B", K.BET, 1)
    g.do("C", K.CALL)
    g.do("D", K.CALL)
    assert shown(g) == ["B"]
    g.do("C", K.DECLINE_SHOW)
    assert [(g.name(e.seat), e.amount) for e in g.of(Returned)] == [("D", 8), ("A", 8), ("B", 8)]
    g.do("D", K.SHOW)
    assert pools(g) == [(1 + 3 * 9, ("B",), {"B": 28})]
    assert g.stacks() == {"D": 91 + 8, "A": 99 + 8, "B": 91 + 28 + 8, "C": 91 - 24}
    check_history(g)


def test_law_34_decline_to_show_in_a_jack_pot_puts_up_the_next_jack():
    g = Game("DABC", straddle=False, decline_to_show=True)
    next_deal_is_a_jack(g)
    g.deal({"A": "Jh Jd 9s 6c 2d", "B": "Kh Qd Qs 4c 3d", "C": "9h 8h 5c 3h 2c",
            "D": "Ac Th 7d 4s 2h"})
    assert g.current.pool_total() == 20
    g.do("A", K.OPEN, 5)
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("D", K.ABANDON)
    all_stand_pat(g)
    assert g.table.to_act == g.seat("A")  # Law 45: the opener bets first
    g.do("A", K.BET, 5)
    g.do("B", K.CALL)
    g.do("B", K.DECLINE_SHOW)
    assert pools(g) == [(40, ("A",), {"A": 40})]
    assert g.stacks() == {"D": 95, "A": 125, "B": 85, "C": 95}
    # Law 45: "he must ante for all the other players for another jack".
    g.deal({})
    assert g.of(DealStarted)[0].jack_pot
    assert [e.kind for e in g.events if isinstance(e, JackMade)][-1] == "penalty: antes for all"
    assert sum(e.amount for e in g.of(Staked)) == 20
    assert {g.name(e.seat) for e in g.of(Staked)} == {"B"}
    assert g.stacks() == {"D": 95, "A": 125, "B": 65, "C": 95}
    assert g.current.pool_total() == 20
    check_history(g)


# =========================================================================== Law 36
def test_law_36_ties_divide_odd_counter_left_of_dealer():
    g = Game("CAB", straddle=False)
    g.deal({"A": "Ah Qh 8c 5d 3s", "B": "Kh Qd 9s 7c 4h", "C": "Ks Qc 9h 7d 4s"})
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    g.do("A", K.ABANDON)  # the age forfeits his blind: five in the pool
    all_stand_pat(g)
    g.do("B", K.BET, 1)
    g.do("C", K.CALL)
    (won,) = g.of(PoolWon)
    assert won.law == "Law 36" and won.amount == 7
    # The odd counter goes to the tied player first on the dealer's left: B (seat 2) before
    # C, the dealer (seat 0).
    assert won.paid == {g.seat("B"): 4, g.seat("C"): 3}
    assert g.stacks() == {"C": 100, "A": 99, "B": 101}
    check_history(g)


def test_law_36_three_way_tie_two_odd_counters():
    g = Game("DABC", straddle=False)
    g.deal({"A": "Kh Qd 9s 7c 4h", "B": "Ks Qc 9h 7d 4s", "C": "Kd Qh 9c 7h 4d",
            "D": "Ah Jd 8c 5d 3s"})
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    g.do("D", K.CALL)
    g.do("A", K.CALL)
    all_stand_pat(g)
    g.do("B", K.BET, 1)
    g.do("C", K.CALL)
    g.do("D", K.ABANDON)
    g.do("A", K.CALL)
    (won,) = g.of(PoolWon)
    assert won.amount == 11 and won.paid == {g.seat("A"): 4, g.seat("B"): 4, g.seat("C"): 3}


# =========================================================================== Laws 37-38
def test_law_37_every_one_antes_no_blind_no_straddle():
    g = Game("DABC")  # straddling allowed, but there is none in a jack pot
    next_deal_is_a_jack(g)
    g.deal({})
    assert [(g.name(e.seat), e.amount, e.why) for e in g.of(Staked)] == [
        (w, 5, "jack ante") for w in "ABCD"]
    assert g.current.phase is Phase.OPENING and g.table.to_act == g.seat("A")


def test_law_38_no_openers_raises_NoOpeners():
    g = Game("DABC")
    next_deal_is_a_jack(g)
    g.deal({"A": "Th Td 9s 6c 2d", "B": "3h 3d 2s 2c 9h", "C": "Jh Jc 8d 5s 4h"})
    assert g.legal_kinds() == {K.PASS}  # tens are not openers
    exc = assert_illegal(g.table, g.seat("A"), Action(K.OPEN, 5), NoOpeners)
    assert exc.law == "Law 38"
    g.do("A", K.PASS)
    assert g.legal_kinds() == {K.PASS, K.OPEN}  # two pairs beat a pair of Jacks
    assert (g.offer(K.OPEN).low, g.offer(K.OPEN).high) == (1, 50)
    assert_illegal(g.table, g.seat("B"), Action(K.OPEN, 51), AmountOutOfRange)
    g.do("B", K.PASS)
    assert g.legal_kinds() == {K.PASS, K.OPEN}  # Jacks
    assert_illegal(g.table, g.seat("C"), Action(K.ABANDON), ActionNotAllowed)  # Law 38: pass, keep the hand


# =========================================================================== Law 40
def test_law_40_fattening_same_dealer_deals_again():
    g = Game("DABC")
    next_deal_is_a_jack(g)
    g.deal({})
    for who in "ABCD":
        g.do(who, K.PASS)
    assert g.table.deal_over
    assert [(e.kind, e.law) for e in g.of(JackMade)] == [("not opened", "Law 40")]
    assert [(g.name(e.seat), e.amount, e.why) for e in g.of(Staked)][4:] == [
        (w, 1, "fattening") for w in "ABCD"]
    assert g.table.carried == 24 and g.stacks() == dict.fromkeys("DABC", 94)
    assert g.table.dealer == g.seat("D")  # "dealing off the jack"
    assert g.of(DealEnded)[0].next_dealer == g.seat("D")
    g.deal({"C": "Qh Qd 9s 6c 2d"})
    started = g.of(DealStarted)[0]
    assert started.dealer == g.seat("D") and started.jack_pot and started.carried_in == 24
    assert not g.of(Staked)
    g.do("A", K.PASS)
    g.do("B", K.PASS)
    g.do("C", K.OPEN, 10)
    for who in "DAB":
        g.do(who, K.ABANDON)
    assert pools(g) == [(34, ("C",), {"C": 34})]
    assert g.stacks() == {"D": 94, "A": 94, "B": 94, "C": 118}
    assert g.table.dealer == g.seat("A")  # opened: the deal passes again
    check_history(g)


def test_law_40_the_deal_passes_when_the_house_says_so():
    g = Game("DABC", same_dealer_deals_jacks=False, fattening=0)
    next_deal_is_a_jack(g)
    g.deal({})
    for who in "ABCD":
        g.do(who, K.PASS)
    assert g.table.dealer == g.seat("A") and g.table.carried == 20
    assert len(g.of(Staked)) == 4  # no fattening


# =========================================================================== Laws 41-45
def test_law_41_players_who_passed_may_come_in_when_it_is_opened():
    g = Game("DABC")
    next_deal_is_a_jack(g)
    g.deal({"C": "Ah Ad 9s 6c 2d"})
    g.do("A", K.PASS)
    g.do("B", K.PASS)
    g.do("C", K.OPEN, 5)
    assert g.table.to_act == g.seat("D") and g.legal_kinds() == {K.ABANDON, K.CALL, K.RAISE}
    g.do("D", K.ABANDON)
    g.do("A", K.CALL)  # passed on the first round, comes in now
    g.do("B", K.CALL)
    assert g.current.phase is Phase.DRAW
    assert g.current.pool_total() == 20 + 15


def test_law_42_opener_raised_out_shows_whole_hand():
    g = Game("DABC")
    next_deal_is_a_jack(g)
    g.deal({"A": "Jh Jd 9s 6c 2d"})
    g.do("A", K.OPEN, 5)
    g.do("B", K.RAISE, 10)
    g.do("C", K.ABANDON)
    g.do("D", K.ABANDON)
    g.do("A", K.ABANDON)
    (proof,) = g.of(HandShown)
    assert g.name(proof.seat) == "A" and proof.law == "Law 42"
    assert set(proof.cards) == set(cards("Jh Jd 9s 6c 2d"))  # the whole hand, not just the Jacks
    assert [(g.name(e.seat), e.amount) for e in g.of(Returned)] == [("B", 10)]
    assert pools(g) == [(30, ("B",), {"B": 30})]
    assert g.stacks() == {"D": 95, "A": 90, "B": 120, "C": 95}


def test_law_43_opener_discard_never_gathered():
    g = Game("GABCDEF")
    next_deal_is_a_jack(g)
    draws = "2c 3c 4c  2d 3d 4d 5d 6d  2h 3h 4h 5h 6h  2s 3s"  # A 3, B 5, C 5, the first 2 of D's
    g.deal({"A": "Jh Js 9h 7h 8h"}, draws=draws)
    g.do("A", K.OPEN, 5)
    everyone_in(g, "B", "C", "D", "E", "F", "G")
    g.draw("A", "Jh Js 9h")  # splits his openers
    assert g.current.opener_discard == cards("Jh Js 9h")
    hands = {w: g.table.view(g.seat(w)).hand for w in "BCD"}
    g.draw("B", " ".join(c.code for c in hands["B"]))
    g.draw("C", " ".join(c.code for c in hands["C"]))
    two_left = set(g.current.stock) - set(cards("2s 3s"))
    assert len(two_left) == 2
    g.draw("D", " ".join(c.code for c in hands["D"]))
    (rebuilt,) = g.of(PackRebuilt)
    assert rebuilt.cards == 12  # the two left, and B's and C's discards; not A's, not D's
    d_drew = g.of(CardsDrawn)[-1].drawn
    assert d_drew[:2] == tuple(cards("2s 3s"))
    assert set(d_drew[2:]) <= set(hands["B"]) | set(hands["C"]) | two_left
    opener_discard = set(cards("Jh Js 9h"))
    for w in "EFG":
        g.draw(w, " ".join(c.code for c in g.table.view(g.seat(w)).hand))
    assert g.current.phase is Phase.AFTER_DRAW
    for h in g.current.hands.values():
        if h.seat != g.seat("A"):
            assert not opener_discard & set(h.cards)
    assert not opener_discard & set(g.current.stock)
    assert g.current.opener_discard == cards("Jh Js 9h")


def test_law_45_opener_bets_first():
    g = Game("DABC")
    next_deal_is_a_jack(g)
    g.deal({"B": "Qh Qd 9s 6c 2d"})
    g.do("A", K.PASS)
    g.do("B", K.OPEN, 5)
    everyone_in(g, "C", "D", "A")
    all_stand_pat(g)
    assert g.table.to_act == g.seat("B")
    assert g.legal_kinds() == {K.ABANDON, K.BET}
    # The opener declines to bet: he shows his openers and abandons (Law 45).
    g.do("B", K.ABANDON)
    (proof,) = g.of(HandShown)
    assert g.name(proof.seat) == "B" and proof.law == "Law 45"
    for who in "CD":
        g.do(who, K.ABANDON)
    # "If no bet is made, the last player holding cards takes the pool without showing."
    (won,) = g.of(PoolWon)
    assert won.winners == (g.seat("A"),) and not won.shown and won.law == "Law 45"
    assert won.amount == 40 and g.stacks() == {"D": 90, "A": 130, "B": 90, "C": 90}


def test_law_45_opener_raised_out_the_next_on_his_left_bets_first():
    g = Game("DABC")
    next_deal_is_a_jack(g)
    g.deal({"B": "Qh Qd 9s 6c 2d"})
    g.do("A", K.PASS)
    g.do("B", K.OPEN, 5)
    g.do("C", K.RAISE, 5)
    g.do("D", K.CALL)
    g.do("A", K.CALL)
    g.do("B", K.ABANDON)
    all_stand_pat(g)
    assert g.table.to_act == g.seat("C")


# =========================================================================== house rules
def test_kitty_white_from_threes_red_from_jack_pot():
    g = Game("CAB", straddle=False, kitty=True)
    g.deal({"A": "8h 8d 8s 6c 2d", "B": "Kh Kd Qs 4c 3d", "C": "Jh 9c 7d 5s 3h"})
    everyone_in(g, "B", "C", "A")
    all_stand_pat(g)
    g.do("B", K.BET, 2)
    g.do("C", K.ABANDON)
    g.do("A", K.CALL)
    assert [e.amount for e in g.of(KittyTaken)] == [1]  # threes shown: a white
    assert pools(g) == [(9, ("A",), {"A": 9})]
    assert g.table.kitty == 1 and g.stacks() == {"C": 98, "A": 105, "B": 96}
    # A pair shown: nothing for the kitty.
    g.deal({"B": "8h 8d 5s 6c 2d", "C": "Kh Kd Qs 4c 3d", "A": "Jh 9c 7d 5c 3h"})
    everyone_in(g, "C", "A", "B")
    all_stand_pat(g)
    g.do("C", K.BET, 2)
    g.do("A", K.ABANDON)
    g.do("B", K.CALL)
    assert not g.of(KittyTaken) and g.table.kitty == 1
    # A jack pot: a red, whether shown or not.
    next_deal_is_a_jack(g)
    g.deal({"C": "Qh Qd 9s 6c 2d"})
    g.do("C", K.OPEN, 5)
    g.do("A", K.ABANDON)
    g.do("B", K.ABANDON)
    assert [e.amount for e in g.of(KittyTaken)] == [5]
    assert pools(g) == [(15 - 5, ("C",), {"C": 10})]
    assert g.table.kitty == 6
    assert g.table.counters_in_play() == sum(g.table.bought) == 300
    check_history(g)


def test_kitty_jacks_the_kitty_pays_the_antes():
    g = Game("CAB", straddle=False, kitty=True, kitty_jacks=15)
    # The kitty holds fifteen from earlier deals (taken from A's winnings).
    g.table.kitty = 15
    g.set_stack("A", 85)
    g.table.bought[g.seat("A")] += 15
    g.deal({})
    assert [e.kind for e in g.events if isinstance(e, JackMade)] == [
        "kitty jack: the kitty pays the antes"]
    assert g.of(DealStarted)[0].jack_pot and not g.of(Staked)
    assert g.current.pool_total() == 15 and g.table.kitty == 0


def test_freeze_out_frozen_out_and_game_over():
    g = Game("CAB", straddle=False, freeze_out=True, buy_in=10)
    g.deal({"A": "Ah Ad 9s 6c 2d", "B": "Kh Kd Qs 4c 3d", "C": "Jh 9c 7d 5s 3h"})
    assert g.offer(K.RAISE).high == 8  # no more than he has
    g.do("B", K.RAISE, 8)
    g.do("C", K.ABANDON)
    assert g.offer(K.CALL).low == 9
    g.do("A", K.CALL)
    all_stand_pat(g)  # both have all they own in the pool: straight to the show
    assert pools(g) == [(20, ("A",), {"A": 20})]
    assert [(g.name(e.seat), e.law) for e in g.of(FrozenOut)] == [("B", "Freeze-out")]
    assert g.table.out == [False, False, True] and not g.table.game_over
    assert g.stacks() == {"C": 10, "A": 20, "B": 0}
    # B is out for good: A deals to C and himself; C has the age.
    g.deal({"C": "Jh 9c 7d 5s 3h", "A": "Ah Ad 9s 6c 2d"})
    started = g.of(DealStarted)[0]
    assert started.dealer == g.seat("A") and started.players == (g.seat("C"), g.seat("A"))
    g.do("A", K.RAISE, 8)
    g.do("C", K.CALL)
    all_stand_pat(g)
    assert g.stacks() == {"C": 0, "A": 30, "B": 0}
    assert g.table.game_over
    with pytest.raises(TableError):
        g.table.start_deal()
    with pytest.raises(DealOver):
        g.table.act(g.seat("A"), Action(K.CALL))
    check_history(g)


def test_progressive_openers_jacks_queens_kings_aces_and_back():
    g = Game("CAB", progressive_openers="foster")
    next_deal_is_a_jack(g)
    seen = []
    for deal in range(7):
        if deal == 1:  # Queens are needed now: A's Jacks will not do, B's Queens will
            g.deal({"A": "Jh Jd 9s 6c 2d", "B": "Qh Qd 8s 5c 3d"})
            assert g.legal_kinds() == {K.PASS}
            assert_illegal(g.table, g.seat("A"), Action(K.OPEN, 5), NoOpeners)
            g.do("A", K.PASS)
            assert K.OPEN in g.legal_kinds()
        else:
            g.deal({})
        seen.append(g.of(DealStarted)[0].openers)
        while not g.table.deal_over:
            g.do(g.table.to_act, K.PASS)
    assert seen == [Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK]
    assert g.table.dealer == 0 and g.table.carried == 15 + 7 * 3
    check_history(g)


def test_the_buck_holders_deal_is_a_jack_pot():
    g = Game("CAB", straddle=False, the_buck=True)
    g.deal({})  # C deals; B wins the first pool and the buck with it
    g.do("B", K.RAISE, 5)
    g.do("C", K.ABANDON)
    g.do("A", K.ABANDON)
    assert g.table.buck == g.seat("B")
    g.deal({})  # A deals: an ordinary pool
    assert not g.of(DealStarted)[0].jack_pot
    g.do("C", K.RAISE, 5)
    g.do("A", K.ABANDON)
    g.do("B", K.ABANDON)
    assert g.table.buck == g.seat("B")  # the buck was not in that pool
    g.deal({"A": "Kh Kd 8s 5c 3d"})  # B deals with the buck: a jack pot
    assert g.of(DealStarted)[0].jack_pot
    assert [e.kind for e in g.events if isinstance(e, JackMade)] == ["the buck"]
    assert [(g.name(e.seat), e.amount) for e in g.of(Staked)] == [("C", 5), ("A", 5), ("B", 5)]
    g.do("C", K.PASS)
    g.do("A", K.OPEN, 5)
    g.do("B", K.ABANDON)
    g.do("C", K.ABANDON)
    assert g.table.buck == g.seat("A")  # the buck goes with the jack pot
    assert g.stacks() == {"C": 96, "A": 109, "B": 95}
    check_history(g)


@pytest.mark.parametrize("hand, opens", [
    ("9h 8h 4h 2h Kc", True),  # four of a flush
    ("9c Td Jh Qs 3c", True),  # four in sequence
    ("Ac 2d 3h 4s 9c", True),  # the ace is low in A 2 3 4
    ("Qc Kd Ah 2s 9c", False),  # no going round the corner
    ("9h 8h 4h 2c Kc", False),
])
def test_bobtail_openers(hand, opens):
    g = Game("CAB", bobtail_openers=True)
    next_deal_is_a_jack(g)
    g.deal({"A": hand})
    assert (K.OPEN in g.legal_kinds()) is opens
    plain = Game("CAB")
    next_deal_is_a_jack(plain)
    plain.deal({"A": hand})
    assert K.OPEN not in plain.legal_kinds()


@pytest.mark.parametrize("setting, jack", [("full", True), ("flush", True), ("fours", False),
                                           ("off", False)])
def test_high_hand_jacks_a_full_shown_makes_the_next_deal_a_jack(setting, jack):
    g = Game("CAB", straddle=False, high_hand_jacks=setting)
    g.deal({"A": "8h 8d 8s 6c 6d", "B": "Kh Kd Qs 4c 3d", "C": "Jh 9c 7d 5s 3h"})
    everyone_in(g, "B", "C", "A")
    all_stand_pat(g)
    g.do("B", K.BET, 2)
    g.do("C", K.ABANDON)
    g.do("A", K.CALL)
    assert bool(g.of(JackMade)) is jack
    g.deal({})
    assert g.of(DealStarted)[0].jack_pot is jack
    if jack:
        assert [e.why for e in g.of(Staked)] == ["jack ante"] * 3


def test_no_jack_pots_the_age_takes_back_his_blind():
    g = Game("DABC", straddle=False, jack_pots=False)
    g.deal({})
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("D", K.ABANDON)
    assert K.MAKE_JACK not in g.legal_kinds()
    g.do("A", K.CALL)
    assert g.current.phase is Phase.DRAW
    # Nobody comes in: the age takes the blind back and the deal passes.
    g2 = Game("DABC", straddle=False, jack_pots=False)
    g2.deal({})
    for who in "BCD":
        g2.do(who, K.ABANDON)
    assert g2.table.deal_over and not g2.of(JackMade) and not g2.of(PoolWon)
    assert [(g2.name(e.seat), e.amount) for e in g2.of(Returned)] == [("A", 1)]
    assert g2.stacks() == dict.fromkeys("DABC", 100)
    assert g2.table.dealer == g2.seat("A") and g2.table.carried == 0
    g2.deal({})
    assert not g2.of(DealStarted)[0].jack_pot
    check_history(g2)


def test_blind_up_to_half_the_limit():
    g = Game("DABC", blind_up_to_half_limit=True)
    g.deal({})
    assert g.current.phase is Phase.BLIND and g.table.to_act == g.seat("A")
    assert (g.offer(K.BLIND).low, g.offer(K.BLIND).high) == (1, 25)
    for bad in (0, 26):
        assert_illegal(g.table, g.seat("A"), Action(K.BLIND, bad), AmountOutOfRange)
    g.do("A", K.BLIND, 10)
    assert g.put("A") == 10
    assert g.offer(K.STRADDLE).low == 20
    g.do("B", K.NO_STRADDLE)
    assert g.offer(K.CALL).low == 20  # the ante is twice the blind
    everyone_in(g, "B", "C", "D")
    assert g.offer(K.CALL).low == 10
    g.do("A", K.CALL)
    assert g.current.phase is Phase.DRAW and g.current.pool_total() == 80


def showdown_of(house: dict, a_hand: str) -> Game:
    """A shows ``a_hand`` against B's pair of Kings in the call."""
    g = Game("CAB", straddle=False, **house)
    g.deal({"A": a_hand, "B": "Kd Ks 8c 4h 2s", "C": "Jc 9d 7c 5h 3d"})
    everyone_in(g, "B", "C", "A")
    all_stand_pat(g)
    g.do("B", K.BET, 2)
    g.do("C", K.ABANDON)
    g.do("A", K.CALL)
    assert shown(g) == ["B", "A"]
    return g


@pytest.mark.parametrize("eccentric, hand, category, kitty", [
    ("local", "9h 7d 5s 3c Jh", "skip straight", 0),  # local custom: a skip loses to threes
    ("true-odds", "9h 7d 5s 3c Jh", "skip straight", 1),  # by the odds it beats a straight
    ("true-odds", "Kh Qd Jh Kc Qs", "blaze", 1),  # by the odds a blaze beats a full
    ("local", "Kh Qd Jh Kc Qs", "blaze", 0),  # local custom: it loses to threes
])
def test_kitty_threes_or_better_ranks_eccentric_hands_as_the_table_does(eccentric, hand, category,
                                                                         kitty):
    g = showdown_of({"kitty": True, "eccentric": eccentric}, hand)
    assert g.of(HandShown)[1].category == category
    assert sum(e.amount for e in g.of(KittyTaken)) == kitty == g.table.kitty


@pytest.mark.parametrize("eccentric, hand, jack", [
    ("true-odds", "Kh Qd Jh Kc Qs", True),  # a blaze ranks above a full by the odds
    ("local", "Kh Qd Jh Kc Qs", False),
    ("local", "8h 8d 8s 6c 6d", True),  # a full
])
def test_high_hand_jacks_a_full_or_better_by_the_tables_order(eccentric, hand, jack):
    g = showdown_of({"high_hand_jacks": "full", "eccentric": eccentric}, hand)
    assert bool(g.of(JackMade)) is jack


def test_law_34_the_penalty_jack_stands_when_a_high_hand_also_makes_a_jack():
    """The decliner antes for all in the next jack pot, whatever else makes it a jack."""
    g = Game("DABC", decline_to_show=True, high_hand_jacks="full")
    next_deal_is_a_jack(g)
    g.deal({"A": "Jh Jd Js 6c 6d", "B": "Kh Qd Qs 4c 3d"})
    g.do("A", K.OPEN, 5)
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("D", K.ABANDON)
    all_stand_pat(g)
    g.do("A", K.BET, 5)
    g.do("B", K.CALL)
    g.do("B", K.DECLINE_SHOW)  # A's full was shown: a high-hand jack too
    assert g.stacks() == {"D": 95, "A": 125, "B": 85, "C": 95}
    g.deal({})
    assert g.of(DealStarted)[0].jack_pot
    assert {g.name(e.seat) for e in g.of(Staked)} == {"B"}
    assert g.stacks() == {"D": 95, "A": 125, "B": 65, "C": 95}
