"""Show-down Poker's table-top: a hand beaten lies face up in the deadwood, shaded, with
the word "beaten" across it."""

from __future__ import annotations

import pygame

from ..theme import WARN, blit_at
from .base import TableTop, register


@register("showdown")
class ShowdownTop(TableTop):
    preview = (0, 5, 0)
    def __init__(self, scene) -> None:
        super().__init__(scene)
        self._shades: dict[tuple[int, int], pygame.Surface] = {}

    def _shade(self, size: tuple[int, int]) -> pygame.Surface:
        """The dark veil over a beaten hand (one for each size: drawn every frame)."""
        shade = self._shades.get(size)
        if shade is None:
            shade = self._shades[size] = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((10, 14, 12, 140))
        return shade

    def draw(self, surface: pygame.Surface) -> None:
        v = self.view
        if v is None:
            return
        scene = self.scene
        app, lay = scene.app, scene.app.layout
        for p in v.players:
            if p.beaten:
                box = scene._hand_box(scene.seats[p.seat])
                if box is None:
                    continue
                surface.blit(self._shade(box.size), box)
                blit_at(surface, app.fonts.render("display", lay.font(20), "beaten", WARN), box.center, "center")

    def help_keys(self, mark, tail):
        return [mark, ("D", "draw the marked cards")] + tail[1:]
