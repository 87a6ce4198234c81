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
  (:mod:`.review_pages`, in the words of :mod:`.review_words`).
* The beginner's table (a setting): the book's choice is the lit (Enter) button and ringed,
  only while that button would play the book's action exactly (the person's own marks or
  amount otherwise: no ring, and Enter plays nothing); at a draw the cards it would throw
  are marked and ringed in the hand.  Its word, once a table, is a line of the log.

The panel and the rings as a frame draws them are :mod:`.book_drawing`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine import ActionKind

from ..scenes.table_parts import Button
from .book_drawing import BookPanelDrawing
from .show import LIT_ORDER, _lower_first

if TYPE_CHECKING:
    from ..app import App

K = ActionKind
BOOK_KEYS = (pygame.K_SLASH, pygame.K_QUESTION)
"""``?``: on most keyboards the key of ``/`` (shifted or not)."""
REVIEW_LABEL = "The review"
PREPARING_LABEL = "Review coming\u2026"
"""The review's button while the book is still going over the deal just over."""
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


class BookPanel(BookPanelDrawing):
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
        self.review_button = Button(REVIEW_LABEL, "?", self.ask_book)
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
        latest = self.book.latest()
        if self._show_next() and latest is not None and self._review_worth(latest):
            return [self.review_button]
        return []

    @staticmethod
    def _review_worth(latest: Any) -> bool:
        """Whether the deal's review has something to show, or may have (still being made): a
        review with no decision in it is not offered (window round 9: "The review ?" opened
        on nothing)."""
        if not latest.poll():
            return True
        return bool(latest.problem or (latest.review is not None and latest.review.items))

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
        self.review_button.label = REVIEW_LABEL
        if (latest is not None and not moved_on and settings.review_deals and not latest.poll()
                and self.book_open is None):
            # (a review of a minute or more at Ambigu: play-testers saw nothing say it was coming)
            self.review_button.label = PREPARING_LABEL
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
            # the state and advice read above, not asked again: the book's worker may answer
            # in between, and a "ready" with the earlier None advice broke the frame
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

    book_drawn: tuple = (None, None, False, "")
    """The book's panel and button as the window last drew them (:meth:`book_look`)."""

    def book_look(self) -> tuple:
        """What the book shows now: the panel, its review, whether that is in, the button's words."""
        review = self._book_review if self.book_open == "review" else None
        return (self.book_open, id(review) if review is not None else None,
                bool(review is not None and (review.review is not None or review.problem)), self.review_button.label)

    def book_busy(self) -> bool:
        """Advice or a review on its way: the window keeps drawing to show it when it comes."""
        book = self.book
        if book is None:
            return False
        if self.book_look() != self.book_drawn:
            # Opened (or come in) in a frame the window did not draw: at rest it wakes, updates
            # and draws only if something moves, and the review that opened by itself on such a
            # wake stayed unseen; the person's first ? then closed it, and nothing changed on
            # the screen (play-testers at Ambigu and Bouillotte, issue 36)
            return True
        if self.book_open == "advice" or ((self.app.settings.beginner_table or self._guide_lights())
                                          and self.buttons):
            if self._advice_now()[0] == "thinking":
                return True
        return any(not r.counted for r in book.reviews)


__all__ = ["BOOK_KEYS", "BOOK_NEWS", "PREPARING_LABEL", "REVIEW_LABEL", "wake_window", "BookPanel"]
