"""Cards and counters on the table, as tweenable objects.

A sprite keeps its position in *design* coordinates (the 1280 x 720 stage of
:class:`game.ui.theme.Layout`), so a window resized in the middle of a deal keeps every
card where it belongs; it is drawn at the window's scale with images from
:class:`game.ui.cardart.CardArt`, which are sharp at any size.

Every attribute a tween might move is a plain float: ``x``, ``y`` (the centre), ``width``,
``angle`` (degrees, anticlockwise), ``flip`` (0 shows the back, 1 the face; in between the
card narrows and turns over), ``lift`` (design pixels raised, for a card picked to
discard) and ``alpha``.

    deal = Tween(sprite, 0.35, x=640, y=560, angle=0, easing=ease_out_cubic)
    turn = Tween(sprite, 0.25, flip=1.0, easing=ease_in_out_quad)

Counters: :class:`ChipStackSprite` (one kind), :class:`ChipPileSprite` (an amount, in stacks
of ten: the pool) and :class:`CounterStacksSprite` (a player's counters, one readable stack of
each kind).
"""

from __future__ import annotations

import math

import pygame

from game.cards import Card

from .cardart import CardArt, ChipArt
from .theme import Layout

_WIDTH_STEP = 2  # card images are drawn at even pixel widths, so a growing card reuses images


class CardSprite:
    """One card on the table: face down, face up, or turning over."""

    def __init__(self, card: Card | None, x: float = 0.0, y: float = 0.0, width: float = 90.0,
                 face_up: bool = False, angle: float = 0.0) -> None:
        self.card = card
        self.x = float(x)
        self.y = float(y)
        self.width = float(width)
        self.angle = float(angle)
        self.flip = 1.0 if face_up else 0.0
        self.lift = 0.0
        self.alpha = 255.0
        self.visible = True
        self.selected = False

    @property
    def face_up(self) -> bool:
        """True once the card has turned more than half over (and its face is known)."""
        return self.flip >= 0.5 and self.card is not None

    def pixel_width(self, layout: Layout) -> int:
        w = max(8, round(self.width * layout.scale))
        return w - w % _WIDTH_STEP

    def image(self, art: CardArt, layout: Layout) -> pygame.Surface:
        """The card as it looks now: face or back, narrowed while turning, rotated, faded."""
        base = art.image(self.card, self.pixel_width(layout), self.face_up)
        turn = abs(math.cos(math.pi * max(0.0, min(1.0, self.flip))))
        if turn < 0.999:
            w = max(1, round(base.get_width() * turn))
            base = pygame.transform.smoothscale(base, (w, base.get_height()))
        if abs(self.angle) > 0.05:
            base = pygame.transform.rotozoom(base, self.angle, 1.0)
        if self.alpha < 254.5:
            base = base.copy()
            base.set_alpha(max(0, min(255, round(self.alpha))))
        return base

    def centre(self, layout: Layout) -> tuple[int, int]:
        """The centre in window pixels (raised by ``lift``)."""
        return layout.point(self.x, self.y - self.lift)

    def rect(self, art: CardArt, layout: Layout) -> pygame.Rect:
        """The window rectangle the card covers (unrotated; close enough for clicks)."""
        w, h = art.size(self.pixel_width(layout))
        r = pygame.Rect(0, 0, w, h)
        r.center = self.centre(layout)
        return r

    def contains(self, pos: tuple[int, int], art: CardArt, layout: Layout) -> bool:
        """True if the window point ``pos`` is on the card."""
        return self.visible and self.rect(art, layout).collidepoint(pos)

    def draw(self, surface: pygame.Surface, art: CardArt, layout: Layout) -> None:
        if not self.visible or self.alpha <= 0.5:
            return
        img = self.image(art, layout)
        surface.blit(img, img.get_rect(center=self.centre(layout)))


class ChipStackSprite:
    """A stack of one kind of counter (``white``, ``red``, ``blue``, ``yellow``)."""

    def __init__(self, kind: str, count: int, x: float = 0.0, y: float = 0.0, width: float = 40.0) -> None:
        self.kind = kind
        self.count = int(count)
        self.x = float(x)
        self.y = float(y)  # the bottom centre of the stack
        self.width = float(width)
        self.alpha = 255.0
        self.visible = True

    def draw(self, surface: pygame.Surface, chips: ChipArt, layout: Layout) -> None:
        if not self.visible or self.count <= 0 or self.alpha <= 0.5:
            return
        img = chips.stack(self.kind, self.count, max(6, round(self.width * layout.scale)))
        if self.alpha < 254.5:
            img = img.copy()
            img.set_alpha(round(self.alpha))
        surface.blit(img, img.get_rect(midbottom=layout.point(self.x, self.y)))


class ChipPileSprite:
    """An amount shown as stacks of blue, red and white counters (a player's stake, the pool)."""

    def __init__(self, amount: int, x: float = 0.0, y: float = 0.0, width: float = 34.0,
                 yellow: int = 0, per_stack: int = 10) -> None:
        self.amount = int(amount)
        self.yellow = int(yellow)
        self.x = float(x)
        self.y = float(y)  # the bottom centre of the pile
        self.width = float(width)
        self.per_stack = per_stack
        self.alpha = 255.0
        self.visible = True

    def draw(self, surface: pygame.Surface, chips: ChipArt, layout: Layout) -> None:
        if not self.visible or (self.amount <= 0 and self.yellow <= 0):
            return
        img = chips.pile(max(0, self.amount), max(6, round(self.width * layout.scale)), self.per_stack,
                         yellow=self.yellow)
        if self.alpha < 254.5:
            img = img.copy()
            img.set_alpha(round(self.alpha))
        surface.blit(img, img.get_rect(midbottom=layout.point(self.x, self.y)))


class CounterStacksSprite:
    """A player's counters as one readable stack of each kind (``ChipArt.stacks``): each
    counter at least ``ChipArt.READABLE`` pixels wide, so its value shows, and no stack taller
    than ``most``.  ``x``, ``y`` is the bottom centre, in design pixels."""

    def __init__(self, amount: int, x: float = 0.0, y: float = 0.0, width: float = 30.0,
                 most: int = 8, yellow: int = 0) -> None:
        self.amount = int(amount)
        self.yellow = int(yellow)
        self.x = float(x)
        self.y = float(y)
        self.width = float(width)
        self.most = most
        self.alpha = 255.0
        self.visible = True

    def image(self, chips: ChipArt, layout: Layout) -> pygame.Surface:
        return chips.stacks(max(0, self.amount), max(6, round(self.width * layout.scale)), self.most,
                            yellow=self.yellow)

    def draw(self, surface: pygame.Surface, chips: ChipArt, layout: Layout) -> None:
        if not self.visible or (self.amount <= 0 and self.yellow <= 0) or self.alpha <= 0.5:
            return
        img = self.image(chips, layout)
        if self.alpha < 254.5:
            img = img.copy()
            img.set_alpha(round(self.alpha))
        surface.blit(img, img.get_rect(midbottom=layout.point(self.x, self.y)))
