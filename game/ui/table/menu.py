"""The table's menu (Esc): go on playing, the rules, the settings, the statistics, or leave."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..scene import Scene
from ..theme import CREAM, GOLD, GREY, blit_at

if TYPE_CHECKING:
    from ..scenes.table import TableScene


class TableMenu(Scene):
    """Go on playing, the rules, the settings, the statistics, or leave the table (it is saved)."""

    opaque = False
    pauses_below = True
    title = "The table's menu"

    def __init__(self, app, table: TableScene) -> None:
        super().__init__(app)
        from ..widgets import Menu, MenuItem

        self.table = table
        leave = table.session.leave_label
        self.menu = Menu([
            MenuItem("Go on playing", self.close),
            MenuItem("Rules", self._rules),
            MenuItem("Settings", self._settings),
            MenuItem("Statistics", self._statistics),
            MenuItem(leave, self._leave),
        ], size=34)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, layout) -> None:
        self.rect = layout.rect(370, 140, 540, 420)
        self.menu.layout(layout, 410, 232, 54, 460)

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def _rules(self) -> None:
        self.app.show("rules")

    def _settings(self) -> None:
        self.app.show("settings")

    def _statistics(self) -> None:
        self.app.show("statistics")

    def _leave(self) -> None:
        self.app.sound.play("click", 0.5)
        self.table.leave_table()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return None
        if self.menu.process_event(event):
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.rect.collidepoint(event.pos):
            self.close()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        from ..theme import draw_panel

        app, lay = self.app, self.app.layout
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        draw_panel(surface, self.rect, lay.scale, alpha=240, border=GOLD)
        blit_at(surface, app.fonts.render("display", lay.font(40), "The game is paused", CREAM),
                (self.rect.centerx, self.rect.y + lay.px(22)), "midtop")
        self.menu.draw(surface, app.fonts, lay)
        foot = "Esc goes back to the table" + ("; the game is saved as you play" if self.table.me is not None else "")
        blit_at(surface, app.fonts.render("italic", lay.font(18), foot, GREY),
                (self.rect.centerx, self.rect.bottom - lay.px(14)), "midbottom")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose"), ("Enter", "open the chosen item"), ("Esc", "back to the table")]
