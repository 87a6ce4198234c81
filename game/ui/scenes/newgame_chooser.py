"""Choosing the game on the New game screen: every game in a list, family by family.

Each game is a line with its one-sentence description under it; the preview on the right
shows the table of the game in focus (by the keys, under the pointer, or under it once the
wheel has scrolled the list), with the players chosen.  Up and Down move through
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


def _remembered_setup(app):
    """The players last set up on New game (for the preview, when New game is not beneath)."""
    from .newgame import load_setup

    return load_setup(app.home)


class GameLine(Row):
    """One game: its name, its line under it, and a mark on the game chosen now."""

    def __init__(self, variant: str, chosen: Callable[[], str], choose: Callable[[str], Any]) -> None:
        g = GUIDES[variant]
        super().__init__(g.name, g.line)
        self.variant = variant
        self.chosen, self.choose = chosen, choose
        # (choosing goes back to the set-up, which starts nothing: "play this" promised a
        # deal, and the chosen game's mark said "chosen" where its words said "playing",
        # window round 9)
        self.prompt = "Enter or click: choose it"

    def value_text(self) -> str:
        return "chosen" if self.chosen() == self.variant else ""

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
            blit_at(surface, fonts.render("italic", lay.font(21), self.prompt,
                                          CREAM_DIM), (rect.right - lay.px(8), rect.centery), "midright")


class GameChooserScene(SettingsScene):
    """The eighteen games, by family; choosing one goes back to the screen beneath: New game
    (``new_game``, whose set-up says the game), or any other that passes the game ``chosen``
    now and what to do on a ``choose`` (the Rules screen turns to that game's page)."""

    title = "Choose a game"

    def __init__(self, app, new_game=None, chosen: str | None = None,
                 choose: Callable[[str], Any] | None = None) -> None:
        self.new_game = new_game
        self.setup = new_game.setup if new_game is not None else _remembered_setup(app)
        self.chosen = chosen or self.setup.variant
        self.on_choose = choose
        super().__init__(app)
        if new_game is None:
            self.title = "The rules of another game"
        self.focus = next((i for i, r in enumerate(self.rows) if getattr(r, "variant", None) == self.chosen),
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
            rows.extend(GameLine(v, self._chosen, self.choose) for v in games)
        if self.new_game is None:
            for row in rows:
                if isinstance(row, GameLine):
                    row.prompt = "Enter or click: its rules"
        return rows

    def games(self) -> list[str]:
        """The games listed, in order."""
        return [r.variant for r in self.rows if isinstance(r, GameLine)]

    def _chosen(self) -> str:
        return self.new_game.setup.variant if self.new_game is not None else self.chosen

    def choose(self, variant: str) -> None:
        """Play (or read) ``variant``: back to the screen beneath with it chosen."""
        self.chosen = variant
        if self.app.top is self:
            self.app.pop()
        if self.new_game is not None:
            self.new_game._set_variant(variant)
        elif self.on_choose is not None:
            self.on_choose(variant)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        # The pointer over a game's line brings it into focus, and its table into the preview
        # (the preview followed only the keys).
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            index = self.row_at(event.pos)
            if index is not None and isinstance(self.rows[index], GameLine):
                self.focus = index
        if event.type == pygame.MOUSEWHEEL:
            super().process_event(event)
            self._focus_after_scroll()
            return None
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

    def _focus_after_scroll(self) -> None:
        """The wheel moved the list under a still pointer: the game now under it comes into
        focus, and its table into the preview (the preview showed a game scrolled out of
        sight, issue 38); with the pointer off the list, the nearest game still in sight."""
        pointer = getattr(self, "_pointer", None)
        index = self.row_at(pointer) if pointer is not None else None
        if index is not None and isinstance(self.rows[index], GameLine):
            self.focus = index
            return
        seen = [i for i, r in enumerate(self.rows) if isinstance(r, GameLine) and self._in_sight(i)]
        if seen and self.focus not in seen:
            self.focus = min(seen, key=lambda i: abs(i - self.focus))

    def _in_sight(self, index: int) -> bool:
        top = self.tops[index] - self.scroll
        return top >= 0 and top + self.heights[index] <= self.view.height

    def _draw_preview(self, surface: pygame.Surface) -> None:
        row = self.rows[self.focus]
        variant = getattr(row, "variant", self._chosen())
        setup = dataclasses.replace(self.setup, variant=variant)
        hint = ("Enter or a click chooses the game; Esc goes back." if self.new_game is not None
                else "Enter or a click opens its rules; Esc goes back.")
        preview = TablePreview(self.app, setup, self.preview, GUIDES[variant].name, hint=hint)
        preview.draw(surface)
        self.preview_boxes = preview.preview_boxes

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "the previous, the next game"), ("Enter, or a click", "play that game"),
                ("Esc / Backspace", "back, keeping the game chosen before")]
