"""Quitting and coming back: Continue resumes the saved game where it stood, and a damaged
save is explained, kept aside, and a new game offered instead."""

from __future__ import annotations

import pygame
from test_table_support import config, my_turn, open_table, run_until
from uihelp import click, press

from game.ui.app import App
from game.ui.paths import saved_game_path
from game.ui.scenes import TitleScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.table import TableScene


def centre_of(app, label):
    menu = app.top.menu
    return menu.rects[[i.label for i in menu.items].index(label)].center


def new_app(home):
    a = App(home=home, size=(1280, 720), catch_errors=False)
    a.home_scene = lambda: TitleScene(a)
    a.push(a.home_scene())
    a.step([])
    return a


def test_resume_after_quitting_the_window(app, home):
    scene = open_table(app, config(("good", "caller"), seed=9))
    session = scene.session
    run_until(app, lambda: my_turn(scene))
    press(app, pygame.K_c if any(b.key_name == "C" for b in scene.buttons) else pygame.K_n)
    run_until(app, lambda: my_turn(scene) or session.deal_over)
    hand = [sp.card for sp in scene.seats[session.human].cards]
    deal, actions, stacks = session.table.deal_number, len(session.table.actions), list(session.table.stacks)
    session.flush()
    app.quit()  # the window is closed: the scene never leaves, the last save stands
    app.close()

    again = new_app(home)
    try:
        assert again.top.menu.items[2].is_enabled()
        click(again, centre_of(again, "Continue"))
        table = again.top
        assert isinstance(table, TableScene)
        t = table.session.table
        assert t.deal_number == deal and len(t.actions) == actions and list(t.stacks) == stacks
        # The deal so far is shown at once, as it stood: the same cards in the person's hand.
        assert [sp.card for sp in table.seats[table.me].cards] == hand
        assert table.shown_pool() == (t.deal.pool_total() if not t.deal_over else t.carried)
        again.step([])
    finally:
        again.close()


def test_continue_after_a_finished_deal_deals_the_next(app, home):
    scene = open_table(app, config(("caller",), seed=2))
    session = scene.session
    for _ in range(400):
        if session.deal_over and scene.deal_done and scene.idle:
            break
        if my_turn(scene):
            press(app, pygame.K_a if any(b.key_name == "A" for b in scene.buttons) else pygame.K_d)
        app.step([], 0.1)
    assert session.deal_over
    session.flush()
    number = session.table.deal_number
    press(app, pygame.K_ESCAPE)
    app.top.menu.activate(len(app.top.menu.items) - 1)  # leave the table
    app.step([])
    assert isinstance(app.top, TitleScene)
    click(app, centre_of(app, "Continue"))
    assert isinstance(app.top, TableScene)
    assert app.top.session.table.deal_number == number + 1


def test_a_damaged_save_says_so_and_offers_a_new_game(home):
    path = saved_game_path(home)
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1, "names": ["You"]}')
    a = new_app(home)
    try:
        click(a, centre_of(a, "Continue"))
        assert isinstance(a.top, NewGameScene)
        assert any("could not be" in t.text for t in a.toasts)
        assert path.with_name(path.name + ".damaged").exists()
        press(a, pygame.K_ESCAPE)
        assert isinstance(a.top, TitleScene)
        assert not a.top.menu.items[2].is_enabled()
    finally:
        a.close()
