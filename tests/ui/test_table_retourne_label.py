"""Bouillotte's "the retourne" over the turned-up card gives way to a seat's note lying there
(a play-tester saw "pays 2" and a brelan's name over it): it goes under the card."""

from __future__ import annotations

from test_table_support import open_table, run_until
from test_table_variants import variant_config


def test_the_retourne_label_moves_from_under_a_note(app):
    scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
    top = scene.top
    run_until(app, lambda: (b := top._state()) is not None and b.retourne is not None, frames=6000)
    b = top._state()
    scene._badges.clear()
    top._make(b)
    above = top._label_at.copy()
    scene._badges[99] = [above.inflate(10, 4)]  # a note lying over the words
    try:
        top._make(b)
        assert not top._label_at.colliderect(scene._badges[99][0])
        assert top._label_at.top > above.bottom  # under the card now
    finally:
        del scene._badges[99]


def _point_line(app, scene, points, win) -> str:
    top = scene.top
    run_until(app, lambda: (b := top._state()) is not None and b.retourne is not None, frames=6000)
    b = top._state()._replace(points=points, winning_suit=win)
    said: list[str] = []
    real = app.fonts.render

    def render(face, size, text, *args, **kwargs):
        said.append(text)
        return real(face, size, text, *args, **kwargs)

    app.fonts.render = render
    try:
        top._make(b)
    finally:
        del app.fonts.render
    return next(t for t in said if t.startswith("the point:"))


def test_the_point_line_says_why_a_tied_or_lower_suit_wins(app):
    from game.cards import Suit

    scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
    tie = ((Suit.CLUBS, 38), (Suit.HEARTS, 38), (Suit.SPADES, 38))
    assert "38 wins (tie: nearest the dealer)" in _point_line(app, scene, tie, Suit.CLUBS)
    lower = ((Suit.CLUBS, 20), (Suit.HEARTS, 31))
    assert "20 wins (the higher: not in the call)" in _point_line(app, scene, lower, Suit.CLUBS)
    alone = ((Suit.CLUBS, 40), (Suit.HEARTS, 31))
    assert "(" not in _point_line(app, scene, alone, Suit.CLUBS)
