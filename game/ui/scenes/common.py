"""Pieces the full-screen pages share: the backdrop, a page heading, going back."""

from __future__ import annotations

import pygame

from ..scene import Scene
from ..theme import CREAM, GOLD_DARK, blit_at
from ..widgets import BACK_KEYS, BackButton


class Page(Scene):
    """A full-screen page with a heading and a Back button (Esc or Backspace go back too)."""

    title = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.back_button = BackButton(self.back)

    def back(self) -> None:
        self.app.sound.play("click", 0.5)
        if self.app.top is self:
            self.app.pop()

    def layout(self, layout) -> None:
        self.back_button.layout(layout)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in BACK_KEYS:
            self.back()
            return None
        if self.back_button.process_event(event):
            return None
        return event

    def draw_page(self, surface: pygame.Surface) -> None:
        """Backdrop, heading and the Back button."""
        app, lay = self.app, self.app.layout
        surface.blit(app.backdrop(), (0, 0))
        heading = app.fonts.render("display", lay.font(52), self.title, CREAM)
        rect = blit_at(surface, heading, (lay.x(640), lay.y(58)), "center")
        y = rect.bottom + lay.px(2)
        pygame.draw.line(surface, GOLD_DARK, (lay.x(640) - lay.px(120), y), (lay.x(640) + lay.px(120), y),
                         max(1, lay.px(2)))
        self.back_button.draw(surface, app.fonts, lay)

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Esc / Backspace", "back to the previous screen")]
