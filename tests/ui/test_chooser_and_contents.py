"""The game chooser and the Rules contents, whole (issue 38): the chooser's scrollbar stays in
its frame at the end of the list, its preview follows the pointer as well as the keys; every
entry of the Rules contents is written whole (one was cut: "The combinations, and what ea…")."""

from __future__ import annotations

import pygame
import pytest
from layout_probe import LayoutProbe, problems
from test_newgame import open_new_game

from game.engine.registry import VARIANTS
from game.ui.scenes.newgame_chooser import GameChooserScene, GameLine
from game.ui.scenes.rules import RulesScene

SIZES = [(960, 540), (1920, 1080)]


def _wheel(y: int):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_choosers_scrollbar_stays_in_its_frame(app, size):
    app.set_window_size(size)
    new_game = open_new_game(app)
    chooser = GameChooserScene(app, new_game)
    app.push(chooser)
    for y in [-1] * 40 + [1] * 3 + [-1] * 5:
        app.step([_wheel(y)])
        assert 0 <= chooser.scroll <= chooser._max_scroll()
        track = chooser._scrollbar_track()
        thumb_h = max(app.layout.px(30), round(track.height * chooser.view.height / chooser.content_h))
        thumb_y = track.y + round((track.height - thumb_h) * chooser.scroll / max(1, chooser._max_scroll()))
        assert track.y <= thumb_y and thumb_y + thumb_h <= track.bottom
    assert chooser.scroll == chooser._max_scroll() > 0
    # the end of the list in view, its first row whole at the top
    assert chooser.scroll in chooser.tops
    assert chooser.tops[-1] + chooser.heights[-1] <= chooser.scroll + chooser.view.height


def test_the_choosers_preview_follows_the_pointer(app):
    new_game = open_new_game(app)
    chooser = GameChooserScene(app, new_game)
    app.push(chooser)
    app.step([])
    lines = [i for i, r in enumerate(chooser.rows) if isinstance(r, GameLine)]
    target = next(i for i in lines if i != chooser.focus and chooser.control_rect(i).bottom < chooser.view.bottom)
    y = chooser.view.y + chooser.tops[target] - chooser.scroll + chooser.app.layout.px(20)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(chooser.view.x + 60, y), rel=(0, 0), buttons=(0, 0, 0))])
    assert chooser.focus == target
    with LayoutProbe(app) as probe:
        texts = [p.label for p in probe.draw(chooser) if p.kind == "text"]
    from game.rulebook import GUIDES

    assert GUIDES[chooser.rows[target].variant].name in texts


def test_the_choosers_preview_follows_the_wheel_under_a_still_pointer(app):
    """Issue 38: the wheel scrolled the list under a still pointer and the preview kept the
    game focused before, scrolled out of sight: the game under the pointer comes into focus
    (and off the list, the nearest game in sight)."""
    new_game = open_new_game(app)
    chooser = GameChooserScene(app, new_game)
    app.push(chooser)
    app.step([])
    x, y = chooser.view.x + 60, chooser.view.centery
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))])
    for _ in range(4):
        before = chooser.scroll
        app.step([_wheel(-1)])
        assert chooser.scroll > before
        under = chooser.row_at((x, y))
        if isinstance(chooser.rows[under], GameLine):
            assert chooser.focus == under
        assert chooser._in_sight(chooser.focus)
    # the pointer off the list: the focus stays in sight
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    for _ in range(6):
        app.step([_wheel(-1)])
        assert chooser._in_sight(chooser.focus) and isinstance(chooser.rows[chooser.focus], GameLine)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_rules_contents_entry_is_written_whole(app, size):
    app.set_window_size(size)
    found = []
    with LayoutProbe(app) as probe:
        for variant in VARIANTS:
            scene = RulesScene(app, variant)
            app.push(scene)
            pieces = probe.draw(scene)
            inside = [p for p in pieces if p.kind == "text" and scene.contents.colliderect(p.rect)]
            found += [f"{variant}: cut {p!r}" for p in inside if p.label.endswith("\u2026")]
            found += [f"{variant}: past the contents {p!r}" for p in inside if not scene.contents.contains(p.rect)]
            found += [f"{variant}: {f}" for f in problems(inside, app.window.get_size())]
            titles = [t for _l, t, _y in scene.anchors]
            shown = " ".join(p.label for p in inside)
            found += [f"{variant}: {t!r} not written" for t in titles if t.split()[-1] not in shown]
            app.pop()
    assert not found, found[:6]


def test_the_choosers_words_say_choose_not_play():
    """Window round 9: a game's line in the chooser said "Enter or click: play this", though
    choosing goes back to the set-up and starts nothing, and the chosen one was "playing" in
    its words and "chosen" by its mark: one word, "choose"."""
    line = GameLine("draw", lambda: "draw", lambda v: None)
    other = GameLine("brag", lambda: "draw", lambda v: None)
    assert "play" not in other.prompt and "choose" in other.prompt
    assert line.value_text() == "chosen" and other.value_text() == ""
