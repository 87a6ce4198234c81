"""A small least-recently-used store of drawn images, shared by the card and counter art."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable

import pygame


class ImageCache:
    """A small least-recently-used store of images by key: each is made once, on first use.

    ``convert``: store images converted to the display's format (faster to blit) once a
    display exists."""

    def __init__(self, size: int = 256, convert: bool = False) -> None:
        self._items: OrderedDict[Any, pygame.Surface] = OrderedDict()
        self.size = size
        self.convert = convert

    def get(self, key: Any, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The image for ``key``, made by ``make()`` if it is not held."""
        img = self._items.get(key)
        if img is None:
            img = make()
            if self.convert and pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            self._items[key] = img
            if len(self._items) > self.size:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(key)
        return img

    def peek(self, key: Any) -> Any:
        """The image for ``key`` if it has been made, else None (nothing is made)."""
        return self._items.get(key)

    def clear(self) -> None:
        """Forget every image."""
        self._items.clear()
