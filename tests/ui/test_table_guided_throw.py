"""The guide's pointer at a draw (issue 39): in every game's guided deal, at each of the
person's turns where the book throws cards (a draw's discards, a card traded, bartered, given
or laid down), the ring goes round the hand, with its keys and words, and the arrow comes to
the first card the book throws (the one the table marks), never to a card it keeps; and the
book's word names them as the log does.  A learner saw Ambigu's arrow on the 8\u2666 the book
kept, the A\u2665 marked to throw, and read "discard one and draw".  (That the ring and arrow
lie on no card, key or word and inside the frame is the layout probe's rule,
tests/ui/test_table_guided_layout.py.)"""

from __future__ import annotations

import pygame
import pytest
from test_table_guided import GAMES, _settled, app, book_move, open_guided  # noqa: F401 (app: a fixture)
from uihelp import press

from game.engine import ActionKind
from game.ui.table.guide_pointer import thrown_cards

K = ActionKind


def _check_turn(app, scene, seen: list) -> None:
    """The note up at the person's turn, with the book's move known: its pointer and words."""
    guide = scene.guide_show
    view, move = scene.session.view(), guide._book_move
    if view is None or move is None or move[1] is None or guide.note not in guide._turn_notes:
        return
    throw = thrown_cards(view, move[1])
    note = guide.note
    if not throw or not (note.point == "hand" or note.point == "seat" and note.seat == scene.me):
        return  # (a note pointing at the buttons points at the book's button)
    app.step([], 0.0)  # (a frame drawn: the pointer as the person sees it)
    strips = dict(guide.card_strips())
    ring, arrow = guide.pointer or (None, None)
    assert arrow is not None, (note.text, throw)
    # (the ring, where the frame leaves it room, goes round the whole hand)
    assert ring is None or all(ring.contains(r) for r in strips.values()), (ring, strips)
    tip = pygame.Vector2(arrow[1])
    nearest = min(strips, key=lambda c: tip.distance_to(strips[c].center))
    assert nearest == throw[0] or nearest in throw, (note.text, nearest, throw)
    assert guide.pointed == (nearest,)
    # the arrow heads for that card: its tip lies beside it, level with it or over its strip
    strip = strips[nearest]
    assert strip.left <= tip.x <= strip.right or strip.top <= tip.y <= strip.bottom, (tip, strip)
    if move[1].kind is K.DRAW:  # the book's word names the cards it throws (on the turn's last note)
        said = guide._turn_notes[-1].text
        assert "The book would" in said and all(c.symbol in said for c in throw), said
    seen.append((view.variant, tuple(throw)))


@pytest.mark.slow
@pytest.mark.parametrize("variant", GAMES)
def test_the_pointer_at_a_draw_marks_the_cards_the_book_throws(app, variant):
    scene = open_guided(app, variant, book_inline=True)
    seen: list = []
    checked = None
    for _ in range(6000):
        guide = scene.guide_show
        if guide is None or not guide.active or guide.summary is not None:
            break
        turn = scene.buttons and scene.session.human_to_act
        if turn and guide.note is not None and (guide.note, scene._decision) != checked:
            checked = (guide.note, scene._decision)
            _check_turn(app, scene, seen)
        if guide.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
            continue
        if turn and _settled(scene) and not guide.waiting and guide._pending is None:
            book_move(app, scene)
            continue
        if scene._show_next() and not guide.waiting:
            press(app, pygame.K_RETURN)
            continue
        app.step([], 0.1)
    assert guide.summary is not None, f"{variant}: the end never came"
    # (Whiskey's draw of one is taught at the widow: its note points there, not at the hand)
    if variant in ("draw", "ambigu", "commerce", "my-ship-sails"):
        assert seen, f"{variant}: no turn where the book throws a card was checked"
