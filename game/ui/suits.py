"""The four suit signs drawn as shapes (polygons and circles, never font glyphs), at any size.

:func:`draw_suit` is used by the card art for pips and indices, and by labels and menus.
"""

from __future__ import annotations

import math
from typing import Iterable, Sequence

import pygame

from game.cards import Suit


# --- suit shapes in unit coordinates: centred on (0, 0), 1 tall -----------------------------

def _heart_outline(n: int = 72) -> list[tuple[float, float]]:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    ys = [p[1] for p in pts]
    top, bottom = min(ys), max(ys)
    h = bottom - top
    return [(x / h * 0.92, (y - top) / h - 0.5) for x, y in pts]


_HEART = _heart_outline()


def _bowed(a: tuple[float, float], b: tuple[float, float], bow: float, n: int = 10) -> list[tuple[float, float]]:
    """Points from a to b along a curve pulled towards the centre (0, 0) by ``bow``."""
    mx, my = (a[0] + b[0]) / 2 * (1 - bow), (a[1] + b[1]) / 2 * (1 - bow)
    out = []
    for i in range(n):
        t = i / n
        x = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * mx + t * t * b[0]
        y = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * my + t * t * b[1]
        out.append((x, y))
    return out


def _diamond_outline() -> list[tuple[float, float]]:
    corners = [(0.0, -0.5), (0.38, 0.0), (0.0, 0.5), (-0.38, 0.0)]
    pts: list[tuple[float, float]] = []
    for i in range(4):
        pts += _bowed(corners[i], corners[(i + 1) % 4], 0.18)
    return pts


_DIAMOND = _diamond_outline()


def _stem(top: float, neck: float, foot: float, n: int = 8) -> list[tuple[float, float]]:
    """A flared stem: narrow at ``top``, curving out to a foot at y = 0.5."""
    left, right = [], []
    for i in range(n + 1):
        t = i / n
        y = top + (0.5 - top) * t
        half = neck + (foot - neck) * t ** 2.2
        left.append((-half, y))
        right.append((half, y))
    return left + right[::-1]


_SPADE_BODY = [(x * 0.98, -(y * 0.80) - 0.10) for x, y in _HEART]
_SPADE_STEM = _stem(0.12, 0.035, 0.20)
_CLUB_STEM = _stem(0.08, 0.04, 0.21)
_CLUB_LOBES = ((0.0, -0.25, 0.235), (-0.25, 0.07, 0.235), (0.25, 0.07, 0.235), (0.0, 0.0, 0.13))


def draw_suit(surface: pygame.Surface, suit: Suit, centre: tuple[float, float], height: float,
              colour: Sequence[int], flip: bool = False) -> None:
    """Draw a suit pip ``height`` pixels tall; ``flip`` turns it upside down (lower-half pips).

    Drawn at the given size with polygons and circles: draw onto a larger surface and
    smooth-scale down (as :class:`CardArt` does) for antialiased edges.
    """
    cx, cy = centre
    s = height
    sy = -1 if flip else 1

    def tr(points: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(cx + x * s, cy + y * s * sy) for x, y in points]

    if suit is Suit.HEARTS:
        pygame.draw.polygon(surface, colour, tr(_HEART))
    elif suit is Suit.DIAMONDS:
        pygame.draw.polygon(surface, colour, tr(_DIAMOND))
    elif suit is Suit.SPADES:
        pygame.draw.polygon(surface, colour, tr(_SPADE_BODY))
        pygame.draw.polygon(surface, colour, tr(_SPADE_STEM))
    else:
        for x, y, r in _CLUB_LOBES:
            pygame.draw.circle(surface, colour, (cx + x * s, cy + y * s * sy), r * s)
        pygame.draw.polygon(surface, colour, tr(_CLUB_STEM))
