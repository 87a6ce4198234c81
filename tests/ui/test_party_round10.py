"""Play-test round 10 of issue 37, the faults mended on the host's window: each test names
the fault it holds down."""

from __future__ import annotations

import time

import pygame

from game.ui.scenes.party_phones_screen import PhonesEveningScene


def _ready(app, scene) -> None:
    deadline = time.monotonic() + 30
    while not (scene.snap().get("tables") and scene.chosen_name()) and time.monotonic() < deadline:
        app.step([], 0.05)
        time.sleep(0.05)


def test_no_fragment_of_an_old_header_line_stays_above_the_tables(app):
    """Minor 8: a line of letters' feet showed, clipped, under "The evening is over: Enter
    for the prizes": an older header line's descenders in the strip nothing cleared.  The
    header after a change reads exactly as one drawn afresh."""
    scene = PhonesEveningScene.sample(app)
    app.push(scene)
    try:
        _ready(app, scene)
        phones = scene.server.snapshot.get("lobby") or []
        assert len(phones) >= 2
        band = pygame.Rect(0, 0, app.window.get_width(), scene.cells[0].y)
        for _ in range(3):
            app.step([], 0.05)
        scene.selected += 1  # another guest chosen: the header's lines change
        scene.draw(app.window)
        changed = app.window.subsurface(band).copy()
        scene._layer = None  # the same header drawn on a clean screen
        scene.draw(app.window)
        fresh = app.window.subsurface(band).copy()
        diff = [(x, y) for y in range(band.height) for x in range(0, band.width, 2)
                if changed.get_at((x, y)) != fresh.get_at((x, y))]
        assert not diff, diff[:10]
    finally:
        scene.server.stop()
        app.pop()
