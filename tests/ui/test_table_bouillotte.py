"""Bouillotte through the window: the person plays with keys against three computer players;
the retourne lies beside the pack, the buttons say the book's words, the counters paid for
brelans fly and the plates' counters agree with the table's after every deal."""

from __future__ import annotations

import random

import pygame
from test_table_support import kinds, my_turn, open_table, run_until
from test_table_variants import counters, shown_right, variant_config
from uihelp import press

from game.engine import ActionKind

K = ActionKind
KEYS = {K.PASS: pygame.K_p, K.CALL: pygame.K_c, K.RAISE: pygame.K_r, K.ABANDON: pygame.K_a,
        K.STRADDLE: pygame.K_s, K.NO_STRADDLE: pygame.K_n, K.SHOW: pygame.K_s,
        K.DECLINE_SHOW: pygame.K_x}


def play_my_deal(app, scene, rng: random.Random, prefer=()) -> list:
    """The person's turns with keys until the deal ends."""
    taken = []
    for _ in range(80):
        run_until(app, lambda: my_turn(scene) or (scene.session.deal_over and scene.idle))
        if scene.session.deal_over:
            break
        offered = kinds(scene)
        choice = next((k for k in prefer if k in offered), None) or rng.choice(sorted(offered, key=lambda k: k.value))
        before = len(scene.session.table.actions)
        press(app, KEYS[choice])
        assert len(scene.session.table.actions) == before + 1, (choice, offered)
        taken.append(choice)
    run_until(app, lambda: scene.session.deal_over and scene.idle and scene.deal_done)
    return taken


def test_a_person_plays_bouillotte_deals(app):
    scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
    session = scene.session
    start = counters(session)
    rng = random.Random(6)
    saw_retourne = saw_equal = False
    for _ in range(6):
        run_until(app, lambda: my_turn(scene) or session.deal_over)
        if not session.deal_over:
            b = scene.top._state()
            if b is not None and b.retourne is not None:
                saw_retourne = True
                surface = pygame.Surface(app.window.get_size())
                scene.draw(surface)
            if K.CALL in kinds(scene):
                saw_equal = saw_equal or any(bt.label.startswith(("Equal", "Stand"))
                                             for bt in scene.buttons)
        play_my_deal(app, scene, rng, prefer=(K.CALL, K.RAISE, K.NO_STRADDLE))
        assert counters(session) == start and shown_right(scene)
        if session.game_over:
            break
        scene.next_deal()
    assert saw_retourne and saw_equal
    assert scene.top.help_keys(("", ""), [])


def test_the_point_and_the_word_are_drawn_from_the_view(app):
    scene = open_table(app, variant_config("bouillotte", opponents=("liberal", "liberal", "liberal"),
                                           seed=2))
    session = scene.session
    for _ in range(8):
        play_my_deal(app, scene, random.Random(2), prefer=(K.CALL,))
        b = scene.top._state()
        if b is not None and b.points:
            surface = pygame.Surface(app.window.get_size())
            scene.draw(surface)
            assert scene.top._image is not None
            break
        scene.next_deal()
    assert session.table.deal_number >= 1


def test_the_buttons_say_equal_for_a_sight_and_withdraw(app):
    """A sight comes with warning: "Equal for a sight: 66", not "Equal 66" and then "You call
    for a sight" in the log; and Abandon is the book's (and the log's) Withdraw."""
    from game.engine.core.actions import LegalAction

    scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
    top = scene.top
    top.view = scene.session.table.view(scene.session.human)
    v = top.view
    top.view = v._replace(level=v.me.put + v.me.stack + 30)  # a bet beyond all he has
    assert top.label(K.CALL, LegalAction(K.CALL, v.me.stack, v.me.stack)) == f"Equal for a sight: {v.me.stack}"
    top.view = v._replace(level=v.me.put + 5)
    assert top.label(K.CALL, LegalAction(K.CALL, 5, 5)) == "Equal 5"
    assert top.label(K.ABANDON, None) == "Withdraw"
