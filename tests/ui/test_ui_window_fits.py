"""The window fits the desktop (a fresh-eyes tester's 960x540 screen opened a 1280x720
window at -160,-90): the saved size is kept only if it fits, else the largest 16:9 window
within nine tenths of the desktop; with no real desktop (the tests' drivers) nothing changes."""

from __future__ import annotations

import os

from game.ui.app import MIN_WINDOW, desktop_size, fit_desktop


def test_a_saved_size_that_fits_is_kept():
    assert fit_desktop((1280, 720), (1920, 1080)) == (1280, 720)
    assert fit_desktop((1280, 720), (1280, 720)) == (1280, 720)


def test_a_saved_size_too_big_for_the_desktop_shrinks_to_fit_it():
    assert fit_desktop((1280, 720), (960, 540)) == (864, 486)
    w, h = fit_desktop((1600, 900), (1366, 768))
    assert w <= 1366 and h <= 768 and abs(w / h - 16 / 9) < 0.01
    assert fit_desktop((1280, 720), (600, 300)) == MIN_WINDOW  # never below the least window


def test_no_desktop_keeps_the_size_asked_for():
    assert fit_desktop((1280, 720), None) == (1280, 720)
    assert os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen") and desktop_size() is None
