"""Draw Poker's cards: dealing the hands off the stock (Law 11) and the draw (Laws 22-26,
43): each player's discard, and helping him from the stock, rebuilding it when it runs out.

A mixin of :class:`~game.engine.draw.draw_poker.DrawPokerDeal`.
"""

from __future__ import annotations

from typing import Sequence

from game.cards import Card

from ..core.actions import Action
from .names import K
from ..core.errors import BadDiscard
from ..core.events import CardsDrawn, DrawAnnounced, HandDealt, PackRebuilt
from ..core.seat import help_from_stock



class DrawStock:
    """The deal of the hands and the draw (mixed into the deal)."""

    def _deal_hands(self) -> None:
        # Law 11: one at a time, in rotation from the dealer's left, off the top of the
        # stock (its end): the n-th player gets the n-th card off, then the (n + players)-th...
        order, stock = self.order, self.stock
        count = 5 * len(order)
        off = stock[:-count - 1:-1]
        del stock[-count:]
        for i, s in enumerate(order):
            h = self.hands[s]
            h.cards = off[i::len(order)]
            h.dealt = tuple(h.cards)
            self.emit(HandDealt(seat=s, cards=h.dealt, private_to=s, law="Law 11"))

    def _check_discard(self, seat: int, cards: Sequence[Card]) -> None:
        held = self.hands[seat].cards
        if len(set(cards)) != len(cards):
            raise BadDiscard("the same card discarded twice", "Law 22")
        missing = [c for c in cards if c not in held]
        if missing:
            raise BadDiscard(f"not in your hand: {' '.join(c.code for c in missing)}", "Law 22")

    def _do_draw(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        discards = list(action.cards)
        for c in discards:
            h.cards.remove(c)
        h.discarded = discards
        if self.jack_pot and seat == self.opener:
            # Law 43: the opener's discard goes under the chips, never into a new pack.
            self.opener_discard = discards
        count = len(discards)
        drawn = self._help(count, keep_out=discards)
        if not (self.jack_pot and seat == self.opener):
            self.dead.extend(discards)
        h.cards.extend(drawn)
        h.drawn = drawn
        h.drew = count
        self._stale.add(seat)
        self.need.discard(seat)
        self._record(seat, K.DRAW, 0, drew=count)
        self.emit(DrawAnnounced(seat=seat, count=count, law="Law 22"))
        self.emit(CardsDrawn(seat=seat, discarded=tuple(discards), drawn=tuple(drawn),
                             private_to=seat, law="Law 22"))
        self.turn = self._next_seat(seat)

    def _help(self, count: int, keep_out: Sequence[Card]) -> list[Card]:
        """Deal ``count`` cards from the stock, never its last card (Law 26); a new pack is
        never made of the discard of the player being helped, nor the opener's (Law 43)."""
        return help_from_stock(self.stock, self.dead, count, keep_out, self.rng,
                               lambda size: self.emit(PackRebuilt(cards=size, law="Law 26")))


__all__ = ["DrawStock"]
