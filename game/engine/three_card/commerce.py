"""Commerce (Foster, "Commerce") without a widow, the older form: one of the three-card games.

Commerce with a widow, which the chooser counts among the widow games, is
:mod:`game.engine.widow.commerce_widow`.

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

The best hand takes the pool (:mod:`game.hands.three_card.commerce`); a tie goes to "the dealer, or
the player nearest him on his left".  "If the dealer does not win the pool, he must pay one
white counter to the player who does.  If the dealer holds a combination of the same rank
as the one that wins the pool, he must pay one white counter to every other player."

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
from game.hands.three_card.commerce import CommerceCategory, CommerceRules, commerce_value

from ..core.actions import Action, ActionKind, LegalAction
from ..core.events import Knocked
from ..core.trading import MAX_ROUNDS, BarterDeal, transfer
from ..core.trading_events import DealerPays, TradedForMoney
from ..core.view import Phase

K = ActionKind

SAME_KIND = "of the same kind as the winner's (triplets, or a sequence flush; a point does not count)"
"""The dealer's payment to every player, in one phrase: "if his hand is {SAME_KIND}, he pays
every player one".  The How to play card, the rules text and its example, the guided deal
and the log all say it in these words (a learner met "of the winning rank" in one place,
"of the same kind" in another, and "a combination" in a third, and took them for three
rules).  ``point does not count``: our ruling above, where the book is silent."""


class CommerceDeal(BarterDeal):
    """One deal of Commerce without a widow: trading for ready money or for barter."""

    variant = "commerce"
    title = "Commerce, trading for ready money or barter (Foster, \"Commerce\")"
    passage = "Commerce"
    deal_law = "Commerce"
    pass_law = "Commerce"
    """"The deal passes to the left, and a misdeal loses the deal" (Foster, "Commerce")."""
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
            why = f"his hand is {SAME_KIND}"  # (the show's lines have named both hands)
        else:
            to = (winner,)
            why = "the dealer does not win the pool"
        paid = tuple(s for s in to if transfer(self, d, s, 1))
        if paid:
            self.emit(DealerPays(seat=d, to=paid, each=1, why=why, law=self.passage))
