"""The deal in review, page by page: every kept review of this sitting, and their total.

A part of :class:`~game.ui.table.book_panel.BookPanel` (and so of the table scene).  The
session's :class:`~game.ui.book.TableBook` keeps the sitting's last reviews (a review asked
for is worked to its end even when the next deal has begun).  Here the panel turns between
them: Left and Right, or the buttons "◀ earlier deal" and "later deal ▶" at its foot.  Each
page says which deal of the sitting it is, one still being played out says how far it has
gone, and a line totals what the kept deals gave away.  A review that comes in after the next
deal has begun does not open over it: a short note says it is ready, and ``?`` opens it.

A learner at Ambigu (reviews of a minute or more on a busy machine) dealt again before each
review came in, and so lost every one: the panel showed only the last deal, and he added up
five deals' costs by hand.
"""

from __future__ import annotations

from typing import Any, Iterable

import pygame

from ..scenes.table_parts import PLATE_BORDER, Button
from ..theme import BAIZE_DARK, CREAM, CREAM_DIM, GOLD, GREY, blit_at

EARLIER = "\u25c0 earlier deal"
LATER = "later deal \u25b6"
PAGE_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
"""Left and Right turn the review's pages while it is open (and no amount is being set)."""


def sitting_total(reviews: Iterable[Any], unit: str = "counters") -> str:
    """"Over the last 5 deals reviewed: 2.0 counters given away in 7 decisions (2 costly)."
    over the kept reviews that are in (empty: none yet).  Each costly decision counts as its
    line prints it (to a tenth), so the total is the sum of the deals' headlines.  ``unit``:
    what the game is played for ("markers" at a game of markers, which has no counters)."""
    done = [r.review for r in reviews if getattr(r, "review", None) is not None]
    if not done:
        return ""
    judged = [i for d in done for i in d.items if i.cost is not None]
    costly = [i for i in judged if not i.agrees]
    given = sum(round(i.given, 1) for i in costly)
    decisions = sum(len(d.items) for d in done)
    deals = "the last deal reviewed" if len(done) == 1 else f"the last {len(done)} deals reviewed"
    said = f"Over {deals}: {given:.1f} {unit} given away in {decisions} decision{'s' if decisions != 1 else ''}"
    if costly:
        said += f" ({len(costly)} costly)"
    return said + "."


def which_deal(review: Any) -> str:
    """"Deal 3 of this sitting" (with the log's number when it differs: a game resumed)."""
    said = f"Deal {review.ordinal} of this sitting"
    if review.deal and review.deal != review.ordinal:
        said += f" (the log's deal {review.deal})"
    return said


class ReviewPages:
    """The review panel's pages (see the module docstring)."""

    app: Any
    book_open: str | None
    _book_review: Any
    _book_scroll: int

    def init_pages(self) -> None:
        self.earlier_button = Button(EARLIER, "", lambda: self.page_review(-1))
        self.later_button = Button(LATER, "", lambda: self.page_review(1))
        self._book_at_deal: int | None = None
        """The table's deal when last looked (a new one closes the review of the last, once)."""

    def page_review(self, step: int) -> bool:
        """Turn the open review to the kept deal ``step`` places on; True if it turned."""
        book = getattr(self, "book", None)
        if self.book_open != "review" or book is None:
            return False
        got = book.beside(self._book_review, step)
        if got is None:
            return False
        self._book_review = got
        self._book_scroll = 0
        self.app.sound.play("click", 0.2)
        return True

    def page_key(self, key: int) -> bool:
        """Left or Right with the review open turns it (at the person's turn with an amount to
        set, they set the amount as ever); True if the key was taken."""
        step = PAGE_KEYS.get(key)
        if step is None or self.book_open != "review" or getattr(self, "amount_kind", None) is not None:
            return False
        self.page_review(step)
        return True

    def page_buttons(self) -> list[Button]:
        """The panel's two page buttons while a review is open (for the clicks)."""
        if self.book_open != "review" or getattr(self, "book", None) is None:
            return []
        return [self.earlier_button, self.later_button]

    def page_rows(self) -> list[tuple[str, str, int, Any]]:
        """The head of a review's page: which deal it is, and the kept deals' total."""
        review = self._book_review
        book = getattr(self, "book", None)
        if review is None or book is None:
            return []
        out: list[tuple[str, str, int, Any]] = [("italic", which_deal(review), 16, GOLD)]
        from ..tabletops.base import MARKER_GAMES

        # (a game of markers has no counters: "counters given away" there, issue 38)
        variant = getattr(self.session.table, "variant", "")
        total = sitting_total(book.reviews, "markers" if variant in MARKER_GAMES else "counters")
        if total:
            out.append(("italic", total, 15, CREAM_DIM))
        out.append(("gap", "", 4, None))
        return out

    def place_page_buttons(self, rect: pygame.Rect, bottom: int) -> int:
        """Lay the page buttons in a row ending at ``bottom`` inside the panel ``rect``; the
        row's top (the panel's words stop above it)."""
        lay = self.app.layout
        pad, h = lay.px(12), lay.px(24)
        half = (rect.width - 2 * pad - lay.px(8)) // 2
        top = bottom - h
        self.earlier_button.rect = pygame.Rect(rect.x + pad, rect.y + top, half, h)
        self.later_button.rect = pygame.Rect(rect.right - pad - half, rect.y + top, half, h)
        book = getattr(self, "book", None)
        self.earlier_button.enabled = book is not None and book.beside(self._book_review, -1) is not None
        self.later_button.enabled = book is not None and book.beside(self._book_review, 1) is not None
        return top

    def draw_page_buttons(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        for b in self.page_buttons():
            live = b.enabled
            fill = BAIZE_DARK if not (b.hover and live) else tuple(min(255, c + 24) for c in BAIZE_DARK)
            pygame.draw.rect(surface, fill, b.rect, border_radius=lay.px(6))
            pygame.draw.rect(surface, GOLD if b.hover and live else PLATE_BORDER, b.rect,
                             width=max(1, lay.px(1)), border_radius=lay.px(6))
            text = app.fonts.render("body", lay.font(15), b.label, CREAM if live else GREY)
            blit_at(surface, text, b.rect.center, "center")

    def note_ready(self, review: Any) -> None:
        """A review come in after the next deal began: said, not opened over the new deal."""
        self.app.toast(f"The review of deal {review.ordinal} is ready (?).", 5.0)


__all__ = ["EARLIER", "LATER", "PAGE_KEYS", "ReviewPages", "sitting_total", "which_deal"]
