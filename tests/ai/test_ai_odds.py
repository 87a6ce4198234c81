"""The players' odds: exact from the calculator, and the cache never mixes two hands up."""

from __future__ import annotations

import random

import pytest

from game.ai import odds, warm
from game.ai.odds import bobtail_price_ok, chances, made_chance, shape_chances
from game.cards import PackKind, parse_hand
from game.hands import HandRules, draw_odds


def _direct(hand, keep, rules, pack):
    o = draw_odds(hand, keep, rules=rules, pack=pack)
    return {c.label: n / o.draws for c, n in o.categories.items()}, o.improved / o.draws


@pytest.mark.parametrize("pack", ["52", "60", "53"])
def test_cached_chances_are_the_calculators_for_every_hand(pack):
    """Canonical keys share an answer only between hands whose answers are equal."""
    rng = random.Random(7)
    rules = HandRules()
    kind = PackKind(pack)
    deck = list(kind.cards())
    for _ in range(120 if pack == "52" else 25):
        hand = rng.sample(deck, 5)
        keep = [c for c in hand if rng.random() < 0.6]
        if len(keep) < 2 and pack != "52":
            continue  # long draws in the odd packs are slow and add nothing here
        got = chances(hand, keep, rules, kind)
        by_label, improved = _direct(hand, keep, rules, kind)
        assert dict(got.by_label) == pytest.approx(by_label)
        assert got.improved == pytest.approx(improved)


def test_pairs_share_one_entry_and_bobtails_do_not():
    odds._CACHE.clear()
    chances(parse_hand("2s 2h 7c 9d Ks"), parse_hand("2s 2h", size=None))
    chances(parse_hand("Qd Qc 3h 8s 5c"), parse_hand("Qd Qc", size=None))
    assert len(odds._CACHE) == 1
    chances(parse_hand("2s 5s 9s Ks 7h"), parse_hand("2s 5s 9s Ks", size=None))
    chances(parse_hand("2d 5d 9d Kd 7h"), parse_hand("2d 5d 9d Kd", size=None))  # suits renamed
    assert len(odds._CACHE) == 2


def test_the_books_figures():
    # "It is 2½ to 1 against improving a pair by drawing three cards."
    pair = shape_chances("pair")
    assert (1 - pair.improved) / pair.improved == pytest.approx(2.5, abs=0.05)
    # "It is 12 to 1 against making a full hand by drawing to two pairs."
    full = shape_chances("two pairs").get("full")
    assert (1 - full) / full == pytest.approx(10.75, abs=0.1)  # 4 in 47: the book rounds up
    # "It is 4½ to 1 against filling a four-card flush" (exactly 9 in 47: 4.2 to 1).
    assert shape_chances("four-flush").get("flush") == pytest.approx(9 / 47)
    # "5 to 1 against ... a sequence of four which is open at both ends" (8 in 47).
    assert shape_chances("open straight").get("straight") == pytest.approx(8 / 47)


def test_bobtail_pool_odds_are_the_books_fifth_for_a_four_flush():
    fill = made_chance(parse_hand("2s 5s 9s Ks 7h"), parse_hand("2s 5s 9s Ks", size=None))
    assert fill == pytest.approx(9 / 47)
    assert bobtail_price_ok(fill, 4, 20) and not bobtail_price_ok(fill, 5, 20)
    # An open straight fills less often (8 in 47), so it must come cheaper.
    straight = made_chance(parse_hand("5s 6h 7d 8c Ks"), parse_hand("5s 6h 7d 8c", size=None))
    assert bobtail_price_ok(straight, 3, 20) and not bobtail_price_ok(straight, 4, 20)
    assert bobtail_price_ok(fill, 0, 0)


def test_every_shape_is_worked_out_quickly():
    import time
    shape_chances.cache_clear()
    start = time.perf_counter()
    warm.warm()
    assert time.perf_counter() - start < 2.0
