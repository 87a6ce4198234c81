"""Pieces the party-night screens share: buttons, a text prompt, the group colours, the
bell and the yellow counter drawn, what the screens watch of each table, and the runner
that plays every table's deal over time.  The tables themselves are drawn by
:mod:`.party_tables`.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from game.engine.core.narrate import describe
from game.party import Evening, PartyError, TableDeal

from ..artcache import ImageCache
from ..scene import Scene
from ..theme import (BAIZE, BAIZE_DARK, BAIZE_LIGHT, CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, INK,
                     WOOD, WOOD_DARK, Layout, blit_at, draw_panel, wrap)

GROUP_COLOURS = {"red": (196, 70, 58), "blue": (72, 112, 196)}
BRASS = (214, 170, 72)
BRASS_DARK = (140, 98, 30)
BRASS_LIGHT = (250, 222, 140)
YELLOW = (232, 190, 48)

PACES = ((0.9, "Slow"), (0.45, "Steady"), (0.18, "Brisk"), (0.03, "As fast as it goes"))


def fit(fonts, role: str, px: int, text: str, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    font = fonts.get(role, px)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


# --- a button -------------------------------------------------------------------------------------

class Button:
    """A labelled button; ``rect`` is set by the scene's layout."""

    def __init__(self, label: str, action: Callable[[], Any], key_hint: str = "",
                 enabled: Callable[[], bool] | None = None) -> None:
        self.label = label
        self.action = action
        self.key_hint = key_hint
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.focused = False
        self.primary = False  # the one thing to press on its page: drawn in gold, dark letters

    def is_enabled(self) -> bool:
        return self.enabled() if self.enabled else True

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.is_enabled():
                self.action()
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts, lay: Layout, size: float = 24) -> None:
        on = self.is_enabled()
        lit = (self.hover or self.focused) and on
        colour = GOLD if lit else CREAM if on else GREY
        if self.primary and on:
            colour = INK
            pygame.draw.rect(surface, CREAM if self.hover else GOLD, self.rect, border_radius=lay.px(10))
        else:
            pygame.draw.rect(surface, BAIZE_DARK if not lit else (40, 70, 44), self.rect, border_radius=lay.px(10))
        pygame.draw.rect(surface, GOLD if lit else GOLD_DARK, self.rect, width=max(1, lay.px(2)),
                         border_radius=lay.px(10))
        label = self.label + (f"  [{self.key_hint}]" if self.key_hint else "")
        text = fonts.render("body", lay.font(size), label, colour)
        if text.get_width() > self.rect.width - lay.px(12):
            text = fonts.render("body", lay.font(size * 0.8), label, colour)
        blit_at(surface, text, self.rect.center, "center")


# --- a text prompt ----------------------------------------------------------------------------------

class TextPrompt(Scene):
    """A small panel asking for a line of text (a name, a count); Enter gives it to
    ``done``, Esc gives None.  ``digits`` allows only figures."""

    opaque = False
    pauses_below = True
    title = "Type"

    def __init__(self, app, question: str, done: Callable[[str | None], Any], initial: str = "",
                 digits: bool = False, max_len: int = 28, hint: str = "", opened_by_letter: bool = True) -> None:
        super().__init__(app)
        self.question = question
        self.done = done
        self.text = initial
        self.digits = digits
        self.max_len = max_len
        self.hint = hint or "Enter to accept, Esc to cancel"
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.blink = 0.0
        self.fresh = opened_by_letter
        """Not yet updated: the key that opened the panel (A for "add a guest") comes with
        its own letter in the same batch of events, and that letter is no part of the name.
        A panel opened by Enter (the next guest's name) has no such letter: the first one
        typed is the name's (round 11 of issue 37: typed fast, "Bob" lost its B)."""

    def layout(self, layout) -> None:
        self.rect = layout.rect(300, 250, 680, 220)

    def enter(self) -> None:
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def _finish(self, value: str | None) -> None:
        if self.app.top is self:
            self.app.pop()
        self.done(value)

    def type_text(self, text: str) -> None:
        for ch in text:
            if self.digits and not ch.isdigit():
                continue
            if not ch.isprintable() or len(self.text) >= self.max_len:
                continue
            self.text += ch

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.TEXTINPUT:
            if self.fresh and len(event.text) == 1:
                self.fresh = False  # the opening key's own letter: swallowed, once
                return None
            self.type_text(event.text)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._finish(self.text.strip())
            elif event.key == pygame.K_ESCAPE:
                self._finish(None)
            elif event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.rect.collidepoint(event.pos):
            self._finish(None)
        return None

    def update(self, dt: float) -> None:
        self.fresh = False
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        draw_panel(surface, self.rect, lay.scale, alpha=245, border=GOLD)
        blit_at(surface, app.fonts.render("display", lay.font(34), self.question, CREAM),
                (self.rect.centerx, self.rect.y + lay.px(24)), "midtop")
        box = pygame.Rect(self.rect.x + lay.px(40), self.rect.y + lay.px(88), self.rect.width - lay.px(80),
                          lay.px(54))
        pygame.draw.rect(surface, (8, 26, 16), box, border_radius=lay.px(8))
        pygame.draw.rect(surface, GOLD_DARK, box, width=max(1, lay.px(2)), border_radius=lay.px(8))
        text = app.fonts.render("body", lay.font(30), self.text, CREAM)
        r = blit_at(surface, text, (box.x + lay.px(14), box.centery), "midleft")
        if self.blink < 0.55:
            pygame.draw.line(surface, GOLD, (r.right + lay.px(3), box.y + lay.px(10)),
                             (r.right + lay.px(3), box.bottom - lay.px(10)), max(1, lay.px(2)))
        # The hint wrapped, not cut (the host's addresses can be long): on two lines if need be.
        font = app.fonts.get("italic", lay.font(20))
        lines = wrap(font, self.hint, self.rect.width - lay.px(40))
        for k, line in enumerate(reversed(lines)):
            blit_at(surface, app.fonts.render("italic", lay.font(20), line, CREAM_DIM),
                    (self.rect.centerx, self.rect.bottom - lay.px(14) - k * font.get_linesize()), "midbottom")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Enter", "accept"), ("Esc", "cancel"), ("Backspace", "rub out a letter")]


# --- the bell, a yellow counter, a group's mark -------------------------------------------------------

def bell_image(size: int, ringing: float = 0.0) -> pygame.Surface:
    """A brass hand bell ``size`` pixels tall, with a handle; ``ringing`` (0-1) adds
    sound lines either side."""
    s = max(12, int(size))
    w = int(s * 1.5)
    img = pygame.Surface((w, s), pygame.SRCALPHA)
    cx = w / 2
    top = s * 0.28
    rim = s * 0.86
    # The handle: a turned wooden knob on a neck.
    pygame.draw.rect(img, WOOD_DARK, pygame.Rect(cx - s * 0.05, s * 0.1, s * 0.1, top - s * 0.08))
    pygame.draw.ellipse(img, WOOD, pygame.Rect(cx - s * 0.11, 0, s * 0.22, s * 0.16))
    pygame.draw.ellipse(img, WOOD_DARK, pygame.Rect(cx - s * 0.11, 0, s * 0.22, s * 0.16), max(1, s // 60))
    # The bell: a rounded crown flaring to the rim.
    pts = []
    for i in range(21):
        t = i / 20
        y = top + (rim - top) * t
        half = s * (0.16 + 0.1 * math.sin(t * math.pi / 2) + 0.26 * t ** 3)
        pts.append((cx - half, y))
    body = pts + [(2 * cx - x, y) for x, y in reversed(pts)]
    pygame.draw.polygon(img, BRASS, body)
    # Light down the left side, shade down the right.
    shine = [(x + s * 0.06, y) for x, y in pts[2:18]]
    if len(shine) > 1:
        pygame.draw.lines(img, BRASS_LIGHT, False, shine, max(1, s // 18))
    shade = [(2 * cx - x - s * 0.05, y) for x, y in pts[3:19]]
    if len(shade) > 1:
        pygame.draw.lines(img, BRASS_DARK, False, shade, max(1, s // 22))
    pygame.draw.ellipse(img, BRASS_DARK, pygame.Rect(cx - s * 0.16, top - s * 0.05, s * 0.32, s * 0.1))
    lip = pygame.Rect(cx - s * 0.56, rim - s * 0.06, s * 1.12, s * 0.13)
    pygame.draw.ellipse(img, BRASS_DARK, lip)
    pygame.draw.ellipse(img, BRASS, lip.inflate(-s * 0.04, -s * 0.04))
    pygame.draw.circle(img, BRASS_DARK, (int(cx), int(rim + s * 0.06)), max(2, int(s * 0.06)))
    pygame.draw.polygon(img, (90, 60, 20), body, max(1, s // 50))
    if ringing > 0:
        a = int(255 * min(1.0, ringing))
        for k in range(3):
            r = s * (0.62 + 0.1 * k)
            for side in (-1, 1):
                arc = pygame.Rect(0, 0, 2 * r, 2 * r)
                arc.center = (int(cx), int(s * 0.55))
                start = -0.45 if side > 0 else math.pi - 0.45
                pygame.draw.arc(img, (*CREAM, a), arc, start, start + 0.9, max(1, s // 40))
    return img


_BELLS = ImageCache(96)


def draw_bell(surface: pygame.Surface, centre: tuple[int, int], size: int, angle: float = 0.0,
              ringing: float = 0.0) -> pygame.Rect:
    """The bell, swung by ``angle`` degrees; the images are kept (a whole degree and a tenth
    of ringing apart look the same), so a bell swinging on every frame costs a blit."""
    angle, ringing = round(angle), round(ringing, 1)

    def make() -> pygame.Surface:
        img = bell_image(size, ringing)
        return pygame.transform.rotozoom(img, angle, 1.0) if angle else img

    return blit_at(surface, _BELLS.get((size, angle, ringing), make), centre, "center")


def draw_yellow(surface: pygame.Surface, app, centre: tuple[int, int], width: int, count: int = 1) -> None:
    """``count`` yellow counters stacked."""
    if count <= 0:
        return
    img = app.chips.stack("yellow", count, max(6, width))
    blit_at(surface, img, centre, "midbottom")


def group_dot(surface: pygame.Surface, group: str, centre: tuple[int, int], r: int) -> None:
    pygame.draw.circle(surface, GROUP_COLOURS.get(group, GREY), centre, r)
    pygame.draw.circle(surface, CREAM_DIM, centre, r, max(1, r // 4))


# --- a small table ------------------------------------------------------------------------------------

def seat_points(rect: pygame.Rect, n: int, square: float = 1.0) -> list[tuple[int, int]]:
    """Places for ``n`` seats round an oval table, seat 0 at the bottom, going left (clockwise
    on screen, as players pass to the left).  ``square`` below 1 pushes the seats towards
    the corners of ``rect`` (a squarer oval), which spreads the seats at the top and bottom."""
    cx, cy = rect.center
    rx, ry = rect.width * 0.5, rect.height * 0.5
    out = []
    for i in range(n):
        a = math.pi / 2 + 2 * math.pi * i / n
        c, s = math.cos(a), math.sin(a)
        c = math.copysign(abs(c) ** square, c)
        s = math.copysign(abs(s) ** square, s)
        out.append((int(cx + rx * c), int(cy + ry * s)))
    return out


def draw_felt(surface: pygame.Surface, rect: pygame.Rect, lay: Layout, border: tuple[int, int, int] = WOOD,
              edge: int = 6) -> None:
    pygame.draw.ellipse(surface, WOOD_DARK, rect.inflate(lay.px(edge) * 2 + 2, lay.px(edge) * 2 + 2))
    pygame.draw.ellipse(surface, border, rect.inflate(lay.px(edge) * 2, lay.px(edge) * 2))
    pygame.draw.ellipse(surface, BAIZE, rect)
    pygame.draw.ellipse(surface, BAIZE_LIGHT, rect.inflate(-rect.width // 3, -rect.height // 3), 0)
    pygame.draw.ellipse(surface, BAIZE, rect.inflate(-rect.width // 3 + 6, -rect.height // 3 + 6), 0)


class TableWatch:
    """What the screens show of one table this round: the live deal, or its result."""

    def __init__(self, evening: Evening, index: int) -> None:
        self.ev = evening
        self.index = index
        self.deal: TableDeal | None = None
        self.lines: list[str] = []
        self.status = ""

    def hear(self, event) -> None:
        if self.deal is None:
            return
        line = describe(event, self.deal.seats, None)
        if line:
            self.lines.append(line)
            del self.lines[:-40]

    @property
    def seats(self) -> list[str]:
        return self.deal.seats if self.deal is not None else self.ev.tables[self.index]

    def public(self):
        """A spectator's view (the seat-0 view with its own hand left out), or None."""
        if self.deal is None or not self.deal.started:
            return None
        try:
            return self.deal.engine.view(0)
        except Exception:  # no deal yet
            return None


# --- the runner ------------------------------------------------------------------------------------

class PartyRunner:
    """Plays every table's deal of the round over time, one action a table every ``pace``
    seconds (tables a little out of step, as at a real party), stopping at a human's turn.

    ``on_bell()`` is called when the head table's pool is decided, ``on_round()`` when every
    table has finished; the screen then calls :meth:`finish_round`.
    """

    def __init__(self, evening: Evening, pace: float = 0.45) -> None:
        self.ev = evening
        self.pace = pace
        self.paused = False
        self.watches = [TableWatch(evening, t) for t in range(evening.table_count)]
        self.timers: list[float] = []
        self.on_bell: Callable[[], Any] | None = None
        self.on_round: Callable[[], Any] | None = None
        self.on_table_done: Callable[[int], Any] | None = None
        self._announced_round = False
        self.begin_round()

    def begin_round(self) -> None:
        ev = self.ev
        self._announced_round = False
        self.watches = [TableWatch(ev, t) for t in range(ev.table_count)]
        n = ev.table_count
        self.timers = [-(t * 0.37 % 1.0) * max(self.pace, 0.05) for t in range(n)]
        if ev.finished:
            return
        for t, w in enumerate(self.watches):
            if t in ev.pending:
                continue
            w.deal = ev.table_deal(t)
            w.deal.subscribe(w.hear)

    @property
    def round_done(self) -> bool:
        return self.ev.round_complete

    def human_waiting(self) -> tuple[int, int] | None:
        """(table, seat) of the first human whose turn it is."""
        for t, w in enumerate(self.watches):
            if w.deal is not None and not w.deal.done:
                seat = w.deal.human_to_act
                if seat is not None:
                    return t, seat
        return None

    def step_table(self, t: int) -> bool:
        w = self.watches[t]
        d = w.deal
        if d is None or d.done or t in self.ev.pending:
            return False
        moved = d.step()
        if d.done:
            self._record(t)
        return moved

    def _record(self, t: int) -> None:
        d = self.watches[t].deal
        assert d is not None
        self.ev.record(d.result())
        if self.on_table_done is not None:
            self.on_table_done(t)
        if t == 0 and self.on_bell is not None:
            self.on_bell()
        self._check_round()

    def _check_round(self) -> None:
        if self.ev.round_complete and not self._announced_round:
            self._announced_round = True
            if self.on_round is not None:
                self.on_round()

    def act(self, t: int, seat: int, action) -> None:
        """A human's action at table ``t``."""
        d = self.watches[t].deal
        if d is None:
            raise PartyError("that table has no deal")
        d.act(seat, action)
        if d.done:
            self._record(t)

    def update(self, dt: float) -> None:
        if self.paused or self.ev.finished:
            return
        pace = max(0.01, self.pace)
        for t, w in enumerate(self.watches):
            if w.deal is None or w.deal.done:
                continue
            self.timers[t] += dt
            budget = 40  # at the fastest pace, several actions a frame
            while self.timers[t] >= pace and budget > 0:
                self.timers[t] -= pace
                budget -= 1
                if not self.step_table(t):
                    self.timers[t] = min(self.timers[t], 0.0)
                    break
        self._check_round()

    def finish_round(self) -> dict[str, Any]:
        record = self.ev.finish_round()
        return record
