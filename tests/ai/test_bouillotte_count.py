"""Bouillotte's reading counts on plain numbers (for speed); these hold it to the hands'
own rules: the strength key against :func:`classify` and :func:`hand_point`, and who takes
the pool at the call against :func:`point_decision`."""

from __future__ import annotations

import copy
import itertools
import random
from types import SimpleNamespace

import pytest

from game.ai.french.bouillotte import _outcomes
from game.ai.french.bouillotte_reading import strength_key
from game.cards import bouillotte_pack
from game.hands.french.bouillotte import classify, hand_point, point_decision, suit_points


def _key_by_the_rules(hand, retourne):  # type: ignore[no-untyped-def]
    kind, rank = classify(hand, retourne).key
    if kind:
        return (kind, rank, 0)
    point, suit = hand_point(hand, retourne)
    return (0, point, max((int(c.rank) for c in hand if c.suit is suit), default=0))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_strength_key_follows_the_rules(players: int) -> None:
    pack = list(bouillotte_pack(players).cards())
    for hand in itertools.combinations(pack, 3):
        for retourne in pack:
            if retourne not in hand:
                assert strength_key(hand, retourne) == _key_by_the_rules(hand, retourne)


def _winner_by_the_rules(view, order, live, deals):  # type: ignore[no-untyped-def]
    r = view.bouillotte.retourne
    tie_order = [view.dealer] + [s for s in order if s != view.dealer]
    mine = classify(view.hand, r).key
    out = []
    for hands in deals:
        if any(classify(hands[s], r).key > mine for s in live if s != view.seat):
            out.append(0.0)
        elif mine[0] > 0:
            out.append(1.0)
        else:
            totals = suit_points([c for h in hands.values() for c in h] + [r])
            seat, _ = point_decision(totals, hands, live, tie_order)
            out.append(1.0 if seat == view.seat else 0.0)
    return out


def test_who_takes_the_pool_follows_the_rules() -> None:
    rng = random.Random(5)
    for _ in range(400):
        players = rng.choice((3, 4, 5))
        pack = list(bouillotte_pack(players).cards())
        rng.shuffle(pack)
        dealer = rng.randrange(players)
        order = [(dealer - i) % players for i in range(1, players + 1)]
        order = [s for s in order if s == 0 or rng.random() < 0.85]
        mine, retourne = pack[:3], pack[-1]
        unseen = pack[3:-1]
        others = [s for s in order if s != 0]
        deals = []
        for _ in range(15):
            drawn = rng.sample(unseen, 3 * len(others))
            deals.append({0: mine, **{s: drawn[3 * i:3 * i + 3] for i, s in enumerate(others)}})
        live = [s for s in sorted(order) if s == 0 or rng.random() < 0.7]
        view = SimpleNamespace(bouillotte=SimpleNamespace(retourne=retourne), seat=0,
                               hand=mine, dealer=dealer)
        assert _outcomes(view, order, live, deals) == _winner_by_the_rules(view, order, live,
                                                                           deals)


def test_a_copied_reading_reads_on_by_itself() -> None:
    """The coach's copies of the good player's mind share a reading's deals, never its
    weights: a copy read on leaves the original as it was, and reads as a fresh one would."""
    from game.ai import make_player
    from game.ai.french.bouillotte import SAMPLES, right_order
    from game.ai.french.bouillotte_reading import BouillotteReading
    from game.engine import HouseRules, Phase, Table

    table = Table(["A", "B", "C", "D"], HouseRules(), random.Random(2), variant="bouillotte",
                  cut=False)
    players = [make_player("liberal", random.Random(i), variant="bouillotte") for i in range(4)]
    table.start_deal()
    while table.view(table.to_act).phase is not Phase.BETTING:
        table.act(table.to_act, players[table.to_act].decide(table.view(table.to_act)))
    me = table.to_act
    view = table.view(me)
    order = right_order(view)
    reading = BouillotteReading(view, SAMPLES, order)
    before = (dict(reading.pictured), dict(reading.sound), set(reading.live), reading.read)
    twin = copy.deepcopy(reading)
    assert twin.deals is reading.deals
    for _ in range(4):
        if table.deal_over:
            break
        seat = table.to_act
        table.act(seat, players[seat].decide(table.view(seat)))
    later = table.view(me)
    assert len(later.history) > len(view.history)
    twin._catch_up(later)
    assert (reading.pictured, reading.sound, reading.live, reading.read) == before
    fresh = BouillotteReading(view, SAMPLES, order)
    fresh._catch_up(later)
    assert twin.weights() == fresh.weights()
    assert twin.pictured == fresh.pictured
