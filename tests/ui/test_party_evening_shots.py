"""A whole party evening played through the window on the dummy driver, from the title
screen to the prizes, with a screenshot of every party screen at each step - and the same
for a real-cards evening on the host's sheet.  The screenshots go to ``PARTY_SHOTS`` if
that is set (to look at them), else to the test's own folder.

    PARTY_SHOTS=/tmp/party-shots python -m pytest tests/ui/test_party_evening_shots.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from uihelp import key_event

from game.ui.scenes.party_draw import SeatingDrawScene
from game.ui.scenes.party_host import FinalCountsScene, HostScene
from game.ui.scenes.party_moves import MovesScene
from game.ui.scenes.party_overview import BellOverlay, OverviewScene
from game.ui.scenes.party_prizes import PrizesScene
from game.ui.scenes.party_rules import PartyRulesScene
from game.ui.scenes.party_setup import PartySetupScene


class Camera:
    """Numbered screenshots of the window."""

    def __init__(self, app, folder: Path) -> None:
        self.app = app
        self.folder = folder
        self.folder.mkdir(parents=True, exist_ok=True)
        self.taken: list[Path] = []

    def shot(self, name: str) -> Path:
        self.app.draw()
        path = self.folder / f"{len(self.taken) + 1:02d}-{name}.png"
        pygame.image.save(self.app.window, str(path))
        self.taken.append(path)
        return path


@pytest.fixture
def camera(app, tmp_path, request):
    base = Path(os.environ["PARTY_SHOTS"]) if os.environ.get("PARTY_SHOTS") else tmp_path
    return Camera(app, base / request.node.name)


def press(app, *ks):
    for k in ks:
        app.step([key_event(k)])


def until(app, kind, limit: float = 600.0, dt: float = 0.1):
    t = 0.0
    while not isinstance(app.top, kind):
        app.step([], dt)
        t += dt
        assert t < limit, f"{kind.__name__} never came; on top: {type(app.top).__name__}"
    return app.top


def looks_drawn(path: Path) -> bool:
    """Not one flat colour: something is on the screen."""
    img = pygame.image.load(str(path))
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, img.get_width(), 37)
               for y in range(0, img.get_height(), 29)}
    return len(colours) > 20


@pytest.mark.slow
def test_a_whole_evening_through_the_window_with_a_screenshot_at_each_step(app, camera):
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # the title's Party night
    setup = app.top
    assert isinstance(setup, PartySetupScene)
    setup.rounds = 2
    setup._set_total(16)
    setup.rows = setup._rows()
    app.step([], 0.1)
    camera.shot("setup")
    press(app, pygame.K_d)
    draw = app.top
    assert isinstance(draw, SeatingDrawScene)
    for _ in range(12):
        app.step([], 0.1)
    camera.shot("draw-a-card-turning")
    for _ in range(30):
        app.step([], 0.1)
    camera.shot("draw-cards-placed")
    press(app, pygame.K_s)
    app.step([], 0.1)
    camera.shot("draw-where-everyone-sits")
    press(app, pygame.K_RETURN)
    overview = app.top
    assert isinstance(overview, OverviewScene)
    overview.pace_index, overview.runner.pace = 1, 0.3
    for round_no in (1, 2):
        for _ in range(8):
            app.step([], 0.1)
        camera.shot(f"round{round_no}-overview-in-play")
        if round_no == 1:
            press(app, pygame.K_r)
            assert isinstance(app.top, PartyRulesScene)
            camera.shot("the-rules-of-the-evening")
            press(app, pygame.K_ESCAPE)
            assert app.top is overview
        bell = until(app, BellOverlay)
        app.step([], 0.4)
        camera.shot(f"round{round_no}-the-bell")
        assert bell.focus == overview.table_rects[0]
        moves = until(app, MovesScene, dt=0.05)
        camera.shot(f"round{round_no}-moves-begin")
        for k, f in enumerate(moves.flights):
            while moves.age < (f.start + f.end) / 2:
                app.step([], 0.05)
            camera.shot(f"round{round_no}-moves-{k + 1}-{f.kind}")
        while not moves.settled:
            app.step([], 0.1)
        camera.shot(f"round{round_no}-moves-new-seating")
        press(app, pygame.K_RETURN)
    prizes = until(app, PrizesScene)
    app.step([], 0.1)
    camera.shot("prizes-the-first")
    for k in range(1, len(prizes.calls)):
        while prizes.announced <= k:
            app.step([], 0.1)
        camera.shot(f"prizes-{k + 1}-of-{len(prizes.calls)}")
    assert prizes.all_announced and len(prizes.calls) >= 3
    assert all(looks_drawn(p) for p in camera.taken)


def test_a_real_cards_evening_on_the_hosts_sheet_with_screenshots(app, camera):
    from game.party import Evening, Guest, PartyConfig
    from game.ui.scenes.party_overview import open_evening

    names = ["Mrs. Alden", "Colonel Birch", "Miss Beauchamp", "Mr. Cathcart", "Alice", "Bob", "Carol", "Dan",
             "Edith", "Frank", "Grace", "Harold"]
    guests = [Guest(n, "red" if i % 2 else "blue", "guest") for i, n in enumerate(names)]
    ev = Evening.start(PartyConfig(guests, rounds=1, mode="real", seed=3))
    host = open_evening(app, ev)
    assert isinstance(host, HostScene)
    app.step([], 0.1)
    camera.shot("host-empty")
    head = host.entries[0]
    host.edit(0, 1, "cycle")  # in the call
    host.edit(0, 0, "cycle")
    host.edit(0, 0, "cycle")  # the winner
    for i in range(len(head.seats)):
        for ch in str(30 + 11 * i):
            host.type_count(0, i, ch)
    app.step([], 0.1)
    camera.shot("host-head-table-entered")
    host.edit(0, 3, "broke")
    camera.shot("host-a-mistake")
    host.undo()
    assert head.broke == set()
    camera.shot("host-undone")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, BellOverlay)
    app.step([], 0.5)
    camera.shot("host-the-bell")
    app.step([key_event(pygame.K_SPACE)], 0.1)
    for t in range(1, ev.table_count):
        host.table = t
        host.edit(t, 2, "cycle")
        host.edit(t, 2, "cycle")
        press(app, pygame.K_RETURN)
    camera.shot("host-every-table-in")
    press(app, pygame.K_m)
    moves = app.top
    assert isinstance(moves, MovesScene)
    app.step([], 2.0)
    camera.shot("host-moves")
    press(app, pygame.K_RETURN)
    camera.shot("host-new-seating")
    press(app, pygame.K_RETURN)
    final = app.top
    assert isinstance(final, FinalCountsScene)
    for name in final.names:
        final.counts[name] = str(40 + len(name))
    camera.shot("final-count")
    press(app, pygame.K_f)
    prizes = app.top
    assert isinstance(prizes, PrizesScene)
    prizes.announce_all()
    app.step([], 0.1)
    camera.shot("prizes")
    assert all(looks_drawn(p) for p in camera.taken)
