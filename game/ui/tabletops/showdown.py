"""Show-down Poker's table-top: a hand beaten lies face up in the deadwood, shaded, with
the word "beaten" across it."""

from __future__ import annotations

import pygame

from ..theme import WARN, blit_at
from .base import TableTop, register


@register("showdown")
class ShowdownTop(TableTop):
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
                shade = pygame.Surface(box.size, pygame.SRCALPHA)
                shade.fill((10, 14, 12, 140))
                surface.blit(shade, box)
                blit_at(surface, app.fonts.render("display", lay.font(20), "beaten", WARN), box.center, "center")

    def help_keys(self, mark, tail):
        return [mark, ("D", "draw the marked cards")] + tail[1:]
