"""The statistics screen: deals played and won, the chart of counters, results by opponent."""

from __future__ import annotations

import pygame
from uihelp import click, press

from game.store.stats import Statistics, save_stats
from game.ui.paths import statistics_path
from game.ui.scenes import TitleScene
from game.ui.scenes.statistics import StatisticsScene, draw_chart, nice_step


def centre_of(app, label):
    menu = app.top.menu
    return menu.rects[[i.label for i in menu.items].index(label)].center


def test_statistics_open_from_the_title_with_nothing_yet(app):
    click(app, centre_of(app, "Statistics"))
    scene = app.top
    assert isinstance(scene, StatisticsScene)
    assert scene.stats.deals == 0
    app.step([])
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_statistics_show_what_was_saved(app, home):
    stats = Statistics(deals=12, won=5, counters=[-2, 3, 9, 4, -6, 0, 12, 20, 18, 25, 22, 30],
                       opponents={"Judge Ames": {"shows": 4, "won": 3, "lost": 1},
                                  "Deacon Gray": {"shows": 2, "won": 0, "lost": 2}})
    save_stats(statistics_path(home), stats)
    click(app, centre_of(app, "Statistics"))
    scene = app.top
    assert scene.stats.deals == 12 and scene.stats.opponents["Judge Ames"]["won"] == 3
    app.step([])
    assert scene._chart_img is not None
    for size in ((960, 540), (1280, 720)):
        app.set_window_size(size)
        app.step([])


def test_a_damaged_statistics_file_is_explained(app, home):
    statistics_path(home).write_text("{{{")
    click(app, centre_of(app, "Statistics"))
    assert app.top.stats.deals == 0
    assert any("could not be read" in t.text for t in app.toasts)
    assert statistics_path(home).with_suffix(".json.damaged").exists()


def test_the_chart_scale_is_round():
    assert [nice_step(s) for s in (3, 10, 40, 90, 400)] == [1, 5, 10, 50, 100]


def test_the_chart_draws_any_history(app):
    for values in ([], [5], [0, 0, 0], list(range(-300, 300, 7))):
        img = draw_chart((400, 200), values, app.fonts, app.layout)
        assert img.get_size() == (400, 200)


def test_clicks_on_the_page_never_reach_the_title_beneath(app):
    click(app, centre_of(app, "Statistics"))
    scene = app.top
    title = app.scenes[0]
    for rect in title.menu.rects:
        click(app, rect.center)
    assert app.top is scene and app.running


def test_against_each_opponent_the_columns_add_up(app, home, tmp_path):
    """A tester read "shows 8, won 1, lost 2" as a sum gone wrong: the columns now say who
    took the pool (you, they, neither) and add up to the deals both showed."""
    from game.ui.scenes import statistics as module

    stats = Statistics(deals=16, won=4, counters=[-30, -120, -200, -123],
                       opponents={"Colonel Dash": {"shows": 8, "won": 1, "lost": 2},
                                  "Captain Highwater": {"shows": 3, "won": 0, "lost": 2}})
    save_stats(statistics_path(home), stats)
    drawn = []
    real = module.blit_at

    def spy(surface, img, pos, anchor="topleft"):
        rect = real(surface, img, pos, anchor)
        drawn.append(rect)
        return rect
    module.blit_at = spy
    try:
        for size in ((960, 540), (1280, 720)):
            app.set_window_size(size)
            click(app, centre_of(app, "Statistics"))
            scene = app.top
            drawn.clear()
            app.step([])
            right = [r for r in drawn if scene.right.contains(r)]
            inner = scene.right.inflate(-4, -4)
            assert all(inner.contains(r) for r in drawn if scene.right.colliderect(r)), size
            assert len(right) >= 5 * 3  # the headings and the two opponents' rows
            for i, a in enumerate(right):  # nothing written over anything else in the panel
                for b in right[i + 1:]:
                    assert not a.colliderect(b), (size, a, b)
            pygame.image.save(app.window, str(tmp_path / f"stats-{size[0]}.png"))
            assert scene.stats.opponents["Colonel Dash"]["shows"] == 8
            press(app, pygame.K_ESCAPE)
    finally:
        module.blit_at = real
