"""The guided deal in the window after two play-testers (issue 39): the pointer at the cave's,
the blind's and the straddle's steps; a note from before the person's move goes when he moves;
and Ambigu's "Enough" under one key everywhere (the buttons, the F1 sheet)."""

from __future__ import annotations

import pygame
import pytest
from test_table_guided import _settled, app, book_move, open_guided  # noqa: F401 (the fixture)
from uihelp import press

from game.engine import ActionKind

K = ActionKind


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
def test_the_cave_the_blind_and_the_straddle_are_pointed_at(app, size):
    """The plates at the table's edge were too near the frame for a ring, and the arrow was
    kept off the plate's own turn ring: the cave's and the blind's steps pointed at nothing."""
    app.set_window_size(size)
    scene = open_guided(app, "bouillotte", book_inline=True)
    pointed = {}
    for _ in range(600):
        guide = scene.guide_show
        note = guide.note
        # (the straddle's moment is said at the head of the person's straddle turn's note, the
        # book's word with it: that note is the straddle's step)
        step = note.moment if note is not None and note.moment in ("cave", "blind") else (
            "straddle" if note is not None and K.STRADDLE in scene.offers and scene.session.human_to_act
            else None)
        if step is not None and guide.waiting and not scene.animating:
            app.draw()
            pointed[step] = guide.pointer is not None and any(guide.pointer)
            if step == "straddle":  # (a blind's note still up when the turn came heads its note)
                pointed.setdefault("blind", pointed[step])
        if "straddle" in pointed:
            break
        if guide.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
        elif scene.buttons and scene.session.human_to_act and _settled(scene) and guide._pending is None:
            book_move(app, scene)
        else:
            app.step([], 0.1)
    assert pointed == {"cave": True, "blind": True, "straddle": True}, pointed


def test_a_note_from_before_the_move_goes_when_the_person_moves(app):
    """A play-tester moved while a note of an earlier moment was up: it stayed, stale, before
    the word on his move.  Another acted before the book's word appeared (the blind's note was
    up while the straddle's buttons were live).  Now, the buttons live and the book answered,
    the turn's note is up with the book's word, the blind's words said with it; the move
    done, the first note is the guide's word on it."""
    scene = open_guided(app, "bouillotte", book_inline=True)
    session = scene.session
    for _ in range(600):  # on to the straddle, its buttons live
        guide = scene.guide_show
        if scene.buttons and K.STRADDLE in scene.offers and _settled(scene) and guide._pending is None \
                and scene.idle:
            break
        if guide.waiting and not scene.animating and guide.note.moment != "blind":
            press(app, pygame.K_RETURN)
        else:
            app.step([], 0.05)
    guide = scene.guide_show
    assert guide.note is not None and guide.note.moment == "straddle", guide.note
    assert "The book would" in guide.note.text and "puts up the blind" in guide.note.text, guide.note.text
    acts = len(session.table.actions)
    press(app, pygame.K_s)  # straddle, where the book would not
    assert len(session.table.actions) == acts + 1, [(b.label, b.key_name) for b in scene.buttons]
    assert guide.note is None or guide.note.moment not in ("cave", "blind"), (guide.note, guide.queue)
    for _ in range(100):
        if guide.note is not None and guide.note.moment not in ("cave", "blind", "straddle"):
            break
        app.step([], 0.05)
    assert guide.note is not None and guide.note.kind == "differs", guide.note
    assert not [n for n in guide.queue if n.moment in ("cave", "blind", "straddle")]
    assert not session.guided.state.on_line


def test_ambigus_enough_has_one_key_everywhere(app):
    scene = open_guided(app, "ambigu", book_inline=True)
    for _ in range(600):
        guide = scene.guide_show
        if scene.buttons and K.DRAW in scene.offers and _settled(scene) and not guide.waiting:
            break
        if guide.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
        else:
            app.step([], 0.1)
    # Once the book has answered (it marks the cards it would throw, once): nothing marked.
    for _ in range(400):
        if scene._advice_now()[0] != "thinking":
            break
        app.step([], 0.01)
    app.step([])
    for i in sorted(scene.marked):
        press(app, (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)[i])
    app.step([])
    keys = {b.label: b.key_name for b in scene.buttons}
    assert keys == {"Enough": "S"}, keys
    press(app, pygame.K_1)  # a card marked: the discard is D, "Enough" still S
    app.step([])
    keys = {b.label: b.key_name for b in scene.buttons}
    assert keys == {"Discard 1 and draw": "D", "Enough": "S"}, keys
    press(app, pygame.K_1)
    app.step([])
    keys = {b.label: b.key_name for b in scene.buttons}
    assert keys["Enough"] == "S" and all(k == "D" for label, k in keys.items() if label != "Enough"), keys
    sheet = dict(scene.help_keys())
    assert "Enough" in sheet["S"] and "Enough" not in sheet["D"]
    before = len(scene.session.table.actions)
    press(app, pygame.K_s)
    assert len(scene.session.table.actions) == before + 1
    assert scene.session.table.actions[-1][1].kind is K.DRAW and not scene.session.table.actions[-1][1].cards
