"""The guided deal in the window after learner A9 (issue 39): the rest of the findings the
window shows, each with its test."""

from __future__ import annotations

from test_table_guided import app, guided_step, open_guided  # noqa: F401 (the fixture)


def test_your_turn_is_said_only_once_the_others_moves_are_shown(app):
    """"Your turn: the book's word on it is coming." stood in the panel while the table still
    showed "Colonel Dash is thinking": the engine had come to the person's turn, the window
    had not.  It is said only when everything told has been shown."""
    scene = open_guided(app, "ambigu", book_inline=True)
    guide = scene.guide_show
    early = later = 0
    for _ in range(3000):
        if guide.summary is not None or not guide.active:
            break
        text = guide.watching().text
        if scene.session.human_to_act and not scene.idle:
            early += 1
            assert not text.startswith("Your turn"), text
        elif scene.session.human_to_act:
            later += 1
            assert text.startswith("Your turn"), text
        guided_step(app, scene)
    assert later > 0 and early > 0, (early, later)
