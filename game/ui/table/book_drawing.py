"""The book's panel drawn at the table: its lines (the advice, or the deal in review) wrapped,
scrolled a unit at a time and paged, the panel's image with its title and hints, and the
beginner's table's rings round the cards the book would throw or take.

:class:`BookPanelDrawing` is the drawing half of :class:`~game.ui.table.book_panel.BookPanel`,
which asks the book and says when the panel opens and closes; the images are kept in the
table's cache (``_tips``) and made again only when what they show changes.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import ActionKind

from ..scenes.table_parts import LAW_DIM, _panel_surface
from .review_pages import Line, ReviewPages, opening_unit, rows_that_fit, unit_starts
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, on_one_baseline, wrap

K = ActionKind
BOOK_RING = (150, 204, 236)
"""The beginner's table's ring round the book's choice: a colour no other mark of the table uses."""

SUITS = frozenset("\u2660\u2665\u2666\u2663\u2664\u2661\u2662\u2667")
"""The suit signs: the heading's face (EB Garamond) has none (they showed as boxes)."""


def with_suits(fonts: Any, role: str, px: int, text: str, colour: Any) -> pygame.Surface:
    """``text`` in ``role``'s face with its suit signs in the body face (which the running
    text uses for them), on one baseline."""
    runs: list[tuple[bool, str]] = []
    for c in text:
        suit = c in SUITS
        if runs and runs[-1][0] == suit:
            runs[-1] = (suit, runs[-1][1] + c)
        else:
            runs.append((suit, c))
    small = round(px * 0.85)  # the body's signs stand taller than the heading's capitals
    parts = [(fonts.get("body", small), fonts.render("body", small, run, colour)) if suit
             else (fonts.get(role, px), fonts.render(role, px, run, colour)) for suit, run in runs]
    return on_one_baseline(parts)


class BookPanelDrawing(ReviewPages):
    """The book's panel and the beginner's rings as drawn; see the module docstring."""

    def _book_blocks(self) -> tuple[list[list[Line]], int]:
        """The panel's content in units that its foot and its scroll never split, and the unit
        of the review's costliest decision (-1: none): the advice a line a unit, the review a
        decision a unit (:meth:`~.review_pages.ReviewPages.review_blocks`)."""
        if self.book_open != "advice":
            return self.review_blocks()
        out: list[Line] = []
        state, advice = self._advice_now()
        if state == "thinking" or state == "none":
            out.append(("italic", "The book is thinking\u2026", 18, CREAM_DIM))
        elif state == "failed":
            out.append(("italic", str(advice), 18, CREAM_DIM))
        else:
            out.append(("display", advice.heading, 24, CREAM))
            out.append(("body", advice.says, 18, CREAM))
            if advice.source:
                out.append(("italic", advice.source, 16, LAW_DIM))
            for figure in advice.figures:
                out.append(("body", f"\u2022 {figure}", 16, CREAM_DIM))
        return [[line] for line in out], -1

    def _book_lines(self) -> list[Line]:
        """The panel's content as (role, text, design size, colour) lines, before wrapping."""
        return [line for block in self._book_blocks()[0] for line in block]

    def _book_rows(self, width: int) -> tuple[tuple, list[tuple[Any, int, bool]], tuple[int, int] | None]:
        """The panel's units wrapped to ``width``: (their key, [(image or None, height, whether
        the row begins a unit of the panel)], the rows (from, to) of the review's costliest
        decision, or None)."""
        app, lay = self.app, self.app.layout
        blocks, costliest = self._book_blocks()
        units = tuple(tuple(block) for block in blocks)
        key = ("book-rows", units, costliest, width, lay.scale)
        found = self._tips.peek(key)
        if found is None:
            rows: list[tuple[Any, int, bool]] = []
            span: tuple[int, int] | None = None
            for u, block in enumerate(units):
                begun = len(rows)
                for role, text, size, colour in block:
                    if role == "gap":
                        rows.append((None, lay.px(size), len(rows) == begun))
                        continue
                    font = app.fonts.get(role, lay.font(size))
                    mixed = role == "display" and any(c in SUITS for c in text)
                    for line in wrap(app.fonts.get("body", lay.font(size)) if mixed else font, text, width):
                        img = (with_suits(app.fonts, role, lay.font(size), line, colour) if mixed
                               else app.fonts.render(role, lay.font(size), line, colour))
                        rows.append((img, font.get_linesize(), len(rows) == begun))
                if u == costliest:
                    span = (begun, len(rows))
            found = self._tips.get(key, lambda: (rows, span))
        return (key, *found)

    def book_rect(self) -> pygame.Rect:
        """Where the book's panel lies: in place of the game's log (and the odds helper), which
        are not drawn while it is open."""
        return self.app.layout.rect(972, 24, 284, 396)

    def _book_space(self, rect: pygame.Rect, paged: bool) -> tuple[int, int]:
        """Where the panel's rows go: their first row's top, and the foot they stop above (the
        row of the page buttons, or the hints' line)."""
        lay = self.app.layout
        room = rect.height - lay.px(10) - self.app.fonts.get("italic", lay.font(14)).get_linesize()
        if paged:  # the row of the page buttons (drawn over the panel, live)
            room = self._page_row_top(rect) - lay.px(4)
        return lay.px(30) + lay.px(6), room

    def book_shown(self, rect: pygame.Rect | None = None) -> tuple[list[tuple[Any, int, bool]], tuple[int, int] | None,
                                                                  int, int]:
        """The panel's rows as it draws them now: (all its rows, the costliest decision's rows
        or None, the first row drawn, how many are drawn).  Opening, the scroll is set where
        the costliest decision shows whole (once the review is in)."""
        rect = rect or self.book_rect()
        paged = self.book_open == "review"
        _key, rows, span = self._book_rows(rect.width - 2 * self.app.layout.px(12))
        y, room = self._book_space(rect, paged)
        heights = [(h, first) for _, h, first in rows]
        if self._book_scroll is None:
            review = self._book_review if paged else None
            if not paged or (review is not None and (review.problem or review.review is not None)):
                self._book_scroll = opening_unit(heights, span, room - y) if paged else 0
        if sum(h for h, _ in heights) <= room - y:
            return rows, span, 0, len(rows)
        # (scrolled a whole unit at a time: a decision's verdict never shows without its heading)
        starts = unit_starts(heights)
        skip = starts[min(self._book_scroll or 0, len(starts) - 1)]
        return rows, span, skip, rows_that_fit(heights, skip, room - y)

    def _book_image(self, rect: pygame.Rect) -> pygame.Surface:
        app, lay = self.app, self.app.layout
        title = "The book says" if self.book_open == "advice" else "The deal in review"
        paged = self.book_open == "review"
        pad = lay.px(12)
        rows_key = self._book_rows(rect.width - 2 * pad)[0]
        rows, _span, skip, shown = self.book_shown(rect)
        y, room = self._book_space(rect, paged)
        more = sum(h for _, h, _ in rows) > room - y
        key = ("book", title, paged, rows_key, skip, shown, tuple(rect), lay.scale)

        def make() -> pygame.Surface:
            nonlocal y
            panel = self._under(rect)
            panel.blit(_panel_surface(rect.size, lay.scale, alpha=245, border=GOLD), (0, 0))
            blit_at(panel, app.fonts.render("display", lay.font(23), title, GOLD), (pad, lay.px(4)), "topleft")
            top = lay.px(30)
            pygame.draw.line(panel, GOLD_DARK, (pad, top), (rect.width - pad, top), 1)
            foot_font = app.fonts.get("italic", lay.font(14))
            for img, h, _ in rows[skip:skip + shown]:
                if img is not None:
                    panel.blit(img, (pad, y))
                y += h
            # the foot's hints, the least needed left out first where the panel is too narrow
            # (with the page keys the whole line ran off its left edge)
            parts = (["\u2190 \u2192 other deals"] if paged else []) + ["? or Esc closes"] + \
                (["wheel: more"] if more else [])
            hint = "  \u00b7  ".join(parts)
            while len(parts) > 1 and foot_font.size(hint)[0] > rect.width - 2 * pad:
                parts.remove("? or Esc closes" if "? or Esc closes" in parts else parts[0])
                hint = "  \u00b7  ".join(parts)
            blit_at(panel, app.fonts.render("italic", lay.font(14), hint, CREAM_DIM),
                    (rect.width - pad, rect.height - lay.px(6)), "bottomright")
            return panel

        return self._tips.get(key, make)

    def draw_book(self, surface: pygame.Surface) -> None:
        if self.book_open is None or self.book is None:
            return
        rect = self.book_rect()
        if self.book_open == "review":
            self._page_row_top(rect)  # (the buttons laid, and lit, before the panel is made)
        surface.blit(self._book_image(rect), rect)
        self.draw_page_buttons(surface)

    def _page_row_top(self, rect: pygame.Rect) -> int:
        """Lay the page buttons over the panel's foot line; their top, in the panel."""
        lay = self.app.layout
        foot = self.app.fonts.get("italic", lay.font(14)).get_linesize()
        return self.place_page_buttons(rect, rect.height - lay.px(10) - foot)

    def _widow_take(self, action: Any) -> int | None:
        """The place in the widow of the card the book's draw of one would take, if any."""
        view = getattr(self.top, "view", None)
        widow = tuple(getattr(view, "widow", None) or ())
        if action.kind is not K.DRAW_ONE or not widow:
            return None
        cards = tuple(getattr(action, "cards", ()) or ())
        if len(cards) == 2:
            return widow.index(cards[1]) if cards[1] in widow else None
        return action.amount % len(widow)  # (the engine's reading of a draw named by places)

    def draw_book_widow(self, surface: pygame.Surface) -> None:
        """The beginner's table at a draw from the widow: a ring round the card the book
        would take, drawn over the widow (its cards overlap: the ring shows whole)."""
        rects_of = getattr(self.top, "widow_rects", None)
        if self.book_take is None or rects_of is None or not self.session.human_to_act:
            return
        rects = rects_of()
        if self.book_take < len(rects):
            lay = self.app.layout
            r = rects[self.book_take].inflate(lay.px(4), lay.px(4))
            pygame.draw.rect(surface, BOOK_RING, r, width=max(2, lay.px(3)), border_radius=lay.px(8))

    def draw_book_cards(self, surface: pygame.Surface) -> None:
        """The beginner's table at a draw: a ring round each card the book would throw."""
        if not self.book_throw or self.me is None or not self.can_mark():
            return
        app, lay = self.app, self.app.layout
        cards = self.seats[self.me].cards
        for i in sorted(self.book_throw):
            if i < len(cards):
                r = cards[i].rect(app.cards, lay).inflate(lay.px(4), lay.px(4))
                pygame.draw.rect(surface, BOOK_RING, r, width=max(2, lay.px(3)), border_radius=lay.px(8))

    def book_wheel(self, pos: tuple[int, int], up: bool) -> bool:
        """The wheel over the open panel scrolls it; True if it did."""
        if self.book_open is None or not self.book_rect().collidepoint(pos):
            return False
        # (a unit at a time: a decision's heading, verdict and reason come and go together)
        self._book_scroll = max(0, (self._book_scroll or 0) + (-1 if up else 1))
        return True

