"""Ambigu's table-top (Foster, "Ambigu"): hands of two cards, then four; the pack
reshuffled and two more cards dealt to each; the counters every other player pays the
pool's winner for his combination flying to him from each plate; and the person's
combination written over his hand."""

from __future__ import annotations

from typing import Any

from game.engine import ActionKind
from game.engine.core.plate_notes import ABANDON
from game.engine.french.ambigu_events import (
    AmbiguDrawn, CardsAdded, CountersPaid, EnoughSaid, HandFoul, KeptBack, PackReshuffled, TieToElder,
)
from game.engine.core.events import CardsDrawn, Event
from game.hands.french.ambigu import with_its_cards

from ..seating import chip_spot
from ..sprites import CardSprite
from ..tween import Tween, ease_in_out_quad, ease_out_cubic
from .base import TableTop, register

K = ActionKind


@register("ambigu")
class AmbiguTop(TableTop):
    preview = (4, 0, 0)  # two dealt, then two more
    """Hands of two and four cards, and payments between the players."""

    def warm(self) -> None:
        # The computer players' table of every hand of four, built once (over half a second):
        # on their thread it held the frames of the first deal back (issue 29).
        if any(key != "human" for key in self.scene.session.keys):
            from game.ai.french.ambigu import share
            from game.hands.french.ambigu import PACK

            share(PACK[:4])

    def wanted(self, view: Any, p: Any, have: list[Any]) -> list[Any] | None:
        scene = self.scene
        if p.shown or not p.holds_cards or p.seat == scene.me or scene.session.reveal:
            return super().wanted(view, p, have)
        deal = scene.session.table.deal
        # How many cards a player holds is no secret: two, then four.
        count = len(deal.hands[p.seat].cards) if deal is not None and p.seat in deal.hands else 4
        if len(have) == count and all(c is None for c in have):
            return None
        return [None] * count

    def sync(self) -> None:
        """As the base's, but not while more cards or a draw wait to be played: the hands
        are brought into line once those have landed."""
        if any(isinstance(q.event, (CardsAdded, AmbiguDrawn)) for q in self.scene.session.events):
            return
        super().sync()

    def on_event(self, event: Event) -> None:
        scene = self.scene
        if isinstance(event, CardsAdded):
            self._deal_more(event)
        elif isinstance(event, AmbiguDrawn):
            scene._on_cards_drawn(CardsDrawn(seat=event.seat, discarded=event.discarded,
                                             drawn=event.drawn, private_to=event.private_to,
                                             law=event.law))
        elif isinstance(event, CountersPaid):
            self._paid(event)
        elif isinstance(event, PackReshuffled):
            scene._sound("shuffle", 0.6)
            scene.caption = scene._words(event)
            scene._wait(0.9)
        elif isinstance(event, EnoughSaid):  # a draw of none at the first draw, in the book's word
            scene._on_draw_announced(event)
            scene.seats[event.seat].note = '"Enough"'
        elif isinstance(event, TieToElder):  # why the pool goes where it goes: time to read it
            scene.caption = scene._words(event)
            scene._wait(2.0)
        elif isinstance(event, (KeptBack, HandFoul)):
            scene.seats[event.seat].note = ("keeps back " + str(event.amount)
                                            if isinstance(event, KeptBack) else "foul hand")
            scene.caption = scene._words(event)
            scene._wait(0.3)
        else:
            super().on_event(event)

    def _deal_more(self, first: CardsAdded) -> None:
        """Two more cards to each, one at a time, from the dealer's pack."""
        scene = self.scene
        dealt = [first]
        queue = scene.session.events
        while queue and isinstance(queue[0].event, CardsAdded):
            dealt.append(queue.popleft().event)
            self.scene.guide_told(dealt[-1])
        pack = scene.places[scene.dealer if scene.dealer is not None else 0].pack
        step, i = 0.055, 0
        fresh: dict[int, list[CardSprite]] = {d.seat: [] for d in dealt}
        for d in dealt:
            # A second draw comes on four cards: the first draw's mark is spent, and the
            # person may mark again (without this his hand stayed shut to marking).
            scene.seats[d.seat].drew = False
        for r in range(2):
            for d in dealt:
                if r >= len(d.cards):
                    continue
                seat = scene.seats[d.seat]
                sprite = CardSprite(d.cards[r], pack[0], pack[1], width=seat.place.card_w,
                                    face_up=False)
                seat.cards.append(sprite)
                fresh[d.seat].append(sprite)
                n = len(seat.cards)
                scene._arrange(seat, duration=0.2)
                x, y = seat.place.card_slot(n - 1, n)
                self.scene.tweens.add(Tween(sprite, 0.3, x=x, y=y, easing=ease_out_cubic,
                                            delay=i * step))
                i += 1
        turn_at = i * step + 0.3
        mine: list[Tween] = []
        for d in dealt:
            if d.seat == scene.me or scene.session.reveal:
                for j, sprite in enumerate(fresh[d.seat]):
                    if sprite.card is not None:
                        turn = Tween(sprite, 0.24, flip=1.0, easing=ease_in_out_quad, delay=turn_at + 0.05 * j)
                        scene.tweens.add(turn)
                        if d.seat == scene.me:
                            mine.append(turn)
        if any(d.seat == scene.me for d in dealt):
            scene._name_hand_when_seen(mine)
        scene._sound("deal", 0.3)
        scene.caption = "Two more cards each."
        scene._wait(turn_at + 0.3)

    def _paid(self, e: CountersPaid) -> None:
        """Counters from one plate to another: for a combination, or for refusing last."""
        scene = self.scene
        payer, payee = scene.seats[e.seat], scene.seats[e.to]
        payer.stack -= e.amount
        payee.stack += e.amount
        payer.pays += e.amount
        payee.paid += e.amount
        order = sum(1 for f in scene.flyers if f.dest == e.to)
        scene._fly(e.amount, chip_spot(payer.place), e.to, delay=0.08 * order, duration=0.55)
        # (a shown hand keeps its name: the counters flying and the caption say the payment;
        # the name went once the pool was paid, issue 38, round 3)
        # Each side says it from its own side: a learner read "paid for refusing last to stay
        # with him" on the plate of the one who received the two counters (issue 39).
        refusal = e.why.startswith("refusing last")
        if not (payer.value and payer.note == payer.value):
            payer.note = f"pays {payer.pays} for refusing last" if refusal else f"pays {payer.pays}"
        if not (payee.value and payee.note == payee.value):
            what = "the last refusal" if refusal else e.why.split(",")[0]
            payee.note = f"receives {payee.paid} for {what}" if what else f"receives {payee.paid}"
        scene._sound("chips", 0.5)
        scene.caption = scene._words(e)
        scene._wait(0.45)

    def value_words(self, cards: list[Any]) -> str:
        """The person's combination over his hand of four, at the second draw as after it
        (he needs it most while he chooses what to throw away)."""
        if len(cards) != 4:
            return ""
        try:
            return with_its_cards(cards)  # (a point with the cards that make it)
        except ValueError:
            return ""

    # --- the book's words -------------------------------------------------------------------
    def _step(self) -> Any:
        v = self.view
        return None if v is None else getattr(v, "ambigu", None)

    def label(self, kind: ActionKind, offer: Any) -> str | None:
        """The book's words ("Method of Playing"): "Enough" or a discard at the first draw;
        "I play" or "I pass" on four cards, staying with the one who plays; the dealer's
        choice when all pass; after the second draw, "as at Poker"."""
        if kind is K.ABANDON:
            return ABANDON.button  # Ambigu's word (Foster: "stay with him, raise, or abandon")
        a = self._step()
        if a is None:
            return None
        scene = self.scene
        if kind is K.DRAW:
            n = len(scene.marked)
            if a.round == 1:
                return f"Discard {n} and draw" if n else "Enough"
            return f"Draw {n}" if n else "Stand pat"
        if kind is K.DEAL_AGAIN:
            return "Deal again"
        if kind is K.KEEP_CARDS:
            return f"Keep cards ({2 * self.view.house.blind})"
        # (short of the stay at any step, the table's words add "(buys 100 counters)" to
        # "Stay 50", Law 5: this button said "(buy counters)" too, the buying twice, issue 39)
        if kind is K.CALL and offer is not None and a.step != "play":
            # "to stay" after the second draw too: one word for it at every step (issue 38)
            return f"Stay {offer.low}" if offer.low else "Stay"
        if a.step != "play":
            return None  # the betting after the second draw: Poker's words
        if kind is K.BET:
            return f"I play {scene.amount}"
        if kind is K.PASS:
            return "I pass"
        if kind is K.CALL and offer is not None:
            return f"Stay {offer.low}" if offer.low else "Stay"
        return None

    def no_odds(self) -> str:
        return ("The odds helper counts Poker's draws to five cards; Ambigu's draws, to four "
                "cards and the game's own hands, it does not count. Ask the book (?) how to draw.")

    def action_key(self, kind: ActionKind) -> str | None:
        """"Enough" (a draw of none; at the second draw, standing pat) is S wherever it is
        offered: alone, or beside "Discard 1 and draw" (D) while cards are marked.  It was D
        in one place and S in the other."""
        if kind is K.DRAW and self._step() is not None and not self.scene.marked:
            return "S"
        return None

    def turn_hint(self, offers: Any, words: str, caption: bool = False) -> str:
        a = self._step()
        if a is not None and K.DEAL_AGAIN in offers:
            two = 2 * self.view.house.blind
            return (f"All passed. You deal: deal again (another counter each), or put up {two} "
                    f"yourself and all keep their cards and draw again."
                    if caption else "All passed: deal again or keep cards.")  # (one line of the panel)
        if a is None or K.DRAW not in offers:
            return words
        if a.round == 1:
            return ('Your turn: say "Enough", or mark one or both cards to discard and draw; '
                    "two counters to the pool either way." if caption else
                    'Mark cards (1, 2), or "Enough".')
        return ("Your turn to draw: mark one to four cards to discard, or stand pat."
                if caption else "Mark cards (1 to 4), or stand pat.")

    def help_keys(self, mark: tuple[str, str], tail: list[tuple[str, str]]) -> list[tuple[str, str]]:
        return [mark, ("D", "discard the marked cards and draw"),
                ("S", "\"Enough\" (at the second draw, stand pat), whatever is marked"),
                ("B  P", "\"I play\" (a bet), \"I pass\""), ("C  R  A", "stay (call), raise, abandon"),
                ("N  K", "the dealer's choice: deal again, keep the cards")] + tail
