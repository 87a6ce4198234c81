"""The book at the table: "Ask the book", the deal in review, and the beginner's table.

A part of :class:`~game.ui.scenes.table.TableScene` (whose state it reads).  The advice and
the reviews are worked out by the session's :class:`~game.ui.book.TableBook` on its own
thread; this part asks, polls once a frame, and draws what has come in a panel laid over
the game's log (not a modal: the table goes on beneath it, and it closes with Esc, ``?``
again, or the person's next action).

* ``?`` (or ``/``, as keyboards differ), or the quiet "Ask the book" button on the action
  panel, at any of the person's decisions: the book's choice, its one or two sentences,
  where the book says it (dimmer), and the figures behind it.
* After each deal (the setting "Review each deal"), the deal in review: each decision
  beside the book's, the costliest first with the book's reason; between deals ``?``
  opens it again.  The review closes when the next deal begins; at the person's turn ``?``
  asks the book even while a review shows.  Esc with the panel open closes only the panel.
  A review is counted once in the statistics as it comes in.  The sitting's last reviews
  are kept, finished even when the next deal has begun, and the panel pages between them
  (:mod:`.review_pages`).
* The beginner's table (a setting): the book's choice is the lit (Enter) button and ringed,
  only while that button would play the book's action exactly (the person's own marks or
  amount otherwise: no ring, and Enter plays nothing); at a draw the cards it would throw
  are marked and ringed in the hand.  Its word, once a table, is a line of the log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import ActionKind
from game.store.stats import same_as_book

from ..scenes.table_parts import LAW_DIM, Button, _panel_surface
from .review_pages import Line, ReviewPages, opening_unit, rows_that_fit, unit_starts
from .show import LIT_ORDER, _lower_first
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, on_one_baseline, wrap

if TYPE_CHECKING:
    from ..app import App

K = ActionKind
BOOK_KEYS = (pygame.K_SLASH, pygame.K_QUESTION)
"""``?``: on most keyboards the key of ``/`` (shifted or not)."""
BOOK_RING = (150, 204, 236)
"""The beginner's table's ring round the book's choice: a colour no other mark of the table uses."""
AGREE = (150, 210, 150)
BOOK_NEWS = pygame.event.custom_type()
"""Posted from the book's worker when an answer or a review is in: the window rests on its
event queue while nothing moves, and the book's answer is not a key or a mouse move."""


def wake_window() -> None:
    """Wake the window's loop (safe from any thread; nothing to do without a window)."""
    if not pygame.display.get_init():
        return
    try:
        pygame.event.post(pygame.event.Event(BOOK_NEWS))
    except pygame.error:  # the queue is full: the window is awake already
        pass


def cost_words(item: Any) -> str:
    """A decision's judgement as the review panel says it (after the book's choice): "as the
    book" only where the choice was the book's own; a different one is charged only when the
    book can tell it cost more than half a counter, and is otherwise "no worse than the book
    can tell" (:func:`game.coach.wording.verdict_words`)."""
    from game.coach.wording import verdict_words
    same = same_as_book(item) if item.cost is not None else None
    return verdict_words(item.cost, same, bool(getattr(item, "charged", False)),
                         getattr(item, "low", None), getattr(item, "high", None),
                         getattr(item, "results", None), getattr(item, "spent", None))


def progress_words(review: Any) -> str:
    """How far a review being worked out has gone, in plain words (a play-tester pressed
    "The review" for several seconds with no sign that anything was happening)."""
    most, done = getattr(review, "most", 0), getattr(review, "done", 0)
    if not getattr(review, "begun", False):
        return "It begins once the table is still; it opens here when it is ready."
    if most <= 0:
        return "Laying the deal out again; it opens here when it is ready."
    return (f"Playing the deal out from your decisions: {done} of at most {most} play-outs. "
            "It opens here when it is ready.")


def review_headline(items: list[Any]) -> str:
    """The review's first line: every choice the book's, or how many were and how the others did."""
    judged = [i for i in items if i.cost is not None]
    same = sum(1 for i in judged if same_as_book(i))
    if judged and same == len(items):
        return "You played as the book on every decision."
    # Counted as the lines are worded (:func:`cost_words`): "better than the book's" only
    # where its interval lies wholly beyond half a counter (a play-tester read "1 other no
    # worse than the book can tell" above a line calling that one "better").
    from game.coach.model import a_little_worse, better_than_book

    def gained(i: Any) -> bool:
        return better_than_book(getattr(i, "low", None), getattr(i, "high", None))

    def worse_a_little(i: Any) -> bool:
        return a_little_worse(getattr(i, "low", None), getattr(i, "high", None))

    better = sum(1 for i in judged if i.agrees and not same_as_book(i) and gained(i))
    little = sum(1 for i in judged if i.agrees and not same_as_book(i) and worse_a_little(i))
    near = sum(1 for i in judged if i.agrees and not same_as_book(i) and not gained(i)
               and not worse_a_little(i))
    worse = sum(1 for i in judged if not i.agrees)
    parts = [f"{same} as the book"]
    if better:
        parts.append(f"{better} better than the book's")
    if near:
        parts.append(f"{near} other{'s' if near != 1 else ''} no worse than the book can tell")
    if little:
        parts.append(f"{little} probably a little worse, not charged")
    if worse:
        # The sum of the figures as the items print them (to a tenth): a tester added the
        # items' 2.2 + 1.5 + 1.4 and found the head's 5.2 (the unrounded sum).
        cost = sum(round(i.given, 1) for i in judged if not i.agrees)
        parts.append(f"{worse} costing about {cost:.1f} counters")
    if len(judged) < len(items):
        parts.append(f"{len(items) - len(judged)} not judged")
    n = len(items)
    return f"{n} decision{'s' if n != 1 else ''}: " + ", ".join(parts) + "."


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


class BookPanel(ReviewPages):
    """Ask the book, the review and the beginner's table (see the module docstring)."""

    app: App

    def init_book(self) -> None:
        self.book_open: str | None = None
        """The panel over the log: ``"advice"``, ``"review"`` or None."""
        self._book_key: tuple | None = None
        """The decision the panel's (or the beginner's ring's) advice was asked at."""
        self._book_review: Any = None
        self._book_scroll: int | None = 0
        """Units scrolled past; None: opening, where the review's costliest decision shows whole."""
        self._book_seen: Any = None
        """The latest review already opened by itself (it opens once)."""
        self.book_throw: set[int] = set()
        self.book_take: int | None = None
        """The beginner's table at a draw from the widow: the place of the widow's card the book
        would take (a play-tester saw only his own card ringed)."""
        """The cards of the person's hand the book would throw (the beginner's table)."""
        self.ask_button = Button("Ask the book", "?", self.ask_book)
        self.review_button = Button("The review", "?", self.ask_book)
        self._book_noted: Any = None
        """The review last said to be ready after the next deal began (``?`` opens it)."""
        self.init_pages()
        if self.book is not None:
            self.book.on_ready = wake_window

    @property
    def book(self) -> Any:
        """The session's coach (None in the demo and at a party's table)."""
        return None if self.demo else getattr(self.session, "book", None)

    def _book_buttons(self) -> list[Button]:
        """The quiet buttons of the book on the action panel, as things stand."""
        if self.book is None:
            return []
        if self.buttons:
            return [self.ask_button]
        if self._show_next() and self.book.latest() is not None:
            return [self.review_button]
        return []

    def place_book_buttons(self, a: pygame.Rect) -> None:
        """The book's button at the panel's foot (beside the odds helper's in a game with a draw)."""
        lay = self.app.layout
        row = pygame.Rect(a.x + lay.px(12), a.bottom - lay.px(38), a.width - lay.px(24), lay.px(28))
        if self.book is None:
            return
        if self.has_draw:  # the odds helper's button keeps the left half
            half = (row.width - lay.px(8)) // 2
            self.odds_button.rect = pygame.Rect(row.x, row.y, half, row.height)
            row = pygame.Rect(row.right - half, row.y, half, row.height)
        self.ask_button.rect = row
        self.review_button.rect = row

    # --- asking ---------------------------------------------------------------------------------

    def ask_book(self) -> None:
        """``?`` or the button: the book's advice at the person's turn (again: close it); between
        deals, the last deal's review."""
        book = self.book
        if book is None:
            return
        mine = bool(self.buttons) and self.session.human_to_act
        if self.book_open is not None and not (mine and self.book_open == "review"):
            self.close_book()  # ? again closes it (at his turn a review gives way to the advice)
            self._book_seen = book.latest()  # closed by the person: not opened again by itself
            return
        if mine:
            self._book_key = book.ask(self.session.view())
            self.book_open = "advice"
        elif book.latest() is not None and (self._show_next() or not self.session.human_to_act):
            # Between deals, the deal just over; in a deal, the review said to be ready
            # (Left and Right then turn to the others kept).
            noted = self._book_noted if not self._show_next() and self._book_noted in book.reviews else None
            self._book_review = noted or book.latest()
            self._book_seen = book.latest()  # (opened: it opens once)
            self._book_noted = None
            self.book_open = "review"
        elif self.session.deal_over and not self.app.settings.review_deals and self._show_next():
            self.app.toast("The deal in review is off: Settings, Review each deal.", 4.0)
            return
        elif self.session.deal_over and not self.session.counts():
            # A guided deal is never reviewed (it teaches, and counts nowhere): "?" after it
            # said the book reviews the last deal, and nothing opened (a learner, at Ambigu).
            self.app.toast("A guided deal is not reviewed: the book reviews your own deals, "
                           "from the next one.", 4.0)
            return
        else:
            self.app.toast("The book is asked at your turn; between deals it reviews the last.", 3.0)
            return
        self._book_scroll = None  # (opens where the costliest decision shows whole)
        self.app.sound.play("click", 0.3)

    def nothing_to_review(self) -> bool:
        """The deal just over is reviewed, and the person had no choice in it: the review has
        nothing to open (it opens by itself after a deal with a choice of his)."""
        book = self.book
        if book is None or not self.app.settings.review_deals or not self.session.deal_over:
            return False
        latest = book.latest()
        if latest is None or getattr(latest, "deal", None) != self.session.table.deal_number:
            return False
        try:
            if not latest.poll() or not latest.ready:
                return False
        except Exception:  # (a review that failed says so itself)
            return False
        return not latest.problem and not latest.review.items

    def close_book(self) -> None:
        self.book_open = None
        self._book_scroll = 0

    def book_acted(self) -> None:
        """The person acted: the advice panel (and the review of a deal gone by) closes."""
        if self.book_open is not None:
            self.close_book()
        self.book_throw = set()
        for b in self.buttons:
            b.ring = False

    def _update_book(self) -> None:
        book = self.book
        if book is None:
            return
        settings = self.app.settings
        self.session.review_deals = settings.review_deals
        if self.idle and not self.tweens.busy:  # a review may start: nothing moves on the table
            book.quiet.set()
        else:
            book.quiet.clear()
        table = self.session.table
        if self._book_at_deal != table.deal_number:
            if self._book_at_deal is not None:
                self._book_noted = None
                if self.book_open == "review":
                    self.close_book()  # the next deal has begun: the last one's review goes (? brings it back)
            self._book_at_deal = table.deal_number
        for review in book.reviews:  # counted once each, as it comes in
            if not review.counted and review.poll():
                review.counted = True
                if review.ready:
                    self.session.review_counted(review.review)
                    shown = self.book_open == "review" and self._book_review is review
                    if review.deal != table.deal_number and not shown and review.review.items:
                        # in after the next deal began: said, never opened over the new deal
                        self._book_noted = review
                        self.note_ready(review)
        latest = book.latest()
        moved_on = table.deal_number != getattr(latest, "deal", None)
        if latest is not None and moved_on and latest.poll():
            self._book_seen = latest  # come in after the next deal began: not opened over it
        # (opened once the table has shown the deal to its end, the pool paid and landed: at
        # Whiskey it opened over hands still being shown, the pool unpaid: issue 38)
        shown = self.deal_done and self.idle and not self.tweens.busy and not self.flyers
        if (latest is not None and latest is not self._book_seen and shown and latest.poll()
                and settings.review_deals and self.book_open is None and (latest.problem or latest.review.items)):
            self._book_seen = latest
            self._book_review = latest
            self.book_open = "review"
            self._book_scroll = None  # (opens where the costliest decision shows whole)
        mine = bool(self.buttons) and self.session.human_to_act
        if self.book_open == "advice" and not mine:
            self.close_book()
        lights = settings.beginner_table or self._guide_lights()
        if mine and lights:
            at = (table.deal_number, len(table.actions))
            if at != self._book_asked_at:  # (the view is taken once a decision, not once a frame)
                self._book_asked_at = at
                self._book_key = book.ask(self.session.view())
        self._light_choice(mine and lights)

    def _advice_now(self) -> tuple[str, Any]:
        book = self.book
        if book is None or self._book_key is None:
            return "none", None
        state, got = book.advice(self._book_key)
        view_key = (self.session.table.deal_number, len(self.session.table.actions))
        if self._book_key[0] != view_key[0]:
            return "none", None
        return state, got

    def _light_choice(self, on: bool) -> None:
        """The beginner's table: ring the button of the book's choice, and the cards it throws."""
        kind, throw = None, set()
        if on:
            state, advice = self._advice_now()
            if state == "ready":
                kind = advice.action.kind
                cards = set(getattr(advice.action, "cards", ()) or ())
                if cards and self.me is not None:
                    throw = {i for i, sp in enumerate(self.seats[self.me].cards) if sp.card in cards}
                if kind is K.DRAW and throw and not self.marked and self._book_marked_key != self._book_key:
                    # pre-selected, as the button is: the book's cards marked (the button then
                    # reads "Draw 3"); the person may change them, and still presses it himself
                    self._book_marked_key = self._book_key
                    for i in sorted(throw):
                        self.toggle_mark(i)
                amount = getattr(advice.action, "amount", None)
                if kind in (K.RAISE, K.BET, K.OPEN, K.BLIND) and kind is self.amount_kind and amount and \
                        self._book_amount_key != self._book_key:
                    self._book_amount_key = self._book_key  # (set once: the person may change it)
                    offer = self.offers[kind]
                    was = _lower_first(self._label(kind))
                    self.amount = max(offer.low, min(offer.high, int(amount)))
                    # the caption ("Your turn: ante 5.") says the amount now offered
                    self.caption = self.caption.replace(was, _lower_first(self._label(kind)), 1)
        if on:
            # The book's choice is the default (gold, Enter) button, and ringed: only a button
            # that would do the book's action exactly (the person's own marks or amount
            # otherwise: no ring, and Enter does nothing rather than something else).
            state = self._advice_now()[0]
            if state == "ready":
                ring = self.app.settings.beginner_table
                for b in self.buttons:
                    b.lit = self._does_the_books(b.kind, advice.action)
                    b.ring = b.lit and ring
            elif state == "thinking":
                for b in self.buttons:
                    b.ring = b.lit = False
            elif not any(b.lit for b in self.buttons):  # no advice: the table's own default
                lit = next((k for k in LIT_ORDER if k in self.offers), None)
                for b in self.buttons:
                    b.ring, b.lit = False, b.kind is lit
        else:
            for b in self.buttons:
                b.ring = False
        self.book_throw = throw
        self.book_take = self._widow_take(advice.action) if on and state == "ready" else None
        if any(b.ring for b in self.buttons) and not self._book_told:
            self._book_told = True  # once a table: what the blue ring is
            self.show_banner("The beginner's table: the book's choice is ringed in blue and lit: "
                             "Enter plays it.")

    def books_whole_action(self, kind: Any) -> Any:
        """On the beginner's table, the book's whole action when its ringed button is pressed
        for a move that names cards (a trade, a draw from the widow) and the person has chosen
        no other card: Enter plays what is lit, cards and all.  None otherwise.

        Not in a guided deal: there the person chooses the card himself, as at any table
        (the guide says which the book would give and points at it).  A learner pressed
        Give and the book's card went at once, chosen for him."""
        if not self.app.settings.beginner_table or self._guide_lights():
            return None
        ringed = next((b for b in self.buttons if b.kind is kind and (b.ring or b.lit)), None)
        if ringed is None:
            return None
        state, advice = self._advice_now()
        if state != "ready" or advice.action.kind is not kind:
            return None
        return advice.action

    def _guide_lights(self) -> bool:
        """A guided deal's guide is on: the book's move is lit, from the same advice Ask the
        book shows and the guide quotes (one answer, issue 39)."""
        guide = getattr(self, "guide_show", None)
        return guide is not None and guide.active

    def _does_the_books(self, kind: Any, action: Any) -> bool:
        """True when the button of ``kind`` would play the book's ``action`` exactly, as the
        person's marks and amount stand."""
        if kind is not action.kind:
            return False
        cards = tuple(getattr(action, "cards", ()) or ())
        mine = self.seats[self.me].cards if self.me is not None else []
        marked = {mine[i].card for i in self.marked if i < len(mine)}
        if kind is K.DRAW:
            return marked == set(cards)
        if kind in (K.RAISE, K.BET, K.OPEN, K.BLIND):
            return self.amount == action.amount
        if kind in self.top.own_kinds and self.marked:
            # a card already chosen for the trade or the draw of one: the book's card, or not
            if cards:
                return marked <= set(cards)
            if kind in (K.TRADE_MONEY, K.BARTER, K.GIVE):
                return self.marked == {action.amount}
        return True

    def show_banner(self, text: str) -> None:
        """The beginner's table's word, once a table: a line of the log, where it covers
        nothing (laid over the log's column it hid the first lines for seconds at every
        table's start, issue 38; a toast at the window's foot lay over the person's hand)."""
        self.log.add(text, "deal")

    _book_amount_key: tuple | None = None
    _book_marked_key: tuple | None = None
    _book_told = False
    _book_asked_at: tuple | None = None

    def book_busy(self) -> bool:
        """Advice or a review on its way: the window keeps drawing to show it when it comes."""
        book = self.book
        if book is None:
            return False
        if self.book_open == "advice" or ((self.app.settings.beginner_table or self._guide_lights())
                                          and self.buttons):
            if self._advice_now()[0] == "thinking":
                return True
        return any(not r.counted for r in book.reviews)

    # --- drawing ----------------------------------------------------------------------------------

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


__all__ = ["BOOK_KEYS", "BOOK_NEWS", "BOOK_RING", "wake_window", "BookPanel", "cost_words", "review_headline", "rows_that_fit"]
