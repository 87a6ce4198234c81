"""Commerce with a widow (Foster, "Commerce"), for markers: "almost three-card Whiskey Poker".

Three markers of no value each; three cards to
each and to the widow, which "is turned face up immediately".  "Before he looks at the
cards he has dealt to himself", the dealer may exchange his whole hand for the widow
(:attr:`ActionKind.EXCHANGE`) or decline (:attr:`ActionKind.PASS`); then from the eldest
hand each in turn draws one card from the widow (:attr:`ActionKind.DRAW_ONE`) "until some
player knocks".  "The first player to lose his three counters pays for the whiskey; and
if two or more are frozen out at the same time, the one with the worst hand pays."

Commerce without a widow is :mod:`game.engine.three_card.commerce`; the rulings where the
book is silent are written there, and the ones for the widow form are these: each puts one
marker in the pool every deal and the best hand takes it (the book: "the best hand takes
the pool"), and when someone has lost his last marker everyone takes three again.
"""

from __future__ import annotations

from typing import Any, Sequence

from game.cards import Card
from game.hands.three_card.commerce import CommerceRules, commerce_value

from ..core.actions import Action, ActionKind, LegalAction
from ..core.events import CardExchanged, HandDealt, Knocked, WhiskeyPaid, WidowDealt, WidowTaken, WidowTurned
from ..core.trading import MAX_ROUNDS
from ..core.trading_events import MarkersMoved
from ..core.view import Phase, SeatView
from .thirty_one import ThirtyOneDeal

K = ActionKind
MARKERS = 3
"""Commerce with a widow: "Each player is provided with three counters only"."""


class CommerceWidowDeal(ThirtyOneDeal):
    """One deal of Commerce with a widow: three markers each, "almost three-card Whiskey
    Poker"."""

    variant = "commerce-widow"
    title = "Commerce with a widow, for markers (Foster, \"Commerce\")"
    passage = "Commerce with a widow"
    deal_law = "Commerce with a widow"
    pass_law = "a house rule, as at Commerce without a widow"
    """The book's section says nothing of who deals next: the deal passes to the left, as Foster
    has it for Commerce without a widow; the log says which ruling it follows."""
    poker_laws = "Draw Poker"
    """(Not Thirty-One's house rule: Commerce's seats and counters are "the same as at Draw
    Poker".)"""
    ties_divide = False

    @property
    def rules(self) -> CommerceRules:
        """The ranks in force: the flush and the pair are house rules."""
        return CommerceRules(flush=self.house.commerce_flush, pair=self.house.commerce_pair)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.dealer_choice = True

    def hand_value(self, cards: Sequence[Card]) -> Any:
        return commerce_value(cards, self.rules)

    def marker_counts(self) -> list[int]:
        return list(self.state("markers", [MARKERS] * self.table.size))

    def markers_of(self, seat: int) -> int | None:
        return self.marker_counts()[seat]

    def start(self) -> None:
        markers = self.marker_counts()
        for s in self.order:  # the pool, of markers of no value
            markers[s] -= 1
            self.emit(MarkersMoved(seat=s, amount=-1, left=markers[s], why="to the pool",
                                   law=self.passage))
        self.keep("markers", markers)
        self.marker_pool = len(self.order)
        self.shuffle()
        last = self.order[-1]
        for _ in range(3):
            for s in self.order:
                if s == last:
                    self.widow.append(self.deal_card())  # just before the dealer's own
                self.hands[s].cards.append(self.deal_card())
        for s in self.order:
            self.hands[s].dealt = tuple(self.hands[s].cards)
            if s != self.dealer:  # he chooses before he looks at his own
                self.emit(HandDealt(seat=s, cards=self.hands[s].dealt, private_to=s,
                                    law=self.passage))
        self.emit(WidowDealt(count=3, cards=tuple(self.widow), private_to=-1, law=self.passage))
        self.emit(WidowTurned(seat=self.dealer, cards=tuple(self.widow),
                              law=self.passage + ": the widow turned face up immediately"))
        self.phase = Phase.WIDOW
        if self.dealer in self.hands:
            self.turn = self.dealer
        else:
            self.dealer_choice = False
            self.turn = self.age

    def offers(self) -> tuple[LegalAction, ...]:
        if self.dealer_choice:
            return (LegalAction(K.EXCHANGE), LegalAction(K.PASS))
        return (LegalAction(K.DRAW_ONE, 0, 8), LegalAction(K.KNOCK))

    def looked(self) -> None:
        d = self.dealer
        self.dealer_choice = False
        self.emit(HandDealt(seat=d, cards=self.hands[d].dealt, private_to=d, law=self.passage))
        self.turn = self.age  # "otherwise the eldest hand has the first draw"

    def do_exchange(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        self.looked()
        laid, taken = tuple(h.cards), tuple(self.widow)
        h.cards, self.widow = list(taken), list(laid)
        self.record(seat, K.EXCHANGE, 0)
        self.emit(WidowTaken(seat=seat, laid=laid, taken=taken, face_up=True,
                             law=self.passage + ": the dealer's whole hand exchanged "
                                                "before looking at it"))

    def do_pass(self, seat: int, action: Action) -> None:
        self.looked()
        self.acted(seat, K.PASS, 0, 0, self.passage + ": the dealer keeps the hand dealt")

    def do_draw_one(self, seat: int, action: Action) -> None:
        gave, took = self.swap_cards(seat, action)
        hand = self.hands[seat].cards
        i, j = hand.index(gave), self.widow.index(took)
        hand[i], self.widow[j] = took, gave
        self.record(seat, K.DRAW_ONE, 0, drew=1)
        self.emit(CardExchanged(seat=seat, gave=gave, took=took, law=self.passage))
        self.advance(seat)

    def do_knock(self, seat: int, action: Action) -> None:
        self.knocker = seat
        self.hands[seat].knocked = True
        self.record(seat, K.KNOCK, 0)
        self.emit(Knocked(seat=seat, law=self.passage + ": all drawing ceases"))
        self.settle(self.passage + ": the hands are shown at once")

    def advance(self, seat: int) -> None:
        self.turns += 1
        if self.turns >= MAX_ROUNDS * len(self.order):
            self.settle("a house rule: ten rounds without a knock, the hands are shown")
        else:
            self.turn = self.next_seat(seat, self.order)

    def settle(self, why: str) -> None:
        self.show_from(self.age, why)
        (winner,) = self.best()
        markers = self.marker_counts()
        markers[winner] += self.marker_pool
        self.emit(MarkersMoved(seat=winner, amount=self.marker_pool, left=markers[winner],
                               why="the best hand takes the pool", law=self.passage))
        broke = [s for s in self.order if markers[s] <= 0]
        if broke:
            # "if two or more are frozen out at the same time, the one with the worst hand
            # pays"; equal hands: the one the dealer's tie rule puts last
            rank = {s: i for i, s in enumerate(self.tie_order())}
            payer = min(broke, key=lambda s: (self.value(s).strength, -rank[s]))
            paid = dict(self.state("paid", {}))
            paid[payer] = paid.get(payer, 0) + 1
            self.keep("paid", paid)
            self.emit(WhiskeyPaid(seat=payer, markers=MARKERS,
                                  # (the book's "counters" are the window's markers: one word)
                                  law=self.passage + ": the first to lose all three markers "
                                                     "pays for the whiskey"))
            markers = [MARKERS] * self.table.size
        self.keep("markers", markers)
        self.finish((winner,))

    def view(self, seat: int) -> SeatView:
        v = super().view(seat)
        if self.dealer_choice and seat == self.dealer:
            return v._replace(hand=())  # he chooses before he looks
        return v

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"widow": tuple(self.widow), "widow_cards": len(self.widow),
                "knocker": self.knocker}
