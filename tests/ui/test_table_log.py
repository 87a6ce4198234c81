"""The game's log at the table's side shows as many lines as it can: sixteen with the odds
helper closed, eight or more with it open; and the odds helper's lines are in the log's type,
never smaller (issue 38, window round 9: at 960x540 they could not be read)."""

from __future__ import annotations

import pytest

from game.ui.scenes.table import TableScene


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=["960x540", "1280x720"])
@pytest.mark.parametrize("odds, least", [(True, 8), (False, 16)], ids=["odds-on", "odds-off"])
def test_the_log_shows_enough_lines(app, size, odds, least):
    app.set_window_size(size)
    app.odds_helper = odds
    scene = TableScene.sample(app)
    app.push(scene)
    for i in range(40):
        scene.log.add(f"Law 18: Mrs. Keene throws in {i}.")
    scene.log.refresh(app.fonts, app.layout)
    assert scene.odds_on is odds
    assert len(scene.log.shown) >= least, [line for _, _, line in scene.log.shown]


ODDS = [("Drawing 3 to a pair of kings", "head"), ("To improve: 2\u00bd to 1 against (28.7%)", ""),
        ("Two pairs: 5 to 1 against (16.0%)", "dim"), ("Threes: 8 to 1 against (11.4%)", "dim")]
"""The odds helper's lines keeping a pair of kings (the book's example of a draw)."""


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=["960x540", "1280x720", "1920x1080"])
def test_the_odds_are_in_the_logs_type_and_whole(app, size, monkeypatch):
    """Window round 9: at 960x540 the odds helper's lines were set smaller than the log's
    and could not be read.  In the log's type, the heading and the odds to improve whole."""
    app.set_window_size(size)
    app.odds_helper = True
    scene = TableScene.sample(app)
    app.push(scene)
    scene.odds_lines = list(ODDS)
    drawn: list[tuple[int, str]] = []
    render = app.fonts.render

    def spy(role, px, text, colour):
        drawn.append((px, text))
        return render(role, px, text, colour)

    monkeypatch.setattr(app.fonts, "render", spy)
    scene._tips.clear()
    scene._draw_odds(app.window)
    log_px = scene.log._font_px(app.layout)
    words = " ".join(t for t, _ in ODDS).split()
    odds = [(px, text) for px, text in drawn if text.split() and set(text.split()) <= set(words)]
    assert odds and all(px >= log_px for px, _ in odds), (log_px, odds)
    said = " ".join(text for _, text in odds)
    assert ODDS[0][0] in said and ODDS[1][0] in said, said


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)], ids=["960x540", "1920x1080"])
def test_a_toast_covers_none_of_the_logs_lines(app, size):
    """Issue 38: the window's short messages stood over the log's newest lines for seconds.
    While one is up, the log's lines move up above it (the newest still shown), and come back
    down when it has gone."""
    app.set_window_size(size)
    scene = TableScene.sample(app)
    app.push(scene)
    for i in range(40):
        scene.log.add(f"Mrs. Keene throws in, the {i}th time.")
    app.step([], 0.0)
    app.toast("Your seat's hand is kept: the table resumes where it stood when you left it.", 4.0)
    app.step([], 0.05)
    assert app.toast_rects
    line_h = app.fonts.get("body", scene.log._font_px(app.layout)).get_linesize()
    first = scene.log.rect.y + app.layout.px(30) + app.layout.px(6)
    last_bottom = first + len(scene.log.shown) * line_h
    assert last_bottom <= min(r.top for r in app.toast_rects)
    assert scene.log.shown[-1][0] is scene.log.entries[-1]  # the newest line still shown
    during = len(scene.log.shown)
    for _ in range(60):  # gone: the log fills its column again
        app.step([], 0.1)
    assert not app.toasts and scene.log.foot == 0 and len(scene.log.shown) > during
