"""Thirty-One, or Schnautz (Foster, "Thirty-One").

"A pool is made up by any number of players": each puts up the blind (one white counter
by default).  The dealer gives three cards to each, face down, one at a time from his
left, and "three extra cards to the table, dealt face up".  Each in turn to the left,
from the eldest hand, may **exchange one of his own cards for one of those on the table**
(:attr:`ActionKind.DRAW_ONE`: the two cards, or the number ``3 * hand place + table
place``), or **knock**.  "Drawing is kept up until some player knocks, after which only
one more draw is allowed, the knocker not being allowed to draw again": after a knock,
each of the others has one more turn, to draw or to **pass**, and then the hands are
shown.  "A player can knock without drawing at all."

The best hand takes the pool: a flush of thirty-one, else threes, else the best count in
one suit (:mod:`game.hands.three_card.thirty_one`).  Our rulings where the book is silent
(docs/variants.md): before a knock a player must draw or knock (a knock is his turn, as
at Whiskey Poker: he cannot draw and knock at once); the card he gives up takes the place
on the table of the card he took; equal hands divide the pool, the odd counter first to
the dealer's left; after ten rounds without a knock the hands are shown.
"""

from __future__ import annotations

from typing import Any, Sequence

from game.cards import Card
from game.hands.three_card.thirty_one import thirty_one_value

from ..core.actions import Action, ActionKind, LegalAction
from ..core.events import Knocked
from ..core.trading import MAX_ROUNDS, TradingDeal
from ..core.trading_events import TableCardTaken, TableCardsDealt
from ..core.view import Phase
from .swap import swap_named

K = ActionKind
TABLE_CARDS = 3


class ThirtyOneDeal(TradingDeal):
    """One deal of Thirty-One."""

    variant = "thirty-one"
    title = "Thirty-One, or Schnautz (Foster, \"Thirty-One\")"
    passage = "Thirty-One"
    deal_law = "Thirty-One"
    poker_laws = "a house rule, as Draw Poker"
    """The section names no laws for seats, counters or the deal's passing: ours are Draw
    Poker's, cited as a house rule ("a house rule, as Draw Poker's Law 12")."""
    ties_divide = True

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.widow: list[Card] = []
        self.widow_up = True

    exchanged: Any = TableCardTaken
    """The event of a draw of one (the widow's at Commerce, the table's here)."""

    def hand_value(self, cards: Sequence[Card]) -> Any:
        return thirty_one_value(cards)

    def start(self) -> None:
        self.ante_all(self.house.blind, "ante")
        self.shuffle()
        self.deal_three()
        self.widow = [self.deal_card() for _ in range(TABLE_CARDS)]
        self.emit(TableCardsDealt(cards=tuple(self.widow), law=self.passage))
        self.phase = Phase.WIDOW
        self.turn = self.age

    def offers(self) -> tuple[LegalAction, ...]:
        swap = LegalAction(K.DRAW_ONE, 0, 3 * TABLE_CARDS - 1)
        if self.knocker is None:
            return (swap, LegalAction(K.KNOCK))
        return (swap, LegalAction(K.PASS))

    def check(self, seat: int, action: Action, offer: LegalAction) -> None:
        if action.kind is K.DRAW_ONE:
            self.swap_cards(seat, action)

    def swap_cards(self, seat: int, action: Action) -> tuple[Card, Card]:
        """The card given up and the card taken, from the two cards or the number."""
        return swap_named(self.hands[seat].cards, self.widow, action, self.passage,
                          what="an exchange", pile="the cards on the table")

    # ----------------------------------------------------------------- actions
    def do_draw_one(self, seat: int, action: Action) -> None:
        gave, took = self.swap_cards(seat, action)
        hand = self.hands[seat].cards
        i, j = hand.index(gave), self.widow.index(took)
        hand[i], self.widow[j] = took, gave
        self.record(seat, K.DRAW_ONE, 0, drew=1)
        self.emit(self.exchanged(seat=seat, gave=gave, took=took,
                                 law=self.passage + (": one more draw after the knock"
                                                     if self.knocker is not None else "")))
        self.advance(seat)

    def do_knock(self, seat: int, action: Action) -> None:
        self.knocker = seat
        self.hands[seat].knocked = True
        self.record(seat, K.KNOCK, 0)
        self.emit(Knocked(seat=seat, law=self.passage + ": the knock, one more draw"))
        self.advance(seat)

    def do_pass(self, seat: int, action: Action) -> None:
        self.acted(seat, K.PASS, 0, 0, self.passage + ": one more draw allowed, not taken")
        self.advance(seat)

    def advance(self, seat: int) -> None:
        self.turns += 1
        nxt = self.next_seat(seat, self.order)
        if nxt == self.knocker:
            self.settle(self.passage + ": the knocker's turn comes round; the hands are shown")
        elif self.knocker is None and self.turns >= MAX_ROUNDS * len(self.order):
            self.settle("a house rule: ten rounds without a knock, the hands are shown")
        else:
            self.turn = nxt

    def settle(self, why: str) -> None:
        start = self.next_seat(self.knocker, self.order) if self.knocker is not None else self.age
        self.show_from(start, why)
        winners = self.best()
        law = self.passage + (": a tie divides the pool, a house rule as Draw Poker's Law 36"
                              if len(winners) > 1 else ": the best hand takes the pool")
        self.pay_pool(winners, law)
        self.finish(winners)

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"widow": tuple(self.widow), "widow_cards": len(self.widow),
                "knocker": self.knocker}
