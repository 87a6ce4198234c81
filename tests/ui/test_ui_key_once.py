"""One key press acts once: the press that opens a scene does not act again in it.

A key held while the next scene is made repeats (the window is busy and does not see the key
come up); the repeat, which the tester saw deal a hand from the title's "New game" and pass at
the table after "Continue", belongs to the old scene's press and is swallowed until the key is up.
"""

from __future__ import annotations

import pygame
from test_table_support import config, my_turn, open_table, run_until
from uihelp import key_event, press

from game.ui.app import App
from game.ui.scenes import TitleScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.table import TableScene


def key_up(key: int):
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def test_a_repeat_of_the_enter_that_opened_new_game_does_nothing_there(app):
    app.step([key_event(pygame.K_RETURN)])
    scene = app.top
    assert isinstance(scene, NewGameScene)
    app.step([key_event(pygame.K_RETURN), key_event(pygame.K_RETURN), key_up(pygame.K_RETURN)])
    assert app.top is scene  # the repeats did not go on to the How to play card or the table
    press(app, pygame.K_DOWN)  # other keys act at once
    app.step([key_event(pygame.K_ESCAPE), key_event(pygame.K_ESCAPE)])
    assert isinstance(app.top, TitleScene)  # one Escape back, the repeat does not quit


def test_the_whole_press_in_one_batch_acts_once(app):
    app.step([key_event(pygame.K_RETURN), key_event(pygame.K_RETURN), key_up(pygame.K_RETURN),
              pygame.event.Event(pygame.TEXTINPUT, text="\r")])
    assert isinstance(app.top, NewGameScene)
    scene = app.top
    # A new press after the key came up is a new press: it acts.
    app.step([key_event(pygame.K_ESCAPE), key_up(pygame.K_ESCAPE)])
    assert app.top is not scene and isinstance(app.top, TitleScene)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, NewGameScene)


def test_a_posted_press_without_its_key_up_does_not_block_the_next_press(app):
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, NewGameScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_continue_by_enter_does_not_also_act_at_the_table(app, home):
    scene = open_table(app, config(("caller",), seed=9))
    run_until(app, lambda: my_turn(scene))
    acted = len(scene.session.table.actions)
    scene.session.flush()
    app.quit()
    app.close()

    again = App(home=home, size=(1280, 720), catch_errors=False)
    again.home_scene = lambda: TitleScene(again)
    again.push(again.home_scene())
    again.step([])
    try:
        menu = again.top.menu
        menu.selected = [i.label for i in menu.items].index("Continue")
        again.step([key_event(pygame.K_RETURN)])
        table = again.top
        assert isinstance(table, TableScene)
        # The repeats of the held Enter, then the key up (the window was busy meanwhile).
        again.step([key_event(pygame.K_RETURN), key_event(pygame.K_RETURN), key_up(pygame.K_RETURN)])
        for _ in range(5):
            again.step([], 0.05)
        assert len(table.session.table.actions) == acted  # nobody passed for the person
    finally:
        again.close()


def test_a_held_arrow_on_the_window_size_makes_the_window_once(app):
    """Window round 10: a Left held on Settings' window size made the window again at each
    repeat, and the new window never heard the key come up: it cycled through every size."""
    from game.ui.scenes import SettingsScene

    app.push(SettingsScene(app))
    app.step([])
    scene = app.top
    index = [r.label for r in scene.rows].index("Window size")
    while scene.focus != index:
        press(app, pygame.K_DOWN)
    before = app.window.get_size()
    app.step([key_event(pygame.K_RIGHT)])
    after = app.window.get_size()
    assert after != before
    app.step([key_event(pygame.K_RIGHT), key_event(pygame.K_RIGHT), key_event(pygame.K_RIGHT),
              key_up(pygame.K_RIGHT)])
    assert app.window.get_size() == after  # the repeats of the one press did nothing
    app.step([key_event(pygame.K_LEFT), key_up(pygame.K_LEFT)])
    assert app.window.get_size() == before  # a new press acts
