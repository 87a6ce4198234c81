"""Properties over many random deals, house rules and action sequences, legal and illegal.

After every action: no counter is created or lost, no card is in two places, a deal that
is not over has a seat to act and something it may do.  Every illegal action raises an
``IllegalAction`` and changes nothing.  The action log replays to the same events, and
every hand-history record balances.  A seat's view holds no card it may not see.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine_helpers import (
    K, assert_illegal, check_invariants, check_record, snapshot, walk_cards,
)
from game.cards import Card
from game.engine import (
    Action, ActionKind, ActionNotAllowed, AmountOutOfRange, BadDiscard, DealOver, HouseRules,
    IllegalAction, NoOpeners, NotYourTurn, Table, replay,
)
from game.engine.core.events import public_copy
from game.engine.core.history import HandHistory
from game.engine.core.view import Phase

WEIGHTS = {K.ABANDON: 1, K.CALL: 4, K.RAISE: 1, K.BET: 2, K.PASS: 3, K.OPEN: 3, K.DRAW: 1,
           K.STRADDLE: 1, K.NO_STRADDLE: 2, K.MAKE_JACK: 1, K.SHOW: 3, K.DECLINE_SHOW: 1,
           K.BLIND: 1}
MAX_ACTIONS_PER_DEAL = 400


@st.composite
def houses(draw: Any) -> HouseRules:
    blind = draw(st.sampled_from([1, 2]))
    return HouseRules(
        blind=blind,
        limit=draw(st.sampled_from([4 * blind, 10, 50])),
        buy_in=draw(st.sampled_from([20, 100])),
        blind_up_to_half_limit=draw(st.booleans()),
        straddle=draw(st.booleans()),
        jack_pots=draw(st.booleans()),
        jack_ante=draw(st.sampled_from([1, 2, 5])),
        fattening=draw(st.sampled_from([0, 1])),
        same_dealer_deals_jacks=draw(st.booleans()),
        progressive_openers=draw(st.sampled_from(["off", "foster", "code"])),
        straddle_quarter_limit=draw(st.booleans()),
        dealer_antes=draw(st.booleans()),
        holding_the_age=draw(st.booleans()),
        pass_the_jack=draw(st.booleans()),
        rebuy_at_once=draw(st.booleans()),
        ace_in_straights=draw(st.sampled_from(["high-or-low", "low", "high"])),
        bobtail_openers=draw(st.booleans()),
        the_buck=draw(st.booleans()),
        high_hand_jacks=draw(st.sampled_from(["off", "flush", "full", "fours"])),
        kitty=draw(st.booleans()),
        kitty_jacks=draw(st.sampled_from([0, 0, 3, 12])),
        table_stakes=draw(st.booleans()),
        freeze_out=draw(st.booleans()),
        decline_to_show=draw(st.booleans()),
        pack=draw(st.sampled_from(["52", "60", "53"])),
        dealer_out_with_eight=draw(st.booleans()),
        round_the_corner=draw(st.booleans()),
        eccentric=draw(st.sampled_from(["off", "local", "true-odds"])),
    )


def players_for(house: HouseRules, n: int) -> int:
    most = 8 if (house.pack == "60" or house.dealer_out_with_eight) else 7
    return min(n, most)


def choose(table: Table, rng: random.Random) -> Action:
    """A random legal action for the seat to act."""
    offers = table.legal_actions()
    offer = rng.choices(offers, [WEIGHTS[o.kind] for o in offers])[0]
    if offer.kind is K.DRAW:
        hand = table.view(table.to_act).hand
        return Action(K.DRAW, cards=tuple(rng.sample(hand, rng.randint(0, offer.high))))
    if offer.kind in (K.RAISE, K.BET, K.OPEN, K.BLIND):
        top = offer.high if rng.random() < 0.25 else min(offer.high, offer.low + 6)
        return Action(offer.kind, rng.randint(offer.low, top))
    return Action(offer.kind)


def illegal_attempts(table: Table, rng: random.Random) -> list[tuple[int, Action, type]]:
    """Actions the laws do not allow now, each with the error it must raise."""
    seat = table.to_act
    assert seat is not None
    out: list[tuple[int, Action, type]] = []
    others = [s for s in range(table.size) if s != seat]
    out.append((rng.choice(others), choose(table, random.Random(rng.random())), NotYourTurn))
    offers = {o.kind: o for o in table.legal_actions()}
    for kind, o in offers.items():
        if kind in (K.RAISE, K.BET, K.OPEN, K.BLIND):
            out.append((seat, Action(kind, o.low - 1), AmountOutOfRange))
            out.append((seat, Action(kind, o.high + 1), AmountOutOfRange))
    missing = [k for k in ActionKind if k not in offers]
    if missing:
        kind = rng.choice(missing)
        phase = table.deal.phase
        error = NoOpeners if (kind is K.OPEN and phase is Phase.OPENING) else ActionNotAllowed
        out.append((seat, Action(kind, 1), error))
    if K.DRAW in offers:
        hand = table.view(seat).hand
        stranger = rng.choice([c for c in table.pack if c not in hand])
        out.append((seat, Action(K.DRAW, cards=(stranger,)), BadDiscard))
        out.append((seat, Action(K.DRAW, cards=(hand[0], hand[0])), BadDiscard))
    return out


def play(seed: int, n: int, house: HouseRules, deals: int, illegal: float = 0.1,
         each_action: Any = None) -> tuple[Table, list[list[Any]], HandHistory]:
    """Play ``deals`` deals with random legal actions (and some illegal ones), checking the
    invariants after every action.  Returns the table, each deal's events and the history."""
    names = [f"P{i}" for i in range(n)]
    table = Table(names, house, random.Random(seed))
    history = HandHistory(table)
    rng = random.Random(seed * 7919 + 1)
    per_deal: list[list[Any]] = []
    for _ in range(deals):
        if table.game_over:
            break
        table.start_deal()
        check_invariants(table)
        steps = 0
        while not table.deal_over:
            steps += 1
            assert steps < MAX_ACTIONS_PER_DEAL, "a deal that does not end"
            if rng.random() < illegal:
                seat, action, error = rng.choice(illegal_attempts(table, rng))
                assert_illegal(table, seat, action, error)
            seat = table.to_act
            table.act(seat, choose(table, rng))
            check_invariants(table)
            if each_action is not None:
                each_action(table)
        per_deal.append(list(table.events))
        before = snapshot(table)
        with pytest.raises(DealOver):
            table.act(0, Action(K.CALL))
        assert snapshot(table) == before
    return table, per_deal, history


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 8), house=houses(),
       deals=st.integers(1, 6))
def test_random_deals_keep_every_counter_and_card_and_replay(seed, n, house, deals):
    n = players_for(house, n)
    table, per_deal, history = play(seed, n, house, deals)
    assert table.counters_in_play() == sum(table.bought)
    # Hand histories: every record balances and is explained by its actions.
    assert len(history.deals) == len(per_deal)
    for rec in history.deals:
        check_record(rec)
    # Replaying the action log with the same seed gives the same events, deal by deal.
    names = [f"P{i}" for i in range(n)]
    for k in range(1, len(per_deal) + 1):
        again = replay(names, house, seed, table.actions, deals=k)
        assert again.events == per_deal[k - 1], f"deal {k} replays differently"
    assert (again.stacks, again.bought, again.kitty, again.carried, again.dealer, again.out) == (
        table.stacks, table.bought, table.kitty, table.carried, table.dealer, table.out)


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 8), house=houses())
def test_long_sessions_keep_every_counter(seed, n, house):
    """Thirty deals a table: freeze-outs end, jack pots carry, kitties fill."""
    n = players_for(house, n)
    table, per_deal, history = play(seed, n, house, 30, illegal=0.05)
    for rec in history.deals:
        check_record(rec)
    if house.freeze_out and table.game_over:
        (winner,) = table.active_seats()
        assert table.stacks[winner] + table.carried + table.kitty == sum(table.bought)


def known_to(table: Table, seat: int) -> set[Card]:
    """Cards ``seat`` has a right to know: his own, dealt, drawn or discarded (even after a
    rebuilt pack has taken them back), and every card shown to the table."""
    d = table.deal
    shown = {c for h in d.hands.values() for c in h.shown_cards}
    mine = d.hands.get(seat)
    own = set(mine.cards) | set(mine.dealt) | set(mine.discarded) | set(mine.drawn) if mine else set()
    return own | shown


def check_privacy(table: Table) -> None:
    d = table.deal
    for seat in range(table.size):
        view = table.view(seat)
        seen = set(walk_cards(view))
        others: set[Card] = set()
        for s, h in d.hands.items():
            if s != seat:
                others |= set(h.cards) | set(h.dealt) | set(h.discarded) | set(h.drawn)
        leaked = (seen - known_to(table, seat)) & (others | set(d.stock))
        assert not leaked, f"seat {seat} sees {[c.code for c in leaked]}"
        assert seen <= known_to(table, seat), "a card from nowhere in the view"
        mine = d.hands.get(seat)
        assert view.hand == (tuple(mine.cards) if mine else ())
    for event in table.events:
        for seat in range(table.size):
            if not event.visible_to(seat):
                assert not walk_cards(public_copy(event))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 8), house=houses())
def test_a_seats_view_holds_no_other_seats_unshown_cards(seed, n, house):
    n = players_for(house, n)
    play(seed, n, house, 3, illegal=0.0, each_action=check_privacy)


def test_every_illegal_kind_is_an_illegal_action():
    """The error classes the engine raises are all IllegalAction (and ValueError)."""
    for error in (NotYourTurn, ActionNotAllowed, AmountOutOfRange, BadDiscard, NoOpeners, DealOver):
        assert issubclass(error, IllegalAction) and issubclass(error, ValueError)


@pytest.mark.parametrize("n", range(2, 9))
def test_calling_stations_and_random_players_at_every_size(n):
    """A quick sweep with default rules: two hundred actions at each table size."""
    house = HouseRules()
    table, per_deal, history = play(1000 + n, n, house, 8, illegal=0.2)
    for rec in history.deals:
        check_record(rec)
