"""Issue 36/38, fresh-eyes round: at Ambigu and Bouillotte, "Review each deal" on, the deal in
review sometimes did not open by itself, nothing said it was still being prepared, and the
first ``?`` (xdotool: Shift, then the key of ``/``) seemed to do nothing; a second opened it.

Pinned here with real key events, as xdotool sends them, and the window's own loop
(:meth:`App.run`, which rests between events and draws only when something changed):
(a) while the book still goes over the deal, the review's button says so; (b) one ``?`` between
deals opens the last deal's review (or its progress), and what opens is drawn at once, also
when it opened on a wake of the resting window."""

from __future__ import annotations

import threading

import pygame
import pytest

import game.coach.review as review_module
from game.ui.table.book_panel import PREPARING_LABEL, REVIEW_LABEL
from test_ui_coach import config, fake_review, open_book_table, play_deal


def question_events(key: int = pygame.K_SLASH) -> list[pygame.event.Event]:
    """A "?" as xdotool types it: Shift down, the key of / with Shift held, its text, and up."""
    shift = pygame.KMOD_LSHIFT
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=shift, unicode="", scancode=50),
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=shift, unicode="?", scancode=56),
            pygame.event.Event(pygame.TEXTINPUT, text="?"),
            pygame.event.Event(pygame.KEYUP, key=key, mod=shift, unicode="?", scancode=56),
            pygame.event.Event(pygame.KEYUP, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=50)]


def spy_panel(scene) -> list:
    """The panel's state at each frame that drew it."""
    drawn: list = []
    real = scene.draw_book

    def spy(surface):
        drawn.append(scene.book_open)
        real(surface)
    scene.draw_book = spy
    return drawn


def run_frames(app, n: int) -> None:
    app.running = True
    for _ in range(n):
        app.run(max_frames=1)


@pytest.mark.parametrize("variant,key", [("ambigu", pygame.K_SLASH), ("bouillotte", pygame.K_QUESTION)])
def test_a_review_being_prepared_is_said_and_one_question_mark_opens_it(app, monkeypatch, variant, key):
    gate = threading.Event()
    real = fake_review()

    def slow(*args, **kwargs):
        gate.wait(20)
        return real(*args, **kwargs)

    monkeypatch.setattr(review_module, "review_deal", slow)
    scene = open_book_table(app, config(variant), book_inline=False)
    drawn = spy_panel(scene)
    try:
        play_deal(app, scene)
        run_frames(app, 10)
        assert not scene.book.latest().poll() and scene.book_open is None
        # (a) the review's button, shown between deals, says the book is at work on it
        assert [b.label for b in scene._book_buttons()] == [PREPARING_LABEL]
        drawn.clear()
        for e in question_events(key):
            pygame.event.post(e)
        run_frames(app, 5)
        # (b) one press: the panel opens on the review's progress, and is drawn
        assert scene.book_open == "review" and drawn and drawn[-1] == "review"
        gate.set()
        scene.book.wait_idle()
        run_frames(app, 10)
        assert scene.book.latest().poll() and scene.book_open == "review" and drawn[-1] == "review"
        assert scene.review_button.label == REVIEW_LABEL
    finally:
        gate.set()


@pytest.mark.parametrize("variant", ("ambigu", "bouillotte"))
def test_a_review_opened_on_a_wake_at_rest_is_drawn(app, monkeypatch, variant):
    """The review opens by itself in an update: at rest the window updated on a wake and drew
    only if something moved, so a review opened there stayed unseen, and the first ? closed
    the unseen panel (nothing changed on the screen)."""
    monkeypatch.setattr(review_module, "review_deal", fake_review())
    scene = open_book_table(app, config(variant))
    drawn = spy_panel(scene)
    play_deal(app, scene)
    run_frames(app, 10)
    latest = scene.book.latest()
    assert latest is not None and latest.poll()
    if not latest.review.items:
        pytest.skip("the person made no decision in this deal")
    scene.close_book()
    run_frames(app, 5)
    assert app.resting()
    drawn.clear()
    scene._book_seen = None  # as when the table came to rest after the review was in
    app.rest(timeout_ms=1)  # the wake's update opens it...
    assert scene.book_open == "review"
    for _ in range(3):
        app.rest(timeout_ms=1)
    assert drawn and drawn[-1] == "review"  # ...and the window shows it
    for e in question_events():
        pygame.event.post(e)
    run_frames(app, 3)
    assert scene.book_open is None  # one press, one change seen
    for e in question_events():
        pygame.event.post(e)
    run_frames(app, 3)
    assert scene.book_open == "review" and drawn[-1] == "review"


def test_a_review_prepared_at_length_opens_by_itself_and_is_drawn(app, monkeypatch):
    """(a) Left alone, the review said to be coming opens by itself once it is in, and shows."""
    gate = threading.Event()
    real = fake_review()

    def slow(*args, **kwargs):
        gate.wait(20)
        return real(*args, **kwargs)

    monkeypatch.setattr(review_module, "review_deal", slow)
    scene = open_book_table(app, config("ambigu"), book_inline=False)
    drawn = spy_panel(scene)
    try:
        play_deal(app, scene)
        run_frames(app, 10)
        assert scene.book_open is None and scene.review_button.label == PREPARING_LABEL
    finally:
        gate.set()
    scene.book.wait_idle()
    run_frames(app, 10)
    review = scene.book.latest()
    assert review.poll() and review.review.items
    assert scene.book_open == "review" and drawn and drawn[-1] == "review"


def test_a_review_with_nothing_in_it_is_not_offered(app, monkeypatch):
    """Window round 9: "The review ?" was offered between deals when the book had found no
    decision of the person's to go over; it is offered only where there is something to
    show (or while it is still being made)."""
    from game.coach.review import DealReview

    monkeypatch.setattr(review_module, "review_deal",
                        lambda record, seat, *a, **k: DealReview(record.before["deal_number"] + 1, seat, []))
    scene = open_book_table(app, config("draw"))
    play_deal(app, scene)
    scene.book.wait_idle()
    run_frames(app, 10)
    latest = scene.book.latest()
    assert latest is not None and latest.poll() and not latest.review.items
    assert scene.review_button not in scene._book_buttons()
