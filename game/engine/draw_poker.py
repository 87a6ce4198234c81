"""Draw Poker: one deal, played by Foster's laws (seed 000, "DRAW POKER", Laws 11-46).

A :class:`DrawPokerDeal` is made by the :class:`~game.engine.table.Table` for each deal.
It runs every step that needs no decision (the blind, the antes, the deal, helping each
player in the draw, showing, paying the pools) and stops whenever a seat must act.
``act`` checks an action against the laws, raises an :class:`IllegalAction` (changing
nothing) if it is not allowed, and otherwise applies it and emits the events.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from types import SimpleNamespace
from typing import TYPE_CHECKING, Callable, Sequence

from game.cards import Card, Rank, shuffled
from game.hands import Category, HandValue, category_floor, evaluate, pair_floor, strength

from .actions import Action, ActionKind, LegalAction
from .errors import ActionNotAllowed, AmountOutOfRange, BadDiscard, DealOver, NoOpeners, NotYourTurn
from .jack_antes import JackAntes
from .events import (
    Acted, CardsDrawn, CountersBought, DrawAnnounced, Event, HandDealt, HandShown, JackMade,
    KittyTaken, PackRebuilt, PoolWon, Returned, Staked,
)
from .pools import Pool, split_pools
from .seat import SeatHand, divide, help_from_stock
from .view import Phase, PlayerInfo, PublicAction, SeatView

if TYPE_CHECKING:
    from .table import DealSetup, Table

# Python 3.11 finds an enum's member on its class through the metaclass's ``__getattr__``
# hook, four times slower than a plain attribute, and a decision reads a dozen of them:
# these namespaces hold the same members for this module.
K = SimpleNamespace(**ActionKind.__members__)
P = SimpleNamespace(**Phase.__members__)

# Offers that carry no amount are the same every time: made once.
_ABANDON, _PASS, _NO_STRADDLE = LegalAction(K.ABANDON), LegalAction(K.PASS), LegalAction(K.NO_STRADDLE)
_SHOW, _DECLINE_SHOW, _MAKE_JACK = LegalAction(K.SHOW), LegalAction(K.DECLINE_SHOW), LegalAction(K.MAKE_JACK)


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


class DrawPokerDeal(JackAntes):
    """One deal of Draw Poker."""

    variant = "draw"

    def __init__(self, table: Table, setup: DealSetup, rng: random.Random,
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
        # The age: the dealer's left (Law 11), or the dealer when he antes (seed 004), unless
        # he takes no cards; a jack pot has no age (Law 37), but its first seat stands in.
        self.age = self.dealer if (self.house.dealer_antes and not setup.jack_pot
                                   and self.dealer in self.hands) else self.order[0]
        self._may_hold = False  # holding the age (seeds 002, 003): the age may still hold
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

    def _start_ordinary(self) -> None:
        if self.house.blind_up_to_half_limit:
            self.phase = P.BLIND
            self.turn = self.age
            return
        self._post_blind(self.house.blind)

    def _post_blind(self, amount: int) -> None:
        self.blind_amount = self._put(self.age, amount)
        self.emit(Staked(seat=self.age, amount=self.blind_amount, why="blind", law="Law 11"))
        self.level = self.blind_amount
        if self.house.straddle and len(self.order) > 2 and self._straddle_offer(self._straddler()):
            self.phase = P.STRADDLE
            self.turn = self._straddler()
            return
        self._deal_and_ante()

    def _straddler(self) -> int:
        last = self.straddles[-1] if self.straddles else self.age
        return self.order[(self.order.index(last) + 1) % len(self.order)]

    def _straddle_offer(self, seat: int) -> bool:
        """Law 17: each straddle doubles the last, up to the house's cap (``straddle_cap``:
        by default while the ante it makes is within the limit, so with a limit of 50 the
        fourth straddle, 16, is the last, as the book's "STAKES" passage counts it; under
        ``straddle_quarter_limit`` no straddle above a quarter of the limit, as Law 17 words it)."""
        last = self.level
        if seat == self.age or 2 * last > self.house.straddle_cap:
            return False
        if self.house.stack_limited and self.stack(seat) < 2 * last:
            return False
        return True

    def _deal_and_ante(self) -> None:
        self._deal_hands()
        self.phase = P.BEFORE_DRAW
        self.level = 2 * (self.level if self.straddles else self.blind_amount)
        self.ante_level = self.level
        first_after = self.straddles[-1] if self.straddles else self.age
        self.need = self._able()
        self.turn = self._next_seat(first_after)
        self._check_turn()

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

    def _deal_hands(self) -> None:
        # Law 11: one at a time, in rotation from the dealer's left, off the top of the
        # stock (its end): the n-th player gets the n-th card off, then the (n + players)-th...
        order, stock = self.order, self.stock
        count = 5 * len(order)
        off = stock[:-count - 1:-1]
        del stock[-count:]
        for i, s in enumerate(order):
            h = self.hands[s]
            h.cards = off[i::len(order)]
            h.dealt = tuple(h.cards)
            self.emit(HandDealt(seat=s, cards=h.dealt, private_to=s, law="Law 11"))

    # ----------------------------------------------------------------- legal actions
    def legal_actions(self, seat: int | None = None) -> tuple[LegalAction, ...]:
        """The actions allowed now to ``seat`` (default: the seat whose turn it is)."""
        if seat is not None and seat != self.turn:
            return ()
        legal = self._legal
        if legal is None:
            legal = self._legal = self._offers()
        return legal

    def _offers(self) -> tuple[LegalAction, ...]:
        s = self.turn
        phase = self.phase
        if phase is P.OVER or s is None:
            return ()
        # (The house's rules are read once, in __init__: its properties cost calls.)
        limit = self._limit
        stack = self.table.stacks[s]
        capped = self.limited
        table_stakes = self._table_stakes
        if phase is P.BEFORE_DRAW or (phase is P.AFTER_DRAW and self.bet_made):
            # The common case, first: abandon, call, or raise.
            to_call = self.level - self.hands[s].put
            if to_call < 0:
                to_call = 0
            # Table stakes: no limit but what the player has (seed 000 "TABLE STAKES").
            raise_cap = stack - to_call if table_stakes else limit
            if capped:
                raise_cap = min(raise_cap, stack - to_call)
                call = min(to_call, stack)
            else:
                call = to_call
            # (With no stakes limit, two hold cards here, so a raise is never closed.)
            can_raise = raise_cap >= 1 and not (capped and self._raise_closed(s))
            # (tuple.__new__: the named tuple's own constructor is a call more.)
            call_offer = tuple.__new__(LegalAction, (K.CALL, call, call))
            if can_raise:
                offers: tuple[LegalAction, ...] = (
                    _ABANDON, call_offer, tuple.__new__(LegalAction, (K.RAISE, 1, raise_cap)))
            else:
                offers = (_ABANDON, call_offer)
            if s == self.age and self._only_two_in_offer(s):
                return offers + (_MAKE_JACK,)
            return offers
        if phase is P.BLIND:
            high = limit // 2
            if capped:
                high = min(high, stack)
            return (LegalAction(K.BLIND, 1, max(1, high)),)
        if phase is P.STRADDLE:
            return (LegalAction(K.STRADDLE, 2 * self.level, 2 * self.level), _NO_STRADDLE)
        if phase is P.DRAW:
            return (LegalAction(K.DRAW, 0, len(self.hands[s].cards)),)
        if phase is P.SHOWDOWN:
            return (_SHOW, _DECLINE_SHOW)
        if phase is P.ANTES:
            return self._ante_offers(s)
        if phase is P.OPENING:
            if not self._has_openers(s):
                return (_PASS,)
            high = stack if table_stakes else (min(limit, stack) if capped else limit)
            return (_PASS, LegalAction(K.OPEN, 1, high)) if high >= 1 else (_PASS,)
        # After the draw, before anyone has bet (Law 28); the age may hold it (seeds 002, 003).
        high = stack if table_stakes else limit
        if capped:
            high = min(high, stack)
        first = _PASS if self._may_hold and s == self.age else _ABANDON
        return (first, LegalAction(K.BET, 1, high)) if high >= 1 else (first,)

    def _raise_closed(self, seat: int) -> bool:
        """Nobody can be raised when every other holder of cards has nothing left to bet."""
        if not self.limited:
            return len(self.live) < 2
        stacks = self.table.stacks
        return not any(stacks[o] for o in self.live if o != seat)

    def _has_openers(self, seat: int) -> bool:
        cards = self.hands[seat].cards
        assert self.openers is not None
        if strength(cards, self.hand_rules) >= pair_floor(self.openers, self.hand_rules):
            return True
        return self.house.bobtail_openers and _is_bobtail(cards, self.table.rank_order)

    def _only_two_in_offer(self, seat: int) -> bool:
        """Law 21: no straddle, no raise, only one player in, and it is the age's say."""
        if seat != self.age or self.raised or self.straddles or self.jack_pot:
            return False
        if not (self.house.jack_pots and self.phase is P.BEFORE_DRAW):
            return False
        others = [s for s in self.live if s != self.age]
        return len(others) == 1

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
                raise NoOpeners(f"you need {self.openers.plural if self.openers else 'Jacks'} or "
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

    def _check_discard(self, seat: int, cards: Sequence[Card]) -> None:
        held = self.hands[seat].cards
        if len(set(cards)) != len(cards):
            raise BadDiscard("the same card discarded twice", "Law 22")
        missing = [c for c in cards if c not in held]
        if missing:
            raise BadDiscard(f"not in your hand: {' '.join(c.code for c in missing)}", "Law 22")

    def _acted(self, seat: int, kind: ActionKind, amount: int, put: int, law: str) -> None:
        # _record and all_in written out: this runs for nearly every decision.
        self.history.append(tuple.__new__(PublicAction, (seat, kind, put, self.phase, None)))
        self.emit(Acted(seat=seat, kind=kind, amount=amount, put=put, level=self.level,
                        all_in=self.limited and self.table.stacks[seat] == 0, law=law))

    def _do_blind(self, seat: int, action: Action) -> None:
        self._post_blind(action.amount)

    def _do_straddle(self, seat: int, action: Action) -> None:
        amount = 2 * self.level
        put = self._put(seat, amount)
        self.straddles.append(seat)
        self.level = put
        self._acted(seat, K.STRADDLE, amount, put, "Law 17")
        nxt = self._straddler()
        if self._straddle_offer(nxt):
            self.turn = nxt
        else:
            self._deal_and_ante()

    def _do_no_straddle(self, seat: int, action: Action) -> None:
        self._acted(seat, K.NO_STRADDLE, 0, 0, "Law 17")
        self._deal_and_ante()

    def _do_abandon(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        self._drop(seat)
        self.need.discard(seat)
        self.dead.extend(h.cards)
        law = "Law 18" if self.phase is P.BEFORE_DRAW else (
            "Law 29" if self.bet_made else "Law 28")
        if self.jack_pot and seat == self.opener:
            law = "Law 42" if self.phase is P.BEFORE_DRAW else "Law 45"
        self._acted(seat, K.ABANDON, 0, 0, law)
        if self.jack_pot and seat == self.opener:
            # The opener must prove his openers: his whole hand before the draw (Law 42),
            # his openers after it (Law 45).
            cards = h.dealt if self.phase is P.BEFORE_DRAW else self._openers_cards()
            self._show(seat, cards, law)
        self.turn = self._next_seat(seat)

    def _do_call(self, seat: int, action: Action) -> None:
        if self.phase is P.ANTES:
            self._ante_in(seat)
            return
        h = self.hands[seat]
        amount = self.level - h.put
        put = self._put(seat, amount)
        self.need.discard(seat)
        law = "Law 18" if self.phase is P.BEFORE_DRAW else "Law 30"
        if put < amount:
            law = "TABLE STAKES: a sight"
        elif self.jack_pot and self.phase is P.BEFORE_DRAW:
            law = "Law 41"
        self._acted(seat, K.CALL, put, put, law)
        self.turn = self._next_seat(seat)

    def _do_raise(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        self.level = self.level + action.amount
        put = self._put(seat, self.level - h.put)
        self.raised = True
        self.last_aggressor = seat
        self.need = self._able(but=seat)
        law = "Law 19" if self.phase is P.BEFORE_DRAW else "Law 29"
        if self.jack_pot and self.phase is P.BEFORE_DRAW:
            law = "Law 42"
        self._acted(seat, K.RAISE, action.amount, put, law)
        self.turn = self._next_seat(seat)

    def _do_bet(self, seat: int, action: Action) -> None:
        self._may_hold = False
        h = self.hands[seat]
        self.level = h.put + action.amount
        put = self._put(seat, action.amount)
        self.bet_made = True
        self.last_aggressor = seat
        self.need = self._able(but=seat)
        self._acted(seat, K.BET, action.amount, put, "Law 28")
        self.turn = self._next_seat(seat)

    def _do_pass(self, seat: int, action: Action) -> None:
        if self.phase is P.ANTES:
            self._pass_jack(seat, action)
            return
        if self.phase is P.AFTER_DRAW:
            # Holding the age: he stays in the round and speaks last (seeds 002, 003).
            self._may_hold = False
            self._acted(seat, K.PASS, 0, 0, "holding the age (seeds 002, 003)")
            self.turn = self._next_seat(seat)
            return
        self.need.discard(seat)
        self._acted(seat, K.PASS, 0, 0, "Law 38")
        self.turn = self._next_seat(seat)
        if self.turn is None:
            self._jack_unopened()

    def _do_open(self, seat: int, action: Action) -> None:
        self.opener = seat
        self.level = self.hands[seat].put + action.amount
        put = self._put(seat, action.amount)
        self.last_aggressor = seat
        self.phase = P.BEFORE_DRAW
        # Law 41: everyone else may now come in, those who passed included.
        self.need = self._able(but=seat)
        self.history.append(PublicAction(seat, K.OPEN, put, P.OPENING))
        self.emit(Acted(seat=seat, kind=K.OPEN, amount=action.amount, put=put, level=self.level,
                        all_in=self.all_in(seat), law="Law 38"))
        self.turn = self._next_seat(seat)

    def _do_make_jack(self, seat: int, action: Action) -> None:
        # Law 21: the one player in takes down his ante; the age puts up the jack antes
        # for himself and for him, less the blind already in; all the others put up theirs.
        (other,) = [s for s in self.live if s != self.age]
        back = self.hands[other].put
        self.hands[other].put = 0
        self._pot -= back
        self.table.stacks[other] += back
        self._changed_all()
        self._record(seat, K.MAKE_JACK, 0)
        self.emit(Acted(seat=seat, kind=K.MAKE_JACK, amount=0, put=0, level=self.level, law="Law 21"))
        self.emit(Returned(seat=other, amount=back, why="his ante, for the only-two-in jack",
                           law="Law 21"))
        self._make_jack("only two in", payer_for={other: self.age})

    def _do_draw(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        discards = list(action.cards)
        for c in discards:
            h.cards.remove(c)
        h.discarded = discards
        if self.jack_pot and seat == self.opener:
            # Law 43: the opener's discard goes under the chips, never into a new pack.
            self.opener_discard = discards
        count = len(discards)
        drawn = self._help(count, keep_out=discards)
        if not (self.jack_pot and seat == self.opener):
            self.dead.extend(discards)
        h.cards.extend(drawn)
        h.drawn = drawn
        h.drew = count
        self._stale.add(seat)
        self.need.discard(seat)
        self._record(seat, K.DRAW, 0, drew=count)
        self.emit(DrawAnnounced(seat=seat, count=count, law="Law 22"))
        self.emit(CardsDrawn(seat=seat, discarded=tuple(discards), drawn=tuple(drawn),
                             private_to=seat, law="Law 22"))
        self.turn = self._next_seat(seat)

    def _help(self, count: int, keep_out: Sequence[Card]) -> list[Card]:
        """Deal ``count`` cards from the stock, never its last card (Law 26); a new pack is
        never made of the discard of the player being helped, nor the opener's (Law 43)."""
        return help_from_stock(self.stock, self.dead, count, keep_out, self.rng,
                               lambda size: self.emit(PackRebuilt(cards=size, law="Law 26")))

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

    # ----------------------------------------------------------------- flow
    def _check_turn(self) -> None:
        """After every step: end the phase or the deal when the laws say so."""
        while True:
            phase = self.phase
            if phase is P.BEFORE_DRAW or phase is P.AFTER_DRAW:
                live = self._live
                if live is None:
                    live = self.live
                if len(live) <= 1:
                    if phase is P.BEFORE_DRAW and self._natural_jack_due():
                        self._natural_jack()
                        return
                    if live:
                        self._uncontested(live[0])
                        return
                need = self.need
                if need and self.limited:
                    need = self._close_unanswerable()
                if not need:
                    if phase is P.BEFORE_DRAW:
                        self._begin_draw()
                        continue
                    self._begin_show()
                    return
                if self.turn not in need:
                    self.turn = self._next_seat(self.turn if self.turn is not None else self.dealer)
                return
            if phase is P.ANTES:
                if not self.need:
                    self._after_antes()
                    continue
                return
            if phase is P.DRAW:
                if len(self.live) == 1:
                    self._uncontested(self.live[0])
                    return
                if not self.need:
                    self._begin_after_draw()
                    continue
                return
            return

    def _close_unanswerable(self) -> set[int]:
        """When fewer than two players holding cards have counters left to bet, there is no
        more betting (TABLE STAKES: a bet nobody could meet is never offered): those who owe
        nothing have nothing left to say, and the deal goes on to the draw or the show."""
        stacks = self.table.stacks
        able = 0
        for s in self.live:
            if stacks[s]:
                able += 1
        if able >= 2:
            return self.need
        level, hands = self.level, self.hands
        self.need = {s for s in self.need if hands[s].put < level}
        return self.need

    def _natural_jack_due(self) -> bool:
        """Law 21: nobody came in; the age has no say and the deal makes a natural jack."""
        if self.jack_pot or self.straddles or self.raised:
            return False
        live = self.live
        if len(live) > 1 or (live and live[0] != self.age):
            return False
        # Only when the round has reached the age (everyone else has spoken).
        return not self.need or self.need == {self.age}

    def _begin_draw(self) -> None:
        self.phase = P.DRAW
        self.need = set(self.live)
        # Law 22: beginning with the player on the dealer's left.
        self.turn = next(s for s in self.order if s in self.need)

    def _begin_after_draw(self) -> None:
        self.phase = P.AFTER_DRAW
        self.bet_made = False
        self.level = max(self.hands[s].put for s in self.live)
        self.need = self._able()
        # Law 28: the first holder of cards left of the age bets first, the age last;
        # Law 45: in a jack pot the opener bets first, or the next on his left.
        if self.jack_pot and self.opener is None:
            self.need = set()  # the pot could not be opened (see _start_jack): to the show
        elif self.jack_pot:
            start = self.opener if self.hands[self.opener].live else None
            self.turn = start if start in self.need else self._next_seat(self.opener)
        elif self.house.holding_the_age and self.age in self.need:
            # Seeds 002, 003: the age bets first, or holds the age and keeps the last say.
            self.turn = self.age
            self._may_hold = True
        else:
            self.turn = self._next_seat(self.age)
        if len(self.need) <= 1:
            # Everyone but one (or all) has nothing left to bet: straight to the show.
            self.need = set()

    def _begin_show(self) -> None:
        live = self.live
        called = self.last_aggressor if self.last_aggressor in live else None
        start = called if called is not None else live[0]
        ordered = [s for s in self._order_from(start) if s in live]
        if self.house.decline_to_show and len(ordered) > 1:
            # The called hand shows first (seed 000 "SHOWING HANDS"); the rest may decline.
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
            # He need show only his openers (seed 000 "Betting Jacks").
            self._show(seat, self._openers_cards(), "Law 45")
        self._award(shown=False, sole=seat, law=law)

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
                               law="no jack pots (Hoyle Modernized)"))
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
    def _award(self, shown: bool, sole: int | None = None, law: str = "Law 34") -> None:
        live = set(self.live) if sole is None else {sole}
        put = {s: h.put for s, h in self.hands.items()}
        pools, returned = split_pools(put, live, self.carried_in)
        for seat, amount in returned.items():
            self.table.stacks[seat] += amount
            self._changed_all()
            # Without table stakes this is a bet or raise nobody would see (Laws 20, 29).
            self.emit(Returned(seat=seat, amount=amount, why="uncalled: nobody put up as much",
                               law="TABLE STAKES" if self.house.stack_limited else law))
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
                              paid=paid, shown=shown,
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
            self.emit(KittyTaken(amount=take, law="The Kitty"))

    def _finish(self, jack_next: str | None, prepaid: bool, carried: int, opened: bool = False) -> None:
        self.phase = P.OVER
        self.turn = None
        self.need = set()
        self.outcome = DealOutcome(
            jack_next=jack_next, jack_prepaid=prepaid, carried_out=carried, opened=opened,
            winners=self._winners, high_hand_shown=self._high_hand,
            penalty_jack_payer=self._penalty_payer, passed_jack=tuple(self.passed_jack))

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
            tuple(self.history), None, 0, None, None, None))

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


def _is_bobtail(cards: Sequence[Card], rank_order: dict[Rank, int]) -> bool:
    """Four cards of a flush, or four in sequence (seed 000 "Opening Jacks")."""
    suits = [c.suit for c in cards if not c.is_joker]
    if any(suits.count(s) >= 4 for s in set(suits)):
        return True
    places = sorted({rank_order[c.rank] for c in cards if not c.is_joker})
    if places and places[-1] == len(rank_order) - 1:
        places = [-1] + places  # the ace is low in A 2 3 4
    return any(places[i + 3] - places[i] == 3 for i in range(len(places) - 3))


_AMOUNTED = frozenset((K.RAISE, K.BET, K.OPEN, K.BLIND))
"""The kinds whose amount the player chooses, within the offer's range."""

# The kinds Draw Poker plays (the other games' kinds, such as the knock, have no handler
# here; ``act`` only reaches this table for a kind it has offered).
_HANDLERS = {kind: handler for kind in ActionKind
             if (handler := getattr(DrawPokerDeal, "_do_" + kind.name.lower(), None))}
