"""What the other games of the poker family share: seats, counters, a round of betting,
showing and paying the pools, and each seat's view.

Straight, Stud, Whiskey, Show-down and Flat Poker (Foster, with Hoyle's Games Modernized for detail) are each
a rules module built on :class:`VariantDeal`.  Like Draw Poker's deal, a deal is made by
the :class:`~game.engine.core.table.Table` for each deal, runs every step that needs no
decision, and stops whenever a seat must act; ``act`` checks an action, raises an
:class:`~game.engine.core.errors.IllegalAction` and changes nothing when it is not allowed, and
otherwise applies it and emits the events.

The class attributes tell the table how a game differs from Draw Poker: no jack pots (a
pool nobody won is carried into the next deal), who may play, the pack, whether straight
flushes count.  A deal's :class:`VariantOutcome` may name the next dealer.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.cards import Card, shuffled
from game.hands import HandValue, evaluate

from .actions import Action, ActionKind, LegalAction
from .errors import ActionNotAllowed, AmountOutOfRange, BadDiscard, DealOver, NotYourTurn
from .events import (
    Acted, CardsDrawn, CountersBought, DrawAnnounced, Event, HandDealt, HandShown, PackRebuilt,
    PoolWon, Returned, Staked,
)
from .pools import split_pools
from .seat import SeatHand, divide, help_from_stock
from .view import Phase, PlayerInfo, PublicAction, SeatView

from .protocol import DealSetup, TableLike

K = ActionKind

# Kinds whose amount the player chooses within the offer (checked against low..high).
_AMOUNT_KINDS = frozenset({K.BET, K.RAISE, K.BLIND, K.OPEN, K.BACK_FIELD, K.DRAW_ONE})


@dataclass(frozen=True)
class VariantOutcome:
    """What the table needs to know when a deal ends (the fields Draw Poker's outcome has,
    and the next dealer when the game names him)."""

    carried_out: int
    winners: tuple[int, ...]
    next_dealer: int | None = None
    """Who deals next; None: the deal passes to the left (Law 12)."""
    next_dealer_law: str | None = None
    passed_over: tuple[int, ...] = ()
    """Seats the deal passes beyond (Bouillotte: a player décavé on the deal just ended)."""
    jack_next: str | None = None
    jack_prepaid: bool = False
    opened: bool = True
    high_hand_shown: HandValue | None = None
    penalty_jack_payer: int | None = None


class VariantDeal:
    """The machinery of one deal; each game's module supplies its steps and its offers."""

    variant = "?"
    title = "?"
    passage = "?"
    """The book's heading for the game, named in the log when no numbered law applies."""
    uses_jack_pots = False
    has_draw = False
    """True for a game with a draw from the stock (the odds of improving are worth showing)."""
    dealer_plays_with_eight = False
    max_players: int | None = None
    fixed_pack: str | None = None
    straight_flushes = True

    @classmethod
    def pack_for(cls, table: Any) -> list[Card]:
        """The pack a deal at ``table`` (as it stands before the deal) is dealt from: the
        table's own, unless the game takes a pack of its own for each deal."""
        return list(table.pack)
    # -- Whose laws the log cites.  The shared steps below apply the numbered Poker laws
    # (Draw Poker's, Foster, "Poker Laws"); a game cites them through ``cite``, so that its
    # log names Draw Poker when its book section says "as in Draw Poker", and its own
    # paragraph where the section has one (Brag's betting: Brag, rule 3).
    poker_laws: str | None = "Draw Poker"
    """How this game's log names a Poker law: ``"Draw Poker"`` gives "Draw Poker's Law 29";
    ``"a house rule, as Draw Poker"`` (a section that names no laws: our ruling follows Draw
    Poker's) gives "a house rule, as Draw Poker's Law 12"; None, the law bare (the varieties
    described within Draw Poker's own section: Show-down and Flat Poker)."""
    buy_law = "Law 5"
    """Counters bought from the banker (Law 5)."""
    raise_law = "Law 29"
    """A raise of a bet, and a hand abandoned to a bet (Law 29: "meet ... or abandon")."""
    call_law = "Law 30"
    """A bet called (Law 30)."""
    abandon_law = "Law 29"
    show_law = "Law 34"
    """The hands shown in the call, and the best taking the pool (Law 34)."""
    tie_law = "Law 36"
    """Ties divide the pool (Law 36)."""
    pass_law = "Law 12"
    """The deal passing to the left after each deal (Law 12).  A game whose book neither
    speaks of it nor sends the reader to Draw Poker for it names it as our ruling, "a house
    rule" (a play-tester read "(Draw Poker's Law 12)" at Commerce: another game's law)."""
    stakes_law = "Table stakes"
    """Counters nobody could meet taken back when the stakes are limited (the house's
    table stakes or freeze-out: Foster, "Table Stakes")."""

    @classmethod
    def cite(cls, law: str) -> str:
        """The citation as this game's log gives it: a numbered law (``Law 29``, ``Laws
        2-4``) named as the game names the Poker laws; its own paragraphs unchanged."""
        if cls.poker_laws and law.startswith("Law"):
            return f"{cls.poker_laws}'s {law}"
        return law

    def __init__(self, table: TableLike, setup: DealSetup, rng: random.Random,
                 emit: Callable[[Event], None]) -> None:
        self.table = table
        self.house = table.house
        self.setup = setup
        self.rng = rng
        self._emit = emit
        self.hand_rules = table.hand_rules
        self.dealer = setup.dealer
        self.order: tuple[int, ...] = setup.players  # from the dealer's left round to him
        self.hands: dict[int, SeatHand] = {s: SeatHand(s) for s in self.order}
        self.age = self.order[0]
        self.pone = table.seat_right_of(self.dealer)
        self.carried_in = setup.carried_in
        self.antes = 0
        """Counters put up for all the players (the buck's ante): the pool's, not a stake of
        the one who put them up, so they count in no one's bet."""
        self.jack_pot = False
        self.openers = None
        self.opener: int | None = None
        self.phase = Phase.OVER
        self.turn: int | None = None
        self.need: set[int] = set()
        self.level = 0
        self.bet_made = False
        self.may_pass = True
        self.last_aggressor: int | None = None
        self.stock: list[Card] = []
        self.dead: list[Card] = []
        self.opener_discard: list[Card] = []  # (Draw Poker's; always empty here)
        self.history: list[PublicAction] = []
        self.kitty = 0
        self.outcome: VariantOutcome | None = None
        self.limited = self.house.stack_limited
        self._legal: tuple[LegalAction, ...] | None = None

    # ----------------------------------------------------------------- helpers
    def emit(self, event: Event) -> None:
        self._emit(event)

    @property
    def live(self) -> list[int]:
        """Seats holding cards, in dealing order."""
        return [s for s in self.order if self.hands[s].live]

    def pool_total(self) -> int:
        return self.carried_in + self.antes + sum(h.put for h in self.hands.values())

    def stack(self, seat: int) -> int:
        return self.table.stacks[seat]

    def all_in(self, seat: int) -> bool:
        return self.limited and self.table.stacks[seat] == 0

    def can_act(self, seat: int) -> bool:
        return self.hands[seat].live and not self.all_in(seat)

    def state(self, key: str, default: Any) -> Any:
        """The table's memory for this game from deal to deal (set with ``keep``)."""
        return self.table.variant_state.get(f"{self.variant}:{key}", default)

    def keep(self, key: str, value: Any) -> None:
        self.table.variant_state[f"{self.variant}:{key}"] = value

    def put(self, seat: int, amount: int) -> int:
        """Move counters from a seat to the pool, buying from the banker when the house
        allows it (Law 5); under table stakes or freeze-out no more than he has."""
        if amount <= 0:
            return 0
        stacks = self.table.stacks
        if stacks[seat] < amount:
            if self.limited:
                amount = stacks[seat]
            else:
                bought = self.house.bought(stacks[seat], amount)  # (the window says it first)
                stacks[seat] += bought
                self.table.bought[seat] += bought
                self.emit(CountersBought(seat=seat, amount=bought, law=self.cite(self.buy_law)))
        stacks[seat] -= amount
        self.hands[seat].put += amount
        return amount

    def stake(self, seat: int, amount: int, why: str, law: str) -> int:
        put = self.put(seat, amount)
        if put:
            self.emit(Staked(seat=seat, amount=put, why=why, law=law))
        return put

    def next_seat(self, after: int, among: set[int] | Sequence[int] | None = None) -> int | None:
        """The first seat left of ``after`` (in dealing order) that is in ``among``."""
        pool = self.need if among is None else among
        if not pool:
            return None
        n = len(self.order)
        start = self.order.index(after) if after in self.hands else n - 1
        for i in range(1, n + 1):
            s = self.order[(start + i) % n]
            if s in pool:
                return s
        return None

    def order_from(self, start: int) -> list[int]:
        i = self.order.index(start)
        return list(self.order[i:] + self.order[:i])

    def record(self, seat: int, kind: ActionKind, put: int, drew: int | None = None) -> None:
        self.history.append(PublicAction(seat, kind, put, self.phase, drew))

    def acted(self, seat: int, kind: ActionKind, amount: int, put: int, law: str) -> None:
        self.record(seat, kind, put)
        self.emit(Acted(seat=seat, kind=kind, amount=amount, put=put, level=self.level,
                        all_in=self.all_in(seat), law=law))

    def shuffle(self) -> None:
        self.stock = shuffled(self.table.pack, self.rng)

    def deal_card(self) -> Card:
        return self.stock.pop()

    def deal_each(self, count: int, seats: Sequence[int] | None = None) -> None:
        """``count`` cards to each of ``seats`` (every player), one at a time in rotation
        from the dealer's left (Law 11, and each game's own dealing)."""
        seats = self.order if seats is None else seats
        for _ in range(count):
            for s in seats:
                self.hands[s].cards.append(self.deal_card())

    def tell_dealt(self, law: str, seats: Sequence[int] | None = None,
                   hidden: Sequence[int] = ()) -> None:
        """Keep each hand as dealt, and tell each player his own (not those ``hidden``)."""
        for s in self.order if seats is None else seats:
            h = self.hands[s]
            h.dealt = tuple(h.cards)
            if s not in hidden:
                self.emit(HandDealt(seat=s, cards=h.dealt, private_to=s, law=law))

    def help(self, count: int, keep_out: Sequence[Card]) -> list[Card]:
        """``count`` cards from the stock, never its last card (Law 26); ``keep_out`` stays
        out of a new pack."""
        law = self.cite("Law 26")
        return help_from_stock(self.stock, self.dead, count, keep_out, self.rng,
                               lambda size: self.emit(PackRebuilt(cards=size, law=law)))

    def value(self, seat: int) -> HandValue:
        return evaluate(self.hands[seat].cards, self.hand_rules)

    # ----------------------------------------------------------------- acting
    def legal_actions(self, seat: int | None = None) -> tuple[LegalAction, ...]:
        """The actions allowed now to ``seat`` (default: the seat whose turn it is)."""
        if seat is not None and seat != self.turn:
            return ()
        if self._legal is None:
            self._legal = () if self.phase is Phase.OVER or self.turn is None else self.offers()
        return self._legal

    def offers(self) -> tuple[LegalAction, ...]:  # pragma: no cover - each game's own
        raise NotImplementedError

    def act(self, seat: int, action: Action) -> None:
        """Apply ``action`` for ``seat`` if the rules allow it; otherwise raise and change nothing."""
        if self.phase is Phase.OVER:
            raise DealOver("the deal is over")
        if seat != self.turn:
            raise NotYourTurn(f"it is seat {self.turn}'s turn, not seat {seat}'s",
                              self.cite("Law 32"))
        offers = self.legal_actions()
        offer = next((o for o in offers if o.kind is action.kind), None)
        if offer is None:
            allowed = ", ".join(o.kind.value for o in offers)
            raise ActionNotAllowed(f"cannot {action.kind.value} now (allowed: {allowed})",
                                   self.passage)
        if action.kind in _AMOUNT_KINDS and not (action.kind is K.DRAW_ONE and action.cards) \
                and not offer.allows(action.amount):
            raise AmountOutOfRange(f"{action.kind.value} must be from {offer.low} to "
                                   f"{offer.high}, not {action.amount}", self.passage)
        self.check(seat, action, offer)
        self._legal = None
        getattr(self, "do_" + action.kind.name.lower())(seat, action)
        self._legal = None
        if self.phase is Phase.BETTING:
            self.close_unanswerable()
        if self.phase is not Phase.OVER:
            self.flow()
        self._legal = None

    def check(self, seat: int, action: Action, offer: LegalAction) -> None:
        """Further checks before anything changes (discards); raise to refuse."""
        if action.kind is K.DRAW:
            held = self.hands[seat].cards
            if len(set(action.cards)) != len(action.cards):
                raise BadDiscard("the same card discarded twice", self.cite("Law 22"))
            missing = [c for c in action.cards if c not in held]
            if missing:
                raise BadDiscard(f"not in your hand: {' '.join(c.code for c in missing)}",
                                 self.cite("Law 22"))
            if not offer.low <= len(action.cards) <= offer.high:
                raise BadDiscard(f"discard from {offer.low} to {offer.high} cards",
                                 self.cite("Law 22"))

    def flow(self) -> None:  # pragma: no cover - each game's own
        """After every action: move the turn on, or end the round or the deal."""
        raise NotImplementedError

    # ----------------------------------------------------------------- betting
    def open_betting(self, first: int | None, may_pass: bool) -> None:
        """A round of betting: ``first`` speaks first; before a bet, each may pass (Straight
        Poker) or must bet or abandon (``may_pass`` False: Stud's best hand showing)."""
        self.phase = Phase.BETTING
        self.bet_made = False
        self.may_pass = may_pass
        self.level = max((self.hands[s].put for s in self.live), default=0)
        self.need = {s for s in self.live if self.can_act(s)}
        self.close_unanswerable()
        self.turn = first if first in self.need else (
            self.next_seat(first) if first is not None else None)

    def close_unanswerable(self) -> None:
        """When fewer than two players holding cards can still bet, there is no more
        betting: a bet nobody could meet is never offered (Foster, "Table Stakes"), and
        those who owe nothing have nothing left to say.  Those who owe may still call."""
        if not self.limited or not self.need:
            return
        if sum(1 for s in self.live if self.can_act(s)) >= 2:
            return
        self.need = {s for s in self.need if self.hands[s].put < self.level}

    def bet_cap(self, seat: int, to_call: int = 0) -> int:
        """The most a bet or raise may add: the limit, or at table stakes what he has."""
        stack = self.stack(seat)
        cap = stack - to_call if self.house.table_stakes else self.house.limit
        if self.limited:
            cap = min(cap, stack - to_call)
        return cap

    def betting_offers(self) -> tuple[LegalAction, ...]:
        s = self.turn
        assert s is not None
        h = self.hands[s]
        if not self.bet_made:
            offers = [LegalAction(K.PASS) if self.may_pass else LegalAction(K.ABANDON)]
            cap = self.bet_cap(s)
            if cap >= 1 and any(self.can_act(o) for o in self.live if o != s):
                offers.append(LegalAction(K.BET, 1, cap))
            return tuple(offers)
        to_call = max(0, self.level - h.put)
        call = min(to_call, self.stack(s)) if self.limited else to_call
        offers = [LegalAction(K.ABANDON), LegalAction(K.CALL, call, call)]
        cap = self.bet_cap(s, to_call)
        others_can = any(self.can_act(o) for o in self.live if o != s)
        if cap >= 1 and others_can:
            offers.append(LegalAction(K.RAISE, 1, cap))
        return tuple(offers)

    def do_pass(self, seat: int, action: Action) -> None:
        self.need.discard(seat)
        self.acted(seat, K.PASS, 0, 0, self.passage)
        self.turn = self.next_seat(seat)

    def do_bet(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        self.level = h.put + action.amount
        put = self.put(seat, action.amount)
        self.bet_made = True
        self.last_aggressor = seat
        self.need = {s for s in self.live if s != seat and self.can_act(s)}
        self.acted(seat, K.BET, action.amount, put, self.passage)
        self.turn = self.next_seat(seat)

    def do_call(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        amount = self.level - h.put
        put = self.put(seat, amount)
        self.need.discard(seat)
        law = "Table stakes: a sight" if put < amount else self.cite(self.call_law)
        self.acted(seat, K.CALL, put, put, law)
        self.turn = self.next_seat(seat)

    def do_raise(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        self.level += action.amount
        put = self.put(seat, self.level - h.put)
        self.last_aggressor = seat
        self.need = {s for s in self.live if s != seat and self.can_act(s)}
        self.acted(seat, K.RAISE, action.amount, put, self.cite(self.raise_law))
        self.turn = self.next_seat(seat)

    def do_abandon(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        h.live = False
        self.need.discard(seat)
        self.dead.extend(h.cards)
        self.acted(seat, K.ABANDON, 0, 0,
                   self.cite(self.abandon_law) if self.bet_made else self.passage)
        self.turn = self.next_seat(seat)

    # ----------------------------------------------------------------- the show and the pools
    def show(self, seat: int, law: str) -> None:
        h = self.hands[seat]
        h.shown = True
        h.shown_cards = tuple(h.cards)
        value = evaluate(h.cards, self.hand_rules)
        self.emit(HandShown(seat=seat, cards=tuple(h.cards), value=value.describe(),
                            category=value.category.label, law=law))

    def show_all(self, law: str | None = None) -> None:
        """Every hand in the call is shown, the called hand first (Laws 30, 34; the game's
        ``show_law`` unless ``law`` is given)."""
        law = law or self.cite(self.show_law)
        live = self.live
        called = self.last_aggressor if self.last_aggressor in live else None
        start = called if called is not None else live[0]
        for s in self.order_from(start):
            if s in live and not self.hands[s].shown:
                self.show(s, law)

    def award(self, sole: int | None = None, law: str | None = None,
              shown: bool | None = None) -> tuple[int, ...]:
        """Pay the pool and any side pools (cards speak, ties divide: Laws 34, 36, or the
        game's ``show_law`` and ``tie_law``); with ``sole``, the one player left holding
        cards takes it without showing (unless ``shown``: he shows it, as a Bouillotte
        brelan does to be paid)."""
        law = law or self.cite(self.show_law)
        live = set(self.live) if sole is None else {sole}
        put = {s: h.put for s, h in self.hands.items()}
        pools, returned = split_pools(put, live, self.carried_in + self.antes)
        for seat, amount in returned.items():
            self.table.stacks[seat] += amount
            self.emit(Returned(seat=seat, amount=amount, why="uncalled: nobody put up as much",
                               law=self.stakes_law if self.limited else law))
        strengths = {s: self.value(s).strength for s in live} if sole is None else {}
        winners_all: list[int] = []
        self.main_winners: tuple[int, ...] = ()
        for i, pool in enumerate(pools):
            if sole is not None:
                winners: tuple[int, ...] = (sole,)
            else:
                best = max(strengths[s] for s in pool.eligible)
                winners = tuple(s for s in pool.eligible if strengths[s] == best)
            paid = self.divide(pool.amount, winners)
            for s, amount in paid.items():
                self.table.stacks[s] += amount
            winners_all.extend(w for w in winners if w not in winners_all)
            if i == 0:
                self.main_winners = winners
            self.emit(PoolWon(index=i, amount=pool.amount, eligible=pool.eligible,
                              winners=winners, paid=paid,
                              shown=sole is None if shown is None else shown,
                              law=law if sole is not None else (
                                  self.cite(self.tie_law) if len(winners) > 1 else law)))
        return tuple(winners_all)

    def divide(self, amount: int, winners: Sequence[int]) -> dict[int, int]:
        """Ties divide (Law 36), the odd counter first to the dealer's left."""
        return divide(amount, winners, self.order)

    def finish(self, winners: Sequence[int] = (), carried: int = 0,
               next_dealer: int | None = None, law: str | None = None,
               passed_over: tuple[int, ...] = ()) -> None:
        self.phase = Phase.OVER
        self.turn = None
        self.need = set()
        self.outcome = VariantOutcome(carried_out=carried, winners=tuple(winners),
                                      next_dealer=next_dealer, next_dealer_law=law,
                                      passed_over=passed_over)

    # ----------------------------------------------------------------- drawing (Law 22)
    def draw_cards(self, seat: int, discards: Sequence[Card], public: bool = False) -> list[Card]:
        """Discard and be helped to as many (Law 22); ``public``: the cards are face up."""
        h = self.hands[seat]
        discards = list(discards)
        for c in discards:
            h.cards.remove(c)
            if c in h.up:
                h.up.remove(c)
        h.discarded = discards
        drawn = self.help(len(discards), keep_out=discards)
        self.dead.extend(discards)
        h.cards.extend(drawn)
        if public:
            h.up.extend(drawn)
        h.drawn = drawn
        h.drew = len(discards)
        self.record(seat, K.DRAW, 0, drew=len(discards))
        self.emit(DrawAnnounced(seat=seat, count=len(discards), law=self.cite("Law 22")))
        self.emit(CardsDrawn(seat=seat, discarded=tuple(discards), drawn=tuple(drawn),
                             private_to=None if public else seat, law=self.cite("Law 22")))
        return drawn

    # ----------------------------------------------------------------- views
    def player_info(self, s: int) -> PlayerInfo:
        table = self.table
        h = self.hands.get(s)
        return PlayerInfo(
            seat=s, name=table.names[s], stack=table.stacks[s], put=h.put if h else 0,
            holds_cards=bool(h and h.live and h.cards), in_deal=h is not None,
            all_in=bool(h and h.live and self.all_in(s)), drew=h.drew if h else None,
            shown=h.shown_cards if h and h.shown else None,
            up=tuple(h.up) if h else (), knocked=bool(h and h.knocked),
            markers=self.markers_of(s), beaten=bool(h and h.beaten))

    def markers_of(self, seat: int) -> int | None:
        return None

    def view_extra(self, seat: int) -> dict[str, Any]:
        """The game's own fields of :class:`SeatView` (the widow, the buck, the knocker)."""
        return {}

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now."""
        mine = self.hands.get(seat)
        return SeatView(
            seat=seat, variant=self.variant, deal=self.setup.number, phase=self.phase,
            house=self.house, hand=tuple(mine.cards) if mine else (),
            discarded=tuple(mine.discarded) if mine else (),
            players=tuple(self.player_info(s) for s in range(self.table.size)),
            dealer=self.dealer, age=self.age, pone=self.pone, to_act=self.turn,
            legal=self.legal_actions(seat) if seat == self.turn else (),
            pool=self.pool_total(), level=self.level, jack_pot=False, openers=None,
            opener=None, history=tuple(self.history), **self.view_extra(seat))


class BuckAnte:
    """The buck (Foster, "Straight Poker"): its holder antes for all the players before
    the deal and passes it to his left, whoever deals.  The first dealer holds it first."""

    @staticmethod
    def ante(deal: VariantDeal) -> None:
        from .events import BuckPassed

        table = deal.table
        holder = deal.state("buck", table.dealer)
        if table.out[holder]:
            holder = table.seat_left_of(holder)
        amount = deal.house.blind * len(deal.order)
        stacks = table.stacks
        if stacks[holder] < amount and not deal.limited:
            lots = -(-(amount - stacks[holder]) // deal.house.buy_in) * deal.house.buy_in
            stacks[holder] += lots
            table.bought[holder] += lots
            deal.emit(CountersBought(seat=holder, amount=lots, law=deal.cite(deal.buy_law)))
        put = min(amount, stacks[holder])
        stacks[holder] -= put
        deal.antes += put
        if put:
            deal.emit(Staked(seat=holder, amount=put, why="ante for all (the buck)",
                             law=deal.passage))
        nxt = table.seat_left_of(holder)
        deal.keep("buck", nxt)
        deal.emit(BuckPassed(seat=nxt, law=deal.passage))

