"""After a guided deal (issue 39): a learner pressed "?" at the end of Ambigu's guided deal
and read "between deals it reviews the last", but nothing opened, and no review came by
itself.  A guided deal is never reviewed (it teaches and counts nowhere): the window now says
so, and the next deal, the person's own, is reviewed as ever."""

from __future__ import annotations

import pygame
from test_table_guided import _settled, app, book_move, open_guided  # noqa: F401 (app: a fixture)
from uihelp import press


def test_question_mark_after_a_guided_deal_says_it_is_not_reviewed(app):
    scene = open_guided(app, "ambigu")
    for _ in range(6000):
        guide = scene.guide_show
        if guide is None or not guide.active or guide.summary is not None:
            break
        turn = scene.buttons and scene.session.human_to_act
        if guide.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
        elif turn and _settled(scene) and not guide.waiting and guide._pending is None:
            book_move(app, scene)
        elif scene._show_next() and not guide.waiting:
            press(app, pygame.K_RETURN)
        else:
            app.step([], 0.1)
    assert scene.session.deal_over and not scene.session.counts()
    assert scene.book.latest() is None  # (the guided deals are taught, not reviewed)
    app.toasts.clear()
    press(app, pygame.K_SLASH)
    assert scene.book_open is None
    said = " ".join(t.text for t in app.toasts)
    assert "guided deal is not reviewed" in said and "reviews the last" not in said, said
