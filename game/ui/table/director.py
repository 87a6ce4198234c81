"""The table's director: turns the engine's events, as they are played, into sprites,
tweens, sounds and the log's lines."""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Callable

import pygame

from game.engine import ActionKind
from game.engine.core.events import (Acted, CardsDrawn, CardUp, CountersBought, DealEnded, DealStarted, DrawAnnounced,
                                Event, FrozenOut, HandDealt, HandShown, JackMade, KittyTaken, PackRebuilt, PoolWon,
                                Returned, SeatsDrawn, Staked, WidowDealt)
from game.engine.three_card.brag_events import StakePoolWon
from game.engine.core.narrate import describe_parts, reference
from game.engine.core.plate_notes import seat_note, stake_note

from ..seating import MUCK_SPOT, POOL_SPOT, chip_spot
from ..sprites import CardSprite
from ..theme import wrap
from ..tween import Tween, ease_in_out_quad, ease_out_back, ease_out_cubic
from .counter_flights import CounterFlights
from .landing_lines import LandingLines
from .show import LIFT_WINNER, SeatShow

CAPTION_PX, CAPTION_WIDTH = 17, 360
"""The caption's smallest type and its widest line (the painter sets it in three lines)."""
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\u2660-\u2667\"])")


def short_caption(text: str, fits: Callable[[str], bool]) -> str:
    """``text`` made to fit the caption by whole pieces, never cut mid-sentence: first the
    remarks in brackets go, then the opening sentences (the last one says what came of
    it), then the reasons after its colon."""
    if fits(text):
        return text
    text = re.sub(r" \([^()]*\)", "", text)
    sentences = _SENTENCE.split(text)
    while len(sentences) > 1 and not fits(" ".join(sentences)):
        sentences.pop(0)
    text = " ".join(sentences)
    if fits(text) or ": " not in text:
        return text
    return text.split(": ")[0].rstrip(".") + "."

if TYPE_CHECKING:
    from ..app import App

K = ActionKind
log = logging.getLogger("parlour_poker.ui.table")


class Director(CounterFlights, LandingLines):
    """Turns the engine's events into what the window shows (a part of :class:`~game.ui.scenes.table.TableScene`, whose state it moves on)."""

    app: App

    def _describe(self, event: Event) -> str | None:
        """The log's sentence for an event (without its law), with the person as "You"
        throughout."""
        parts = self._parts(event)
        return parts[0] if parts else None

    def _parts(self, event: Event) -> tuple[str, str] | None:
        """The log's sentence for an event and the law it follows, apart."""
        viewer = None if self.demo else self.me
        return describe_parts(event, self.log_names, viewer)

    def _play(self, queued) -> None:
        event = queued.event
        self._instant = queued.instant
        self.played += 1
        parts = self._parts(event)
        later, before, caption = self.lands_later(event), len(self.flyers), self.caption
        seat_of = getattr(event, "seat", None)
        note = self.seats[seat_of].note if later and isinstance(seat_of, int) and 0 <= seat_of < len(self.seats) else None
        self.land_lines(every=not later)
        if parts and not isinstance(event, HandDealt) and not later:  # (a hand dealt: told as it turns up)
            style = "deal" if isinstance(event, DealStarted) else "result" if isinstance(event, PoolWon) else "line"
            self.log.add(parts[0], style, parts[1])
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)
        elif self.top.follows_view:
            self.top.on_event(event)
        if parts and later:  # (with its counters: landing_lines.py)
            self.tell_on_landing(before, caption, parts, (seat_of, note))
        self.guide_told(event)

    def guide_told(self, event: Event) -> None:
        """Tell the guide an event now shown (a handler that shows several events at once, the
        deal's cards, tells it of each); a resumed deal's replay was spoken to before."""
        if self.guide_show is not None and not self._instant:
            self.guide_show.told(event)
        if self.top.follows_view and not any(isinstance(q.event, _DEALING) for q in self.session.events):
            self.top.sync()

    def _wait(self, seconds: float) -> None:
        if not self._instant:
            self.hold = max(self.hold, seconds)

    def _sound(self, name: str, volume: float = 1.0) -> None:
        if not self._instant:
            self.app.sound.play(name, volume)

    def _words(self, event: Event) -> str:
        """The log's line without its law, for the caption: shortened, never cut, when it
        will not go in the caption's three lines (the log keeps the whole)."""
        return self._fit(self._describe(event) or "")

    def _name(self, seat: int) -> str:
        return "You" if seat == self.me else self.session.names[seat]

    def _muck(self, sprite: CardSprite, delay: float = 0.0) -> None:
        """A card thrown away: it turns face down as it leaves the hand, then slides towards the
        middle and fades (a discard is never seen face up crossing the table)."""
        self.loose.append(sprite)
        sprite.lift = 0.0
        if sprite.flip > 0.0:  # it turns over where it lies, then goes
            self.tweens.add(Tween(sprite, 0.12, flip=0.0, easing=ease_in_out_quad, delay=delay))
            delay += 0.12

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

    def _on_seats_drawn(self, e: SeatsDrawn) -> None:
        """The cut for seats (Laws 2-4): each player's cut, and any re-cut of a tie, flies face
        up from the outspread pack to his place and lies there until the first deal."""
        names = list(self.session.names)
        i = 0
        for name, cards in e.cuts:
            if name not in names:
                continue
            seat = self.seats[names.index(name)]
            for j, card in enumerate(cards):
                sprite = CardSprite(card, POOL_SPOT[0], POOL_SPOT[1], width=seat.place.card_w, face_up=True)
                seat.cards.append(sprite)
                x, y = seat.place.card_slot(j, len(cards))
                self.tweens.add(Tween(sprite, 0.3, x=x, y=y, easing=ease_out_cubic, delay=0.12 * i,
                                      on_finish=lambda: self._sound("deal", 0.25)))
                i += 1
        # The game's own citation ("Draw Poker, Laws 2-4" at Straight Poker; Bouillotte cuts
        # a sequence, the King dealing, under its own "Cutting").
        law = reference(e.law or "Laws 2-4")
        how = " cut lowest and" if "Laws 2-4" in law else ""
        deals = "deal" if e.order[0] == "You" else "deals"  # ("You cut lowest and deal first")
        self.caption = f"The cut for seats: {e.order[0]}{how} {deals} first."
        if self.app.settings.show_laws:
            self.caption += f" ({law})"
        self._wait(0.12 * i + 1.6)

    def _on_deal_started(self, e: DealStarted) -> None:
        if self.guide_offer is not None and e.deal > self._offer_deal:
            self.guide_offer = None  # offered for the first deal only: the log has its room again
        for seat in self.seats:
            for sp in seat.cards:
                self._muck(sp)
            seat.cards = []
            seat.put = 0
            seat.bet = 0
            seat.note = ""
            seat.value = ""
            seat.pays = seat.paid = 0
            seat.winner = False
            seat.drew = False
            seat.in_deal = seat.seat in e.players
            seat.holding = seat.in_deal
        self.top.deal_started()  # (the game's own words of the last deal go with it)
        self.dealer, self.age, self.pone = e.dealer, e.age, e.pone
        # The engine's figure is the whole pool, counters still flying into it included
        # (adding those again showed a pool larger than the caption's, once they landed).
        self.pool = e.carried_in
        self.takings: dict[int, list[tuple[int, str]]] = {}
        self.deal_no = e.deal
        self.deal_done = False
        self.result = ""
        self.marked.clear()
        self.hand_value = ""
        self.message = ""
        self._odds_key = None
        self.odds_lines = []
        if e.jack_pot:
            opens = e.openers.plural if e.openers else "jacks"
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
        seat.note = stake_note(e)  # the narrator's words, as for an action
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
                last = Tween(sprite, 0.3, x=x, y=y, easing=ease_out_cubic, delay=i * step,
                             on_finish=(lambda: self._sound("deal", 0.25)) if r == 0 else None)
                self.tweens.add(last)
                i += 1
        # The guide hears of each hand once its cards are laid: told before, the table-top's
        # sync (run once no dealing is left in the queue) laid a hand of backs that the
        # cards above were then added to, six backs at Brag and Bouillotte (issue 38).
        for d in dealt[1:]:
            self.guide_told(d)
        turn_at = i * step + 0.3
        mine: list[Tween] = []
        for d in dealt:
            if d.seat == self.me or self.session.reveal:
                for j, sprite in enumerate(self.seats[d.seat].cards):
                    if sprite.card is not None:
                        turn = Tween(sprite, 0.24, flip=1.0, easing=ease_in_out_quad, delay=turn_at + 0.05 * j)
                        self.tweens.add(turn)
                        if d.seat == self.me:
                            mine.append(turn)
        # "You are dealt 9♠ 4♥" is written once the cards have turned up, not as they leave the
        # pack, face down (issue 38, three-stake Brag); the next event waits for the last.
        hold = turn_at + 0.3
        for d in dealt:
            parts = self._parts(d)
            if not parts:
                continue
            if d.seat == self.me and mine:
                mine[-1].on_finish(lambda parts=parts: self.log.add(parts[0], "line", parts[1]))
                hold = max(hold, mine[-1].delay + mine[-1].duration + 0.02)
            else:
                self.log.add(parts[0], "line", parts[1])
        if self.me is not None and any(d.seat == self.me for d in dealt):
            self._name_hand_when_seen(mine)
            # Said once the last card has landed: set at once, the caption lay over the cards
            # still flying from the pack across the middle (issue 38, window round 6, Commerce).
            def dealt_words() -> None:
                self.caption = "Your cards are dealt."
            last._on_finish.append(dealt_words)
        self._wait(hold)

    def _on_acted(self, e: Acted) -> None:
        seat = self.seats[e.seat]
        if e.put:
            seat.stack -= e.put
            seat.put += e.put
            seat.bet += e.put
            self.pool += e.put
            self._fly(e.put, chip_spot(seat.place), "pool")
            self._sound("chips", 0.6)
        seat.note = seat_note(e)  # the narrator's words: the plate and the log say it alike
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
        turns: list[Tween] = []
        for j, sprite in enumerate(new):
            i = n - len(new) + j
            x, y = seat.place.card_slot(i, n)
            self.tweens.add(Tween(sprite, 0.3, x=x, y=y, easing=ease_out_cubic, delay=start + 0.12 * j,
                                  on_finish=lambda: self._sound("deal", 0.3)))
            if sprite.card is not None and (e.seat == self.me or self.session.reveal):
                turns.append(Tween(sprite, 0.22, flip=1.0, easing=ease_in_out_quad,
                                   delay=start + 0.12 * j + 0.32))
                self.tweens.add(turns[-1])
        if e.seat == self.me:
            self.marked.clear()
            self._name_hand_when_seen(turns)
        self._wait(start + 0.12 * len(new) + 0.5)

    def _name_hand_when_seen(self, turns: list[Tween]) -> None:
        """Name the person's hand once the last of ``turns`` has turned his new cards face
        up: a hand named while its cards still lie face down tells what the eye has not yet
        seen (issue 27)."""
        if not turns:
            self._update_hand_value()
            return
        self.hand_value = ""
        turns[-1].on_finish(self._update_hand_value)

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
            # (the person's own cards too, where one lies face down: his card passed in a
            # barter and handed back by a knock lay face down through Commerce's show while
            # the log named it, issue 39)
            if e.seat != self.me or any(sp.card is None or sp.flip < 1.0 for sp in seat.cards):
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
            lift = self._winner_lift(seat)
            for j, sp in enumerate(seat.cards):
                self.tweens.add(Tween(sp, 0.35, lift=lift, easing=ease_out_back, delay=0.05 * j))
        self.result = self._pool_words(e)
        self.caption = self.result
        self._sound("win" if self.me in e.winners else "chips", 0.8)
        self._wait(1.4)

    def _winner_lift(self, seat: SeatShow) -> float:
        """How far a winner's hand lifts (design pixels): :data:`LIFT_WINNER`, less where a
        plate's ring lies just above it (a seat at the table's head: its hand lifted into its
        own plate, issue 38)."""
        from ..seating import hand_rect, plate_rect

        hx, hy, hw, _ = hand_rect(seat.place)
        lift = LIFT_WINNER
        for other in self.seats:
            px, py, pw, ph = plate_rect(other.place)
            if px - 6 < hx + hw and hx < px + pw + 6 and py + ph <= hy:  # (under the plate or its ring)
                # (the turn's ring lies 6 outside a plate; two more for the glow's edge)
                lift = min(lift, hy - (py + ph + 6) - 2)
        return max(0.0, lift)

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
            seat.bet = max(0, seat.bet - e.amount)
            self._fly(e.amount, POOL_SPOT, e.seat)
            self._taken(e.seat, e.amount, "back: nobody met it")
        self.caption = self._words(e)
        self._wait(0.5)

    def _taken(self, seat: int, amount: int, what: str) -> None:
        """What a seat has taken from the middle this deal, piece by piece (for the caption)."""
        if not hasattr(self, "takings"):
            self.takings = {}
        self.takings.setdefault(seat, []).append((amount, what))

    def _pool_words(self, e: PoolWon) -> str:
        """The pool's line; when its winner took other counters from the middle this deal
        (his own bet nobody met, another pool), the sum of all he took, so that the caption
        adds up to what his stack gained."""
        line = self._describe(e) or ""
        which = e.index
        if isinstance(e, StakePoolWon):
            name = ("the first pool", "the second pool", "the third pool")[which]
        else:
            name = "the pool" if which == 0 else f"side pool {which}"
        extra = []
        for w, amount in sorted(e.paid.items()):
            self._taken(w, amount, f"from {name}")
            pieces = self.takings.get(w, [])
            # What was won and what came back of the seat's own stake are two things: "in
            # all you take 10" said of a deal that gained one counter (issue 38).
            won = [(n, what) for n, what in pieces if what.startswith("from ")]
            back = sum(n for n, what in pieces if not what.startswith("from "))
            if len(won) > 1:
                who = "you take" if w == self.me else f"{self._name(w)} takes"
                extra.append(f"In all {who} {sum(n for n, _ in won)} this deal: "
                             + " and ".join(f"{n} {what}" for n, what in won) + ".")
            if back:
                whose = "Your" if w == self.me else f"{self._name(w)}\u2019s"
                extra.append(f"{whose} own {back} that nobody met came back.")
            elif which == 0 and not e.shown and len(e.winners) == 1:
                # Where the laws leave a bet nobody met in the pool (it is not handed back),
                # the pool counts it: say so, as "came back" is said where it is handed back
                # (a play-tester read "You take the pool of 12" of his own 10 and 2 won).
                # (counted on what the actions put up: another's ante or white counter meets
                # no bet; a play-tester who anted 10 against a white was told "9 are your own")
                others = max((s.bet for s in self.seats if s.seat != w), default=0)
                own = self.seats[w].bet - others
                if 0 < own < e.amount:
                    whose = "your" if w == self.me else f"{self._name(w)}\u2019s"
                    extra.append(f"Of them, {own} {'is' if own == 1 else 'are'} {whose} own "
                                 "that nobody met.")
        if extra:
            line = line.rstrip() + " " + " ".join(extra)
        return self._fit(line)

    def _fit(self, line: str) -> str:
        line = line[:1].upper() + line[1:]
        try:
            font = self.app.fonts.get("body", self.app.layout.font(CAPTION_PX))
            width = self.app.layout.px(CAPTION_WIDTH)
        except (AttributeError, pygame.error):
            return line
        return short_caption(line, lambda text: len(wrap(font, text, width)) <= 3)

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
        self.pool = e.carried_out  # (as at the deal's start: flights into it are counted)
        self.kitty = self.session.table.kitty
        for s, seat in enumerate(self.seats):
            seat.out = self.session.table.out[s] if s < len(self.session.table.out) else seat.out
        self.deal_done = True
        self.after_deal = 0.0
        if not self.result:
            self.result = self._words(e)
        self.caption = self.result
        self._wait(0.3)

    def _on_card_up(self, e: CardUp) -> None:
        """A card dealt face up (Stud, Show-down): it flies from the pack and lands face up."""
        seat = self.seats[e.seat]
        if not seat.value:  # a new round: what he did in the last ("bet 12") is said no more
            seat.note = ""
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


_HANDLERS = {
    SeatsDrawn: Director._on_seats_drawn, DealStarted: Director._on_deal_started,
    CountersBought: Director._on_counters_bought, Staked: Director._on_staked,
    HandDealt: Director._on_hand_dealt, Acted: Director._on_acted,
    DrawAnnounced: Director._on_draw_announced, CardsDrawn: Director._on_cards_drawn,
    PackRebuilt: Director._on_pack_rebuilt, HandShown: Director._on_hand_shown,
    PoolWon: Director._on_pool_won, Returned: Director._on_returned, KittyTaken: Director._on_kitty_taken,
    JackMade: Director._on_jack_made, FrozenOut: Director._on_frozen_out, DealEnded: Director._on_deal_ended,
    CardUp: Director._on_card_up,
}
_DEALING = (HandDealt, CardUp, WidowDealt)
"""Events that deal cards: the other games' hands are checked against the view once these have played."""
