"""Three-stake Brag (Foster, "Brag", rules 6-9).

* rule 6 each player puts up three equal stakes, making three equal pools (our stake: the
  house ``blind`` a pool).  Two cards to each, one at a time, face down, then a third to
  each face up.  **The first pool**: the highest card turned up, ace highest, deuce lowest,
  a bragger above any other card of its rank; ties to the eldest hand (the age) or the
  player nearest him on his left.
* rule 7 **the second pool**: the players brag on their three cards as at single-stake Brag,
  from the age: each may bet or pass until a bet is made, then meet it, raise or pass out.
  A bet nobody meets takes the pool unshown; a call: the best Brag hand in it wins.  Those
  who pass out keep their cards for the third pool.  **No bet**: the dealer takes it.
* rule 8 **the third pool**: all the hands are shown; the pip count nearest thirty-one (aces
  eleven, court cards and tens ten) wins; ties to the eldest hand.
* rule 9 the variation we play: before the third pool is decided, from the eldest hand, each
  in turn may **buy cards** at a counter each, paid into the third pool, dealt face up, all
  he wants before the next player's turn; **passing thirty-one** puts him out of that pool.

Our rulings where the book is silent (docs/variants.md): over thirty-one is out of the
third pool whether the count was dealt or bought (a dealt hand of aces counts 32 or 33); if
every hand is over, the count least over wins; a player may buy while he has fewer than
thirty-one and two cards remain in the stock (the last card is never dealt, as Law 26);
hands tied for the second pool divide it (Law 36).
"""

from __future__ import annotations

from typing import Any

from game.hands.three_card.brag import pip_count, up_card_order

from ..core.actions import Action, ActionKind, LegalAction
from .brag import BragDeal
from .brag_events import OutOfPool, StakePoolWon
from ..core.events import Acted, CardUp, Returned
from ..core.pools import split_pools
from ..core.view import Phase

K = ActionKind
P_STAKES = "Brag, rule 6"
P_BRAG = "Brag, rule 7"
P_SHOWN = "Brag, rule 8"
P_BUY = "Brag, rule 9"
THIRTY_ONE = 31


class ThreeStakeBragDeal(BragDeal):
    """One deal of three-stake Brag: three pools, decided one after another."""

    variant = "brag-three-stake"
    title = "Three-stake Brag (Foster, \"Brag\")"
    passage = "Brag, rule 7"
    deal_law = P_STAKES
    raise_law = call_law = abandon_law = P_BRAG
    """rule 7: they "brag on their hands as in single stake Brag"."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.stakes = {s: [0, 0, 0] for s in self.order}
        """What each seat put into each of the three pools."""
        self.won = [False, False, False]
        self.passed_out: set[int] = set()
        """Out of the second pool, still holding cards for the third."""
        self.buying = False

    @property
    def live(self) -> list[int]:
        """Seats still in the brag for the second pool (all hold cards to the end)."""
        return [s for s in self.order if self.hands[s].live and s not in self.passed_out]

    def pools(self) -> list[int]:
        return [0 if self.won[i] else sum(st[i] for st in self.stakes.values()) for i in range(3)]

    def pool_total(self) -> int:
        return sum(self.pools())

    # ----------------------------------------------------------------- the deal and first pool
    def start(self) -> None:
        self.anted = True
        for s in self.order:
            # Three equal stakes, one to each pool (one stake event: "three stakes").
            put = self.stake(s, 3 * self.house.blind, "three stakes", P_STAKES)
            for i in range(3):
                share = min(self.house.blind, put)
                self.stakes[s][i] += share
                put -= share
        self.shuffle()
        self.deal_each(2)
        self.tell_dealt(P_STAKES)
        for s in self.order:
            c = self.deal_card()
            h = self.hands[s]
            h.cards.append(c)
            h.up.append(c)
            h.dealt = tuple(h.cards)
            self.emit(CardUp(seat=s, card=c, law=P_STAKES))
        # The highest card turned up; ties to the eldest hand (the first in dealing order).
        best = max(self.order, key=lambda s: (up_card_order(self.hands[s].up[0]),
                                              -self.order.index(s)))
        self.win_pool(0, (best,), shown=True, why=f"the highest card turned up, the {self.hands[best].up[0].symbol}",
                      law=P_STAKES)
        # rule 7: the brag, from the age: bet or pass until a bet is made.
        self.open_betting(self.age, may_pass=True)
        self.flow()

    def win_pool(self, index: int, winners: tuple[int, ...], shown: bool, why: str,
                 law: str, eligible: tuple[int, ...] | None = None, amount: int | None = None
                 ) -> None:
        amount = self.pools()[index] if amount is None else amount
        paid = self.divide(amount, winners)
        for s, n in paid.items():
            self.table.stacks[s] += n
        self.won[index] = True
        self.emit(StakePoolWon(index=index, amount=amount,
                               eligible=eligible or tuple(self.order), winners=winners,
                               paid=paid, shown=shown, why=why, law=law))

    # ----------------------------------------------------------------- the second pool
    def offers(self) -> tuple[LegalAction, ...]:
        if self.buying:
            s = self.turn
            offers = [LegalAction(K.PASS)]
            if self.may_buy(s):
                offers.insert(0, LegalAction(K.BUY_CARD, 1, 1))
            return tuple(offers)
        return self.betting_offers()

    def do_bet(self, seat: int, action: Action) -> None:
        before = self.hands[seat].put
        super(BragDeal, self).do_bet(seat, action)
        self.bragger = seat
        self.stakes[seat][1] += self.hands[seat].put - before

    def do_call(self, seat: int, action: Action) -> None:
        before = self.hands[seat].put
        super(BragDeal, self).do_call(seat, action)
        self.stakes[seat][1] += self.hands[seat].put - before

    def do_raise(self, seat: int, action: Action) -> None:
        before = self.hands[seat].put
        super(BragDeal, self).do_raise(seat, action)
        self.stakes[seat][1] += self.hands[seat].put - before
        self.bragger = seat

    def do_abandon(self, seat: int, action: Action) -> None:
        # rule 7: those who pass out keep their hands until the third pool is decided.
        self.passed_out.add(seat)
        self.need.discard(seat)
        self.acted(seat, K.ABANDON, 0, 0, P_BRAG)
        self.turn = self.next_seat(seat)

    def do_pass(self, seat: int, action: Action) -> None:
        if not self.buying:
            super().do_pass(seat, action)
            return
        self.acted(seat, K.PASS, 0, 0, P_BUY)
        self.turn = self.next_buyer(seat)
        if self.turn is None:
            self.third_pool()

    def flow(self) -> None:
        while self.phase is Phase.BETTING:
            live = self.live
            if len(live) == 1 and self.bet_made:
                self.second_pool(sole=live[0])
                return
            if not self.need:
                if self.bet_made:
                    self.second_pool()
                else:
                    self.second_pool(sole=self.dealer_seat(), no_bet=True)
                return
            if self.turn is None or self.turn not in self.need:
                self.turn = self.next_seat(self.turn if self.turn is not None else self.dealer)
                continue
            return

    def dealer_seat(self) -> int:
        return self.ante_seat

    def second_pool(self, sole: int | None = None, no_bet: bool = False) -> None:
        if no_bet:
            assert sole is not None
            self.win_pool(1, (sole,), shown=False, why="no bet was made, so it is the dealer's",
                          law=P_BRAG)
            self.won[1] = True
            self.start_third()
            return
        live = set(self.live) if sole is None else {sole}
        put = {s: st[1] for s, st in self.stakes.items()}
        pools, returned = split_pools(put, live)
        for seat, amount in returned.items():
            self.table.stacks[seat] += amount
            self.stakes[seat][1] -= amount
            self.hands[seat].put -= amount
            self.emit(Returned(seat=seat, amount=amount, why="uncalled: nobody put up as much",
                               law="Table stakes" if self.limited else P_BRAG))
        if sole is None:
            for s in self.order_from(self.bragger if self.bragger in live else self.live[0]):
                if s in live:
                    self.show(s, P_BRAG)
        for pool in pools:
            if sole is not None:
                winners: tuple[int, ...] = (sole,)
            else:
                best = max(self.value(s).strength for s in pool.eligible)
                winners = tuple(s for s in pool.eligible if self.value(s).strength == best)
            why = "nobody met the bet" if sole is not None else "the best brag"
            self.win_pool(1, winners, shown=sole is None, why=why, law=P_BRAG,
                          eligible=pool.eligible, amount=pool.amount)
        self.won[1] = True
        self.start_third()

    # ----------------------------------------------------------------- the third pool
    def start_third(self) -> None:
        for s in self.order:  # rule 8: all hands are shown to decide the last pool
            if not self.hands[s].shown:
                self.show(s, P_SHOWN)
        self.phase = Phase.BUYING
        self.buying = True
        self.bet_made = False
        self.level = 0
        self.need = set()
        self.turn = self.next_buyer(None) if self.house.brag_buying else None
        if self.turn is None:
            self.third_pool()

    def may_buy(self, seat: int | None) -> bool:
        if seat is None:
            return False
        return (pip_count(self.hands[seat].cards) < THIRTY_ONE and len(self.stock) >= 2
                and not (self.limited and self.table.stacks[seat] < 1))

    def next_buyer(self, after: int | None) -> int | None:
        """The next player from the eldest hand who may buy, after ``after``."""
        seats = list(self.order)
        start = 0 if after is None else seats.index(after) + 1
        for s in seats[start:]:
            if self.may_buy(s):
                return s
        return None

    def do_buy_card(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        self.put(seat, 1)
        self.stakes[seat][2] += 1
        self.record(seat, K.BUY_CARD, 1)
        self.emit(Acted(seat=seat, kind=K.BUY_CARD, amount=1, put=1, level=0, law=P_BUY))
        c = self.deal_card()
        h.cards.append(c)
        h.up.append(c)
        h.shown_cards = tuple(h.cards)
        self.emit(CardUp(seat=seat, card=c, law=P_BUY))
        count = pip_count(h.cards)
        if count > THIRTY_ONE:
            self.emit(OutOfPool(seat=seat, count=count, law=P_BUY))
        if not self.may_buy(seat):
            self.turn = self.next_buyer(seat)
            if self.turn is None:
                self.third_pool()

    def third_pool(self) -> None:
        counts = {s: pip_count(self.hands[s].cards) for s in self.order}
        under = [s for s in self.order if counts[s] <= THIRTY_ONE]
        among = under or list(self.order)
        # Nearest thirty-one; ties to the eldest hand (first in dealing order).
        best = min(among, key=lambda s: (abs(THIRTY_ONE - counts[s]), self.order.index(s)))
        why = f"the count nearest thirty-one, {counts[best]}"
        if any(s != best and abs(THIRTY_ONE - counts[s]) == abs(THIRTY_ONE - counts[best]) for s in among):
            # said, or a player who counted as much sees the pool go by with no reason (rule 8)
            why += ", a tie, which goes to the eldest hand"
        self.win_pool(2, (best,), shown=True, why=why, law=P_SHOWN,
                      eligible=tuple(under) or tuple(self.order))
        self.won[2] = True
        self.buying = False
        self.finish((best,))
