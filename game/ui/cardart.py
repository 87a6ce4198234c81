"""Card faces, backs and counters, drawn by our own code at exactly the size needed.

Why drawn at run time rather than shipped as PNGs: the window scales to any size, and a
card drawn at the size it is shown is sharp at every size, where a bitmap made for one
size blurs when scaled up.  Each image is drawn once, on first use, at three (small
cards) or two times its size and smooth-scaled down, which antialiases every edge, then
cached; a whole pack costs a few milliseconds per card and only the cards shown are drawn.

The design is ours but for the court figures: corner indices (rank over suit), suit pips
drawn as shapes (polygons and circles, never font glyphs), the traditional pip layouts for
2-10 and for the sixty-card pack's 11 and 12, the English pattern's court figures inside a
blue frame (a plain crowned letter if their art cannot be read), an ace with one large pip
(the ace of spades ringed), a jester-capped joker, and red or blue backs in the period's
manner (a rosette diaper, gilt rules, a guilloche medallion).  The four-colour pack paints
clubs green and diamonds blue.

Public API (for the table scene):

* :class:`CardArt` - ``face(card, width)``, ``back(width, colour=None)``,
  ``image(card, width, face_up)``, ``size(width)``, ``suit_colour(suit)``;
  options ``four_colour`` and ``back_colour`` via :meth:`CardArt.set_options`.
* :func:`draw_suit` - a suit pip of any size on any surface (:mod:`game.ui.suits`).
* :class:`ChipArt`, :func:`break_into_chips` - the counters (:mod:`game.ui.chipart`),
  re-exported here; ``ChipArt.stacks(amount, width, most, least=None)`` draws a player's
  counters readable, each at least ``ChipArt.READABLE`` = 24 pixels wide.
* Court cards are the English pattern's double-ended figures (:mod:`game.ui.courtart`, from
  ``assets/courts/``; see ``tools/make_courts.py`` and ``assets/LICENSES.md``), drawn at the
  size shown with pygame's SVG reader; ``CardArt.warm(width)`` draws them ahead of a deal.
"""

from __future__ import annotations

import logging
import math
from typing import Iterable

import pygame

from game.cards import Card, Rank, Suit

from .artcache import ImageCache  # noqa: F401 - re-exported for the table parts
from .courtart import COURT_LINE, CourtFigures, court_rect
from .chipart import (  # noqa: F401 - re-exported: the counters lived here first
    CHIP_KINDS, CHIP_THICKNESS, CHIP_TILT, CHIP_VALUES, ChipArt, break_into_chips,
)
from .suits import draw_suit
from .theme import Fonts

log = logging.getLogger("parlour_poker.ui.cardart")

CARD_RATIO = 1.4
"""Height over width: a poker-size card, 2.5 by 3.5 inches."""

IVORY = (251, 248, 238)
EDGE = (120, 116, 104)
GILT = (196, 156, 72)
COURT_TINT = (246, 236, 206)
SUIT_COLOURS_TWO = {Suit.SPADES: (24, 24, 28), Suit.CLUBS: (24, 24, 28),
                    Suit.HEARTS: (192, 30, 44), Suit.DIAMONDS: (192, 30, 44)}
SUIT_COLOURS_FOUR = {Suit.SPADES: (24, 24, 28), Suit.CLUBS: (22, 122, 58),
                     Suit.HEARTS: (192, 30, 44), Suit.DIAMONDS: (28, 78, 170)}

BACKS = {
    "red": {"field": (150, 28, 40), "line": (214, 120, 112), "dark": (104, 16, 26)},
    "blue": {"field": (28, 58, 128), "line": (120, 150, 214), "dark": (16, 34, 84)},
}


# --- pip layouts: (column, row) with column in {0, 0.5, 1} and row from 0 (top) to 1 ---------

_SIDE2 = [(0, 0), (0, 1), (1, 0), (1, 1)]
_SIDE3 = [(0, 0), (0, 0.5), (0, 1), (1, 0), (1, 0.5), (1, 1)]
_SIDE4 = [(c, r) for c in (0, 1) for r in (0, 1 / 3, 2 / 3, 1)]
_SIDE5 = [(c, r) for c in (0, 1) for r in (0, 0.25, 0.5, 0.75, 1)]

PIP_LAYOUTS: dict[Rank, list[tuple[float, float]]] = {
    Rank.TWO: [(0.5, 0), (0.5, 1)],
    Rank.THREE: [(0.5, 0), (0.5, 0.5), (0.5, 1)],
    Rank.FOUR: _SIDE2,
    Rank.FIVE: _SIDE2 + [(0.5, 0.5)],
    Rank.SIX: _SIDE3,
    Rank.SEVEN: _SIDE3 + [(0.5, 0.25)],
    Rank.EIGHT: _SIDE3 + [(0.5, 0.25), (0.5, 0.75)],
    Rank.NINE: _SIDE4 + [(0.5, 0.5)],
    Rank.TEN: _SIDE4 + [(0.5, 1 / 6), (0.5, 5 / 6)],
    Rank.ELEVEN: _SIDE4 + [(0.5, 1 / 6), (0.5, 0.5), (0.5, 5 / 6)],
    Rank.TWELVE: _SIDE5 + [(0.5, 0.125), (0.5, 0.875)],
}
"""Where the pips of each number card go, in the traditional arrangements."""

_INDEX_TEXT = {r: r.label for r in Rank if not r.is_court} | {
    Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}



class CardArt:
    """Draws and caches card images.  ``width`` is in window pixels; height is 1.4 x width."""

    def __init__(self, fonts: Fonts, four_colour: bool = False, back_colour: str = "red",
                 cache_size: int = 900) -> None:
        self.fonts = fonts
        self.four_colour = four_colour
        self.back_colour = back_colour if back_colour in BACKS else "red"
        self._cache = ImageCache(cache_size, convert=True)
        self.courts = CourtFigures()

    # --- options and helpers ---------------------------------------------------------------

    def set_options(self, four_colour: bool | None = None, back_colour: str | None = None) -> None:
        """Change the pack's look; images already drawn stay cached under their own options."""
        if four_colour is not None:
            self.four_colour = bool(four_colour)
        if back_colour is not None and back_colour in BACKS:
            self.back_colour = back_colour

    @staticmethod
    def size(width: int) -> tuple[int, int]:
        """The (width, height) of a card ``width`` pixels wide."""
        width = max(8, int(width))
        return (width, round(width * CARD_RATIO))

    def suit_colour(self, suit: Suit) -> tuple[int, int, int]:
        """The ink of a suit in the current pack (two- or four-colour)."""
        return (SUIT_COLOURS_FOUR if self.four_colour else SUIT_COLOURS_TWO)[suit]

    def clear(self) -> None:
        """Forget every drawn image (after the window is resized a lot, say)."""
        self._cache.clear()

    def _cached(self, key: tuple, make) -> pygame.Surface:
        return self._cache.get(key, make)

    @staticmethod
    def _factor(width: int) -> int:
        return 3 if width < 140 else 2 if width < 320 else 1

    # --- public images --------------------------------------------------------------------

    def face(self, card: Card, width: int) -> pygame.Surface:
        """The face of ``card``, ``width`` pixels wide."""
        w, h = self.size(width)
        key = ("face", card.code, w, self.four_colour)
        return self._cached(key, lambda: self._make_face(card, w, h))

    def _make_face(self, card: Card, w: int, h: int) -> pygame.Surface:
        picture = self.court_picture(card, w) if card.rank.is_court else None
        if picture is None:
            return self._supersampled(w, h, lambda s, f: self._draw_face(s, card, f))
        # A court card: the frame and indices supersampled, the figure drawn from its vector
        # art at the card's own size (sharp), and the frame's line laid over its edge.
        face = self._supersampled(w, h, lambda s, f: self._draw_court_ground(s, card, f))
        box = self.court_rect(w)
        face.blit(picture, box)
        pygame.draw.rect(face, COURT_LINE, box.inflate(2, 2), width=1 if w < 150 else 2)
        return face

    @staticmethod
    def court_rect(width: int) -> pygame.Rect:
        """Where the court figure sits on a card ``width`` pixels wide."""
        return court_rect(CardArt.size(width))

    def court_picture(self, card: Card, width: int) -> pygame.Surface | None:
        """The double-ended court figure for a card ``width`` pixels wide (the English
        pattern, :mod:`game.ui.courtart`), or None if the art is missing or unreadable."""
        if card.suit is None or not card.rank.is_court:
            return None
        code = card.rank.char + card.suit.value
        if not self.courts.available(code):
            return None
        size = self.court_rect(width).size
        picture = self._cached(("court", code, size),
                               lambda: self.courts.picture(code, size) or pygame.Surface(size, pygame.SRCALPHA))
        return picture if self.courts.available(code) else None  # unreadable: the plain court

    def warm(self, width: int, cards: Iterable[Card] | None = None) -> None:
        """Draw ahead of time the faces a deal may show at ``width`` (the court cards by
        default, the dearest to draw), so the first frame they appear in costs nothing."""
        from game.cards import Card as _Card

        chosen = list(cards) if cards is not None else [
            _Card(r, s) for r in (Rank.KING, Rank.QUEEN, Rank.JACK) for s in Suit]
        for card in chosen:
            self.face(card, width)

    def back(self, width: int, colour: str | None = None) -> pygame.Surface:
        """A card back in ``colour`` (``red``/``blue``; default: the chosen back)."""
        colour = colour if colour in BACKS else self.back_colour
        w, h = self.size(width)
        return self._cached(("back", colour, w),
                            lambda: self._supersampled(w, h, lambda s, f: self._draw_back(s, colour, f)))

    def image(self, card: Card | None, width: int, face_up: bool = True) -> pygame.Surface:
        """The face if ``face_up`` and the card is known, else the back."""
        if face_up and card is not None:
            return self.face(card, width)
        return self.back(width)

    def _supersampled(self, w: int, h: int, paint) -> pygame.Surface:
        f = self._factor(w)
        big = pygame.Surface((w * f, h * f), pygame.SRCALPHA)
        paint(big, f)
        small = big if f == 1 else pygame.transform.smoothscale(big, (w, h))
        # Blending antialiased ink and scaling down can leave the card a shade short of opaque;
        # make everything inside the outline (one pixel in) fully opaque again.
        solid = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(solid, (0, 0, 0, 255), solid.get_rect().inflate(-2, -2),
                         border_radius=max(0, round(w * 0.065) - 1))
        small.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
        return small

    # --- drawing ----------------------------------------------------------------------------

    def _blank(self, surf: pygame.Surface, f: int) -> None:
        W, H = surf.get_size()
        radius = round(W * 0.065)
        pygame.draw.rect(surf, IVORY, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, EDGE, surf.get_rect(), width=max(1, f), border_radius=radius)

    def _draw_face(self, surf: pygame.Surface, card: Card, f: int) -> None:
        self._blank(surf, f)
        if card.is_joker:
            self._draw_joker(surf, f)
            return
        assert card.suit is not None
        colour = self.suit_colour(card.suit)
        self._draw_indices(surf, card, colour)
        rank = card.rank
        if rank is Rank.ACE:
            self._draw_ace(surf, card.suit, colour)
        elif rank.is_court:
            self._draw_court(surf, card, colour, f)
        else:
            self._draw_pips(surf, card, colour)

    def _draw_court_ground(self, surf: pygame.Surface, card: Card, f: int) -> None:
        """A court card without its figure: the blank and the indices."""
        self._blank(surf, f)
        assert card.suit is not None
        self._draw_indices(surf, card, self.suit_colour(card.suit))

    def _index_surface(self, card: Card, colour: tuple[int, int, int], W: int) -> pygame.Surface:
        """Rank over suit, as one small surface (drawn twice: upright and upside down)."""
        text = _INDEX_TEXT[card.rank]
        font = self.fonts.get("index", max(6, round(W * 0.175)))
        label = font.render(text, True, colour)
        max_w = W * 0.155
        if label.get_width() > max_w:  # "10", "11", "12": narrow them to fit the margin
            label = pygame.transform.smoothscale(label, (round(max_w), label.get_height()))
        pip_h = W * 0.105
        box_w = max(label.get_width(), round(pip_h))
        top_pad = round(label.get_height() * 0.12)
        box = pygame.Surface((box_w, label.get_height() - top_pad + round(pip_h * 1.15)), pygame.SRCALPHA)
        box.blit(label, ((box_w - label.get_width()) // 2, -top_pad))
        assert card.suit is not None
        draw_suit(box, card.suit, (box_w / 2, label.get_height() - top_pad + pip_h * 0.55), pip_h, colour)
        return box

    def _draw_indices(self, surf: pygame.Surface, card: Card, colour: tuple[int, int, int]) -> None:
        W, H = surf.get_size()
        box = self._index_surface(card, colour, W)
        cx, top = W * 0.105, H * 0.035
        surf.blit(box, (round(cx - box.get_width() / 2), round(top)))
        flipped = pygame.transform.rotate(box, 180)
        surf.blit(flipped, (round(W - cx - box.get_width() / 2), round(H - top - box.get_height())))

    def _draw_pips(self, surf: pygame.Surface, card: Card, colour: tuple[int, int, int]) -> None:
        W, H = surf.get_size()
        layout = PIP_LAYOUTS[card.rank]
        crowded = card.rank in (Rank.ELEVEN, Rank.TWELVE)
        pip = W * (0.15 if crowded else 0.17)
        left, right = W * 0.31, W * 0.69
        top, bottom = H * 0.19, H * 0.81
        assert card.suit is not None
        for col, row in layout:
            x = left + (right - left) * col
            y = top + (bottom - top) * row
            draw_suit(surf, card.suit, (x, y), pip, colour, flip=row > 0.5)

    def _draw_ace(self, surf: pygame.Surface, suit: Suit, colour: tuple[int, int, int]) -> None:
        W, H = surf.get_size()
        c = (W / 2, H / 2)
        if suit is Suit.SPADES:
            r = W * 0.3
            pygame.draw.circle(surf, GILT, c, r, width=max(1, round(W * 0.012)))
            pygame.draw.circle(surf, GILT, c, r * 0.9, width=max(1, round(W * 0.006)))
            for i in range(24):
                a = 2 * math.pi * i / 24
                pygame.draw.circle(surf, GILT, (c[0] + math.cos(a) * r * 1.1, c[1] + math.sin(a) * r * 1.1),
                                   W * 0.012)
            draw_suit(surf, suit, c, W * 0.42, colour)
        else:
            draw_suit(surf, suit, c, W * 0.36, colour)

    def _draw_court(self, surf: pygame.Surface, card: Card, colour: tuple[int, int, int], f: int) -> None:
        W, H = surf.get_size()
        frame = pygame.Rect(round(W * 0.2), round(H * 0.1), round(W * 0.6), round(H * 0.8))
        line = max(1, round(W * 0.012))
        pygame.draw.rect(surf, COURT_TINT, frame, border_radius=round(W * 0.03))
        # The top half is drawn once, then turned to make the bottom half: a two-ended card.
        half = pygame.Surface((frame.width, frame.height // 2), pygame.SRCALPHA)
        self._court_half(half, card, colour)
        surf.blit(half, frame.topleft)
        surf.blit(pygame.transform.rotate(half, 180), (frame.x, frame.y + frame.height - half.get_height()))
        mid = frame.centery
        pygame.draw.line(surf, GILT, (frame.x + line * 3, mid), (frame.right - line * 3, mid), max(1, line // 2 + 1))
        pygame.draw.rect(surf, colour, frame, width=line, border_radius=round(W * 0.03))
        inner = frame.inflate(-line * 4, -line * 4)
        pygame.draw.rect(surf, GILT, inner, width=max(1, line // 2), border_radius=round(W * 0.02))

    def _court_half(self, half: pygame.Surface, card: Card, colour: tuple[int, int, int]) -> None:
        """One end of a court card: the letter wearing its headdress, with the suit beside."""
        w, h = half.get_size()
        assert card.suit is not None
        line = max(1, round(w * 0.014))
        # The letter, large, standing on the centre line.
        letter = _INDEX_TEXT[card.rank]
        trial = self.fonts.get("display", max(6, round(h * 0.6))).render(letter, True, colour)
        ink_h = max(1, trial.get_bounding_rect().height)
        size = max(6, round(h * 0.6 * (h * 0.44) / ink_h))  # the letter's ink: under half the end
        glyph = self.fonts.get("display", size).render(letter, True, colour)
        ink = glyph.get_bounding_rect()
        gx = round(w * 0.5 - ink.centerx)
        gy = round(h * 0.95 - ink.bottom)
        half.blit(glyph, (gx, gy))
        top = gy + ink.top  # the top of the letter's ink: the headdress sits on it
        cx = gx + ink.centerx
        cw = max(ink.width * 1.2, w * 0.5)
        base = top - h * 0.025
        if card.rank is Rank.KING:
            tall = h * 0.3
            pts = [(cx - cw / 2, base), (cx - cw / 2, base - tall * 0.62), (cx - cw / 4, base - tall * 0.3),
                   (cx, base - tall), (cx + cw / 4, base - tall * 0.3), (cx + cw / 2, base - tall * 0.62),
                   (cx + cw / 2, base)]
            pygame.draw.polygon(half, GILT, pts)
            pygame.draw.polygon(half, colour, pts, width=line)
            for x, y in (pts[1], pts[3], pts[5]):
                pygame.draw.circle(half, GILT, (x, y), w * 0.03)
                pygame.draw.circle(half, colour, (x, y), w * 0.03, width=line)
            band = pygame.Rect(0, 0, round(cw), round(h * 0.07))
            band.midbottom = (round(cx), round(base))
            pygame.draw.rect(half, colour, band)
            for i in (-1, 0, 1):
                pygame.draw.circle(half, GILT, (cx + i * cw * 0.3, band.centery), band.height * 0.3)
        elif card.rank is Rank.QUEEN:
            tall = h * 0.25
            pts = [(cx - cw * 0.5, base)]
            for i in range(9):
                t = i / 8
                x = cx - cw * 0.5 + cw * t
                peak = tall * (0.55 + 0.45 * math.sin(math.pi * t))
                pts.append((x, base - (peak if i % 2 == 0 else peak * 0.45)))
            pts.append((cx + cw * 0.5, base))
            pygame.draw.polygon(half, GILT, pts)
            pygame.draw.polygon(half, colour, pts, width=line)
            for i in range(0, 9, 2):
                x, y = pts[i + 1]
                pygame.draw.circle(half, colour, (x, y), w * 0.022)
            band = pygame.Rect(0, 0, round(cw), round(h * 0.055))
            band.midbottom = (round(cx), round(base))
            pygame.draw.rect(half, colour, band)
        else:  # the knave's cap, with a plume sweeping back
            cap = pygame.Rect(0, 0, round(cw * 0.8), round(h * 0.26))
            cap.midbottom = (round(cx - cw * 0.05), round(base + h * 0.02))
            pygame.draw.ellipse(half, colour, cap)
            brim = pygame.Rect(0, 0, round(cw * 1.05), round(h * 0.06))
            brim.midbottom = (round(cx), round(base + h * 0.01))
            pygame.draw.rect(half, GILT, brim, border_radius=round(h * 0.03))
            pygame.draw.rect(half, colour, brim, width=line, border_radius=round(h * 0.03))
            root = (cap.centerx + cap.width * 0.15, cap.top + cap.height * 0.3)
            upper, lower = [], []
            for i in range(11):
                t = i / 10
                x = root[0] + cw * 0.55 * t
                arc = math.sin(math.pi * t * 0.9)
                upper.append((x, root[1] - h * 0.13 * arc - h * 0.02 * t))
                lower.append((x, root[1] - h * 0.04 * arc + h * 0.02 * t))
            pygame.draw.polygon(half, GILT, upper + lower[::-1])
            pygame.draw.polygon(half, colour, upper + lower[::-1], width=max(1, line // 2))
        # A small pip in the upper corner of each end.
        draw_suit(half, card.suit, (w * 0.19, h * 0.2), w * 0.15, colour)

    def _draw_joker(self, surf: pygame.Surface, f: int) -> None:
        W, H = surf.get_size()
        red, dark = SUIT_COLOURS_TWO[Suit.HEARTS], (40, 52, 120)
        # Corner indices: the word set vertically.
        font = self.fonts.get("index", max(6, round(W * 0.095)))
        letters = [font.render(ch, True, red) for ch in "JOKER"]
        lh = max(l.get_height() for l in letters) * 0.82
        col = pygame.Surface((max(l.get_width() for l in letters), round(lh * 5 + lh * 0.3)), pygame.SRCALPHA)
        for i, l in enumerate(letters):
            col.blit(l, ((col.get_width() - l.get_width()) // 2, round(i * lh)))
        surf.blit(col, (round(W * 0.105 - col.get_width() / 2), round(H * 0.04)))
        surf.blit(pygame.transform.rotate(col, 180),
                  (round(W * 0.895 - col.get_width() / 2), round(H * 0.96 - col.get_height())))
        # The jester's cap: three drooping points, each with a bell.
        cx, cy = W / 2, H * 0.45
        band = pygame.Rect(0, 0, round(W * 0.44), round(H * 0.06))
        band.midtop = (round(cx), round(cy))
        tips = [(cx - W * 0.3, cy + H * 0.02), (cx, cy - H * 0.24), (cx + W * 0.3, cy + H * 0.02)]
        colours = [red, dark, red]
        for (tx, ty), c in zip(tips, colours):
            side = 1 if tx > cx else -1 if tx < cx else 0
            pts = [(band.left + band.width * (0.1 if side <= 0 else 0.5), band.top),
                   ((band.left + cx) / 2 if side < 0 else (band.right + cx) / 2 if side > 0 else cx - W * 0.07,
                    cy - H * 0.13),
                   (tx, ty),
                   (band.left + band.width * (0.5 if side < 0 else 0.9 if side > 0 else 0.75), band.top)]
            if side == 0:
                pts = [(cx - W * 0.12, band.top), (cx - W * 0.05, cy - H * 0.14), (tx, ty),
                       (cx + W * 0.05, cy - H * 0.14), (cx + W * 0.12, band.top)]
            pygame.draw.polygon(surf, c, pts)
            pygame.draw.circle(surf, GILT, (tx, ty), W * 0.045)
            pygame.draw.circle(surf, EDGE, (tx, ty), W * 0.045, width=max(1, f))
        pygame.draw.rect(surf, GILT, band, border_radius=round(H * 0.02))
        for i in range(5):
            pygame.draw.circle(surf, red if i % 2 else dark,
                               (band.left + band.width * (i + 0.5) / 5, band.centery), H * 0.012)
        title = self.fonts.get("display", max(6, round(W * 0.16))).render("Joker", True, dark)
        surf.blit(title, (round(cx - title.get_width() / 2), round(H * 0.62)))
        sub = self.fonts.get("italic", max(6, round(W * 0.09))).render("the mistigris", True, red)
        surf.blit(sub, (round(cx - sub.get_width() / 2), round(H * 0.62 + title.get_height() * 0.95)))

    def _draw_back(self, surf: pygame.Surface, colour: str, f: int) -> None:
        """A back in the manner of the period's packs: a fine diaper of rosettes on a
        lattice inside a gilt-ruled border, and a central oval with a guilloche rosette.
        Symmetrical end to end and side to side, so a back never shows which way it lies."""
        self._blank(surf, f)
        W, H = surf.get_size()
        scheme = BACKS[colour]
        margin = round(W * 0.075)
        field_rect = pygame.Rect(margin, margin, W - 2 * margin, H - 2 * margin)
        fw, fh = field_rect.size
        field = pygame.Surface(field_rect.size, pygame.SRCALPHA)
        field.fill(scheme["field"])
        lw = max(1, round(W * 0.007))
        # The lattice: diagonals a fixed number of cells across, centred on the card.
        cells = 9
        step = fw / cells
        cx, cy = fw / 2, fh / 2
        span = int(fh / step) + cells + 2
        for i in range(-span, span + 1):
            x0 = cx + i * step
            pygame.draw.line(field, scheme["line"], (x0 - fh, cy - fh), (x0 + fh, cy + fh), lw)
            pygame.draw.line(field, scheme["line"], (x0 + fh, cy - fh), (x0 - fh, cy + fh), lw)
        # A rosette at every crossing, a dark pip in every cell.
        petal = step * 0.17
        rows = int(fh / step) + 2
        for r in range(-rows, rows + 1):
            for c in range(-cells, cells + 1):
                x = cx + c * step / 2
                y = cy + r * step / 2
                if (r + c) % 2:  # the centre of a cell
                    d = step * 0.11
                    pygame.draw.polygon(field, scheme["dark"], [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
                    continue
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    pygame.draw.circle(field, scheme["line"], (x + dx * petal, y + dy * petal), petal * 0.75)
                pygame.draw.circle(field, scheme["field"], (x, y), petal * 0.55)
                pygame.draw.circle(field, IVORY, (x, y), petal * 0.3)
        # The central oval: a dark ground, a gilt and an ivory ring, and a rosette of petals.
        oval = pygame.Rect(0, 0, round(fw * 0.56), round(fh * 0.36))
        oval.center = (round(cx), round(cy))
        pygame.draw.ellipse(field, scheme["dark"], oval.inflate(lw * 8, lw * 8))
        pygame.draw.ellipse(field, GILT, oval.inflate(lw * 5, lw * 5), width=max(1, lw * 2))
        pygame.draw.ellipse(field, IVORY, oval, width=lw)
        rx, ry = oval.width * 0.36, oval.height * 0.36
        for k in range(16):  # guilloche: ellipses turned about the centre
            a = math.pi * k / 16
            pts = []
            for j in range(36):
                t = 2 * math.pi * j / 36
                ex, ey = rx * math.cos(t), rx * 0.3 * math.sin(t)
                # Turn the petal by a, then squash it to the oval's proportions.
                pts.append((cx + ex * math.cos(a) - ey * math.sin(a),
                            cy + (ex * math.sin(a) + ey * math.cos(a)) * ry / rx))
            pygame.draw.polygon(field, scheme["line"], pts, width=lw)
        pygame.draw.circle(field, scheme["dark"], (cx, cy), min(rx, ry) * 0.42)
        pygame.draw.circle(field, GILT, (cx, cy), min(rx, ry) * 0.42, width=lw)
        pip = min(rx, ry) * 0.34
        for suit, (dx, dy) in zip((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
                                  ((0, -1), (1, 0), (0, 1), (-1, 0))):
            draw_suit(field, suit, (cx + dx * pip * 0.62, cy + dy * pip * 0.62), pip * 0.62, IVORY,
                      flip=dy > 0)
        # Round the field's corners, then rule the borders: dark, gilt, ivory.
        radius = round(W * 0.045)
        mask = pygame.Surface(field_rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(field, field_rect)
        pygame.draw.rect(surf, scheme["dark"], field_rect, width=lw * 3, border_radius=radius)
        inner = field_rect.inflate(-lw * 8, -lw * 8)
        pygame.draw.rect(surf, scheme["dark"], inner.inflate(lw * 4, lw * 4), width=lw * 2,
                         border_radius=max(1, radius - lw * 2))
        pygame.draw.rect(surf, GILT, inner, width=lw, border_radius=max(1, radius - lw * 3))


def draw_icon(fonts: Fonts, size: int = 64) -> pygame.Surface:
    """The window icon: an ace of spades over a red back, both slightly turned."""
    art = CardArt(fonts, back_colour="red")
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    width = round(size * 0.54)
    back = pygame.transform.rotozoom(art.back(width), 14, 1.0)
    icon.blit(back, back.get_rect(center=(size * 0.38, size * 0.5)))
    face = pygame.Surface(art.size(width), pygame.SRCALPHA)
    f = 4
    big = pygame.Surface((face.get_width() * f, face.get_height() * f), pygame.SRCALPHA)
    art._blank(big, f)
    draw_suit(big, Suit.SPADES, (big.get_width() / 2, big.get_height() / 2), big.get_width() * 0.62,
              SUIT_COLOURS_TWO[Suit.SPADES])
    face = pygame.transform.smoothscale(big, face.get_size())
    face = pygame.transform.rotozoom(face, -10, 1.0)
    icon.blit(face, face.get_rect(center=(size * 0.6, size * 0.5)))
    return icon
