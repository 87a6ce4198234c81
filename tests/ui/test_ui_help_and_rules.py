"""F1 help over any screen, and the rules page."""

from __future__ import annotations

import types

import pygame
from uihelp import click, key_event, press, wheel_event

from game.engine.core.house import HouseRules
from game.ui.scenes import HelpOverlay, RulesScene, SettingsScene, TitleScene
from game.ui.scenes.rules import odds_blocks, rules_text


def test_f1_opens_and_closes_the_keys_help(app):
    press(app, pygame.K_F1)
    assert isinstance(app.top, HelpOverlay)
    assert ("Up / Down", "choose") in app.top.keys  # the title screen's own keys are listed
    press(app, pygame.K_F1)
    assert isinstance(app.top, TitleScene)


def test_help_is_modal_and_any_key_closes_it(app):
    press(app, pygame.K_F1)
    before = app.scenes[0].menu.selected
    press(app, pygame.K_DOWN)
    assert isinstance(app.top, TitleScene)
    assert app.top.menu.selected == before  # the key closed the help; it did not move the menu
    press(app, pygame.K_F1)
    click(app, (10, 10))
    assert isinstance(app.top, TitleScene)


def test_help_over_the_settings_lists_their_keys(app):
    app.push(SettingsScene(app))
    press(app, pygame.K_F1)
    assert isinstance(app.top, HelpOverlay) and app.top.screen == "Settings"
    assert any(k == "Left / Right" for k, _ in app.top.keys)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, SettingsScene)  # Esc closed the help, not the settings


def test_the_rules_follow_the_house_rules():
    def text(house):
        return " ".join(str(c) for _, c in rules_text(house))

    book = text(HouseRules())
    assert "Law 28" in book and "natural jack pot" in book and "odd counter" in book
    assert "straddle" in book.lower() and "limit of 50" in book
    changed = text(HouseRules().with_(straddle=False, jack_pots=False, limit=20, pack="60"))
    assert "no straddling" in changed and "Jack pots are not played" in changed and "limit of 20" in changed
    assert "sixty-card pack" in changed


def test_rules_page_scrolls_and_goes_back(app):
    app.push(RulesScene(app))
    scene = app.top
    assert scene._max_scroll() > 0
    press(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    press(app, pygame.K_END)
    assert scene.scroll == scene._max_scroll()
    press(app, pygame.K_HOME)
    assert scene.scroll == 0
    app.step([wheel_event(-2)])
    assert scene.scroll > 0
    track = scene._track()
    click(app, (track.centerx, track.bottom - 1))
    assert scene.scroll > scene._max_scroll() * 0.9
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_rules_page_at_960_by_540(app):
    app.set_window_size((960, 540))
    app.push(RulesScene(app))
    app.step([])
    scene = app.top
    assert scene.view.width == 648 and scene.contents.right < scene.view.left
    assert scene.legend_rect.bottom <= 540 and scene.legend_rect.width <= scene.view.right - scene.contents.x


def test_the_odds_tables_come_from_the_hands_module():
    blocks = odds_blocks()
    tables = [content for kind, content in blocks if kind == "table"]
    assert len(tables) == 3
    book = {row[0]: row[1:] for row in tables.pop(0)[1:]}
    # The book's figure beside the exact one, marked where the book is out.
    assert book["a full hand (drawing three to a pair)"] == ["61 to 1", "97.3 to 1 against", "*"]
    assert book["improving a pair by drawing three cards"][2] == ""
    draws = {row[0]: row[2] for row in tables[0][1:]}
    assert draws["A pair, drawing three"] == "2.5 to 1 against"  # the books' figure
    assert draws["Two pairs, drawing one"].startswith("10.")  # 43 to 4
    dealt = {row[0]: row[1] for row in tables[1][1:]}
    assert dealt["Straight flush"] == "40" and dealt["High card"] == "1,302,540"


def test_a_ready_made_odds_table_is_shown_as_it_is(monkeypatch):
    import game.hands as hands

    fake = types.SimpleNamespace(odds_table=lambda: [("hand", "draw", "odds"), ("a pair", 3, "2.5 to 1")])
    monkeypatch.setattr(hands, "draw_odds", fake)
    assert ("table", [["hand", "draw", "odds"], ["a pair", "3", "2.5 to 1"]]) in odds_blocks()


def test_a_broken_odds_module_does_not_break_the_page(monkeypatch):
    import game.hands as hands

    def broken(*args, **kwargs):
        raise RuntimeError("half built")

    monkeypatch.setattr(hands, "draw_odds", broken)
    blocks = odds_blocks()
    assert blocks == [("note", "The odds table could not be worked out this time.")]
    assert ("note", "The odds table could not be worked out this time.") in rules_text(HouseRules())


def test_no_odds_module_leaves_a_polite_note(monkeypatch):
    import game.hands as hands

    monkeypatch.delattr(hands, "draw_odds")
    assert "will appear here" in odds_blocks()[0][1]


# --- contents, jumping, the house rules marked, the legend -----------------------------------

def test_contents_list_every_heading_and_jump_to_it(app):
    from game.ui.scenes.rules import sections

    app.push(RulesScene(app))
    app.step([])
    scene = app.top
    assert [(lvl, title) for lvl, title, _ in scene.anchors] == sections(scene.blocks)
    titles = [title for _, title, _ in scene.anchors]
    assert "The house rules in force" in titles and "The odds of the draw" in titles
    assert len(scene.entries) == len(scene.anchors)
    for entry in scene.entries:
        assert scene.contents.contains(entry)
    # A click on an entry brings its section to the top of the view.
    target = titles.index("The house rules in force")
    click(app, scene.entries[target].center)
    assert scene.current_section() == target
    assert abs(scene.scroll - scene.anchors[target][2]) < 40
    # Tab and Shift+Tab step through the sections.
    press(app, pygame.K_HOME)
    assert scene.current_section() == 0
    press(app, pygame.K_TAB)
    assert scene.current_section() == 1
    press(app, pygame.K_TAB)
    assert scene.current_section() == 2
    app.step([key_event(pygame.K_TAB, pygame.KMOD_SHIFT)])
    assert scene.current_section() == 1


def test_house_rules_in_force_are_marked(app, home):
    import dataclasses

    from game.ui.scenes.rules import marked_rules_text

    assert not any(kind == "house" for kind, _ in marked_rules_text(HouseRules()))
    changed = HouseRules().with_(straddle=False, table_stakes=True)
    blocks = marked_rules_text(changed)
    marked = [text for kind, text in blocks if kind == "house"]
    assert any("no straddling" in t for t in marked)
    assert all("Law 28" not in t for t in marked)  # untouched paragraphs stay plain
    app.settings = dataclasses.replace(app.settings, house=changed)
    app.push(RulesScene(app))
    app.step([])
    scene = app.top
    assert scene.bars  # a gilt bar beside each
    titles = [title for _, title, _ in scene.anchors]
    assert titles.index("The house rules in force") in scene.marked
    assert titles.index("The blind, the straddle, and coming in") in scene.marked
    assert titles.index("The draw") not in scene.marked


def test_the_legend_explains_the_marks():
    from game.ui.scenes.rules import LEGEND

    assert LEGEND[0].startswith("*") and "differs from the book" in LEGEND[0] and "wrong" in LEGEND[0]
    assert "house rule" in LEGEND[1]


def test_the_page_opens_before_the_odds_are_counted_and_they_follow(app):
    import time

    from game.ui.scenes.rules import ODDS_COMING

    assert ODDS_COMING in rules_text(HouseRules(), odds=False)
    app.push(RulesScene(app))
    scene = app.top
    deadline = time.monotonic() + 60
    while not scene._odds.ready() and time.monotonic() < deadline:
        time.sleep(0.05)
    app.step([])
    assert ODDS_COMING not in scene.blocks
    assert sum(kind == "table" for kind, _ in scene.blocks) == 3


class _Blits(pygame.Surface):
    """A window that notes where each image is blitted (and blits it)."""

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        rect = super().blit(source, dest, *args, **kwargs)
        self.noted.append(pygame.Rect(dest[0], dest[1], *source.get_size()))
        return rect


def test_scrolled_lists_never_show_a_row_cut_at_their_top_edge(app):
    """The wheel and the scroll bar leave the settings list at a row's top, and the rules page
    draws only whole lines, wherever it is scrolled to."""
    settings = SettingsScene(app)
    app.push(settings)
    app.step([])
    for _ in range(6):
        app.step([wheel_event(-1)])
        assert settings.scroll == 0 or settings.scroll in settings.tops
    app.pop()

    rules = RulesScene(app)
    app.push(rules)
    app.step([])
    edge = app.layout.px(4)
    page = rules.view.inflate(-2 * edge, -2 * edge)
    heights = {img.get_size() for _, _, img in rules.lines}
    for pixels in (37, 211, 1009, 2333):
        rules.scroll_by(pixels)
        window = _Blits(app.window.get_size())
        window.noted = []
        rules.draw(window)
        lines = [r for r in window.noted if r.size in heights and r.colliderect(page)]
        assert lines, rules.scroll
        cut = [r for r in lines if not rules.view.inflate(2 * edge, 2 * edge).contains(r)]
        assert not cut, (rules.scroll, cut[:3])


def test_the_game_log_starts_at_an_entrys_first_line(app):
    """A long entry that does not fit whole at the log's top is left out, not cut."""
    from game.ui.scenes.table_parts import LogPanel

    log = LogPanel()
    log.layout(pygame.Rect(0, 0, 284, 200))
    for i in range(12):
        log.add(f"Law 28: entry {i} " + "and a long tail of words that wraps " * (i % 3 + 1))
    for scroll in range(0, 20):
        log.scroll_by(scroll - log.scroll)
        log.refresh(app.fonts, app.layout)
        assert log.shown and log.shown[0][1] == 0, scroll  # (entry, line within it, text)


def test_the_keys_sheet_keeps_its_rows_clear_of_the_line_at_its_foot(app):
    """The table's keys sheet (F1), the longest, at both window sizes: the last row stands
    above "Press any key or click to close", and the sheet inside the window's frame."""
    from layout_probe import LayoutProbe, frame_width, problems

    from game.ui.scenes.help import HelpOverlay
    from game.ui.scenes.table import TableScene

    for size in ((960, 540), (1280, 720)):
        app.set_window_size(size)
        keys = TableScene.sample(app).help_keys()
        with LayoutProbe(app) as probe:
            sheet = HelpOverlay(app, keys + [("X", "one more row")] * 3, "The table")
            app.push(sheet)
            pieces = probe.draw(sheet)
            app.pop()
        foot = next(p for p in pieces if p.label.startswith("Press any key"))
        assert all(p.rect.bottom <= foot.rect.top for p in pieces if p is not foot), size
        assert problems(pieces, size, frame_width(app.layout)) == [], size
