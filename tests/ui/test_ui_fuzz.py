"""Thousands of random clicks and keys into the title, settings and rules screens: nothing breaks."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.scenes import RulesScene, SettingsScene, TitleScene

KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
        pygame.K_TAB, pygame.K_F1, pygame.K_a, pygame.K_MINUS, pygame.K_EQUALS, pygame.K_KP_ENTER]


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    w, h = size
    pos = (rng.randrange(-5, w + 5), rng.randrange(-5, h + 5))
    roll = rng.random()
    if roll < 0.4:
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)
    if roll < 0.6:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 2, 3)))
    if roll < 0.8:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < 0.9:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 2)), flipped=False,
                              precise_x=0.0, precise_y=1.0)


@pytest.mark.parametrize("start", [TitleScene, SettingsScene, RulesScene])
def test_random_input_never_raises(app, start):
    rng = random.Random(f"fuzz-{start.__name__}")
    for batch in range(400):
        if batch % 40 == 0 and not isinstance(app.top, start):
            app.go_home()
            if start is not TitleScene:
                app.push(start(app))
        events = [random_event(rng, app.window.get_size()) for _ in range(5)]
        app.step(events, dt=rng.choice((0.0, 1 / 60, 0.05)))
        app.running = True  # a random Quit is fine; keep playing
        assert app.scenes, "the stack must never be empty"
    assert app.frames > 400
