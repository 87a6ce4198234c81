"""What on the table the plates' tags and notes, the turn's pointer and the caption keep off:
the pool's counters and words, each seat's cards as they lie at rest, the menu's button and the
gold ring round a plate.  A part of :class:`~game.ui.table.placing.Placer`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..seating import POOL_SPOT, plate_rect
from .show import SeatShow

if TYPE_CHECKING:
    from ..app import App


class BusyBoxes:
    """The window rectangles no word may lie on (reads the scene's state)."""

    app: App

    def _pool_boxes(self) -> list[pygame.Rect]:
        """The pool's counters and words (where a note or a tag must not stand)."""
        lay = self.app.layout
        img, spot = self._pool_label(self.pool_label_text())
        chips = pygame.Rect(0, 0, lay.px(60), lay.px(30))
        chips.midbottom = lay.point(*POOL_SPOT)
        amount = self.shown_pool()
        if amount > 0:  # (a large pool's heap is wider and taller than the room kept for it)
            chips.union_ip(self.pool_heap(amount)[1])
        return [img.get_rect(topleft=spot), chips]

    def _rest_hand_box(self, seat: SeatShow) -> pygame.Rect | None:
        """The window rectangle round a seat's cards as they lie at rest (not lifted, not
        moving), None if it holds none."""
        n = len(seat.cards)
        if not n:
            return None
        from ..sprites import CardSprite

        app, lay = self.app, self.app.layout
        rects = [CardSprite(None, *seat.place.card_slot(i, n), width=seat.place.card_w).rect(app.cards, lay)
                 for i in (0, n - 1)]
        return rects[0].union(rects[1])

    def _menu_box(self) -> pygame.Rect:
        """The menu's button in the table's top left corner (nothing written may lie on it)."""
        lay = self.app.layout
        return self.menu_button.rect.inflate(lay.px(8), lay.px(8))

    def ring_rect(self, seat: SeatShow) -> pygame.Rect:
        """The outer edge of the gold ring round a plate (the turn's, at its widest glow; the
        winner's lies inside it): nothing but the plate may lie inside it."""
        lay = self.app.layout
        return lay.rect(*plate_rect(seat.place)).inflate(lay.px(12), lay.px(12))
