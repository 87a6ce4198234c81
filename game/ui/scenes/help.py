"""The keys help (F1): a panel over the current screen listing what each key does."""

from __future__ import annotations

import pygame

from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, draw_panel

GLOBAL_KEYS: list[tuple[str, str]] = [
    ("F1", "show or hide these keys"),
    ("F11", "full screen on or off"),
    ("Mouse", "point and click; the wheel scrolls"),
]


class HelpOverlay(Scene):
    """Lists the global keys and those of the screen beneath; any key or click closes it."""

    opaque = False
    pauses_below = True
    title = "Keys"

    def __init__(self, app, keys: list[tuple[str, str]] | None = None, screen: str = "") -> None:
        super().__init__(app)
        self.keys = list(keys or [])
        self.screen = screen
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.pitch = _PITCH
        self.key_w = 212.0
        """The keys' column's width (design pixels)."""
        self.size = 26.0
        """The rows' type size (design pixels): smaller where the longest line would not fit."""

    def layout(self, layout) -> None:
        # The sheet is as tall as its rows and no taller than the window inside its frame; a
        # long list sets its rows closer (and a little smaller) rather than running into the
        # line at the foot.
        rows = len(GLOBAL_KEYS) + len(self.keys)
        fixed = _TOP + _HEAD + (_SECTION if self.keys else 0) + _FOOT
        self.pitch = min(_PITCH, (_MOST - fixed) / max(1, rows))
        height = fixed + rows * self.pitch
        # As wide as its longest line needs (a game's own keys say a good deal: Ambigu's draw,
        # Brag's ante), from 700 up to the window's width inside its frame; the keys' column as
        # wide as its widest key; the type smaller only where the widest sheet is too narrow.
        font = self.app.fonts.get("body", 26)  # (measured at the design size)
        size = min(26.0, self.pitch * 0.65)
        scale = size / 26
        rows_all = GLOBAL_KEYS + self.keys
        self.key_w = max(font.size(k)[0] for k, _ in rows_all) * scale + 36
        text_w = max(font.size(t)[0] for _, t in rows_all) * scale
        width = min(_WIDEST, max(700.0, 2 * _SIDE + self.key_w + text_w + 8))
        room = width - 2 * _SIDE - self.key_w - 8
        self.size = size * min(1.0, room / max(1.0, text_w))
        self.rect = layout.rect(640 - width / 2, max(28, 360 - height / 2), width, height)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3)):
            if self.app.top is self:
                self.app.pop()
        return None  # modal: nothing reaches the screen beneath

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surface.blit(veil, (0, 0))
        draw_panel(surface, self.rect, lay.scale, alpha=240, border=GOLD)
        x_key = self.rect.x + lay.px(_SIDE)
        x_text = x_key + lay.px(self.key_w)
        y = self.rect.y + lay.px(_TOP)
        heading = app.fonts.render("display", lay.font(44), "Keys", CREAM)
        blit_at(surface, heading, (self.rect.centerx, y), "midtop")
        y += lay.px(_HEAD)
        size = self.size

        def row(key: str, text: str) -> None:
            nonlocal y
            blit_at(surface, app.fonts.render("body", lay.font(size), key, GOLD), (x_key, y), "topleft")
            blit_at(surface, app.fonts.render("body", lay.font(size), text, CREAM), (x_text, y), "topleft")
            y += lay.px(self.pitch)

        for key, text in GLOBAL_KEYS:
            row(key, text)
        if self.keys:
            y += lay.px(8)
            pygame.draw.line(surface, GOLD_DARK, (x_key, y), (self.rect.right - lay.px(_SIDE), y), max(1, lay.px(1)))
            y += lay.px(12)
            title = f"On this screen ({self.screen})" if self.screen else "On this screen"
            blit_at(surface, app.fonts.render("italic", lay.font(24), title, CREAM_DIM), (x_key, y), "topleft")
            y += lay.px(_SECTION - 20)
            for key, text in self.keys:
                row(key, text)
        foot = app.fonts.render("italic", lay.font(22), "Press any key or click to close", CREAM_DIM)
        blit_at(surface, foot, (self.rect.centerx, self.rect.bottom - lay.px(14)), "midbottom")


# The sheet's measures, in design pixels: the margin over the heading, the heading, the line
# and title of the screen's own keys, the room kept for the line at the foot, a row's pitch
# at most, the tallest sheet (the window's height inside its frame), the margin at each side
# and the widest sheet.
_TOP, _HEAD, _SECTION, _FOOT, _PITCH, _MOST, _SIDE, _WIDEST = 24, 70, 56, 52, 40.0, 664, 48, 1000
