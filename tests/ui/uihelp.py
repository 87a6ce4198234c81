"""Helpers for driving the window in tests: key presses, clicks, the wheel."""

from __future__ import annotations


def key_event(key: int, mod: int = 0):
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def click_events(pos, button: int = 1):
    import pygame

    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def wheel_event(y: int):
    import pygame

    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))


def press(app, *keys: int) -> None:
    """Post key presses to pygame's queue and run a frame for each (as a player would)."""
    import pygame

    for k in keys:
        pygame.event.post(key_event(k))
        app.step()


def click(app, pos) -> None:
    """Post a left click (down and up) at a window position and run a frame."""
    import pygame

    for e in click_events(pos):
        pygame.event.post(e)
    app.step()
