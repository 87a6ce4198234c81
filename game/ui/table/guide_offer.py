"""The guided deal offered once, on a game's first table: a small panel at the head of the
right-hand column (G takes it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..theme import CREAM, GOLD, blit_at, draw_panel, wrap

if TYPE_CHECKING:
    from ..scenes.table import TableScene


class GuideOffer:
    """The guided deal offered once, on a game's first table, beside the How to play card:
    a small panel at the head of the right-hand column, the log under it, until the person's
    first move or the first deal's end (G takes it)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._image: pygame.Surface | None = None
        self._key: tuple | None = None

    def take(self) -> None:
        from ..guided import start_guided_deal

        scene = self.scene
        scene.guide_offer = None
        start_guided_deal(scene.app, scene.variant, after=scene.session.config)

    def draw(self, surface: pygame.Surface) -> None:
        scene, app, lay = self.scene, self.scene.app, self.scene.app.layout
        self.rect = scene.rects["offer"]  # (the log lies under it while it stands)
        key = (self.rect.size, lay.scale)
        if key != self._key:
            from game.rulebook import guide as how_to

            image = scene._under(self.rect)
            draw_panel(image, image.get_rect(), lay.scale, alpha=250, border=GOLD)
            pad = lay.px(12)
            name = how_to(scene.variant).name
            text = (f"New to {name}? Play a guided deal first: a prepared deal, the guide pointing "
                    "the way at every step.")
            font = app.fonts.get("body", lay.font(18))
            y = pad
            for line in wrap(font, text.replace("'", "\u2019"), self.rect.width - 2 * pad):
                image.blit(app.fonts.render("body", lay.font(18), line, CREAM), (pad, y))
                y += font.get_linesize()
            button = app.fonts.render("display", lay.font(20), "Play a guided deal first (G)", GOLD)
            blit_at(image, button, (self.rect.width // 2, self.rect.height - pad), "midbottom")
            self._key, self._image = key, image
        surface.blit(self._image, self.rect)


__all__ = ["GuideOffer"]
