"""The guided deal in the window after the third learner (issue 39): a game's first table
offers the How to play card and the guided deal, and lays neither over the table uninvited;
the pointer is at the book's move, on something drawn, its arrow across no other button."""

from __future__ import annotations

import pygame
import pytest
from test_table_guided import app  # noqa: F401 (the fixture)
from uihelp import click, press

from game.engine.registry import VARIANTS
from game.ui.scenes.rules_howto import HowToCard

GAMES = sorted(VARIANTS)


def _first_table(app, variant: str):
    from game.ui.scenes.newgame import NewGameScene

    page = NewGameScene(app)
    app.push(page)
    page.setup.variant = variant
    page.start()
    return app.top


def test_a_first_table_offers_the_card_and_does_not_lay_it_over_the_table(app):
    """A learner found the How to play card open by itself over his first table: it is
    offered there (I), with the guided deal (Y), and the offer stays while it is read."""
    table = _first_table(app, "commerce")
    assert not any(isinstance(s, HowToCard) for s in app.scenes)
    assert table.guide_offer is not None
    app.step([])
    assert table.guide_offer.card_rect.width and table.rects["offer"].contains(table.guide_offer.card_rect)
    press(app, pygame.K_i)
    assert isinstance(app.top, HowToCard) and app.top.variant == "commerce"
    press(app, pygame.K_RETURN)  # the card read: the table, the offer still there
    assert app.top is table and table.guide_offer is not None
    app.step([])
    click(app, table.guide_offer.card_rect.center)  # its line, clicked, opens it too
    assert isinstance(app.top, HowToCard)
    press(app, pygame.K_RETURN)
    assert app.top is table and table.guide_offer is not None
    press(app, pygame.K_y)
    assert app.top.guide_show is not None and app.top.session.config.variant == "commerce"


def test_a_later_table_of_the_game_opens_with_the_card_as_before(app):
    """Once the game has had its first table, a new game of it opens with its card (unless
    the person ticked it off), as the New game screen's setting says."""
    app.settings = app.settings.with_(guided_offered=("brag",))
    _first_table(app, "brag")
    assert isinstance(app.top, HowToCard) and app.top.variant == "brag"


# ----------------------------------------------------------------------------- the pointer
def _drawn(scene) -> list[pygame.Rect]:
    """Everything drawn on the table that a pointer may point at: the plates, the hands and
    the words over the person's, the middle's cards and words, the pool, the tags, the buttons."""
    from game.ui.seating import plate_rect

    lay = scene.app.layout
    out = [lay.rect(*plate_rect(s.place)) for s in scene.seats]
    for s in scene.seats:
        out += [b for b in (scene._hand_box(s), scene.hand_words_box(s)) if b is not None]
    out += scene.top.middle_rects() + scene.top.words_rects() + scene._pool_boxes()
    out += [b for boxes in scene._badges.values() for b in boxes]
    out += [b.rect for b in scene._all_buttons() if b.rect.width]
    return out


def _books_button(scene, guide):
    """The button of the book's move at this turn, found afresh from the guide's advice."""
    from game.engine import ActionKind

    advice = guide.guide.advised(scene.session.view())
    assert advice is not None, "the book had not answered, yet the note points at a button"
    action = advice.action
    if action.kind is ActionKind.DRAW and not action.cards:
        pat = next((b for b in scene.buttons if b.kind is None), None)
        if pat is not None:
            return pat
    return next(b for b in scene.buttons if b.kind is action.kind)


def _check_pointers(app, variant: str) -> dict[str, int]:
    """Play the guided deal as the book would; at every note up with a pointer, check it."""
    from test_table_guided import _settled, book_move, open_guided

    scene = open_guided(app, variant, book_inline=True)
    seen = {"buttons": 0, "pointed": 0}
    checked = None
    for _ in range(5000):
        guide = scene.guide_show
        if guide is None or not guide.active or guide.summary is not None:
            break
        if guide.waiting and not scene.animating:
            app.draw()
            note = guide.note
            if note is not checked and note.point == "buttons" and scene.buttons and scene.session.human_to_act:
                # the book's move at the person's turn is always marked: a ring, or an arrow
                assert guide.pointer is not None and any(guide.pointer), (variant, note.moment, guide.target)
            if note is not checked and guide.pointer is not None:
                checked = note
                ring, arrow = guide.pointer
                target = guide.target
                seen["pointed"] += 1
                # never at blank baize: the part pointed at is something drawn
                assert target.collidelist(_drawn(scene)) >= 0, (variant, note, target)
                if note.point == "buttons":
                    seen["buttons"] += 1
                    button = _books_button(scene, guide)
                    assert target == button.rect, (variant, note.moment, button.label, target)
                    assert button.lit, (variant, note.moment, button.label)  # the book panel's own
                if arrow is not None:
                    start, tip, _box = arrow
                    # the arrow ends at the part pointed at, and crosses no other button
                    assert (ring or target).inflate(16, 16).collidepoint(tip), (variant, note, arrow)
                    for rect in guide._button_rects():
                        if rect == target or (ring is not None and ring.contains(rect)):
                            continue
                        assert not rect.clipline(start, tip), (variant, note.moment, rect, arrow)
            press(app, pygame.K_RETURN)
            continue
        if scene.buttons and scene.session.human_to_act and _settled(scene) and guide._pending is None:
            book_move(app, scene)
            continue
        if scene._show_next():
            press(app, pygame.K_RETURN)
            continue
        app.step([], 0.1)
    assert scene.guide_show.summary is not None, f"{variant}: the end never came"
    return seen


@pytest.mark.parametrize("variant", ["commerce", "bouillotte"])
def test_the_pointer_is_at_the_books_move_and_crosses_no_other_button(app, variant):
    """A learner's arrow pointed at "Straddle" where the book said not to straddle, at "Ready
    money" where it said knock; another try's line crossed other buttons' labels."""
    seen = _check_pointers(app, variant)
    assert seen["buttons"] >= 1 and seen["pointed"] >= 4, seen


@pytest.mark.slow
@pytest.mark.parametrize("variant", GAMES)
def test_every_games_pointer_is_on_something_drawn(app, variant):
    """The arrow sometimes pointed at blank space: in every game's guided deal, each pointer
    is at something drawn, a button pointed at is the book's, and no arrow crosses a button."""
    _check_pointers(app, variant)


# ----------------------------------------------------------------------------- in step with the table
@pytest.mark.parametrize("variant", ["commerce", "ambigu"])
def test_the_guides_words_follow_what_the_table_has_shown(app, variant):
    """A learner read who was paid before the table showed the payment, and words on a move
    while the table still showed another: each note that stops the table comes once the table
    has shown the events it speaks of, no counter in the air, every count drawn the table's."""
    from test_table_guided import _settled, book_move, open_guided

    scene = open_guided(app, variant, book_inline=True)
    last, checked = None, []
    for _ in range(5000):
        guide = scene.guide_show
        if guide is None or not guide.active or guide.summary is not None:
            break
        note = guide.note
        if note is not None and note is not last:
            last = note
            if note.stop and note.kind in ("moment", "move"):
                checked.append(note.moment or note.text)
                assert not scene.flyers and scene.hold <= 0, \
                    (variant, note.moment, note.text, len(scene.flyers), scene.hold)
                for s in scene.seats:  # the counters drawn are the table's
                    assert scene.shown_stack(s.seat) == s.stack, (variant, note.moment, s.seat)
        if guide.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
            continue
        if scene.buttons and scene.session.human_to_act and _settled(scene) and guide._pending is None:
            book_move(app, scene)
            continue
        if scene._show_next():
            press(app, pygame.K_RETURN)
            continue
        app.step([], 0.05)
    assert scene.guide_show.summary is not None
    paid = {"commerce": "dealer-pays", "ambigu": "paid"}[variant]
    assert paid in checked, checked
