"""The turn's pointer at a plate: where it stands, from the pool's side where it can, off the
plate's tags and note, every hand and the other plates.  A part of
:class:`~game.ui.table.placing.Placer`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..scenes.table_parts import pointer_box
from ..seating import hand_rect, plate_rect
from .show import SeatShow

if TYPE_CHECKING:
    from ..app import App


class TurnPointer:
    """Places the turn's pointer (reads the scene's state)."""

    app: App

    def pointer_spot(self, seat: SeatShow) -> tuple[tuple[int, int], tuple[float, float], int]:
        """The turn's pointer at a plate: its tip, the way it points and its length.  It points
        at the plate from the pool's side where it can, else from another side: never on the
        plate's tags or note, a hand or another plate."""
        return self._pointer_at(seat, with_badges=True)

    def _pointer_at(self, seat: SeatShow, with_badges: bool) -> tuple[tuple[int, int], tuple[float, float], int]:
        spots, size = self._pointer_spots(seat)
        lay = self.app.layout
        busy = [self._menu_box()]
        if with_badges:
            busy += [b for boxes in self._badges.values() for b in boxes]
        for other in self.seats:
            busy.append(lay.rect(*hand_rect(other.place)))
            if other is not seat:
                busy.append(lay.rect(*plate_rect(other.place)).inflate(lay.px(12), lay.px(12)))
        window = pygame.Rect(0, 0, lay.width, lay.height).inflate(-2 * lay.px(24), -2 * lay.px(24))
        for tip, direction in spots:
            box = pointer_box(tip, direction, size)
            if window.contains(box) and box.inflate(2, 2).collidelist(busy) < 0:
                return tip, direction, size
        return spots[0][0], spots[0][1], size

    def pointer_first(self, seat: SeatShow) -> pygame.Rect:
        """Where the turn's pointer at a plate goes when no tag or note is in its way: the
        plate's tags and notes keep off it, so that it goes there."""
        return pointer_box(*self._pointer_at(seat, with_badges=False)).inflate(2, 2)

    def _pointer_spots(self, seat: SeatShow) -> tuple[list, int]:
        """The places the turn's pointer may take at a plate, the first first, and its length."""
        lay = self.app.layout
        rect = lay.rect(*plate_rect(seat.place))
        ux, uy = seat.place.toward
        size = lay.px(14 if seat.place.mine else 12)
        gap = lay.px(10)
        top = ((rect.centerx, rect.top - gap), (0, 1))
        bottom = ((rect.centerx, rect.bottom + gap), (0, -1))
        left = ((rect.left - gap, rect.centery), (1, 0))
        right = ((rect.right + gap, rect.centery), (-1, 0))
        if seat.place.mine:
            spots = [top, right]
        elif ux > 0.3:
            spots = [left, top if uy > 0 else bottom, right]
        elif ux < -0.3:
            spots = [right, top if uy > 0 else bottom, left]
        else:
            spots = [top, left, right, bottom] if uy > 0 else [bottom, left, right, top]
        return spots, size
