"""My Ship Sails, or My Bird Sings (Foster, "Commerce", its last paragraph).

"The counters have a money value": each puts one in the pool (our ruling: the book names
no stake).  Three cards each, face down, one at a time; no widow.  "The eldest hand may
then exchange one card with the player on his left, who must give his card before seeing
the one he is to receive.  The exchange goes round to the left": each in turn offers a
card to his left (:attr:`ActionKind.BARTER`), or lets his turn go by (:attr:`ActionKind.PASS`);
the player on his left gives one of his own for it unseen (:attr:`ActionKind.GIVE`).

"The moment any player finds himself with a flush, three cards of the same suit,
regardless of their value, whether dealt to him, or made by exchange, he says: 'My Ship
Sails'; and all exchange is stopped, and the hands are shown."  The program says it for
him, the moment he holds it.  "Should there be more than one flush, the pips win ... If no
player has secured a flush after two rounds of exchanges, the hands are shown, and the
highest number of pips in the two-card flushes wins the pool.  The elder hand wins ties."
"""

from __future__ import annotations

from typing import Any, Sequence

from game.cards import Card
from game.hands.three_card.commerce import is_flush, ship_value

from ..core.actions import Action, ActionKind, LegalAction
from ..core.trading import BarterDeal
from ..core.trading_events import ShipSails
from ..core.view import Phase

K = ActionKind
ROUNDS = 2
"""'after two rounds of exchanges' the hands are shown."""


class MyShipSailsDeal(BarterDeal):
    """One deal of My Ship Sails."""

    variant = "my-ship-sails"
    title = "My Ship Sails, or My Bird Sings (Foster, \"Commerce\")"
    passage = "My Ship Sails"
    deal_law = "My Ship Sails"
    pass_law = "a house rule, as at Commerce"
    """The book's section says nothing of who deals next: the deal passes to the left, as Foster
    has it for Commerce without a widow; the log says which ruling it follows."""
    barter_words = "the exchange to the left"
    give_words = "a card given before seeing the one to be received"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sailed: tuple[int, ...] = ()

    def hand_value(self, cards: Sequence[Card]) -> Any:
        return ship_value(cards)

    def tie_order(self) -> list[int]:
        """'The elder hand wins ties': from the dealer's left."""
        return list(self.order)

    def start(self) -> None:
        self.ante_all(self.house.blind, "ante")
        self.shuffle()
        self.deal_three()
        self.phase = Phase.TRADING
        self.turn = self.age
        self.sail_if_flush(self.order, "as dealt")

    def offers(self) -> tuple[LegalAction, ...]:
        if self.pending is not None:
            return (self.place_offer(K.GIVE),)
        return (self.place_offer(K.BARTER), LegalAction(K.PASS))

    def check(self, seat: int, action: Action, offer: LegalAction) -> None:
        if action.kind in (K.BARTER, K.GIVE):
            self.card_named(seat, action)

    def after_barter(self, offerer: int, seat: int) -> None:
        """The exchange made: a flush sails; else the turn passes on from the offerer."""
        self.turns += 1
        if not self.sail_if_flush((offerer, seat), "made by exchange"):
            self.next_turn(offerer)

    def do_pass(self, seat: int, action: Action) -> None:
        self.acted(seat, K.PASS, 0, 0, self.passage)
        self.turns += 1
        self.next_turn(seat)

    def next_turn(self, seat: int) -> None:
        if self.turns >= ROUNDS * len(self.order):
            self.settle(self.passage + ": no flush after two rounds of exchanges; the hands "
                                       "are shown")
        else:
            self.turn = self.next_seat(seat, self.order)

    def sail_if_flush(self, seats: Sequence[int], how: str) -> bool:
        sailing = [s for s in seats if is_flush(self.hands[s].cards)]
        if not sailing:
            return False
        self.sailed = tuple(sailing)
        for s in sailing:
            self.emit(ShipSails(seat=s, law=self.passage + f": a flush {how}; all exchange "
                                                           "is stopped"))
        self.settle(self.passage + ": the hands are shown")
        return True

    def settle(self, why: str) -> None:
        self.show_from(self.age, why)
        winners = self.best()
        law = self.passage + (": the elder hand wins ties" if self.tied else
                              ": the best hand wins the pool")
        self.pay_pool(winners, law)
        self.finish(winners)

    @property
    def tied(self) -> bool:
        values = [self.value(s).strength for s in self.live]
        return values.count(max(values)) > 1
