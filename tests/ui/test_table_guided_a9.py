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


def test_the_others_moves_said_in_passing_are_said_again_with_the_persons_turn(app):
    """Judge Ames equalling and Colonel Dash withdrawing at Bouillotte were said in passing
    and gave way at once: the learner read only "Watching the table", then the book's word.
    The others' moves since the last word he had to read come at the head of his turn's."""
    scene = open_guided(app, "bouillotte", book_inline=True)
    guide = scene.guide_show
    said: list[tuple[str, bool]] = []
    told = guide.guide.told

    def telling(event):
        notes = told(event)
        said.extend((n.text, n.stop) for n in notes)
        return notes

    guide.guide.told = telling
    heads = []
    seen_turns = set()
    for _ in range(3000):
        if guide.summary is not None or not guide.active:
            break
        turn = guide._turn_notes
        if turn and id(turn[0]) not in seen_turns:
            seen_turns.add(id(turn[0]))
            heads.append((turn[0].text, list(said)))
        guided_step(app, scene)
    found = 0
    for text, before in heads:
        passing = []
        for t, stop in before:
            passing = passing + [t] if not stop else []
        if passing and "withdraws from the pool" in passing[-1]:
            found += 1
            assert text.startswith(" ".join(passing)), (passing, text)
    assert found, heads


def test_the_how_to_play_switch_turned_off_by_a_guided_deal_is_said(app):
    """Taking a guided deal turns "How to play at the first deal" off for that game (a learner
    found the card over his next table); learner A9 found it off without a word: it is said."""
    from game.ui.guided import start_guided_deal

    assert "commerce" not in app.settings.how_to_play_off
    app.toasts.clear()
    assert start_guided_deal(app, "commerce")
    assert "commerce" in app.settings.how_to_play_off
    said = [t.text for t in app.toasts if "How to play at the first deal" in t.text]
    assert said and "Commerce" in said[0] and "New game" in said[0], [t.text for t in app.toasts]
