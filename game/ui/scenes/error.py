"""What the player sees when something inside the window fails: a short message, the log's
whereabouts, and a way back to the title screen."""

from __future__ import annotations

import pygame

from ..paths import log_path
from ..scene import Scene
from ..theme import CREAM, GOLD, WARN, blit_at, draw_panel, wrap


class ErrorScene(Scene):
    """Any key or click goes back to the title screen (or quits, if there is none)."""

    title = "Something went wrong"

    def __init__(self, app, error: BaseException) -> None:
        super().__init__(app)
        self.summary = f"{type(error).__name__}: {error}"[:300]
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, layout) -> None:
        self.rect = layout.rect(190, 170, 900, 380)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONUP and event.button == 1):
            if self.app.home_scene is not None:
                self.app.go_home()
            else:
                self.app.quit()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        surface.blit(app.backdrop(), (0, 0))
        draw_panel(surface, self.rect, lay.scale, alpha=235, border=WARN)
        y = self.rect.y + lay.px(30)
        heading = app.fonts.render("display", lay.font(46), "Something went wrong", CREAM)
        y = blit_at(surface, heading, (self.rect.centerx, y), "midtop").bottom + lay.px(16)
        width = self.rect.width - lay.px(80)
        lines = ["The game met a problem it did not expect. No harm is done to your settings."]
        lines.append(self.summary)
        lines.append(f"The details were written to {log_path(app.home)}")
        for i, text in enumerate(lines):
            role = "italic" if i == 1 else "body"
            font = app.fonts.get(role, lay.font(24))
            for line in wrap(font, text, width):
                img = app.fonts.render(role, lay.font(24), line, CREAM if i != 1 else WARN)
                blit_at(surface, img, (self.rect.x + lay.px(40), y), "topleft")
                y += font.get_linesize()
            y += lay.px(10)
        back = "Press any key or click to go back to the title screen" if app.home_scene else "Press any key to close"
        blit_at(surface, app.fonts.render("italic", lay.font(24), back, GOLD),
                (self.rect.centerx, self.rect.bottom - lay.px(22)), "midbottom")
