"""Commerce (Foster, "Commerce"), without a widow and with one.

**Without a widow** (``commerce``; "the older form"): each puts one counter in the pool;
three cards each, one at a time.  Each in turn from the eldest hand may exchange one card:

* **for ready money** (:attr:`ActionKind.TRADE_MONEY`): "he gives his card and one white
  counter to the dealer, and receives another card, face down, from the top of the pack.
  The discard is left on the table, and the counter is the dealer's perquisite";
* **for barter** (:attr:`ActionKind.BARTER`): "he passes his discard to the player on his
  left, who must give one of his own in exchange before looking at the one he is to
  receive" (:attr:`ActionKind.GIVE`).  "If the player will not exchange, he must knock
  ... If he exchanges, he takes up the offered card, and then has the privilege of trading
  for ready money or for barter himself";
* or **knock**: "all trading is immediately stopped, and the hands are shown".

The best hand takes the pool (:mod:`game.hands.commerce`); a tie goes to "the dealer, or
the player nearest him on his left".  "If the dealer does not win the pool, he must pay one
white counter to the player who does.  If the dealer holds a combination of the same rank
as the one that wins the pool, he must pay one white counter to every other player."

**With a widow** (``commerce-widow``): three markers of no value each; three cards to
each and to the widow, which "is turned face up immediately".  "Before he looks at the
cards he has dealt to himself", the dealer may exchange his whole hand for the widow
(:attr:`ActionKind.EXCHANGE`) or decline (:attr:`ActionKind.PASS`); then from the eldest
hand each in turn draws one card from the widow (:attr:`ActionKind.DRAW_ONE`) "until some
player knocks".  "The first player to lose his three counters pays for the whiskey; and
if two or more are frozen out at the same time, the one with the worst hand pays."

Our rulings where the book is silent (docs/variants.md): a player who will not trade must
knock (the book's words for the barter, taken for every turn, so there is no passing);
the dealer trading for ready money pays nobody (the counter would be his own); the point
is not "a combination" for the dealer's payment to every player (the book's example names
the sequence flush, and the point is held in nearly every hand), so when a point wins the
dealer pays the winner only; with a widow, each puts one marker in the pool every deal and
the best hand takes it (the book: "the best hand takes the pool"), and when someone has
lost his last marker everyone takes three again; after ten rounds without a knock the
hands are shown.
"""

from __future__ import annotations

from typing import Any, Sequence

from game.cards import Card
from game.hands.commerce import CommerceCategory, CommerceRules, commerce_value

from .actions import Action, ActionKind, LegalAction
from .events import CardExchanged, HandDealt, Knocked, WhiskeyPaid, WidowDealt, WidowTaken, WidowTurned
from .thirty_one import ThirtyOneDeal
from .trading import MAX_ROUNDS, BarterDeal, transfer
from .trading_events import DealerPays, MarkersMoved, TradedForMoney
from .view import Phase, SeatView

K = ActionKind
MARKERS = 3
"""Commerce with a widow: "Each player is provided with three counters only"."""


class CommerceDeal(BarterDeal):
    """One deal of Commerce without a widow: trading for ready money or for barter."""

    variant = "commerce"
    title = "Commerce, trading for ready money or barter (Foster, \"Commerce\")"
    passage = "Commerce"
    deal_law = "Commerce"
    barter_words = "trading for barter"
    give_words = "one given in exchange before looking"

    @property
    def rules(self) -> CommerceRules:
        """The ranks in force: the flush and the pair are house rules."""
        return CommerceRules(flush=self.house.commerce_flush, pair=self.house.commerce_pair)

    def hand_value(self, cards: Sequence[Card]) -> Any:
        return commerce_value(cards, self.rules)

    def start(self) -> None:
        self.ante_all(1, "ante")  # "each player deposits one in the pool"
        self.shuffle()
        self.deal_three()
        self.phase = Phase.TRADING
        self.turn = self.age

    # ----------------------------------------------------------------- offers
    def offers(self) -> tuple[LegalAction, ...]:
        s = self.turn
        assert s is not None
        if self.pending is not None:
            return (self.place_offer(K.GIVE), LegalAction(K.KNOCK))
        offers = []
        if s == self.dealer or not self.limited or self.stack(s) >= 1:
            offers.append(self.place_offer(K.TRADE_MONEY))
        offers += [self.place_offer(K.BARTER), LegalAction(K.KNOCK)]
        return tuple(offers)

    def check(self, seat: int, action: Action, offer: LegalAction) -> None:
        if action.kind in (K.TRADE_MONEY, K.BARTER, K.GIVE):
            self.card_named(seat, action)

    # ----------------------------------------------------------------- actions
    def do_trade_money(self, seat: int, action: Action) -> None:
        card = self.card_named(seat, action)
        paid = 0 if seat == self.dealer else transfer(self, seat, self.dealer, 1)
        hand = self.hands[seat].cards
        (took,) = self.help(1, keep_out=[card])
        hand[hand.index(card)] = took
        self.dead.append(card)  # "The discard is left on the table"
        self.record(seat, K.TRADE_MONEY, 0, drew=1)
        self.emit(TradedForMoney(seat=seat, dealer=self.dealer, paid=paid, gave=(card,),
                                 took=(took,), private_to=seat,
                                 law=self.passage + ": trading for ready money, the counter "
                                                    "the dealer's to keep"))
        self.advance(seat)

    def after_barter(self, offerer: int, seat: int) -> None:
        """The barter made: the offerer's turn is over, and the one who gave has his own."""
        self.turns += 1
        if self.turns >= MAX_ROUNDS * len(self.order):
            self.settle("a house rule: ten rounds without a knock, the hands are shown")
        else:
            self.turn = seat

    def do_knock(self, seat: int, action: Action) -> None:
        law = self.passage + ": the knock; all trading stopped, the hands shown"
        if self.pending is not None:
            law = self.passage + ": no exchange, so a knock; trading stops"
            self.pending = None  # the offered card stays with its holder
        self.knocker = seat
        self.hands[seat].knocked = True
        self.record(seat, K.KNOCK, 0)
        self.emit(Knocked(seat=seat, law=law))
        self.settle(self.passage + ": the hands are shown")

    def advance(self, seat: int) -> None:
        self.turns += 1
        if self.turns >= MAX_ROUNDS * len(self.order):
            self.settle("a house rule: ten rounds without a knock, the hands are shown")
        else:
            self.turn = self.next_seat(seat, self.order)

    # ----------------------------------------------------------------- the show
    def settle(self, why: str) -> None:
        self.show_from(self.age, why)
        winners = self.best()
        self.pay_pool(winners, self.passage + ": the best hand wins the pool")
        self.dealer_pays(winners[0])
        self.finish(winners)

    def dealer_pays(self, winner: int) -> None:
        """The dealer's payment when he does not win (Foster, "Commerce")."""
        d = self.dealer
        if winner == d or d not in self.hands:
            return
        win = self.value(winner).category
        mine = self.value(d).category
        if mine is win and win is not CommerceCategory.POINT:
            to = tuple(s for s in self.order if s != d)
            why = f"his {mine.label} is of the rank that wins"
        else:
            to = (winner,)
            why = "the dealer does not win the pool"
        paid = tuple(s for s in to if transfer(self, d, s, 1))
        if paid:
            self.emit(DealerPays(seat=d, to=paid, each=1, why=why, law=self.passage))


class CommerceWidowDeal(ThirtyOneDeal):
    """One deal of Commerce with a widow: three markers each, "almost three-card Whiskey
    Poker"."""

    variant = "commerce-widow"
    title = "Commerce with a widow, for markers (Foster, \"Commerce\")"
    passage = "Commerce with a widow"
    deal_law = "Commerce with a widow"
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
                                  law=self.passage + ": the first to lose all three counters "
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
