"""Bouillotte's show: the brelans, the point, the pools and the payments for brelans (Foster,
"Bouillotte, or Brelan": "Rank of the Hands", "The Point", "Calling for a Sight").

At a call every hand in it is shown.  If a brelan is among them, the best brelan takes the
pool (a brelan higher than a brelan carré may have the card under the retourne turned up,
and if it is his fourth he has a carré too).  If no brelan is shown, *every* hand is shown,
the passed ones too, and the point decides: each suit's pips among the thirteen cards
(:func:`game.hands.french.bouillotte.point_decision`), ties to the dealer or the player nearest him
on the right; a player who called a sight for part of the pool wins only that part, and
"the suit that wins cannot lose at the same time" in what remains.

Then each brelan shown is paid by the other players at the table (our reading of the
book's examples, docs/variants.md): a carré four counters by every other player; a simple
brelan one by each player who shows no brelan, whether it wins the pool or not; a brelan
favori one by every other player, two if it wins the pool.  Each pays from what is before
him; a player left with nothing pays nothing.  A player who takes the pool without a call
may show his brelan to be paid, or stifle it.

This is a mixin of :class:`~game.engine.french.bouillotte.BouillotteDeal`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, NamedTuple

from game.cards import Card, Suit
from game.hands.french.bouillotte import (
    BouillotteHand, BrelanKind, PAYMENTS, carre_by_under, classify, point_decision, suit_points,
    suit_ranking,
)

from ..core.actions import Action, ActionKind
from .bouillotte_events import BrelanPaid, BrelanStifled, Decave, PointCounted, SuitCounted, UnderTurned
from ..core.events import HandShown, PoolWon, Returned
from ..core.pools import split_pools
from ..core.view import Phase

if TYPE_CHECKING:
    from ..core.betting import VariantDeal as _Base
else:
    _Base = object

K = ActionKind
LAW_RANK = "Bouillotte: rank of the hands"
LAW_POINT = "Bouillotte: the point"
LAW_SIGHT = "Bouillotte: calling for a sight"
LAW_STAKES = "Bouillotte: stakes"
LAW_PLAY = "Bouillotte: suggestions for good play"


class BouillotteView(NamedTuple):
    """What every seat sees of Bouillotte's own table (``SeatView.bouillotte``)."""

    retourne: Card | None
    """The card turned up on the pack (None before the deal)."""
    under: Card | None
    """The card under the retourne, once turned up for a brelan against a carré."""
    pack: int
    """Which of the two packs (1 or 2) this deal uses."""
    blind: int
    straddler: int | None
    opened: bool
    word: int | None
    """Who has the word (to raise or pass it), when the bets stand level among three or four."""
    points: tuple[tuple[Suit, int], ...] | None
    """Each suit's pips at the show, when the point decided."""
    winning_suit: Suit | None
    payments: tuple[tuple[int, int, int], ...]
    """(payer, payee, counters) for brelans (and triplets at a misdeal)."""
    decave: tuple[int, ...]
    """Seats left with nothing at the end of this deal."""
    cave: int
    """The cave each buys."""
    values: Mapping[int, str]
    """What each hand shown is worth."""


class BouillotteShow(_Base):
    """The show and the settling of one deal of Bouillotte."""

    retourne: Card | None
    under: Card | None
    under_up: bool
    last_raiser: int | None

    def init_show(self) -> None:
        self.points: dict[Suit, int] = {}
        self.winning_suit: Suit | None = None
        self.payments: list[tuple[int, int, int]] = []
        self.decave: list[int] = []
        self.shown_values: dict[int, BouillotteHand] = {}

    def value_of(self, seat: int) -> BouillotteHand:
        assert self.retourne is not None
        return classify(self.hands[seat].cards, self.retourne)

    def pay(self, payer: int, payee: int, amount: int, what: str, law: str) -> None:
        """``payer`` pays ``payee`` from what is before him (nothing when he has nothing)."""
        stacks = self.table.stacks
        amount = min(amount, stacks[payer])
        if amount <= 0:
            return
        stacks[payer] -= amount
        stacks[payee] += amount
        self.payments.append((payer, payee, amount))
        self.emit(BrelanPaid(payer=payer, payee=payee, amount=amount, brelan=what, law=law))

    def show_one(self, seat: int, law: str) -> None:
        h = self.hands[seat]
        if h.shown:
            return
        h.shown = True
        h.shown_cards = tuple(h.cards)
        v = self.value_of(seat)
        self.shown_values[seat] = v
        self.emit(HandShown(seat=seat, cards=tuple(h.cards), value=v.describe(),
                            category=v.kind.label, law=law))

    # ----------------------------------------------------------------- no call
    def uncalled(self, seat: int) -> None:
        """A raise nobody meets: he takes the pool; with a brelan he may show it to be paid."""
        self.phase = Phase.SHOWDOWN
        self.turn = None
        self.word = None
        if self.value_of(seat).is_brelan:
            self.turn = seat  # SHOW or DECLINE_SHOW (stifle), then he takes the pool
            return
        self.end(self.award(sole=seat, law="Bouillotte: betting"))

    def do_show(self, seat: int, action: Action) -> None:
        self.record(seat, K.SHOW, 0)
        # He shows, then takes the pool: its line must not say "without showing" while
        # his brelan lies face up.
        self.show_one(seat, LAW_RANK)
        won = self.award(sole=seat, law="Bouillotte: betting", shown=True)
        self.pay_brelans({seat: self.shown_values[seat]}, seat)
        self.end(won)

    def do_decline_show(self, seat: int, action: Action) -> None:
        self.record(seat, K.DECLINE_SHOW, 0)
        won = self.award(sole=seat, law="Bouillotte: betting")
        self.emit(BrelanStifled(seat=seat, law=LAW_PLAY))
        self.end(won)

    # ----------------------------------------------------------------- the call
    def call(self) -> None:
        """Every hand in the call shown, the pools decided, the brelans paid."""
        self.phase = Phase.SHOWDOWN
        self.turn = None
        self.word = None
        live = self.live
        start = self.last_raiser if self.last_raiser in live else live[0]
        for s in self.order_from(start):
            if s in live:
                self.show_one(s, LAW_RANK)
        values = {s: self.shown_values[s] for s in live}
        carres = [v for v in values.values() if v.kind is BrelanKind.CARRE]
        if carres:
            top = max(carres, key=lambda v: v.key)
            higher = [s for s, v in values.items() if v.kind is BrelanKind.SIMPLE
                      and v.rank is not None and top.rank is not None and v.rank > top.rank]
            if higher and self.under is not None:
                best = max(higher, key=lambda s: values[s].key)
                self.under_up = True
                self.emit(UnderTurned(seat=best, card=self.under, law=LAW_RANK))
                for s in higher:
                    values[s] = carre_by_under(values[s], self.under, top)
                    self.shown_values[s] = values[s]
        put = {s: h.put for s, h in self.hands.items()}
        pools, returned = split_pools(put, set(live), self.carried_in)
        for seat, amount in returned.items():
            self.table.stacks[seat] += amount
            self.emit(Returned(seat=seat, amount=amount, why="superfluous: nobody put up as much",
                               law=LAW_SIGHT))
        holdings = {s: self.hands[s].cards for s in self.order}
        tie_order = [self.dealer] + [s for s in self.order if s != self.dealer]
        winners: list[int] = []
        counted = False  # a pool a brelan takes needs no count: the suits wait for one that does
        for i, pool in enumerate(pools):
            brel = [s for s in pool.eligible if values[s].is_brelan]
            if brel:
                w = max(brel, key=lambda s: values[s].key)
                law = LAW_RANK
            else:
                if not counted:  # the first pool without a brelan: now, and only now, count
                    self.count_the_point()
                    counted = True
                kept = self.winning_suit is not None
                w, suit = point_decision(self.points, holdings, list(pool.eligible), tie_order,
                                         self.winning_suit)
                kept = kept and suit is self.winning_suit
                if self.winning_suit is None:
                    self.winning_suit = suit
                self.emit(self.point_counted(i, suit, w, list(pool.eligible), tie_order, kept))
                law = LAW_POINT if len(pools) == 1 else LAW_SIGHT
            self.table.stacks[w] += pool.amount
            if w not in winners:
                winners.append(w)
            self.emit(PoolWon(index=i, amount=pool.amount, eligible=pool.eligible, winners=(w,),
                              paid={w: pool.amount}, shown=True, law=law))
        self.pay_brelans({s: v for s, v in values.items() if v.is_brelan},
                         winners[0] if winners else None)
        self.end(tuple(winners))

    def count_the_point(self) -> None:
        """"If no brelan is shown, the hands of all the players are shown, including those
        who passed out"; the pips of each suit among every card out, said suit by suit."""
        for s in self.order:
            self.show_one(s, LAW_POINT)
        cards = [c for s in self.order for c in self.hands[s].cards]
        assert self.retourne is not None
        self.points = suit_points(cards + [self.retourne])
        self.count_suits()

    def count_suits(self) -> None:
        """Each suit's pips among the thirteen cards, said suit by suit with whose cards they
        are (the most first), so that the point can be followed."""
        assert self.retourne is not None
        for suit, total in sorted(self.points.items(), key=lambda t: -t[1]):
            holders = [(s, tuple(c for c in self.hands[s].cards if c.suit is suit)) for s in self.order]
            if self.retourne.suit is suit:
                holders.append((-1, (self.retourne,)))
            self.emit(SuitCounted(suit=suit, total=total, holders=tuple((s, cs) for s, cs in holders if cs),
                                  law=LAW_POINT))

    def point_counted(self, index: int, suit: Suit, seat: int, eligible: list[int],
                      tie_order: list[int], kept: bool) -> PointCounted:
        """The point's event, with why: the suits tied or held by nobody in the call, a
        higher card of the suit out of the call."""
        holdings = {s: self.hands[s].cards for s in self.order}
        ranking = suit_ranking(self.points, holdings, eligible, tie_order)
        held = {su for su, _ in ranking}
        mine = self.points[suit]
        tied = tuple(su for su, _ in ranking if su is not suit and self.points[su] == mine) \
            if not kept else ()
        unheld = tuple(su for su in Suit if su not in held and self.points[su] > mine) \
            if not kept else ()
        card = max((c for c in holdings[seat] if c.suit is suit), key=lambda c: c.rank, default=None)
        higher = None
        for s in self.order:
            for c in holdings[s]:
                if s not in eligible and c.suit is suit and card is not None and c.rank > card.rank \
                        and (higher is None or c.rank > higher[1].rank):
                    higher = (s, c)
        return PointCounted(totals=tuple(self.points.items()), index=index, suit=suit, seat=seat,
                            card=card, tied=tied, unheld=unheld, higher=None if kept else higher,
                            kept=kept, law=LAW_POINT)

    def pay_brelans(self, brelans: Mapping[int, BouillotteHand], winner: int | None) -> None:
        """Every brelan shown is paid by the others at the table (module docstring)."""
        for s in self.order:
            v = brelans.get(s)
            if v is None:
                continue
            if v.kind is BrelanKind.CARRE:
                payers = [p for p in self.order if p != s]
                amount = PAYMENTS[BrelanKind.CARRE]
            elif v.kind is BrelanKind.SIMPLE:
                payers = [p for p in self.order if p != s and p not in brelans]
                amount = PAYMENTS[BrelanKind.SIMPLE]
            else:  # "If the brelan favori wins the pool, it is paid two counters by each"
                payers = [p for p in self.order if p != s]
                amount = 2 if s == winner else PAYMENTS[BrelanKind.FAVORI]
            for p in payers:
                self.pay(p, s, amount, v.describe(), LAW_RANK)

    def end(self, winners: tuple[int, ...] | list[int], carried: int = 0) -> None:
        """The deal is over: those left with nothing are décavé; the deal passes to the right."""
        for s in self.order:
            if self.table.stacks[s] == 0:
                self.decave.append(s)
                self.emit(Decave(seat=s, law=LAW_STAKES))
        dealer, beyond = self._next_dealer()  # type: ignore[attr-defined]
        self.finish(tuple(winners), carried=carried, next_dealer=dealer, passed_over=beyond,
                    law="Bouillotte: dealing")


__all__ = ["BouillotteShow", "BouillotteView"]
