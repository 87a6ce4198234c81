"""The parlour look: colours, fonts, the scaling layout, and the baize-and-wood backdrop.

Everything is designed on a 1280 x 720 stage and scaled to the window: :class:`Layout`
turns design coordinates into window pixels, and fonts are opened at the scaled size
so text stays sharp (nothing is drawn small and blown up).
"""

from __future__ import annotations

import random
from collections import OrderedDict
from typing import Iterable

import pygame

from .paths import asset

DESIGN_SIZE = (1280, 720)

# Colours of the parlour.
BAIZE = (31, 92, 58)
BAIZE_DARK = (18, 58, 36)
BAIZE_LIGHT = (44, 116, 74)
WOOD = (110, 62, 32)
WOOD_DARK = (62, 32, 16)
WOOD_LIGHT = (150, 92, 50)
GOLD = (212, 175, 96)
GOLD_DARK = (150, 116, 52)
CREAM = (244, 234, 210)
CREAM_DIM = (200, 192, 170)
GREY = (150, 150, 140)
INK = (28, 26, 24)
SHADOW = (0, 0, 0)
PANEL = (12, 40, 26)
WARN = (226, 120, 96)


class Layout:
    """Maps the 1280 x 720 design stage onto a window of any size, centred, kept in proportion."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.width, self.height = max(1, int(size[0])), max(1, int(size[1]))
        self.scale = min(self.width / DESIGN_SIZE[0], self.height / DESIGN_SIZE[1])
        sw, sh = round(DESIGN_SIZE[0] * self.scale), round(DESIGN_SIZE[1] * self.scale)
        self.stage = pygame.Rect((self.width - sw) // 2, (self.height - sh) // 2, sw, sh)

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    def px(self, v: float) -> int:
        """A design length in window pixels (at least 1 for a positive length)."""
        n = round(v * self.scale)
        return max(1, n) if v > 0 else n

    def x(self, v: float) -> int:
        return self.stage.x + round(v * self.scale)

    def y(self, v: float) -> int:
        return self.stage.y + round(v * self.scale)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (self.x(x), self.y(y))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A design rectangle on the stage, in window pixels."""
        left, top = self.x(x), self.y(y)
        return pygame.Rect(left, top, self.x(x + w) - left, self.y(y + h) - top)

    def font(self, size: float) -> int:
        """A design font size in pixels; never below 11 so small text stays legible."""
        return max(11, round(size * self.scale))


class Fonts:
    """The bundled fonts by role, opened once per pixel size, with a cache of rendered text.

    Roles: ``display`` (EB Garamond: titles, headings, menus; its figures are old-style, so
    figures in it are set in the body face's lining ones), ``body`` and ``italic``
    (Linux Libertine: running text and values, with lining figures that read well small),
    ``index`` (DejaVu Serif Condensed Bold: card indices and key caps).
    A missing font file falls back to pygame's default font.
    """

    FILES = {
        "display": "EBGaramond12-Regular.otf",
        "body": "LinLibertine_R.otf",
        "italic": "LinLibertine_RI.otf",
        "index": "DejaVuSerifCondensed-Bold.ttf",
    }

    def __init__(self, cache_size: int = 600) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._cache_size = cache_size

    def get(self, role: str, px: int) -> pygame.font.Font:
        key = (role, max(6, int(px)))
        font = self._fonts.get(key)
        if font is None:
            name = self.FILES.get(role, self.FILES["body"])
            try:
                font = pygame.font.Font(str(asset("fonts", name)), key[1])
            except (OSError, FileNotFoundError, pygame.error):
                font = pygame.font.Font(None, round(key[1] * 1.2))
            self._fonts[key] = font
        return font

    OLD_STYLE_FIGURES = frozenset({"display"})
    """Roles whose face has old-style figures (EB Garamond's "1" reads as a dotless "ı" in
    "The pool: 1"): their figures are set in the body face's lining figures."""

    def _with_lining_figures(self, role: str, px: int, text: str, colour: tuple[int, ...]) -> pygame.Surface:
        """``text`` in ``role``'s face with its figures in the body face, on one baseline."""
        face, figures = self.get(role, px), self.get("body", px)
        parts = [((figures if digit else face), (figures if digit else face).render(run, True, colour))
                 for digit, run in _runs(text)]
        return on_one_baseline(parts)

    def render(self, role: str, px: int, text: str, colour: tuple[int, ...]) -> pygame.Surface:
        """Antialiased text, cached (the same label is drawn every frame)."""
        key = (role, int(px), text, tuple(colour))
        surf = self._text.get(key)
        if surf is None:
            if role in self.OLD_STYLE_FIGURES and any(c.isdigit() for c in text):
                surf = self._with_lining_figures(role, px, text, colour)
            else:
                surf = self.get(role, px).render(text, True, colour)
            self._text[key] = surf
            if len(self._text) > self._cache_size:
                self._text.popitem(last=False)
        else:
            self._text.move_to_end(key)
        return surf


def _runs(text: str) -> list[tuple[bool, str]]:
    """``text`` cut into runs of figures and of everything else: [(figures?, run), ...]."""
    runs: list[tuple[bool, str]] = []
    for c in text:
        digit = c.isdigit()
        if runs and runs[-1][0] == digit:
            runs[-1] = (digit, runs[-1][1] + c)
        else:
            runs.append((digit, c))
    return runs


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` (a long word gets a line of its own)."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        if not words:
            lines.append("")
            continue
        line = words[0]
        for word in words[1:]:
            trial = f"{line} {word}"
            if font.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def blit_at(surface: pygame.Surface, image: pygame.Surface, pos: tuple[int, int],
            anchor: str = "topleft") -> pygame.Rect:
    """Blit ``image`` with one of its rect's anchor points (``center``, ``midleft``…) at ``pos``."""
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0,
               alpha: int = 200, border: tuple[int, int, int] = GOLD_DARK) -> None:
    """A dark baize panel with a thin gilt edge, for menus and text."""
    radius = max(4, round(14 * scale))
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*PANEL, alpha), panel.get_rect(), border_radius=radius)
    surface.blit(panel, rect)
    pygame.draw.rect(surface, border, rect, width=max(1, round(2 * scale)), border_radius=radius)


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, scale: float, alpha: int = 90) -> None:
    """A soft shadow under a rectangle (cards, panels), offset down and right."""
    off = max(1, round(4 * scale))
    pad = max(2, round(8 * scale))
    shadow = pygame.Surface((rect.width + 2 * pad, rect.height + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, alpha), shadow.get_rect().inflate(-2 * pad, -2 * pad),
                     border_radius=max(2, round(8 * scale)))
    shadow = pygame.transform.gaussian_blur(shadow, max(1, pad // 2))
    surface.blit(shadow, (rect.x - pad + off, rect.y - pad + off))


# --- the backdrop ---------------------------------------------------------------------------

def _noise_tile(base: tuple[int, int, int], size: int, spread: int, seed: int) -> pygame.Surface:
    # Built as one buffer of bytes, not pixel by pixel: it is drawn at start-up.
    rng = random.Random(seed)
    span = 2 * spread + 1
    r0, g0, b0 = base
    out = bytearray()
    for byte in rng.randbytes(size * size):
        d = byte % span - spread
        out += bytes((max(0, min(255, r0 + d)), max(0, min(255, g0 + d + (d >> 2))),
                      max(0, min(255, b0 + d))))
    return pygame.image.frombytes(bytes(out), (size, size), "RGB")


def _vignette(size: tuple[int, int], strength: int) -> tuple[pygame.Surface, pygame.Surface]:
    """Dark at the edges, with a faint warm glow in the middle (the lamp over the table)."""
    gw, gh = 64, 36
    dark, glow = bytearray(), bytearray()
    for y in range(gh):
        dy = (y + 0.5) / gh * 2 - 1
        for x in range(gw):
            dx = (x + 0.5) / gw * 2 - 1
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.3)
            dark += bytes((0, 0, 0, int(strength * d ** 2.2)))
            glow += bytes((255, 236, 190, int(22 * max(0.0, 1 - d * 1.6) ** 2)))
    small_dark = pygame.image.frombytes(bytes(dark), (gw, gh), "RGBA")
    small_glow = pygame.image.frombytes(bytes(glow), (gw, gh), "RGBA")
    return pygame.transform.smoothscale(small_dark, size), pygame.transform.smoothscale(small_glow, size)


def _wood(size: tuple[int, int], seed: int, vertical: bool) -> pygame.Surface:
    """A strip of wood with long grain lines."""
    w, h = size
    length, across = (h, w) if vertical else (w, h)
    strip = pygame.Surface((length, across))
    for i in range(across):
        t = i / max(1, across - 1)
        # A rounded moulding: lighter along the middle of the rim.
        k = 1 - abs(t - 0.45) * 1.4
        strip.fill(tuple(int(WOOD_DARK[c] + (WOOD[c] - WOOD_DARK[c]) * max(0.0, k) * 1.3) for c in range(3)),
                   pygame.Rect(0, i, length, 1))
    rng = random.Random(seed)
    for _ in range(max(4, across // 2)):
        y0 = rng.uniform(0, across)
        shade = rng.choice((WOOD_DARK, WOOD_LIGHT, WOOD))
        step = max(20, length // 24)
        points = []
        y = y0
        for x in range(0, length + step, step):
            y += rng.uniform(-0.6, 0.6)
            points.append((x, y))
        colour = (*shade, rng.randint(30, 80))
        layer = pygame.Surface((length, across), pygame.SRCALPHA)
        pygame.draw.aalines(layer, colour, False, points)
        strip.blit(layer, (0, 0))
    if vertical:
        strip = pygame.transform.rotate(strip, 90)
    return strip


BACKDROP_SIZE = (1280, 720)
"""The size whose backdrop ships ready-drawn (``tools/make_backdrop.py``): the default window."""
BACKDROP_ASSET = "backdrop-1280x720.bmp"  # a bitmap: it loads several times quicker than a PNG


def window_backdrop(size: tuple[int, int], scale: float) -> pygame.Surface:
    """The window's backdrop: the shipped picture at the default size (drawing it takes
    longer than loading it, and the first frame is what a player waits for), else drawn."""
    if tuple(size) == BACKDROP_SIZE:
        try:
            return pygame.image.load(str(asset(BACKDROP_ASSET))).convert()
        except (pygame.error, FileNotFoundError, OSError):
            pass  # no picture (or no display format yet): draw it
    return make_backdrop(size, scale)


def make_backdrop(size: tuple[int, int], scale: float, rim: bool = True) -> pygame.Surface:
    """Green baize under a lamp, framed by a polished wooden rim with a gilt inlay."""
    w, h = size
    surf = pygame.Surface(size)
    tile = _noise_tile(BAIZE, 64, 5, seed=7)
    for y in range(0, h, 64):
        for x in range(0, w, 64):
            surf.blit(tile, (x, y))
    dark, glow = _vignette(size, 170)
    surf.blit(glow, (0, 0))
    surf.blit(dark, (0, 0))
    if rim:
        t = max(8, round(24 * scale))
        surf.blit(_wood((w, t), 11, False), (0, 0))
        bottom = pygame.transform.flip(_wood((w, t), 12, False), False, True)
        surf.blit(bottom, (0, h - t))
        surf.blit(_wood((t, h), 13, True), (0, 0))
        right = pygame.transform.flip(_wood((t, h), 14, True), True, False)
        surf.blit(right, (w - t, 0))
        # Mitred corners: a darker square where the strips meet.
        for cx, cy in ((0, 0), (w - t, 0), (0, h - t), (w - t, h - t)):
            corner = pygame.Surface((t, t), pygame.SRCALPHA)
            corner.fill((*WOOD_DARK, 90))
            surf.blit(corner, (cx, cy))
        inner = pygame.Rect(t, t, w - 2 * t, h - 2 * t)
        # Shadow the rim casts on the cloth, then the gilt inlay on the rim's inner edge.
        shade = pygame.Surface(size, pygame.SRCALPHA)
        depth = max(3, round(10 * scale))
        for i in range(depth):
            alpha = int(120 * (1 - i / depth) ** 2)
            pygame.draw.rect(shade, (0, 0, 0, alpha), inner.inflate(-2 * i, -2 * i), width=1)
        surf.blit(shade, (0, 0))
        pygame.draw.rect(surf, GOLD_DARK, inner.inflate(2, 2), width=max(1, round(2 * scale)))
        pygame.draw.rect(surf, WOOD_DARK, pygame.Rect(0, 0, w, h), width=max(1, round(2 * scale)))
    return surf


def draw_pip_marker(surface: pygame.Surface, centre: tuple[int, int], size: int,
                    colour: tuple[int, int, int]) -> None:
    """A small gilt diamond, the cursor beside a chosen menu item."""
    x, y = centre
    pts = [(x, y - size), (x + size * 0.7, y), (x, y + size), (x - size * 0.7, y)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.aalines(surface, colour, True, pts)


def colour_mix(a: Iterable[int], b: Iterable[int], t: float) -> tuple[int, int, int]:
    """Blend two colours (t=0: a, t=1: b)."""
    a, b = tuple(a), tuple(b)
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def on_one_baseline(parts: list[tuple[pygame.font.Font, pygame.Surface]]) -> pygame.Surface:
    """Runs of text, each rendered in its own face, set side by side on one baseline."""
    ascent = max(font.get_ascent() for font, _ in parts)
    height = max(ascent - font.get_ascent() + img.get_height() for font, img in parts)
    surf = pygame.Surface((sum(img.get_width() for _, img in parts), height), pygame.SRCALPHA)
    x = 0
    for font, img in parts:
        surf.blit(img, (x, ascent - font.get_ascent()))
        x += img.get_width()
    return surf
