"""The title screen, worked by posted key presses and mouse clicks."""

from __future__ import annotations

import pygame
from uihelp import click, press, wheel_event

from game.ui.app import App
from game.ui.scenes import RulesScene, SettingsScene, TitleScene


def labels(app):
    menu = app.top.menu
    return menu.items[menu.selected].label


def toast_texts(app):
    return " ".join(t.text for t in app.toasts)


def centre_of(app, label):
    menu = app.top.menu
    i = [item.label for item in menu.items].index(label)
    return menu.rects[i].center


def test_title_opens_on_new_game_with_continue_greyed(app):
    assert isinstance(app.top, TitleScene)
    assert labels(app) == "New game"
    items = {item.label: item.is_enabled() for item in app.top.menu.items}
    assert items == {"New game": True, "Party night": True, "Continue": False, "Rules": True,
                     "Settings": True, "Statistics": True, "Quit": True}


def test_arrow_keys_move_and_skip_the_greyed_item(app):
    press(app, pygame.K_DOWN)
    assert labels(app) == "Party night"
    press(app, pygame.K_DOWN)
    assert labels(app) == "Rules"  # Continue is skipped: there is no save
    press(app, pygame.K_UP, pygame.K_UP)
    assert labels(app) == "New game"
    press(app, pygame.K_UP)
    assert labels(app) == "Quit"  # wraps round
    press(app, pygame.K_HOME)
    assert labels(app) == "New game"
    press(app, pygame.K_END)
    assert labels(app) == "Quit"


def test_new_game_and_statistics_open_their_screens(app):
    from game.ui.scenes.newgame import NewGameScene
    from game.ui.scenes.statistics import StatisticsScene

    press(app, pygame.K_RETURN)
    assert isinstance(app.top, NewGameScene)
    app.pop()
    click(app, centre_of(app, "Statistics"))
    assert isinstance(app.top, StatisticsScene)


def test_a_click_a_page_does_not_use_never_reaches_the_title_below(app):
    below = {label: centre_of(app, label) for label in ("Rules", "Quit", "Statistics")}
    click(app, centre_of(app, "Settings"))
    assert isinstance(app.top, SettingsScene)
    for label, where in below.items():
        click(app, where)
        assert isinstance(app.top, SettingsScene), f"a click reached {label} on the title"
        assert app.running


def test_clicking_continue_without_a_save_explains(app):
    click(app, centre_of(app, "Continue"))
    assert "no game in progress" in toast_texts(app)
    assert isinstance(app.top, TitleScene)


def test_continue_is_offered_when_a_game_is_saved(home):
    (home / "saves").mkdir()
    (home / "saves" / "current.json").write_text("{}")
    app = App(home=home, size=(1280, 720), catch_errors=False)
    try:
        app.push(TitleScene(app))
        assert app.top.menu.items[2].is_enabled()
        assert labels(app) == "Continue"  # lit at once: the game waiting is what one goes on with
        press(app, pygame.K_UP, pygame.K_UP)
        assert labels(app) == "New game"
    finally:
        app.close()


def test_mouse_opens_settings_and_rules_and_escape_comes_back(app):
    click(app, centre_of(app, "Settings"))
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    click(app, centre_of(app, "Rules"))
    assert isinstance(app.top, RulesScene)
    click(app, app.top.back_button.rect.center)
    assert isinstance(app.top, TitleScene)
    assert len(app.scenes) == 1


def test_keyboard_opens_rules(app):
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)


def test_hovering_selects_and_the_wheel_moves(app):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre_of(app, "Rules"), rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    assert labels(app) == "Rules"
    app.step([wheel_event(-1)])
    assert labels(app) == "Settings"


def test_a_press_dragged_off_an_item_does_nothing(app):
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre_of(app, "Settings"), button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre_of(app, "Rules"), button=1)
    app.step([down, up])
    assert isinstance(app.top, TitleScene)


def test_escape_goes_to_quit_then_quits(app):
    press(app, pygame.K_ESCAPE)
    assert labels(app) == "Quit" and app.running
    press(app, pygame.K_ESCAPE)
    assert not app.running


def test_clicking_quit_and_closing_the_window_stop_the_loop(app):
    click(app, centre_of(app, "Quit"))
    assert not app.running
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert not app.running
    assert app.run(max_frames=5) == 0


def test_run_drives_frames(app):
    assert app.run(max_frames=3) == 3


def test_the_layout_follows_the_window_size(app):
    before = centre_of(app, "Rules")
    app.set_window_size((960, 540))
    assert app.window.get_size() == (960, 540)
    assert app.layout.scale == 0.75
    after = centre_of(app, "Rules")
    assert after != before
    click(app, after)
    assert isinstance(app.top, RulesScene)
    app.close()
    from game.ui.settings import load_settings

    assert load_settings(app.home).settings.window_size == (960, 540)


def test_full_screen_switches_with_f11(app):
    press(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen
    press(app, pygame.K_F11)
    assert not app.fullscreen and not app.settings.fullscreen
    assert app.window.get_size() == (1280, 720)


def test_a_click_skips_the_opening_flourish(home):
    app = App(home=home, size=(1280, 720), catch_errors=False)
    try:
        title = app.push(TitleScene(app))
        assert title.tweens.busy
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])
        assert not title.tweens.busy
        assert title.cards[-1].angle != 0
    finally:
        app.close()


def test_after_a_restart_with_a_saved_game_continue_is_lit(home):
    """The program run again with a game saved: Continue, not New game, is the lit item."""
    from game.store.paths import saved_game_path

    path = saved_game_path(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}")
    a = App(home=home, size=(1280, 720), catch_errors=False)
    try:
        a.push(TitleScene(a))
        a.step([])
        assert labels(a) == "Continue"
        press(a, pygame.K_RETURN)  # a save that cannot be resumed: told so, and New game offered
    finally:
        a.close()


def test_the_odds_helper_stays_on_after_a_restart(home):
    a = App(home=home, size=(1280, 720), catch_errors=False)
    try:
        assert a.odds_helper is False
        a.odds_helper = True  # as the table's H key sets it
    finally:
        a.close()
    b = App(home=home, size=(1280, 720), catch_errors=False)
    try:
        assert b.odds_helper is True and b.settings.odds_helper is True
    finally:
        b.close()


def test_an_interrupted_party_evening_is_said_on_the_title_and_f5_resumes_it(home):
    """Play-test of issue 37: after a crash the title screen said nothing of the evening cut
    off in round 3.  Now a line says so, Party night is lit, and F5 resumes it from here."""
    from game.party import Evening, PartyConfig, fill_with_computers
    from game.party.store import evening_path
    from game.ui.scenes.party_overview import OverviewScene

    ev = Evening.start(PartyConfig(fill_with_computers([], 12), rounds=4, seed=1), path=evening_path(home))
    ev.play_round()
    ev.play_round()
    app = App(home=home, size=(1280, 720), catch_errors=False)
    try:
        app.push(TitleScene(app))
        app.step([])
        assert labels(app) == "Party night"
        assert app.top.party_line() == "An evening was interrupted at round 3: Party night resumes it (F5)."
        press(app, pygame.K_F5)
        assert isinstance(app.top, OverviewScene) and app.top.ev.round_no == 3
    finally:
        app.close()


def test_no_party_line_without_an_interrupted_evening(app):
    assert app.top.party_line() == ""
    assert labels(app) == "New game"
