"""The table: a game of Draw Poker against computer players, in the window.

The scene shows the game as its events arrive from the :class:`~game.ui.session.Session`
(one at a time, each with its animation: the deal card by card from the dealer's hand,
counters sliding to the pool, discards going away and drawn cards arriving, hands turned
over at the show, the pool sliding to its winner), so what is on the screen is always
what the person has been shown, never more.  Only once the queue is empty and the last
animation has had its moment does the next computer player's move come, after a short
pause with a caption; and only then are the person's buttons offered.

Input: the mouse (cards, buttons, the amount's minus and plus, the wheel) and the keys
shown on the buttons; F1 lists them all.  A click, Space or Enter skips an animation.

The scene holds the table's state and wires its parts, each a file with one job
(:mod:`game.ui.table`: the director, the controls, the painter, the menu), and the game's
own table-top (:mod:`game.ui.tabletops`), which is all a game adds to the window.
"""

from __future__ import annotations

import gc
import logging
from functools import partial
from typing import Any

import pygame

from game.engine import ActionKind, LegalAction
from game.engine.registry import deal_class

from ..scene import Scene
from ..seating import seat_places
from ..session import Session, short_temperament
from ..sprites import CardSprite
from ..table.book_panel import BookPanel
from ..table.controls import Controls
from ..table.director import Director
from ..table.guide_offer import GuideOffer
from ..table.guide_panel import GUIDE_CAPTION, GuideShow
from ..table.menu import TableMenu
from ..table.painter import TURN_PULSE_SECONDS, Painter
from ..table.show import (AMOUNT_KINDS, BUTTON_ORDER, DEMO_PAUSE, KEY_OF, LIFT_MARKED, LIFT_WINNER, LIT_ORDER, Flyer,
                          SeatShow)
from ..tabletops import tabletop_for
from .table_parts import Button, ImageCache, LogPanel

log = logging.getLogger("parlour_poker.ui.table")

K = ActionKind
ROOMY = 24
"""Design pixels to spare round a label in half a row of the action panel (where the rows fit)."""
OFFER_H = 150
ODDS_TOP = 250
"""Where the odds helper's panel begins (design pixels), when it is open: room for its lines
in the log's type under its heading, the log above it keeping eight lines at 960x540."""
"""Design pixels of the guided deal's offer at the head of the right-hand column."""


class TableScene(Director, Controls, BookPanel, Painter, Scene):
    """The table; see the module docstring."""

    title = "The table"

    @classmethod
    def sample(cls, app) -> TableScene:
        """Four computer players at a table that saves nothing (for the selftest, which
        draws every screen)."""
        from pathlib import Path

        from ..session import computer_config

        session = Session(computer_config(["good", "liberal", "close", "random"], seed=1),
                          home=Path(app.home), save=False, keep_stats=False, reveal=True,
                          synchronous=True)
        return cls(app, session, demo=True)

    def __init__(self, app, session: Session, *, demo: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.demo = demo
        self.me = session.human
        table = session.table
        self.places = seat_places(table.size, self.me)
        self.log_names = list(session.names)
        if self.me is not None and not demo:
            self.log_names[self.me] = "You"
        self.seats: list[SeatShow] = []
        for s in range(table.size):
            key = session.keys[s]
            self.seats.append(SeatShow(s, "You" if s == self.me else session.names[s], key,
                                       short_temperament(key), session.description(s), self.places[s],
                                       stack=table.stacks[s], out=table.out[s]))
        self.pool = table.carried
        self.kitty = table.kitty
        self.dealer: int | None = table.dealer
        self.age: int | None = None
        self.pone: int | None = None
        self.jack_text = ""
        self.deal_no = table.deal_number
        self.flyers: list[Flyer] = []
        self.loose: list[CardSprite] = []  # cards on their way to the muck
        self.hold = 0.0
        self.clock = 0.0
        self.caption = ""
        self._caption_held = ""
        """The caption the guide's "Enter: go on" stands in for (see ``_guide_caption``)."""
        self._caption_shown = ""
        self.result = ""
        self.deal_done = True
        self.after_deal = 0.0
        self.marked: set[int] = set()
        self.message = ""
        self.hand_value = ""
        self.log = LogPanel()
        self.buttons: list[Button] = []
        self.offers: dict[ActionKind, LegalAction] = {}
        self.amount = 0
        self.amount_kind: ActionKind | None = None
        self._decision: tuple | None = None
        self._instant = False
        self.odds_on = app.odds_helper
        self.odds_lines: list[tuple[str, str]] = []
        self._odds_key: tuple | None = None
        self._odds_future: Any = None
        self.hover_seat: int | None = None
        self._pressed: Button | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._plates = ImageCache(96)
        self._seat_cache = ImageCache(64)
        self._seat_last: dict[int, Any] = {}
        self._badges: dict[int, list[pygame.Rect]] = {}
        self._badge_key: tuple | None = None
        self._badge_cache: dict[int, Any] = {}
        self._caption_at: tuple | None = None
        """Each plate's tags and note in the window, as last drawn (the turn's pointer keeps off them)."""
        self._actions_last: pygame.Surface | None = None
        self._makes_left = 8
        self._late = False  # the last frame showed a part a frame late: one more is owed
        self._turn_from = 0.0  # when the turn (whose, and whether the person's buttons show) last changed
        self._turn_key: tuple | None = None
        self._hands = ImageCache(64)
        self._piles = ImageCache(96)
        self._tips = ImageCache(64)
        self.rects: dict[str, pygame.Rect] = {}
        self.menu_button = Button("Menu", "Esc", self.open_menu)
        self.odds_button = Button("Odds helper", "H", self.toggle_odds)
        self.minus = Button("\u2212", "", lambda: self.change_amount(-1))
        self.plus = Button("+", "", lambda: self.change_amount(1))
        self.next_button = Button("Next deal", "Enter", self.next_deal, lit=True)
        self.leave_button = Button("Leave the table", "L", self.leave_table)
        self.played = 0  # events shown
        self.variant = getattr(table, "variant", "draw")
        self.has_draw = getattr(deal_class(self.variant), "has_draw", False)  # the odds helper's game
        if not self.has_draw:  # the helper is for a draw: a game without one has no panel of it
            self.odds_on = False
        self.top = tabletop_for(self.variant)(self)
        """What this game adds to the shared table (game.ui.tabletops)."""
        self.init_book()
        guided = getattr(session, "guided", None)
        self.guide_show: GuideShow | None = (GuideShow(self) if guided is not None and not guided.state.left
                                             else None)
        """The guided deal's guide (game.ui.table.guide_panel), when the session plays one."""
        self._guide_offer: GuideOffer | None = None
        self._offer_deal = 0
        """The deal the guided deal was offered at: it is let go once the next one starts."""

    def enter(self) -> None:
        self.warm()
        self._table_layer()
        # Everything made so far (the hand tables, the players' models, the card images) lives
        # as long as the table: keep it out of the collector's full sweeps, which would
        # otherwise stop a frame now and then to walk it all again.  Thawed first: what an
        # earlier table froze and nobody holds now (a table never left, as a test's window
        # closed with it open) is swept here rather than kept for good.
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        if not self.session.events and self.session.deal_over and not self.session.game_over:
            self.session.next_deal()
        self._play_instant()

    def leave(self) -> None:
        self.session.close()
        # Give back to the collector what enter() froze: frozen, this table (its scene, its
        # sprites, their drawn images: about 5 MB) would outlive it for good, and a party
        # evening opens a table for every hot-seat turn (issue 29).
        gc.unfreeze()

    def resume(self) -> None:
        self._plates.clear()
        self._seat_last.clear()
        self._seat_cache.clear()
        self._hands.clear()
        self._table_layer()

    def warm(self) -> None:
        """Draw the pack's faces and backs at this window's sizes now, not in the middle of a deal."""
        self.top.warm()
        lay, art = self.app.layout, self.app.cards
        widths = {CardSprite(None, width=p.card_w).pixel_width(lay) for p in self.places}
        pack = self.session.table.pack
        for w in widths:
            art.back(w)
        mine = [self.places[self.me].card_w] if self.me is not None else []
        shown = [p.card_w for p in self.places] if self.session.reveal else mine
        for width in {CardSprite(None, width=w).pixel_width(lay) for w in shown}:
            for card in pack:
                art.face(card, width)

    def layout(self, layout) -> None:
        lay = layout
        right = 972
        # The guided deal offered on a game's first table stands at the column's head, and the
        # log under it (laid over the log, it cut its top lines: issue 38).
        offer = OFFER_H + 8 if getattr(self, "_guide_offer", None) is not None else 0
        self.rects["offer"] = lay.rect(right, 24, 284, OFFER_H) if offer else pygame.Rect(0, 0, 0, 0)
        if self.odds_on:  # the odds in a few lines, the log keeps as many as it can
            # (the odds in the log's type, not smaller: at 960x540 a tester could not read
            # them at the panel's old height; the log shows fewer lines while it is open)
            self.rects["log"] = lay.rect(right, 24 + offer, 284, ODDS_TOP - 32 - offer)
            self.rects["odds"] = lay.rect(right, ODDS_TOP, 284, 420 - ODDS_TOP)
        else:
            self.rects["log"] = lay.rect(right, 24 + offer, 284, 396 - offer)
            self.rects["odds"] = pygame.Rect(0, 0, 0, 0)
        self.rects["actions"] = lay.rect(right, 428, 284, 268)
        self.log.layout(self.rects["log"])
        self.menu_button.rect = lay.rect(36, 32, 112, 36)
        a = self.rects["actions"]
        self.odds_button.rect = pygame.Rect(a.x + lay.px(12), a.bottom - lay.px(38), a.width - lay.px(24),
                                            lay.px(28))
        self.next_button.rect = pygame.Rect(a.x + lay.px(12), a.y + lay.px(70), a.width - lay.px(24), lay.px(44))
        self.leave_button.rect = pygame.Rect(a.x + lay.px(12), a.y + lay.px(122), a.width - lay.px(24),
                                             lay.px(36))
        self.place_book_buttons(a)
        self._plates.clear()
        self._seat_cache.clear()
        self._seat_last.clear()
        self._actions_last = None
        self._hands.clear()
        self._tips.clear()
        self._place_buttons()

    def _place_buttons(self) -> None:
        lay = self.app.layout
        a = self.rects.get("actions")
        if a is None:
            return
        x0, w, h, gap = a.x + lay.px(12), (a.width - lay.px(32)) // 2, lay.px(38), lay.px(8)
        y = a.y + lay.px(66)
        if self.amount_kind is not None:
            self.minus.rect = pygame.Rect(x0, y, lay.px(40), lay.px(36))
            self.plus.rect = pygame.Rect(a.right - lay.px(12) - lay.px(40), y, lay.px(40), lay.px(36))
            y += lay.px(44)
        buttons = self.buttons
        if len(buttons) == 1:
            buttons[0].rect = pygame.Rect(x0, y, a.width - lay.px(24), h + lay.px(6))
            return
        # Two to a row; a label that will not go on one line in half a row has a row to
        # itself (two lines in half a row were cramped: "Take the / widow"), as long as the
        # rows fit above the panel's foot; else such a label goes in two lines, in a taller
        # button where there is the room.
        fonts, full = self.app.fonts, a.width - lay.px(24)
        foot = a.bottom - lay.px(38) - gap if self.has_draw or self.book is not None else a.bottom - gap

        def one_line(b: Button, margin: int = ROOMY) -> bool:
            # (at the buttons' own size: "Ready money" set smaller than its neighbours read
            # as a lesser thing; it has a row to itself instead, issue 38)
            size, lines = b.label_lines(fonts, lay, w, h)
            # (with a margin each side where the rows have room: "Deal again" in half a row
            # stood against its button's edge, issue 39)
            roomy = fonts.get("body", lay.font(size)).size(b.label)[0] <= b.room(fonts, lay, w, margin)
            return size == Button.LABEL_SIZES[0] and lines == [b.label] and roomy and b.fits(fonts, lay, w, h)

        def rows(alone) -> list[list[Button]]:
            # (a half row left open above a label alone is filled by the next short one:
            # "Barter" and "Knock" side by side, round "Give in exchange")
            out: list[list[Button]] = []
            for b in buttons:
                open_row = next((row for row in out if len(row) == 1 and not alone(row[0])), None)
                if alone(b):
                    out.append([b])
                elif open_row is not None:
                    open_row.append(b)
                else:
                    out.append([b])
            return out

        laid = rows(lambda b: not one_line(b))
        if y + len(laid) * (h + gap) - gap > foot:  # (no room for the margins: as before them)
            one_line = partial(one_line, margin=14)
            laid = rows(lambda b: not one_line(b))
        if y + len(laid) * (h + gap) - gap > foot:
            # (a little short of room: the rows a little lower and closer, so each long label
            # keeps its own row in one line; Ambigu's "Stay 25 (buys 100 counters)" and "Raise
            # 5 (buys 100 counters)" over "Abandon" missed it by a few pixels, and the raise
            # went in two lines of small type in half a row, issue 39)
            low, near = lay.px(33), lay.px(5)
            if y + len(laid) * (low + near) - near <= foot and \
                    all(b.fits(fonts, lay, full if len(row) == 1 else w, low) for row in laid for b in row):
                h, gap = low, near
        if y + len(laid) * (h + gap) - gap > foot:
            # (no room for every long label's row: the first ones have theirs, the others go
            # in two lines in half a row; "Call 7 (buys 100 counters)" beside "Raise 5 (buys
            # 100 counters)", both in two cramped lines, read worse than one of them whole)
            long = [b for b in buttons if not one_line(b)]
            for k in range(len(long) - 1, 0, -1):
                trial = rows(lambda b: b in long[:k])
                if y + len(trial) * (h + gap) - gap <= foot and \
                        all(b.fits(fonts, lay, w, h) for row in trial for b in row if b not in long[:k]):
                    laid = trial
                    break
        tall = h
        if y + len(laid) * (h + gap) - gap > foot:
            laid = rows(lambda b: not b.fits(fonts, lay, w, h))
            two = any(not one_line(b) for row in laid for b in row)
            if two and y + len(laid) * (h + lay.px(8) + gap) - gap <= foot:
                tall = h + lay.px(8)  # room for two lines
        for row in laid:
            if len(row) == 1 and not one_line(row[0]):
                row[0].rect = pygame.Rect(x0, y, full, tall)
            else:
                for col, b in enumerate(row):
                    b.rect = pygame.Rect(x0 + col * (w + lay.px(8)), y, w, tall)
            y += tall + gap

    def _play_instant(self) -> None:
        q = self.session.events
        if q and q[0].instant:
            while q and q[0].instant:
                self._play(q.popleft())
            self.tweens.finish_all()
            self.hold = 0.0
            self._sync_from_table()

    def _sync_from_table(self) -> None:
        """After replaying a resumed deal at once: take the counters from the table itself."""
        table = self.session.table
        for s, seat in enumerate(self.seats):
            seat.stack = table.stacks[s]
            seat.out = table.out[s]
        if table.deal is not None and not table.deal_over:
            view = self.session.view()
            self.pool = view.pool
            for p in view.players:
                self.seats[p.seat].put = p.put
                self.seats[p.seat].holding = p.holds_cards
        else:
            self.pool = table.carried
        self.kitty = table.kitty
        self.flyers.clear()
        self.top.sync()

    @property
    def guide_offer(self) -> GuideOffer | None:
        """The guided deal offered once, on a game's first table (set by the New game screen),
        until the person's first move, the end of the first deal, or its taking."""
        return self._guide_offer

    @guide_offer.setter
    def guide_offer(self, offer: GuideOffer | None) -> None:
        shown = self._guide_offer is not None
        self._guide_offer = offer
        if shown != (offer is not None):
            self.layout(self.app.layout)  # the log moves down under the offer, and back up

    def toast_area(self) -> pygame.Rect:
        """Where the window's short messages stand at the table: at the foot of the log's
        column, where no card is dealt ("You have left the guide…" lay on the person's cards);
        the log keeps its foot clear while they are up (they lay over its newest lines); while
        the person has nothing to decide, over the action panel's empty room rather than the
        log he is reading (a play-tester's "The book is asked at your turn" covered it)."""
        return self.rects["log"] if self.buttons else self.rects["actions"]

    def offer_guide(self) -> None:
        """Offer the game's guided deal on this, its first table (until the first move)."""
        if self.guide_show is None and self.me is not None:
            self._offer_deal = max(1, self.session.table.deal_number)
            self.guide_offer = GuideOffer(self)

    def guide_waits(self) -> bool:
        """The guide's note is up and the table waits for the person to go on."""
        return self.guide_show is not None and self.guide_show.waiting

    def _guide_caption(self) -> None:
        """While the guide holds the table and the person has no move to make (he has made
        it, or his turn is still to come), the caption says what to press: "Your turn…" left
        up after his move, with nothing moving, read as a table that had hung (issue 38).
        The caption it stood for comes back if no event has said another since."""
        holds = self.guide_waits() and not self.buttons and not self._show_next() \
            and self.guide_show.summary is None
        if holds and self.caption != GUIDE_CAPTION:
            self._caption_held = self.caption
            self.caption = GUIDE_CAPTION
        elif not holds and self.caption == GUIDE_CAPTION:
            self.caption = self._caption_held if not self._caption_held.startswith("Your turn") else ""

    @property
    def animating(self) -> bool:
        return self.hold > 0 or self.tweens.busy

    @property
    def waiting_for_me(self) -> bool:
        """The table waits for the person (his buttons, or the next deal, are on offer)."""
        return bool(self.buttons) or self._show_next()

    @property
    def idle(self) -> bool:
        """Everything the person has been told has been shown."""
        return not self.session.events and self.hold <= 0

    def update(self, dt: float) -> None:
        super().update(dt)
        speed = self.app.settings.animation_speed
        if self.log.show_laws != self.app.settings.show_laws:  # the setting changed
            self.log.show_laws = self.app.settings.show_laws
            self.log.stale = True
        foot = self.app.toasts_height(self.toast_area())
        if foot != self.log.foot:  # a toast up or gone: the log's lines above it, not under
            self.log.foot = foot
            self.log.stale = True
        self.clock += dt
        self.hold = max(0.0, self.hold - dt * speed)
        self.land_lines()  # (a move's line with its counters: table/landing_lines.py)
        self._play_instant()
        played = 0
        q = self.session.events
        guide = self.guide_show
        if guide is not None:
            guide.update()
        # A note of the guide's that stops the table holds what is still to be shown, and so do
        # the guide's words on an event still being shown (they come once it is).
        while q and self.hold <= 0 and played < 60 and not self.guide_waits() \
                and not (guide is not None and guide.holding) and self.may_play(q[0]):
            self._play(q.popleft())
            played += 1
        self._makes_left = 0 if played else 3
        if not played:
            self._prepare()
        self.session.update(dt, ready=self.idle and not self.guide_waits()
                            and not (guide is not None and guide.holding), speed=speed)
        if self.session.messages:
            for message in self.session.messages:
                self.app.toast(message, 5.0)
            self.session.messages.clear()
        if self.idle and not self.session.deal_over and not self.session.human_to_act:
            seat = self.session.to_act
            if seat is not None and self.session.thinking == seat:
                self.caption = f"{self.session.names[seat]} is thinking\u2026"
        if self.top.follows_view and not self.tweens.busy:
            # Cards dealt one after another may have been sent to the places of a shorter hand:
            # once everything has landed, settle each hand in its places.
            for seat in self.seats:
                self._arrange(seat, duration=0.18)
        self._refresh_buttons()
        self._guide_caption()
        turn = (self._turn_seat(), bool(self.buttons))
        if turn != self._turn_key:  # the glow pulses afresh for every turn
            self._turn_key, self._turn_from = turn, self.clock
        pause = self.session.pause(self.deal_done)
        self.next_button.label = pause.next_label if pause is not None else "Next deal"
        self.leave_button.label = "Leave the table"
        self.odds_button.label = f"{'Odds' if self.book is not None else 'Odds helper'}: {'on' if self.odds_on else 'off'}"
        if self.idle and self.session.deal_over and self.deal_done:
            # (once nothing moves: the décavé's box came over Bouillotte's brelans being paid,
            # issue 38, window round 9)
            still = not self.tweens.busy and not self.flyers
            if still and self.app.top is self and self.session.stake_prompt():  # table stakes: a new stake?
                self.app.show("new-stake", self.session)
            self.after_deal += dt * speed
            if self.demo and self.after_deal > DEMO_PAUSE:
                if self.session.game_over:
                    return
                self.session.next_deal()
        self._update_odds()
        self._update_book()
        if self.session.closed and self.app.top is self:
            self.leave_table()  # a party table closes when the evening needs the window

    def needs_frames(self) -> bool:
        """At rest only when the table waits for the person (his buttons, the next deal) or
        for nothing at all: every animation over, every event shown, no computer player to
        move, no odds being worked out, no timer running (the demo's pause between deals)."""
        session = self.session
        guide = self.guide_show
        if guide is not None and (guide._pending is not None or guide.holding or guide.summary_due()):
            return True  # the book's word is being worked out for the guide, or its words wait
        if self.animating or self.flyers or self.loose or self.top.busy():
            return True
        if session.events and not self.guide_waits():
            return True
        if self._late or self.log.stale or self._caption_shown != self.caption:
            return True  # a part shown a frame late (the painter's budget): draw it as it is
        if self.clock - self._turn_from < TURN_PULSE_SECONDS:
            return True  # the turn's glow still pulses
        if session.closed or session.messages or self._odds_future is not None or self.book_busy():
            return True
        if session.human is None:
            # The demo, or a watched party table: the play goes on by itself (the demo's pause
            # between deals is a timer too).
            return not session.game_over
        if not session.deal_over:
            # A computer player to move (his decision comes from a thread), unless the table
            # waits for the person: his turn, or a hot-seat guest's turn over ("pass on").
            return not (session.human_to_act or self.waiting_for_me or self.guide_waits())
        return not self.deal_done

    def help_keys(self) -> list[tuple[str, str]]:
        tail = [("Up / Down", "the amount (Page Up/Down: by 5)")]
        if self.book is not None:  # (not in the demo, nor at a party's table)
            tail.append(("?  or  /", "ask the book; between deals, the deal in review"))
            tail.append(("Left / Right", "the deal in review: the earlier, later deal"))
        tail += [("Enter / Space", "the lit button; skip; next deal"),
                 ("H  /  Esc", "the odds helper; the menu") if self.has_draw else ("Esc", "the menu"),
                 ("L", "leave the table (between deals)")]
        if self.guide_show is not None and self.guide_show.active:
            tail = [("Enter (the guide)", "go on to the guide's next word"),
                    ("Esc (the guide)", "leave the guide: the deal plays on as any other")] + tail
        mark = ("1 \u2013 5, click", "mark a card to throw away")
        return self.top.help_keys(mark, tail)


__all__ = ["TableScene", "TableMenu", "KEY_OF", "AMOUNT_KINDS", "BUTTON_ORDER", "LIT_ORDER", "LIFT_MARKED",
           "LIFT_WINNER", "DEMO_PAUSE", "SeatShow", "Flyer"]
