"""The lit (Enter) button is the safe, ordinary action of the moment (issue 38): never
"Stand pat" on a pair at the draw, nor Knock on no point at Commerce; while cards are marked
for the draw (the beginner's table marks the book's), the draw of none stays offered beside
"Draw 3"; and a note of the last round ("bet 12") goes when the next round's card comes."""

from __future__ import annotations

import pygame
from test_table_support import config, my_turn, open_table, run_until
from test_table_variants import variant_config
from uihelp import press

from game.cards import Card
from game.engine import ActionKind, LegalAction
from game.engine.core.events import CardUp
from game.ui.sprites import CardSprite
from game.ui.table_source import Queued

K = ActionKind


def _hold(scene, cards: str) -> None:
    """Put ``cards`` in the person's hand, face up, as the window shows them."""
    seat = scene.seats[scene.me]
    seat.cards = [CardSprite(Card.parse(c), *seat.place.card_slot(i, len(cards.split())), width=seat.place.card_w,
                             face_up=True) for i, c in enumerate(cards.split())]


def _lit_at_the_draw(scene, cards: str, marked=()) -> ActionKind | None:
    _hold(scene, cards)
    scene.offers = {K.DRAW: LegalAction(K.DRAW, 0, 5)}
    scene.marked = set(marked)
    try:
        return scene._lit_kind()
    finally:
        scene.offers, scene.marked = {}, set()


def test_stand_pat_is_lit_only_on_a_hand_that_stands_pat(app):
    scene = open_table(app, config(("caller", "caller")))
    run_until(app, lambda: scene.session.table.deal is not None)
    assert _lit_at_the_draw(scene, "9s 9h 4c 7d Kc") is None  # a pair: draw to it, not pat
    assert _lit_at_the_draw(scene, "9s 9h 4c 4d Kc") is None  # two pairs: the ordinary draw is one
    assert _lit_at_the_draw(scene, "9s 9h 4c 7d Kc", marked=(2, 3, 4)) is K.DRAW  # "Draw 3"
    assert _lit_at_the_draw(scene, "5s 6h 7c 8d 9c") is K.DRAW  # a straight stands pat
    assert _lit_at_the_draw(scene, "2h 6h 9h Jh Kh") is K.DRAW  # a flush too


def test_whiskey_lights_knock_only_from_two_pairs_up(app):
    scene = open_table(app, variant_config("whiskey", opponents=("caller", "good")))
    run_until(app, lambda: scene.session.table.deal is not None)
    offers = {k: LegalAction(k, 0, 0) for k in (K.DRAW_ONE, K.EXCHANGE, K.KNOCK)}
    _hold(scene, "Ks 9h 4c 7d 2c")
    assert scene.top.lit(K.KNOCK, offers) is None  # king high
    _hold(scene, "Ks Kh 4c 4d 2c")
    assert scene.top.lit(K.KNOCK, offers) is K.KNOCK


def test_commerce_lights_knock_only_on_a_hand_that_beats_most(app):
    scene = open_table(app, variant_config("commerce", opponents=("caller", "good")))
    run_until(app, lambda: scene.session.table.deal is not None)

    def lit(cards: str) -> ActionKind | None:
        _hold(scene, cards)
        offers = {k: LegalAction(k, 0, 0) for k in (K.TRADE_MONEY, K.BARTER, K.KNOCK)}
        return scene.top.lit(K.KNOCK, offers)

    assert lit("2c 7d 9h") is None  # no point to speak of
    assert lit("Ac Ad As") is K.KNOCK  # a pair royal of aces


def test_a_draw_of_none_stays_offered_while_cards_are_marked(app):
    scene = open_table(app, config(("caller", "caller", "caller"), seed=3))
    session = scene.session
    for _ in range(300):
        run_until(app, lambda: my_turn(scene) or (session.deal_over and scene.idle), frames=4000)
        if K.DRAW in scene.offers:
            break
        if session.deal_over:
            scene.next_deal()
            continue
        kind = next((k for k in (K.CALL, K.NO_STRADDLE, K.PASS, K.OPEN) if k in scene.offers), None)
        next(b for b in scene.buttons if b.kind is kind or kind is None).action()
    assert K.DRAW in scene.offers, "the person never reached the draw"
    assert not any(b.kind is None for b in scene.buttons)  # nothing marked: one button, "Stand pat"
    press(app, pygame.K_1, pygame.K_2)
    draw = next(b for b in scene.buttons if b.kind is K.DRAW)
    pat = [b for b in scene.buttons if b.kind is None]
    assert draw.label == "Draw 2" and draw.lit
    assert len(pat) == 1 and pat[0].label == "Stand pat" and pat[0].key_name == "S"
    assert pat[0].rect.width > 0 and not pat[0].rect.colliderect(draw.rect)
    me = scene.me
    press(app, pygame.K_s)
    run_until(app, lambda: scene.seats[me].note == "stands pat", frames=2000)
    assert not scene.marked


def test_a_rounds_note_goes_with_the_next_rounds_card(app):
    scene = open_table(app, variant_config("stud-rounds", opponents=("caller", "good")))
    run_until(app, lambda: scene.session.table.deal is not None and scene.idle)
    other = next(s for s in scene.seats if s.seat != scene.me)
    other.note, other.value = "bet 12", ""
    scene._play(Queued(CardUp(seat=other.seat, card=Card.parse("Ks"))))
    assert other.note == ""
