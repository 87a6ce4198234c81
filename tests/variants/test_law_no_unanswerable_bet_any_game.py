"""A bet nobody can answer is never offered (Foster, "Table Stakes"; Laws 28-30).

When fewer than two players holding cards can still bet, there is no more betting: the
deal goes on to the draw or the show.  Checked over random deals of every registered game
with small stakes (so players go all in often), and on the stacked deal of the fault's
report: three at table stakes, C all in before the draw, B abandoning after it.
"""

from __future__ import annotations

import random
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from variant_helpers import K, VGame, check_invariants
from game.engine import VARIANTS, Action, HouseRules, Table, TableError
from game.engine.core.history import HandHistory, balanced

BETS = (K.BET, K.RAISE, K.OPEN, K.BACK_FIELD)


def answerers(table: Table, seat: int) -> list[int]:
    """The other players holding cards who still have counters to bet with."""
    deal = table.deal
    return [s for s in deal.live if s != seat
            and not (deal.limited and table.stacks[s] == 0)]


def choose(table: Table, rng: random.Random) -> Action:
    offer = rng.choice(table.legal_actions())
    view = table.view(table.to_act)
    if offer.kind is K.DRAW:
        return Action(K.DRAW, cards=tuple(rng.sample(view.hand, rng.randint(0, offer.high))))
    if offer.kind is K.DRAW_ONE:
        return Action(K.DRAW_ONE, rng.randint(offer.low, offer.high))
    if offer.low == offer.high:
        return Action(offer.kind, offer.low)
    top = offer.high if rng.random() < 0.4 else min(offer.high, offer.low + 5)
    return Action(offer.kind, rng.randint(offer.low, top))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(VARIANTS)), st.integers(2, 7), st.booleans(),
       st.sampled_from([3, 8, 20]), st.integers(0, 2**32))
def test_law_30_no_bet_is_offered_that_nobody_could_answer(variant, n, freeze, stake, seed):
    house = HouseRules(table_stakes=not freeze, freeze_out=freeze, limit=10, jack_ante=1)
    try:
        table = Table([f"P{i}" for i in range(n)], house, random.Random(seed), variant)
    except TableError:
        return
    rng = random.Random(seed ^ 0xBE7)
    for s in range(n):  # short stacks: players go all in often
        table.stacks[s] = table.bought[s] = rng.randint(1, stake)
    history = HandHistory(table)
    for _ in range(6):
        if table.game_over:
            break
        table.start_deal()
        steps = 0
        while not table.deal_over:
            steps += 1
            assert steps < 500
            seat = table.to_act
            for offer in table.legal_actions():
                if offer.kind in BETS:
                    assert answerers(table, seat), (variant, offer, table.deal.phase)
            table.act(seat, choose(table, rng))
            check_invariants(table)
    for rec in history.deals:
        assert balanced(rec)


def test_law_29_straight_poker_offers_no_bet_when_the_others_are_all_in():
    g = VGame("DAB", "straight", table_stakes=True)
    g.set_stack("A", 1)
    g.set_stack("B", 1)
    g.start("")
    # The buck's holder anted for all; whoever can still bet is never offered a bet alone.
    while not g.table.deal_over:
        seat = g.table.to_act
        kinds = {o.kind for o in g.table.legal_actions()}
        if K.BET in kinds or K.RAISE in kinds:
            assert answerers(g.table, seat)
        g.table.act(seat, Action(K.PASS if K.PASS in kinds else K.CALL))
    check_invariants(g.table)
