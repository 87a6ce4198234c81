"""Bouillotte, or Brelan (Foster, "Bouillotte, or Brelan"): the deal, the blind and the
straddles, and the betting with its calls.

Three, four or five play, four being the proper number, each with a **cave** of counters
bought once ("Stakes"): never added to nor reduced while a counter of it is left, so a
player may bet only what is before him and calls for a sight for the rest (the pools of
:mod:`.pools`).  A player who has lost everything is **décavé**: between deals he buys a
new cave of his choosing, or retires (:mod:`.bouillotte_cave`); if it was his turn to deal,
the deal passes beyond him.

Each deal ("Blind and Straddle", "Dealing", "Betting", "Calling and Showing"):

1. the dealer puts up a blind of five; the player on his right may straddle it (twice
   as much), the next on the right straddle again, and so on until one declines or the
   dealer buys the privilege back himself;
2. three cards to each player one at a time, from the dealer's right round to him, and
   the next card turned face up on the pack: the **retourne**.  Two packs are used
   alternately;
3. from the right of the dealer (or of the last straddler) each may **pass** (keeping his
   cards), **equal** the ante (``CALL``) or **raise** within his cave; once someone has
   opened, a player must equal, raise, or withdraw (``ABANDON``).  No one opening: the
   deal is void, and each puts five in the pool for the next;
4. the calls: when only two are betting, equalling the other's bet is a call; among three
   or four, once the bets stand level the **word** falls to each in turn from the right
   (the opener first, then round by rounds): he raises, or passes the word to the player
   on his right; when every one but the last raiser has declined, it is a call.

The show, the point and the payments for brelans are :mod:`.bouillotte_show`'s; the
hands' values :mod:`game.hands.french.bouillotte`'s.  Where the book is silent, our rulings are
in docs/variants.md.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from game.cards import Card, Rank, Suit, bouillotte_pack, shuffled
from game.hands.french.bouillotte import classify

from ..core.actions import Action, ActionKind, LegalAction
from .bouillotte_cave import Caves
from .bouillotte_events import DealVoid, Misdealt, RetourneTurned, WordPassed
from .bouillotte_show import BouillotteShow, BouillotteView
from ..core.betting import VariantDeal
from ..core.errors import TableError
from ..core.events import SeatsDrawn
from ..core.house import HouseRules
from ..core.view import Phase

K = ActionKind
BLIND = 5
"""The dealer's blind, "usually five counters" (times the house's blind, 1 by default)."""
VOID_ANTE = 5
"""What each puts in the pool for the next deal when no one will open."""
LAW_STAKES = "Bouillotte: stakes"
LAW_STRADDLE = "Bouillotte: blind and straddle"
LAW_DEALING = "Bouillotte: dealing"
LAW_MISDEAL = "Bouillotte: misdeals"
LAW_BETTING = "Bouillotte: betting"
LAW_CALLING = "Bouillotte: calling and showing"
LAW_SIGHT = "Bouillotte: calling for a sight"


def cut_for_positions(names: Sequence[str], rng: random.Random) -> tuple[list[str], SeatsDrawn]:
    """"Cutting": a sequence of as many cards as players (ace, King, Queen ...) shuffled face
    down, each draws one; the highest chooses his place first, and so on down, and the King
    deals the first hand.  Our seating of the choices: the King takes seat 0 (the first
    dealer), the ace the place on his right (the eldest hand, who speaks first), the Queen
    the next on the right, and so on round the table."""
    n = len(names)
    # The sequence is sorted out of the game's own pack (A K Q 9 8, jacks added for five,
    # queens left out for three: "Cards"), so no card is cut that the game does not hold.
    ranks = sorted({c.rank for c in bouillotte_pack(n).cards()}, key=int, reverse=True)
    cards = [Card(r, _SUITS_FOR_CUT[i % 4]) for i, r in enumerate(ranks[:n])]
    drawn = shuffled(cards, rng)
    by_name = dict(zip(names, drawn))
    ranked = sorted(names, key=lambda nm: -int(by_name[nm].rank))  # ace first
    king = next(nm for nm in names if by_name[nm].rank is Rank.KING)
    seats: list[str | None] = [None] * n
    seats[0] = king
    place = n - 1  # the King's right
    for nm in ranked:
        if nm == king:
            continue
        seats[place] = nm
        place -= 1
    order = [s for s in seats if s is not None]
    event = SeatsDrawn(cuts=tuple((nm, (by_name[nm],)) for nm in names), order=tuple(order),
                       law="Bouillotte: cutting")
    return order, event


_SUITS_FOR_CUT = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class BouillotteDeal(BouillotteShow, VariantDeal):
    """One deal of Bouillotte."""

    variant = "bouillotte"
    title = "Bouillotte, or Brelan (Foster, \"Bouillotte, or Brelan\")"
    passage = LAW_BETTING
    min_players = 3
    max_players = 5
    fixed_pack = "52"  # (the table's hand rules; each deal takes its own short pack)
    cut_for_seats = staticmethod(cut_for_positions)
    stakes_class = Caves
    """Between deals a player décavé buys a new cave of his choosing, or retires."""
    deal_law = "Bouillotte: dealing"
    """What the table cites as each deal begins (Draw Poker's is Law 11)."""
    stakes_law = LAW_BETTING
    """A raise nobody meets, taken back by the one left holding cards ("If any player makes
    a raise which no one will meet, he takes whatever is in the pool"): not TABLE STAKES,
    which Bouillotte does not take (the cave is its own)."""

    @classmethod
    def pack_for(cls, table: Any) -> list[Card]:
        # The short pack for as many as hold a cave (the deal's own, set as it starts).
        return bouillotte_pack(len(table.active_seats())).cards()

    @staticmethod
    def check_house(house: HouseRules) -> None:
        """The cave is Bouillotte's own table stakes: a player décavé buys a new one, so the
        house's table stakes and freeze-out do not apply."""
        if house.table_stakes or house.freeze_out:
            raise TableError("Bouillotte has its own stakes, the cave: no table stakes or "
                             "freeze-out (Bouillotte: stakes)")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        table = self.table
        # Dealt and spoken to from the dealer's right round to him ("Dealing": "from right
        # to left"); the table's seats run left, so the right of seat i is seat i - 1.
        seats = set(self.setup.players)
        self.order = tuple(s for s in ((self.dealer - i) % table.size
                                       for i in range(1, table.size + 1)) if s in seats)
        self.age = self.order[0]
        self.pone = [s for s in self.order if s != self.dealer][-1]
        """Who cuts: the player on the dealer's left ("Dealing")."""
        self.limited = True  # the cave: no buying more while a counter of it is left
        self.blind = BLIND * self.house.blind
        self.retourne: Card | None = None
        self.under: Card | None = None
        self.under_up = False
        self.pack_no = 1
        self.straddler: int | None = None
        self.straddle_to = 0
        self.opened = False
        self.opener: int | None = None
        self.spoken: set[int] = set()
        self.passed: set[int] = set()
        self.word: int | None = None
        self.privileged: int | None = None
        self.refused: set[int] = set()
        self.last_raiser: int | None = None
        self.rounds = 0
        self.init_show()

    # ----------------------------------------------------------------- start
    def start(self) -> None:
        # "Stakes": a player décavé has bought his new cave (or retired) before the deal
        # began: the table's Caves (bouillotte_cave.py).
        n = self.state("pack", 0)
        self.pack_no = n + 1
        self.keep("pack", 1 - n)  # "Two packs are generally used alternately."
        # The pack in play, shuffled and cut before the blind: the short pack for this many.
        self.table.pack = bouillotte_pack(len(self.order)).cards()
        self.stock = shuffled(self.table.pack, self.rng)
        self.stake(self.dealer, self.blind, "blind", LAW_STRADDLE)
        self.straddle_to = self.hands[self.dealer].put
        self.offer_straddle(self.order[0])

    def offer_straddle(self, seat: int) -> None:
        """The next on the right may straddle, unless the privilege has come back to the
        dealer, who has bought it back ("Blind and Straddle")."""
        amount = 2 * self.straddle_to
        if (self.straddler != self.dealer and amount > 0
                and self.stack(seat) + self.hands[seat].put >= amount
                and not (seat == self.dealer and self.straddler is None)):
            self.phase = Phase.STRADDLE
            self.turn = seat
            return
        self.deal_cards()

    def deal_cards(self) -> None:
        pack = self.table.pack
        while True:
            for h in self.hands.values():
                h.cards = []
            self.deal_each(3)
            # The retourne is turned face up on the pack: it stays there, the card under it
            # next (the stock's end is its top).
            self.retourne = self.stock[-1]
            self.under = self.stock[-2]
            self.tell_dealt(LAW_DEALING)
            self.emit(RetourneTurned(card=self.retourne, pack=self.pack_no, law=LAW_DEALING))
            exposed = self.table.variant_state.pop("bouillotte:expose", None)
            if exposed is None:
                break
            self.misdeal(self.hands[self.order[exposed % len(self.order)]].cards[0])
            self.stock = shuffled(pack, self.rng)  # the same dealer deals again
        first = self.order[0] if self.straddler is None else self.right_of(self.straddler)
        self.phase = Phase.BETTING
        self.level = max(h.put for h in self.hands.values())
        self.need = {s for s in self.order if self.can_act(s)}
        self.turn = first if first in self.need else self.next_seat(first)
        if self.turn is None:
            self.call()

    def misdeal(self, card: Card) -> None:
        """"Misdeals": a card exposed; any triplets are paid a counter by each other player
        (an inferior triplet does not pay a higher), and the cards are dealt again by the
        same dealer, the blind and straddles standing."""
        triplets = [s for s in self.order
                    if len({c.rank for c in self.hands[s].cards}) == 1]
        self.emit(Misdealt(card=card, triplets=tuple(triplets), law=LAW_MISDEAL))
        for t in triplets:
            for p in self.order:
                if p != t and p not in triplets:
                    self.pay(p, t, 1, "triplets", LAW_MISDEAL)

    def right_of(self, seat: int) -> int:
        return self.order[(self.order.index(seat) + 1) % len(self.order)]

    # ----------------------------------------------------------------- offers
    def offers(self) -> tuple[LegalAction, ...]:
        s = self.turn
        assert s is not None
        h = self.hands[s]
        if self.phase is Phase.STRADDLE:
            amount = 2 * self.straddle_to - h.put
            return (LegalAction(K.STRADDLE, amount, amount), LegalAction(K.NO_STRADDLE))
        if self.phase is Phase.SHOWDOWN:
            return (LegalAction(K.SHOW), LegalAction(K.DECLINE_SHOW))
        to_call = max(0, self.level - h.put)
        stack = self.stack(s)
        if self.word is not None:
            offers = [LegalAction(K.PASS)]
            if stack > 0:
                offers.append(LegalAction(K.RAISE, 1, stack))
            return tuple(offers)
        offers = [LegalAction(K.PASS) if not self.opened else LegalAction(K.ABANDON)]
        if to_call > 0 or self.opened:  # (the blind's holder, once opened, stands for nothing)
            call = min(to_call, stack)
            offers.append(LegalAction(K.CALL, call, call))
        if stack > to_call and any(self.can_act(o) for o in self.live if o != s):
            offers.append(LegalAction(K.RAISE, 1, stack - to_call))
        return tuple(offers)

    # ----------------------------------------------------------------- the straddle
    def do_straddle(self, seat: int, action: Action) -> None:
        amount = 2 * self.straddle_to - self.hands[seat].put
        put = self.put(seat, amount)
        self.straddle_to = self.hands[seat].put
        self.straddler = seat
        self.acted(seat, K.STRADDLE, self.straddle_to, put, LAW_STRADDLE)
        self.offer_straddle(self.right_of(seat))

    def do_no_straddle(self, seat: int, action: Action) -> None:
        self.acted(seat, K.NO_STRADDLE, 0, 0, LAW_STRADDLE)
        self.deal_cards()

    # ----------------------------------------------------------------- betting
    def do_pass(self, seat: int, action: Action) -> None:
        if self.word is not None:
            self.acted(seat, K.PASS, 0, 0, LAW_CALLING)
            self.refused.add(seat)
            self.pass_word(seat)
            return
        self.spoken.add(seat)
        self.passed.add(seat)
        self.need.discard(seat)
        self.acted(seat, K.PASS, 0, 0, LAW_BETTING)
        self.turn = self.next_seat(seat)

    def do_call(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        amount = self.level - h.put
        put = self.put(seat, amount)
        self.spoken.add(seat)
        if not self.opened:
            self.opened, self.opener = True, seat
            self.need = {s for s in self.live if s != seat and self.can_act(s)
                         and (s not in self.spoken or self.hands[s].put < self.level)}
        self.need.discard(seat)
        law = LAW_SIGHT if put < amount or self.all_in(seat) else LAW_BETTING
        self.acted(seat, K.CALL, put, put, law)
        self.turn = self.next_seat(seat)

    def do_raise(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        self.level = max(self.level, h.put) + action.amount
        put = self.put(seat, self.level - h.put)
        self.spoken.add(seat)
        if not self.opened:
            self.opened, self.opener = True, seat
        self.last_raiser = seat
        self.word = None
        self.refused = set()
        self.need = {s for s in self.live if s != seat and self.can_act(s)}
        self.acted(seat, K.RAISE, action.amount, put, LAW_BETTING)
        self.turn = self.next_seat(seat)

    def do_abandon(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        h.live = False
        self.dead.extend(h.cards)  # laid down, yet shown at the point if no brelan is shown
        self.need.discard(seat)
        self.acted(seat, K.ABANDON, 0, 0, LAW_BETTING)
        self.turn = self.next_seat(seat)

    # ----------------------------------------------------------------- the word
    @property
    def bettors(self) -> list[int]:
        """Those still betting: holding cards and with counters left to bet."""
        return [s for s in self.live if self.can_act(s)]

    def give_word(self) -> None:
        """The bets stand level among three or more: the round's privileged player has the
        word — the opener first, then each on the right in turn, round by round."""
        bettors = self.bettors
        self.rounds += 1
        if self.privileged is None:
            start = self.opener if self.opener is not None else bettors[0]
            holder = start if start in bettors else self.next_seat(start, bettors)
        else:
            holder = self.next_seat(self.privileged, bettors)
        assert holder is not None
        self.privileged = holder
        self.refused = set()
        self.word = holder
        self.turn = holder
        self.emit(WordPassed(seat=holder, law=LAW_CALLING))

    def pass_word(self, seat: int) -> None:
        """He declines: the word passes to the player on his right; when everyone but the
        last raiser has declined, it is a call."""
        bettors = self.bettors
        waiting = [s for s in bettors if s not in self.refused and s != self.last_raiser]
        if not waiting:
            self.word = None
            self.call()
            return
        nxt = self.next_seat(seat, waiting)
        assert nxt is not None
        self.word = nxt
        self.turn = nxt
        self.emit(WordPassed(seat=nxt, law=LAW_CALLING))

    # ----------------------------------------------------------------- flow
    def flow(self) -> None:
        if self.phase is not Phase.BETTING or self.word is not None:
            return
        live = self.live
        if len(live) == 1:
            self.uncalled(live[0])
            return
        if self.need and self.turn is not None:
            return
        if not self.opened:
            self.void()
            return
        bettors = self.bettors
        if len(bettors) <= 2:
            self.call()  # two betting against each other: meeting the bet is a call
            return
        self.give_word()

    def void(self) -> None:
        """"If no one will open, the deal is void, and each player puts five counters in
        the pool for the next deal"; the blind and straddles stay in it."""
        for s in self.order:
            self.stake(s, VOID_ANTE * self.house.blind, "five for the next deal", LAW_BETTING)
        carried = self.pool_total()
        self.emit(DealVoid(amount=carried, law=LAW_BETTING))
        self.end((), carried=carried)

    def next_dealer(self) -> int:
        """"The deal passes to the right", beyond a player who has just lost everything
        (he buys a new cave before the next deal)."""
        return self._next_dealer()[0]

    def _next_dealer(self) -> tuple[int, tuple[int, ...]]:
        """The next dealer, and the players décavé passed beyond ("Stakes": "should the player
        whose turn it is to deal have lost everything on the previous deal, and have just
        purchased another stake, the deal passes to the player beyond him")."""
        table = self.table
        seat = self.dealer
        beyond: list[int] = []
        for _ in range(table.size):
            seat = (seat - 1) % table.size
            if not table.out[seat] and table.stacks[seat] > 0:
                return seat, tuple(beyond)
            if not table.out[seat]:
                beyond.append(seat)
        return (self.dealer - 1) % table.size, ()

    # ----------------------------------------------------------------- views
    def view_extra(self, seat: int) -> dict[str, Any]:
        return {"bouillotte": self.public_view()}

    def public_view(self) -> BouillotteView:
        return BouillotteView(
            retourne=self.retourne if self.phase is not Phase.STRADDLE else None,
            under=self.under if self.under_up else None, pack=self.pack_no, blind=self.blind,
            straddler=self.straddler, opened=self.opened, word=self.word,
            points=tuple(self.points.items()) if self.points else None,
            winning_suit=self.winning_suit, payments=tuple(self.payments),
            decave=tuple(self.decave), cave=self.house.buy_in,
            values={s: v.describe() for s, v in self.shown_values.items()})

    def seat_value(self, seat: int) -> str:
        """What a seat's own hand is worth with the retourne (its holder's guide)."""
        if self.retourne is None:
            return ""
        return classify(self.hands[seat].cards, self.retourne).describe()

