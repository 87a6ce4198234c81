"""The window rests when nothing moves (issue 29): no scene needs frames, nothing is drawn,
and the loop sleeps on the event queue; input still shows in the frame it comes in."""

from __future__ import annotations

import time

import pygame
from test_table_support import config, my_turn, open_table, run_until
from uihelp import key_event

import game.ui.app as app_module
from game.ui.scene import Scene


def _settle(app, frames: int = 200) -> None:
    pygame.event.clear()  # the window's own first events (shown, focus): each would wake it once
    for _ in range(frames):
        if app.resting():
            return
        app.step([], 0.05)
    assert app.resting()


def _count_draws(app, monkeypatch) -> list[int]:
    drawn = [0]
    original = app.draw

    def draw() -> None:
        drawn[0] += 1
        original()

    monkeypatch.setattr(app, "draw", draw)
    return drawn


def test_the_title_rests_once_its_cards_are_dealt(app):
    assert not app.resting()  # the fan is being dealt
    _settle(app)
    app.top.tweens.finish_all()
    assert app.resting()
    app.toast("A word")
    assert not app.resting()  # a toast fades by the clock


def test_at_rest_run_draws_nothing_and_sleeps(app, monkeypatch):
    _settle(app)
    monkeypatch.setattr(app_module, "REST_MS", 40)
    drawn = _count_draws(app, monkeypatch)
    start = time.perf_counter()
    assert app.run(max_frames=5) == 5  # five wakes at rest
    assert drawn[0] == 0
    assert time.perf_counter() - start >= 0.15  # it slept, not spun


def test_input_at_rest_is_shown_at_once(app, monkeypatch):
    _settle(app)
    drawn = _count_draws(app, monkeypatch)
    before = app.top.menu.selected
    pygame.event.post(key_event(pygame.K_DOWN))
    start = time.perf_counter()
    app.rest(5000)
    assert time.perf_counter() - start < 1.0  # woken by the key, not by the timeout
    assert app.top.menu.selected != before and drawn[0] == 1


def test_a_scene_with_its_own_clock_is_drawn_every_frame(app):
    class Ticking(Scene):
        def update(self, dt: float) -> None:
            pass

    app.push(Ticking(app))
    assert not app.resting()


def test_the_table_rests_while_it_waits_for_the_person(app, monkeypatch):
    scene = open_table(app, config(("caller", "good")))
    run_until(app, lambda: my_turn(scene))
    _settle(app)
    assert scene.waiting_for_me and not scene.needs_frames()
    drawn = _count_draws(app, monkeypatch)
    monkeypatch.setattr(app_module, "REST_MS", 20)
    app.run(max_frames=3)
    assert drawn[0] == 0


def test_the_table_needs_frames_while_a_computer_player_decides(app):
    scene = open_table(app, config(("caller", "good")), synchronous=False, think=0.3)
    try:
        for _ in range(400):
            app.step([], 1 / 60)
            if scene.idle and scene.session.thinking is not None:
                break
        assert scene.session.thinking is not None
        assert scene.needs_frames() and not app.resting()
    finally:
        scene.session.close()


def test_the_rules_rest_while_they_are_read(app):
    app.show("rules")
    deadline = time.perf_counter() + 60
    while not app.resting() and time.perf_counter() < deadline:
        app.step([], 0.05)
        time.sleep(0.01)
    assert app.resting()  # once the odds tables have come


def test_a_hot_seat_guests_table_rests_on_her_turn_and_after_it(app):
    """At a party, the table a guest plays behind the privacy screen rests while her buttons
    wait, and again while "pass on" waits once her turn is over."""
    from game.party import Evening, Guest, PartyConfig, fill_with_computers
    from game.ui.scenes.party_overview import open_evening
    from game.ui.scenes.party_table import PrivacyScene
    from game.ui.scenes.table import TableScene

    alice = Guest("Alice", "red", "human")
    ev = Evening.start(PartyConfig([alice] + fill_with_computers([alice], 8)[1:], rounds=1, seed=4))
    overview = open_evening(app, ev)
    overview.pace_index = 3
    overview.runner.pace = 0.01
    for _ in range(3000):
        if isinstance(app.top, PrivacyScene):
            break
        app.step([], 0.1)
    app.step([key_event(pygame.K_SPACE)])
    table = app.top
    assert isinstance(table, TableScene)
    for _ in range(600):
        if table.buttons and not table.needs_frames():
            break
        app.step([], 0.05)
    assert table.buttons and not table.needs_frames() and app.resting()
    kinds = {b.kind.value for b in table.buttons}
    order = ["draw", "no straddle", "call", "show", "bet", "abandon"]
    kind = next(k for k in order if k in kinds)
    app.step([key_event({"draw": pygame.K_d, "no straddle": pygame.K_n, "call": pygame.K_c,
                         "show": pygame.K_s, "bet": pygame.K_b, "abandon": pygame.K_a}[kind])])
    for _ in range(600):
        if app.top is not table or (table.waiting_for_me and not table.buttons):
            break
        app.step([], 0.05)
    assert app.top is table and table.next_button.label == "Hide my cards and pass on"
    for _ in range(100):
        app.step([], 0.05)
    assert not table.needs_frames()  # "pass on" waits for her Enter


def test_bench_idle_says_in_one_line_when_there_is_no_xvfb(monkeypatch):
    import bench.bench_idle as bench_idle

    monkeypatch.setattr(bench_idle.shutil, "which", lambda name: None)
    lines = bench_idle.run(0.1)
    assert len(lines) == 1 and lines[0].startswith("skipped: Xvfb is not installed")


def _same_after_more_frames(app) -> bool:
    """What the window shows at rest is what more frames would show: nothing is owed."""
    before = pygame.image.tobytes(app.window, "RGB")
    for _ in range(5):
        app.step([], 1 / 60)
    return pygame.image.tobytes(app.window, "RGB") == before


def test_a_table_at_rest_shows_everything_it_has(app):
    """Resting after the cut for seats (or any event), no part of the table is left a frame
    late: the picture at rest is the whole picture."""
    scene = open_table(app, config(("caller", "good"), seed=3))
    for _ in range(2000):
        app.step([], 1 / 60)
        if app.resting():
            break
    assert app.resting() and scene.waiting_for_me
    assert _same_after_more_frames(app)
    run_until(app, lambda: my_turn(scene))
    _settle(app)
    assert _same_after_more_frames(app)
