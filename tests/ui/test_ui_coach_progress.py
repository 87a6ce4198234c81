"""Issue 36, play-test: the review asked for while the book is still going over the deal
opens at once with a sign that it is working and how far it has gone ("9 of at most 192
play-outs"), and shows the review in the same panel once it is ready (a play-tester pressed
"The review" for several seconds with nothing to show for it)."""

from __future__ import annotations

import time

import pygame
from test_table_support import open_table
from test_ui_coach import config, play_deal
from uihelp import press

from game.ui.table.review_words import progress_words


def test_the_review_asked_while_working_shows_its_progress_then_the_review(app):
    scene = open_table(app, config("draw", seed=5))  # the book on its own thread, as in play
    play_deal(app, scene)
    review = scene.book.latest()
    assert review is not None
    press(app, pygame.K_SLASH)
    assert scene.book_open == "review"
    said: set[str] = set()
    start = time.monotonic()
    while not review.poll() and time.monotonic() - start < 90:
        app.step([])
        lines = [t for _, t, _, _ in scene._book_lines()]
        assert lines[0] == "Deal 1 of this sitting"  # (the page's head: which deal it is)
        going = "The book is going over the deal\u2026"
        assert going in lines or review.poll()
        if going in lines:
            said.add(lines[lines.index(going) + 1])
        time.sleep(0.02)
    assert review.ready
    assert any("imagined deals" in s for s in said), said  # how far it had gone, as it went
    app.step([])
    assert scene.book_open == "review"  # the panel asked for shows the review when ready
    assert "going over" not in " ".join(t for _, t, _, _ in scene._book_lines())


class _Working:
    begun, done, most = True, 40, 96


def test_progress_in_plain_words():
    assert progress_words(_Working()) == ("Playing the deal out from your decisions: 40 of at "
                                          "most 96 imagined deals (the unseen cards dealt at random). It opens here "
                                          "when it is ready.")
    waiting = _Working()
    waiting.begun = False
    assert "once the table is still" in progress_words(waiting)
