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
"""

from __future__ import annotations

import gc
import logging
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.cards import Card
from game.engine import Action, ActionKind, LegalAction, Phase
from game.engine.events import (
    Acted, CardsDrawn, CardUp, CountersBought, DealEnded, DealStarted, DrawAnnounced, Event, FrozenOut, HandDealt,
    HandShown, JackMade, KittyTaken, PackRebuilt, PoolWon, Returned, SeatsDrawn, Staked, WidowDealt,
)
from game.engine.narrate import describe
from game.engine.variants import deal_class
from game.hands import evaluate
from game.hands.odds_words import odds_lines

from ..scene import Scene
from ..seating import MUCK_SPOT, POOL_SPOT, TABLE_CENTRE, SeatPlace, chip_spot, plate_rect, seat_places
from ..session import Session, short_temperament
from ..sprites import CardSprite
from ..tabletops import tabletop_for
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, GREY, WARN, blit_at, wrap
from ..tween import Tween, ease_in_out_cubic, ease_in_out_quad, ease_out_back, ease_out_cubic
from .table_parts import (Button, ImageCache, LogPanel, PlateLook, counter_stacks, draw_plate, draw_plate_counters,
                          draw_pointer, make_table_layer, pool_pile, pulse)

log = logging.getLogger("parlour_poker.ui.table")

K = ActionKind

KEY_OF: dict[ActionKind, str] = {
    K.ABANDON: "A", K.CALL: "C", K.RAISE: "R", K.BET: "B", K.BLIND: "B", K.OPEN: "O", K.PASS: "P",
    K.DRAW: "D", K.STRADDLE: "S", K.SHOW: "S", K.NO_STRADDLE: "N", K.MAKE_JACK: "J", K.DECLINE_SHOW: "X",
    # the other games of the family (docs/variants.md)
    K.KNOCK: "K", K.TAKE_WIDOW: "T", K.TURN_WIDOW: "U", K.DRAW_ONE: "D", K.EXCHANGE: "E", K.BACK_FIELD: "F",
}
"""The key for each action (no two actions offered together share a key)."""
_LETTERS = {getattr(pygame, f"K_{c.lower()}"): c for c in "ABCDEFJKNOPRSTUX"}
AMOUNT_KINDS = (K.RAISE, K.BET, K.OPEN, K.BLIND)
BUTTON_ORDER = (K.DRAW, K.DRAW_ONE, K.EXCHANGE, K.TAKE_WIDOW, K.TURN_WIDOW, K.SHOW, K.DECLINE_SHOW,
                K.NO_STRADDLE, K.STRADDLE, K.PASS, K.OPEN, K.BLIND, K.CALL, K.BET, K.RAISE, K.BACK_FIELD,
                K.KNOCK, K.MAKE_JACK, K.ABANDON)
LIT_ORDER = (K.DRAW, K.SHOW, K.CALL, K.NO_STRADDLE, K.PASS, K.BET, K.OPEN, K.BLIND, K.TURN_WIDOW, K.KNOCK)
_MARK_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4,
              pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3, pygame.K_KP5: 4}
_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

DEMO_PAUSE = 2.6
"""Seconds between deals when nobody is playing (the demo)."""
LIFT_MARKED = 24.0
LIFT_WINNER = 16.0


@dataclass
class SeatShow:
    """What the window shows of one seat: moved on by the events, never read from the table."""

    seat: int
    name: str
    key: str
    short: str
    description: str
    place: SeatPlace
    stack: int = 0
    put: int = 0
    in_deal: bool = False
    holding: bool = False
    out: bool = False
    drew: bool = False
    winner: bool = False
    note: str = ""
    value: str = ""
    cards: list[CardSprite] = field(default_factory=list)


@dataclass
class Flyer:
    """Counters on their way: ``dest`` is ``"pool"``, ``"kitty"`` or a seat."""

    amount: int
    x: float
    y: float
    dest: Any
    alpha: float = 255.0


class TableScene(Scene):
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
        self._actions_last: pygame.Surface | None = None
        self._makes_left = 8
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
        self.top = tabletop_for(self.variant)(self)
        """What this game adds to the shared table (game.ui.tabletops)."""

    # --- the stack's calls -----------------------------------------------------------------

    def enter(self) -> None:
        self.warm()
        self._table_layer()
        # Everything made so far (the hand tables, the players' models, the card images) lives
        # as long as the table: keep it out of the collector's full sweeps, which would
        # otherwise stop a frame now and then to walk it all again.
        gc.collect()
        gc.freeze()
        if not self.session.events and self.session.deal_over and not self.session.game_over:
            self.session.next_deal()
        self._play_instant()

    def leave(self) -> None:
        self.session.close()

    def resume(self) -> None:
        self._plates.clear()
        self._seat_last.clear()
        self._seat_cache.clear()
        self._hands.clear()
        self._table_layer()

    def warm(self) -> None:
        """Draw the pack's faces and backs at this window's sizes now, not in the middle of a deal."""
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

    # --- layout ------------------------------------------------------------------------------

    def layout(self, layout) -> None:
        lay = layout
        right = 972
        if self.odds_on:
            self.rects["log"] = lay.rect(right, 24, 284, 252)
            self.rects["odds"] = lay.rect(right, 284, 284, 136)
        else:
            self.rects["log"] = lay.rect(right, 24, 284, 396)
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
        for i, b in enumerate(buttons):
            col, row = i % 2, i // 2
            b.rect = pygame.Rect(x0 + col * (w + lay.px(8)), y + row * (h + gap), w, h)

    # --- playing the events ------------------------------------------------------------------

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

    def _describe(self, event: Event) -> str | None:
        """The log's line for an event, with the person as "You" throughout."""
        viewer = None if self.demo else self.me
        return describe(event, self.log_names, viewer)

    def _play(self, queued) -> None:
        event = queued.event
        self._instant = queued.instant
        self.played += 1
        line = self._describe(event)
        if line:
            style = "deal" if isinstance(event, DealStarted) else "result" if isinstance(event, PoolWon) else "line"
            self.log.add(line, style)
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)
        elif self.top.follows_view:
            self.top.on_event(event)
        if self.top.follows_view and not any(isinstance(q.event, _DEALING) for q in self.session.events):
            self.top.sync()

    def _wait(self, seconds: float) -> None:
        if not self._instant:
            self.hold = max(self.hold, seconds)

    def _sound(self, name: str, volume: float = 1.0) -> None:
        if not self._instant:
            self.app.sound.play(name, volume)

    def _words(self, event: Event) -> str:
        """The log's line without its law, for the caption."""
        line = self._describe(event) or ""
        head, sep, tail = line.partition(": ")
        if sep and head.startswith(("Law", "TABLE", "FREEZE", "The ", "no jack")):
            line = tail
        return line[:1].upper() + line[1:]

    def _name(self, seat: int) -> str:
        return "You" if seat == self.me else self.session.names[seat]

    # Counters moving: the source loses them at once, the destination gains them on landing.
    def _fly(self, amount: int, start: tuple[float, float], dest: Any, delay: float = 0.0,
             duration: float = 0.42) -> None:
        if amount <= 0:
            return
        end = self._dest_point(dest)
        flyer = Flyer(amount, start[0], start[1], dest)
        self.flyers.append(flyer)

        def land() -> None:
            if flyer in self.flyers:
                self.flyers.remove(flyer)

        self.tweens.add(Tween(flyer, duration, x=end[0], y=end[1], easing=ease_in_out_cubic, delay=delay,
                              on_finish=land))

    def _dest_point(self, dest: Any) -> tuple[float, float]:
        if dest == "pool":
            return POOL_SPOT
        if dest == "kitty":
            return (POOL_SPOT[0] - 120, POOL_SPOT[1] - 30)
        return chip_spot(self.places[dest])

    def _in_flight(self, dest: Any) -> int:
        return sum(f.amount for f in self.flyers if f.dest == dest)

    def shown_pool(self) -> int:
        """The pool as drawn: what has landed in it."""
        return max(0, self.pool - self._in_flight("pool"))

    def shown_stack(self, seat: int) -> int:
        return max(0, self.seats[seat].stack - self._in_flight(seat))

    def _muck(self, sprite: CardSprite, delay: float = 0.0) -> None:
        """A card thrown away: it slides towards the middle and fades."""
        self.loose.append(sprite)
        sprite.lift = 0.0

        def gone() -> None:
            if sprite in self.loose:
                self.loose.remove(sprite)

        self.tweens.add(Tween(sprite, 0.38, x=MUCK_SPOT[0], y=MUCK_SPOT[1], alpha=0.0, easing=ease_in_out_quad,
                              delay=delay, on_finish=gone))

    def _arrange(self, seat: SeatShow, delay: float = 0.0, duration: float = 0.25) -> None:
        n = len(seat.cards)
        for i, sp in enumerate(seat.cards):
            x, y = seat.place.card_slot(i, n)
            if abs(sp.x - x) > 0.5 or abs(sp.y - y) > 0.5:
                self.tweens.add(Tween(sp, duration, x=x, y=y, easing=ease_out_cubic, delay=delay))

    # --- the handlers, one per kind of event --------------------------------------------------

    def _on_seats_drawn(self, e: SeatsDrawn) -> None:
        self.caption = f"The cut for seats: {e.order[0]} cut lowest and deals first."
        self._wait(1.1)

    def _on_deal_started(self, e: DealStarted) -> None:
        for seat in self.seats:
            for sp in seat.cards:
                self._muck(sp)
            seat.cards = []
            seat.put = 0
            seat.note = ""
            seat.value = ""
            seat.winner = False
            seat.drew = False
            seat.in_deal = seat.seat in e.players
            seat.holding = seat.in_deal
        self.dealer, self.age, self.pone = e.dealer, e.age, e.pone
        self.pool = e.carried_in + self._in_flight("pool")
        self.deal_no = e.deal
        self.deal_done = False
        self.result = ""
        self.marked.clear()
        self.hand_value = ""
        self.message = ""
        self._odds_key = None
        self.odds_lines = []
        if e.jack_pot:
            opens = e.openers.plural if e.openers else "Jacks"
            self.jack_text = f"A jack pot: {opens} or better to open"
        else:
            self.jack_text = ""
        self.caption = f"Deal {e.deal}: {self._name(e.dealer)} {'deal' if e.dealer == self.me else 'deals'}" \
                       + (f" a jack pot ({self.jack_text.split(': ')[1]})" if e.jack_pot else "") + "."
        self._sound("shuffle", 0.7)
        self._wait(0.6)

    def _on_counters_bought(self, e: CountersBought) -> None:
        seat = self.seats[e.seat]
        seat.stack += e.amount
        seat.note = f"buys {e.amount}"
        self.caption = self._words(e)
        self._wait(0.6)

    def _on_staked(self, e: Staked) -> None:
        seat = self.seats[e.seat]
        seat.stack -= e.amount
        seat.put += e.amount
        self.pool += e.amount
        why = e.why
        seat.note = f"{why} {e.amount}" if not why.startswith("jack ante for") else f"ante for another {e.amount}"
        self._fly(e.amount, chip_spot(seat.place), "pool")
        self._sound("chips", 0.35)
        self.caption = self._words(e)
        self._wait(0.2)

    def _on_hand_dealt(self, e: HandDealt) -> None:
        dealt = [e]
        q = self.session.events
        while q and isinstance(q[0].event, HandDealt):
            dealt.append(q.popleft().event)
        step = 0.055
        pack = self.places[self.dealer if self.dealer is not None else 0].pack
        i = 0
        most = max(len(d.cards) for d in dealt)
        for r in range(most):
            for d in dealt:
                if r >= len(d.cards):
                    continue
                seat = self.seats[d.seat]
                place = seat.place
                sprite = CardSprite(d.cards[r], pack[0], pack[1], width=place.card_w, face_up=False)
                seat.cards.append(sprite)
                x, y = place.card_slot(r, len(d.cards))
                self.tweens.add(Tween(sprite, 0.3, x=x, y=y, easing=ease_out_cubic, delay=i * step,
                                      on_finish=(lambda: self._sound("deal", 0.25)) if r == 0 else None))
                i += 1
        turn_at = i * step + 0.3
        for d in dealt:
            if d.seat == self.me or self.session.reveal:
                for j, sprite in enumerate(self.seats[d.seat].cards):
                    if sprite.card is not None:
                        self.tweens.add(Tween(sprite, 0.24, flip=1.0, easing=ease_in_out_quad,
                                              delay=turn_at + 0.05 * j))
        if self.me is not None and any(d.seat == self.me for d in dealt):
            self._update_hand_value()
            self.caption = "Your cards are dealt."
        self._wait(turn_at + 0.3)

    def _on_acted(self, e: Acted) -> None:
        seat = self.seats[e.seat]
        if e.put:
            seat.stack -= e.put
            seat.put += e.put
            self.pool += e.put
            self._fly(e.put, chip_spot(seat.place), "pool")
            self._sound("chips", 0.6)
        seat.note = _note(e)
        if e.kind in (K.ABANDON, K.DECLINE_SHOW):
            seat.holding = False
            for j, sp in enumerate(seat.cards):
                self._muck(sp, delay=0.03 * j)
            seat.cards = []
            if e.seat == self.me:
                self.marked.clear()
        self.caption = self._words(e)
        self._wait(0.25 if e.seat == self.me else 0.6)

    def _on_draw_announced(self, e: DrawAnnounced) -> None:
        seat = self.seats[e.seat]
        seat.note = "stands pat" if e.count == 0 else f"draws {e.count}"
        seat.drew = True
        self.caption = self._words(e)
        self._wait(0.35 if e.count else 0.6)

    def _on_cards_drawn(self, e: CardsDrawn) -> None:
        seat = self.seats[e.seat]
        k = len(e.discarded)
        if k == 0:
            return
        known = [c for c in e.discarded if c is not None]
        if known and len(known) == k:
            going = [sp for sp in seat.cards if sp.card in known]
        else:
            going = seat.cards[-k:]
        for j, sp in enumerate(going):
            if sp in seat.cards:
                seat.cards.remove(sp)
            self._muck(sp, delay=0.04 * j)
        for sp in seat.cards:
            if sp.lift:
                self.tweens.add(Tween(sp, 0.2, lift=0.0, easing=ease_out_cubic))
        pack = self.places[self.dealer if self.dealer is not None else 0].pack
        n = len(seat.cards) + len(e.drawn)
        start = 0.3
        new = []
        for j, card in enumerate(e.drawn):
            sprite = CardSprite(card, pack[0], pack[1], width=seat.place.card_w, face_up=False)
            new.append(sprite)
        seat.cards.extend(new)
        self._arrange(seat, delay=0.15)
        for j, sprite in enumerate(new):
            i = n - len(new) + j
            x, y = seat.place.card_slot(i, n)
            self.tweens.add(Tween(sprite, 0.3, x=x, y=y, easing=ease_out_cubic, delay=start + 0.12 * j,
                                  on_finish=lambda: self._sound("deal", 0.3)))
            if sprite.card is not None and (e.seat == self.me or self.session.reveal):
                self.tweens.add(Tween(sprite, 0.22, flip=1.0, easing=ease_in_out_quad,
                                      delay=start + 0.12 * j + 0.32))
        if e.seat == self.me:
            self.marked.clear()
            self._update_hand_value()
        self._wait(start + 0.12 * len(new) + 0.5)

    def _on_pack_rebuilt(self, e: PackRebuilt) -> None:
        self.caption = self._words(e)
        self._sound("shuffle", 0.6)
        self._wait(0.9)

    def _on_hand_shown(self, e: HandShown) -> None:
        seat = self.seats[e.seat]
        cards = list(e.cards)
        same = len(seat.cards) == len(cards) and seat.holding and \
            all(sp.card is None or sp.card in cards for sp in seat.cards)
        if same:
            if e.seat != self.me or any(sp.card is None for sp in seat.cards):
                # Turn them over in the order they were shown.
                for j, (sp, card) in enumerate(zip(seat.cards, cards)):
                    sp.card = card
                    if sp.flip < 1.0:
                        self.tweens.add(Tween(sp, 0.26, flip=1.0, easing=ease_in_out_quad, delay=0.06 * j))
        else:
            for sp in seat.cards:
                self._muck(sp)
            seat.cards = []
            for j, card in enumerate(cards):
                x, y = seat.place.card_slot(j, len(cards))
                sp = CardSprite(card, x, y, width=seat.place.card_w, face_up=True)
                sp.alpha = 0.0
                seat.cards.append(sp)
                self.tweens.add(Tween(sp, 0.3, alpha=255.0, easing=ease_out_cubic, delay=0.05 * j))
        seat.value = e.value
        seat.note = e.value or "shows"
        self.caption = self._words(e)
        self._wait(0.8)

    def _on_pool_won(self, e: PoolWon) -> None:
        self.pool -= e.amount
        for j, (w, amount) in enumerate(sorted(e.paid.items())):
            self.seats[w].stack += amount
            self._fly(amount, POOL_SPOT, w, delay=0.15 + 0.1 * j, duration=0.6)
        for w in e.winners:
            seat = self.seats[w]
            seat.winner = True
            for j, sp in enumerate(seat.cards):
                self.tweens.add(Tween(sp, 0.35, lift=LIFT_WINNER, easing=ease_out_back, delay=0.05 * j))
        self.result = self._words(e)
        self.caption = self.result
        self._sound("win" if self.me in e.winners else "chips", 0.8)
        self._wait(1.4)

    def _on_returned(self, e: Returned) -> None:
        seat = self.seats[e.seat]
        seat.stack += e.amount
        if e.why.startswith("penalty from seat"):
            try:
                payer = int(e.why.rsplit(" ", 1)[1])
            except (ValueError, IndexError):
                payer = None
            if payer is not None and 0 <= payer < len(self.seats):
                self.seats[payer].stack -= e.amount
                self._fly(e.amount, chip_spot(self.places[payer]), e.seat)
        else:
            self.pool -= e.amount
            seat.put = max(0, seat.put - e.amount)
            self._fly(e.amount, POOL_SPOT, e.seat)
        self.caption = self._words(e)
        self._wait(0.5)

    def _on_kitty_taken(self, e: KittyTaken) -> None:
        self.pool -= e.amount
        self.kitty += e.amount
        self._fly(e.amount, POOL_SPOT, "kitty")
        self.caption = self._words(e)
        self._wait(0.5)

    def _on_jack_made(self, e: JackMade) -> None:
        self.caption = self._words(e)
        self._wait(0.9)

    def _on_frozen_out(self, e: FrozenOut) -> None:
        seat = self.seats[e.seat]
        seat.out = True
        seat.holding = False
        self.caption = self._words(e)
        self._wait(0.9)

    def _on_deal_ended(self, e: DealEnded) -> None:
        for s, stack in enumerate(e.stacks):
            self.seats[s].stack = stack
        self.pool = e.carried_out + self._in_flight("pool")
        self.kitty = self.session.table.kitty
        for s, seat in enumerate(self.seats):
            seat.out = self.session.table.out[s] if s < len(self.session.table.out) else seat.out
        self.deal_done = True
        self.after_deal = 0.0
        if not self.result:
            self.result = self._words(e)
        self.caption = self.result
        self._wait(0.3)

    # --- the other games of the family (docs/variants.md) -------------------------------------

    def _on_card_up(self, e: CardUp) -> None:
        """A card dealt face up (Stud, Show-down): it flies from the pack and lands face up."""
        seat = self.seats[e.seat]
        pack = self.places[self.dealer if self.dealer is not None else 0].pack
        sprite = CardSprite(e.card, pack[0], pack[1], width=seat.place.card_w, face_up=True)
        seat.cards.append(sprite)
        seat.holding = True
        self._arrange(seat, duration=0.2)
        x, y = seat.place.card_slot(len(seat.cards) - 1, len(seat.cards))
        self.tweens.add(Tween(sprite, 0.26, x=x, y=y, easing=ease_out_cubic,
                              on_finish=lambda: self._sound("deal", 0.25)))
        if e.seat == self.me:
            self._update_hand_value()
        self._wait(0.12)

    # --- the person's hand and the odds helper -------------------------------------------------

    def my_cards(self) -> list[Card]:
        if self.me is None:
            return []
        return [sp.card for sp in self.seats[self.me].cards if sp.card is not None]

    def _update_hand_value(self) -> None:
        cards = self.my_cards()
        if len(cards) == 5:
            try:
                self.hand_value = evaluate(cards, self.session.table.hand_rules).describe()
            except Exception:  # an odd pack or joker the evaluator refuses: say nothing
                self.hand_value = ""
        else:
            self.hand_value = ""

    def can_mark(self) -> bool:
        """True while the person may choose discards: cards in hand and the draw to come."""
        if self.me is None or self.deal_done:
            return False
        seat = self.seats[self.me]
        if not seat.holding or seat.drew or len(seat.cards) != 5:
            return False
        if any(sp.card is None for sp in seat.cards):
            return False
        if K.DRAW_ONE in self.offers:
            return True
        deal = self.session.table.deal
        return deal is not None and deal.phase in (Phase.OPENING, Phase.BEFORE_DRAW, Phase.DRAW)

    def toggle_mark(self, index: int) -> None:
        if not self.can_mark() or not 0 <= index < 5:
            return
        seat = self.seats[self.me]  # type: ignore[index]
        sprite = seat.cards[index]
        if index in self.marked:
            self.marked.discard(index)
            target = 0.0
        else:
            if K.DRAW_ONE in self.offers:  # Whiskey Poker: one card of the hand for one of the widow
                for j in list(self.marked):
                    self.marked.discard(j)
                    self.tweens.add(Tween(seat.cards[j], 0.14, lift=0.0, easing=ease_out_cubic))
            draw = self.offers.get(K.DRAW)
            if draw is not None and len(self.marked) >= draw.high:
                self.app.toast(f"You may discard at most {draw.high}.")
                return
            self.marked.add(index)
            target = LIFT_MARKED
        self.tweens.add(Tween(sprite, 0.14, lift=target, easing=ease_out_cubic))
        self.app.sound.play("click", 0.3)
        self.top.marked_changed()

    def toggle_odds(self) -> None:
        self.odds_on = not self.odds_on
        self.app.odds_helper = self.odds_on
        self._odds_key = None
        self.layout(self.app.layout)
        self.app.sound.play("click", 0.4)

    def _update_odds(self) -> None:
        if not self.odds_on or not self.can_mark():
            if self._odds_key is not None:
                self._odds_key = None
                self.odds_lines = []
            return
        cards = self.my_cards()
        key = (tuple(cards), frozenset(self.marked))
        if key != self._odds_key:
            self._odds_key = key
            keep = [c for i, c in enumerate(cards) if i not in self.marked]
            rules = self.session.table.hand_rules

            def work() -> Any:
                from game.hands import draw_odds

                return draw_odds(cards, keep, rules=rules)

            self._odds_future = (key, self.session.background(work))
            self.odds_lines = [("Working out the odds\u2026", "dim")]
        if self._odds_future is not None:
            fkey, fut = self._odds_future
            if fut.done():
                self._odds_future = None
                if fkey == self._odds_key:
                    try:
                        kept = [c for i, c in enumerate(self.my_cards()) if i not in self.marked]
                        self.odds_lines = odds_lines(fut.result(), len(self.marked), self.hand_value,
                                                     self.session.table.hand_rules, kept)
                    except Exception as exc:
                        self.odds_lines = [(f"No odds for this hand ({exc}).", "dim")]

    # --- the person's turn --------------------------------------------------------------------

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

    def _refresh_buttons(self) -> None:
        session = self.session
        if not (self.idle and session.human_to_act):
            if self.buttons:
                self.buttons = []
                self.offers = {}
                self.amount_kind = None
                self._decision = None
                self._place_buttons()
            return
        table = session.table
        key = (table.deal_number, len(table.actions))
        if key != self._decision:
            self._decision = key
            self.offers = {o.kind: o for o in session.legal()}
            self.amount_kind = next((k for k in AMOUNT_KINDS if k in self.offers), None)
            if self.amount_kind is not None:
                self.amount = self._default_amount(self.offers[self.amount_kind])
            lit = next((k for k in LIT_ORDER if k in self.offers), None)
            self.buttons = [Button(self._label(k), KEY_OF[k], (lambda k=k: self.choose(k)), lit=(k is lit), kind=k)
                            for k in BUTTON_ORDER if k in self.offers]
            self._place_buttons()
            if K.DRAW in self.offers:
                self.caption = "Your turn to draw: mark the cards to throw away (click them, or 1 to 5)."
            elif K.DRAW_ONE in self.offers:
                self.caption = ("Your turn: click one of your cards, then a widow card, to draw one; or "
                                + _turn_words([self._label(b.kind) for b in self.buttons if b.kind is not K.DRAW_ONE]))
            else:
                self.caption = "Your turn: " + _turn_words([self._label(b.kind) for b in self.buttons])
        for b in self.buttons:
            b.label = self._label(b.kind)

    def _default_amount(self, offer: LegalAction) -> int:
        blind = self.session.table.house.blind
        want = offer.low if offer.kind is K.BLIND else 5 * blind
        return max(offer.low, min(offer.high, want))

    def change_amount(self, step: int) -> None:
        if self.amount_kind is None:
            return
        offer = self.offers[self.amount_kind]
        new = max(offer.low, min(offer.high, self.amount + step))
        if new != self.amount:
            self.amount = new
            self.app.sound.play("click", 0.2)

    def _label(self, kind: ActionKind) -> str:
        offer = self.offers.get(kind)
        if kind is K.DRAW:
            n = len(self.marked)
            return f"Draw {n}" if n else "Stand pat"
        if kind in AMOUNT_KINDS:
            word = {K.RAISE: "Raise", K.BET: "Bet", K.OPEN: "Open for", K.BLIND: "Blind"}[kind]
            return f"{word} {self.amount}"
        if kind is K.CALL:
            n = offer.low if offer else 0
            deal = self.session.table.deal
            if deal is not None and deal.phase is Phase.COMING_IN:
                return f"Come in {n}"
            if deal is not None and deal.phase is Phase.ANTES:  # Law 37
                return f"Ante {n}"
            if deal is not None and deal.phase is Phase.BEFORE_DRAW and not deal.raised:
                if self.me == deal.age and not deal.jack_pot:
                    return f"Make good {n}"
                return f"Come in {n}"
            return f"Call {n}" if n else "Stay"
        if kind is K.STRADDLE:
            return f"Straddle {offer.low if offer else ''}".strip()
        if kind is K.BACK_FIELD:
            return f"Back {offer.low if offer else ''}".strip()
        if kind is K.PASS and getattr(self.session.table.deal, "phase", None) is Phase.ANTES:
            return "Pass this jack"
        if kind is K.PASS and getattr(self.session.table.deal, "phase", None) is Phase.AFTER_DRAW:
            return "Hold the age"
        return {K.ABANDON: "Abandon", K.PASS: "Pass", K.NO_STRADDLE: "No straddle", K.MAKE_JACK: "Make a jack",
                K.SHOW: "Show", K.DECLINE_SHOW: "Decline to show", K.KNOCK: "Knock",
                K.TAKE_WIDOW: "Take the widow", K.TURN_WIDOW: "Turn it up", K.DRAW_ONE: "Draw one",
                K.EXCHANGE: "Exchange"}.get(kind, kind.value.capitalize())

    def choose(self, kind: ActionKind) -> None:
        """The person takes an action (a button or its key)."""
        offer = self.offers.get(kind)
        if offer is None or not self.session.human_to_act:
            return
        if kind is K.DRAW:
            seat = self.seats[self.me]  # type: ignore[index]
            cards = tuple(seat.cards[i].card for i in sorted(self.marked) if i < len(seat.cards))
            action = Action(K.DRAW, cards=tuple(c for c in cards if c is not None))
        elif kind in self.top.own_kinds:
            made = self.top.make_action(kind)
            if made is None:
                return
            action = made
        elif kind in AMOUNT_KINDS:
            action = Action(kind, self.amount)
        elif kind in (K.STRADDLE, K.BACK_FIELD):
            action = Action(kind, offer.low)
        else:
            action = Action(kind)
        problem = self.session.act(action)
        if problem:
            self.message = problem
            self.app.toast(problem, 4.0)
            return
        self.message = ""
        self.top.acted()
        self.app.sound.play("click", 0.4)
        self._refresh_buttons()

    def next_deal(self) -> None:
        if self.session.game_over:
            self.leave_table()
            return
        if self.idle and self.session.deal_over:
            self.session.next_deal()

    def open_menu(self) -> None:
        if self.app.top is self:
            self.app.push(TableMenu(self.app, self))

    def leave_table(self) -> None:
        self.session.close()
        if self.app.home_scene is None:
            self.app.quit()  # the demo has no title screen to go back to
        else:
            self.app.go_home()

    # --- the frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        speed = self.app.settings.animation_speed
        self.clock += dt
        self.hold = max(0.0, self.hold - dt * speed)
        self._play_instant()
        played = 0
        q = self.session.events
        while q and self.hold <= 0 and played < 60:
            self._play(q.popleft())
            played += 1
        self._makes_left = 0 if played else 3
        if not played:
            self._prepare()
        self.session.update(dt, ready=self.idle, speed=speed)
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
        self.next_button.label = "Back to the title" if self.session.game_over else "Next deal"
        self.leave_button.label = "Leave the table"
        self.odds_button.label = f"Odds helper: {'on' if self.odds_on else 'off'}"
        if self.idle and self.session.deal_over and self.deal_done:
            if self.app.top is self and self.session.stake_prompt():  # table stakes: a new stake?
                self.app.show("new-stake", self.session)
            self.after_deal += dt * speed
            if self.demo and self.after_deal > DEMO_PAUSE:
                if self.session.game_over:
                    return
                self.session.next_deal()
        self._update_odds()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.animating and not self.waiting_for_me and not self.menu_button.rect.collidepoint(event.pos):
                self.skip()
                return None
            self._pressed = self._button_at(event.pos)
            if self._pressed is None:
                index = self._card_at(event.pos)
                if index is not None:
                    self.toggle_mark(index)
                else:
                    self.top.click(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            button = self._button_at(event.pos)
            pressed, self._pressed = self._pressed, None
            if button is not None and button is pressed and button.enabled:
                button.action()
            return None
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rects["log"].collidepoint(pos) or self.amount_kind is None:
                self.log.scroll_by(3 * (1 if event.y > 0 else -1))
            else:
                self.change_amount(1 if event.y > 0 else -1)
            return None
        return None  # the table fills the window: nothing reaches the screens beneath

    def skip(self) -> None:
        """Finish the animation in hand at once (a click, Space or Enter)."""
        self.tweens.finish_all()
        self.hold = 0.0

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_ESCAPE:
            self.open_menu()
            return None
        if key in _ENTER:
            if self.animating and not self.waiting_for_me:
                self.skip()
            elif self.session.deal_over and self.deal_done and (self.me is not None or self.session.game_over):
                self.next_deal()
            else:
                lit = next((b for b in self.buttons if b.lit), None)
                if lit is not None:
                    lit.action()
            return None
        if key in _MARK_KEYS:
            self.toggle_mark(_MARK_KEYS[key])
            return None
        if self.top.key(key):
            return None
        if key == pygame.K_h and self.has_draw:
            self.toggle_odds()
            return None
        if key == pygame.K_l and self._show_next():
            self.leave_table()
            return None
        steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_EQUALS: 1, pygame.K_PLUS: 1, pygame.K_KP_PLUS: 1,
                 pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1, pygame.K_RIGHT: 1, pygame.K_LEFT: -1,
                 pygame.K_PAGEUP: 5, pygame.K_PAGEDOWN: -5}
        if key in steps:
            self.change_amount(steps[key])
            return None
        if key in (pygame.K_HOME, pygame.K_END) and self.amount_kind is not None:
            offer = self.offers[self.amount_kind]
            self.amount = offer.low if key == pygame.K_HOME else offer.high
            return None
        letter = _LETTERS.get(key)
        if letter is not None:
            for b in self.buttons:
                if b.key_name == letter:
                    b.action()
                    break
        return None

    def _all_buttons(self) -> list[Button]:
        out = [self.menu_button] + ([self.odds_button] if self.has_draw else []) + list(self.buttons)
        if self.amount_kind is not None and self.buttons:
            out += [self.minus, self.plus]
        if self._show_next():
            out += [self.next_button, self.leave_button]
        return out

    def _show_next(self) -> bool:
        return self.idle and self.session.deal_over and self.deal_done and (
            self.me is not None or self.session.game_over)

    def _button_at(self, pos) -> Button | None:
        for b in self._all_buttons():
            if b.rect.collidepoint(pos):
                return b
        return None

    def _card_at(self, pos) -> int | None:
        if self.me is None:
            return None
        art, lay = self.app.cards, self.app.layout
        cards = self.seats[self.me].cards
        for i in range(len(cards) - 1, -1, -1):
            if cards[i].contains(pos, art, lay):
                return i
        return None

    def _hover(self, pos) -> None:
        for b in self._all_buttons():
            b.hover = b.rect.collidepoint(pos)
        self.hover_seat = None
        lay = self.app.layout
        for seat in self.seats:
            if lay.rect(*plate_rect(seat.place)).collidepoint(pos):
                self.hover_seat = seat.seat
                break

    # --- drawing -----------------------------------------------------------------------------

    def _table_layer(self) -> pygame.Surface:
        lay = self.app.layout
        key = (lay.size, self.odds_on)
        if self._layer is None or self._layer_key != key:
            panels = [self.rects["log"], self.rects["actions"]]
            if self.odds_on:
                panels.append(self.rects["odds"])
            self._layer = make_table_layer(self.app.backdrop(), lay, panels)
            self._layer_key = key
        return self._layer

    def _under(self, rect: pygame.Rect) -> pygame.Surface:
        """A copy of the table's layer under ``rect`` (window pixels), to draw an opaque
        image on: an opaque blit costs the frame far less than one with an alpha channel."""
        layer = self._table_layer()
        if layer.get_rect().contains(rect):
            return layer.subsurface(rect).copy()
        base = pygame.Surface(rect.size, 0, layer)
        clip = rect.clip(layer.get_rect())
        base.blit(layer, (clip.x - rect.x, clip.y - rect.y), clip)
        return base

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        surface.blit(self._table_layer(), (0, 0))
        self._draw_pool(surface)
        turn = self._turn_seat()
        for seat in self.seats:
            self._draw_seat(surface, seat, turn == seat.seat)
        for sp in self.loose:
            sp.draw(surface, app.cards, lay)
        for seat in self.seats:
            self._draw_cards(surface, seat)
        self.top.draw(surface)
        for f in self.flyers:
            img = self._pile(f.amount, 20)
            surface.blit(img, img.get_rect(midbottom=lay.point(f.x, f.y)))
        self._draw_caption(surface)
        self.log.draw(surface, app.fonts, lay, self._under(self.rects["log"]) if self.log._image is None else None)
        if self.odds_on:
            self._draw_odds(surface)
        self._draw_actions(surface, turn)
        self.menu_button.draw(surface, app.fonts, lay)
        if self.hover_seat is not None:
            self._draw_tip(surface, self.hover_seat)

    def _turn_seat(self) -> int | None:
        if not self.idle or self.deal_done:
            return None
        return self.session.to_act

    def _pile(self, amount: int, width: float) -> pygame.Surface:
        px = self.app.layout.px(width)
        return self._piles.get((amount, px), lambda: pool_pile(self.app.chips, amount, px))

    def _draw_pool(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        amount = self.shown_pool()
        if amount > 0:
            img = self._pile(amount, 26)
            surface.blit(img, img.get_rect(midbottom=lay.point(*POOL_SPOT)))
        label = f"The pool: {amount}" if amount else "The pool is empty"
        blit_at(surface, app.fonts.render("display", lay.font(24), label, CREAM),
                lay.point(POOL_SPOT[0], POOL_SPOT[1] + 6), "midtop")
        y = POOL_SPOT[1] + 34
        if self.jack_text:
            blit_at(surface, app.fonts.render("italic", lay.font(18), self.jack_text, GOLD),
                    lay.point(POOL_SPOT[0], y), "midtop")
            y += 22
        if self.kitty:
            blit_at(surface, app.fonts.render("italic", lay.font(17), f"the kitty holds {self.kitty}", CREAM_DIM),
                    lay.point(POOL_SPOT[0], y), "midtop")

    def _plate(self, seat: SeatShow) -> tuple[pygame.Surface, bool]:
        app, lay = self.app, self.app.layout
        dim = (not seat.holding and not self.deal_done) or seat.out
        look = PlateLook(seat.name, seat.short, dim=dim, out=seat.out, mine=seat.seat == self.me)
        return self._plates.get((look, lay.scale), lambda: draw_plate(app.fonts, lay, look)), dim

    def _stacks(self, amount: int) -> pygame.Surface:
        px = self.app.layout.px(17)
        return self._piles.get(("stacks", amount, px), lambda: counter_stacks(self.app.chips, amount, px, most=7))

    def _draw_seat(self, surface: pygame.Surface, seat: SeatShow, turn: bool) -> None:
        lay = self.app.layout
        rect = lay.rect(*plate_rect(seat.place))
        img, (dx, dy) = self._seat_image(seat, rect)
        surface.blit(img, (rect.x - dx, rect.y - dy))
        if turn:
            glow = pulse(self.clock)
            ring = rect.inflate(lay.px(8 + 4 * glow), lay.px(8 + 4 * glow))
            pygame.draw.rect(surface, GOLD, ring, width=max(2, lay.px(3)), border_radius=lay.px(14))
        elif seat.winner:
            pygame.draw.rect(surface, (236, 214, 150), rect.inflate(lay.px(6), lay.px(6)), width=max(2, lay.px(2)),
                             border_radius=lay.px(13))
        if turn:
            ux, uy = seat.place.toward
            if seat.place.mine:
                draw_pointer(surface, (rect.centerx, rect.top - lay.px(10)), (0, 1), lay.px(14), GOLD)
            elif ux > 0.3 or ux < -0.3:
                side = rect.left - lay.px(6) if ux > 0.3 else rect.right + lay.px(6)
                draw_pointer(surface, (side, rect.centery), (1 if ux > 0.3 else -1, 0), lay.px(12), GOLD)
            else:
                y = rect.top - lay.px(6) if uy > 0 else rect.bottom + lay.px(6)
                draw_pointer(surface, (rect.centerx, y), (0, 1 if uy > 0 else -1), lay.px(12), GOLD)

    def _seat_image(self, seat: SeatShow, rect: pygame.Rect) -> tuple[pygame.Surface, tuple[int, int]]:
        """The plate with its counters, the age and pone tags, the dealer's button and the note
        under it, composed once for each state (it only changes when an event changes it)."""
        app, lay = self.app, self.app.layout
        plate, dim = self._plate(seat)
        amount = self.shown_stack(seat.seat)
        tags = tuple(t for t, s in (("age", self.age), ("pone", self.pone)) if seat.seat == s)
        tags += self.top.tags(seat.seat)
        dealer = seat.seat == self.dealer
        note = seat.note if not seat.out else ""
        key = ("seat", seat.name, seat.short, dim, seat.out, seat.seat == self.me, amount, tags, dealer, note,
               seat.winner, self._layer_key)

        def make() -> tuple[pygame.Surface, tuple[int, int]]:
            w, h = rect.size
            parts: list[tuple[pygame.Surface, pygame.Rect]] = []
            note_box = None
            if note:
                colour = (236, 214, 150) if seat.winner else CREAM
                text = app.fonts.render("italic", lay.font(17), note, colour)
                note_box = text.get_rect().inflate(lay.px(14), lay.px(4))
                note_box.midtop = (w // 2, h - lay.px(3))
            bounds = pygame.Rect(0, -lay.px(14), w + lay.px(16), h + lay.px(18))
            if note_box is not None:
                bounds.union_ip(note_box.inflate(2, 2))
            canvas = self._under(bounds.move(rect.x, rect.y))
            ox, oy = -bounds.x, -bounds.y
            canvas.blit(plate, (ox, oy))
            local = pygame.Rect(ox, oy, w, h)
            if not seat.out:
                draw_plate_counters(canvas, local, app.fonts, lay, self._stacks(amount), amount, dim)
            x = local.right - lay.px(26)
            for tag in tags:
                img = app.fonts.render("italic", lay.font(15), tag, (40, 34, 28))
                box = img.get_rect().inflate(lay.px(12), lay.px(2))
                box.midright = (x, local.top)
                pygame.draw.rect(canvas, CREAM_DIM, box, border_radius=box.height // 2)
                blit_at(canvas, img, box.center, "center")
                x = box.left - lay.px(6)
            if dealer:
                c = (local.right - lay.px(4), local.top + lay.px(2))
                r = lay.px(13)
                pygame.draw.circle(canvas, (250, 246, 232), c, r)
                pygame.draw.circle(canvas, GOLD_DARK, c, r, max(1, lay.px(2)))
                blit_at(canvas, app.fonts.render("index", lay.font(14), "D", (40, 34, 28)), c, "center")
            if note_box is not None:
                box = note_box.move(ox, oy)
                colour = (236, 214, 150) if seat.winner else CREAM
                pygame.draw.rect(canvas, (14, 34, 22), box, border_radius=box.height // 2)
                pygame.draw.rect(canvas, GOLD_DARK, box, width=1, border_radius=box.height // 2)
                blit_at(canvas, app.fonts.render("italic", lay.font(17), note, colour), box.center, "center")
            return canvas, (ox, oy)

        found = self._seat_cache.peek(key)
        if found is None:
            last = self._seat_last.get(seat.seat)
            if last is not None and self._makes_left <= 0:
                return last  # a frame late: this frame has made enough images already
            self._makes_left -= 1
            found = self._seat_cache.get(key, make)
        self._seat_last[seat.seat] = found
        return found

    def _hand_box(self, seat: SeatShow) -> pygame.Rect | None:
        """The window rectangle round a seat's cards (as they lie, lifted or not)."""
        if not seat.cards:
            return None
        app, lay = self.app, self.app.layout
        box = seat.cards[0].rect(app.cards, lay)
        for sp in seat.cards[1:]:
            box = box.union(sp.rect(app.cards, lay))
        return box

    def _draw_glow(self, surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int],
                   strength: float) -> None:
        lay = self.app.layout
        pad = lay.px(14)
        key = ("glow", box.size, colour, round(strength * 8), lay.scale)

        def make() -> pygame.Surface:
            w, h = box.width + 2 * pad, box.height + 2 * pad
            glow = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(pad, 0, -2):
                a = int((60 + 110 * strength) * (1 - i / pad) ** 1.4) + 10
                r = pygame.Rect(pad - i, pad - i, w - 2 * (pad - i), h - 2 * (pad - i))
                pygame.draw.rect(glow, (*colour, a), r, border_radius=lay.px(10) + i)
            return glow

        img = self._tips.get(key, make)
        surface.blit(img, (box.x - pad, box.y - pad))

    def _draw_cards(self, surface: pygame.Surface, seat: SeatShow) -> None:
        app, lay = self.app, self.app.layout
        mine = seat.seat == self.me
        if seat.winner and self.deal_done or (seat.winner and not self.tweens.busy):
            box = self._hand_box(seat)
            if box is not None:
                self._draw_glow(surface, box, (240, 214, 140), 1.0)
        elif mine and self.buttons:
            box = self._hand_box(seat)
            if box is not None:
                self._draw_glow(surface, box, GOLD, pulse(self.clock))
        resting = self._resting_hand(seat) if not mine else None
        if resting is not None:
            img, pos = resting
            surface.blit(img, pos)
        else:
            for i, sp in enumerate(seat.cards):
                if mine and i in self.marked:
                    r = sp.rect(app.cards, lay).inflate(lay.px(8), lay.px(8))
                    pygame.draw.rect(surface, WARN, r, width=max(2, lay.px(3)), border_radius=lay.px(9))
                sp.draw(surface, app.cards, lay)
        if mine and seat.cards:
            first = seat.cards[0].rect(app.cards, lay)
            last = seat.cards[-1].rect(app.cards, lay)
            y = min(first.top, last.top) - lay.px(4)
            if self.can_mark():
                for i, sp in enumerate(seat.cards):
                    r = sp.rect(app.cards, lay)
                    word = ("lay down" if K.DRAW_ONE in self.offers else "discard") if i in self.marked else str(i + 1)
                    col = WARN if i in self.marked else CREAM_DIM
                    blit_at(surface, app.fonts.render("index" if i not in self.marked else "italic",
                                                      lay.font(14 if i not in self.marked else 17), word, col),
                            (r.centerx, r.top - lay.px(3)), "midbottom")
            elif self.hand_value:
                blit_at(surface, app.fonts.render("italic", lay.font(20), self.hand_value, CREAM),
                        ((first.left + last.right) // 2, y), "midbottom")
            note = self.top.hand_note(seat)
            if note:
                blit_at(surface, app.fonts.render("italic", lay.font(15), note, CREAM_DIM),
                        (first.centerx, first.top - lay.px(3)), "midbottom")

    def _resting_hand(self, seat: SeatShow) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """A hand lying still, as one image (drawn once per hand, not card by card each frame);
        None while any of its cards moves, turns, lifts or fades."""
        cards = seat.cards
        if not cards:
            return None
        n = len(cards)
        for i, sp in enumerate(cards):
            if sp.lift or sp.angle or sp.alpha < 254.5 or sp.flip not in (0.0, 1.0) or not sp.visible:
                return None
            x, y = seat.place.card_slot(i, n)
            if sp.x != x or sp.y != y or sp.width != seat.place.card_w:
                return None
        app, lay = self.app, self.app.layout
        faces = tuple(sp.card.code if sp.face_up else None for sp in cards)  # type: ignore[union-attr]
        first = cards[0].rect(app.cards, lay)
        last = cards[-1].rect(app.cards, lay)
        if seat.winner:
            return None  # its glow shows between the cards' rounded corners
        key = ("hand", faces, first.topleft, first.size, last.x - first.x, n, app.cards.four_colour,
               app.cards.back_colour, self._layer_key)

        def make() -> pygame.Surface:
            box = first.union(last)
            img = self._under(box)
            for sp in cards:
                r = sp.rect(app.cards, lay)
                img.blit(sp.image(app.cards, lay), (r.x - box.x, r.y - box.y))
            return img

        return self._hands.get(key, make), first.topleft

    def _draw_caption(self, surface: pygame.Surface) -> None:
        text = self._caption_shown
        if not text:
            return
        app, lay = self.app, self.app.layout
        img = self._tips.get(("caption", text, lay.scale), lambda: self._caption_image(text))
        surface.blit(img, img.get_rect(midtop=lay.point(TABLE_CENTRE[0], TABLE_CENTRE[1] + 98)))

    def _prepare(self) -> None:
        """Make one changed image ahead of the draw, in a frame that showed no event: the log
        or the caption lag a frame behind, and no frame has to make them all at once."""
        lay = self.app.layout
        if self.log.stale:
            self.log.refresh(self.app.fonts, lay, self._under(self.rects["log"]))
        elif self._caption_shown != self.caption:
            text = self.caption
            if text:
                self._tips.get(("caption", text, lay.scale), lambda: self._caption_image(text))
            self._caption_shown = text

    def _caption_image(self, text: str) -> pygame.Surface:
        app, lay = self.app, self.app.layout
        font_px = lay.font(21)
        lines = wrap(app.fonts.get("body", font_px), text, lay.px(330))[:3]
        imgs = [app.fonts.render("body", font_px, line, CREAM) for line in lines]
        w = max(i.get_width() for i in imgs) + lay.px(28)
        h = sum(i.get_height() for i in imgs) + lay.px(10)
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(box, (12, 30, 20, 235), box.get_rect(), border_radius=lay.px(10))
        pygame.draw.rect(box, GOLD_DARK, box.get_rect(), width=1, border_radius=lay.px(10))
        y = lay.px(5)
        for img in imgs:
            blit_at(box, img, (w // 2, y), "midtop")
            y += img.get_height()
        return box

    def _draw_odds(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        r = self.rects["odds"]
        if self.odds_lines:
            lines = tuple(self.odds_lines)
        elif self.can_mark():
            lines = (("Mark the cards you would throw away: the odds of what the draw brings appear here.",
                      "dim"),)
        else:
            lines = (("Before the draw, the odds of the draw you mark appear here.", "dim"),)

        def make() -> pygame.Surface:
            panel = self._under(r)
            pad = lay.px(12)
            blit_at(panel, app.fonts.render("display", lay.font(22), "The odds of your draw", GOLD),
                    (pad, lay.px(6)), "topleft")
            y = lay.px(36)
            font = app.fonts.get("body", lay.font(17))
            for text, style in lines:
                colour = GOLD if style == "head" else CREAM_DIM if style == "dim" else CREAM
                for line in wrap(font, text, r.width - 2 * pad):
                    if y + font.get_linesize() > r.height - lay.px(4):
                        return panel
                    blit_at(panel, app.fonts.render("body", lay.font(17), line, colour), (pad, y), "topleft")
                    y += font.get_linesize()
            return panel

        surface.blit(self._tips.get(("odds", lines, self._layer_key), make), r)

    def _actions_text(self, turn: int | None) -> tuple[str, str]:
        if self.session.game_over:
            return "The game is over", self.result
        if self._show_next():
            return "The deal is over", "Enter deals the next hand."
        if self.buttons:
            call = self.offers.get(K.CALL)
            sub = f"To stay: {call.low}" if call else ""
            if K.DRAW in self.offers:
                sub = "Mark cards: click them, or 1 to 5."
            if K.DRAW_ONE in self.offers:
                sub = "Your card (1-5), then the widow's (6-0)."
            if K.BACK_FIELD in self.offers:
                sub = f"Back your hand against the field: {self.offers[K.BACK_FIELD].low}"
            if self.amount_kind is not None:
                o = self.offers[self.amount_kind]
                word = {K.RAISE: "raise", K.BET: "bet", K.OPEN: "open for", K.BLIND: "blind"}[self.amount_kind]
                sub += ("  \u00b7  " if sub else "") + f"{word} {o.low} to {o.high}"
            return "Your turn", sub
        if turn is not None:
            if turn == self.me:
                return "Your turn", ""
            return f"{self.session.names[turn]} to act", self.seats[turn].description.split(":")[0]
        if self.demo:
            return "Watching the game", "Computer players only; Esc leaves."
        return "Watch the table", "A click skips the animation."

    def _panel_buttons(self) -> list[Button]:
        shown: list[Button] = []
        if self._show_next():
            shown += [self.next_button, self.leave_button]
        if self.buttons:
            if self.amount_kind is not None:
                shown += [self.minus, self.plus]
            shown += self.buttons
        if self.has_draw:  # no odds to help with in a game without a draw
            shown.append(self.odds_button)
        return shown

    def _draw_actions(self, surface: pygame.Surface, turn: int | None) -> None:
        """The panel of the person's choices, composed once for each state of it."""
        app, lay = self.app, self.app.layout
        a = self.rects["actions"]
        head, sub = self._actions_text(turn)
        shown = self._panel_buttons()
        amount = self.amount if self.buttons and self.amount_kind is not None else None
        key = ("actions", head, sub, amount, self._layer_key,
               tuple((b.label, b.lit, b.hover, b.enabled, b.key_name, tuple(b.rect)) for b in shown))

        def make() -> pygame.Surface:
            panel = self._under(a)
            pad = lay.px(12)
            blit_at(panel, app.fonts.render("display", lay.font(27), head, GOLD), (pad, lay.px(6)), "topleft")
            if sub:
                font = app.fonts.get("italic", lay.font(17))
                line = wrap(font, sub, a.width - 2 * pad)[0]
                blit_at(panel, app.fonts.render("italic", lay.font(17), line, CREAM_DIM), (pad, lay.px(40)), "topleft")
            if amount is not None:
                m, p = self.minus.rect.move(-a.x, -a.y), self.plus.rect.move(-a.x, -a.y)
                mid = pygame.Rect(m.right, m.y, p.left - m.right, m.height)
                blit_at(panel, app.fonts.render("display", lay.font(28), str(amount), CREAM), mid.center, "center")
            for b in shown:
                real = b.rect
                b.rect = real.move(-a.x, -a.y)
                try:
                    b.draw(panel, app.fonts, lay)
                finally:
                    b.rect = real
            return panel

        found = self._tips.peek(key)
        if found is None:
            if self._actions_last is not None and self._makes_left <= 0:
                found = self._actions_last  # a frame late: this frame has made enough images
            else:
                self._makes_left -= 1
                found = self._tips.get(key, make)
        self._actions_last = found
        surface.blit(found, a)

    def _draw_tip(self, surface: pygame.Surface, seat_index: int) -> None:
        app, lay = self.app, self.app.layout
        seat = self.seats[seat_index]
        text = seat.description if seat_index != self.me else "You: your counters, and your cards below."

        def make() -> pygame.Surface:
            font_px = lay.font(18)
            lines = wrap(app.fonts.get("italic", font_px), text, lay.px(300))
            imgs = [app.fonts.render("italic", font_px, line, CREAM) for line in lines]
            w = max(i.get_width() for i in imgs) + lay.px(20)
            h = sum(i.get_height() for i in imgs) + lay.px(12)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, (10, 26, 18, 240), surf.get_rect(), border_radius=lay.px(8))
            pygame.draw.rect(surf, GOLD_DARK, surf.get_rect(), width=1, border_radius=lay.px(8))
            y = lay.px(6)
            for img in imgs:
                surf.blit(img, (lay.px(10), y))
                y += img.get_height()
            return surf

        tip = self._tips.get((seat_index, lay.scale), make)
        rect = lay.rect(*plate_rect(seat.place))
        ux, uy = seat.place.toward
        if seat.place.mine:
            box = tip.get_rect(bottomleft=(rect.left, rect.top - lay.px(14)))
        elif abs(ux) > 0.35:  # beside the plate, on the table's side
            box = tip.get_rect(midleft=(rect.right + lay.px(10), rect.centery)) if ux > 0 else \
                tip.get_rect(midright=(rect.left - lay.px(10), rect.centery))
        else:
            box = tip.get_rect(midtop=(rect.centerx, rect.bottom + lay.px(22)))
            if box.bottom > lay.height - lay.px(10) or uy < 0:
                box.midbottom = (rect.centerx, rect.top - lay.px(14))
        box.clamp_ip(pygame.Rect(0, 0, lay.width, lay.height))
        surface.blit(tip, box)

    def help_keys(self) -> list[tuple[str, str]]:
        tail = [("Up / Down", "the amount (Page Up/Down: by 5)"),
                ("Enter / Space", "the lit button; skip; next deal"),
                ("H  /  Esc", "the odds helper; the menu") if self.has_draw else ("Esc", "the menu"),
                ("L", "leave the table (between deals)")]
        mark = ("1 \u2013 5, click", "mark a card to throw away")
        return self.top.help_keys(mark, tail)


def _note(e: Acted) -> str:
    """A few words under a seat's plate for what it did."""
    k = e.kind
    if k is K.ABANDON:
        return "abandoned"
    if k is K.CALL:
        if e.law == "Law 18" or e.law == "Law 41":
            return f"came in {e.put}"
        return f"called {e.put}" if e.put else "stays"
    if k is K.RAISE:
        return f"raised {e.amount}"
    if k is K.BET:
        return f"bet {e.amount}"
    if k is K.OPEN:
        return f"opened for {e.amount}"
    if k is K.PASS:
        return "passed"
    if k is K.STRADDLE:
        return f"straddled {e.amount}"
    if k is K.NO_STRADDLE:
        return "no straddle"
    if k is K.MAKE_JACK:
        return "made a jack"
    if k is K.DECLINE_SHOW:
        return "declined to show"
    if k is K.BACK_FIELD:
        return f"backs the field {e.put}" if e.put else "backs the field"
    return {K.KNOCK: "knocked", K.TAKE_WIDOW: "took the widow", K.TURN_WIDOW: "turned the widow up",
            K.DRAW_ONE: "drew one", K.EXCHANGE: "exchanged"}.get(k, k.value)


def _turn_words(labels: list[str]) -> str:
    """``["Come in 2", "Raise 5", "Abandon"]`` -> ``"come in 2, raise 5 or abandon."``"""
    words = [w[:1].lower() + w[1:] for w in labels]
    if len(words) <= 1:
        return (words[0] if words else "act") + "."
    return ", ".join(words[:-1]) + " or " + words[-1] + "."


_HANDLERS = {
    SeatsDrawn: TableScene._on_seats_drawn, DealStarted: TableScene._on_deal_started,
    CountersBought: TableScene._on_counters_bought, Staked: TableScene._on_staked,
    HandDealt: TableScene._on_hand_dealt, Acted: TableScene._on_acted,
    DrawAnnounced: TableScene._on_draw_announced, CardsDrawn: TableScene._on_cards_drawn,
    PackRebuilt: TableScene._on_pack_rebuilt, HandShown: TableScene._on_hand_shown,
    PoolWon: TableScene._on_pool_won, Returned: TableScene._on_returned, KittyTaken: TableScene._on_kitty_taken,
    JackMade: TableScene._on_jack_made, FrozenOut: TableScene._on_frozen_out, DealEnded: TableScene._on_deal_ended,
    CardUp: TableScene._on_card_up,
}
_DEALING = (HandDealt, CardUp, WidowDealt)
"""Events that deal cards: the other games' hands are checked against the view once these have played."""



# --- the table's menu (Esc) -------------------------------------------------------------------

class TableMenu(Scene):
    """Go on playing, the rules, the settings, the statistics, or leave the table (it is saved)."""

    opaque = False
    pauses_below = True
    title = "The table's menu"

    def __init__(self, app, table: TableScene) -> None:
        super().__init__(app)
        from ..widgets import Menu, MenuItem

        self.table = table
        leave = "Leave the table"
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


__all__ = ["TableScene", "TableMenu", "KEY_OF"]

