"""The settings screen: every house rule is there, and a change made with keys or mouse persists."""

from __future__ import annotations

import pygame
from uihelp import click, press, wheel_event

from game.engine.core.house import HouseRules
from game.ui.scenes import SettingsScene, TitleScene
from game.ui.scenes.settings import rule_label
from game.ui.settings import load_settings
from game.ui.widgets import ChoiceRow, StepperRow, ToggleRow


def open_settings(app) -> SettingsScene:
    app.push(SettingsScene(app))
    app.step([])
    return app.top


def focus_on(app, scene, label):
    index = [r.label for r in scene.rows].index(label)
    for _ in range(200):
        if scene.focus == index:
            return index
        press(app, pygame.K_DOWN if scene.focus < index else pygame.K_UP)
    raise AssertionError(f"could not reach {label}")


def saved(app):
    return load_settings(app.home).settings


def test_every_house_rule_has_a_row_of_the_right_kind(app):
    scene = open_settings(app)
    by_label = {r.label: r for r in scene.rows}
    for name, default, help_text, source, choices in HouseRules.describe_all():
        row = by_label[rule_label(name)]
        assert row.source == source and row.help.lower() == help_text.lower()
        kind = ChoiceRow if choices else ToggleRow if isinstance(default, bool) else StepperRow
        assert isinstance(row, kind), name


def test_toggling_a_house_rule_with_keys_persists(app):
    scene = open_settings(app)
    assert app.settings.house.straddle is True
    focus_on(app, scene, "Straddle")
    press(app, pygame.K_RETURN)
    assert app.settings.house.straddle is False
    assert saved(app).house.straddle is False
    press(app, pygame.K_LEFT)
    assert saved(app).house.straddle is True


def test_toggling_a_house_rule_with_the_mouse_persists(app):
    scene = open_settings(app)
    index = focus_on(app, scene, "Kitty")
    click(app, scene.control_rect(index).center)
    assert saved(app).house.kitty is True
    # A click on the label only chooses the row.
    rect = scene.control_rect(index)
    click(app, (scene.view.x + 40, rect.centery))
    assert saved(app).house.kitty is True


def test_choices_and_steppers(app):
    scene = open_settings(app)
    focus_on(app, scene, rule_label("pack"))
    press(app, pygame.K_RIGHT)
    assert saved(app).house.pack == "60"
    press(app, pygame.K_LEFT, pygame.K_LEFT)
    assert saved(app).house.pack == "53"
    focus_on(app, scene, rule_label("limit"))
    press(app, pygame.K_RIGHT)
    assert saved(app).house.limit == 55
    index = scene.focus
    rect = scene.control_rect(index)
    click(app, (rect.x + 5, rect.centery))
    click(app, (rect.x + 5, rect.centery))
    assert saved(app).house.limit == 45


def test_an_impossible_rule_is_refused_politely(app):
    scene = open_settings(app)
    focus_on(app, scene, rule_label("blind"))
    for _ in range(30):  # the blind may not pass half the limit
        press(app, pygame.K_RIGHT)
    assert app.settings.house.blind == 25
    assert any("limit" in t.text for t in app.toasts)
    focus_on(app, scene, rule_label("buy_in"))
    for _ in range(15):
        press(app, pygame.K_LEFT)
    assert app.settings.house.buy_in == 1


def test_restoring_the_books_rules(app):
    scene = open_settings(app)
    app.update_settings(house=HouseRules().with_(kitty=True, straddle=False))
    focus_on(app, scene, "The book's rules")
    press(app, pygame.K_RETURN)
    assert saved(app).house == HouseRules()


def test_sound_cards_and_window_settings_apply_at_once(app):
    scene = open_settings(app)
    focus_on(app, scene, "Volume")
    press(app, pygame.K_LEFT)
    assert app.sound.volume == 0.6 and saved(app).volume == 0.6
    focus_on(app, scene, "Sound effects")
    press(app, pygame.K_SPACE)
    assert app.sound.muted and saved(app).muted
    focus_on(app, scene, "Four-colour pack")
    press(app, pygame.K_RETURN)
    assert app.cards.four_colour and saved(app).four_colour
    focus_on(app, scene, "Card backs")
    press(app, pygame.K_RIGHT)
    assert app.cards.back_colour == "blue" and saved(app).back_colour == "blue"
    focus_on(app, scene, "Animation speed")
    press(app, pygame.K_RIGHT)
    assert saved(app).animation_speed == 1.5
    assert scene.tweens.speed == 1.5 or (app.step([]) or scene.tweens.speed == 1.5)
    focus_on(app, scene, "Window size")
    press(app, pygame.K_LEFT)
    assert app.window.get_size() == (960, 540) and saved(app).window_size == (960, 540)
    assert scene.view.width < 776  # laid out again for the smaller window
    focus_on(app, scene, "Full screen")
    press(app, pygame.K_RETURN)
    assert app.fullscreen and saved(app).fullscreen
    press(app, pygame.K_RETURN)
    assert not app.fullscreen


def test_scrolling_keeps_the_focused_row_in_view(app):
    scene = open_settings(app)
    press(app, pygame.K_END)
    assert scene.scroll == scene._max_scroll() > 0
    top, h = scene.tops[scene.focus], scene.heights[scene.focus]
    assert scene.scroll <= top and top + h <= scene.scroll + scene.view.height
    press(app, pygame.K_HOME)
    assert scene.scroll == 0
    app.step([wheel_event(-3)])
    assert scene.scroll > 0
    press(app, pygame.K_PAGEDOWN, pygame.K_PAGEUP)


def test_back_returns_to_the_title(app):
    open_settings(app)
    press(app, pygame.K_BACKSPACE)
    assert isinstance(app.top, TitleScene)


def _wheel_back_to_the_top(app, scene) -> None:
    """Wheel down to the foot, then up notch by notch: every notch up moves the list up,
    until it is back at the top (once it stuck a row above the foot)."""
    for _ in range(200):
        app.step([wheel_event(-1)])
        if scene.scroll >= scene._max_scroll():
            break
    assert scene.scroll > 0
    for _ in range(200):
        before = scene.scroll
        app.step([wheel_event(1)])
        if before == 0:
            break
        assert scene.scroll < before, f"the wheel up did not move the list from {before}"
    assert scene.scroll == 0


def test_the_wheel_scrolls_the_settings_back_up(app):
    _wheel_back_to_the_top(app, open_settings(app))


def test_the_wheel_scrolls_new_game_back_up(app):
    from game.ui.scenes.newgame import NewGameScene

    app.show("newgame")
    app.step([])
    assert isinstance(app.top, NewGameScene)
    _wheel_back_to_the_top(app, app.top)


def test_the_odds_helper_is_a_setting_kept_on_the_disk(app, home):
    scene = open_settings(app)
    focus_on(app, scene, "Odds helper")
    assert app.odds_helper is False
    press(app, pygame.K_RETURN)
    assert app.odds_helper is True
    assert load_settings(home).settings.odds_helper is True


def test_settings_opened_at_a_table_show_that_games_house_rules(app):
    """Window round 9: opened from the menu at My Ship Sails, Settings listed Draw Poker's
    house rules (the straddle, the jack pot); it names the game and lists its rules only."""
    from game.rulebook import GUIDES, house_rules_used
    from game.rulebook.labels import rule_label
    from game.ui.scenes.settings import SettingsScene
    from game.ui.widgets import Heading

    from deal_sweep import let_go, seat_table

    scene = seat_table(app, "my-ship-sails", 4, person=True)
    try:
        page = SettingsScene(app)
        heads = [r.label for r in page.rows if isinstance(r, Heading)]
        assert f"House rules of {GUIDES['my-ship-sails'].name}" in heads
        labels = {r.label for r in page.rows}
        used = set(house_rules_used("my-ship-sails"))
        from game.engine.core.house import HouseRules
        for name, *_ in HouseRules.describe_all():
            assert (rule_label(name) in labels) == (name in used), name
    finally:
        let_go(app, scene)
    page = SettingsScene(app)  # from the title: every rule
    assert "House rules" in [r.label for r in page.rows if isinstance(r, Heading)]
