"""Bouillotte's point in the caption is whole at every window size (the second fresh-eyes
tester read "...K\u2663 (Deacon Gray's A\u2663 is higher, but out of the" at 1280 x 720: the
point's reason was set in the caption without being fitted to its three lines)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.cards import Card, Suit
from game.engine.french.bouillotte_events import PointCounted, SuitCounted

sys.path.insert(0, str(Path(__file__).parent))


def _moment(scene) -> list[object]:
    """The tester's moment: the suits counted, then clubs take the pool for one seat while a
    higher club lies in a hand out of the call (the longest reason the point gives)."""
    me, a, b = scene.me, (scene.me + 1) % len(scene.seats), (scene.me + 2) % len(scene.seats)
    totals = ((Suit.CLUBS, 39), (Suit.DIAMONDS, 38), (Suit.SPADES, 27), (Suit.HEARTS, 20))
    return [
        SuitCounted(suit=Suit.DIAMONDS, total=38,
                    holders=((a, (Card.parse("Ad"),)), (me, (Card.parse("9d"), Card.parse("Kd"))),
                             (-1, (Card.parse("8d"),)))),
        PointCounted(totals=totals, index=0, suit=Suit.CLUBS, seat=a, card=Card.parse("Kc"),
                     higher=(b, Card.parse("Ac"))),
    ]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_no_point_caption_is_cut(app, size):
    from deal_sweep import let_go, seat_table

    app.set_window_size(size)
    scene = seat_table(app, "bouillotte", 4, person=True)
    try:
        for event in _moment(scene):
            scene.top.on_event(event)
            text = scene.caption
            assert text.endswith("."), text  # a whole sentence
            # Set in the caption's three lines at its widest setting: never the cut fallback.
            assert scene._caption_lines(text, 0) is not None, text
            app.step([], 0.03)
        assert "wins the pool for" in scene.caption and "its highest card in the call, K\u2663." in scene.caption
    finally:
        let_go(app, scene)
