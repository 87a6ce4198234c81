"""Choosing the game on the New game screen: every game in a list, family by family.

Each game is a line with its one-sentence description under it; the preview on the right
shows the table of the game in focus, with the players chosen.  Up and Down move through
the games, Enter or a click on a game chooses it and goes back to New game; Esc goes back
without changing it.  It is the settings list (the same scrolling, keys and mouse).
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

import pygame

from game.rulebook import FAMILIES, GUIDES

from ..theme import CREAM_DIM, GOLD, blit_at, draw_pip_marker
from ..widgets import ACTIVATE_KEYS, Heading, Row
from .newgame_preview import TablePreview
from .settings import SettingsScene


class GameLine(Row):
    """One game: its name, its line under it, and a mark on the game chosen now."""

    def __init__(self, variant: str, chosen: Callable[[], str], choose: Callable[[str], Any]) -> None:
        g = GUIDES[variant]
        super().__init__(g.name, g.line)
        self.variant = variant
        self.chosen, self.choose = chosen, choose

    def value_text(self) -> str:
        return "playing" if self.chosen() == self.variant else ""

    def activate(self) -> None:
        self.choose(self.variant)

    def change(self, direction: int) -> None:
        pass

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect, fonts, lay, focused: bool) -> None:
        if self.chosen() == self.variant:
            draw_pip_marker(surface, (rect.right - lay.px(120), rect.centery), lay.px(7), GOLD)
            blit_at(surface, fonts.render("italic", lay.font(22), "chosen", GOLD),
                    (rect.right - lay.px(104), rect.centery), "midleft")
        elif focused:
            blit_at(surface, fonts.render("italic", lay.font(21), "Enter or click: play this",
                                          CREAM_DIM), (rect.right - lay.px(8), rect.centery), "midright")


class GameChooserScene(SettingsScene):
    """The eighteen games, by family; choosing one goes back to New game."""

    title = "Choose a game"

    def __init__(self, app, new_game) -> None:
        self.new_game = new_game  # the New game screen beneath, whose setup says the game
        super().__init__(app)
        chosen = new_game.setup.variant
        self.focus = next((i for i, r in enumerate(self.rows) if getattr(r, "variant", None) == chosen),
                          self.focus)

    @classmethod
    def sample(cls, app) -> GameChooserScene:
        """Over a New game screen of the remembered set-up (for the selftest, which draws
        every screen)."""
        return cls(app, app.make("newgame"))

    def _build_rows(self) -> list[Row]:
        rows: list[Row] = []
        for family, games in FAMILIES:
            rows.append(Heading(family))
            rows.extend(GameLine(v, lambda: self.new_game.setup.variant, self.choose) for v in games)
        return rows

    def games(self) -> list[str]:
        """The games listed, in order."""
        return [r.variant for r in self.rows if isinstance(r, GameLine)]

    def choose(self, variant: str) -> None:
        """Play ``variant``: back to New game with it chosen."""
        self.new_game._set_variant(variant)
        if self.app.top is self:
            self.app.pop()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        # A click anywhere on a game's line chooses it (not only on its control).
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.back_button.rect.collidepoint(
                event.pos):
            index = self.row_at(event.pos)
            if index is not None and isinstance(self.rows[index], GameLine):
                self.focus = index
                self.rows[index].activate()
                return None
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS:
            row = self.rows[self.focus]
            if isinstance(row, GameLine):
                row.activate()
                return None
        super().process_event(event)
        return None  # the page fills the window

    def _draw_preview(self, surface: pygame.Surface) -> None:
        row = self.rows[self.focus]
        variant = getattr(row, "variant", self.new_game.setup.variant)
        setup = dataclasses.replace(self.new_game.setup, variant=variant)
        preview = TablePreview(self.app, setup, self.preview, GUIDES[variant].name,
                               hint="Enter or a click chooses the game; Esc goes back.")
        preview.draw(surface)
        self.preview_boxes = preview.preview_boxes

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "the previous, the next game"), ("Enter, or a click", "play that game"),
                ("Esc / Backspace", "back, keeping the game chosen before")]
