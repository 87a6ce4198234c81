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

**Units.**  A decision's heading, the book's choice with its verdict, and the book's reason are
one unit of the panel (:meth:`ReviewPages.review_blocks`): its foot never cuts one, the wheel
scrolls a unit at a time, and a review opens where its costliest decision is shown whole
(:func:`opening_unit`).  A learner missed verdicts that lay below the panel's foot, their
decisions' headings above it.
"""

from __future__ import annotations

from typing import Any, Iterable

import pygame

from ..scenes.table_parts import LAW_DIM, PLATE_BORDER, Button
from ..theme import BAIZE_DARK, CREAM, CREAM_DIM, GOLD, GREY, WARN, blit_at

Line = tuple[str, str, int, Any]
"""One line of the book's panel before wrapping: (role, text, design size, colour)."""

EARLIER = "\u25c0 earlier deal"
LATER = "later deal \u25b6"
PAGE_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
"""Left and Right turn the review's pages while it is open (and no amount is being set)."""


def sitting_total(reviews: Iterable[Any], unit: str = "counters") -> str:
    """"Over the last 5 deals reviewed: 2.0 counters given away in 7 decisions (2 costly)."
    over the kept reviews that are in (empty: none yet).  Each costly decision counts as its
    line prints it (to a tenth), so the total is the sum of the deals' headlines.  ``unit``:
    what the game is played for ("markers" at a game of markers, which has no counters)."""
    # (a deal with nothing to decide, its only actions forced, is not a deal reviewed)
    done = [r.review for r in reviews if getattr(r, "review", None) is not None and r.review.items]
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


def rows_that_fit(rows: list[tuple[int, bool]], start: int, space: int) -> int:
    """How many of the panel's wrapped rows (height, whether it begins a unit), from
    ``start``, are drawn in ``space``: only whole units, never a unit's first rows alone (a
    play-tester read "Colonel Dash called 15 and bet 25" as the whole bullet: its "twice" had
    wrapped below the panel's foot; a learner saw a decision's heading and not its verdict).
    A unit too tall for the space alone is drawn in part, wherever it falls: below the
    review's heading too (a learner scrolled back to the top of a review with a long costly
    decision and found its heading, its summary, then an empty panel, issue 39)."""
    used = n = 0
    for h, _ in rows[start:]:
        if used + h > space:
            break
        used += h
        n += 1
    if start + n < len(rows) and not rows[start + n][1]:
        whole = n
        while whole > 0 and not rows[start + whole][1]:
            whole -= 1
        cut = start + whole  # the first row of the unit the foot cuts
        end = next((i for i in range(cut + 1, len(rows)) if rows[i][1]), len(rows))
        too_tall = sum(h for h, _ in rows[cut:end]) > space
        if whole > 0 and not too_tall:
            n = whole
    return n


def unit_starts(rows: list[tuple[int, bool]]) -> list[int]:
    """The rows that begin a unit (the places the panel may be scrolled to)."""
    return [i for i, (_, first) in enumerate(rows) if first] or [0]


def opening_unit(rows: list[tuple[int, bool]], span: tuple[int, int] | None, space: int) -> int:
    """The unit a review opens at: the first from which the rows ``span`` (from, to: the
    costliest decision's) are all drawn in ``space``; 0 without such a decision.  A unit too
    tall for the space alone opens at the top, the review's heading and summary above it and
    its first rows below them (it opened at its own first row, the heading scrolled away,
    and a learner scrolling back up lost his place: issue 39)."""
    if span is None:
        return 0
    starts = unit_starts(rows)
    first, end = span
    for unit, start in enumerate(starts):
        if start > first:
            break
        if start + rows_that_fit(rows, start, space) >= end:
            return unit
    return 0


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
    _book_scroll: int | None
    """Units scrolled past; None: opening, where the costliest decision shows whole."""

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
        self._book_scroll = None  # (each page opens on its costliest decision, whole)
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

    def review_blocks(self) -> tuple[list[list[Line]], int]:
        """The open review's lines in units (see the module docstring): the page's head lines
        one each, then each decision's heading, the book's choice and verdict, and (where
        charged) the book's reason as one; and the unit of the costliest decision (-1: none
        charged).  The items come costliest first (:func:`game.coach.review.in_review_order`)."""
        from .review_words import AGREE, cost_words, progress_words, review_headline
        from .show import _lower_first

        review = self._book_review
        if review is None:
            return [], -1
        out: list[list[Line]] = [[row] for row in self.page_rows()]  # which deal, the kept deals' total
        if review.review is None and not review.problem:  # (polled in update: draw changes nothing)
            out.append([("italic", "The book is going over the deal\u2026", 18, CREAM_DIM)])
            out.append([("body", progress_words(review), 16, CREAM_DIM)])
            return out, -1
        if review.problem:
            return out + [[("italic", review.problem, 18, CREAM_DIM)]], -1
        items = list(review.review.items)
        if not items:
            return out + [[("italic", "You made no decision in this deal.", 18, CREAM_DIM)]], -1
        headline = review_headline(items)
        if headline.startswith("You played as the book"):
            out.append([("display", headline, 20, AGREE)])
        else:
            out.append([("body", headline, 17, CREAM)])
        costliest, most = -1, None
        for item in items:
            step = item.step[:1].upper() + item.step[1:]
            bad = item.cost is not None and not item.agrees
            unit: list[Line] = [("gap", "", 6, None),
                                ("body", f"{step}: you {_lower_first(item.done)}", 17, CREAM),
                                ("body", f"The book: {item.book} \u00b7 {cost_words(item)}", 17,
                                 WARN if bad else AGREE if item.cost is not None else CREAM_DIM)]
            if bad and item.advice:  # every charged line with the book's reason
                unit.append(("italic", item.advice, 16, LAW_DIM))
            if bad and (most is None or item.given > most):
                costliest, most = len(out), item.given
            out.append(unit)
        return out, costliest

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


__all__ = ["EARLIER", "LATER", "Line", "PAGE_KEYS", "ReviewPages", "opening_unit", "rows_that_fit", "sitting_total",
           "unit_starts", "which_deal"]
