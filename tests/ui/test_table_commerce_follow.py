"""Commerce made easy to follow (issue 27, fault 8), through the window:

* the card passed to the person face down is named to him and turns over in his hand once
  the exchange is made (he gives one before looking: Foster, "Commerce");
* ready money moves the counters when it is paid, plate to plate (and the dealer's payment
  at the show), not only when the deal is settled;
* a knock is written across the table with a pause to read it before the hands turn over;
  an opponent's knock before the person's turn says so.  The book gives nobody a turn
  after a knock ("all trading is immediately stopped, and the hands are shown")."""

from __future__ import annotations

import pygame
import pytest
from test_table_support import kinds, my_turn, open_table, run_until
from test_table_variants import variant_config
from uihelp import press

from game.engine import ActionKind
from game.engine.core.events import Knocked
from game.engine.core.trading_events import Bartered, DealerPays, TradedForMoney

K = ActionKind
OPPONENTS = ("caller", "good", "liberal")


def _watch(scene, kinds_of):
    """Record, for each event of ``kinds_of`` the table-top plays, the plates' counters
    just before and just after."""
    seen = []
    top = scene.top
    play = top.on_event

    def on_event(event):
        before = [s.stack for s in scene.seats]
        play(event)
        if isinstance(event, kinds_of):
            seen.append((event, before, [s.stack for s in scene.seats], scene.caption))
    top.on_event = on_event
    return seen


def test_the_card_passed_face_down_is_shown_to_the_person(app):
    scene = open_table(app, variant_config("commerce", opponents=OPPONENTS, seed=2))
    session = scene.session
    me = session.human
    seen = _watch(scene, (Bartered,))
    run_until(app, lambda: my_turn(scene) and K.GIVE in kinds(scene))
    press(app, pygame.K_1)
    press(app, pygame.K_g)
    flips = []
    for _ in range(200):
        app.step([], 0.03)
        if seen:
            card = seen[0][0].gave[0]
            sprite = next((sp for sp in scene.seats[me].cards if sp.card == card), None)
            if sprite is not None:
                flips.append(sprite.flip)
        if my_turn(scene) or session.deal_over:
            break
    event, _, _, caption = seen[0]
    assert event.to == me
    assert caption.startswith(f"You take {event.gave[0].symbol}, the card ") and "face down" in caption
    assert min(flips) < 0.5 and flips[-1] == 1.0  # it came face down, and turned over
    assert event.gave[0] in scene.my_cards()


def test_ready_money_moves_the_counters_when_paid(app):
    scene = open_table(app, variant_config("commerce", opponents=OPPONENTS, seed=2))
    session = scene.session
    seen = _watch(scene, (TradedForMoney, DealerPays))
    for _ in range(3):
        for _ in range(40):
            run_until(app, lambda: my_turn(scene) or (session.deal_over and scene.idle))
            if session.deal_over:
                break
            press(app, pygame.K_k if K.GIVE in kinds(scene) else pygame.K_3)
            press(app, pygame.K_m if K.TRADE_MONEY in kinds(scene) else pygame.K_k)
        run_until(app, lambda: session.deal_over and scene.idle and scene.deal_done)
        scene.next_deal()
    paid = [(e, b, a) for e, b, a, _ in seen if isinstance(e, TradedForMoney) and e.paid]
    assert paid
    for e, before, after in paid:
        assert after[e.seat] == before[e.seat] - e.paid
        assert after[e.dealer] == before[e.dealer] + e.paid
    for e, before, after, _ in seen:
        if isinstance(e, DealerPays):
            assert after[e.seat] == before[e.seat] - e.each * len(e.to)


@pytest.mark.parametrize("variant", ["commerce", "commerce-widow"])
def test_a_knock_before_the_persons_turn_is_seen(app, variant):
    for seed in range(60):
        scene = open_table(app, variant_config(variant, opponents=OPPONENTS, seed=seed))
        session = scene.session
        seen = _watch(scene, (Knocked,))
        run_until(app, lambda: not scene.deal_done)  # the deal begun on the screen
        run_until(app, lambda: my_turn(scene) or seen or scene.deal_done)
        if seen and seen[0][0].seat != session.human and not my_turn(scene):
            break
        app.pop()
    else:
        raise AssertionError("no knock before the person's turn in 60 seeds")
    event, _, _, caption = seen[0]
    name = session.names[event.seat]
    stops = "all trading stops" if variant == "commerce" else "all drawing stops"
    assert caption == f"{name} knocks before your turn: {stops}, and the hands are shown."
    if variant == "commerce":  # written across the table too
        assert scene.top.banner is not None and scene.top.banner[0] == f"{name} knocks!"
    assert scene.hold >= 1.5  # a beat to read it
    assert session.deal_over  # the book: no turn after a knock
    # the others' hands still lie face down: they turn over when shown, after the knock
    for seat in scene.seats:
        if seat.seat != session.human:
            assert all(not sp.face_up for sp in seat.cards), seat.seat
    assert scene.log.entries[-1].text.endswith(f"{name} knocks.")  # and the log's line


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_dealer_holds_three_backs_once_the_widow_lies_in_the_middle(app, seed):
    """At Commerce with a widow the widow is dealt face down by the dealer's hand, then laid
    in the middle: his hand shows three backs again, never six (a play-tester saw six)."""
    scene = open_table(app, variant_config("commerce-widow", opponents=OPPONENTS, seed=seed))
    me = scene.session.human
    run_until(app, lambda: my_turn(scene) or scene.session.deal_over)
    for seat in scene.seats:
        if seat.seat != me and not scene.session.deal_over:
            assert len(seat.cards) <= 3, (seat.seat, len(seat.cards))
