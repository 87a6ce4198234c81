"""Thirty-One, Commerce and My Ship Sails through the window (docs/variants.md): three-card
hands marked with 1-3 or a click, the table's cards drawn from with 6-8 or a click, the
trades on M, B and G, "My ship sails" written big, and every counter where it belongs."""

from __future__ import annotations

import random

import pygame
import pytest
from test_table_support import kinds, my_turn, open_table, run_until
from test_table_variants import counters, shown_right, variant_config
from uihelp import click, press

from game.engine import ActionKind
from game.engine.core.trading_events import ShipSails

K = ActionKind
_KEYS = {K.KNOCK: pygame.K_k, K.PASS: pygame.K_p, K.EXCHANGE: pygame.K_e,
         K.TRADE_MONEY: pygame.K_m, K.BARTER: pygame.K_b, K.GIVE: pygame.K_g}
_MARK = (pygame.K_1, pygame.K_2, pygame.K_3)


def _key(scene, kind) -> int:
    """The key of an action's button at this game (My Ship Sails' exchange is E)."""
    return getattr(pygame, f"K_{scene._key_of(kind).lower()}")


def play(app, scene, rng: random.Random, prefer=()) -> list:
    """Play the person's turns (cards marked with keys or clicks) until the deal ends."""
    taken = []
    for _ in range(80):
        run_until(app, lambda: my_turn(scene) or (scene.session.deal_over and scene.idle))
        if scene.session.deal_over:
            break
        offered = kinds(scene)
        me = scene.seats[scene.session.human]
        before = len(scene.session.table.actions)
        if K.DRAW_ONE in offered and (not prefer or K.DRAW_ONE in prefer) and rng.random() < 0.7:
            run_until(app, lambda: not scene.tweens.busy)
            assert len(me.cards) == 3
            click(app, me.cards[rng.randrange(3)].rect(app.cards, app.layout).center)
            assert len(scene.marked) == 1
            table = scene.top.widow_rects()
            assert len(table) == 3
            press(app, (pygame.K_6, pygame.K_7, pygame.K_8)[rng.randrange(3)])
            assert len(scene.session.table.actions) == before + 1
            taken.append(K.DRAW_ONE)
            continue
        trades = [k for k in (K.GIVE, K.BARTER, K.TRADE_MONEY) if k in offered]
        if trades and (K.GIVE in offered or rng.random() < 0.8):
            kind = trades[0] if K.GIVE in offered else rng.choice(trades)
            run_until(app, lambda: not scene.tweens.busy)
            if rng.random() < 0.5:  # the key first: it asks for the card, and the card makes it
                press(app, _key(scene, kind))
                assert len(scene.session.table.actions) == before
                assert "choose the card" in scene.caption
                assert [b.kind for b in scene.buttons if b.lit] == [kind]  # Enter would not knock
                press(app, _MARK[rng.randrange(3)])
            else:  # or the card first, then the key
                press(app, _MARK[rng.randrange(3)])
                assert len(scene.marked) == 1
                assert "That card is chosen: now " in scene.caption
                press(app, _key(scene, kind))
            assert len(scene.session.table.actions) == before + 1, (kind, offered)
            taken.append(kind)
            continue
        choice = next((k for k in prefer if k in offered and k in _KEYS), None) or \
            next(k for k in (K.PASS, K.KNOCK, K.EXCHANGE) if k in offered)
        press(app, _KEYS[choice])
        assert len(scene.session.table.actions) == before + 1, (choice, offered)
        taken.append(choice)
    run_until(app, lambda: scene.session.deal_over and scene.idle and scene.deal_done)
    return taken


@pytest.mark.parametrize("variant", ["thirty-one", "commerce", "commerce-widow", "my-ship-sails"])
def test_a_deal_played_through_the_window(app, variant):
    scene = open_table(app, variant_config(variant, opponents=("good", "close"), seed=4))
    session = scene.session
    start = counters(session)
    for deal in range(2):
        run_until(app, lambda: my_turn(scene) or session.deal_over)
        taken = play(app, scene, random.Random(deal))
        assert session.deal_over
        assert counters(session) == start
        assert shown_right(scene)
        assert all(len(s.cards) in (0, 3) for s in scene.seats)
        surface = pygame.Surface(app.window.get_size())
        scene.draw(surface)
        session.next_deal()
        del taken


def test_thirty_one_shows_three_cards_on_the_table_and_the_hand_in_words(app):
    scene = open_table(app, variant_config("thirty-one", opponents=("good",), seed=2))
    run_until(app, lambda: my_turn(scene) or scene.session.deal_over)
    assert len(scene.top.widow_rects()) == 3
    assert scene.hand_value  # "23 in a suit"
    others = [s for s in scene.seats if s.seat != scene.session.human]
    assert all(len(s.cards) == 3 for s in others)


def test_my_ship_sails_is_written_across_the_table(app):
    scene = open_table(app, variant_config("my-ship-sails", opponents=("good", "liberal"), seed=1))
    session = scene.session
    for _ in range(30):
        run_until(app, lambda: my_turn(scene) or session.deal_over)
        if not session.deal_over:
            play(app, scene, random.Random(1))
        sailed = any(isinstance(e, ShipSails) for e in session.table.events)
        if sailed:
            break
        run_until(app, lambda: session.deal_over and scene.idle and scene.deal_done)
        session.next_deal()
    assert sailed
    # the banner was put up; drawn, it lies where no hand does
    img, box = scene.top._banner_place("\u201cMy ship sails!\u201d \u2014 You")
    assert img.get_height() > 0 and box.width > 0


def test_commerce_widow_the_dealer_chooses_with_his_hand_face_down(app):
    for seed in range(1, 40):
        scene = open_table(app, variant_config("commerce-widow", opponents=("good", "close"), seed=seed))
        session = scene.session
        run_until(app, lambda: my_turn(scene) or session.deal_over)
        if K.EXCHANGE in kinds(scene):
            break
        app.pop()
    else:
        pytest.skip("the person never dealt first")
    run_until(app, lambda: not scene.tweens.busy)
    me = scene.seats[session.human]
    assert len(me.cards) == 3 and all(sp.card is None for sp in me.cards)
    assert "before you look" in scene.caption
    press(app, pygame.K_e)
    run_until(app, lambda: my_turn(scene) or session.deal_over)
    run_until(app, lambda: not scene.tweens.busy)
    assert all(sp.card is not None for sp in me.cards) or session.deal_over


@pytest.mark.parametrize("variant, words", [
    ("commerce", {K.TRADE_MONEY: "Ready money (1 counter)", K.BARTER: "Barter", K.GIVE: "Give in exchange",
                  K.KNOCK: None}),
    ("my-ship-sails", {K.BARTER: "Exchange", K.GIVE: "Give in exchange", K.PASS: "No exchange"}),
    ("commerce-widow", {K.EXCHANGE: "Exchange for the widow", K.PASS: "Keep my hand",
                        K.DRAW_ONE: None, K.KNOCK: None}),
    ("thirty-one", {K.DRAW_ONE: None, K.KNOCK: None, K.PASS: None}),
])
def test_the_buttons_say_what_the_book_says(app, variant, words):
    """Commerce: "trades for ready money", "for barter", "give one of his own in
    exchange"; My Ship Sails: "may then exchange one card"; with a widow the dealer "may
    exchange his whole hand for the widow"; Knock and Draw one as the table has them."""
    scene = open_table(app, variant_config(variant))
    if variant == "commerce" and scene.session.table.dealer == scene.me:
        words = {**words, K.TRADE_MONEY: "Ready money (free: you deal)"}  # (the dealer pays nobody)
    for kind, said in words.items():
        assert scene.top.label(kind, None) == said, kind
    # the words reach the buttons: the table's own for what the game leaves to it
    scene.offers = {k: None for k in words}
    for kind, said in words.items():
        assert scene._label(kind) == (said or {K.KNOCK: "Knock", K.DRAW_ONE: "Draw one",
                                               K.PASS: "Pass"}[kind])


def test_my_ship_sails_help_names_only_its_own_keys(app):
    scene = open_table(app, variant_config("my-ship-sails"))
    keys = dict(scene.top.help_keys(("", ""), [("F1", "help")]))
    assert {"E", "G", "P"} <= set(keys) and "M" not in keys and "B" not in keys
    assert "left" in keys["E"]
    # (its button "Exchange" under E, as its words say: window round 9, "Exchange (B)")
    assert scene._key_of(K.BARTER) == "E"


@pytest.mark.parametrize("variant, key, kind", [("commerce", pygame.K_m, K.TRADE_MONEY),
                                                ("my-ship-sails", pygame.K_e, K.BARTER)])
def test_a_trade_is_one_flow_the_key_then_a_click_on_the_card(app, variant, key, kind):
    """After M (or B) with no card chosen, the click on a card makes the trade: no second key,
    the lit button is the trade's meanwhile, and no toast lies over the cards."""
    scene = open_table(app, variant_config(variant, opponents=("good", "close"), seed=4))
    session = scene.session
    for _ in range(20):  # the person's turns until one offers the trade (a barter is given first)
        run_until(app, lambda: my_turn(scene) or session.deal_over)
        if session.deal_over:
            session.next_deal()
            continue
        if kind in kinds(scene):
            break
        run_until(app, lambda: not scene.tweens.busy)
        if K.GIVE in kinds(scene):
            press(app, pygame.K_1)
            press(app, pygame.K_g)
        else:
            press(app, pygame.K_p if K.PASS in kinds(scene) else pygame.K_k)
    assert kind in kinds(scene)
    run_until(app, lambda: not scene.tweens.busy)
    before = len(session.table.actions)
    press(app, key)
    assert len(session.table.actions) == before
    assert [b.kind for b in scene.buttons if b.lit] == [kind]
    assert not app.toasts
    me = scene.seats[session.human]
    click(app, me.cards[1].rect(app.cards, app.layout).center)
    assert len(session.table.actions) == before + 1
    assert session.table.actions[before][1].kind is kind


def test_thirty_one_draw_one_says_what_is_left_to_pick(app):
    scene = open_table(app, variant_config("thirty-one", opponents=("good",), seed=2))
    run_until(app, lambda: my_turn(scene) or scene.session.deal_over)
    run_until(app, lambda: not scene.tweens.busy)
    before = len(scene.session.table.actions)
    press(app, pygame.K_d)
    assert "then a card of the table" in scene.caption and not app.toasts
    assert [b.kind for b in scene.buttons if b.lit] == [K.DRAW_ONE]
    press(app, pygame.K_2)
    assert "card of the table to take" in scene.caption or len(scene.session.table.actions) == before + 1
    press(app, pygame.K_7)
    assert len(scene.session.table.actions) == before + 1
