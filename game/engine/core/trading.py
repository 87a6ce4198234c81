"""What Thirty-One, Commerce and My Ship Sails share (Foster, "Thirty-One", "Commerce"):
three cards each, one at a time from the dealer's left; turns going round to the left;
a card named by the player or by its place; the show; the pool to the best hand.

Each game is a module of its own built on :class:`TradingDeal`: ``thirty_one.py``,
``commerce.py`` (without a widow, and with one), ``my_ship_sails.py``.  The hand values
are :mod:`game.hands.three_card.thirty_one` and :mod:`game.hands.three_card.commerce`.
"""

from __future__ import annotations

from typing import Any, Sequence

from game.cards import Card

from .actions import Action, ActionKind, LegalAction
from .betting import VariantDeal
from .errors import BadDiscard
from .events import HandShown, PoolWon
from .trading_events import Bartered, BarterOffered

K = ActionKind
MAX_ROUNDS = 10
"""Rounds of the table without an end before the hands are shown (the book sets no end to
the trading but a knock, and a game must end): our ruling, docs/variants.md."""


class TradingDeal(VariantDeal):
    """One deal of a three-card trading game."""

    fixed_pack = "52"
    dealer_plays_with_eight = True
    max_players = 8
    straight_flushes = True
    ties_divide = False
    """True: equal hands divide the pool (Thirty-One); False: the first of :meth:`tie_order`
    takes it (Commerce: "the dealer, or the player nearest him on his left")."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.knocker: int | None = None
        self.turns = 0

    # ----------------------------------------------------------------- values
    def hand_value(self, cards: Sequence[Card]) -> Any:  # pragma: no cover - each game's own
        """The game's value of three cards (``strength``, ``category.label``, ``describe``)."""
        raise NotImplementedError

    def value(self, seat: int) -> Any:  # type: ignore[override]
        return self.hand_value(self.hands[seat].cards)

    def tie_order(self) -> list[int]:
        """Who wins a tie first: the dealer, then from his left (Commerce)."""
        return [self.dealer] + [s for s in self.order if s != self.dealer]

    # ----------------------------------------------------------------- dealing
    def ante_all(self, amount: int, why: str = "ante") -> None:
        for s in self.order:
            self.stake(s, amount, why, self.passage)

    def deal_three(self, hidden: set[int] = frozenset()) -> None:  # type: ignore[assignment]
        """Three cards each, one at a time, from the dealer's left; ``hidden``: seats whose
        HandDealt is held back (the dealer at Commerce with a widow, before he chooses)."""
        self.deal_each(3)
        self.tell_dealt(self.passage, hidden=hidden)

    # ----------------------------------------------------------------- naming a card
    def card_named(self, seat: int, action: Action, what: str = "card") -> Card:
        """The card of ``seat``'s hand the action names: ``cards[0]`` or place ``amount``."""
        hand = self.hands[seat].cards
        if action.cards:
            if len(action.cards) != 1 or action.amount:
                raise BadDiscard(f"name one {what} of your hand, or its place", self.passage)
            card = action.cards[0]
            if card not in hand:
                raise BadDiscard(f"{card.code} is not in your hand", self.passage)
            return card
        if not 0 <= action.amount < len(hand):
            raise BadDiscard(f"the place of a {what} is 0 to {len(hand) - 1}", self.passage)
        return hand[action.amount]

    def place_offer(self, kind: ActionKind) -> LegalAction:
        return LegalAction(kind, 0, 2)

    # ----------------------------------------------------------------- the show
    def show(self, seat: int, law: str) -> None:
        h = self.hands[seat]
        h.shown = True
        h.shown_cards = tuple(h.cards)
        v = self.value(seat)
        self.emit(HandShown(seat=seat, cards=tuple(h.cards), value=v.describe(),
                            category=v.category.label, law=law))

    def show_from(self, start: int, law: str) -> None:
        for s in self.order_from(start):
            if self.hands[s].live and not self.hands[s].shown:
                self.show(s, law)

    def best(self) -> tuple[int, ...]:
        """The winners: the best hand; a tie divided, or to the first in :meth:`tie_order`."""
        live = self.live
        values = {s: self.value(s).strength for s in live}
        top = max(values.values())
        tied = [s for s in live if values[s] == top]
        if self.ties_divide or len(tied) == 1:
            return tuple(tied)
        first = next(s for s in self.tie_order() if s in tied)
        return (first,)

    def pay_pool(self, winners: Sequence[int], law: str) -> None:
        """The whole pool to the winners (divided, the odd counter first from the dealer's
        left: Law 36 as at Poker)."""
        amount = self.pool_total()
        paid = self.divide(amount, winners)
        for s, a in paid.items():
            self.table.stacks[s] += a
        self.emit(PoolWon(index=0, amount=amount, eligible=tuple(self.live),
                          winners=tuple(winners), paid=paid, shown=True, law=law))

    def flow(self) -> None:
        """Every step is taken by the actions themselves."""

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"knocker": self.knocker}


def transfer(deal: VariantDeal, src: int, dst: int, amount: int) -> int:
    """Counters from one seat straight to another (a trade for ready money, the dealer's
    payments), buying from the banker when short (Law 5); under table stakes or freeze-out
    no more than he has."""
    from .events import CountersBought

    stacks = deal.table.stacks
    if stacks[src] < amount:
        if deal.limited:
            amount = stacks[src]
        else:
            lots = -(-(amount - stacks[src]) // deal.house.buy_in) * deal.house.buy_in
            stacks[src] += lots
            deal.table.bought[src] += lots
            deal.emit(CountersBought(seat=src, amount=lots, law=deal.cite(deal.buy_law)))
    stacks[src] -= amount
    stacks[dst] += amount
    return amount


class BarterDeal(TradingDeal):
    """A trading game with the barter: a card offered to the player on the left, who gives
    one of his own for it unseen (Commerce's trading for barter; My Ship Sails' exchange).
    Each game says the two steps in its own words (``barter_words``, ``give_words``) and what
    follows an exchange (:meth:`after_barter`)."""

    barter_words = ""
    give_words = ""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pending: tuple[int, int, Card] | None = None
        """A barter offered and not yet answered: (the offerer, his left, the card)."""

    def do_barter(self, seat: int, action: Action) -> None:
        card = self.card_named(seat, action)
        to = self.next_seat(seat, self.order)
        assert to is not None
        self.pending = (seat, to, card)
        self.record(seat, ActionKind.BARTER, 0)
        self.emit(BarterOffered(seat=seat, to=to, law=f"{self.passage}: {self.barter_words}"))
        self.turn = to

    def do_give(self, seat: int, action: Action) -> None:
        assert self.pending is not None
        offerer, _, offered = self.pending
        given = self.card_named(seat, action)
        mine, theirs = self.hands[seat].cards, self.hands[offerer].cards
        mine[mine.index(given)] = offered
        theirs[theirs.index(offered)] = given
        self.pending = None
        self.record(seat, ActionKind.GIVE, 0)
        self.emit(Bartered(seat=offerer, to=seat, gave=(offered,), took=(given,), private_to=offerer,
                           shared_with=seat, law=f"{self.passage}: {self.give_words}"))
        self.after_barter(offerer, seat)

    def after_barter(self, offerer: int, seat: int) -> None:  # pragma: no cover - each game's own
        raise NotImplementedError
