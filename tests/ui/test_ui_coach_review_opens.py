"""Issue 36, play-test round 2: after a show the deal's review behaves one way in every game.
A play-tester found that at Brag the review opened by itself, in other games it did not, and
there the first press of ? did nothing (a second was needed).  As the README says: after each
deal the review opens by itself once the table has shown the deal to its end; ? closes it,
and ? again brings it back; one press, one change."""

from __future__ import annotations

import pygame
import pytest
from uihelp import press

import game.coach.review as review_module
from test_ui_coach import config, fake_review, open_book_table, play_deal

GAMES = ("draw", "stud-rounds", "brag", "bouillotte", "ambigu")


@pytest.mark.parametrize("variant", GAMES)
def test_the_review_opens_by_itself_and_each_press_changes_it(app, monkeypatch, variant):
    monkeypatch.setattr(review_module, "review_deal", fake_review())
    scene = open_book_table(app, config(variant))
    play_deal(app, scene)
    for _ in range(10):
        app.step([], 0.05)
    review = scene.book.latest()
    assert review is not None and review.poll()
    if not review.review.items:
        pytest.skip("the person made no decision in this deal")
    assert scene.book_open == "review"  # by itself, in every game
    press(app, pygame.K_SLASH)
    app.step([], 0.05)
    assert scene.book_open is None  # one press closes it...
    press(app, pygame.K_SLASH)
    app.step([], 0.05)
    assert scene.book_open == "review"  # ...and one brings it back
    press(app, pygame.K_SLASH)
    for _ in range(5):
        app.step([], 0.05)
    assert scene.book_open is None  # and it stays closed


@pytest.mark.parametrize("variant", ("draw", "brag"))
def test_a_press_before_the_review_is_ready_is_not_undone(app, monkeypatch, variant):
    """? pressed while the book is still going over the deal opens the panel; closed again
    with ?, the review does not then open by itself over the person's choice."""
    import threading
    gate = threading.Event()
    real = fake_review()

    def slow(*args, **kwargs):
        gate.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(review_module, "review_deal", slow)
    scene = open_book_table(app, config(variant), book_inline=False)
    play_deal(app, scene)
    app.step([], 0.05)
    review = scene.book.latest()
    assert review is not None and not review.poll()
    if scene.book_open is None:
        press(app, pygame.K_SLASH)
        app.step([], 0.05)
    assert scene.book_open == "review"  # "the book is going over the deal..."
    press(app, pygame.K_SLASH)
    app.step([], 0.05)
    assert scene.book_open is None
    gate.set()
    scene.book.wait_idle()
    for _ in range(10):
        app.step([], 0.05)
    assert scene.book_open is None  # closed by the person: not opened over his choice


def test_a_message_between_turns_stands_off_the_log(app, monkeypatch):
    """"The book is asked at your turn" covered the log a play-tester was reading: while the
    person has nothing to decide, the table's messages stand over the action panel."""
    monkeypatch.setattr(review_module, "review_deal", fake_review())
    scene = open_book_table(app, config("draw"))
    scene.buttons = []  # (nothing to decide)
    assert scene.toast_area() == scene.rects["actions"]
    assert not scene.toast_area().colliderect(scene.rects["log"])


def test_h_at_ambigu_says_why_there_are_no_odds(app, monkeypatch):
    monkeypatch.setattr(review_module, "review_deal", fake_review())
    scene = open_book_table(app, config("ambigu"))
    assert not scene.has_draw
    app.toasts.clear()
    press(app, pygame.K_h)
    assert app.toasts and "Ambigu" in app.toasts[-1].text


def test_the_odds_panel_fits_every_line_it_is_given(app, monkeypatch):
    """The odds panel shrinks its words to fit rather than cut one ("A pair or better
    (improving on" was read cut short)."""
    from layout_probe import LayoutProbe

    monkeypatch.setattr(review_module, "review_deal", fake_review())
    scene = open_book_table(app, config("draw"))
    scene.odds_on = True
    scene.book_open = None
    scene.layout(app.layout)  # (the odds panel's room is laid out with the helper on)
    assert scene.rects["odds"].height > 0
    scene.odds_lines = [("Drawing 4 to a king", "head"),
                        ("A pair or better (improving on nothing): even (50.7%)", ""),
                        ("Two pairs: 19 to 1 against (5.0%)", ""),
                        ("Threes: 42 to 1 against (2.3%)", "")]
    with LayoutProbe(app) as probe:  # the panel alone, as the painter draws it
        scene._layer = None
        scene._tips.clear()
        surface = pygame.Surface(app.window.get_size())
        scene._draw_odds(surface)
        assert probe is not None
    said = [p for p in surface.pieces if p.kind == "text"]
    text = " ".join(p.label for p in said)
    assert "even (50.7%)" in text and "Two pairs: 19 to 1 against (5.0%)" in text, text
    assert not any(p.clipped for p in said), said
    assert "Threes" not in text or "(2.3%)" in text  # a line whole or not at all
