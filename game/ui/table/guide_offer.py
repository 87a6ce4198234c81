"""The guided deal offered once, on a game's first table: a small panel at the head of the
right-hand column (Y takes it: a key no game's action has), which offers the game's How to play card too (I opens it).  The
card is not laid over a first table uninvited: a learner found it open by itself over the
table; here it is offered, and the guided deal's offer stays while the card is read."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..guided import GUIDE_KEY_NAME
from ..theme import CREAM, GOLD, blit_at, draw_panel, wrap

if TYPE_CHECKING:
    from ..scenes.table import TableScene


class GuideOffer:
    """The guided deal offered once, on a game's first table, with the How to play card: a
    small panel at the head of the right-hand column, the log under it, until the person's
    first move or the first deal's end (Y takes it; I, or a click on its line, opens the card)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._image: pygame.Surface | None = None
        self._key: tuple | None = None
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self._card_at = pygame.Rect(0, 0, 0, 0)
        """The line "Or read how to play (I)", in window pixels: a click on it opens the card."""
        self.text_lines: list[str] = []
        """The offer's words as wrapped, over the card's line."""
        self._text_bottom = 0

    def take(self) -> None:
        from ..guided import start_guided_deal

        scene = self.scene
        scene.guide_offer = None
        # (the table's deal, begun with the antes in, is given up: the guide replaces it)
        start_guided_deal(scene.app, scene.variant, after=scene.session.config, replaces=scene.session)

    def read(self) -> None:
        """The game's How to play card, over the table; the offer stays under it."""
        self.scene.app.show("how-to-play", self.scene.variant)

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on the panel: its How to play line opens the card, the rest takes the
        guided deal.  False: the click was not on the panel."""
        if not self.rect.collidepoint(pos):
            return False
        if self.card_rect.collidepoint(pos):
            self.read()
        else:
            self.take()
        return True

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
            # (the other choice, the card, is its own line under the words: "Or" left at a
            # line's end read as a broken sentence, issue 38)
            text = (f"New to {name}? Play a guided deal first: a prepared deal, the guide pointing "
                    "the way at every step.")
            font = app.fonts.get("body", lay.font(17))
            y = pad
            self.text_lines = wrap(font, text.replace("'", "\u2019"), self.rect.width - 2 * pad)
            for line in self.text_lines:
                image.blit(app.fonts.render("body", lay.font(17), line, CREAM), (pad, y))
                y += font.get_linesize()
            self._text_bottom = y
            card = app.fonts.render("display", lay.font(18), "Or read how to play (I)", CREAM)
            button = app.fonts.render("display", lay.font(20), f"Play a guided deal first ({GUIDE_KEY_NAME})", GOLD)
            at = blit_at(image, button, (self.rect.width // 2, self.rect.height - pad), "midbottom")
            line = blit_at(image, card, (self.rect.width // 2, at.top - lay.px(2)), "midbottom")
            self._key, self._image = key, image
            self._card_at = line
        self.card_rect = self._card_at.move(self.rect.topleft).inflate(lay.px(8), lay.px(2))
        surface.blit(self._image, self.rect)


__all__ = ["GuideOffer"]
