"""The guided deal in the window after the third round of learners (issue 39): no pointer at
the empty action panel after the person's own move."""

from __future__ import annotations

import pygame
from test_table_guided import _settled, app, open_guided  # noqa: F401 (the fixture)
from uihelp import press

from game.engine import ActionKind

K = ActionKind


def _pointer_at_actions(app, scene) -> bool:
    """Whether the pointer as drawn now touches the action panel (its ring or its arrow)."""
    app.draw()
    pointer = scene.guide_show.pointer
    if pointer is None:
        return False
    actions = scene.rects["actions"].inflate(app.layout.px(8), app.layout.px(8))
    ring, arrow = pointer
    return (ring is not None and ring.colliderect(actions)) or (
        arrow is not None and arrow[2].colliderect(actions))


def test_after_a_move_not_the_books_no_pointer_stands_at_the_empty_action_panel(app):
    """A learner straddled where the book would not: the guide's word on his move came up, the
    buttons gone, and an arrow still pointed at the empty action panel."""
    app.set_window_size((1280, 720))
    scene = open_guided(app, "bouillotte", book_inline=True)
    for _ in range(600):  # on to the straddle, its buttons live
        guide = scene.guide_show
        if scene.buttons and K.STRADDLE in scene.offers and _settled(scene) and guide._pending is None \
                and scene.idle:
            break
        if guide.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
        else:
            app.step([], 0.05)
    press(app, pygame.K_s)  # straddle, where the book would not
    guide = scene.guide_show
    seen = 0
    for _ in range(200):
        note = guide.note
        if note is not None and note.kind == "differs":
            seen += 1
            assert not _pointer_at_actions(app, scene), (note.text, guide.pointer)
        elif seen:
            break
        app.step([], 0.05)
    assert seen, "the guide said nothing of the straddle"
