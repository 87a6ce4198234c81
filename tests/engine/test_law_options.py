"""The house-rule options where the seeds differ from Foster, each played on a stacked deal
and held to the book's outcome (docs/laws.md lists them, and those not offered)."""

from __future__ import annotations

import pytest

from engine_helpers import Game, K, check_invariants, deal_order
from game.cards import Rank
from game.engine import HouseRules, Phase
from game.engine.events import Acted, DealStarted
from game.engine.history import balanced


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


# =========================================================================== seed 001 Laws 30-32
def test_law_30_32_seed_001_progressive_openers_knaves_queens_kings_then_again():
    g = Game("CAB", progressive_openers="001", straddle=False)
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
    assert "ace" not in HouseRules(progressive_openers="001").openers_series


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
    # A's by seed 001 Law 66 (the ace lowest); only B's by seed 004's agreement.
    g = Game("CAB", straddle=False, ace_in_straights=ace)
    g.deal({"A": "5s 4d 3c 2h Ac", "B": "Ad Kc Qh Js Td", "C": "9c 8d 6h 7s 2s"})
    play_to_the_show(g)
    from game.engine.events import PoolWon
    (won,) = g.of(PoolWon)
    assert won.winners == (g.seat(winner),)
    history_balances(g)
