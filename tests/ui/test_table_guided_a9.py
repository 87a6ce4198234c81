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


def test_the_arrow_leaves_the_books_card_once_the_person_marks_another(app):
    """At Ambigu's first draw the book marks the A♥ to throw and the arrow points at it; a
    learner marked the 8♦ instead and the arrow stayed on the A♥.  Once his marks are not
    the book's, the arrow goes; marked back as the book's, it comes back."""
    from test_table_guided_a5_minors import _to_turn

    from game.engine import ActionKind

    scene = open_guided(app, "ambigu", book_inline=True)
    _to_turn(app, scene, ActionKind.DRAW)
    guide = scene.guide_show
    for _ in range(20):
        app.step([], 0.05)
    note = guide.note
    assert note is not None
    book = guide.thrown(note)
    assert book, "the book throws a card here"
    cards = [sp.card for sp in scene.seats[scene.me].cards]
    other = next(i for i, c in enumerate(cards) if c not in book)
    for i in sorted(scene.marked):
        scene.toggle_mark(i)
    scene.toggle_mark(other)
    assert guide.thrown(note) == ()
    app.draw()
    scene.toggle_mark(other)
    for i, c in enumerate(cards):
        if c in book:
            scene.toggle_mark(i)
    assert guide.thrown(note) == book
