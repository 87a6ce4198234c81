"""Every game taught in the window (issue 26): the Rules screen opens at the game being played
and has a page for each of the eighteen, readable at 960x540; New game chooses from a list of
the games by family; a new game opens with its How to play card, which can be told not to."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, press

from game.engine.registry import VARIANTS
from game.rulebook import FAMILIES, GUIDES, ORDER
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.newgame_chooser import GameChooserScene, GameLine
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.rules_howto import HowToCard
from game.ui.scenes.table import TableScene
from game.ui.settings import load_settings


def new_game(app, variant: str) -> NewGameScene:
    """The New game screen at ``variant``, a game that has had its first table (whose How to
    play is offered, not opened: tests/ui/test_table_guided_learner.py)."""
    app.settings = app.settings.with_(guided_offered=tuple(sorted({*app.settings.guided_offered, variant})))
    app.show("newgame")
    app.step([])
    scene = app.top
    scene._set_variant(variant)
    return scene


def test_the_rules_open_at_the_game_at_the_table(app):
    scene = new_game(app, "stud")
    app.settings = app.settings.with_(how_to_play_off=("stud",))
    scene.start()
    table = app.top
    assert isinstance(table, TableScene)
    table.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.step([])
    menu = app.top
    menu._rules()  # the table's menu: Rules
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.variant == "stud"
    assert rules.blocks[0] == ("h1", "Stud Poker, four up at once")
    assert "Draw Poker, as this game plays it" not in [c for k, c in rules.blocks if k == "h1"]
    table.session.close()


def test_the_rules_open_at_the_game_chosen_on_new_game(app):
    scene = new_game(app, "bouillotte")
    scene.rows[[r.label for r in scene.rows].index("How to play it")].activate()
    assert isinstance(app.top, RulesScene) and app.top.variant == "bouillotte"
    press(app, pygame.K_ESCAPE)
    assert app.top is scene
    # Opened with no game named, the page opens at the game New game has chosen.
    app.push(RulesScene(app))
    assert app.top.variant == "bouillotte"


def test_left_and_right_and_the_arrows_turn_to_the_other_games(app):
    app.push(RulesScene(app, "draw"))
    app.step([])
    scene = app.top
    press(app, pygame.K_RIGHT)
    assert scene.variant == ORDER[1] and scene.scroll == 0
    press(app, pygame.K_LEFT, pygame.K_LEFT)
    assert scene.variant == ORDER[-1]
    click(app, scene.arrows[1].center)
    assert scene.variant == ORDER[0]
    assert ("Left / Right", "the previous, the next game") in scene.help_keys()


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_game_has_a_readable_page_at_960_by_540(app, variant):
    app.set_window_size((960, 540))
    app.push(RulesScene(app, variant))
    app.step([])
    scene = app.top
    titles = [title for _, title, _ in scene.anchors]
    assert titles[:3] == [GUIDES[variant].name, "How to play", "The words of the game"]
    assert "The house rules in force" in titles
    for entry, (size, lines) in zip(scene.entries, scene.entry_lines):  # every heading, none squeezed past reading
        assert scene.contents.contains(entry) and size >= 13
        assert entry.height >= len(lines) * app.fonts.get("body", size).get_linesize()
    assert scene.contents.right < scene.view.left and scene.legend_rect.bottom <= 540
    # How to play is near the top: its three paragraphs within the first page and a half.
    how = scene.anchors[titles.index("How to play")][2]
    words = scene.anchors[titles.index("The words of the game")][2]
    assert words - how < scene.view.height * 1.5


def test_new_game_lists_the_eighteen_games_by_family(app):
    scene = new_game(app, "draw")
    game_row = scene.rows[[r.label for r in scene.rows].index("Game")]
    game_row.change(1)  # not a spinner: Left/Right change nothing
    assert scene.setup.variant == "draw"
    game_row.activate()
    chooser = app.top
    assert isinstance(chooser, GameChooserScene)
    assert chooser.games() == list(ORDER) and len(chooser.games()) == 18
    headings = [r.label for r in chooser.rows if not isinstance(r, GameLine)]
    assert headings == [family for family, _ in FAMILIES]
    assert all(r.help == GUIDES[r.variant].line for r in chooser.rows if isinstance(r, GameLine))
    assert chooser.rows[chooser.focus].variant == "draw"  # opens at the game chosen
    press(app, pygame.K_DOWN)
    assert chooser.rows[chooser.focus].variant == ORDER[1]
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # Enter plays the game in focus
    assert app.top is scene and scene.setup.variant == ORDER[2]
    # A click on a game's line chooses it; Esc goes back without a change.
    game_row.activate()
    chooser = app.top
    target = next(i for i, r in enumerate(chooser.rows) if getattr(r, "variant", "") == "stud")
    chooser._ensure_visible(target)
    app.step([])
    top = chooser.view.y + chooser.tops[target] - chooser.scroll
    click(app, (chooser.view.x + 60, top + 20))
    assert app.top is scene and scene.setup.variant == "stud"
    game_row = scene.rows[[r.label for r in scene.rows].index("Game")]
    game_row.activate()
    press(app, pygame.K_DOWN, pygame.K_ESCAPE)
    assert app.top is scene and scene.setup.variant == "stud"


def test_new_game_shows_only_what_the_game_uses(app):
    from game.rulebook.stakes import stakes_words

    house = app.settings.house
    assert "limit" not in stakes_words("thirty-one", house) and "no betting" in stakes_words("thirty-one", house)
    assert "limit 50" in stakes_words("draw", house)
    assert "markers" in stakes_words("whiskey-markers", house) and "counters" not in stakes_words(
        "whiskey-markers", house)
    scene = new_game(app, "thirty-one")
    labels = [r.label.strip() for r in scene.rows]
    assert "Limit" not in labels and "Jack pots" not in labels and "Straddle" not in labels
    assert "Blind" in labels and "Counters each" in labels
    app.step([])  # the preview draws the Thirty-One stakes line
    scene = new_game(app, "draw")
    assert {"Limit", "Jack pots", "Straddle"} <= {r.label.strip() for r in scene.rows}


def test_opponents_are_described_in_the_games_terms(app):
    scene = new_game(app, "thirty-one")
    lines = [r.help for r in scene.rows if r.label.startswith("Opponent ")]
    assert lines and all("before the draw" not in line and "four-flush" not in line for line in lines)
    assert any("knock" in line for line in lines)
    scene._set_variant("draw")
    lines = [r.help for r in scene.rows if r.label.startswith("Opponent ")]
    assert any("draw" in line for line in lines)


def test_a_new_game_opens_with_its_how_to_play_once(app):
    scene = new_game(app, "brag")
    scene.start()
    card = app.top
    assert isinstance(card, HowToCard) and card.variant == "brag"
    table = app.scenes[-2]
    assert isinstance(table, TableScene)
    deal = table.session.table.deal_number
    for _ in range(20):  # the deal waits beneath the card
        app.step([])
    assert app.top is card
    press(app, pygame.K_w)
    assert card.page == "words"
    press(app, pygame.K_w, pygame.K_RETURN)
    assert app.top is table
    for _ in range(20):
        app.step([])
    assert not any(isinstance(s, HowToCard) for s in app.scenes)
    assert table.session.table.deal_number == deal
    assert "brag" not in app.settings.how_to_play_off  # not ticked: the next new game shows it again
    table.session.close()


def test_dont_show_again_is_remembered_in_the_settings_file(app, home):
    scene = new_game(app, "ambigu")
    scene.start()
    card = app.top
    click(app, card.box_rect.center)
    assert card.dont_show
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene)
    assert "ambigu" in app.settings.how_to_play_off
    assert "ambigu" in load_settings(home).settings.how_to_play_off
    app.top.session.close()
    # The next new game of Ambigu goes straight to the table; another game still shows its card.
    scene = new_game(app, "ambigu")
    scene.start()
    assert isinstance(app.top, TableScene)
    app.top.session.close()
    scene = new_game(app, "commerce")
    scene.start()
    assert isinstance(app.top, HowToCard)
    press(app, pygame.K_r)  # the full rules, at this game
    assert isinstance(app.top, RulesScene) and app.top.variant == "commerce"


def test_a_damaged_list_in_the_settings_file_falls_back(home):
    from game.ui.settings import Settings

    settings, problems = Settings.from_dict({"how_to_play_off": "draw"})
    assert settings.how_to_play_off == () and problems
    settings, problems = Settings.from_dict({"how_to_play_off": ["stud", "draw", "stud"]})
    assert settings.how_to_play_off == ("draw", "stud") and not problems


def test_the_rules_list_every_game_to_turn_to(app):
    app.push(RulesScene(app, "draw"))
    app.step([])
    rules = app.top
    press(app, pygame.K_g)
    chooser = app.top
    assert isinstance(chooser, GameChooserScene) and chooser.games() == list(ORDER)
    assert chooser.rows[chooser.focus].variant == "draw"
    chooser.choose("ambigu")
    assert app.top is rules and rules.variant == "ambigu" and rules.blocks[0] == ("h1", "Ambigu")
    name = rules.arrows[0].union(rules.arrows[1]).center  # a click on the game's name: the list
    click(app, name)
    assert isinstance(app.top, GameChooserScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is rules and rules.variant == "ambigu"


def test_new_game_turns_the_card_back_on(app, home):
    app.settings = app.settings.with_(how_to_play_off=("whiskey",))
    scene = new_game(app, "whiskey")
    row = scene.rows[[r.label for r in scene.rows].index("How to play at the first deal")]
    assert row.get() is False
    row.activate()
    assert "whiskey" not in app.settings.how_to_play_off
    assert "whiskey" not in load_settings(home).settings.how_to_play_off
    row.activate()
    assert app.settings.how_to_play_off == ("whiskey",)
