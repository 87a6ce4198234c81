"""The table's controls: the person's hand and the odds helper, the buttons offered and
their amounts, and the keys and clicks that become actions."""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import pygame

from game.cards import Card
from game.engine import Action, ActionKind, LegalAction, Phase
from game.engine.core.plate_notes import THROW_IN
from game.hands import evaluate
from game.hands.odds_words import odds_lines

from ..scenes.table_parts import Button
from ..guided import GUIDE_KEY
from ..seating import plate_rect
from ..tween import Tween, ease_out_cubic
from .book_panel import BOOK_KEYS
from .menu import TableMenu
from .show import (AMOUNT_KINDS, BUTTON_ORDER, CALL_KINDS, KEY_OF, LIFT_MARKED, LIT_ORDER, _ENTER, _LETTERS,
                   _MARK_KEYS, _lower_first, _turn_words)

if TYPE_CHECKING:
    from ..app import App

K = ActionKind
log = logging.getLogger("parlour_poker.ui.table")


class Controls:
    """The person's side of the table (a part of :class:`~game.ui.scenes.table.TableScene`, whose state it reads)."""

    app: App

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
        else:  # a game of three-card hands says what they are worth (its table-top)
            self.hand_value = self.top.value_words(cards)

    def can_mark(self) -> bool:
        """True while the person may choose discards: cards in hand and the draw to come."""
        if self.me is None or self.deal_done:
            return False
        seat = self.seats[self.me]
        # (a card passed to him for barter lies face down at his hand's end, not his to mark)
        cards = seat.cards[:len(seat.cards) - self.top.passed_to_me()]
        if not seat.holding or seat.drew or not 0 < len(cards) <= self.top.hand_size:  # (Ambigu: 2 or 4)
            return False
        if any(sp.card is None for sp in cards):
            return False
        deal = self.session.table.deal
        hand = getattr(deal, "hands", {}).get(self.me) if deal is not None else None
        if hand is not None and not getattr(hand, "live", True):
            # Abandoned, its events still held behind the guide's word: a learner saw the keys
            # 1 to 4 over a hand he had thrown in.
            return False
        if K.DRAW_ONE in self.offers or self.offers.keys() & self.top.own_kinds:
            return True
        deal = self.session.table.deal
        return deal is not None and deal.phase in (Phase.OPENING, Phase.BEFORE_DRAW, Phase.DRAW)

    def toggle_mark(self, index: int) -> None:
        if not self.can_mark() or not 0 <= index < self.top.hand_size:
            return
        seat = self.seats[self.me]  # type: ignore[index]
        if index >= len(seat.cards):  # a key past a short hand (Ambigu's two cards: 3 to 5)
            return
        sprite = seat.cards[index]
        if index in self.marked:
            self.marked.discard(index)
            target = 0.0
        else:
            if K.DRAW_ONE in self.offers or self.offers.keys() & self.top.own_kinds:
                # Whiskey Poker: one card of the hand for one of the widow (Commerce: one to trade)
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
        # Only a draw has odds; and while the betting before it goes on with nothing marked,
        # "Standing pat" would read as a choice made: the panel asks for the cards instead.
        waiting = K.DRAW not in self.offers and not self.marked
        if not self.odds_on or not self.has_draw or not self.can_mark() or waiting:
            if self._odds_key is not None or self.odds_lines:
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
            if self.tweens.busy:
                # A new choice only once what the person must see has been shown (the last card
                # turned, the last counter landed); his own marking of cards leaves them be.
                return
            self._decision = key
            self.offers = {o.kind: o for o in session.legal()}
            self.amount_kind = next((k for k in AMOUNT_KINDS if k in self.offers), None)
            # (what he has before him, for every button that costs counters: a call past them
            # buys too, and "Call 25" said nothing of it, issue 38)
            view = session.view()
            self._purse = (view.me.stack, view.to_call, view.house)
            if self.amount_kind is not None:
                self.amount = self._default_amount(self.offers[self.amount_kind])
            lit = self._lit_kind()
            self._lit_marks = frozenset(self.marked)
            self.buttons = [Button(self._label(k), self._key_of(k), (lambda k=k: self.choose(k)), lit=(k is lit), kind=k)
                            for k in BUTTON_ORDER if k in self.offers]
            self._place_buttons()
            if K.DRAW in self.offers:
                # (the keys 1 to 5 stand over the cards, and the panel's hint says them too)
                self.caption = "Your turn to draw: mark the cards to throw away."
            elif K.DRAW_ONE in self.offers:
                self.caption = ("Your turn: click one of your cards, then a widow card, to draw one; or "
                                + _turn_words([self._label(b.kind) for b in self.buttons if b.kind is not K.DRAW_ONE]))
            else:
                self.caption = "Your turn: " + _turn_words([self._label(b.kind) for b in self.buttons])
            self.caption = self.top.turn_hint(self.offers, self.caption, caption=True)
            if self.hand_value and self.can_mark():
                # While he marks cards the numbers stand where the hand's worth is written: the
                # caption says it, just when he needs it (Thirty-One, Commerce, Ambigu, the draw).
                self.caption = f"You hold {self.hand_value}. {self.caption}"
            if self.guide_show is not None:
                self.guide_show.turn(session.view())
                self.guide_show.light()
        changed = self._stand_pat_button()
        if frozenset(self.marked) != getattr(self, "_lit_marks", None):
            # the marks changed: what Enter plays follows them ("Draw 3" lit; nothing lit
            # while a pair would stand pat)
            self._lit_marks = frozenset(self.marked)
            lit = self._lit_kind()
            for b in self.buttons:
                b.lit = b.kind is lit
        for b in self.buttons:
            if b.kind is None:
                continue  # (the draw of none beside a draw of marked cards: its words do not change)
            label = self._label(b.kind)
            if self._key_of(b.kind) != b.key_name:
                b.key_name, changed = self._key_of(b.kind), True
            if label != b.label:
                changed = True
                # the caption ("Your turn: call 22, raise 5 or abandon.") says the amount now chosen
                old = re.compile(rf"(?<![\w]){re.escape(_lower_first(b.label))}(?![\w])")
                new = _lower_first(label)
                self.caption = old.sub(lambda _: new, self.caption, count=1)
            b.label = label
        if changed:  # a label grown too long for half a row ("Discard 3 and draw") gets a row
            self._place_buttons()

    def _lit_kind(self) -> ActionKind | None:
        """The lit (Enter) button's action: the safe, ordinary action of the moment.  The
        table's order gives it (a call before a raise, a pass before a bet), and the game
        may light another or none: never standing pat on a pair, nor knocking on nothing."""
        lit = next((k for k in LIT_ORDER if k in self.offers), None)
        return self.top.lit(lit, self.offers)

    def _stand_pat_button(self) -> bool:
        """While cards are marked for the draw (by the person, or by the beginner's table),
        the draw of none stays offered beside "Draw 3" as a button of its own ("Stand pat",
        Ambigu's "Enough"): pre-marked cards once hid it.  True if the buttons changed."""
        want = K.DRAW in self.offers and bool(self.marked)
        have = next((b for b in self.buttons if b.kind is None), None)
        if want == (have is not None):
            return False
        if have is not None:
            self.buttons.remove(have)
        else:
            marked, self.marked = self.marked, set()
            try:
                label = self._label(K.DRAW)  # its words with nothing marked
            finally:
                self.marked = marked
            at = next(i for i, b in enumerate(self.buttons) if b.kind is K.DRAW) + 1
            self.buttons.insert(at, Button(label, "S", self.stand_pat))
        self._place_buttons()
        return True

    def stand_pat(self) -> None:
        """The draw of none, whatever is marked (the button beside "Draw 3")."""
        for i in sorted(self.marked):
            self.toggle_mark(i)
        self.marked.clear()
        self.choose(K.DRAW)

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
            self._set_amount(new)
            self.app.sound.play("click", 0.2)

    def _set_amount(self, new: int) -> None:
        """The amount changed by a key: the caption says the button's new words too (it read
        "raise 4" beside the button "Raise 5")."""
        kind = self.amount_kind
        was = self._label(kind) if kind is not None else ""
        self.amount = new
        if kind is not None and was and self.caption:
            now = self._label(kind)
            self.caption = self.caption.replace(_lower_first(was), _lower_first(now), 1)

    def _key_of(self, kind: ActionKind) -> str:
        """The key of an action's button: the table's, or the game's own (Ambigu's "Enough")."""
        return self.top.action_key(kind) or KEY_OF[kind]

    def _label(self, kind: ActionKind) -> str:
        """A button's words; a bet or raise the person must buy counters for says so ("Raise
        5 (buys 100 counters)"): a learner with 47 before him was offered "raise 1 to 50" with
        no word that the difference is bought from the banker (Law 5)."""
        label = self._plain_label(kind)
        if kind in AMOUNT_KINDS:
            buys = self.buys(kind, self.amount)
        elif kind in CALL_KINDS and (offer := self.offers.get(kind)) is not None:
            # A call (see, stay, go in, equal, back) past what he has before him buys the
            # difference from the banker too (Law 5): "Call 25" to a player with 15 said
            # nothing of the 100 he was about to buy (issue 38, Stud by rounds).
            buys = self.buys(K.CALL, offer.low)
        else:
            buys = 0
        if buys:
            label += f" (buys {buys} counters)"
        return label

    def buys(self, kind: ActionKind, amount: int) -> int:
        """The counters the person buys from the banker to make a bet or raise of ``amount``
        (none where he has enough, or the house lets nobody buy mid-deal)."""
        purse = getattr(self, "_purse", None)
        if purse is None:
            return 0
        stack, to_call, house = purse
        return house.bought(stack, amount + (to_call if kind is K.RAISE else 0))

    def affordable(self, kind: ActionKind) -> int:
        """The largest bet or raise the person's counters cover without buying."""
        purse = getattr(self, "_purse", None)
        if purse is None:
            return 0
        stack, to_call, _house = purse
        return stack - (to_call if kind is K.RAISE else 0)

    def _plain_label(self, kind: ActionKind) -> str:
        offer = self.offers.get(kind)
        own = self.top.label(kind, offer)  # a game's own words for a button (Bouillotte's)
        if own:
            return own
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
        # (giving up a hand: Poker's and Brag's word, the log's and the plate's; Bouillotte,
        # Ambigu and three-stake Brag's second pool say theirs through their table-tops)
        return {K.ABANDON: THROW_IN.button, K.PASS: "Pass", K.NO_STRADDLE: "No straddle", K.MAKE_JACK: "Make a jack",
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
            book = self.books_whole_action(kind)
            made = book if book is not None else self.top.make_action(kind)
            if made is None:
                return
            action = made
        elif kind in AMOUNT_KINDS:
            action = Action(kind, self.amount)
        elif kind in (K.STRADDLE, K.BACK_FIELD):
            action = Action(kind, offer.low)
        else:
            action = Action(kind)
        guide = self.guide_show
        before = self.session.view() if guide is not None else None
        problem = self.session.act(action)
        if problem:
            self.message = problem
            self.app.toast(problem, 4.0)
            return
        if guide is not None:
            guide.acted(before, action)
        self.guide_offer = None  # the offer on a first table stands until the first move
        self.message = ""
        self.book_acted()
        self.top.acted()
        self.app.sound.play("click", 0.4)
        self._refresh_buttons()

    def next_deal(self) -> None:
        if self.session.game_over:
            self.leave_table()
            return
        if self.idle and self.session.pause(self.deal_done) is not None:
            self.session.next_deal()
            if self.session.closed:  # a party guest is done: the table goes back to the evening
                self.leave_table()

    def open_menu(self) -> None:
        if self.app.top is self:
            self.app.push(TableMenu(self.app, self))

    def leave_table(self) -> None:
        self.session.close()
        if self.session.returns_to_caller:
            while self in self.app.scenes:  # the table and anything over it (its menu)
                self.app.pop()
        elif self.app.home_scene is None:
            self.app.quit()  # the demo has no title screen to go back to
        else:
            self.app.go_home()

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
            if self.guide_show is not None and self.guide_show.click(event.pos):
                self._pressed = None
                return None
            if self.guide_offer is not None and self.guide_offer.click(event.pos):
                self._pressed = None
                return None
            button = self._button_at(event.pos)
            pressed, self._pressed = self._pressed, None
            if button is not None and button is pressed and button.enabled:
                button.action()
            return None
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.book_wheel(pos, event.y > 0):
                return None
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
        guide = self.guide_show
        if key == pygame.K_ESCAPE:
            if self.book_open is not None:
                self.close_book()  # the book's panel open: Esc closes only it
                return None
            if guide is not None and guide.leave():  # Esc leaves the guide at any moment
                return None
            self.open_menu()
            return None
        if key in _ENTER and guide is not None and guide.go_on():
            return None
        if key == GUIDE_KEY and self.guide_offer is not None:  # (a key no game's action has)
            self.guide_offer.take()
            return None
        if key == pygame.K_i and self.guide_offer is not None:  # its How to play, offered
            self.guide_offer.read()
            return None
        if key in BOOK_KEYS:
            self.ask_book()
            return None
        if key in _ENTER:
            if self.animating and not self.waiting_for_me:
                self.skip()
            elif self._show_next():
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
        if key == pygame.K_h:  # said plainly, not nothing (a play-tester pressed H at Ambigu's draws)
            self.app.toast(self.top.no_odds(), 4.0)
            return None
        if key == pygame.K_l and self._show_next() and self.session.pause(self.deal_done).may_leave:
            self.leave_table()
            return None
        if self.page_key(key):  # Left and Right turn the open review's pages
            return None
        steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_EQUALS: 1, pygame.K_PLUS: 1, pygame.K_KP_PLUS: 1,
                 pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1, pygame.K_RIGHT: 1, pygame.K_LEFT: -1,
                 pygame.K_PAGEUP: 5, pygame.K_PAGEDOWN: -5}
        if key in steps:
            self.change_amount(steps[key])
            return None
        if key in (pygame.K_HOME, pygame.K_END) and self.amount_kind is not None:
            offer = self.offers[self.amount_kind]
            self._set_amount(offer.low if key == pygame.K_HOME else offer.high)
            return None
        letter = _LETTERS.get(key)
        if letter is not None:
            for b in self.buttons:
                if b.key_name == letter:
                    b.action()
                    break
            else:
                # (D with nothing marked draws nothing: the draw of none, under its own key)
                draw = next((b for b in self.buttons if b.kind is K.DRAW and letter == KEY_OF[K.DRAW]), None)
                if draw is not None:
                    draw.action()
        return None

    def _all_buttons(self) -> list[Button]:
        out = [self.menu_button] + ([self.odds_button] if self.has_draw else []) + list(self.buttons)
        out += self._book_buttons() + self.page_buttons()
        if self.amount_kind is not None and self.buttons:
            out += [self.minus, self.plus]
        if self._show_next():
            out += [self.next_button] + ([self.leave_button] if self.session.pause(self.deal_done).may_leave else [])
        return out

    def _show_next(self) -> bool:
        """The person has nothing to do and is offered what comes next (the next deal; at a
        party, passing the computer on).  Not while a guided deal's summary is still to come:
        the summary, not the next deal, follows the guided deal's end."""
        if self.guide_show is not None and (self.guide_show.summary_due() or self.guide_show.at_end):
            return False
        return self.idle and not self.tweens.busy and (self.me is not None or self.session.game_over) and \
            self.session.pause(self.deal_done) is not None

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
