"""The table's caption: the sentence under the pool that says what just happened (or what the
person may do), set where it covers nothing on the table; at a table too full for it, in
the side strip (the action panel's free room); where neither has room, left to the log and
the panel.  A part of :class:`~game.ui.table.painter.Painter`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..theme import CREAM, GOLD_DARK, blit_at, wrap

if TYPE_CHECKING:
    from ..app import App

MOST_LINES = 3
"""The most lines a caption takes, on the table or in the side strip (Draw's turn ran to
four at a full table: a block of words a player does not read, issue 38)."""


class Captioner:
    """Places and draws the caption (reads the scene's state, changes nothing but its caches)."""

    app: App

    def _draw_caption(self, surface: pygame.Surface, side: bool = False) -> None:
        """The caption on the table, where it covers nothing (set narrower where the table
        leaves little room); at a table too full for it anywhere, in the side strip: the
        action panel's free room under its buttons (drawn, with ``side``, after the panel)."""
        text = self._caption_shown
        if not text:
            return
        lay = self.app.layout
        key = (text, lay.size, self._badge_key, self.pool_label_text(), tuple(map(tuple, self.top.middle_rects())),
               tuple(map(tuple, self.top.words_rects())), tuple(self._strip_room()))
        if self._caption_at is None or self._caption_at[0] != key:
            self._caption_at = (key, *self._place_caption(text))
        _, where, spot = self._caption_at
        if where == "none" or (where == "strip") != side:
            return
        if where == "strip":
            img = self._tips.get(("caption-strip", text, lay.scale, spot.size), lambda: self._strip_image(text, spot))
        else:
            img = self._tips.get(("caption", text, lay.scale, where), lambda: self._caption_image(text, where))
        surface.blit(img, spot)

    def _place_caption(self, text: str) -> tuple[int | str, pygame.Rect]:
        """Where the caption goes: (how narrow it is set, its rectangle on the table), or
        ("strip", its rectangle in the side strip), or ("none", an empty one)."""
        lay = self.app.layout
        for narrow in (0, 1, 2):  # set narrower (in more lines) where the table leaves no room
            if narrow and self._caption_lines(text, narrow) is None:
                continue  # (more than three lines: a block a player does not read, issue 38)
            img = self._tips.get(("caption", text, lay.scale, narrow), lambda: self._caption_image(text, narrow))
            spot = self._caption_spot(img)
            if spot is not None:
                return narrow, spot
        strip = self._strip_spot(text)
        if strip is not None:
            return "strip", strip
        # No room on the table nor in the panel (the person's turn at a full table: his
        # buttons fill it): the caption is not laid over the cards; the log has the line, and
        # the panel's head and hint say the turn.
        return "none", pygame.Rect(0, 0, 0, 0)

    def _strip_room(self) -> pygame.Rect:
        """The action panel's free room: under its words and buttons, over its foot row (the
        odds helper, the book)."""
        lay = self.app.layout
        a = self.rects.get("actions")
        if a is None:
            return pygame.Rect(0, 0, 0, 0)
        foot = (self.odds_button, self.ask_button, self.review_button)
        top, bottom = a.y + lay.px(62), a.bottom - lay.px(6)
        for b in self._panel_buttons():
            if any(b is f for f in foot):
                bottom = min(bottom, b.rect.top)
            else:
                top = max(top, b.rect.bottom)
        return pygame.Rect(a.x + lay.px(10), top + lay.px(6), a.width - lay.px(20), max(0, bottom - top - lay.px(12)))

    def _strip_lines(self, text: str, room: pygame.Rect) -> tuple[int, list[str]] | None:
        """The caption's type size and lines in the side strip's ``room``; None if it will not go."""
        app, lay = self.app, self.app.layout
        for size in (21, 19, 17):
            font = app.fonts.get("body", lay.font(size))
            lines = wrap(font, text, room.width - lay.px(28))
            if len(lines) <= MOST_LINES and font.get_linesize() * len(lines) + lay.px(10) <= room.height:
                return lay.font(size), lines
        return None

    def _strip_spot(self, text: str) -> pygame.Rect | None:
        room = self._strip_room()
        found = self._strip_lines(text, room) if room.height > 0 else None
        if found is None:
            return None
        px, lines = found
        font = self.app.fonts.get("body", px)
        return pygame.Rect(room.x, room.y, room.width, font.get_linesize() * len(lines) + self.app.layout.px(10))

    def _strip_image(self, text: str, spot: pygame.Rect) -> pygame.Surface:
        app, lay = self.app, self.app.layout
        room = self._strip_room()
        px, lines = self._strip_lines(text, room) or (lay.font(17), [text])
        return self._caption_box([app.fonts.render("body", px, line, CREAM) for line in lines], spot.width)

    def _caption_lines(self, text: str, narrow: int) -> tuple[int, list[str]] | None:
        """The caption's type size and lines, set ``narrow`` (0 widest), in
        :data:`MOST_LINES` lines at most; None if it takes more (a long line, the trading
        games' long clauses, is set a little smaller rather than run to four lines)."""
        app, lay = self.app, self.app.layout
        width = (330, 260, 200)[narrow]
        for size in (21, 19, 17):
            font_px = lay.font(size)
            lines = wrap(app.fonts.get("body", font_px), text, lay.px(width if size == 21 else width + 30))
            if len(lines) <= MOST_LINES:
                return font_px, lines
        return None

    def _caption_image(self, text: str, narrow: int = 0) -> pygame.Surface:
        app, lay = self.app, self.app.layout
        found = self._caption_lines(text, narrow)
        if found is None:  # (the widest setting only: cut, where nothing else has room)
            font_px = lay.font(17)
            found = (font_px, wrap(app.fonts.get("body", font_px), text, lay.px(360))[:MOST_LINES])
        font_px, lines = found
        imgs = [app.fonts.render("body", font_px, line, CREAM) for line in lines]
        return self._caption_box(imgs)

    def _caption_box(self, imgs: list[pygame.Surface], width: int | None = None) -> pygame.Surface:
        """The caption's lines on its dark, gold-edged card (``width``: set, else the lines')."""
        lay = self.app.layout
        w = width if width is not None else max(i.get_width() for i in imgs) + lay.px(28)
        h = sum(i.get_height() for i in imgs) + lay.px(10)
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(box, (12, 30, 20, 235), box.get_rect(), border_radius=lay.px(10))
        pygame.draw.rect(box, GOLD_DARK, box.get_rect(), width=1, border_radius=lay.px(10))
        y = lay.px(5)
        for img in imgs:
            blit_at(box, img, (w // 2, y), "midtop")
            y += img.get_height()
        return box
