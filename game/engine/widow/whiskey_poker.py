"""Whiskey Poker (Foster, "Whiskey Poker"; Hoyle's Games Modernized, "Whiskey Poker").

Five cards to each player and five to an extra hand, the widow, dealt face down one at a
time from the dealer's left, the widow just before the dealer.  Each in turn from the age:

* before anyone takes the widow: **pass** (keep the hand to draw to it later), **take the
  widow** (lay the hand face up, and it becomes the widow), or **knock** (stand on the hand);
  the dealer, if nobody has taken it, must **take it or turn it face up** (even when he
  knocks, he turns it up);
* once the widow lies face up: **draw one** (lay one card face up in the widow and take one
  of its cards), **exchange** the whole hand for it, or **knock**; nobody may refuse to draw
  or exchange before a knock.

A knock means that when the turn comes round to the knocker again, the hands are shown;
everyone after him has one more turn, and may then refuse (**pass**).

Settling (the two ways of the book, two variant ids): ``whiskey``, for money: each puts one
counter in the pool before the deal, there is no betting, the best hand takes the pool;
``whiskey-markers``: no pool; each has five markers, the worst hand shown puts one in the
middle, and the first to lose all five "pays for the whiskey" — then everyone takes five
markers again.  The deal passes to the left.

Our choices where the book is silent (docs/variants.md): a player drawing one gives the
card he lays out the place of the card he took (the widow keeps five places, so a player
may name a draw by the two places); players tied for the worst hand each pay a marker; if
the table goes round ten times after the widow is face up without a knock, the hands are
shown (the book sets no end, and a game must end).  The usual custom is followed when a
player knocks before the widow is taken: it stays face down (Hoyle's Games Modernized turns it up, a local
rule the book mentions).
"""

from __future__ import annotations

from typing import Any

from game.cards import Card
from game.hands import evaluate

from ..core.actions import Action, ActionKind, LegalAction
from ..core.betting import VariantDeal
from ..core.events import (
    CardExchanged, Knocked, MarkerPaid, WhiskeyPaid, WidowDealt, WidowTaken, WidowTurned,
)
from ..core.view import Phase
from .swap import swap_named

K = ActionKind
MARKERS = 5
"""Markers each player has "if they are only markers, five is the usual number"."""
MAX_ROUNDS = 10
"""Rounds of the table after the widow is face up with no knock before the hands are shown."""


class WhiskeyPokerDeal(VariantDeal):
    """One deal of Whiskey Poker, the counters played for money: a pool."""

    variant = "whiskey"
    title = "Whiskey Poker, for a pool (Foster, \"Whiskey Poker\")"
    passage = "Whiskey Poker"
    deal_law = "Whiskey Poker"
    """The deal (the widow dealt just before the dealer) is the section's own; the seats and
    the deal's passing, "the same as in Draw Poker" ("Draw Poker, Law 12")."""
    dealer_plays_with_eight = True
    max_players = 8
    markers = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.widow: list[Card] = []
        self.widow_up = False
        self.widow_taken = False
        self.knocker: int | None = None
        self.turns_up = 0  # turns taken since the widow lay face up

    @property
    def last(self) -> int:
        """The last player dealt in: the dealer, or, when the dealer sits out this deal (broke
        at table stakes), the player on his right, who takes the dealer's part with the widow."""
        return self.order[-1]

    # ----------------------------------------------------------------- start
    def start(self) -> None:
        if not self.markers:
            for s in self.order:
                self.stake(s, self.house.blind, "ante", self.passage)
        self.shuffle()
        for _ in range(5):
            for s in self.order:
                if s == self.last:
                    self.widow.append(self.deal_card())  # just before the dealer's own card
                self.hands[s].cards.append(self.deal_card())
        self.tell_dealt(self.passage)
        self.emit(WidowDealt(count=len(self.widow), cards=tuple(self.widow), private_to=-1,
                             law=self.passage))
        self.phase = Phase.WIDOW
        self.turn = self.age

    # ----------------------------------------------------------------- offers
    def offers(self) -> tuple[LegalAction, ...]:
        s = self.turn
        knocked = self.knocker is not None
        if not self.widow_up:
            if s == self.last:
                offers = [LegalAction(K.TAKE_WIDOW), LegalAction(K.TURN_WIDOW)]
                if not knocked:
                    offers.append(LegalAction(K.KNOCK))
                return tuple(offers)
            offers = [LegalAction(K.PASS), LegalAction(K.TAKE_WIDOW)]
            if not knocked:
                offers.append(LegalAction(K.KNOCK))
            return tuple(offers)
        swap = LegalAction(K.DRAW_ONE, 0, 5 * len(self.widow) - 1)
        if knocked:
            return (LegalAction(K.PASS), swap, LegalAction(K.EXCHANGE))
        return (LegalAction(K.KNOCK), swap, LegalAction(K.EXCHANGE))

    def check(self, seat: int, action: Action, offer: LegalAction) -> None:
        if action.kind is K.DRAW_ONE and action.cards:
            self.swap_cards(seat, action)

    def swap_cards(self, seat: int, action: Action) -> tuple[Card, Card]:
        """The card laid out and the card taken, from the cards or the two places."""
        return swap_named(self.hands[seat].cards, self.widow, action, self.passage,
                          what="draw one", pile="the widow")

    # ----------------------------------------------------------------- actions
    def do_pass(self, seat: int, action: Action) -> None:
        self.acted(seat, K.PASS, 0, 0, self.passage)
        self.advance(seat)

    def do_knock(self, seat: int, action: Action) -> None:
        self.knocker = seat
        self.hands[seat].knocked = True
        self.record(seat, K.KNOCK, 0)
        self.emit(Knocked(seat=seat, law=self.passage))
        if not self.widow_up and seat == self.last:
            # "Even if the dealer knocks, he must turn up the widow."
            self.turn_up(seat)
        self.advance(seat)

    def do_take_widow(self, seat: int, action: Action) -> None:
        self.take_widow(seat, face_up=False)
        self.advance(seat)

    def do_exchange(self, seat: int, action: Action) -> None:
        self.take_widow(seat, face_up=True)
        self.advance(seat)

    def take_widow(self, seat: int, face_up: bool) -> None:
        h = self.hands[seat]
        laid, taken = tuple(h.cards), tuple(self.widow)
        h.cards, self.widow = list(taken), list(laid)
        self.widow_up = True
        self.widow_taken = True
        self.record(seat, K.EXCHANGE if face_up else K.TAKE_WIDOW, 0)
        self.emit(WidowTaken(seat=seat, laid=laid, taken=taken, face_up=face_up,
                             private_to=None if face_up else seat, law=self.passage))

    def do_turn_widow(self, seat: int, action: Action) -> None:
        self.record(seat, K.TURN_WIDOW, 0)
        self.turn_up(seat)
        self.advance(seat)

    def turn_up(self, seat: int) -> None:
        self.widow_up = True
        self.emit(WidowTurned(seat=seat, cards=tuple(self.widow), law=self.passage))

    def do_draw_one(self, seat: int, action: Action) -> None:
        gave, took = self.swap_cards(seat, action)
        hand = self.hands[seat].cards
        i, j = hand.index(gave), self.widow.index(took)
        hand[i], self.widow[j] = took, gave
        self.record(seat, K.DRAW_ONE, 0, drew=1)
        self.emit(CardExchanged(seat=seat, gave=gave, took=took, law=self.passage))
        self.advance(seat)

    # ----------------------------------------------------------------- flow
    def advance(self, seat: int) -> None:
        if self.widow_up:
            self.turns_up += 1
        nxt = self.next_seat(seat, self.order)
        if nxt == self.knocker or (self.knocker is None
                                   and self.turns_up >= MAX_ROUNDS * len(self.order)):
            self.show_hands()
            return
        self.turn = nxt

    def flow(self) -> None:
        """Every step is taken in :meth:`advance`."""

    def show_hands(self) -> None:
        start = self.next_seat(self.knocker, self.order) if self.knocker is not None else self.age
        assert start is not None
        for s in self.order_from(start):
            self.show(s, self.passage)
        if self.markers:
            self.pay_markers()
            self.finish(())
            return
        self.finish(self.award(law=self.passage))

    def pay_markers(self) -> None:
        """The worst hand shown puts a marker in the middle; at the last one, he pays for
        the whiskey and everyone starts again with five."""
        markers = self.marker_counts()
        values = {s: evaluate(self.hands[s].cards, self.hand_rules).strength for s in self.order}
        worst = min(values.values())
        for s in self.order:
            if values[s] == worst:
                markers[s] -= 1
                self.emit(MarkerPaid(seat=s, left=markers[s], law=self.passage))
        broke = [s for s in self.order if markers[s] <= 0]
        if broke:
            paid = dict(self.state("paid", {}))
            for s in broke:
                paid[s] = paid.get(s, 0) + 1
                self.emit(WhiskeyPaid(seat=s, markers=MARKERS, law=self.passage))
            self.keep("paid", paid)
            markers = [MARKERS] * self.table.size
        self.keep("markers", markers)

    def marker_counts(self) -> list[int]:
        return list(self.state("markers", [MARKERS] * self.table.size))

    def markers_of(self, seat: int) -> int | None:
        return self.marker_counts()[seat] if self.markers else None

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"widow": tuple(self.widow) if self.widow_up else None,
                "widow_cards": len(self.widow), "knocker": self.knocker}


class WhiskeyMarkersDeal(WhiskeyPokerDeal):
    """Whiskey Poker played with markers: the worst hand pays a marker; the first to lose
    all five pays for the whiskey."""

    variant = "whiskey-markers"
    title = "Whiskey Poker, with markers (Foster, \"Whiskey Poker\")"
    markers = True
