"""Ambigu through the window (Foster, "Ambigu"): two cards, a card marked and drawn,
two more dealt, I play or I pass, the second draw and the betting, with the payments for
combinations moving the counters on the plates as on the table."""

from __future__ import annotations

import os
import random

import pygame
from test_table_support import kinds, my_turn, open_table, run_until
from test_table_variants import _KEYS, counters, play_my_deal, shown_right, variant_config
from uihelp import click, press

from game.engine import ActionKind
from game.engine.french.ambigu_events import CountersPaid

K = ActionKind
_KEYS.update({K.DEAL_AGAIN: pygame.K_n, K.KEEP_CARDS: pygame.K_k})  # the dealer's choice


def _shot(app, name: str) -> None:
    where = os.environ.get("AMBIGU_SHOTS")
    if where:
        pygame.image.save(app.window, os.path.join(where, name))


def test_an_ambigu_deal_played_to_the_end_through_the_window(app):
    scene = open_table(app, variant_config("ambigu", opponents=("good", "liberal", "close"), seed=11))
    session = scene.session
    me = session.human
    start = counters(session)
    run_until(app, lambda: my_turn(scene) or session.deal_over)
    assert kinds(scene) == {K.DRAW}
    mine = scene.seats[me].cards
    assert len(mine) == 2 and all(sp.face_up for sp in mine)
    run_until(app, lambda: not scene.tweens.busy)
    click(app, mine[0].rect(app.cards, app.layout).center)  # mark one to throw away
    assert scene.marked == {0}
    _shot(app, "ambigu_marked.png")
    before = len(session.table.actions)
    press(app, pygame.K_d)
    assert len(session.table.actions) == before + 1
    run_until(app, lambda: my_turn(scene) or session.deal_over)
    if not session.deal_over:
        assert len(scene.seats[me].cards) == 4
        _shot(app, "ambigu_four.png")
    play_my_deal(app, scene, random.Random(4), prefer=(K.CALL, K.BET, K.DRAW))
    _shot(app, "ambigu_end.png")
    assert session.deal_over and counters(session) == start
    assert shown_right(scene)


def test_the_dealers_choice_and_payments_over_several_deals(app):
    scene = open_table(app, variant_config("ambigu", opponents=("caller", "liberal"), seed=2))
    session = scene.session
    paid = []
    session.table.subscribe(lambda e: paid.append(e) if isinstance(e, CountersPaid) else None)
    rng = random.Random(9)
    for _ in range(4):
        start = counters(session)
        play_my_deal(app, scene, rng, prefer=(K.KEEP_CARDS, K.BET, K.CALL, K.DRAW))
        assert counters(session) == start and shown_right(scene)
        if paid:
            _shot(app, "ambigu_paid.png")
            break
        scene.next_deal()
        run_until(app, lambda: not session.deal_over)


def _labels(scene) -> dict:
    return {b.kind: b.label for b in scene.buttons}


def test_the_buttons_say_the_books_words(app):
    """"Enough" or a discard at the first draw, "I play" or "I pass" on four cards, "Stay"
    with the one who plays, stand pat at the second draw; and no button to show one's hand,
    the book's irregularity (docs/variants.md)."""
    scene = open_table(app, variant_config("ambigu", opponents=("good", "liberal", "close"), seed=11))
    session = scene.session
    me = session.human
    run_until(app, lambda: my_turn(scene) or session.deal_over)
    run_until(app, lambda: not scene.tweens.busy)
    assert _labels(scene) == {K.DRAW: "Enough"}
    assert '"Enough"' in scene.caption
    app.draw()
    _shot(app, "ambigu_enough.png")
    click(app, scene.seats[me].cards[0].rect(app.cards, app.layout).center)
    app.step([])
    # the draw of none stays offered beside the discard, in the book's word (issue 38)
    assert _labels(scene) == {K.DRAW: "Discard 1 and draw", None: "Enough"}
    press(app, pygame.K_d)
    seen: dict = {}
    for _ in range(40):
        run_until(app, lambda: my_turn(scene) or session.deal_over)
        if session.deal_over:
            break
        app.step([])
        step = session.table.view(me).ambigu
        labels = _labels(scene)
        assert K.SHOW_CARDS not in labels
        seen.setdefault((step.step, step.round), []).append(labels)
        offered = kinds(scene)
        choice = next(k for k in (K.BET, K.CALL, K.KEEP_CARDS, K.DRAW, K.PASS, K.ABANDON) if k in offered)
        before = len(session.table.actions)
        press(app, _KEYS[choice])
        assert len(session.table.actions) == before + 1
    plays = seen.get(("play", 1), [])
    assert plays, seen
    for lab in plays:
        if K.BET in lab:
            assert lab[K.BET].startswith("I play ") and lab[K.PASS] == "I pass"
        if K.CALL in lab:
            assert lab[K.CALL].startswith("Stay")
    for lab in seen.get(("draw", 2), []):
        assert lab == {K.DRAW: "Stand pat"}
    for lab in seen.get(("betting", 2), []):
        assert K.BET not in lab or lab[K.BET].startswith("Bet ")


def test_the_dealers_choice_in_words(app):
    from game.ui.tabletops.ambigu import AmbiguTop

    scene = open_table(app, variant_config("ambigu", opponents=("good", "liberal"), seed=11))
    top = scene.top
    assert isinstance(top, AmbiguTop)
    from game.engine.french.ambigu import AmbiguStep

    top.view = scene.session.table.view(scene.session.human)._replace(ambigu=AmbiguStep("choice", 1))
    assert top.label(K.DEAL_AGAIN, None) == "Deal again"
    assert top.label(K.KEEP_CARDS, None) == "Keep cards (2)"  # short, to fit its button
    offers = (K.DEAL_AGAIN, K.KEEP_CARDS)
    caption = top.turn_hint(offers, "", caption=True)
    assert caption.startswith("All passed.") and "deal again" in caption and "put up 2 yourself" in caption
    assert "keep" in top.turn_hint(offers, "")
    from game.ui.table.director import CAPTION_PX, CAPTION_WIDTH
    from game.ui.theme import wrap
    font = app.fonts.get("body", app.layout.font(CAPTION_PX))
    assert len(wrap(font, caption, app.layout.px(CAPTION_WIDTH))) <= 3  # whole, never cut
    top.view = top.view._replace(ambigu=AmbiguStep("play", 1))
    from game.engine.core.actions import LegalAction

    short = top.view.me.stack + 8  # more than he has: the banker sells him counters
    # (the table adds "(buys 100 counters)" once: tests/ui/test_table_ambigu_buying.py)
    assert top.label(K.CALL, LegalAction(K.CALL, short, short)) == f"Stay {short}"
    assert top.label(K.CALL, LegalAction(K.CALL, 2, 2)) == "Stay 2"
    scene.amount = 7
    assert top.label(K.BET, None) == "I play 7" and top.label(K.PASS, None) == "I pass"
    top.view = top.view._replace(ambigu=AmbiguStep("betting", 2))
    assert top.label(K.BET, None) is None and top.label(K.PASS, None) is None


def test_the_person_draws_at_the_second_draw_with_keys_and_clicks(app):
    """Issue 27, fault 1: after "I play" the second draw offered only "Stand pat" -- the
    person's marks from the first draw shut the hand to marking. Here he marks one card with
    a key and one with a click, at both draws, and draws them."""
    scene = open_table(app, variant_config("ambigu", opponents=("caller", "caller"), seed=11))
    session = scene.session
    me = session.human
    drawn: dict[int, int] = {}
    for _ in range(40):
        run_until(app, lambda: my_turn(scene) or session.deal_over)
        if session.deal_over:
            break
        run_until(app, lambda: not scene.tweens.busy)
        app.step([])
        step = session.table.view(me).ambigu
        offered = kinds(scene)
        if K.DRAW in offered:
            mine = scene.seats[me].cards
            assert scene.can_mark(), step
            press(app, pygame.K_5)  # past the two cards of the first draw: nothing (it raised)
            assert scene.marked == set()
            press(app, pygame.K_1)
            click(app, mine[1].rect(app.cards, app.layout).center)
            assert scene.marked == {0, 1}, step
            label = _labels(scene)[K.DRAW]
            assert label == ("Discard 2 and draw" if step.round == 1 else "Draw 2")
            discards = {mine[0].card, mine[1].card}
            before = len(session.table.actions)
            press(app, pygame.K_d)
            assert len(session.table.actions) == before + 1
            drawn[step.round] = len(session.table.actions[-1][1].cards)
            run_until(app, lambda: not discards & set(scene.my_cards()))
            continue
        choice = next(k for k in (K.BET, K.CALL, K.KEEP_CARDS, K.PASS, K.ABANDON) if k in offered)
        before = len(session.table.actions)
        press(app, _KEYS[choice])
        assert len(session.table.actions) == before + 1
    assert drawn == {1: 2, 2: 2}
