"""Draw Poker: one deal, played by Foster's laws (Foster, "Draw Poker", Laws 11-46).

A :class:`DrawPokerDeal` is made by the :class:`~game.engine.core.table.Table` for each deal.
It runs every step that needs no decision (the blind, the antes, the deal, helping each
player in the draw, showing, paying the pools) and stops whenever a seat must act.
``act`` checks an action against the laws, raises an :class:`IllegalAction` (changing
nothing) if it is not allowed, and otherwise applies it and emits the events.

This module holds the deal's state, its counters, its start and its views; the rest is
in one module a job: :mod:`.draw_offers` (what may be done now, who speaks next),
:mod:`.draw_betting` (the blind, straddles and bets), :mod:`.draw_stock` (the deal of the
cards and the draw), :mod:`.draw_showing` (the show, the jack pots a deal makes, the pools)
and :mod:`.jack_antes` (passing a jack, Law 37).
"""

from __future__ import annotations

import random
from typing import Callable

from game.cards import Card, shuffled
from game.hands import HandValue

from ..core.actions import Action, ActionKind, LegalAction
from .betting import DrawBetting
from .names import _AMOUNTED, K, P
from .offers import DrawOffers
from .showing import DealOutcome, DrawShowing
from .stock import DrawStock
from ..core.errors import ActionNotAllowed, AmountOutOfRange, DealOver, NoOpeners, NotYourTurn
from ..core.events import CountersBought, Event, Staked
from .jack_antes import JackAntes
from ..core.seat import SeatHand
from ..core.view import PlayerInfo, PublicAction, SeatView

from ..core.protocol import DealSetup, TableLike


class DrawPokerDeal(DrawOffers, DrawBetting, DrawStock, DrawShowing, JackAntes):
    """One deal of Draw Poker."""

    variant = "draw"
    has_draw = True  # Laws 22-26: the draw, whose odds the window's helper shows

    def __init__(self, table: TableLike, setup: DealSetup, rng: random.Random,
                 emit: Callable[[Event], None]) -> None:
        self.table = table
        self.house = table.house
        self.setup = setup
        self.rng = rng
        self.emit = emit
        """Deliver an event to the table (and so to every listener)."""
        self.hand_rules = table.hand_rules
        self.dealer = setup.dealer
        self.order = setup.players  # seats dealt in, from the dealer's left round to him
        self.hands: dict[int, SeatHand] = {s: SeatHand(s) for s in self.order}
        # Each seat's neighbour on the left among those dealt in; the dealer sits out only
        # at eight (Law 1), and then his left is the age, order[0].
        self._left = {s: self.order[(i + 1) % len(self.order)] for i, s in enumerate(self.order)}
        self._left.setdefault(self.dealer, self.order[0])
        # The age: the dealer's left (Law 11), or the dealer when he antes (the Britannica), unless
        # he takes no cards; a jack pot has no age (Law 37), but its first seat stands in.
        self.age = self.dealer if (self.house.dealer_antes and not setup.jack_pot
                                   and self.dealer in self.hands) else self.order[0]
        self._may_hold = False  # holding the age (Hoyle's Games Modernized, Schenck): the age may still hold
        self.passed_jack: list[int] = []  # Law 37: those who passed this jack
        self.pone = table.seat_right_of(self.dealer)
        self.jack_pot = setup.jack_pot
        self.openers = setup.openers
        self.carried_in = setup.carried_in
        self.phase = P.OVER
        self.turn: int | None = None
        self.need: set[int] = set()
        self.level = 0
        self.raised = False
        self.straddles: list[int] = []
        self.blind_amount = 0
        self.ante_level = 0
        self.opener: int | None = None
        self.opener_discard: list[Card] = []
        self.last_aggressor: int | None = None
        self.bet_made = False
        self.stock: list[Card] = []
        self.dead: list[Card] = []  # discards and abandoned hands, for rebuilding (Law 26)
        self.history: list[PublicAction] = []
        self.kitty = 0
        self.returned: dict[int, int] = {}
        self.outcome: DealOutcome | None = None
        self._jack_made: str | None = None
        self._penalty_payer: int | None = None
        self._high_hand: HandValue | None = None
        self._winners: tuple[int, ...] = ()
        self._show_queue: list[int] = []
        self._declined: set[int] = set()
        self.limited = self.house.stack_limited
        self._limit = self.house.limit
        self._table_stakes = self.house.table_stakes
        self._live: list[int] | None = None
        self._pot = 0  # the sum of every hand's ``put``
        # What the table sees of each seat, rebuilt only for the seats in ``_stale`` (those
        # that changed): a view is made for every decision, and most change one seat.
        self._seen: list[PlayerInfo | None] = [None] * table.size
        self._stale: set[int] = set(range(table.size))
        self._legal: tuple[LegalAction, ...] | None = None

    # ----------------------------------------------------------------- helpers
    @property
    def live(self) -> list[int]:
        """Seats holding cards, in dealing order (cached: only abandoning changes it)."""
        live = self._live
        if live is None:
            live = self._live = [s for s in self.order if self.hands[s].live]
        return live

    def _drop(self, seat: int) -> None:
        """The seat no longer holds cards."""
        self.hands[seat].live = False
        self._live = None
        self._stale.add(seat)

    def _changed_all(self) -> None:
        """Counters moved between seats outside :meth:`_put`: every seat is seen afresh."""
        self._stale.update(range(self.table.size))

    def pool_total(self) -> int:
        """Everything in the pool: this deal's stakes and any jack pot carried in."""
        return self.carried_in + self._pot

    def stack(self, seat: int) -> int:
        return self.table.stacks[seat]

    def all_in(self, seat: int) -> bool:
        return self.limited and self.table.stacks[seat] == 0

    def _put(self, seat: int, amount: int, payer: int | None = None) -> int:
        """Move counters from a seat (or from ``payer``, on his behalf) to the pool, buying
        from the banker if allowed."""
        if amount <= 0:
            return 0
        payer = seat if payer is None else payer
        stacks = self.table.stacks
        if stacks[payer] < amount:
            if self.house.stack_limited:
                amount = stacks[payer]
            else:
                lots = -(-(amount - stacks[payer]) // self.house.buy_in)
                bought = lots * self.house.buy_in
                stacks[payer] += bought
                self.table.bought[payer] += bought
                self.emit(CountersBought(seat=payer, amount=bought, law="Law 5"))
        stacks[payer] -= amount
        hand = self.hands.get(seat)
        if hand is not None:  # (None: the dealer sitting out, anteing for the next jack)
            hand.put += amount
        self._pot += amount
        self._stale.add(seat)
        self._stale.add(payer)
        return amount

    def _stake(self, seat: int, amount: int, why: str, law: str) -> None:
        put = self._put(seat, amount)
        if put:
            self.emit(Staked(seat=seat, amount=put, why=why, law=law))

    def _next_seat(self, after: int, among: set[int] | None = None) -> int | None:
        """The first seat to the left of ``after`` (in dealing order) that is in ``among``."""
        pool = self.need if among is None else among
        if not pool:
            return None
        left = self._left
        s = left[after]
        for _ in self.order:
            if s in pool:
                return s
            s = left[s]
        return None

    def _able(self, but: int | None = None) -> set[int]:
        """The seats holding cards that are not all in, ``but`` excepted."""
        if self.limited:
            stacks = self.table.stacks
            able = {s for s in self.live if stacks[s]}
        else:
            able = set(self.live)  # nobody is ever all in
        able.discard(but)
        return able

    def _record(self, seat: int, kind: ActionKind, put: int, drew: int | None = None) -> None:
        # tuple.__new__: the named tuple's own constructor costs more than the record.
        self.history.append(tuple.__new__(PublicAction, (seat, kind, put, self.phase, drew)))

    # ----------------------------------------------------------------- start
    def start(self) -> None:
        """Put up the blind or the jack antes, shuffle, and run until someone must act."""
        self.stock = shuffled(self.table.pack, self.rng)
        if self.jack_pot:
            self._start_jack()
        else:
            self._start_ordinary()

    def _start_jack(self) -> None:
        if not self.setup.prepaid and self._may_pass_jack():
            self._begin_antes()  # Law 37: each antes or passes this jack (jack_antes.py)
            return
        if not self.setup.prepaid:
            for s in self.order:
                # Laws 34, 45: a player who declined to show antes for all in this jack.
                payer = self.setup.ante_payer.get(s, s)
                put = self._put(s, self.setup.jack_ante, payer)
                if put:
                    self.emit(Staked(seat=payer, amount=put,
                                     why="jack ante" if payer == s else f"jack ante for seat {s}",
                                     law="Law 37" if payer == s else "Law 34"))
        self._deal_jack()

    def _deal_jack(self) -> None:
        self._deal_hands()
        self.phase = P.OPENING
        self.need = self._able()
        if self.limited and len(self.need) < 2:
            # Nobody could meet an opening: no betting, every hand draws and is shown.
            self.need = set()
            self._begin_draw()
            return
        self.turn = self._next_seat(self.dealer)
        if self.turn is None:
            self._jack_unopened()

    # ----------------------------------------------------------------- acting
    def act(self, seat: int, action: Action) -> None:
        """Apply ``action`` for ``seat`` if the laws allow it; otherwise raise and change nothing."""
        if seat != self.turn:  # (when the deal is over, the turn is nobody's)
            if self.phase is P.OVER:
                raise DealOver("the deal is over")
            raise NotYourTurn(f"it is seat {self.turn}'s turn, not seat {seat}'s", "Law 32")
        offers = self._legal
        if offers is None:
            offers = self._legal = self._offers()
        kind = action.kind
        for offer in offers:
            if offer.kind is kind:
                break
        else:
            if action.kind is K.OPEN and self.phase is P.OPENING:
                raise NoOpeners(f"you need {self.openers.plural if self.openers else 'jacks'} or "
                                "better to open", "Law 38")
            allowed = ", ".join(o.kind.value for o in offers)
            raise ActionNotAllowed(f"cannot {action.kind.value} now (allowed: {allowed})")
        if kind in _AMOUNTED and not offer.low <= action.amount <= offer.high:
            raise AmountOutOfRange(f"{action.kind.value} must be from {offer.low} to {offer.high}, "
                                   f"not {action.amount}", "Law 29" if action.kind is not K.OPEN
                                   else "Law 38")
        if kind is K.DRAW:
            self._check_discard(seat, action.cards)
        self._legal = None
        _HANDLERS[kind](self, seat, action)
        if self.phase is not P.OVER:
            self._check_turn()
        self._legal = None

    # ----------------------------------------------------------------- views
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now."""
        seen = self._seen
        stale = self._stale
        if stale:
            for s in stale:
                seen[s] = self._player_info(s)
            stale.clear()
        mine = self.hands.get(seat)
        turn = self.turn
        if seat == turn:
            legal = self._legal
            if legal is None:
                legal = self._legal = self._offers()
        else:
            legal = ()
        # Made with tuple.__new__, the fields in order and then the defaults of the other
        # games' fields (tests/engine/test_view_layout.py pins both): a view is built for
        # every decision, and the named tuple's own constructor costs more than the rest.
        return tuple.__new__(SeatView, (
            seat, self.variant, self.setup.number, self.phase, self.house,
            tuple(mine.cards) if mine else (), tuple(mine.discarded) if mine else (),
            tuple(seen), self.dealer, self.age, self.pone, turn, legal,
            self.carried_in + self._pot, self.level, self.jack_pot, self.openers, self.opener,
            tuple(self.history), None, 0, None, None, None, None,
            None,  # (Bouillotte's field)
            None))  # (Ambigu's field)

    def _player_info(self, s: int) -> PlayerInfo:
        """What the table sees of seat ``s`` now."""
        table, h = self.table, self.hands.get(s)
        stack = table.stacks[s]
        if h is None:
            return tuple.__new__(PlayerInfo, (s, table.names[s], stack, 0, False, False, False,
                                              None, None, (), False, None, False))
        live = h.live
        return tuple.__new__(PlayerInfo, (
            s, table.names[s], stack, h.put, live, True, live and self.limited and stack == 0,
            h.drew, h.shown_cards if h.shown else None, (), False, None, False))

# The kinds Draw Poker plays (the other games' kinds, such as the knock, have no handler
# here; ``act`` only reaches this table for a kind it has offered).
_HANDLERS = {kind: handler for kind in ActionKind
             if (handler := getattr(DrawPokerDeal, "_do_" + kind.name.lower(), None))}

__all__ = ["DealOutcome", "DrawPokerDeal"]
