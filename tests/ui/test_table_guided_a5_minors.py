"""The guided deal after the fifth learner's minors (issue 39).

* Give in a guided deal waits for the person's card, as at any table: the book's card went
  at once when he pressed it.
* The guide's sentence is of the moment on the table now: a word said in passing on one move
  went on standing while the table showed the next move, or the person's turn.
* Every seat that pays or is paid at the settlement shows it, a shown hand too.
* Card keys are drawn only over a hand that may still be marked."""

from __future__ import annotations

import pygame
import pytest
from test_table_guided import _settled, app, guided_step, open_guided  # noqa: F401 (the fixture)
from uihelp import press

from game.engine import ActionKind

K = ActionKind


def _to_turn(app, scene, kind, frames: int = 2000) -> None:
    """Go on through the guide's notes, the book's moves made, to the person's turn with
    ``kind`` offered and the book's answer in."""
    for _ in range(frames):
        guide = scene.guide_show
        if scene.buttons and kind in scene.offers and _settled(scene) and guide._pending is None \
                and scene.session.human_to_act:
            return
        guided_step(app, scene)
    raise AssertionError(f"no turn with {kind}")


def test_give_in_a_guided_deal_waits_for_the_persons_card(app):
    scene = open_guided(app, "commerce", book_inline=True)
    _to_turn(app, scene, K.GIVE)
    for _ in range(50):
        app.step([], 0.05)
    session = scene.session
    before = len(session.table.actions)
    for i in sorted(scene.marked):  # (nothing chosen by the person)
        press(app, (pygame.K_1, pygame.K_2, pygame.K_3)[i])
    # The keys stand over his own three cards, not over the card passed to him face down
    # (the caption says "1 to 3": a "4" stood over it).
    assert len(scene.seats[scene.me].cards) == 4
    assert _keys_over_hand(scene) == ["1", "2", "3"], _keys_over_hand(scene)
    press(app, pygame.K_g)
    assert len(session.table.actions) == before, "Give took a card the person had not chosen"
    assert "choose the card" in scene.caption, scene.caption
    press(app, pygame.K_2)
    assert len(session.table.actions) == before + 1
    seat, action = session.table.actions[-1]
    assert action.kind is K.GIVE


def _words_of_now(app, variant: str) -> tuple[int, int]:
    """Play a guided deal through by the book; at every frame, a word said in passing is
    of the last move the table has played, and none stands over the person's turn.
    Returns (passing words seen, frames the panel stood empty of words)."""
    scene = open_guided(app, variant, book_inline=True)
    seen = quiet = 0
    for _ in range(5000):
        guide = scene.guide_show
        if guide is None or not guide.active or guide.summary is not None:
            break
        note = guide.note
        if note is not None and not note.stop:
            seen += 1
            assert scene.played == guide._note_played, (note.text, scene.caption)
            assert not (scene.buttons and scene.session.human_to_act), (note.text, scene.caption)
        quiet += getattr(guide, "quiet", False)
        guided_step(app, scene)
    assert scene.guide_show.summary is not None
    return seen, quiet


def test_the_guides_word_in_passing_is_of_the_move_on_the_table_now(app):
    seen, quiet = _words_of_now(app, "bouillotte")
    assert seen and quiet  # (words in passing came, and gave way)


def test_at_ambigu_no_word_of_a_move_stands_over_the_persons_turn(app):
    seen, _ = _words_of_now(app, "ambigu")
    assert seen


def _to_the_end(app, scene) -> None:
    for _ in range(5000):
        guide = scene.guide_show
        if guide.summary is not None or guide.summary_due():
            return
        guided_step(app, scene)
    raise AssertionError("the guided deal did not end")


def _said_on_plate(scene, seat) -> list[str]:
    """The words by a plate that are placed (tags and note), as drawn."""
    places = scene._badge_places()
    boxes, _note_box, _size, text = places[seat.seat]
    tags = list(scene._tags_of(seat))[:len(boxes)]
    return tags + ([text or seat.note] if seat.note else [])


@pytest.mark.parametrize("variant, payers", [("bouillotte", 3), ("ambigu", 3), ("commerce", 1)])
def test_every_seat_that_pays_or_is_paid_says_so_at_the_settlement(app, variant, payers):
    scene = open_guided(app, variant, book_inline=True)
    _to_the_end(app, scene)
    paying = [s for s in scene.seats if s.pays]
    assert len(paying) == payers, [(s.name, s.pays, s.paid) for s in scene.seats]
    for seat in scene.seats:
        words = _said_on_plate(scene, seat)
        if seat.pays:
            assert any(w.startswith("pays") for w in words), (seat.name, words)
        if seat.paid:
            assert any(w.startswith(("receives",)) for w in words), (seat.name, words)


def test_a_bet_past_the_persons_counters_says_it_buys_them(app):
    """A learner with 47 before him was offered "raise 1 to 50", and no word that the
    difference is bought from the banker (Law 5): the panel's line, the button and the
    caption say it, and the engine buys just what they said."""
    scene = open_guided(app, "ambigu", book_inline=True)
    _to_turn(app, scene, K.BET)
    session = scene.session
    me = session.human
    session.table.stacks[me] = 3  # (short: as after a run of losses)
    scene._decision = None
    app.step([], 0.05)
    assert K.BET in scene.offers and scene.offers[K.BET].high > 3
    press(app, pygame.K_HOME)
    for _ in range(5 - scene.offers[K.BET].low):
        press(app, pygame.K_UP)
    assert scene.amount == 5
    button = next(b for b in scene.buttons if b.kind is K.BET)
    assert button.label == "I play 5 (buys 100 counters)", button.label
    assert "buys 100 counters" in scene.caption, scene.caption
    assert "over 3 you buy counters" in scene._actions_text(None)[1]
    press(app, pygame.K_HOME)
    button = next(b for b in scene.buttons if b.kind is K.BET)
    assert "buys" not in button.label  # (one counter he has)
    press(app, pygame.K_UP, pygame.K_UP, pygame.K_UP, pygame.K_UP)
    before, bought = len(session.table.actions), session.table.bought[me]
    press(app, pygame.K_b)
    assert len(session.table.actions) == before + 1
    assert session.table.bought[me] - bought == 100


def _keys_over_hand(scene) -> list[str]:
    seat = scene.seats[scene.me]
    return [w[2] for w in scene._hand_words(seat) if w[2].isdigit() or w[2] in ("discard", "lay down")]


def test_no_card_keys_over_an_abandoned_hand(app):
    """A learner saw the keys 1 to 4 still over a hand he had abandoned."""
    scene = open_guided(app, "ambigu", book_inline=True)
    _to_turn(app, scene, K.ABANDON)
    press(app, pygame.K_a)
    session = scene.session
    assert session.table.actions[-1][1].kind is K.ABANDON
    for _ in range(150):  # (the word on the move up, the abandon's events held behind it, then played)
        assert not _keys_over_hand(scene), (scene.caption, [sp.card for sp in scene.seats[scene.me].cards])
        guide = scene.guide_show
        if session.deal_over and scene.deal_done:
            break
        if guide.waiting and not scene.animating:
            press(app, pygame.K_RETURN)
        else:
            app.step([], 0.05)
