"""Pieces of the table screen that are drawn once and kept: the table itself, name plates,
counter piles, the game log and the buttons.

Everything here caches what it draws: the frame only blits finished images, so the table
keeps its frame time low however many players sit at it (no text is rendered twice, no
pile of counters composed twice).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from ..cardart import ChipArt, ImageCache, break_into_chips
from ..seating import FELT_RADII, PLATE_SIZE, RIM, TABLE_CENTRE
from ..theme import (BAIZE_DARK, BAIZE_LIGHT, CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, PANEL, WOOD,
                     WOOD_DARK, WOOD_LIGHT, Fonts, Layout, blit_at, wrap)

PLATE_BORDER = (96, 80, 44)


def _panel_surface(size: tuple[int, int], scale: float, alpha: int = 200,
                   border: tuple[int, int, int] = GOLD_DARK) -> pygame.Surface:
    """A dark baize panel with a gilt edge, as an image (drawn once, blitted every frame)."""
    radius = max(4, round(12 * scale))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*PANEL, alpha), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, border, surf.get_rect(), width=max(1, round(2 * scale)), border_radius=radius)
    return surf


def make_table_layer(backdrop: pygame.Surface, lay: Layout, panels: list[pygame.Rect]) -> pygame.Surface:
    """The backdrop with the oval table and the side panels painted on (once per window size)."""
    layer = backdrop.copy()
    cx, cy = lay.point(*TABLE_CENTRE)
    rx, ry = lay.px(FELT_RADII[0]), lay.px(FELT_RADII[1])
    rim = lay.px(RIM)
    f = 2  # drawn at twice the size and smoothed down, so the oval's edge is not jagged
    W, H = 2 * (rx + rim) + 4 * rim, 2 * (ry + rim) + 4 * rim
    big = pygame.Surface((W * f, H * f), pygame.SRCALPHA)
    bc = (W * f // 2, H * f // 2)

    def oval(grow: float, colour: tuple[int, ...], width: int = 0, dy: float = 0.0) -> None:
        r = pygame.Rect(0, 0, round(2 * (rx + grow) * f), round(2 * (ry + grow) * f))
        r.center = (bc[0], round(bc[1] + dy * f))
        pygame.draw.ellipse(big, colour, r, width)

    # The shadow the table casts, the wooden rim in bands of shade, the gilt edge, the felt.
    for i in range(6):
        oval(rim + lay.px(10) - i * lay.px(2), (0, 0, 0, 28), dy=lay.px(10))
    oval(rim, (*WOOD_DARK, 255))
    for i, colour in enumerate((WOOD, WOOD_LIGHT, WOOD, WOOD_DARK)):
        t = rim * (0.92 - i * 0.2)
        oval(t, (*colour, 255), width=max(1, round(rim * 0.22 * f)))
    oval(lay.px(3), (*GOLD_DARK, 255))
    oval(0, (*BAIZE_DARK, 255))
    steps = 10
    for i in range(steps):
        k = i / steps
        colour = tuple(int(BAIZE_DARK[c] + (BAIZE_LIGHT[c] - BAIZE_DARK[c]) * (k ** 0.8)) for c in range(3))
        oval(-lay.px(4) - k * min(rx, ry) * 0.85, (*colour, 255))
    oval(-lay.px(14), (*GOLD_DARK, 90), width=max(1, f))
    small = pygame.transform.smoothscale(big, (W, H))
    layer.blit(small, small.get_rect(center=(cx, cy)))
    for rect in panels:
        layer.blit(_panel_surface(rect.size, lay.scale, alpha=190), rect)
    if pygame.display.get_surface() is not None:
        layer = layer.convert()
    return layer


def counter_stacks(chips: ChipArt, amount: int, width: int, most: int = 8) -> pygame.Surface:
    """White, red and blue stacks side by side for ``amount`` (blue first), each at most
    ``most`` high: the count beside them tells the exact number."""
    parts = [(k, n) for k, n in break_into_chips(max(0, amount))]
    order = {"blue": 0, "red": 1, "white": 2}
    parts.sort(key=lambda p: order[p[0]])
    if not parts:
        return pygame.Surface((1, 1), pygame.SRCALPHA)
    imgs = [chips.stack(k, min(n, most), width) for k, n in parts]
    gap = max(1, width // 6)
    w = sum(i.get_width() for i in imgs) + gap * (len(imgs) - 1)
    h = max(i.get_height() for i in imgs)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    x = 0
    for img in imgs:
        out.blit(img, (x, h - img.get_height()))
        x += img.get_width() + gap
    return out


def pool_pile(chips: ChipArt, amount: int, width: int, per_stack: int = 10) -> pygame.Surface:
    """The pool: stacks of ten (or ``per_stack``), blue, red and white, in a little heap."""
    return chips.pile(max(0, amount), width, per_stack=per_stack)


@dataclass(frozen=True)
class PlateLook:
    """What a name plate shows, apart from the counters (its cache key)."""

    name: str
    short: str
    dim: bool
    out: bool
    mine: bool


COUNTERS_W = 104
"""Design pixels kept at the plate's right for the counters and their count."""


def draw_plate(fonts: Fonts, lay: Layout, look: PlateLook) -> pygame.Surface:
    """A seat's name plate: the name and the temperament in a few words.  The counters are
    drawn over it each frame by :func:`draw_plate_counters` (they change; the plate does not)."""
    w, h = lay.px(PLATE_SIZE[0]), lay.px(PLATE_SIZE[1])
    surf = _panel_surface((w, h), lay.scale, alpha=225, border=GOLD if look.mine else PLATE_BORDER)
    pad = lay.px(12)
    name_col = GREY if look.dim else CREAM
    name = fonts.render("display", lay.font(25), look.name, name_col)
    if name.get_width() > w - pad - lay.px(34):  # the top right corner: the dealer's button's
        name = fonts.render("display", lay.font(21), look.name, name_col)
    blit_at(surf, name, (pad, lay.px(7)), "topleft")
    if look.out:
        text = fonts.render("italic", lay.font(18), "frozen out", GREY)
        blit_at(surf, text, (pad, h - lay.px(8)), "bottomleft")
        return surf
    short = fonts.render("italic", lay.font(17), look.short, CREAM_DIM)
    if short.get_width() <= w - pad - lay.px(COUNTERS_W):
        blit_at(surf, short, (pad, h - lay.px(8)), "bottomleft")
    return surf


def draw_plate_counters(surface: pygame.Surface, rect: pygame.Rect, fonts: Fonts, lay: Layout,
                        stacks: pygame.Surface, amount: int, dim: bool) -> None:
    """The counters on a plate: blue, red and white stacks with the count beside them."""
    pad = lay.px(12)
    count = fonts.render("body", lay.font(21), str(amount), CREAM if not dim else CREAM_DIM)
    cr = blit_at(surface, count, (rect.right - pad, rect.bottom - lay.px(7)), "bottomright")
    blit_at(surface, stacks, (cr.left - lay.px(6), rect.bottom - lay.px(8)), "bottomright")


def draw_plate_markers(surface: pygame.Surface, rect: pygame.Rect, fonts: Fonts, lay: Layout, markers: int,
                       dim: bool) -> None:
    """A markers game's markers on a plate, where a game of counters has its counters."""
    words = f"{markers} marker{'s' if markers != 1 else ''}"
    count = fonts.render("body", lay.font(19), words, CREAM if not dim else CREAM_DIM)
    blit_at(surface, count, (rect.right - lay.px(12), rect.bottom - lay.px(7)), "bottomright")


LAW_DIM = (170, 172, 148)
"""The colour of a line's law reference: quieter than the line, still readable on the baize."""
LOG_SIZE = 18
"""The log's type (design pixels); the odds helper's is the same, never smaller."""


@dataclass
class LogEntry:
    text: str
    """The sentence."""
    ref: str = ""
    """The law it follows, in plain words without parentheses ("Law 18", "Brag, rule 5")."""
    style: str = "line"  # "line", "deal" (a new deal's heading), "result"
    wrapped: dict[tuple[int, bool], list[list[tuple[str, bool]]]] = field(default_factory=dict)
    """Lines wrapped to a width (and with or without the reference): each a list of
    (words, dim) pieces."""

    @property
    def full(self) -> str:
        """The sentence with its reference after it, as the log reads aloud."""
        return f"{self.text} ({self.ref})" if self.ref else self.text


class LogPanel:
    """The game log: plain words, newest at the foot, each line's law after it in dimmer type
    (hidden when the player's settings say so: ``show_laws``)."""

    KEEP = 300

    def __init__(self) -> None:
        self.entries: list[LogEntry] = []
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scroll = 0  # lines up from the foot
        self._image: pygame.Surface | None = None
        self.stale = True
        """The lines have changed since the image was made (:meth:`refresh` makes it again)."""
        self._lines: list[tuple[LogEntry, int, str]] = []
        self.shown: list[tuple[LogEntry, int, str]] = []
        """The lines on the panel: (entry, its line number, the text)."""
        self._key: tuple | None = None
        self.show_laws = True
        """Draw each line's law after it (the Settings screen's "Show the laws in the log")."""
        self.foot = 0
        """Pixels kept clear at the panel's foot (the window's short messages stand there: the
        newest lines move up above them rather than lie under them, issue 38)."""

    def add(self, text: str, style: str = "line", ref: str = "") -> None:
        """A line for the log: the sentence, and the law it follows (``ref``, plain words)."""
        self.entries.append(LogEntry(text, ref, style))
        if len(self.entries) > self.KEEP:
            del self.entries[: len(self.entries) - self.KEEP]
        self.scroll = 0
        self.stale = True

    def clear(self) -> None:
        self.entries.clear()
        self.stale = True

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self._image = None
        self.stale = True

    def scroll_by(self, lines: int) -> None:
        self.scroll = max(0, self.scroll + lines)
        self.stale = True

    def _font_px(self, lay: Layout) -> int:
        return lay.font(LOG_SIZE)

    def image(self, fonts: Fonts, lay: Layout, base: pygame.Surface | None = None) -> pygame.Surface:
        """The panel as last made (made now if it never was)."""
        if self._image is None:
            self.refresh(fonts, lay, base)
        assert self._image is not None
        return self._image

    def refresh(self, fonts: Fonts, lay: Layout, base: pygame.Surface | None = None) -> None:
        """Make the panel's image again: its text drawn on ``base`` (a fresh image of what lies
        under the panel, which becomes the panel's) when given, so the frame blits an opaque image."""
        px = self._font_px(lay)
        font = fonts.get("body", px)
        line_h = font.get_linesize()
        pad = lay.px(12)
        width = self.rect.width - 2 * pad
        lines: list[tuple[LogEntry, int, str]] = []
        pieces: dict[tuple[int, int], list[tuple[str, bool]]] = {}
        for entry in self.entries:
            key = (width, self.show_laws)
            wrapped = entry.wrapped.get(key)
            if wrapped is None:
                role = "italic" if entry.style == "deal" else "body"
                wrapped = entry.wrapped[key] = _wrap_entry(fonts.get(role, px), entry, width, self.show_laws)
            for i, parts in enumerate(wrapped):
                pieces[(id(entry), i)] = parts
                lines.append((entry, i, "".join(words for words, _ in parts)))
        self._lines = lines
        title_h = lay.px(30)
        visible = max(1, (self.rect.height - title_h - pad - self.foot) // line_h)
        self.scroll = min(self.scroll, max(0, len(lines) - visible))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - visible): end]
        # The panel starts at an entry's first line: a line cut from the head of its entry
        # reads as nonsense ("cards." alone).
        while len(shown) > 1 and shown[0][1] > 0 and any(i == 0 for _, i, _ in shown[1:]):
            shown = shown[1:]
        self.shown = shown
        surf = base if base is not None else pygame.Surface(self.rect.size, pygame.SRCALPHA)
        blit_at(surf, fonts.render("display", lay.font(23), "The game", GOLD), (pad, lay.px(4)), "topleft")
        hint = "wheel: earlier lines" if self.scroll == 0 else f"{self.scroll} lines up"
        blit_at(surf, fonts.render("italic", lay.font(15), hint, CREAM_DIM),
                (self.rect.width - pad, lay.px(11)), "topright")
        pygame.draw.line(surf, GOLD_DARK, (pad, title_h), (self.rect.width - pad, title_h), 1)
        y = title_h + lay.px(6)
        for entry, i, line in shown:
            role = "italic" if entry.style == "deal" else "body"
            colour = GOLD if entry.style == "deal" else CREAM
            if entry.style == "result":
                colour = (236, 214, 150)
            x = pad
            for words, dim in pieces.get((id(entry), i), [(line, False)]):
                if not words:
                    continue
                image = fonts.render(role, px, words, LAW_DIM if dim else colour)
                surf.blit(image, (x, y))
                x += image.get_width()
            y += line_h
        self._image = surf
        self.stale = False

    def draw(self, surface: pygame.Surface, fonts: Fonts, lay: Layout, base: pygame.Surface | None = None) -> None:
        surface.blit(self.image(fonts, lay, base), self.rect)


def _wrap_entry(font: pygame.font.Font, entry: LogEntry, width: int,
                show_laws: bool) -> list[list[tuple[str, bool]]]:
    """An entry's lines as (words, dim) pieces: the sentence wrapped to ``width``, then its
    reference in parentheses, dim, on the sentence's last line when it fits there, else on
    lines of its own."""
    lines = [[(line, False)] for line in wrap(font, entry.text, width)] or [[("", False)]]
    if show_laws and entry.ref:
        ref = f"({entry.ref})"
        last = lines[-1][0][0]
        if font.size(f"{last} {ref}")[0] <= width:
            lines[-1].append((" " + ref, True))
        else:
            lines += [[(line, True)] for line in wrap(font, ref, width)]
    return lines


class Button:
    """A button with its key shown on a little key cap."""

    def __init__(self, label: str, key_name: str, action: Callable[[], Any], *, lit: bool = False,
                 kind: Any = None, enabled: bool = True) -> None:
        self.label = label
        self.key_name = key_name
        self.action = action
        self.lit = lit
        self.kind = kind
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.ring = False
        """The beginner's table: the book's choice, ringed (the person still presses it)."""

    def cap_box(self, fonts: Fonts, lay: Layout) -> pygame.Rect | None:
        """The key cap at the button's right end (None: no key)."""
        if not self.key_name:
            return None
        box = pygame.Rect(0, 0, self.cap_width(fonts, lay), lay.px(18))
        box.midright = (self.rect.right - lay.px(6), self.rect.centery)
        return box

    def draw(self, surface: pygame.Surface, fonts: Fonts, lay: Layout) -> None:
        r = self.rect
        radius = lay.px(8)
        fill = GOLD_DARK if self.lit else BAIZE_DARK
        if self.hover and self.enabled:
            fill = tuple(min(255, c + 24) for c in fill)  # type: ignore[assignment]
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        pygame.draw.rect(surface, GOLD if (self.hover or self.lit) and self.enabled else PLATE_BORDER, r,
                         width=max(1, lay.px(2)), border_radius=radius)
        if self.ring:  # the book's choice (BOOK_RING of game/ui/table/book_drawing.py)
            # a broad ring with a dark edge outside it, so it reads on the gold of the lit button
            pygame.draw.rect(surface, (20, 40, 60), r.inflate(lay.px(12), lay.px(12)), width=max(1, lay.px(2)),
                             border_radius=radius + lay.px(6))
            pygame.draw.rect(surface, (150, 204, 236), r.inflate(lay.px(9), lay.px(9)), width=max(3, lay.px(4)),
                             border_radius=radius + lay.px(4))
        colour = CREAM if self.enabled else GREY
        text = fonts.render("body", lay.font(21), self.label, colour)
        cap_w = 0
        box = self.cap_box(fonts, lay)
        if box is not None:
            cap = fonts.render("index", lay.font(12), self.key_name, INK_CAP)
            cap_w = box.width
            pygame.draw.rect(surface, CREAM_DIM, box, border_radius=lay.px(4))
            blit_at(surface, cap, box.center, "center")
        size, lines = self.label_lines(fonts, lay, r.width, r.height)
        cx = r.x + (r.width - cap_w - lay.px(6)) // 2
        if lines == [self.label] and size == 21:
            blit_at(surface, text, (cx, r.centery), "center")
            return
        imgs = [fonts.render("body", lay.font(size), line, colour) for line in lines]
        step = fonts.get("body", lay.font(size)).get_ascent() + lay.px(2)
        y = r.centery - step * (len(imgs) - 1) / 2
        for img in imgs:
            blit_at(surface, img, (cx, round(y)), "center")
            y += step

    LABEL_SIZES = (21, 19, 17)
    """The label's design sizes on one line, largest first: a long label is set smaller."""
    TWO_LINE_SIZE = 16
    """A label still too long is set in two lines at this size."""

    def label_lines(self, fonts: Fonts, lay: Layout, width: int, height: int) -> tuple[int, list[str]]:
        """How the label is set in a button ``width`` by ``height`` beside its key cap: the
        largest size at which it fits one line, else two lines at :data:`TWO_LINE_SIZE`
        (if even that fails, the button should be made wider: :meth:`fits` says so)."""
        room = self.room(fonts, lay, width)
        for size in self.LABEL_SIZES:
            if fonts.get("body", lay.font(size)).size(self.label)[0] <= room:
                return size, [self.label]
        font = fonts.get("body", lay.font(self.TWO_LINE_SIZE))
        if font.size(self.label)[0] <= room:
            return self.TWO_LINE_SIZE, [self.label]
        words = self.label.split()
        # the two lines as even as they can be ("See the / ante 14", not "See the ante / 14")
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        splits = [pair for pair in splits if max(font.size(line)[0] for line in pair) <= room]
        if splits and 2 * font.get_ascent() + lay.px(6) <= height:
            best = min(splits, key=lambda pair: max(font.size(line)[0] for line in pair))
            return self.TWO_LINE_SIZE, list(best)
        return self.LABEL_SIZES[-1], [self.label]

    def fits(self, fonts: Fonts, lay: Layout, width: int, height: int) -> bool:
        """The label fits a button of this size (on one line or two)."""
        room = self.room(fonts, lay, width)
        size, lines = self.label_lines(fonts, lay, width, height)
        return all(fonts.get("body", lay.font(size)).size(line)[0] <= room for line in lines)

    def room(self, fonts: Fonts, lay: Layout, width: int, margin: int = 14) -> int:
        """The label's width at most, in a button ``width`` wide, beside its key cap, with
        ``margin`` design pixels in all to spare (the panel's rows ask for more where they can:
        "Deal again" stood against its button's edge, issue 39)."""
        return width - self.cap_width(fonts, lay) - lay.px(margin)

    def cap_width(self, fonts: Fonts, lay: Layout) -> int:
        if not self.key_name:
            return 0
        return max(fonts.get("index", lay.font(12)).size(self.key_name)[0] + lay.px(8), lay.px(18))


INK_CAP = (40, 34, 28)


def pulse(t: float, period: float = 1.2) -> float:
    """0..1..0 over ``period`` seconds, for the turn's glow."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * (t % period) / period)


def pointer_box(tip: tuple[int, int], direction: tuple[float, float], size: int) -> pygame.Rect:
    """The rectangle round the arrowhead :func:`draw_pointer` draws."""
    dx, dy = direction
    d = math.hypot(dx, dy) or 1.0
    dx, dy = dx / d, dy / d
    bx, by = tip[0] - dx * size, tip[1] - dy * size
    px, py = -dy * size * 0.6, dx * size * 0.6
    xs, ys = (tip[0], bx + px, bx - px), (tip[1], by + py, by - py)
    return pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs) - min(xs)) + 1,
                       math.ceil(max(ys) - min(ys)) + 1)


def draw_pointer(surface: pygame.Surface, tip: tuple[int, int], direction: tuple[float, float], size: int,
                 colour: tuple[int, int, int]) -> None:
    """A small filled arrowhead pointing along ``direction`` with its tip at ``tip``."""
    dx, dy = direction
    d = math.hypot(dx, dy) or 1.0
    dx, dy = dx / d, dy / d
    bx, by = tip[0] - dx * size, tip[1] - dy * size
    px, py = -dy * size * 0.6, dx * size * 0.6
    pts = [tip, (bx + px, by + py), (bx - px, by - py)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.aalines(surface, colour, True, pts)


__all__ = ["Button", "ImageCache", "LogPanel", "PlateLook", "counter_stacks", "draw_plate", "draw_plate_counters",
           "draw_pointer", "make_table_layer", "pointer_box", "pool_pile", "pulse"]
