"""A whole deal played through the window with posted keys and clicks: go in, mark the
discards, draw, bet or call, and watch the pool go to its winner."""

from __future__ import annotations

import pygame
import pytest
from test_table_support import config, kinds, my_turn, open_table, run_until, seed_where
from uihelp import click, key_event, press

from game.engine import ActionKind, HouseRules
from game.hands.odds_words import kept_words, odds_lines
from game.ui.scenes.table import TableMenu, TableScene
from game.ui.scenes.title import TitleScene

K = ActionKind
TWO = HouseRules()  # two at the table: no straddles (Law 17 needs a third)


def human_deals(table, me):
    return table.names[0] == "You"


def human_is_age(table, me):
    return table.names[0] != "You"


def wait_my_turn(app, scene):
    run_until(app, lambda: my_turn(scene) or scene.session.deal_over)
    assert my_turn(scene), "expected the person's turn"


@pytest.mark.parametrize("role", ["dealer", "age"])
def test_a_whole_deal_through_the_window(app, role):
    seed = seed_where(human_deals if role == "dealer" else human_is_age)
    scene = open_table(app, config(("caller",), seed=seed))
    session = scene.session
    me = session.human
    bought = sum(session.table.bought)

    # Before the draw: come in (the dealer) or make the ante good (the age), with the C key.
    wait_my_turn(app, scene)
    assert K.CALL in kinds(scene) and K.ABANDON in kinds(scene)
    label = next(b.label for b in scene.buttons if b.kind is K.CALL)
    assert label.startswith("Make good" if role == "age" else "Come in")
    start_stack = session.table.stacks[me]
    press(app, pygame.K_c)
    assert session.table.stacks[me] < start_stack
    run_until(app, lambda: scene.shown_pool() == session.table.deal.pool_total())
    assert scene.shown_pool() >= 4

    # The draw: mark two cards, one by key and one by a click, then draw with D.
    wait_my_turn(app, scene)
    assert kinds(scene) == {K.DRAW}
    assert scene.buttons[0].label == "Stand pat"
    hand = [sp.card for sp in scene.seats[me].cards]
    press(app, pygame.K_1)
    second = scene.seats[me].cards[3]
    run_until(app, lambda: not scene.tweens.busy)
    click(app, second.rect(app.cards, app.layout).center)
    assert scene.marked == {0, 3}
    assert scene.buttons[0].label == "Draw 2"
    press(app, pygame.K_d)
    run_until(app, lambda: scene.idle and not scene.tweens.busy and scene.seats[me].drew)
    now = [sp.card for sp in scene.seats[me].cards]
    assert hand[0] not in now and hand[3] not in now
    assert now[:3] == [hand[1], hand[2], hand[4]]
    assert now == list(session.view().hand)

    # After the draw: the dealer bets first (Law 28); the age calls the calling station's bet.
    wait_my_turn(app, scene)
    if role == "dealer":
        assert kinds(scene) == {K.BET, K.ABANDON}
        low = scene.offers[K.BET].low
        press(app, pygame.K_HOME, pygame.K_UP, pygame.K_UP)
        assert scene.amount == low + 2
        press(app, pygame.K_b)
    else:
        assert K.CALL in kinds(scene)
        press(app, pygame.K_c)

    # The show, and the pool slides to the winner.
    run_until(app, lambda: scene.deal_done and scene.idle and not scene.tweens.busy)
    winners = [s for s in scene.seats if s.winner]
    assert winners
    assert scene.shown_pool() == 0
    assert [scene.shown_stack(s) for s in range(2)] == session.table.stacks
    assert all(sp.lift > 0 for sp in winners[0].cards)
    assert any(e.style == "result" and ("the pool" in e.text or "divide" in e.text) for e in scene.log.entries)
    assert any(e.ref.startswith("Law ") for e in scene.log.entries)
    assert session.table.counters_in_play() == sum(session.table.bought) == bought

    # Enter deals the next hand.
    press(app, pygame.K_RETURN)
    assert session.table.deal_number == 2


def test_a_click_skips_the_animation(app):
    scene = open_table(app, config(("caller", "caller"), seed=3))
    app.step([], 0.01)
    assert scene.animating
    played = scene.played
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=1)], 0.0)
    assert scene.played == played + 1  # the caption's pause was cut short: the next event is shown
    for _ in range(40):
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=1)], 0.0)
    assert any(s.cards for s in scene.seats)
    assert all(sp.x == s.place.card_slot(i, len(s.cards))[0] for s in scene.seats for i, sp in enumerate(s.cards))


def test_buttons_only_offer_legal_amounts(app):
    seed = seed_where(human_deals)
    scene = open_table(app, config(("caller",), seed=seed))
    wait_my_turn(app, scene)
    raise_offer = scene.offers[K.RAISE]
    press(app, pygame.K_END)
    assert scene.amount == raise_offer.high
    press(app, pygame.K_UP, pygame.K_PAGEUP)
    assert scene.amount == raise_offer.high
    press(app, pygame.K_HOME, pygame.K_DOWN)
    assert scene.amount == raise_offer.low
    click(app, scene.plus.rect.center)
    assert scene.amount == raise_offer.low + 1
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])
    assert scene.amount in (raise_offer.low + 1, raise_offer.low + 2)
    before = scene.session.table.stacks[scene.me]
    click(app, next(b for b in scene.buttons if b.kind is K.RAISE).rect.center)
    assert scene.session.table.stacks[scene.me] < before


def test_straddle_and_no_straddle_are_offered_when_the_law_allows(app):
    # Three at the table: the player left of the age may straddle (Law 17).
    def me_straddler(table, me):
        order = [(1 + i) % 3 for i in range(3)]  # the first deal: dealer 0, age 1, straddler 2
        return order[1] == me

    seed = seed_where(me_straddler, opponents=("caller", "caller"))
    scene = open_table(app, config(("caller", "caller"), seed=seed))
    wait_my_turn(app, scene)
    assert kinds(scene) == {K.STRADDLE, K.NO_STRADDLE}
    label = next(b.label for b in scene.buttons if b.kind is K.STRADDLE)
    assert label == "Straddle 2"
    press(app, pygame.K_s)
    assert scene.session.table.actions[-1][1].kind is K.STRADDLE


def test_the_age_may_make_an_only_two_in_jack(app):
    """Law 21: one player in and no raise: the age may make a jack."""
    seed = seed_where(human_is_age)
    scene = open_table(app, config(("caller",), seed=seed))
    wait_my_turn(app, scene)
    assert K.MAKE_JACK in kinds(scene)
    press(app, pygame.K_j)
    run_until(app, lambda: scene.session.deal_over and scene.idle)
    assert any("jack" in e.text for e in scene.log.entries)


def test_the_odds_helper_shows_the_odds_of_the_marked_draw(app):
    scene = open_table(app, config(("caller",), seed=seed_where(human_deals)))
    wait_my_turn(app, scene)
    press(app, pygame.K_h)
    assert scene.odds_on and scene.rects["odds"].height > 0
    press(app, pygame.K_2, pygame.K_3, pygame.K_4)
    run_until(app, lambda: scene.odds_lines and scene.odds_lines[0][1] == "head", idle=0.002)
    text = " ".join(t for t, _ in scene.odds_lines)
    kept = [c for i, c in enumerate(scene.my_cards()) if i not in scene.marked]
    paired = len({c.rank for c in kept}) < len(kept)
    # (keeping no pair, "improving" counts any pair, and the helper says so)
    label = "To improve" if paired else "A pair or better (improving on nothing)"
    assert "Drawing 3" in text and label in text and " to 1" in text
    press(app, pygame.K_h)
    assert not scene.odds_on


def test_odds_lines_read_plainly():
    from game.cards import parse_cards
    from game.hands import draw_odds

    hand = parse_cards("Ks Kd 7c 4h 2s")
    lines = odds_lines(draw_odds(hand, hand[:2]), 3, "a pair of kings")
    assert lines[0] == ("Drawing 3 to a pair", "head")
    assert lines[1][0].startswith("To improve: 2\u00bd to 1 against")
    assert odds_lines(None, 0, "a pair of kings")[1][0] == "You keep a pair of kings."
    assert odds_lines(draw_odds(hand, hand[:2]), 3, "", kept=hand[:2])[0][0] == "Drawing 3 to a pair of kings"
    assert kept_words(parse_cards("7c 7d 7h")) in ("three sevens", "three Sevens")
    assert kept_words(parse_cards("Ah 2c")) == "an ace and a 2"


def test_hovering_a_plate_tells_the_temperament(app):
    scene = open_table(app, config(("close",), seed=1))
    other = next(s for s in scene.seats if s.seat != scene.me)
    rect = app.layout.rect(*__import__("game.ui.seating", fromlist=["plate_rect"]).plate_rect(other.place))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.hover_seat == other.seat
    assert other.description.startswith("Close:")


def test_escape_opens_the_menu_and_leaving_goes_home_saving_the_game(app):
    scene = open_table(app, config(("caller",), seed=seed_where(human_deals)))
    wait_my_turn(app, scene)
    press(app, pygame.K_c)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TableMenu)
    press(app, pygame.K_ESCAPE)
    assert app.top is scene
    press(app, pygame.K_ESCAPE)
    menu = app.top
    menu.menu.activate(len(menu.menu.items) - 1)
    app.step([])
    assert isinstance(app.top, TitleScene)
    assert scene.session.closed
    from game.ui.paths import saved_game_path

    assert saved_game_path(app.home).exists()


def test_the_layout_follows_the_window(app):
    scene = open_table(app, config(("good", "close", "liberal", "caller", "random", "good"), seed=4))
    run_until(app, lambda: any(s.cards for s in scene.seats), frames=200)
    for size in ((960, 540), (1600, 900), (1280, 720)):
        app.set_window_size(size)
        app.step([], 0.05)
        assert scene.rects["actions"].right <= size[0]
        assert scene.menu_button.rect.left >= 0


def test_keys_are_listed_for_f1(app):
    scene = open_table(app, config(("caller",), seed=1))
    keys = dict(scene.help_keys())
    # Keys that belong together share a line ("D  S": draw, stand pat).
    assert any("D" in names.split() for names in keys) and "Enter / Space" in keys
    app.step([key_event(pygame.K_F1)])
    assert app.top is not scene
    app.step([key_event(pygame.K_F1)])
    assert app.top is scene


def test_the_window_never_waits_for_a_slow_player(app):
    import threading
    import time

    gate = threading.Event()
    scene = open_table(app, config(("caller", "caller"), seed=3), synchronous=False)
    session = scene.session
    for seat, player in session.players.items():
        real = player.decide

        def slow(view, real=real):
            gate.wait(5)
            return real(view)

        player.decide = slow
    try:
        run_until(app, lambda: session.thinking is not None, frames=400, dt=0.05, idle=0.002)
        start = time.perf_counter()
        for _ in range(30):
            app.step([], 1 / 60)
        assert time.perf_counter() - start < 2.0  # thirty frames drawn while the player thinks
        assert "thinking" in scene.caption
    finally:
        gate.set()
    run_until(app, lambda: session.decisions > 0, frames=400, idle=0.002)


def test_the_table_scene_is_a_scene(app):
    scene = open_table(app, config(("caller",), seed=1))
    assert isinstance(scene, TableScene) and scene.title


def test_a_freeze_out_ends_and_enter_goes_back_to_the_title(app):
    house = HouseRules(freeze_out=True, buy_in=3, blind=1, limit=2, jack_pots=False, straddle=False)
    scene = open_table(app, config(("liberal",), seed=2, house=house))
    session = scene.session
    for _ in range(4000):
        if session.game_over and scene.idle and scene.deal_done:
            break
        if my_turn(scene):
            kinds_now = kinds(scene)
            key = pygame.K_c if K.CALL in kinds_now else pygame.K_b if K.BET in kinds_now else pygame.K_d
            press(app, key)
        elif scene._show_next():
            press(app, pygame.K_RETURN)
        app.step([], 0.2)
    assert session.game_over
    assert scene._actions_text(None)[0] == "The game is over"
    assert scene.next_button.label == "Back to the title"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TitleScene)


def test_the_demo_table_needs_no_person(app):
    from game.ui.session import Session, computer_config

    session = Session(computer_config(["caller", "random", "close"], seed=6), home=app.home, save=False,
                      keep_stats=False, reveal=True, synchronous=True, think=0)
    scene = TableScene(app, session, demo=True)
    app.push(scene)
    run_until(app, lambda: session.table.deal_number >= 2, frames=6000, dt=0.1)
    assert not scene.buttons
    assert all(sp.card is not None for s in scene.seats for sp in s.cards if sp.flip >= 0.5)


def test_every_plate_is_drawn_whole(app):
    """The composed plate (with its counters and button) covers the whole plate, and no
    more (its tags and note are drawn see-through round them)."""
    from game.ui.seating import plate_rect

    scene = open_table(app, config(("good", "close", "liberal", "caller"), seed=5))
    for frames in (1, 30, 200):
        for _ in range(frames):
            app.step([], 0.05)
        for seat in scene.seats:
            rect = app.layout.rect(*plate_rect(seat.place))
            img, _, _ = scene._seat_image(seat, rect)
            assert img.get_size() == rect.size


def test_the_cut_for_seats_is_shown_with_its_cards(app):
    """Laws 2-4: every player's cut (and any re-cut of a tie) lies face up at his place
    until the first deal, and the caption says who cut lowest."""
    from game.engine.core.events import SeatsDrawn

    scene = open_table(app, config(("caller", "caller"), seed=3))
    cut = next(q.event for q in scene.session.events if isinstance(q.event, SeatsDrawn))
    app.step([], 0.01)  # the cut is played; the first deal waits until it has been seen
    names = list(scene.session.names)
    for name, cards in cut.cuts:
        seat = scene.seats[names.index(name)]
        assert [sp.card for sp in seat.cards[:len(cards)]] == list(cards)
        assert all(sp.flip == 1.0 for sp in seat.cards[:len(cards)])
    assert scene.hold > 1.0
    assert "cut lowest" in scene.caption and "Laws 2-4" in scene.caption


def test_choices_are_offered_only_once_the_cards_have_landed_and_turned(app):
    """The buttons of a new choice appear when no card is still flying or turning over
    (issue 14: they used to come before the last card had turned)."""
    scene = open_table(app, config(("caller", "caller"), seed=5))
    offered = 0
    had = False
    for _ in range(1500):
        app.step([], 0.02)
        if scene.buttons and not had:
            assert not scene.tweens.busy
            offered += 1
            scene.choose(next(iter(scene.offers)))  # stay in, stand pat: whatever comes first
        had = bool(scene.buttons)
        if scene.session.deal_over and offered:
            break
    assert offered >= 1


def test_a_discard_goes_away_face_down(app):
    """Discards turn over as they leave the hand: none crosses the table face up."""
    from game.ui.sprites import CardSprite

    scene = open_table(app, config(("caller",), seed=1))
    card = CardSprite(None, 300, 600, width=80, face_up=True)
    scene._muck(card)
    for _ in range(20):
        app.step([], 0.02)
        if card.x != 300:  # moving towards the muck
            assert card.flip == 0.0
