"""Ambigu through the window (seed 000 "AMBIGU"): two cards, a card marked and drawn,
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
from game.engine.ambigu_events import CountersPaid

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
