"""The new-game screen: opponents, their temperaments and names, the stakes and the house
rules, remembered for next time; and the title screen's way in."""

from __future__ import annotations

import json

import pygame
from uihelp import click, key_event, press

from game.engine import HouseRules
from game.ui.app import App
from game.ui.scenes import TitleScene
from game.ui.scenes.newgame import NewGameScene, Setup, TextRow, load_setup, most_opponents
from game.ui.scenes.table import TableScene
from game.ui.session import HUMAN
from game.ui.settings import load_settings


def open_new_game(app) -> NewGameScene:
    press(app, pygame.K_HOME, pygame.K_RETURN)  # New game is the first item on the title screen
    assert isinstance(app.top, NewGameScene)
    return app.top


def row_index(scene, label, nth=0):
    found = [i for i, r in enumerate(scene.rows) if r.label.strip() == label]
    return found[nth]


def focus(app, scene, label, nth=0):
    target = row_index(scene, label, nth)
    for _ in range(200):
        if scene.focus == target:
            return
        press(app, pygame.K_DOWN if scene.focus < target else pygame.K_UP)
    raise AssertionError(f"could not reach {label}")


def test_new_game_opens_with_the_books_defaults(app):
    scene = open_new_game(app)
    assert scene.rows[scene.focus].label == "Sit down at the table"
    assert len(scene.setup.temperaments) == 3
    assert app.settings.house == HouseRules()
    labels = [r.label.strip() for r in scene.rows]
    for wanted in ("Your name", "Opponents", "Opponent 1", "named", "Blind", "Limit", "Counters each",
                   "Straddle", "Jack pots", "Pack"):
        assert wanted in labels, wanted
    app.step([])


def test_enter_deals_at_once(app):
    from game.ui.scenes.rules_howto import HowToCard

    scene = open_new_game(app)
    press(app, pygame.K_RETURN)
    # A game's first table: its How to play and its guided deal offered, neither laid over it.
    assert isinstance(app.top, TableScene) and app.top.guide_offer is not None
    app.top.session.close()
    app.go_home()
    scene = open_new_game(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, HowToCard)  # a later new game opens with its How to play; Enter plays
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene)
    session = app.top.session
    assert session.config.temperaments[0] == HUMAN
    assert len(session.config.names) == 4
    assert session.table.deal_number == 1
    assert scene.setup.names == list(session.config.names[1:])


def test_opponents_temperaments_and_names_are_chosen_and_remembered(app, home):
    scene = open_new_game(app)
    focus(app, scene, "Opponents")
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)
    assert len(scene.setup.temperaments) == 5
    focus(app, scene, "Opponent 2")
    before = scene.setup.temperaments[1]
    press(app, pygame.K_RIGHT)
    assert scene.setup.temperaments[1] != before
    assert scene.rows[scene.focus].help  # the temperament's one line is shown under it
    # Rename the first opponent: Enter edits, typing replaces, Enter ends.
    focus(app, scene, "named", 0)
    press(app, pygame.K_RETURN)
    row = scene.rows[scene.focus]
    assert isinstance(row, TextRow) and row.editing
    for _ in range(30):
        app.step([key_event(pygame.K_BACKSPACE)])
    app.step([pygame.event.Event(pygame.TEXTINPUT, text="Aunt Maud")])
    press(app, pygame.K_RETURN)
    assert not row.editing and scene.setup.names[0] == "Aunt Maud"
    # The limit is a house rule: saved with the settings at once.
    focus(app, scene, "Limit")
    press(app, pygame.K_LEFT)
    assert app.settings.house.limit == 45
    assert load_settings(home).settings.house.limit == 45
    focus(app, scene, "Sit down at the table", 1)
    press(app, pygame.K_RETURN)  # (the game's first table: its How to play offered, not open)
    table = app.top
    assert isinstance(table, TableScene)
    assert "Aunt Maud" in table.session.names
    assert table.session.config.house.limit == 45
    assert len(table.session.names) == 6

    # A new window later: the same players are offered again.
    data = json.loads((home / "newgame.json").read_text())
    assert data["names"][0] == "Aunt Maud"
    again = App(home=home, size=(1280, 720), catch_errors=False)
    try:
        again.home_scene = lambda: TitleScene(again)
        again.push(again.home_scene())
        scene2 = open_new_game(again)
        assert scene2.setup.names == scene.setup.names
        assert scene2.setup.temperaments == scene.setup.temperaments
        assert again.settings.house.limit == 45
    finally:
        again.close()


def test_seven_opponents_need_the_sixty_card_pack_or_the_dealer_out(app):
    scene = open_new_game(app)
    app.update_settings(house=HouseRules(dealer_out_with_eight=False))
    assert most_opponents(app.settings.house) == 6
    scene._set_count(9)
    assert len(scene.setup.temperaments) == 6
    focus(app, scene, "Pack")
    press(app, pygame.K_RIGHT)
    assert app.settings.house.pack == "60"
    scene._set_count(9)
    assert len(scene.setup.temperaments) == 7
    focus(app, scene, "Pack")
    press(app, pygame.K_LEFT)  # back to 52 cards: the seventh opponent must go
    assert len(scene.setup.temperaments) == 6


def test_names_stay_different(app):
    scene = open_new_game(app)
    scene._set_name(1, scene.setup.names[0])
    assert scene.setup.names[1] != scene.setup.names[0]
    assert any("already at the table" in t.text for t in app.toasts)
    s = Setup(you="Bob", temperaments=["good", "good"], names=["Bob", ""])
    s.fill_names()
    assert len({"Bob", *s.names}) == 3


def test_a_damaged_setup_file_gives_the_defaults(home):
    (home / "newgame.json").write_text("[not json")
    setup = load_setup(home)
    assert setup.temperaments and setup.you == "You"
    assert Setup.from_dict({"temperaments": ["nonsense"], "names": [3]}).temperaments == Setup().temperaments


def test_escape_goes_back_and_backspace_while_editing_does_not(app):
    scene = open_new_game(app)
    focus(app, scene, "Your name")
    press(app, pygame.K_RETURN, pygame.K_BACKSPACE)
    assert app.top is scene
    press(app, pygame.K_ESCAPE)  # ends the editing, keeping the old name
    assert app.top is scene and scene.setup.you == "You"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_the_new_game_screen_draws_at_two_sizes(app):
    scene = open_new_game(app)
    for size in ((960, 540), (1280, 720)):
        app.set_window_size(size)
        for _ in range(3):
            press(app, pygame.K_PAGEDOWN)
        app.step([])
    assert app.top is scene


def test_clicks_on_the_page_never_reach_the_title_beneath(app):
    scene = open_new_game(app)
    title = app.scenes[0]
    for i, rect in enumerate(title.menu.rects):
        for x in range(rect.left + 5, rect.right, 25):
            if app.top is not scene:
                break
            pos = (x, rect.centery)
            index = scene.row_at(pos)
            if index is not None and scene.rows[index].focusable:
                continue
            click(app, pos)
    assert app.top is scene and app.running


# --- each game described, and its table previewed ---------------------------------------------

def test_every_game_has_its_own_one_sentence_description():
    from game.engine.registry import VARIANTS
    from game.ui.scenes.newgame import GAME_DESCRIPTIONS, game_description

    texts = [game_description(v) for v in VARIANTS]
    assert set(GAME_DESCRIPTIONS) == set(VARIANTS)
    assert len(set(texts)) == len(texts)
    for text in texts:
        assert text.endswith(".") and text.count(". ") == 0 and 40 < len(text) < 180


def test_the_game_line_describes_the_game_chosen(app):
    from game.ui.scenes.newgame import game_description

    scene = open_new_game(app)
    scene._set_variant("whiskey")
    assert scene.rows[row_index(scene, "Game")].help == game_description("whiskey") + " One of the widow games."
    scene._set_variant("stud")
    assert scene.rows[row_index(scene, "Game")].help == game_description("stud") + " One of the stud and straight games."


def test_the_preview_keeps_names_off_the_dots_and_inside_the_panel(app):
    from game.engine.registry import VARIANTS

    scene = open_new_game(app)
    scene.setup.names = ["Captain Highwater", "Deacon Gray", "Colonel Dash", "Mrs. Keene",
                         "Miss Prudence", "Mr. Middleton", "Judge Ames"]
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        app.set_window_size(size)
        app.step([])
        for variant in VARIANTS:
            scene._set_variant(variant)
            for count in (1, 3, 5, 7):
                scene._set_count(count)
                count = len(scene.setup.temperaments)  # (Bouillotte: two opponents at least)
                scene.setup.names[:count] = ["Captain Highwater", "Deacon Gray", "Colonel Dash", "Mrs. Keene",
                                             "Miss Prudence", "Mr. Middleton", "Judge Ames"][:count]
                app.step([])
                boxes = scene.preview_boxes
                names = [b for kind, b in boxes if kind == "name"]
                dots = [b for kind, b in boxes if kind == "dot"]
                cards = [b for kind, b in boxes if kind == "card"]
                assert len(dots) == count + 1
                panel = scene.preview
                for box in names:
                    assert panel.contains(box), (variant, count, size, box)
                    assert not any(box.colliderect(d) for d in dots), (variant, count, size)
                    assert not any(box.colliderect(c) for c in cards), (variant, count, size)
                for i, a in enumerate(names):
                    for b in names[i + 1:]:  # apart, with a little room between
                        assert not a.inflate(4, 0).colliderect(b), (variant, count, size, a, b)


def test_each_games_own_player_count_blind_and_family_in_plain_words(app):
    """A fresh-eyes tester met Draw Poker's "Up to six; seven with the sixty-card pack" at
    Brag, "(at Draw Poker the age's blind)" at Bouillotte, whose dealer blinds five, and
    "One of the french games"."""
    scene = open_new_game(app)
    scene._set_variant("brag")
    assert most_opponents(app.settings.house, "brag") == 7
    help_of = {r.label.strip(): r.help for r in scene.rows}
    assert "sixty-card" not in help_of["Opponents"] and "2 to 8 players" in help_of["Opponents"]
    scene._set_count(9)
    assert len(scene.setup.temperaments) == 7
    scene._set_variant("bouillotte")
    assert len(scene.setup.temperaments) == 4  # three to five play
    help_of = {r.label.strip(): r.help for r in scene.rows}
    assert "blinds five" in help_of["Blind"] and "Draw Poker" not in help_of["Blind"]
    assert help_of["Game"].endswith("One of the French games.")


def test_every_game_offers_only_the_opponents_it_deals_to(app):
    """A fresh-eyes tester chose one opponent at Bouillotte (three to five play), and Deal
    failed: the stepper offers each game's own counts, a change of game brings the count
    into them, the help line is the game's, and every count offered deals."""
    from game.engine.registry import VARIANTS
    from game.ui.session import Session

    scene = open_new_game(app)
    assert len(VARIANTS) >= 18
    for variant in VARIANTS:
        scene._set_variant(variant)
        row = scene.rows[row_index(scene, "Opponents")]
        cls = VARIANTS[variant][0]
        if getattr(cls, "max_players", None):  # a game with its own numbers says them
            assert "sixty-card" not in row.help and f"to {cls.max_players} players" in row.help, variant
        if variant == "bouillotte":
            assert "3 to 5 players" in row.help and "2 to 4 opponents" in row.help
            assert row.lo == 2
        offered = []
        for n in (0, *range(1, 10)):
            scene._set_count(n)
            offered.append(len(scene.setup.temperaments))
        counts = sorted(set(offered))
        assert counts == list(range(row.lo, row.hi + 1)), (variant, counts, row.lo, row.hi)
        for n in counts:
            scene._set_count(n)
            session = Session(scene.config(), home=app.home)  # deals: the table takes them
            session.close()
        for n in (1, 7):  # the stepper's own minus and plus stop at the ends
            scene._set_count(n)
            row = scene.rows[row_index(scene, "Opponents")]
            row.change(-1 if n == 1 else 1)
            assert row.lo <= len(scene.setup.temperaments) <= row.hi
    scene._set_count(1)
    scene._set_variant("bouillotte")  # a change of game brings the count into its own
    assert len(scene.setup.temperaments) == 2


def test_a_click_on_plus_or_minus_leaves_the_row_under_the_pointer(app):
    """At 960 x 540 a click on the opponents' + scrolled the form, and the next click landed
    on another row (a fresh-eyes tester): the row clicked stays where it was."""
    app.set_window_size((960, 540))
    app.step([])
    scene = open_new_game(app)
    scene._set_variant("draw")
    scene._set_count(2)
    checked = 0
    for scroll in range(0, scene._max_scroll() + 1, max(1, scene._max_scroll() // 12)):
        scene._set_count(2)
        scene.scroll = scroll
        i = row_index(scene, "Opponents")
        control = scene.control_rect(i)
        if not scene.view.contains(control):
            continue
        plus = (control.right - 4, control.centery)
        click(app, plus)
        assert len(scene.setup.temperaments) == 3
        assert scene.control_rect(row_index(scene, "Opponents")).collidepoint(plus), scroll
        click(app, plus)
        assert len(scene.setup.temperaments) == 4, scroll
        minus = (scene.control_rect(row_index(scene, "Opponents")).x + 4, plus[1])
        click(app, minus)
        assert len(scene.setup.temperaments) == 3, scroll
        checked += 1
    assert checked >= 2


def test_a_long_game_name_keeps_the_rows_size(app):
    """Issue 38: "Whiskey Poker, with markers" was set smaller than the other games' names in
    the Game row; it keeps the size every name has and takes the room it needs (reaching left
    over the row's empty room), whole and inside the window, at the smallest window."""
    import dataclasses

    from game.ui.scenes.newgame import GAME_CHOICES

    scene = open_new_game(app)
    app.set_window_size((960, 540))
    sizes: dict[str, set[int]] = {}
    render = app.fonts.render

    def recording(role, px, text, colour):
        sizes.setdefault(text, set()).add(px)
        return render(role, px, text, colour)

    app.fonts.render = recording
    try:
        for variant, title in GAME_CHOICES:
            scene.setup = dataclasses.replace(scene.setup, variant=variant)
            app.step([])
    finally:
        del app.fonts.render
    names = {title: sizes.get(title, set()) for _, title in GAME_CHOICES}
    # (each name is drawn in the Game row, and may be drawn again larger as the preview's head)
    assert all(got and min(got) == app.layout.font(25) for got in names.values()), names
