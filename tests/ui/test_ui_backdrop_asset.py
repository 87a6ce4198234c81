"""The shipped backdrop is what the code draws, and the window uses it at its size."""

from __future__ import annotations

import pygame

from game.ui.paths import asset
from game.ui.theme import BACKDROP_ASSET, BACKDROP_SIZE, make_backdrop, window_backdrop


def _mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    raw_a = pygame.image.tobytes(a, "RGB")
    raw_b = pygame.image.tobytes(b, "RGB")
    step = 997  # a sample of the bytes is plenty to tell a stale picture
    diffs = [abs(raw_a[i] - raw_b[i]) for i in range(0, len(raw_a), step)]
    return sum(diffs) / len(diffs)


def test_shipped_backdrop_matches_the_drawing():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    shipped = pygame.image.load(str(asset(BACKDROP_ASSET))).convert()
    drawn = make_backdrop(BACKDROP_SIZE, 1.0)
    assert shipped.get_size() == BACKDROP_SIZE
    # Regenerate with `python tools/make_backdrop.py` if make_backdrop changed.
    assert _mean_difference(shipped, drawn) < 1.0


def test_other_sizes_are_drawn():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    assert window_backdrop((960, 540), 0.75).get_size() == (960, 540)
    assert window_backdrop(BACKDROP_SIZE, 1.0).get_size() == BACKDROP_SIZE
