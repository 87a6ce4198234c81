"""Counters: drawn by our own code, seen at a slant, singly, in stacks and in piles.

Public API: :class:`ChipArt` - ``chip(kind, width)``, ``stack(kind, count, width)``,
``stacks(amount, width, most, least=None)`` (a player's counters, each at least
``ChipArt.READABLE`` pixels wide so its value reads), ``pile(amount, width)`` (the pool, in
stacks of ten); :func:`break_into_chips` turns an amount into counters.  Each image is drawn
once, supersampled, and cached.
"""

from __future__ import annotations

import math

import pygame

from .artcache import ImageCache
from .theme import Fonts


# --- counters -------------------------------------------------------------------------------

CHIP_VALUES: dict[str, int] = {"blue": 25, "red": 5, "white": 1}
"""The counters of Draw Poker (Foster, "Counters"): white 1, red 5, blue 25."""

CHIP_KINDS = ("white", "red", "blue", "yellow")
"""Yellow counters are the party's prize counters; they have no value in the pool."""

_CHIP_STYLE = {
    "white": {"body": (238, 234, 222), "edge": (196, 190, 176), "mark": (40, 70, 150), "text": (40, 70, 150)},
    "red": {"body": (178, 34, 40), "edge": (128, 20, 26), "mark": (246, 240, 226), "text": (246, 240, 226)},
    "blue": {"body": (36, 66, 146), "edge": (20, 40, 96), "mark": (246, 240, 226), "text": (246, 240, 226)},
    "yellow": {"body": (232, 190, 48), "edge": (170, 130, 24), "mark": (120, 60, 20), "text": (110, 56, 18)},
}

CHIP_TILT = 0.5
"""The chip's top is an ellipse this much shorter than it is wide (seen from the chair)."""
CHIP_THICKNESS = 0.14
"""A chip's edge, as a fraction of its width."""


def break_into_chips(amount: int) -> list[tuple[str, int]]:
    """Counters for ``amount`` in the fewest pieces: ``[("blue", 3), ("red", 1), ("white", 2)]``."""
    if amount < 0:
        raise ValueError("a negative amount has no counters")
    out = []
    for kind, value in CHIP_VALUES.items():
        n, amount = divmod(amount, value)
        if n:
            out.append((kind, n))
    return out


class ChipArt:
    """Draws counters seen at a slant, singly, in stacks, and as a pile for an amount."""

    def __init__(self, fonts: Fonts, cache_size: int = 300) -> None:
        self.fonts = fonts
        self._cache = ImageCache(cache_size, convert=True)

    def _cached(self, key: tuple, make) -> pygame.Surface:
        return self._cache.get(key, make)

    @staticmethod
    def chip_size(width: int) -> tuple[int, int]:
        """(width, height) of one chip image: its top ellipse plus its edge."""
        width = max(6, int(width))
        return (width, round(width * CHIP_TILT) + round(width * CHIP_THICKNESS))

    @staticmethod
    def step(width: int) -> int:
        """How far up each chip of a stack sits from the one below."""
        return max(2, round(max(6, int(width)) * CHIP_THICKNESS))

    def chip(self, kind: str, width: int, turn: int = 0) -> pygame.Surface:
        """One counter: ``kind`` is white, red, blue or yellow; ``turn`` 1 shows it turned a little."""
        if kind not in _CHIP_STYLE:
            raise ValueError(f"no counter called {kind!r}")
        w, h = self.chip_size(width)
        turn = turn % 2
        return self._cached(("chip", kind, w, turn), lambda: self._draw_chip(kind, w, h, turn))

    def stack(self, kind: str, count: int, width: int) -> pygame.Surface:
        """``count`` counters of one kind stacked up (at least one is drawn)."""
        count = max(1, int(count))
        w, h = self.chip_size(width)
        step = self.step(width)

        def make() -> pygame.Surface:
            # Alternate two turns of the chip so the edge marks do not line up like a pole.
            faces = (self.chip(kind, width, 0), self.chip(kind, width, 1))
            out = pygame.Surface((w, h + step * (count - 1)), pygame.SRCALPHA)
            for i in range(count):
                out.blit(faces[(i * 7 // 3) % 2], (0, step * (count - 1 - i)))
            return out

        return self._cached(("stack", kind, count, w), make)

    READABLE = 24
    """The narrowest counter, in pixels, whose value can be read on its top."""

    def stacks(self, amount: int, width: int, most: int = 8, yellow: int = 0,
               least: int | None = None) -> pygame.Surface:
        """A player's counters as one stack of each kind side by side (blue, red, white,
        then any yellow prize counters), each at most ``most`` high so a big stake stays
        low; the exact count belongs beside them in words.  Each counter is at least
        ``least`` pixels wide (default :attr:`READABLE`, so its value shows; 0 for exactly
        ``width``), whatever ``width`` asks.  Its size: :meth:`stacks_size`.
        """
        width = max(6, int(width), self.READABLE if least is None else int(least))
        parts = break_into_chips(max(0, int(amount))) + ([("yellow", yellow)] if yellow > 0 else [])
        if not parts:
            return pygame.Surface((1, 1), pygame.SRCALPHA)
        key = ("stacks", tuple(parts), width, most)

        def make() -> pygame.Surface:
            imgs = [self.stack(k, min(n, most), width) for k, n in parts]
            gap = max(2, round(width * 0.12))
            out = pygame.Surface((sum(i.get_width() for i in imgs) + gap * (len(imgs) - 1),
                                  max(i.get_height() for i in imgs)), pygame.SRCALPHA)
            x = 0
            for img in imgs:
                out.blit(img, (x, out.get_height() - img.get_height()))
                x += img.get_width() + gap
            return out

        return self._cached(key, make)

    def stacks_size(self, amount: int, width: int, most: int = 8, yellow: int = 0,
                    least: int | None = None) -> tuple[int, int]:
        """The (width, height) :meth:`stacks` will take, for laying out around it."""
        return self.stacks(amount, width, most, yellow, least).get_size()

    def pile(self, amount: int, width: int, per_stack: int = 10, yellow: int = 0) -> pygame.Surface:
        """Stacks side by side for ``amount`` (blue, red, then white), plus any yellow counters."""
        parts: list[tuple[str, int]] = []
        for kind, n in break_into_chips(amount) + ([("yellow", yellow)] if yellow > 0 else []):
            while n > 0:
                parts.append((kind, min(n, per_stack)))
                n -= per_stack
        if not parts:
            return pygame.Surface((1, 1), pygame.SRCALPHA)
        stacks = [self.stack(k, n, width) for k, n in parts]
        gap = max(1, round(width * 0.08))
        total_w = sum(s.get_width() for s in stacks) + gap * (len(stacks) - 1)
        total_h = max(s.get_height() for s in stacks)
        out = pygame.Surface((total_w, total_h), pygame.SRCALPHA)
        x = 0
        for s in stacks:
            out.blit(s, (x, total_h - s.get_height()))
            x += s.get_width() + gap
        return out

    def _draw_chip(self, kind: str, w: int, h: int, turn: int = 0) -> pygame.Surface:
        f = 3 if w < 100 else 2
        W, H = w * f, h * f
        st = _CHIP_STYLE[kind]
        big = pygame.Surface((W, H), pygame.SRCALPHA)
        eh = round(w * CHIP_TILT) * f
        th = H - eh
        top = pygame.Rect(0, 0, W, eh)
        bottom = pygame.Rect(0, th, W, eh)
        # The edge: the lower ellipse, the band between, and the stripes on it.
        pygame.draw.ellipse(big, st["edge"], bottom)
        pygame.draw.rect(big, st["edge"], pygame.Rect(0, eh // 2, W, th))
        phase = 0.5 * turn
        for i in range(-1, 6):  # edge marks, evenly round the visible half
            a0 = max(0.0, math.pi * (i + 0.3 + phase) / 6)
            a1 = min(math.pi, math.pi * (i + 0.7 + phase) / 6)
            if a1 <= a0:
                continue
            xs = [W / 2 - math.cos(a) * W / 2 for a in (a0, a1)]
            ys = [eh / 2 + math.sin(a) * eh / 2 for a in (a0, a1)]
            pts = [(xs[0], ys[0]), (xs[1], ys[1]), (xs[1], ys[1] + th), (xs[0], ys[0] + th)]
            pygame.draw.polygon(big, st["mark"], pts)
        # A dark seam under the edge, where this chip sits on the next.
        pygame.draw.arc(big, (0, 0, 0, 110), bottom, math.pi, 2 * math.pi, max(1, f))
        # The top.
        pygame.draw.ellipse(big, st["body"], top)
        ring = top.inflate(-W * 0.12, -eh * 0.12)
        for i in range(8):  # the inlaid spots round the rim
            a0 = 2 * math.pi * (i + 0.5 * turn) / 8
            a1 = a0 + 2 * math.pi / 20
            outer = [(top.centerx + math.cos(a) * W / 2 * 0.97, top.centery + math.sin(a) * eh / 2 * 0.97)
                     for a in (a0, a1)]
            inner = [(top.centerx + math.cos(a) * ring.width / 2, top.centery + math.sin(a) * ring.height / 2)
                     for a in (a1, a0)]
            pygame.draw.polygon(big, st["mark"], outer + inner)
        pygame.draw.ellipse(big, st["edge"], ring, width=max(1, f))
        centre = top.inflate(-W * 0.3, -eh * 0.3)
        pygame.draw.ellipse(big, st["body"], centre)
        pygame.draw.ellipse(big, st["mark"], centre, width=max(1, round(f * 0.8)))
        if kind in CHIP_VALUES:
            # The value, as large as the centre will take: the figure is what a player reads.
            text = str(CHIP_VALUES[kind])
            font = self.fonts.get("index", max(6, round(centre.height * 1.25)))
            label = font.render(text, True, st["text"])
            ink = label.get_bounding_rect()
            if ink.width and ink.height:
                label = label.subsurface(ink)
                k = min(centre.width * 0.66 / ink.width, centre.height * 0.7 / ink.height)
                label = pygame.transform.smoothscale(label, (max(1, round(ink.width * k)),
                                                             max(1, round(ink.height * k))))
                big.blit(label, label.get_rect(center=top.center))
        else:  # the party's prize counter carries a star
            r = centre.height * 0.42
            pts = []
            for i in range(10):
                a = -math.pi / 2 + math.pi * i / 5
                rr = r if i % 2 == 0 else r * 0.45
                pts.append((top.centerx + math.cos(a) * rr / CHIP_TILT * 0.9, top.centery + math.sin(a) * rr))
            pygame.draw.polygon(big, st["text"], pts)
        pygame.draw.ellipse(big, (0, 0, 0, 60), top, width=max(1, f))
        return pygame.transform.smoothscale(big, (w, h))
