"""The table-top of Commerce and My Ship Sails (Foster, "COMMERCE", "My Ship Sails"):
Commerce's trades for ready money and barter and My Ship Sails' exchange (the card and M, B
or G, in either order: the second completes the trade); the card passed along seen where it
lies; the counters paid; the knock; "My ship sails" written big across the table.

What the trading games share is :mod:`.three_cards`'s; Thirty-One and Commerce with a widow
are :mod:`.thirty_one`'s.
"""

from __future__ import annotations

import pygame

from game.engine import Action, ActionKind
from game.engine.core.events import Knocked
from game.engine.core.trading_events import Bartered, BarterOffered, DealerPays, ShipSails, TradedForMoney

from ..seating import TABLE_CENTRE, chip_spot
from ..tween import Tween, ease_in_out_quad
from ..theme import GOLD, blit_at
from .base import TableTop, register
from .three_cards import ThreeCards, _knock_words, light

K = ActionKind
BANNER_SECONDS = 2.6


@register("commerce", "my-ship-sails")
class CommerceTop(ThreeCards, TableTop):
    preview = (3, 0, 0)
    """Commerce's trades and My Ship Sails' exchange to the left: the card marked is traded,
    bartered or given; "My ship sails" shown big."""

    own_kinds = frozenset({K.TRADE_MONEY, K.BARTER, K.GIVE})

    def __init__(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().__init__(scene)
        self.banner: tuple[str, float] | None = None
        """Words written across the table, and when they were put up (seconds)."""
        self.pending: tuple[ActionKind, tuple[int, int]] | None = None
        """A trade asked for before its card was chosen, and the turn it was asked in: the
        card chosen next completes it."""
        self.fresh = None
        """A card just come into the person's hand unseen (a barter, the top of the pack):
        turned over in his hand once the view has put it there."""
        self.barter: tuple[int, int, int] | None = None
        """A barter offered and not yet answered: who offered, to whom, in which deal. The
        offered card lies face down at the end of the hand it was passed to, and the offerer
        holds two (the engine keeps it his until the exchange is made)."""
        self.offered = None
        """The person's own card passed for barter (he knows it; nobody else does)."""

    # --- the barter card, where it lies: the cards shown are the cards held -----------------
    def wanted(self, view, p, have):  # type: ignore[no-untyped-def]
        want = super().wanted(view, p, have)
        scene = self.scene
        barter = self.barter
        if barter is None or barter[2] != scene.session.table.deal_number or p.shown:
            return want
        offerer, to, _ = barter
        if p.seat == offerer:
            if p.seat == scene.me:
                hand = list(view.hand)
                if self.offered in hand:
                    hand.remove(self.offered)
                return hand
            return [None] * 2
        if p.seat == to:
            return (list(view.hand) if p.seat == scene.me else [None] * 3) + [None]
        return want

    def passed_to_me(self) -> int:
        barter = self.barter
        scene = self.scene
        return int(barter is not None and barter[1] == scene.me and barter[2] == scene.session.table.deal_number)

    def _move_card(self, src: int, dst: int, sprite, card=None) -> None:  # type: ignore[no-untyped-def]
        """One card from a hand to the end of another, as it is passed: face down unless
        ``card`` is the person's to see."""
        scene = self.scene
        giver, taker = scene.seats[src], scene.seats[dst]
        if sprite in giver.cards:
            giver.cards.remove(sprite)
        sprite.card = card
        sprite.width = taker.place.card_w  # (the person's cards are larger than the others')
        sprite.selected = False
        sprite.lift = 0.0
        if card is None:
            sprite.flip = 0.0
        elif dst == scene.me and sprite.flip < 1.0:
            # His own card handed back (a knock in place of the barter) or one given him:
            # it turns face up in his hand (it lay face down through the show, issue 39).
            if scene._instant:
                sprite.flip = 1.0
            else:
                scene.tweens.add(Tween(sprite, 0.3, flip=1.0, easing=ease_in_out_quad, delay=0.45))
        taker.cards.append(sprite)
        quick = scene._instant
        if scene.me in (src, dst):
            scene._update_hand_value()  # (what he holds now: the view may find nothing to change)
            # The card chosen for the trade has gone: nothing of his stays marked (the card
            # that took its place was labelled "discard", and the one passed kept its lift).
            scene.marked.clear()
            for sp in scene.seats[scene.me].cards + [sprite]:
                sp.selected = False
                if quick:
                    sp.lift = 0.0
                else:  # (after the mark's own lift, which may still be running)
                    scene.tweens.add(Tween(sp, 0.2, lift=0.0, easing=ease_in_out_quad))
        scene._arrange(giver, duration=0.0 if quick else 0.25)
        scene._arrange(taker, duration=0.0 if quick else 0.45)
        if not quick:
            scene._wait(0.45)

    def _barter_offered(self, event) -> None:  # type: ignore[no-untyped-def]
        """The barter card passes face down to the left, and lies there, at the end of that
        hand, until it is taken up (round 3 of the play-test: never drawn, the offerer kept
        showing three cards)."""
        scene = self.scene
        self.barter = (event.seat, event.to, scene.session.table.deal_number)
        giver = scene.seats[event.seat]
        if event.seat != scene.me:
            self.offered = None
        mine = [sp for sp in giver.cards if sp.card is not None and sp.card == self.offered]
        sprite = mine[0] if mine else (giver.cards[-1] if giver.cards else None)
        if sprite is None:
            self.fly(event.seat, event.to)
            return
        self._move_card(event.seat, event.to, sprite)

    def _barter_made(self, event) -> None:  # type: ignore[no-untyped-def]
        """The exchange: one of the receiver's cards goes to the offerer, face down (face up
        to the person if it comes to him or is his), and the offered card lying at the end of
        the receiver's hand becomes his (turned over if he is the person)."""
        scene = self.scene
        me = scene.me
        self.barter = None
        taker = scene.seats[event.to]
        parked = taker.cards[-1] if taker.cards else None
        given = event.took[0] if event.took else None  # (the card the offerer took)
        pick = [sp for sp in taker.cards[:-1] if given is not None and sp.card == given]
        back = pick[0] if pick else (taker.cards[0] if len(taker.cards) > 1 else None)
        if parked is not None and event.to == me and event.gave and event.gave[0] is not None:
            parked.card = event.gave[0]  # (turned over in his hand by the view's sync)
        if back is None:
            self.fly(event.to, event.seat)
        else:
            self._move_card(event.to, event.seat, back, given if event.seat == me else None)
        self.offered = None

    def _barter_refused(self) -> None:
        """A knock in place of the exchange: the offered card goes back to its holder."""
        scene = self.scene
        barter, self.barter = self.barter, None
        if barter is None or barter[2] != scene.session.table.deal_number:
            return
        offerer, to, _ = barter
        taker = scene.seats[to]
        if taker.cards:
            self._move_card(to, offerer, taker.cards[-1], self.offered if offerer == scene.me else None)
        self.offered = None

    def deal_started(self) -> None:
        super().deal_started()
        # (the last deal's knock or "My ship sails!" across the table, and a barter offered in
        # it, are the last deal's; the log keeps them)
        self.banner = None
        self.barter = None
        self.offered = None

    def on_event(self, event) -> None:  # type: ignore[no-untyped-def]
        scene = self.scene
        seat = getattr(event, "seat", None)
        before = scene.seats[seat].note if isinstance(event, TradedForMoney) else None
        super().on_event(event)
        if isinstance(event, (Bartered, TradedForMoney)):
            self._received(event)
        if isinstance(event, TradedForMoney) and event.paid:
            self._pay(event.seat, event.dealer, event.paid)
            self._note_on_landing(scene.seats[event.seat], before)
        elif isinstance(event, DealerPays):
            for j, to in enumerate(event.to):
                self._pay(event.seat, to, event.each, delay=0.08 * j)
                scene.seats[to].paid += event.each
            dealer = scene.seats[event.seat]
            dealer.pays += event.each * len(event.to)
            if not (dealer.value and dealer.note == dealer.value):  # (a shown hand keeps its name)
                dealer.note = f"pays {event.each * len(event.to)}"
        elif isinstance(event, Knocked) and scene.session.table.variant == "commerce":
            self._barter_refused()
            self._knocked(event)
        if isinstance(event, ShipSails):
            name = scene.session.names[event.seat] if event.seat != scene.me else "You"
            self.banner = (f"\u201cMy ship sails!\u201d \u2014 {name}", scene.clock)
            scene._sound("click", 0.8)
            scene._wait(1.2)
        elif isinstance(event, BarterOffered):
            self._barter_offered(event)  # the barter card passes face down to the left
            if scene.session.table.variant == "my-ship-sails":  # the book's word there
                scene.seats[event.seat].note = "offers a card"
        elif isinstance(event, Bartered):
            self._barter_made(event)  # and one comes back for it, unseen
            if scene.session.table.variant == "my-ship-sails":
                scene.seats[event.seat].note = "exchanged"
            scene._sound("deal", 0.4)
        elif isinstance(event, TradedForMoney):
            self.fly(event.seat, None)  # the discard left on the table
            self.fly(None, event.seat, delay=0.2)  # the top card of the pack
            scene._sound("deal", 0.4)

    # --- what the person must see: the card he is given, the counters paid, the knock -------
    def _received(self, event) -> None:  # type: ignore[no-untyped-def]
        """A card come to the person unseen (passed to him face down, or from the top of the
        pack): named in the caption, and turned over in his hand (see :meth:`synced`)."""
        scene = self.scene
        me = scene.me
        if me is None:
            return
        if isinstance(event, Bartered) and event.to == me:  # he gave one before looking
            card, mine, whose = event.gave[0], event.took[0], event.seat
            words = "passed you face down"
        elif isinstance(event, Bartered) and event.seat == me:  # his left gave one for his
            card, mine, whose = event.took[0], event.gave[0], event.to
            words = "gave you in exchange"
        elif isinstance(event, TradedForMoney) and event.seat == me:
            card, mine, whose = event.took[0], event.gave[0], None
            words = ""
        else:
            return
        if card is None:
            return
        self.fresh = card
        if whose is None:
            scene.caption = f"You take {card.symbol} from the top of the pack for your {mine.symbol}."
        else:
            scene.caption = (f"You take {card.symbol}, the card {scene.session.names[whose]} {words}"
                             + (f" (your {mine.symbol} goes to {scene.session.names[whose]})." if mine else "."))
        scene._wait(1.4)

    def synced(self, view) -> None:  # type: ignore[no-untyped-def]
        scene = self.scene
        card, self.fresh = self.fresh, None
        if card is None or scene.me is None or scene._instant:
            return
        sprite = next((sp for sp in scene.seats[scene.me].cards if sp.card == card), None)
        if sprite is None:
            return
        # It comes face down, as it was passed, and turns over in his hand once it lands.
        sprite.flip = 0.0
        sprite.alpha = 255.0
        scene.tweens.add(Tween(sprite, 0.3, flip=1.0, easing=ease_in_out_quad, delay=0.45))

    def _note_on_landing(self, shown, before: str | None, duration: float = 0.5) -> None:  # type: ignore[no-untyped-def]
        """The plate's words for a trade ("ready money") written as its counter lands on the
        dealer's plate, not while it flies (window round 9: the words came first)."""
        scene = self.scene
        if scene._instant or before is None or shown.note == before:
            return
        words, shown.note = shown.note, before

        def say() -> None:
            if shown.note == before:  # (nothing has said more since)
                shown.note = words
        scene.tweens.add(Tween({"t": 0.0}, duration, t=1.0, on_finish=say))

    def _pay(self, src: int, dst: int, amount: int, delay: float = 0.0) -> None:
        """Counters from one plate to another as they are paid (a trade for ready money, the
        dealer's payment), not only when the deal is settled."""
        scene = self.scene
        payer, payee = scene.seats[src], scene.seats[dst]
        payer.stack -= amount
        payee.stack += amount
        scene._fly(amount, chip_spot(payer.place), dst, delay=delay, duration=0.5)
        scene._sound("chips", 0.4)
        scene._wait(0.55 + delay)

    def _knocked(self, event) -> None:  # type: ignore[no-untyped-def]
        """A knock stops all trading at once (Foster, "Commerce": "until some player knocks,
        when all trading is immediately stopped, and the hands are shown"): written across
        the table, with a pause to read it, so that a knock before the person's turn does
        not end the deal unseen."""
        scene = self.scene
        me = scene.me
        name = "You" if event.seat == me else scene.session.names[event.seat]
        verb = "knock" if event.seat == me else "knocks"
        self.banner = (f"{name} {verb}!", scene.clock)
        scene.caption = _knock_words(scene, event.seat, "all trading stops")
        scene._wait(1.8)

    def label(self, kind: ActionKind, offer) -> str | None:  # type: ignore[no-untyped-def]
        """The book's words: at Commerce a player "trades for ready money" or "for
        barter", and the player on his left "must give one of his own in exchange"; at My
        Ship Sails he "may then exchange one card with the player on his left"."""
        ship = self.scene.session.table.variant == "my-ship-sails"
        if kind is K.TRADE_MONEY:
            # (the dealer pays nobody for his card: a learner looked for the white counter's
            # cost on the button and found no word that it was free, issue 39)
            # (and what it costs the others: a white counter to the dealer, said as the call's
            # "(buys N counters)" is, issue 38, window round 8)
            return "Ready money (free: you deal)" if self._i_deal() else "Ready money (1 counter)"
        if kind is K.BARTER:
            return "Exchange" if ship else "Barter"
        if kind is K.GIVE:
            return "Give in exchange"
        if kind is K.PASS and ship:
            return "No exchange"
        return None

    def action_key(self, kind: ActionKind) -> str | None:
        """At My Ship Sails the exchange with the left-hand player is "Exchange", under E:
        under B, Commerce's barter key, the caption read "Exchange (B)" (window round 9)."""
        if kind is K.BARTER and self.scene.session.table.variant == "my-ship-sails":
            return "E"
        return None

    def _i_deal(self) -> bool:
        scene = self.scene
        return scene.me is not None and scene.session.table.dealer == scene.me

    def make_action(self, kind: ActionKind) -> Action | None:
        scene = self.scene
        index = next(iter(sorted(scene.marked)), None)
        if index is None:
            # One flow: the key (or button) first, then the card, which completes the trade;
            # meanwhile that action is the lit one (Enter must not knock), and the caption,
            # not a toast over the cards, says what to do.
            word = {K.TRADE_MONEY: "trade for ready money", K.BARTER: "pass to your left",
                    K.GIVE: "give in exchange"}[kind]
            scene.caption = f"Now choose the card to {word}: click it, or 1 to 3."
            self.pending = (kind, _decision(scene))
            light(scene, kind)
            return None
        self.pending = None
        if kind is K.BARTER:  # (his card passed face down: shown at the end of the left hand)
            cards = scene.my_cards()
            self.offered = cards[index] if 0 <= index < len(cards) else None
        return Action(kind, index)

    def marked_changed(self) -> None:
        """The card chosen after the trade's key: the trade is made at once."""
        scene = self.scene
        pending, self.pending = self.pending, None
        if pending is None and scene.marked:  # the card first: the caption names the keys next
            trades = [f"{b.label} ({b.key_name})" for b in scene.buttons if b.kind in self.own_kinds]
            if trades:
                held = f"You hold {scene.hand_value}. " if scene.hand_value else ""
                scene.caption = held + "That card is chosen: now " + " or ".join(trades) + "."
            return
        if pending is None or not scene.marked:
            return
        kind, decision = pending
        if decision == _decision(scene) and kind in scene.offers:
            scene.choose(kind)

    def acted(self) -> None:
        self.pending = None

    def busy(self) -> bool:
        # The banner goes by the table's own clock, drawn or not: timed by the wall's clock
        # and let go only when drawn, it kept a table stepped without drawing (the layout
        # sweep) busy to the end of its run, and the deal's end was looked at with a card
        # still crossing the table (issue 38, a back by the wrong hand at My Ship Sails).
        if self.banner is not None and self.scene.clock - self.banner[1] > BANNER_SECONDS:
            self.banner = None
        return self.banner is not None

    def draw(self, surface: pygame.Surface) -> None:
        if self.banner is None:
            return
        if not self.busy():  # (gone once older than BANNER_SECONDS by the table's clock)
            return
        text = self.banner[0]
        placed = self._banner_place(text)
        if placed is None:
            return  # no room on the table: the caption and the log say it
        img, back = placed
        centre = back.center
        shade = pygame.Surface(back.size, pygame.SRCALPHA)
        shade.fill((10, 24, 16, 200))
        surface.blit(shade, back)
        lay = self.scene.app.layout
        pygame.draw.rect(surface, GOLD, back, width=max(1, lay.px(2)), border_radius=lay.px(8))
        blit_at(surface, img, centre, "center")

    def _banner_place(self, text: str) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The banner as big as it can be, where nothing a player reads lies under it: no hand,
        no plate, no plate's tag or note (a shown hand's name), not the pool's words nor the
        caption; over the
        middle, above or below the pool, or a little aside; smaller where the table is
        crowded; where nothing is clear, None (it was laid over the cards at seven seats)."""
        scene = self.scene
        app, lay = scene.app, scene.app.layout
        busy = [box for seat in scene.seats if (box := scene._hand_box(seat)) is not None]
        busy += [scene.ring_rect(seat) for seat in scene.seats]  # (the plates with their rings)
        busy += [b for boxes in scene._badges.values() for b in boxes]  # tags and notes, as last drawn
        busy.append(lay.rect(TABLE_CENTRE[0] - 130, TABLE_CENTRE[1] - 8, 260, 60))  # the pool's words
        if scene._caption_shown and scene._caption_at is not None:
            busy.append(scene._caption_at[2])  # the caption, where it was last set
        stage = lay.rect(28, 28, 936, 664)
        moves = [(0, -40), (0, -110), (0, -170), (0, 80), (-110, -40), (110, -40)]
        moves += [(dx, dy) for dy in (-70, -140, 20, 120, -200) for dx in (0, -80, 80, -160, 160)]
        for size in (34, 28, 22, 17):
            img = app.fonts.render("display", lay.font(size), text, GOLD)
            for dx, dy in moves:
                back = img.get_rect(center=lay.point(TABLE_CENTRE[0] + dx, TABLE_CENTRE[1] + dy))
                back = back.inflate(lay.px(24), lay.px(12))
                if stage.contains(back) and back.collidelist(busy) < 0:
                    return img, back
        return None

    def help_keys(self, mark, tail):  # type: ignore[no-untyped-def]
        if self.scene.session.table.variant == "my-ship-sails":
            return [("1 \u2013 3, click", "the card to part with (before or after E or G)"),
                    ("E", "exchange it with the player on your left"),
                    ("G", "give it for the card offered you, unseen"),
                    ("P", "no exchange: let your turn go by")] + tail[1:]
        return [("1 \u2013 3, click", "the card to trade (before or after M, B or G)"),
                ("M", "trade for ready money (a counter to the dealer)"),
                ("B", "barter: pass it to your left"),
                ("G", "give it for the card offered you"),
                ("K  P", "knock, pass")] + tail[1:]


def _decision(scene) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """The turn the person is at (a trade asked for in one turn is not made in the next)."""
    table = scene.session.table
    return table.deal_number, len(table.actions)


__all__ = ["CommerceTop"]
