"""Bouillotte's pool and the cards in the middle kept apart: the pack and the retourne lie
just above the pool, and its counters in stacks of ten stood on the retourne (issue 38,
window round 9).  At every seat count, in the smallest and the largest window, and for a pool
of any size, the counters as drawn lie clear of the pack, the retourne and the card under it."""

from __future__ import annotations

import pytest

from deal_sweep import let_go, seat_table
from layout_probe import LayoutProbe

AMOUNTS = (5, 20, 45, 100, 400)
"""Pools from an ante to a large one (a stack of ten counters is the tallest)."""


@pytest.fixture(scope="module")
def window(tmp_path_factory):
    from deal_sweep import open_window

    a = open_window(tmp_path_factory.mktemp("home"), (960, 540))
    yield a
    a.close()


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)], ids=["960x540", "1920x1080"])
@pytest.mark.parametrize("seats", range(2, 9))
def test_the_pools_counters_lie_clear_of_the_retourne(window, seats, size, monkeypatch):
    app = window
    app.set_window_size(size)
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    with LayoutProbe(app) as probe:
        scene = seat_table(app, "bouillotte", seats, person=False, seed=4)
        try:
            for _ in range(4000):
                if scene.top.middle_rects() and not (scene.tweens.busy or scene.flyers or scene.loose):
                    break
                app.step([], 0.05)
            middle = scene.top.middle_rects()
            assert middle, "the retourne was never turned"
            found = []
            for amount in AMOUNTS:
                monkeypatch.setattr(scene, "shown_pool", lambda amount=amount: amount)
                pieces = probe.draw(scene)
                chips = [p.rect for p in pieces if p.kind == "chips" and middle[0].union(middle[-1]).inflate(0, 200).contains(p.rect)]
                cards = [p.rect for p in pieces if p.kind == "card" and p.rect.collidelist(middle) >= 0]
                found += [(amount, c, k) for c in chips for k in cards if c.colliderect(k)]
            assert not found, found[:3]
        finally:
            let_go(app, scene)
