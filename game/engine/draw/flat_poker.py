"""Flat Poker (Foster, "Flat Poker"): the age's blind, matched or declined; no raises.

Before the cards are dealt the age puts up, for a blind, any amount he pleases within the
limit.  Those willing to bet as much on the possibilities of their hands put up as much;
those who decline are given no cards.  There are no straddles, raises or antes.  After the
deal each player in the pool draws, the age first.  Then, the book's two ways to play:

* ``flat`` (:class:`FlatPokerDeal`): the hands are shown and the best wins;
* ``flat-field`` (:class:`FlatFieldDeal`): beginning with the age, each may say he will
  back his hand against the field (all the others in the pool), putting up as much as
  their stakes together.  He cannot be raised.  If no one calls him, he takes the pool.
  If any one player or combination of players calls him and one of the field can beat
  his hand, the field divide the pool — those who did not join the call too ("B getting
  his third"); otherwise the backer takes it.

Our choices where the book is silent (docs/variants.md): if nobody comes in, the age takes
his blind back and the deal passes; a player joins the call or not, each in turn from the
backer's left, and those who join share the call equally (the odd counters paid by the
first to join); at table stakes and freeze-out one may come in, back or join the call only
when he has the whole amount before him; a tie with the backer does not beat him; when
nobody backs, the hands are shown and the best wins; the field divides the pool in equal
shares, the odd counter going first to the dealer's left (as every divided pool).
"""

from __future__ import annotations

from typing import Any

from game.hands import evaluate

from ..core.actions import Action, ActionKind, LegalAction
from ..core.betting import VariantDeal
from ..core.events import PoolWon, Returned, Staked
from ..core.view import Phase

K = ActionKind


class FlatPokerDeal(VariantDeal):
    """One deal of Flat Poker, played the first way: after the draw the best hand wins."""

    variant = "flat"
    title = "Flat Poker, the hands shown (Foster, \"Flat Poker\")"
    passage = "Flat Poker"
    poker_laws = None
    """A variety described within Draw Poker's own section: the Poker laws cited bare."""
    backing = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.blind = 0
        self.backer: int | None = None
        self.back_amount = 0
        self.joiners: list[int] = []

    def start(self) -> None:
        self.shuffle()
        self.phase = Phase.BLIND
        self.turn = self.age

    def affords(self, seat: int, amount: int) -> bool:
        return not self.limited or self.stack(seat) >= amount

    # ----------------------------------------------------------------- offers
    def offers(self) -> tuple[LegalAction, ...]:
        s = self.turn
        assert s is not None
        if self.phase is Phase.BLIND:
            high = min(self.house.limit, self.stack(s)) if self.limited else self.house.limit
            return (LegalAction(K.BLIND, 1, max(1, high)),)
        if self.phase is Phase.COMING_IN:
            offers = [LegalAction(K.PASS)]
            if self.affords(s, self.blind):
                offers.append(LegalAction(K.CALL, self.blind, self.blind))
            return tuple(offers)
        if self.phase is Phase.DRAW:
            return (LegalAction(K.DRAW, 0, len(self.hands[s].cards)),)
        if self.phase is Phase.BACKING:
            amount = self.field_stakes(s)
            offers = [LegalAction(K.PASS)]
            # Backing is a bet: offered only when someone in the field could call it.
            if amount >= 1 and self.affords(s, amount) and any(
                    self.affords(o, amount) for o in self.live if o != s):
                offers.append(LegalAction(K.BACK_FIELD, amount, amount))
            return tuple(offers)
        if self.phase is Phase.FIELD:
            offers = [LegalAction(K.PASS)]
            if self.affords(s, self.back_amount):
                offers.append(LegalAction(K.CALL, self.back_amount, self.back_amount))
            return tuple(offers)
        return ()  # pragma: no cover

    def field_stakes(self, seat: int) -> int:
        """What backing against the field costs: all the others' stakes together."""
        return sum(self.hands[o].put for o in self.live if o != seat)

    # ----------------------------------------------------------------- actions
    def do_blind(self, seat: int, action: Action) -> None:
        self.blind = self.put(seat, action.amount)
        self.level = self.blind
        self.record(seat, K.BLIND, self.blind)
        self.emit(Staked(seat=seat, amount=self.blind, why="blind", law=self.passage))
        self.phase = Phase.COMING_IN
        self.need = {s for s in self.order if s != seat}
        self.turn = self.next_seat(seat)

    def do_call(self, seat: int, action: Action) -> None:
        self.need.discard(seat)
        if self.phase is Phase.FIELD:
            # He joins the call; the call is shared among those who join, when all have spoken.
            self.joiners.append(seat)
            self.acted(seat, K.CALL, 0, 0, self.passage)
        else:
            put = self.put(seat, self.blind)
            self.acted(seat, K.CALL, put, put, self.passage)
        self.turn = self.next_seat(seat)

    def do_pass(self, seat: int, action: Action) -> None:
        self.need.discard(seat)
        if self.phase is Phase.COMING_IN:
            self.hands[seat].live = False  # he declines, and is given no cards
        self.acted(seat, K.PASS, 0, 0, self.passage)
        self.turn = self.next_seat(seat)

    def do_draw(self, seat: int, action: Action) -> None:
        self.draw_cards(seat, action.cards)
        self.need.discard(seat)
        self.turn = self.next_seat(seat)

    def do_back_field(self, seat: int, action: Action) -> None:
        amount = self.field_stakes(seat)
        put = self.put(seat, amount)
        self.backer = seat
        self.back_amount = put
        self.last_aggressor = seat
        self.acted(seat, K.BACK_FIELD, amount, put, self.passage)
        self.phase = Phase.FIELD
        self.need = {s for s in self.live if s != seat}
        self.turn = self.next_seat(seat)

    # ----------------------------------------------------------------- flow
    def flow(self) -> None:
        if self.need:
            if self.turn not in self.need:
                self.turn = self.next_seat(self.turn if self.turn is not None else self.dealer)
            return
        if self.phase is Phase.COMING_IN:
            self.deal_in()
        elif self.phase is Phase.DRAW:
            if self.backing:
                self.phase = Phase.BACKING
                self.need = set(self.live)
                self.turn = self.age
            else:
                self.show_all(self.passage)
                self.finish(self.award(law=self.passage))
        elif self.phase is Phase.BACKING:
            self.show_all(self.passage)  # nobody backed: the hands are shown
            self.finish(self.award(law=self.passage))
        elif self.phase is Phase.FIELD:
            self.settle_field()

    def deal_in(self) -> None:
        players = self.live
        if len(players) < 2:
            # Nobody would bet as much: the age takes back his blind (our rule).
            back = self.hands[self.age].put
            self.hands[self.age].put = 0
            self.table.stacks[self.age] += back
            self.emit(Returned(seat=self.age, amount=back, why="nobody came in: the blind back",
                               law=self.passage))
            self.finish(())
            return
        self.deal_each(5, players)
        self.tell_dealt("Law 11", players)
        self.phase = Phase.DRAW
        self.need = set(players)
        self.turn = self.age  # "each player who is in the pool draws cards, the age first"

    def settle_field(self) -> None:
        backer = self.backer
        assert backer is not None
        if not self.joiners:
            # Nobody calls him: he takes the pool (and has bluffed the field off, perhaps).
            self.finish(self.award(sole=backer, law=self.passage))
            return
        share, odd = divmod(self.back_amount, len(self.joiners))
        for i, s in enumerate(self.joiners):
            self.stake(s, share + (1 if i < odd else 0), "share of the call against the field",
                       self.passage)
        self.show_all(self.passage)
        field = [s for s in self.live if s != backer]
        mine = evaluate(self.hands[backer].cards, self.hand_rules).strength
        beaten = any(evaluate(self.hands[s].cards, self.hand_rules).strength > mine
                     for s in field)
        winners = tuple(field) if beaten else (backer,)
        amount = self.pool_total()
        paid = self.divide(amount, winners)
        for s, n in paid.items():
            self.table.stacks[s] += n
        self.emit(PoolWon(index=0, amount=amount, eligible=tuple(self.live), winners=winners,
                          paid=paid, shown=True, law=self.passage))
        self.finish(winners)

    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"backer": self.backer}


class FlatFieldDeal(FlatPokerDeal):
    """Flat Poker played the second way: a hand may be backed against the field."""

    variant = "flat-field"
    title = "Flat Poker, backing against the field (Foster, \"Flat Poker\")"
    backing = True

