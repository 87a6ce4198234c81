"""The other games of the book through the window (docs/variants.md): chosen on the New game
screen, drawn at the table, and played with posted keys and clicks under the dummy driver."""

from __future__ import annotations

import random

import pygame
import pytest
from test_table_support import kinds, my_turn, open_table, run_until
from uihelp import click, press

from game.engine import ActionKind, HouseRules
from game.engine.registry import VARIANTS
from game.ui.session import computer_config

K = ActionKind
_KEYS = {K.KNOCK: pygame.K_k, K.TAKE_WIDOW: pygame.K_t, K.TURN_WIDOW: pygame.K_u, K.EXCHANGE: pygame.K_e,
         K.BACK_FIELD: pygame.K_f, K.PASS: pygame.K_p, K.CALL: pygame.K_c, K.BET: pygame.K_b,
         K.RAISE: pygame.K_r, K.ABANDON: pygame.K_a, K.DRAW: pygame.K_d, K.BLIND: pygame.K_b}


def variant_config(variant: str, opponents=("caller", "good"), seed: int = 5):
    return computer_config(list(opponents), house=HouseRules(), seed=seed, human="You", variant=variant)


def counters(session) -> int:
    """Every counter at the table less what was bought from the banker: never changes."""
    table = session.table
    return sum(table.stacks) + table.carried + table.kitty - sum(table.bought) + (
        table.deal.pool_total() if table.deal and not table.deal_over else 0)


def shown_right(scene) -> bool:
    """The window's counters agree with the table's once a deal is over."""
    table = scene.session.table
    return [s.stack for s in scene.seats] == list(table.stacks) and scene.shown_pool() == table.carried


def play_my_deal(app, scene, rng: random.Random, prefer=()) -> list:
    """Play the person's turns with keys (and the widow with clicks) until the deal ends."""
    taken = []
    for _ in range(80):
        run_until(app, lambda: my_turn(scene) or (scene.session.deal_over and scene.idle))
        if scene.session.deal_over:
            break
        offered = kinds(scene)
        # Whiskey: draw one by clicking a card of the hand, then a widow card.
        if K.DRAW_ONE in offered and (K.DRAW_ONE in prefer or not offered & set(prefer)) and rng.random() < 0.7:
            me = scene.seats[scene.session.human]
            run_until(app, lambda: not scene.tweens.busy)
            click(app, me.cards[rng.randrange(5)].rect(app.cards, app.layout).center)
            assert len(scene.marked) == 1
            widow = scene.top.widow_rects()
            assert len(widow) == 5
            before = len(scene.session.table.actions)
            click(app, widow[rng.randrange(5)].center)
            assert len(scene.session.table.actions) == before + 1
            taken.append(K.DRAW_ONE)
            continue
        choice = next((k for k in prefer if k in offered and k in _KEYS), None)
        if choice is None:
            choice = rng.choice(sorted((k for k in offered if k in _KEYS and k is not K.ABANDON),
                                       key=lambda k: k.value) or [K.ABANDON])
        before = len(scene.session.table.actions)
        press(app, _KEYS[choice])
        assert len(scene.session.table.actions) == before + 1, (choice, offered)
        taken.append(choice)
    run_until(app, lambda: scene.session.deal_over and scene.idle and scene.deal_done)
    return taken


def test_the_new_game_screen_offers_every_game(app):
    from game.rulebook import ORDER
    from game.ui.scenes.newgame import GAME_CHOICES, NewGameScene, load_setup
    from game.ui.scenes.newgame_chooser import GameChooserScene

    assert [v for v, _ in GAME_CHOICES] == list(ORDER) and set(ORDER) == set(VARIANTS)
    assert GAME_CHOICES[0] == ("draw", "Draw Poker")
    scene = NewGameScene(app)
    app.push(scene)
    app.step([])
    row = next(r for r in scene.rows if r.label == "Game")
    assert row.value_text() == "Draw Poker"
    row.activate()  # the list of games, by family
    chooser = app.top
    assert isinstance(chooser, GameChooserScene) and chooser.games() == list(ORDER)
    chooser.choose("stud-rounds")
    assert app.top is scene and scene.config().variant == "stud-rounds"
    app.settings = app.settings.with_(how_to_play_off=tuple(VARIANTS))  # straight to the table
    scene.start()
    assert app.top.session.table.variant == "stud-rounds"
    assert load_setup(app.home).variant == "stud-rounds"  # remembered for the next new game
    app.top.session.close()


def test_a_stud_deal_played_to_the_end(app):
    scene = open_table(app, variant_config("stud-rounds"))
    session = scene.session
    me = session.human
    start = counters(session)
    run_until(app, lambda: my_turn(scene) or session.deal_over)
    # the down card face up for the person, the others' as backs, the up cards face up
    view = session.view()
    mine = scene.seats[me].cards
    assert [sp.card for sp in mine] == list(view.hand) and all(sp.face_up for sp in mine)
    for p in view.players:
        if p.seat != me and p.holds_cards:
            shown = scene.seats[p.seat].cards
            assert shown[0].card is None and [sp.card for sp in shown[1:]] == list(p.up)
    assert scene.top.tags(view.buck) and "antes next" in scene.top.tags(view.buck)
    play_my_deal(app, scene, random.Random(1), prefer=(K.CALL, K.BET))
    assert session.deal_over
    assert counters(session) == start


def test_a_whiskey_deal_played_to_the_end(app):
    scene = open_table(app, variant_config("whiskey", opponents=("caller",), seed=7))
    session = scene.session
    start = counters(session)
    run_until(app, lambda: my_turn(scene) or session.deal_over)
    assert len(scene.top.widow_rects()) == 5
    offered = kinds(scene)
    assert offered & {K.PASS, K.TAKE_WIDOW, K.TURN_WIDOW}
    assert offered <= {K.PASS, K.TAKE_WIDOW, K.TURN_WIDOW, K.KNOCK}
    taken = play_my_deal(app, scene, random.Random(2), prefer=(K.TURN_WIDOW, K.DRAW_ONE))
    assert session.deal_over and taken
    assert counters(session) == start
    # The hands are shown at the end, face up.
    assert all(sp.face_up for s in scene.seats for sp in s.cards)


def test_whiskey_with_markers_shows_the_markers_and_knock(app):
    scene = open_table(app, variant_config("whiskey-markers", opponents=("good",), seed=3))
    session = scene.session
    run_until(app, lambda: my_turn(scene) or session.deal_over)
    assert scene.top.markers(0) == 5  # on the plate, not a tag
    assert scene.pool_label_text() == ""  # "no pool"
    play_my_deal(app, scene, random.Random(3), prefer=(K.KNOCK,))
    assert session.deal_over


def test_flat_field_backing_through_the_window(app):
    scene = open_table(app, variant_config("flat-field", opponents=("liberal", "liberal"), seed=11))
    session = scene.session
    start = counters(session)
    for _ in range(4):
        play_my_deal(app, scene, random.Random(4), prefer=(K.CALL, K.BLIND, K.DRAW, K.BACK_FIELD))
        assert counters(session) == start and shown_right(scene)
        scene.next_deal()
    assert session.table.deal_number >= 4


@pytest.mark.parametrize("variant", [v for v in VARIANTS if v != "draw"])
def test_every_game_plays_among_computer_players(app, variant):
    from game.ui.session import Session
    from game.ui.scenes.table import TableScene

    cfg = computer_config(["good", "liberal", "close", "random"], seed=9, variant=variant)
    session = Session(cfg, home=app.home, save=False, keep_stats=False, reveal=True, synchronous=True, think=0.0)
    scene = TableScene(app, session, demo=True)
    app.push(scene)
    start = counters(session)
    for _ in range(3):
        run_until(app, lambda: session.deal_over and scene.idle and scene.deal_done, frames=4000)
        assert session.deal_over
        assert counters(session) == start
        assert shown_right(scene)
        if session.game_over:
            break
        app.step([], 0.05)
        surface = pygame.Surface(app.window.get_size())
        scene.draw(surface)
        session.next_deal()
    assert session.decisions > 0


def test_the_odds_helper_is_offered_only_in_a_game_with_a_draw(app):
    stud = open_table(app, variant_config("stud"))
    run_until(app, lambda: my_turn(stud) or stud.session.deal_over)
    assert stud.odds_button not in stud._panel_buttons() + stud._all_buttons()
    press(app, pygame.K_h)
    assert not stud.odds_on
    app.pop()
    draw = open_table(app, variant_config("draw"))
    run_until(app, lambda: my_turn(draw) or draw.session.deal_over)
    assert draw.odds_button in draw._panel_buttons()


@pytest.mark.parametrize("variant", ["thirty-one", "commerce", "ambigu", "stud", "brag"])
def test_with_the_helper_on_a_game_without_a_draw_shows_no_odds_panel(app, variant):
    """A fresh-eyes tester read "No odds for this hand (a hand has 4 or 5 cards, not 3)" at
    Thirty-One and "Before the draw..." at Stud: the odds helper is the draw's, and a game
    without one has no panel for it (the person's choice of it stands for Draw Poker)."""
    app.odds_helper = True
    scene = open_table(app, variant_config(variant))
    run_until(app, lambda: my_turn(scene) or scene.session.deal_over)
    for _ in range(3):
        app.step([], 0.05)
    assert not scene.odds_on and scene.rects["odds"].height == 0
    assert scene.odds_lines == []
    assert app.odds_helper


def test_the_odds_panel_asks_for_the_cards_while_the_betting_before_the_draw_goes_on(app):
    app.odds_helper = True
    scene = open_table(app, variant_config("draw"))
    run_until(app, lambda: my_turn(scene) or scene.session.deal_over)
    assert ActionKind.DRAW not in kinds(scene)  # the betting before the draw
    for _ in range(3):
        app.step([], 0.05)
    assert scene.odds_on and scene.odds_lines == []  # not "Standing pat": nothing is chosen yet
    press(app, pygame.K_1)
    run_until(app, lambda: scene.odds_lines and scene.odds_lines[0][1] == "head", idle=0.002)
    assert "Drawing 1" in " ".join(t for t, _ in scene.odds_lines)


def test_leave_the_table_has_a_key_of_its_own(app):
    scene = open_table(app, variant_config("straight"))
    play_my_deal(app, scene, random.Random(3))
    run_until(app, lambda: scene.session.deal_over and scene.idle and scene._show_next())
    assert scene.leave_button.label == "Leave the table" and scene.leave_button.key_name == "L"
    press(app, pygame.K_l)
    assert scene not in app.scenes


def test_every_game_has_a_table_top_and_the_shared_table_asks_no_game_its_name():
    """A game reaches the window through its table-top (game/ui/tabletops), registered by its
    variant id: the shared table has no ``if variant`` of its own."""
    import inspect
    import re

    from game.ui.scenes import table
    from game.ui.table import controls, director, menu, painter, show
    from game.ui.tabletops import TABLETOPS

    assert set(VARIANTS) <= set(TABLETOPS), set(VARIANTS) - set(TABLETOPS)
    from game.ui import party_seat
    from game.ui.scenes import newgame_preview

    for part in (table, controls, director, menu, painter, show, newgame_preview, party_seat):
        source = inspect.getsource(part)
        assert not re.search(r"variant\s*(==|!=|\.startswith|in\s)", source), part.__name__
        # nor a table of its own keyed by the games' ids
        assert not any(f'"{v}"' in source for v in VARIANTS if v != "draw"), part.__name__
    for variant in VARIANTS:  # each game says how New game pictures its table
        down, up, middle = TABLETOPS[variant].preview_of(variant)
        assert 0 < down + up <= 5 and middle >= 0, variant
