"""Properties of every other game over random deals, house rules and actions, legal and
illegal: no counter created or lost, no card in two places, a legal action until the deal
ends, illegal actions refused without a change, no seat seeing a card it may not, every
hand-history record balanced, and the action log replaying to the same table."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cards import Card
from game.engine import (
    VARIANTS, Action, ActionNotAllowed, AmountOutOfRange, BadDiscard, HouseRules, NotYourTurn,
    Table, TableError, replay,
)
from game.engine.core.actions import ALL_KINDS
from game.engine.core.history import HandHistory
from game.engine.registry import deal_class

from variant_helpers import K, assert_illegal, check_invariants, check_record, may_see, walk_cards

OTHER_GAMES = [v for v in VARIANTS if v != "draw"]
MAX_ACTIONS_PER_DEAL = 700


@st.composite
def setups(draw: Any) -> tuple[str, int, HouseRules, int]:
    variant = draw(st.sampled_from(OTHER_GAMES))
    most = VARIANTS[variant][0].max_players or 7
    n = draw(st.integers(2, most))
    blind = draw(st.sampled_from([1, 2]))
    house = HouseRules(
        blind=blind, limit=draw(st.sampled_from([4 * blind, 10, 50])),
        buy_in=draw(st.sampled_from([20, 100])),
        table_stakes=draw(st.booleans()), freeze_out=draw(st.booleans()),
        pack=draw(st.sampled_from(["52", "60", "53"])),
        the_buck=draw(st.booleans()), kitty=draw(st.booleans()),
        high_hand_jacks=draw(st.sampled_from(["off", "flush"])),
        kitty_jacks=draw(st.sampled_from([0, 3])),
        rebuy_at_once=draw(st.booleans()),
        ace_in_straights=draw(st.sampled_from(["high-or-low", "low", "high"])),
    )
    return variant, n, house, draw(st.integers(0, 2**32))


def choose(table: Table, rng: random.Random) -> Action:
    """A random legal action, amounts and cards included."""
    offer = rng.choice(table.legal_actions())
    seat = table.to_act
    view = table.view(seat)
    if offer.kind is K.DRAW:
        n = rng.randint(offer.low, offer.high)
        return Action(K.DRAW, cards=tuple(rng.sample(view.hand, n)))
    if offer.kind is K.DRAW_ONE:
        if rng.random() < 0.5:
            return Action(K.DRAW_ONE, rng.randint(offer.low, offer.high))
        return Action(K.DRAW_ONE, cards=(rng.choice(view.hand), rng.choice(view.widow)))
    if offer.kind is K.PASS or offer.kind is K.ABANDON:
        return Action(offer.kind)
    return Action(offer.kind, rng.randint(offer.low, offer.high))


def illegal_attempts(table: Table, rng: random.Random) -> list[tuple[int, Action, type]]:
    seat = table.to_act
    assert seat is not None
    out: list[tuple[int, Action, type]] = []
    others = [s for s in range(table.size) if s != seat]
    out.append((rng.choice(others), choose(table, random.Random(rng.random())), NotYourTurn))
    offers = {o.kind: o for o in table.legal_actions()}
    for kind, o in offers.items():
        if kind in (K.RAISE, K.BET, K.BLIND, K.BACK_FIELD):
            out.append((seat, Action(kind, o.low - 1), AmountOutOfRange))
            out.append((seat, Action(kind, o.high + 1), AmountOutOfRange))
        if kind is K.DRAW_ONE:
            out.append((seat, Action(kind, o.high + 1), AmountOutOfRange))
    missing = [k for k in ALL_KINDS if k not in offers]
    out.append((seat, Action(rng.choice(missing), 1), ActionNotAllowed))
    view = table.view(seat)
    stranger = rng.choice([c for c in table.pack if c not in view.hand
                           and c not in (view.widow or ())])
    if K.DRAW in offers:
        out.append((seat, Action(K.DRAW, cards=(stranger,)), BadDiscard))
    if K.DRAW_ONE in offers:
        out.append((seat, Action(K.DRAW_ONE, cards=(view.hand[0], stranger)), BadDiscard))
        out.append((seat, Action(K.DRAW_ONE, cards=(stranger, view.widow[0])), BadDiscard))
    return out


def check_views(table: Table) -> None:
    for seat in range(table.size):
        seen = set(walk_cards(table.view(seat)))
        allowed = may_see(table, seat)
        extra: set[Card] = seen - allowed
        assert not extra, (seat, sorted(c.code for c in extra))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups(), st.integers(1, 4))
def test_every_game_keeps_its_invariants(setup, deals):
    variant, n, house, seed = setup
    names = [f"P{i}" for i in range(n)]
    try:
        table = Table(names, house, random.Random(seed), variant)
    except TableError:
        return  # eight at a table that does not seat them
    history = HandHistory(table)
    rng = random.Random(seed ^ 0x5EED)
    for _ in range(deals):
        if table.game_over:
            break
        table.start_deal()
        check_invariants(table)
        steps = 0
        while not table.deal_over:
            steps += 1
            assert steps < MAX_ACTIONS_PER_DEAL, "the deal does not end"
            if rng.random() < 0.08:
                for seat, action, error in illegal_attempts(table, rng):
                    assert_illegal(table, seat, action, error)
            if rng.random() < 0.1:
                check_views(table)
            table.act(table.to_act, choose(table, rng))
            check_invariants(table)
        check_views(table)
    for rec in history.deals:
        assert rec["variant"] == variant
        check_record(rec)
    again = replay(names, house, seed, table.actions, deals=table.deal_number, variant=variant)
    assert again.stacks == table.stacks and again.bought == table.bought
    assert again.dealer == table.dealer and again.variant_state == table.variant_state
    assert again.events == table.events


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(OTHER_GAMES), st.integers(0, 2**32))
def test_computer_players_play_every_game_to_the_end(variant, seed):
    from game.ai import make_player
    from game.ai.play import play_deals

    rng = random.Random(seed)
    kinds = ["good", "close", "liberal", "slider:0.5:0.5", "caller", "random"]
    cls = deal_class(variant)
    least, most = getattr(cls, "min_players", 2), min(6, getattr(cls, "max_players", None) or 6)
    players = [make_player(k, random.Random(rng.random()), name=f"P{i}", variant=variant)
               for i, k in enumerate(kinds[:rng.randint(least, most)])]
    table = Table([p.name for p in players], HouseRules(), random.Random(seed), variant,
                  cut=False)
    history = HandHistory(table)
    assert play_deals(table, players, 3) == 3
    assert table.counters_in_play() == sum(table.bought)
    for rec in history.deals:
        check_record(rec)
