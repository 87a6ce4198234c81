"""The house-rule options where the seeds differ from Foster, each played on a stacked deal
and held to the book's outcome (docs/laws.md lists them, and those not offered)."""

from __future__ import annotations

import pytest

from engine_helpers import Game, K, check_invariants, deal_order
from game.cards import Rank
from game.engine import HouseRules, Phase
from game.engine.core.events import Acted, DealStarted
from game.engine.core.history import balanced


def history_balances(g: Game) -> None:
    for rec in g.history.deals:
        assert balanced(rec)


# =========================================================================== Law 17
def straddles_offered(g: Game) -> list[int]:
    """Straddle every time one is offered; the amounts straddled."""
    out = []
    while g.current.phase is Phase.STRADDLE:
        out.append(g.offer(K.STRADDLE).low)
        g.do(g.table.to_act, K.STRADDLE)
    return out


@pytest.mark.parametrize("limit, book, worded", [(50, [2, 4, 8, 16], [2, 4, 8]),
                                                 (20, [2, 4, 8], [2, 4])])
def test_law_17_straddles_by_the_stakes_example_and_by_the_laws_wording(limit, book, worded):
    # The default: the doubling goes on while the ante it makes is within the limit
    # ("STAKES": at 50 it ceases at sixteen).  The house rule: Law 17 as worded, no straddle
    # above a quarter of the limit.
    g = Game("HABCDEFG", limit=limit)
    g.deal({})
    assert straddles_offered(g) == book
    assert g.current.level == 2 * book[-1] <= limit
    assert HouseRules(limit=limit).straddle_cap == limit // 2
    g2 = Game("HABCDEFG", limit=limit, straddle_quarter_limit=True)
    g2.deal({})
    assert straddles_offered(g2) == worded
    assert max(worded) <= limit / 4
    assert g2.current.level == 2 * worded[-1]
    check_invariants(g2.table)


# =========================================================================== the code of laws, Laws 30-32
def test_law_30_32_seed_001_progressive_openers_knaves_queens_kings_then_again():
    g = Game("CAB", progressive_openers="code", straddle=False)
    g.deal({})
    while not g.table.deal_over:  # nobody comes in: a natural jack (Law 21)
        g.do(g.table.to_act, K.ABANDON)
    seen = []
    for deal in range(5):
        if deal == 2:  # Kings are needed now: A's Kings will do, B's Queens will not
            first, second = deal_order(g.table)[:2]
            g.deal({first: "Qh Qd 8s 5c 3d", second: "Kh Kd 9s 6c 2d"})
            assert g.legal_kinds() == {K.PASS}
            g.do(first, K.PASS)
            assert K.OPEN in g.legal_kinds()
        else:
            g.deal({})
        seen.append(g.of(DealStarted)[0].openers)
        while not g.table.deal_over:
            g.do(g.table.to_act, K.PASS)
    # Law 32: the series of knaves, queens, kings is maintained; never aces.
    assert seen == [Rank.JACK, Rank.QUEEN, Rank.KING, Rank.JACK, Rank.QUEEN]
    history_balances(g)


def test_progressive_openers_true_from_old_saves_is_fosters_series():
    assert HouseRules(progressive_openers=True).progressive_openers == "foster"  # type: ignore[arg-type]
    assert HouseRules.from_dict({"progressive_openers": False}).progressive_openers == "off"
    assert HouseRules(progressive_openers="foster").openers_series[3] == "ace"
    assert "ace" not in HouseRules(progressive_openers="code").openers_series


def test_progressive_openers_001_from_old_saves_is_the_code_of_laws():
    """The code of laws' series was once stored by its old internal id, "001"."""
    assert HouseRules.from_dict({"progressive_openers": "001"}).progressive_openers == "code"
    assert HouseRules(progressive_openers="001").openers_series == ("jack", "queen", "king")


# =========================================================================== the ace in straights
def play_to_the_show(g: Game) -> None:
    """C deals, A has the age, B speaks first: both stay, stand pat, and B's bet is called."""
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("A", K.CALL)
    g.draw("A")
    g.draw("B")
    g.do("B", K.BET, 1)
    g.do("A", K.CALL)
    assert g.table.deal_over


@pytest.mark.parametrize("ace, winner", [("high-or-low", "B"), ("low", "A"), ("high", "B")])
def test_law_66_seed_001_and_seed_004_the_ace_in_straights(ace, winner):
    # A holds 5 4 3 2 A, B holds A K Q J 10: both straights by Law 35 (B's the higher); only
    # A's by the code of laws, Law 66 (the ace lowest); only B's by the Britannica's agreement.
    g = Game("CAB", straddle=False, ace_in_straights=ace)
    g.deal({"A": "5s 4d 3c 2h Ac", "B": "Ad Kc Qh Js Td", "C": "9c 8d 6h 7s 2s"})
    play_to_the_show(g)
    from game.engine.core.events import PoolWon
    (won,) = g.of(PoolWon)
    assert won.winners == (g.seat(winner),)
    history_balances(g)


# =========================================================================== the Britannica: the dealer antes
def test_law_11_seed_004_the_dealer_antes_and_takes_the_pool_when_no_one_bets():
    # C deals and puts up the ante; each from his left comes in, the dealer last; after the
    # draw, "if no one before the dealer raises, the dealer takes the pool".
    g = Game("CAB", dealer_antes=True, straddle=False)
    g.deal({})
    assert g.current.age == g.seat("C") and g.of(DealStarted)[0].age == g.seat("C")
    assert g.put("C") == 1 and g.table.to_act == g.seat("A")
    g.do("A", K.CALL)
    g.do("B", K.CALL)
    assert g.offer(K.CALL).low == 1  # the dealer makes his ante good, last
    g.do("C", K.CALL)
    for who in "ABC":
        g.draw(who)
    assert g.table.to_act == g.seat("A")
    g.do("A", K.ABANDON)
    g.do("B", K.ABANDON)
    assert g.table.deal_over
    assert g.stacks() == {"C": 104, "A": 98, "B": 98}
    history_balances(g)


def test_law_1_seed_004_with_the_dealer_out_at_eight_the_age_is_on_his_left():
    g = Game("HABCDEFG", dealer_antes=True, straddle=False)
    g.deal({})
    assert g.current.age == g.seat("A")


# =========================================================================== Hoyle's Games Modernized, Schenck: holding the age
def test_law_28_seed_002_holding_the_age_after_the_draw():
    g = Game("CAB", holding_the_age=True, straddle=False)
    g.deal({"A": "Ks Kh Kd 5c 2s", "B": "Qs Qh 8d 6c 3s"})
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    g.do("A", K.CALL)
    for who in "ABC":
        g.draw(who)
    # The age speaks first: he may bet, or hold the age; he may not be made to abandon.
    assert g.table.to_act == g.seat("A") and g.legal_kinds() == {K.PASS, K.BET}
    events = g.do("A", K.PASS)
    assert [e.law for e in events if isinstance(e, Acted)] == ["Hoyle's Games Modernized and Schenck: holding the age"]
    assert g.table.to_act == g.seat("B") and g.legal_kinds() == {K.ABANDON, K.BET}
    g.do("B", K.BET, 5)
    g.do("C", K.ABANDON)
    assert g.table.to_act == g.seat("A")  # the last say, kept
    g.do("A", K.RAISE, 5)
    g.do("B", K.CALL)
    assert g.table.deal_over
    assert g.stacks() == {"C": 98, "A": 100 - 12 + 26, "B": 88}
    history_balances(g)


def test_law_28_seed_002_the_age_never_passes_the_privilege_on():
    g = Game("CAB", holding_the_age=True, straddle=False)
    g.deal({})
    g.do("B", K.CALL)
    g.do("C", K.CALL)
    g.do("A", K.ABANDON)
    g.draw("B")
    g.draw("C")
    assert g.table.to_act == g.seat("B") and g.legal_kinds() == {K.ABANDON, K.BET}


# =========================================================================== TABLE STAKES: a new stake
def lose_all(g: Game) -> None:
    """C deals, A has the age; B goes all in for his 2 and loses to A's kings."""
    g.set_stack("B", 2)
    g.deal({"A": "Ks Kh Kd 5c 2s", "B": "Qs Qh 8d 6c 3s"})
    g.do("B", K.CALL)
    g.do("C", K.ABANDON)
    g.do("A", K.CALL)
    g.draw("A")
    g.draw("B")
    assert g.table.deal_over and g.stack("B") == 0


def test_law_5_table_stakes_the_broke_player_sits_out_a_deal_before_a_new_stake():
    from game.engine.core.events import CountersBought, SatOut

    g = Game("CAB", table_stakes=True, straddle=False, jack_pots=False)
    lose_all(g)
    g.table.start_deal()  # A deals; B sits out, broke
    assert [e.seat for e in g.of(SatOut)] == [g.seat("B")]
    assert g.seat("B") not in g.current.order and not g.of(CountersBought)
    assert g.history.deals and g.stack("B") == 0
    while not g.table.deal_over:
        g.do(g.table.to_act, K.ABANDON)
    assert g.history.deals[-1]["sitting_out"] == [g.seat("B")]
    g.table.start_deal()  # he has sat out a deal: now he buys, and plays
    assert [(e.seat, e.amount) for e in g.of(CountersBought)] == [(g.seat("B"), 200)]
    assert g.seat("B") in g.current.order
    check_invariants(g.table)
    history_balances(g)


def test_law_5_table_stakes_by_consent_the_broke_player_buys_at_once():
    from game.engine.core.events import CountersBought, SatOut

    g = Game("CAB", table_stakes=True, straddle=False, jack_pots=False, rebuy_at_once=True)
    lose_all(g)
    g.table.start_deal()
    assert not g.of(SatOut) and [e.seat for e in g.of(CountersBought)] == [g.seat("B")]
    assert g.seat("B") in g.current.order


def test_law_5_table_stakes_two_handed_the_broke_player_buys_at_once():
    g = Game("AB", table_stakes=True, straddle=False, jack_pots=False)
    g.set_stack("B", 0)
    g.table.start_deal()
    assert g.stack("B") > 0 or g.put("B") > 0


# =========================================================================== Law 37: "I pass this jack"
def to_the_bucks_jack(g: Game) -> None:
    """C deals and B wins the buck with the first pool; A deals an ordinary pool; B deals
    with the buck next: a jack pot whose antes are put up as it begins ("Foster: the buck")."""
    g.deal({})
    g.do("B", K.RAISE, 5)
    g.do("C", K.ABANDON)
    g.do("A", K.ABANDON)
    g.deal({})
    g.do("C", K.RAISE, 5)
    g.do("A", K.ABANDON)
    g.do("B", K.ABANDON)


def test_law_37_i_pass_this_jack_and_the_dealer_gives_him_no_cards():
    from game.cards import parse_cards
    from game.engine.core.events import HandDealt, Staked

    g = Game("CAB", straddle=False, the_buck=True, pass_the_jack=True)
    to_the_bucks_jack(g)
    a, b = parse_cards("Kh Kd 8s 5c 3d"), parse_cards("Qh 9d 7s 4c 2d")
    g.rng.plan([c for pair in zip(a, b) for c in pair])
    g.table.start_deal()
    assert g.current.phase is Phase.ANTES and g.table.to_act == g.seat("C")
    assert g.legal_kinds() == {K.CALL, K.PASS}
    events = g.do("C", K.PASS)
    assert [e.law for e in events if isinstance(e, Acted)] == ["Law 37"]
    # A jack needs two: A and B may no longer pass it.
    assert g.legal_kinds() == {K.CALL}
    g.do("A", K.CALL)
    g.do("B", K.CALL)
    assert [g.name(e.seat) for e in g.of(HandDealt)] == ["A", "B"]
    assert [(g.name(e.seat), e.amount) for e in g.of(Staked)] == [("A", 5), ("B", 5)]
    assert g.current.phase is Phase.OPENING and g.table.to_act == g.seat("A")
    assert g.current.hands[g.seat("A")].cards == a
    g.do("A", K.OPEN, 5)
    g.do("B", K.ABANDON)
    from game.engine.core.events import PoolWon
    assert g.table.deal_over
    assert [(e.winners, e.amount) for e in g.of(PoolWon)] == [((g.seat("A"),), 10)]  # the antes; his opening came back
    check_invariants(g.table)
    history_balances(g)


def test_law_37_those_who_passed_stay_out_until_the_jack_is_opened():
    g = Game("CAB", straddle=False, the_buck=True, pass_the_jack=True)
    to_the_bucks_jack(g)
    g.table.start_deal()
    g.do("C", K.PASS)
    g.do("A", K.CALL)
    g.do("B", K.CALL)
    g.do("A", K.PASS)
    g.do("B", K.PASS)  # not opened (Law 40): dealt again, without C
    assert g.table.deal_over
    g.table.start_deal()
    assert g.seat("C") not in g.current.order and g.current.phase is Phase.OPENING
    history_balances(g)


def test_law_37_off_every_player_antes():
    g = Game("CAB", straddle=False, the_buck=True)
    to_the_bucks_jack(g)
    g.table.start_deal()
    assert g.current.phase is Phase.OPENING and len(g.current.order) == 3


# =========================================================================== all at once
EVERY_OPTION = HouseRules(straddle_quarter_limit=True, dealer_antes=True, holding_the_age=True,
                          pass_the_jack=True, the_buck=True, high_hand_jacks="flush",
                          table_stakes=True, progressive_openers="code", ace_in_straights="low")


@pytest.mark.parametrize("house", [EVERY_OPTION,
                                   EVERY_OPTION.with_(rebuy_at_once=True, dealer_antes=False,
                                                      progressive_openers="foster",
                                                      ace_in_straights="high")])
def test_the_computer_players_play_every_option_and_the_books_balance(house):
    import random

    from game.ai import make_player
    from game.ai.play import play_deals
    from game.engine import Table
    from game.engine.core.history import HandHistory

    kinds = ["good", "close", "liberal", "caller", "random"]
    players = [make_player(k, random.Random(i), name=f"P{i}") for i, k in enumerate(kinds)]
    table = Table([p.name for p in players], house, random.Random(11), cut=False)
    history = HandHistory(table)
    assert play_deals(table, players, 60) == 60
    assert table.counters_in_play() == sum(table.bought)
    assert all(balanced(rec) for rec in history.deals)
    assert all(rec["house"] == house.to_dict() for rec in history.deals)


@pytest.mark.parametrize("pair", ["straddle_quarter_limit=true", "dealer_antes=true",
                                  "holding_the_age=true", "pass_the_jack=true",
                                  "rebuy_at_once=true", "progressive_openers=code",
                                  "progressive_openers=foster", "ace_in_straights=low",
                                  "ace_in_straights=high"])
def test_every_new_option_is_accepted_on_the_command_line(pair):
    from game.engine.core.house import parse_house

    key, value = pair.split("=")
    rules = parse_house([pair])
    assert str(getattr(rules, key)).lower() == value
    assert HouseRules.from_dict(rules.to_dict()) == rules


def test_the_house_says_what_a_short_player_buys_as_the_engine_buys_it():
    """Law 5: short of a bet, a player buys whole buy-ins from the banker; none under table
    stakes or freeze-out.  The window says it before he bets (issue 39's fifth learner)."""
    from game.engine.core.house import HouseRules

    house = HouseRules()
    assert house.bought(47, 47) == 0 and house.bought(47, 50) == house.buy_in
    assert house.bought(3, 3 + house.buy_in + 1) == 2 * house.buy_in
    assert HouseRules(table_stakes=True).bought(3, 50) == 0
