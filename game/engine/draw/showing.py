"""Draw Poker's end of a deal: the show (Law 34, and declining to show), a pool taken
without a show (Laws 20, 28, 29, 45), the jack pots a deal makes (Laws 21, 40), the pools
paid (Law 36, table stakes' side pools) and the kitty.

A mixin of :class:`~game.engine.draw.draw_poker.DrawPokerDeal`; :meth:`DrawShowing._finish`
leaves the :class:`DealOutcome` the table reads when the deal is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from game.cards import Card
from game.hands import Category, HandValue, category_floor, evaluate

from ..core.actions import Action
from .names import K, P
from ..core.events import CountersBought, HandShown, JackMade, KittyTaken, PoolWon, Returned
from ..core.pools import Pool, split_pools
from ..core.seat import divide



@dataclass(frozen=True)
class DealOutcome:
    """What the table needs to know when a deal ends."""

    jack_next: str | None
    """Why the next deal is a jack pot (``None``: it is not)."""
    jack_prepaid: bool
    """True if the next jack pot's antes are already in the carried pool."""
    carried_out: int
    opened: bool
    winners: tuple[int, ...]
    high_hand_shown: HandValue | None
    penalty_jack_payer: int | None
    passed_jack: tuple[int, ...] = ()
    """Those who passed this jack (Law 37): out of its deals that follow unopened."""


class DrawShowing:
    """Showing, taking the pool, making the next jack pot, paying (mixed into the deal)."""

    def _do_show(self, seat: int, action: Action) -> None:
        self._show_queue.remove(seat)
        self._show(seat, tuple(self.hands[seat].cards), "Law 34")
        self._next_show()

    def _do_decline_show(self, seat: int, action: Action) -> None:
        # Law 34: he pays an ante to each player at the table, or in a jack pot puts up
        # for all of them in the next jack.
        self._show_queue.remove(seat)
        self._declined.add(seat)
        self._drop(seat)
        self._acted(seat, K.DECLINE_SHOW, 0, 0, "Law 34")
        if self.jack_pot:
            self._penalty_payer = seat
        else:
            for other in self.table.active_seats():
                if other != seat:
                    # "an amount equal to the ante": this deal's, which a straddle or a
                    # larger blind (Hoyle Modernized) makes more than twice the house blind.
                    paid = self._pay_across(seat, other, self.ante_level or self.house.ante)
                    if paid:
                        self.emit(Returned(seat=other, amount=paid, why=f"penalty from seat {seat}",
                                           law="Law 34"))
        self._next_show()

    def _pay_across(self, payer: int, payee: int, amount: int) -> int:
        stacks = self.table.stacks
        if stacks[payer] < amount and not self.house.stack_limited:
            lots = -(-(amount - stacks[payer]) // self.house.buy_in) * self.house.buy_in
            stacks[payer] += lots
            self.table.bought[payer] += lots
            self.emit(CountersBought(seat=payer, amount=lots, law="Law 5"))
        amount = min(amount, stacks[payer])
        stacks[payer] -= amount
        stacks[payee] += amount
        self._changed_all()
        return amount

    def _begin_show(self) -> None:
        live = self.live
        called = self.last_aggressor if self.last_aggressor in live else None
        start = called if called is not None else live[0]
        ordered = [s for s in self._order_from(start) if s in live]
        if self.house.decline_to_show and len(ordered) > 1:
            # The called hand shows first (Foster, "Showing Hands"); the rest may decline.
            self._show(ordered[0], tuple(self.hands[ordered[0]].cards), "Law 34")
            self._show_queue = ordered[1:]
            self.phase = P.SHOWDOWN
            self.turn = self._show_queue[0]
            return
        for s in ordered:
            self._show(s, tuple(self.hands[s].cards), "Law 34")
        self._award(shown=True)

    def _next_show(self) -> None:
        if self._show_queue:
            self.turn = self._show_queue[0]
            return
        live = self.live
        if len(live) == 1 and not self.hands[live[0]].shown:
            self._uncontested(live[0])
            return
        self._award(shown=True)

    def _order_from(self, start: int) -> list[int]:
        i = self.order.index(start)
        return self.order[i:] + self.order[:i]

    def _show(self, seat: int, cards: Sequence[Card], law: str) -> None:
        h = self.hands[seat]
        h.shown = True
        self._stale.add(seat)
        h.shown_cards = tuple(cards)
        value = evaluate(cards, self.hand_rules) if len(cards) >= 4 else None
        self.emit(HandShown(seat=seat, cards=tuple(cards), value=value.describe() if value else "",
                            category=value.category.label if value else "", law=law))

    def _openers_cards(self) -> tuple[Card, ...]:
        """The opener's original hand, which held his openers."""
        assert self.opener is not None
        return self.hands[self.opener].dealt

    def _uncontested(self, seat: int) -> None:
        """One player left holding cards takes the pool without showing (Laws 20, 28, 45)."""
        if self.phase is P.AFTER_DRAW and not self.bet_made:
            law = "Law 45" if self.jack_pot else "Law 28"
        elif self.phase is P.AFTER_DRAW:
            law = "Law 29"
        else:
            law = "Law 20"
        if self.jack_pot and seat == self.opener and not self.hands[seat].shown:
            # He need show only his openers (Foster, "Betting Jacks").
            self._show(seat, self._openers_cards(), "Law 45")
        # (his openers shown, the pool is not taken "without showing": a play-tester read
        # both of the one deal, issue 38)
        self._award(shown=False, sole=seat, law=law, openers=self.jack_pot and seat == self.opener)

    def _natural_jack(self) -> None:
        if self.house.jack_pots:
            self.emit(JackMade(kind="natural", law="Law 21"))
            self._make_jack("natural")
        else:
            # Hoyle Modernized: no jack pots; the age takes his blind back and the deal passes.
            back = self.hands[self.age].put
            self.hands[self.age].put = 0
            self._pot -= back
            self.table.stacks[self.age] += back
            self._changed_all()
            self.emit(Returned(seat=self.age, amount=back, why="no one came in: the blind back",
                               law="Hoyle's Games Modernized: no jack pots"))
            self._finish(jack_next=None, prepaid=False, carried=0)

    def _make_jack(self, kind: str, payer_for: dict[int, int] | None = None) -> None:
        """Everyone puts up the jack ante for the next deal; the pool is carried (Law 21)."""
        if kind == "only two in":
            self.emit(JackMade(kind=kind, law="Law 21"))
        payer_for = payer_for or {}
        ante = self.house.jack_ante
        for s in self._next_players(kind):
            payer = payer_for.get(s, s)
            # The age's blind counts towards his own jack ante ("added to his blind").
            due = ante if payer != s or s not in self.hands else max(0, ante - self.hands[s].put)
            if due:
                self._stake(payer, due, "jack ante" if payer == s else f"jack ante for seat {s}",
                            "Law 21")
        self._finish(jack_next=kind, prepaid=True, carried=self.pool_total())

    def _jack_unopened(self) -> None:
        """Law 40: no one opened; each fattens, and the cards are dealt again."""
        for s in self._next_players("not opened"):
            if self.house.fattening:
                self._stake(s, self.house.fattening, "fattening", "Law 40")
        self.emit(JackMade(kind="not opened", law="Law 40"))
        self._finish(jack_next="not opened", prepaid=True, carried=self.pool_total())

    def _next_players(self, jack: str) -> tuple[int, ...]:
        """Who takes cards in the jack pot this deal makes, and so antes or fattens for it
        (Laws 21, 40: "each player ... for the ensuing deal").  These seats, unless eight play
        with the dealer out (Law 1) and the deal passes (Law 12): then the new dealer sits
        out and this one plays."""
        if self.dealer in self.hands or (jack == "not opened" and self.house.same_dealer_deals_jacks):
            return self.order
        # The age, on the dealer's left, deals next; the seats on his left, then this dealer.
        return self.order[1:] + (self.dealer,)

    # ----------------------------------------------------------------- paying
    def _award(self, shown: bool, sole: int | None = None, law: str = "Law 34", openers: bool = False) -> None:
        live = set(self.live) if sole is None else {sole}
        put = {s: h.put for s, h in self.hands.items()}
        pools, returned = split_pools(put, live, self.carried_in)
        for seat, amount in returned.items():
            self.table.stacks[seat] += amount
            self._changed_all()
            # Without table stakes this is a bet or raise nobody would see (Laws 20, 29).
            self.emit(Returned(seat=seat, amount=amount, why="uncalled: nobody put up as much",
                               law="Table stakes" if self.house.stack_limited else law))
        self.returned = returned
        values = {s: evaluate(self.hands[s].cards, self.hand_rules) for s in live} if shown else {}
        if shown and values:
            self._high_hand = max(values.values())
        self._take_kitty(pools, values)
        winners_all: list[int] = []
        for i, pool in enumerate(pools):
            if sole is not None:
                winners = (sole,)
            else:
                best = max(values[s].strength for s in pool.eligible)
                winners = tuple(s for s in pool.eligible if values[s].strength == best)
            paid = divide(pool.amount, winners, self.order)
            for s, amount in paid.items():
                self.table.stacks[s] += amount
            self._changed_all()
            winners_all.extend(w for w in winners if w not in winners_all)
            self.emit(PoolWon(index=i, amount=pool.amount, eligible=pool.eligible, winners=winners,
                              paid=paid, shown=shown, openers=openers,
                              law=law if sole is not None else ("Law 36" if len(winners) > 1 else "Law 34")))
        self._winners = tuple(winners_all)
        self._finish(jack_next=None, prepaid=False, carried=0, opened=True)

    def _take_kitty(self, pools: list[Pool], values: dict[int, HandValue]) -> None:
        """The Kitty: a white from every pool where threes or better are shown, a red from
        every jack pot.  "Better" is the table's order: an eccentric hand counts where the
        house rules rank it (a blaze is below threes by local custom, above a full by the odds)."""
        if not self.house.kitty or not pools:
            return
        threes = category_floor(Category.THREES, self.hand_rules)
        take = 0
        if self.jack_pot:
            take = 5
        elif any(v.strength >= threes for v in values.values()):
            take = 1
        take = min(take, pools[0].amount)
        if take:
            pools[0] = Pool(pools[0].amount - take, pools[0].eligible)
            self.kitty = take
            self.emit(KittyTaken(amount=take, law="Foster: the kitty"))

    def _finish(self, jack_next: str | None, prepaid: bool, carried: int, opened: bool = False) -> None:
        self.phase = P.OVER
        self.turn = None
        self.need = set()
        self.outcome = DealOutcome(
            jack_next=jack_next, jack_prepaid=prepaid, carried_out=carried, opened=opened,
            winners=self._winners, high_hand_shown=self._high_hand,
            penalty_jack_payer=self._penalty_payer, passed_jack=tuple(self.passed_jack))


__all__ = ["DealOutcome", "DrawShowing"]
