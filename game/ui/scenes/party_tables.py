"""The party's tables drawn for the room's big screen: where each table goes on the screen
for two to seven tables (and the standings' place beside them), and one table drawn as a
table - the wooden rim and the baize of the solo table, each player at his place on a
name plate with his counters as stacks and a number, the pool in the middle, the player
to act lit, the head table marked by its bell.

The overview draws the live tables with it; the moves draw the seating changing.  Text is
never below 18 design pixels (readable across a room at 1280 x 720)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from ..cardart import ImageCache
from ..theme import (BAIZE_DARK, BAIZE_LIGHT, CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, PANEL, WOOD, WOOD_DARK,
                     WOOD_LIGHT, Layout, blit_at)
from .party_common import GROUP_COLOURS, YELLOW, draw_bell, fit
from .party_hands import card_step, dealer_spot, hand_boxes
from .table_parts import counter_stacks, pool_pile

SMALLEST = 18
"""No text on these screens is smaller than this (design pixels: 18 px at 720 lines)."""

TOP, BOTTOM, LEFT, RIGHT = 74, 684, 28, 1252
"""The part of the 1280 x 720 stage the tables and the standings share (below the title
line, above the keys)."""

_OVALS = ImageCache(24, convert=True)


@dataclass
class SeatLook:
    """What one place at a table shows."""

    name: str
    group: str
    counters: int | None
    yellow: int = 0
    to_act: bool = False
    winner: bool = False
    cards: str = ""  # "", "backs" (holds a hand), or "shown"
    shown: list = field(default_factory=list)
    mark: str = ""  # a few words under the name instead of the counters ("up", "down"...)
    note: str = ""  # a few words under the name beside the counters ("phone away · 23 s")
    mark_colour: tuple[int, int, int] = CREAM_DIM
    tag: str = ""  # the mark in a word or two, for a one-line plate
    empty: bool = False  # the place is empty for the moment (someone is moving)
    lit: bool = False  # drawn with a gilt edge (a mover who has arrived)
    dealer: bool = False  # deals this table's deal: a "D" disc beside the plate, as on the phones
    chosen: bool = False  # the guest the host's keys act on: a cream ring outside the plate
    folded: bool = False  # out of this deal (his hand thrown in): the plate greyed


@dataclass
class TableLook:
    """What one table shows."""

    title: str
    head: bool
    booby: bool
    seats: list[SeatLook]
    pool: int = 0
    status: str = ""
    status_colour: tuple[int, int, int] = CREAM_DIM
    lit: float = 0.0  # 0-1: the head table lit when the bell rings
    hover: bool = False


# --- where things go ---------------------------------------------------------------------------

def grid(n: int) -> tuple[int, int, bool]:
    """(columns, rows, standings in a column at the right) for ``n`` tables: the tables as
    big as they can be; where a grid has a spare place the standings take it instead."""
    return {1: (1, 1, True), 2: (1, 2, True), 3: (2, 2, False), 4: (2, 2, True), 5: (3, 2, False),
            6: (3, 2, True), 7: (3, 3, False)}.get(n, (4, math.ceil((n + 2) / 4), False))


def table_places(lay: Layout, n: int) -> tuple[list[pygame.Rect], pygame.Rect]:
    """The tables' rectangles (head table first) and the standings' rectangle, in window pixels."""
    cols, rows, side = grid(n)
    gap = 10
    width = RIGHT - LEFT
    side_w = (330 if n <= 2 else 300 if n <= 4 else 290) if side else 0
    area_w = width - (side_w + gap if side else 0)
    cw, ch = (area_w + gap) / cols, (BOTTOM - TOP + gap) / rows
    cells = [lay.rect(LEFT + (i % cols) * cw, TOP + (i // cols) * ch, cw - gap, ch - gap) for i in range(n)]
    if side:
        standings = lay.rect(RIGHT - side_w, TOP, side_w, BOTTOM - TOP)
    else:
        i = n  # the first spare place, and any after it in that row
        spare = cols * rows - n
        standings = lay.rect(LEFT + (i % cols) * cw, TOP + (i // cols) * ch, cw * spare - gap, ch - gap)
    return cells, standings


def _title_h(lay: Layout) -> int:
    return lay.px(32)


def felt_rect(cell: pygame.Rect, lay: Layout) -> pygame.Rect:
    """The baize of a table in its cell (under the title line)."""
    body = pygame.Rect(cell.x, cell.y + _title_h(lay), cell.width, cell.height - _title_h(lay))
    ph = plate_height(cell, lay)
    h = max(lay.px(40), body.height - 2 * (ph + lay.px(8)) - lay.px(12))
    felt = pygame.Rect(0, 0, min(int(body.width * 0.52), int(h * 3.4)), h)
    felt.center = (body.centerx, body.centery)
    return felt


def plate_height(cell: pygame.Rect, lay: Layout) -> int:
    """One line in a low cell, two lines, or two larger lines in a roomy one (two tables)."""
    if compact(cell, lay):
        return lay.px(32)
    return lay.px(62 if cell.height >= lay.px(290) and cell.width >= lay.px(600) else 50)


def compact(cell: pygame.Rect, lay: Layout) -> bool:
    """True when the cell is too low for two-line plates: one line, the counters outside."""
    return cell.height - _title_h(lay) < lay.px(230)


def seat_places(cell: pygame.Rect, lay: Layout, n: int) -> list[pygame.Rect]:
    """The name plates' rectangles round a table, like places round an oval: a row along
    the top, a row along the bottom, and from five players one at each end.  Seat 0 sits
    at the bottom and the seats go on round to the left, as the deal passes (clockwise on
    the screen).  Plates never overlap and stay inside the cell."""
    body = pygame.Rect(cell.x, cell.y + _title_h(lay), cell.width, cell.height - _title_h(lay))
    felt = felt_rect(cell, lay)
    gap = lay.px(8)
    ends = 2 if n >= 5 else 0
    top = math.ceil((n - ends) / 2)
    bottom = n - ends - top
    per_row = max(1, top, bottom)
    pw = min(lay.px(210), (body.width - gap * (per_row + 1)) // per_row)
    if ends:  # an end plate and a row's outer plate sit at different heights, but keep clear of the felt's middle
        pw = min(pw, max(lay.px(96), (body.width - felt.width // 2) // 2 - gap))
    ph = plate_height(cell, lay)
    cx, cy = body.centerx, body.centery

    def row(k: int, y: int) -> list[pygame.Rect]:
        if k <= 0:
            return []
        span = max(min(felt.width, body.width - pw - 2 * gap), (k - 1) * (pw + gap)) if k > 1 else 0
        span = min(span, body.width - pw - 2 * gap)
        out = []
        for j in range(k):
            r = pygame.Rect(0, 0, pw, ph)
            r.center = (round(cx - span / 2 + (span * j / (k - 1) if k > 1 else 0)), y)
            out.append(r)
        return out

    top_row = row(top, body.y + gap // 2 + ph // 2)
    bottom_row = row(bottom, body.bottom - gap // 2 - ph // 2)
    left = pygame.Rect(0, 0, pw, ph)
    left.midleft = (body.x + gap, cy)
    right = pygame.Rect(0, 0, pw, ph)
    right.midright = (body.right - gap, cy)
    ring = list(reversed(bottom_row)) + ([left] if ends else []) + top_row + ([right] if ends else [])
    first = len(bottom_row) // 2 if bottom_row else 0  # seat 0: the middle of the bottom row
    ring = ring[first:] + ring[:first]
    for r in ring:
        r.clamp_ip(body)
    return ring


def tile_grid(cell: pygame.Rect, lay: Layout, n: int) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """Large tiles for ``n`` players in a table's cell (the host's sheets), and in each tile
    the box for his count, at its right."""
    body = pygame.Rect(cell.x + lay.px(10), cell.y + lay.px(40), cell.width - lay.px(20), cell.height - lay.px(48))
    cols = 1 if body.width < lay.px(300) else 2 if body.width < lay.px(640) or n <= 4 else 3
    rows = math.ceil(n / cols)
    gap = lay.px(6)
    tw = (body.width - gap * (cols - 1)) // cols
    th = min(lay.px(104), (body.height - gap * (rows - 1)) // rows)
    tiles, counts = [], []
    for i in range(n):
        c, r = i % cols, i // cols
        tile = pygame.Rect(body.x + c * (tw + gap), body.y + r * (th + gap), tw, th)
        tiles.append(tile)
        # Room for four figures and no more: the name beside it has the rest (round 13 of issue
        # 37: "Featherstoneha…" beside a box half empty).
        cw = min(lay.px(76), tile.width // 3)
        ch = min(tile.height - lay.px(10), lay.px(64))
        counts.append(pygame.Rect(tile.right - cw - lay.px(6), tile.centery - ch // 2, cw, ch))
    return tiles, counts


# --- drawing ---------------------------------------------------------------------------------

def short_name(fonts, px: int, name: str, width: int) -> str:
    """The name if it fits; else without its title ("Mr. Rutherford" as "Rutherford");
    else cut with an ellipsis."""
    if fonts.get("body", px).size(name)[0] <= width:
        return name
    words = name.split()
    if len(words) > 1:
        name = " ".join(words[1:])
    return fit(fonts, "body", px, name, width)


def _oval_table(size: tuple[int, int], lay: Layout) -> pygame.Surface:
    """The solo table's oval in small: shadow, wooden rim in bands, gilt edge, the baize
    lighter under the lamp."""
    w, h = max(8, size[0]), max(8, size[1])

    def make() -> pygame.Surface:
        f = 2
        rim = max(3, lay.px(9))
        W, H = (w + 2 * rim + 8) * f, (h + 2 * rim + 8) * f
        big = pygame.Surface((W, H), pygame.SRCALPHA)

        def oval(grow: float, colour, width: int = 0, dy: float = 0.0) -> None:
            r = pygame.Rect(0, 0, round((w + 2 * grow) * f), round((h + 2 * grow) * f))
            r.center = (W // 2, round(H // 2 + dy * f))
            pygame.draw.ellipse(big, colour, r, width)

        for i in range(4):
            oval(rim + 3 - i, (0, 0, 0, 30), dy=3)
        oval(rim, (*WOOD_DARK, 255))
        for i, colour in enumerate((WOOD, WOOD_LIGHT, WOOD, WOOD_DARK)):
            oval(rim * (0.9 - i * 0.2), (*colour, 255), width=max(1, round(rim * 0.25 * f)))
        oval(max(1, lay.px(2)), (*GOLD_DARK, 255))
        oval(0, (*BAIZE_DARK, 255))
        for i in range(8):
            k = i / 8
            colour = tuple(int(BAIZE_DARK[c] + (BAIZE_LIGHT[c] - BAIZE_DARK[c]) * k ** 0.8) for c in range(3))
            oval(-lay.px(2) - k * min(w, h) * 0.42, (*colour, 255))
        return pygame.transform.smoothscale(big, (W // f, H // f))

    return _OVALS.get(("oval", w, h, lay.px(9)), make)


def draw_cell_frame(surface: pygame.Surface, rect: pygame.Rect, lay: Layout, head: bool, lit: float,
                    hover: bool) -> None:
    """The dark panel a table stands in; the head table's edge gilt, and glowing when lit."""
    radius = lay.px(12)
    fill = PANEL if lit <= 0 else tuple(int(PANEL[c] + (70 - PANEL[c]) * 0.35 * lit) for c in range(3))
    surface.blit(_rounded(rect.size, (*fill, 175), radius), rect)
    if lit > 0:  # a soft yellow glow round the lit table
        for k in range(1, 5):
            _soft_edge(surface, rect.inflate(lay.px(4 * k), lay.px(4 * k)), radius + lay.px(2 * k),
                       int(150 * lit / k))
    edge = YELLOW if lit > 0 else GOLD if head or hover else GOLD_DARK
    pygame.draw.rect(surface, edge, rect, width=max(1, lay.px(3 if head else 2)), border_radius=radius)


_PANELS = ImageCache(256)


def _rounded(size: tuple[int, int], colour: tuple[int, ...], radius: int, width: int = 0) -> pygame.Surface:
    """A see-through rounded rectangle (or its edge, ``width``), made once for each look:
    the tables and plates are drawn again often on a busy evening."""

    def make() -> pygame.Surface:
        img = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(img, colour, img.get_rect(), width=width, border_radius=radius)
        return img

    return _PANELS.get((size, colour, radius, width), make)


def _soft_edge(surface: pygame.Surface, rect: pygame.Rect, radius: int, alpha: int) -> None:
    surface.blit(_rounded(rect.size, (*YELLOW, max(0, min(255, alpha))), radius, 3), rect)


def draw_table(surface: pygame.Surface, app, cell: pygame.Rect, look: TableLook,
               places: list[pygame.Rect] | None = None) -> list[pygame.Rect]:
    """One table in its cell (see the module docstring); returns the plates' rectangles."""
    lay, fonts = app.layout, app.fonts
    draw_cell_frame(surface, cell, lay, look.head, look.lit, look.hover)
    # The title line: the table's name, its bell, what is happening.
    tx = cell.x + lay.px(12)
    if look.head:
        bell = draw_bell(surface, (cell.x + lay.px(24), cell.y + lay.px(17)), lay.px(26))
        tx = bell.right + lay.px(4)
    title = fonts.render("display", lay.font(24), look.title, GOLD if look.head else CREAM)
    tr = blit_at(surface, title, (tx, cell.y + lay.px(17)), "midleft")
    if look.status:
        px = lay.font(SMALLEST)
        room = cell.right - lay.px(12) - (tr.right + lay.px(14))
        text = fit(fonts, "italic", px, look.status, room)
        if room > lay.px(40):
            blit_at(surface, fonts.render("italic", px, text, look.status_colour),
                    (cell.right - lay.px(12), cell.y + lay.px(17)), "midright")
    felt = felt_rect(cell, lay)
    oval = _oval_table(felt.size, lay)
    blit_at(surface, oval, felt.center, "center")
    if look.pool:
        pile = pool_pile(app.chips, look.pool, max(10, lay.px(18)))
        pr = blit_at(surface, pile, (felt.centerx, felt.centery + lay.px(2)), "midbottom")
        label = fonts.render("body", lay.font(20), f"pool {look.pool}", CREAM)
        blit_at(surface, label, (felt.centerx, pr.bottom + lay.px(1)), "midtop")
    places = places or seat_places(cell, lay, len(look.seats))
    # Every hand's box is laid out once for the table: the same boxes are drawn and kept clear
    # of the dealer's disc (round 13 of issue 37: hands on each other, a "D" on a card).
    holding = [None if not s.cards or s.empty else s.cards == "shown" and bool(s.shown) for s in look.seats]
    boxes = hand_boxes(cell, felt, lay, places, holding, look.pool > 0)
    for seat, rect, box in zip(look.seats, places, boxes):
        draw_seat(surface, app, rect, seat, box, felt)
    hands = [b[0] for b in boxes if b is not None]
    for seat, rect in zip(look.seats, places):
        if seat.dealer and not seat.empty:  # clear of every card on the table
            draw_dealer(surface, app, dealer_spot(rect, felt, lay, hands, places, cell))
    return places


def draw_dealer(surface: pygame.Surface, app, rect: pygame.Rect) -> None:
    """The dealer's disc: a cream button with a "D", read across the room (play-test round 7
    of issue 37: the host's overview did not say who deals at each table)."""
    lay, fonts = app.layout, app.fonts
    pygame.draw.circle(surface, (20, 16, 8), (rect.centerx + lay.px(1), rect.centery + lay.px(2)), rect.width // 2)
    pygame.draw.circle(surface, CREAM, rect.center, rect.width // 2)
    pygame.draw.circle(surface, GOLD_DARK, rect.center, rect.width // 2, max(1, lay.px(2)))
    blit_at(surface, fonts.render("display", lay.font(SMALLEST), "D", (40, 30, 14)), rect.center, "center")


def draw_seat(surface: pygame.Surface, app, rect: pygame.Rect, seat: SeatLook,
              hand: tuple[pygame.Rect, int] | None = None, felt: pygame.Rect | None = None) -> None:
    """A name plate: the group's mark, the name, then the counters as stacks and a number
    (or a few words); the player to act lit gold, the winner yellow, one out of the deal
    greyed (round 9 of issue 37: the host could not tell who had thrown in).  ``hand``: where
    his cards lie and how wide (:func:`~.party_hands.hand_boxes`); ``felt``: the baize, for
    the side a one-line plate's stacks go."""
    _draw_seat(surface, app, rect, seat, hand, felt)
    if seat.folded and not seat.empty:
        surface.blit(_rounded(rect.size, (44, 44, 44, 150), app.layout.px(8)), rect)


def _draw_seat(surface: pygame.Surface, app, rect: pygame.Rect, seat: SeatLook,
               hand: tuple[pygame.Rect, int] | None = None, felt: pygame.Rect | None = None) -> None:
    lay, fonts = app.layout, app.fonts
    if seat.empty:
        pygame.draw.rect(surface, GOLD_DARK, rect, width=1, border_radius=lay.px(8))
        return
    if hand is not None and seat.cards:
        _draw_cards(surface, app, seat, *hand)
    lit = seat.to_act or seat.winner or seat.lit
    edge = YELLOW if seat.winner else GOLD if lit else (96, 80, 44)
    fill = (58, 50, 20) if seat.winner else (36, 64, 42) if seat.to_act else (10, 30, 20)
    surface.blit(_rounded(rect.size, (*fill, 235), lay.px(8)), rect)
    pygame.draw.rect(surface, edge, rect, width=max(1, lay.px(3 if lit else 1)), border_radius=lay.px(8))
    if seat.chosen:  # not gold: gold is "to act" (round 8 of issue 37 read one box as both)
        ring = rect.inflate(lay.px(10), lay.px(10))
        pygame.draw.rect(surface, CREAM, ring, width=max(1, lay.px(2)), border_radius=lay.px(12))
    pad = lay.px(7)
    r = max(3, lay.px(5))
    one_line = rect.height < lay.px(40)
    large = rect.height >= lay.px(58)
    mid = rect.centery if one_line else rect.y + lay.px(18 if large else 14)
    pygame.draw.circle(surface, GROUP_COLOURS.get(seat.group, GREY), (rect.x + pad + r, mid), r)
    px = lay.font(24 if large else 20 if not one_line else SMALLEST + 1)
    colour = YELLOW if seat.winner else GOLD if seat.to_act else CREAM
    count = None
    if one_line:
        if seat.mark:
            count = fonts.render("italic", px, seat.tag or seat.mark, seat.mark_colour)
        elif seat.note:  # the word, and the counters still
            word = fonts.render("italic", px, (seat.tag or seat.note) + " ", seat.mark_colour)
            number = fonts.render("body", px, "?" if seat.counters is None else str(seat.counters), CREAM_DIM)
            count = pygame.Surface((word.get_width() + number.get_width(), max(word.get_height(), number.get_height())),
                                   pygame.SRCALPHA)
            count.blit(word, (0, (count.get_height() - word.get_height()) // 2))
            count.blit(number, (word.get_width(), (count.get_height() - number.get_height()) // 2))
        else:
            count = fonts.render("body", px, "?" if seat.counters is None else str(seat.counters), CREAM_DIM)
    room = rect.width - 2 * pad - 2 * r - lay.px(4) - (count.get_width() + lay.px(6) if count else 0)
    name = short_name(fonts, px, seat.name, room)
    if one_line and seat.note and not seat.mark and name.endswith("…"):
        # The name matters more than the note (round 13 of issue 37: "… from 4 51", a mover with
        # no name left): the note gives way, the counters stay; the gilt edge still marks him.
        count = fonts.render("body", px, "?" if seat.counters is None else str(seat.counters), CREAM_DIM)
        name = short_name(fonts, px, seat.name, rect.width - 2 * pad - 2 * r - lay.px(4) - count.get_width() - lay.px(6))
    if one_line and seat.mark and name.endswith("…"):  # the name matters more than the mark
        count = None
        name = short_name(fonts, px, seat.name, rect.width - 2 * pad - 2 * r - lay.px(4))
    blit_at(surface, fonts.render("body", px, name, colour), (rect.x + pad + 2 * r + lay.px(4), mid), "midleft")
    if one_line:
        if count is not None:
            blit_at(surface, count, (rect.right - pad, mid), "midright")
            if felt is not None and seat.counters and not seat.mark:  # the stacks sit on the table's side of the plate
                stacks = counter_stacks(app.chips, seat.counters, max(8, lay.px(13)), most=4)
                below = rect.centery < felt.top
                above = rect.centery > felt.bottom
                if below:
                    blit_at(surface, stacks, (rect.right - pad, rect.bottom + lay.px(2)), "topright")
                elif above:
                    blit_at(surface, stacks, (rect.right - pad, rect.y - lay.px(2)), "bottomright")
                else:
                    side = (rect.right + lay.px(4), rect.centery) if rect.centerx < felt.centerx else \
                        (rect.x - lay.px(4), rect.centery)
                    blit_at(surface, stacks, side, "midleft" if rect.centerx < felt.centerx else "midright")
        return
    low = rect.bottom - lay.px(16 if large else 13)
    if seat.mark:
        mark = fit(fonts, "italic", lay.font(SMALLEST), seat.mark, rect.width - 2 * pad)
        blit_at(surface, fonts.render("italic", lay.font(SMALLEST), mark, seat.mark_colour),
                (rect.x + pad, low), "midleft")
        return
    if seat.counters is None:
        words, colour = (seat.note, seat.mark_colour) if seat.note else ("not counted", CREAM_DIM)
        words = fit(fonts, "italic", lay.font(SMALLEST), words, rect.width - 2 * pad)
        blit_at(surface, fonts.render("italic", lay.font(SMALLEST), words, colour), (rect.x + pad, low), "midleft")
        return
    count = fonts.render("body", lay.font(24 if large else 20), str(seat.counters), CREAM)
    cr = blit_at(surface, count, (rect.right - pad, low), "midright")
    if seat.note:  # the note at the left, the counters kept at the right (no room for stacks)
        # Shortened before it is cut: "up from booby table", "up from booby", then the tag (round
        # 13 of issue 37: "up from booby…").
        room, italic = cr.left - rect.x - 2 * pad, fonts.get("italic", lay.font(SMALLEST))
        note = next((w for w in (seat.note, seat.note.replace(" table", ""), seat.tag)
                     if w and italic.size(w)[0] <= room), None) or fit(fonts, "italic", lay.font(SMALLEST), seat.note, room)
        blit_at(surface, fonts.render("italic", lay.font(SMALLEST), note, seat.mark_colour),
                (rect.x + pad, low), "midleft")
        return
    stacks = counter_stacks(app.chips, seat.counters, max(8, lay.px(19 if large else 15)), most=5)
    if stacks.get_width() < cr.left - rect.x - pad - lay.px(4):
        blit_at(surface, stacks, (cr.left - lay.px(5), rect.bottom - lay.px(5)), "bottomright")
    if seat.yellow:
        y = app.chips.stack("yellow", min(seat.yellow, 5), max(8, lay.px(19 if large else 16)))
        blit_at(surface, y, (rect.x + pad, rect.bottom - lay.px(5)), "bottomleft")


def _draw_cards(surface: pygame.Surface, app, seat: SeatLook, box: pygame.Rect, w: int) -> None:
    """The hand between the plate and the baize: backs while held, faces when shown, in the
    box :func:`~.party_hands.hand_boxes` gives (clear of the dealer's disc)."""
    shown = seat.cards == "shown" and bool(seat.shown)
    step = card_step(w, shown, app.layout)
    for k in range(5):
        if shown and k >= len(seat.shown):
            break
        img = app.cards.face(seat.shown[k], w) if shown else app.cards.back(w)
        surface.blit(img, (box.x + k * step, box.y))
