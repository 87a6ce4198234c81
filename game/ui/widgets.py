"""Small interface pieces: a menu, settings rows (toggle, choice, stepper, button), a back button.

Each piece keeps its rectangles in window pixels, worked out in ``layout``; drawing reads
them and changes nothing; ``process_event`` returns True when it used the event.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import pygame

from .theme import (BAIZE_DARK, CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, PANEL, Fonts, Layout, blit_at,
                    draw_pip_marker, wrap)

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
BACK_KEYS = (pygame.K_ESCAPE, pygame.K_BACKSPACE)


# --- the menu -----------------------------------------------------------------------------------

@dataclass
class MenuItem:
    """One line of a menu; ``enabled`` may be a function asked each time."""

    label: str
    action: Callable[[], Any]
    enabled: bool | Callable[[], bool] = True
    disabled_action: Callable[[], Any] | None = None

    def is_enabled(self) -> bool:
        return self.enabled() if callable(self.enabled) else bool(self.enabled)


@dataclass
class Menu:
    """A vertical menu worked by arrow keys, Enter, the mouse and the wheel."""

    items: list[MenuItem]
    selected: int = 0
    size: float = 40
    rects: list[pygame.Rect] = field(default_factory=list)
    _pressed: int | None = None

    def __post_init__(self) -> None:
        if not self.items[self.selected].is_enabled():
            self.move(1)

    def layout(self, lay: Layout, x: float, y: float, spacing: float, width: float) -> None:
        self.rects = [lay.rect(x, y + i * spacing, width, spacing - 6) for i in range(len(self.items))]

    def move(self, step: int) -> None:
        """Select the next enabled item up (-1) or down (+1), wrapping round."""
        n = len(self.items)
        i = self.selected
        for _ in range(n):
            i = (i + step) % n
            if self.items[i].is_enabled():
                self.selected = i
                return

    def activate(self, index: int | None = None) -> None:
        i = self.selected if index is None else index
        item = self.items[i]
        if item.is_enabled():
            self.selected = i
            item.action()
        elif item.disabled_action:
            item.disabled_action()

    def index_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.rects):
            if r.collidepoint(pos):
                return i
        return None

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_KP8):
                self.move(-1)
            elif event.key in (pygame.K_DOWN, pygame.K_KP2, pygame.K_TAB):
                self.move(1)
            elif event.key == pygame.K_HOME:
                self.selected = len(self.items) - 1
                self.move(1)
            elif event.key == pygame.K_END:
                self.selected = 0
                self.move(-1)
            elif event.key in ACTIVATE_KEYS:
                self.activate()
            else:
                return False
            return True
        if event.type == pygame.MOUSEMOTION:
            i = self.index_at(event.pos)
            if i is not None and self.items[i].is_enabled():
                self.selected = i
            return i is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.index_at(event.pos)
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            i = self.index_at(event.pos)
            pressed, self._pressed = self._pressed, None
            if i is not None and i == pressed:
                self.activate(i)
                return True
            return i is not None
        if event.type == pygame.MOUSEWHEEL:
            self.move(-1 if event.y > 0 else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts, lay: Layout) -> None:
        px = lay.font(self.size)
        for i, (item, rect) in enumerate(zip(self.items, self.rects)):
            chosen = i == self.selected
            enabled = item.is_enabled()
            colour = GOLD if chosen and enabled else CREAM if enabled else GREY
            if chosen and enabled:
                bar = pygame.Surface(rect.size, pygame.SRCALPHA)
                for x in range(0, rect.width, 2):  # a highlight that fades to the right
                    a = int(70 * (1 - x / rect.width) ** 1.5)
                    pygame.draw.line(bar, (*GOLD_DARK, a), (x, 0), (x, rect.height))
                    pygame.draw.line(bar, (*GOLD_DARK, a), (x + 1, 0), (x + 1, rect.height))
                surface.blit(bar, rect)
                draw_pip_marker(surface, (rect.x + lay.px(18), rect.centery), lay.px(9), GOLD)
            text = fonts.render("display", px, item.label, colour)
            blit_at(surface, text, (rect.x + lay.px(44), rect.centery), "midleft")


# --- a back button -------------------------------------------------------------------------------

class BackButton:
    """'‹ Back' in the top left corner (the arrow is drawn, not a glyph)."""

    def __init__(self, action: Callable[[], Any], label: str = "Back") -> None:
        self.action = action
        self.label = label
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False

    def layout(self, lay: Layout) -> None:
        self.rect = lay.rect(44, 34, 130, 46)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts, lay: Layout) -> None:
        colour = GOLD if self.hover else CREAM
        r = self.rect
        pygame.draw.rect(surface, BAIZE_DARK, r, border_radius=lay.px(10))
        pygame.draw.rect(surface, GOLD_DARK if not self.hover else GOLD, r, width=max(1, lay.px(2)),
                         border_radius=lay.px(10))
        ax, ay, s = r.x + lay.px(24), r.centery, lay.px(8)
        pygame.draw.polygon(surface, colour, [(ax - s * 0.6, ay), (ax + s * 0.5, ay - s), (ax + s * 0.5, ay + s)])
        blit_at(surface, fonts.render("display", lay.font(28), self.label, colour),
                (r.x + lay.px(42), r.centery), "midleft")


# --- settings rows --------------------------------------------------------------------------------

class Row:
    """A line in a settings list: a label, help text, and a control on the right."""

    focusable = True

    def __init__(self, label: str, help: str = "", source: str = "") -> None:
        self.label = label
        self.help = help
        self.source = source

    def value_text(self) -> str:
        return ""

    def change(self, direction: int) -> None:
        """Left (-1) or right (+1)."""

    def activate(self) -> None:
        """Enter, or a click on the control."""
        self.change(1)

    def click(self, x_fraction: float) -> None:
        """A click on the control, ``x_fraction`` of the way across it."""
        self.activate()

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect, fonts: Fonts, lay: Layout,
                     focused: bool) -> None:
        text = fonts.render("body", lay.font(26), self.value_text(), GOLD if focused else CREAM)
        blit_at(surface, text, rect.center, "center")


class Heading(Row):
    """A section title; not focusable."""

    focusable = False


class ToggleRow(Row):
    """On or off."""

    def __init__(self, label: str, get: Callable[[], bool], set: Callable[[bool], Any], help: str = "",
                 source: str = "", on: str = "On", off: str = "Off") -> None:
        super().__init__(label, help, source)
        self.get, self.set = get, set
        self.on_text, self.off_text = on, off

    def value_text(self) -> str:
        return self.on_text if self.get() else self.off_text

    def change(self, direction: int) -> None:
        self.set(not self.get())

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect, fonts: Fonts, lay: Layout,
                     focused: bool) -> None:
        on = self.get()
        pill = pygame.Rect(0, 0, lay.px(64), lay.px(30))
        pill.midleft = (rect.x + lay.px(24), rect.centery)
        pygame.draw.rect(surface, GOLD_DARK if on else PANEL, pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, GOLD if focused else CREAM_DIM, pill, width=max(1, lay.px(2)),
                         border_radius=pill.height // 2)
        knob_x = pill.right - pill.height // 2 if on else pill.x + pill.height // 2
        pygame.draw.circle(surface, CREAM if on else GREY, (knob_x, pill.centery), pill.height // 2 - lay.px(4))
        text = fonts.render("body", lay.font(26), self.value_text(), GOLD if focused else CREAM)
        blit_at(surface, text, (pill.right + lay.px(16), rect.centery), "midleft")


class ChoiceRow(Row):
    """One of a list of values, stepped with arrows."""

    def __init__(self, label: str, options: Sequence[tuple[Any, str]], get: Callable[[], Any],
                 set: Callable[[Any], Any], help: str = "", source: str = "",
                 other: Callable[[Any], str] = str) -> None:
        super().__init__(label, help, source)
        self.options = list(options)
        self.get, self.set = get, set
        self.other = other  # how to show a value that is not among the options

    def _index(self) -> int:
        value = self.get()
        for i, (v, _) in enumerate(self.options):
            if v == value:
                return i
        return -1

    def value_text(self) -> str:
        i = self._index()
        return self.options[i][1] if i >= 0 else self.other(self.get())

    def change(self, direction: int) -> None:
        i = self._index()
        if i < 0:
            i = 0 if direction > 0 else len(self.options) - 1
        else:
            i = (i + direction) % len(self.options)
        self.set(self.options[i][0])

    def click(self, x_fraction: float) -> None:
        self.change(-1 if x_fraction < 0.3 else 1)

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect, fonts: Fonts, lay: Layout,
                     focused: bool) -> None:
        colour = GOLD if focused else CREAM
        s = lay.px(8)
        lx, rx, cy = rect.x + lay.px(24), rect.right - lay.px(24), rect.centery
        pygame.draw.polygon(surface, colour, [(lx - s * 0.6, cy), (lx + s * 0.5, cy - s), (lx + s * 0.5, cy + s)])
        pygame.draw.polygon(surface, colour, [(rx + s * 0.6, cy), (rx - s * 0.5, cy - s), (rx - s * 0.5, cy + s)])
        text = fonts.render("body", lay.font(26), self.value_text(), colour)
        blit_at(surface, text, rect.center, "center")


class StepperRow(Row):
    """A whole number with minus and plus."""

    def __init__(self, label: str, get: Callable[[], float], set: Callable[[float], Any], step: float = 1,
                 lo: float = 0, hi: float = 100000, help: str = "", source: str = "",
                 fmt: Callable[[float], str] = lambda v: str(v)) -> None:
        super().__init__(label, help, source)
        self.get, self.set = get, set
        self.step, self.lo, self.hi = step, lo, hi
        self.fmt = fmt

    def value_text(self) -> str:
        return self.fmt(self.get())

    def change(self, direction: int) -> None:
        value = self.get()
        new = min(self.hi, max(self.lo, value + direction * self.step))
        if isinstance(value, int) and isinstance(self.step, int):
            new = int(new)
        if new != value:
            self.set(new)

    def activate(self) -> None:
        self.change(1)

    def click(self, x_fraction: float) -> None:
        if x_fraction < 0.3:
            self.change(-1)
        elif x_fraction > 0.7:
            self.change(1)

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect, fonts: Fonts, lay: Layout,
                     focused: bool) -> None:
        colour = GOLD if focused else CREAM
        size = lay.px(30)
        for sign, cx in ((-1, rect.x + lay.px(30)), (1, rect.right - lay.px(30))):
            box = pygame.Rect(0, 0, size, size)
            box.center = (cx, rect.centery)
            pygame.draw.rect(surface, PANEL, box, border_radius=lay.px(6))
            pygame.draw.rect(surface, colour, box, width=max(1, lay.px(2)), border_radius=lay.px(6))
            bar = max(1, lay.px(3))
            pygame.draw.rect(surface, colour, pygame.Rect(box.centerx - size // 4, box.centery - bar // 2,
                                                          size // 2, bar))
            if sign > 0:
                pygame.draw.rect(surface, colour, pygame.Rect(box.centerx - bar // 2, box.centery - size // 4,
                                                              bar, size // 2))
        text = fonts.render("body", lay.font(26), self.value_text(), colour)
        blit_at(surface, text, rect.center, "center")


class ActionRow(Row):
    """A button."""

    def __init__(self, label: str, button: str, action: Callable[[], Any], help: str = "") -> None:
        super().__init__(label, help)
        self.button = button
        self.action = action

    def value_text(self) -> str:
        return self.button

    def change(self, direction: int) -> None:
        pass

    def activate(self) -> None:
        self.action()

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect, fonts: Fonts, lay: Layout,
                     focused: bool) -> None:
        colour = GOLD if focused else CREAM
        text = fonts.render("body", lay.font(24), self.button, colour)
        box = text.get_rect(center=rect.center).inflate(lay.px(28), lay.px(10))
        pygame.draw.rect(surface, PANEL, box, border_radius=lay.px(8))
        pygame.draw.rect(surface, colour, box, width=max(1, lay.px(2)), border_radius=lay.px(8))
        blit_at(surface, text, box.center, "center")


def wrap_lines(fonts: Fonts, role: str, px: int, text: str, width: int) -> list[str]:
    """Wrap ``text`` for a font role and pixel size."""
    return wrap(fonts.get(role, px), text, width)
