"""The table: the players, their counters, and deal after deal.

A :class:`Table` seats its players by the cut (Laws 2-4), keeps each one's counters and
what he bought from the banker (Law 5), passes the deal to the left (Law 12), carries a
jack pot's counters from deal to deal, and hands each deal to the rules module of its
variant.  Everything that happens reaches the listeners as events; the random generator
is injected, so the same configuration, seed and actions give the same events.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Callable, Iterable, Sequence

from game.cards import Card, PackKind, Rank, secure_rng, shuffled
from game.hands import Category, Eccentric, HandRules, category_floor

from .actions import Action, ActionKind, LegalAction, check_action
from .errors import DealOver, TableError
from .events import (
    DealEnded, DealStarted, Event, FrozenOut, JackMade, SatOut, SeatsDrawn,
)
from .house import HouseRules
from .protocol import DealSetup
from .stakes import BETWEEN_DEALS, NewStakes
from .view import Phase, SeatView

Listener = Callable[[Event], None]



def cut_for_seats(names: Sequence[str], rng: random.Random) -> tuple[list[str], SeatsDrawn]:
    """Laws 2-4: each draws from an outspread pack, ace low; the lowest chooses first and
    deals.  Ties cut again, and the new cut decides nothing but the tie."""
    pack = shuffled(PackKind.STANDARD.cards(), rng)
    cuts: dict[str, list[Card]] = {n: [] for n in names}

    def low(c: Card) -> int:
        return 1 if c.rank is Rank.ACE else int(c.rank)

    def rank_group(group: list[str]) -> list[str]:
        nonlocal pack
        for n in group:
            if not pack:
                pack = shuffled(PackKind.STANDARD.cards(), rng)
            cuts[n].append(pack.pop())
        by_value: dict[int, list[str]] = {}
        for n in group:
            by_value.setdefault(low(cuts[n][-1]), []).append(n)
        out: list[str] = []
        for value in sorted(by_value):
            tied = by_value[value]
            out.extend(tied if len(tied) == 1 else rank_group(tied))
        return out

    order = rank_group(list(names))
    event = SeatsDrawn(cuts=tuple((n, tuple(cuts[n])) for n in names), order=tuple(order),
                       law="Laws 2-4")
    return order, event


class Table:
    """A table of Draw Poker (or another registered variant) for 2-8 players."""

    def __init__(self, names: Sequence[str], house: HouseRules | None = None,
                 rng: random.Random | None = None, variant: str = "draw",
                 cut: bool = True, *, deal_class: type[Any] | None = None) -> None:
        # The game's deal class is handed in (the registry's Table does it, by the variant
        # id), so that the core never imports a game.
        if deal_class is None:
            raise TableError("a table needs its game's deal class: make it with "
                             "game.engine.Table, which finds it by the game's id")
        self.house = house or HouseRules()
        self.rng = rng or secure_rng()
        self.variant = variant
        self._deal_class = cls = deal_class
        # A variant may fix its pack (Straight and Stud Poker: the full pack of fifty-two)
        # and drop the straight flush; Draw Poker's class says neither.
        pack = getattr(cls, "fixed_pack", None) or self.house.pack
        self.pack = PackKind(pack).cards()
        ranks = sorted({c.rank for c in self.pack if not c.is_joker})
        self.rank_order = {r: i for i, r in enumerate(ranks)}
        self.hand_rules = HandRules(round_the_corner=self.house.round_the_corner,
                                    eccentric=_ECCENTRIC[self.house.eccentric],
                                    pack=PackKind(getattr(cls, "poker_pack", None) or pack),
                                    straight_flushes=getattr(cls, "straight_flushes", True),
                                    ace=self.house.ace_in_straights)
        self.uses_jack_pots = getattr(cls, "uses_jack_pots", True)
        """False for the games that have no jack pots: the table then makes none, and a
        pool the deal leaves behind (a double pool) is carried into the next deal."""
        self.dealer_plays_with_eight = getattr(cls, "dealer_plays_with_eight", False)
        n = len(names)
        most = 8 if (self.house.pack == "60" or self.house.dealer_out_with_eight) else 7
        most = getattr(cls, "max_players", None) or most
        least = getattr(cls, "min_players", 2)  # (Bouillotte: three to five)
        if hasattr(cls, "check_house"):  # a house rule a game does not take (Bouillotte's cave)
            cls.check_house(self.house)
        if not least <= n <= most:
            raise TableError(f"a table has {least} to {most} players (Law 1), not {n}")
        if len(set(names)) != n:
            raise TableError("every player needs a different name")
        self.listeners: list[Listener] = []
        self.events: list[Event] = []  # this deal's events
        self._first_events: list[Event] = []
        if cut:
            # A game may cut for seats its own way (Bouillotte: a sequence, the King deals).
            order, seats_event = getattr(cls, "cut_for_seats", cut_for_seats)(names, self.rng)
            self._first_events.append(replace(seats_event, law=self.cite(seats_event.law)))
        else:
            order = list(names)
        self.names = tuple(order)
        self.size = n
        self.stacks = [self.house.starting_counters] * n
        self.bought = [self.house.starting_counters] * n
        self.out = [False] * n
        self.dealer = 0  # the lowest cut deals first (Law 3)
        self.deal_number = 0
        self.kitty = 0
        self.carried = 0
        self.jack_reason: str | None = None
        self.jack_prepaid = False
        self.unopened = 0
        self.penalty_payer: int | None = None
        self.buck: int | None = None  # who holds the buck (Foster, "The Buck")
        self.buck_in_pool = self.house.the_buck  # it starts in the first pool
        self.deal = None
        self.actions: list[tuple[int, Action]] = []
        self.passed_jack: set[int] = set()
        """Seats that passed the jack pot still being dealt (Law 37)."""
        self.sitting_out: set[int] = set()
        """Seats sitting out this deal at table stakes, broke, before buying again."""
        self.new_stakes = getattr(cls, "stakes_class", NewStakes)(self)
        """Table stakes between deals: asking for a new stake, consent, sitting out longer."""
        self.keep_actions = True
        """False: :attr:`actions` holds only the current deal's actions (a long run's memory
        stays flat); True: every action since the cut (for :func:`replay`)."""
        self.variant_state: dict[str, Any] = {}
        """What a variant keeps from deal to deal (the buck's holder, Whiskey's markers)."""

    # ----------------------------------------------------------------- seats
    def active_seats(self) -> list[int]:
        """Seats still in the game (not frozen out)."""
        return [s for s in range(self.size) if not self.out[s]]

    def seat_left_of(self, seat: int) -> int:
        """The next active seat to the left."""
        for i in range(1, self.size + 1):
            s = (seat + i) % self.size
            if not self.out[s]:
                return s
        return seat

    def seat_right_of(self, seat: int) -> int:
        """The next active seat to the right (the dealer's right is the pone)."""
        for i in range(1, self.size + 1):
            s = (seat - i) % self.size
            if not self.out[s]:
                return s
        return seat

    def players_for(self, dealer: int) -> tuple[int, ...]:
        """The seats dealt in when ``dealer`` deals, from his left round to him.  With eight
        at the table the dealer takes no cards, unless the sixty-card pack is used (Law 1)."""
        active = self.active_seats()
        players = [s for s in active if s > dealer] + [s for s in active if s <= dealer]
        if len(active) == 8 and self.house.pack != "60" and not self.dealer_plays_with_eight:
            players.remove(dealer)
        if self.sitting_out:  # TABLE STAKES: broke, and waiting a deal for a new stake
            players = [s for s in players if s not in self.sitting_out]
        if self.passed_jack:  # Law 37: out of this jack until it is opened
            players = [s for s in players if s not in self.passed_jack]
        return tuple(players)

    @property
    def asks_stakes(self) -> bool:
        """True when seats may speak about new stakes between deals: at table stakes, or at
        a game with stakes of its own (Bouillotte's cave, ``stakes_class``)."""
        return self.house.table_stakes or hasattr(self._deal_class, "stakes_class")

    def cite(self, law: str) -> str:
        """A law the table applies (the cut, the deal, its passing) as this game's log names
        it: Draw Poker's laws bare at Draw Poker, "Draw Poker, Law 12" at a game whose book
        section follows Draw Poker's (the deal class's ``cite``)."""
        cite = getattr(self._deal_class, "cite", None)
        return cite(law) if cite else law

    @property
    def game_over(self) -> bool:
        """Freeze-out ends when one player has everything."""
        return len(self.active_seats()) < 2

    # ----------------------------------------------------------------- events
    def subscribe(self, listener: Listener) -> None:
        """Deliver every event from now on to ``listener``."""
        self.listeners.append(listener)

    def _emit(self, event: Event) -> None:
        self.events.append(event)
        for listener in self.listeners:
            listener(event)

    # ----------------------------------------------------------------- deals
    def start_deal(self) -> None:
        """Begin the next deal and run it until someone must act."""
        if self.deal is not None and not self.deal_over:
            raise TableError("the current deal is not over")
        if self.game_over:
            raise TableError("the game is over: one player has all the counters")
        if self.asks_stakes:
            self.new_stakes.check_ready()
        self.events = []
        if not self.keep_actions:
            self.actions = []
        for e in self._first_events:
            self._emit(e)
        self._first_events = []
        self.deal_number += 1
        if self.asks_stakes:
            self.new_stakes.before_deal()  # TABLE STAKES: who buys, who sits out (stakes.py)
        setup = self._setup()
        self.deal = deal = self._deal_class(self, setup, self.rng, self._emit)
        # The pone cuts: on the dealer's right, but in the French games on his left.
        pone = getattr(deal, "pone", None)
        pone = self.seat_right_of(setup.dealer) if pone is None else pone
        self._emit(DealStarted(deal=setup.number, dealer=setup.dealer, age=deal.age,
                               pone=pone, players=setup.players,
                               jack_pot=setup.jack_pot, openers=setup.openers,
                               carried_in=setup.carried_in,
                               jack_pots_played=self.uses_jack_pots and self.house.jack_pots,
                               law="Law 37" if setup.jack_pot
                               else getattr(self._deal_class, "deal_law", None)
                               or self.cite("Law 11")))
        for s in sorted(self.sitting_out):
            self._emit(SatOut(seat=s, until_back=s in self.new_stakes.away, law="Table stakes"))
        deal.start()
        if self.deal_over:
            self._end_deal()

    def _setup(self) -> DealSetup:
        h = self.house
        players = self.players_for(self.dealer)
        if not self.uses_jack_pots:
            carried, self.carried = self.carried, 0
            self.penalty_payer = None
            return DealSetup(number=self.deal_number, dealer=self.dealer, players=tuple(players),
                             jack_pot=False, openers=None, carried_in=carried, prepaid=False,
                             jack_ante=h.jack_ante)
        jack = self.jack_reason is not None and h.jack_pots
        carried = self.carried
        prepaid = self.jack_prepaid
        payer: dict[int, int] = {}
        if h.jack_pots and self.penalty_payer is not None and not (jack and prepaid):
            # Laws 34, 45: he antes for all in the next jack pot, even one a high hand made.
            if not jack:
                self._emit(JackMade(kind="penalty: antes for all", law="Law 34"))
            jack, payer = True, {p: self.penalty_payer for p in players if p != self.penalty_payer}
        elif h.jack_pots and not jack:
            if h.the_buck and self.buck == self.dealer and not self.buck_in_pool:
                jack, self.buck_in_pool = True, True
                self._emit(JackMade(kind="the buck", law="Foster: the buck"))
            elif h.kitty_jacks and self.kitty >= h.kitty_jacks:
                jack, prepaid = True, True
                pay = min(self.kitty, h.jack_ante * len(players))
                self.kitty -= pay
                carried += pay
                self._emit(JackMade(kind="kitty jack: the kitty pays the antes", law="Foster: the kitty"))
        openers = None
        if jack:
            # Progressive Jacks (Foster) or the code of laws' series (Laws 30-32): by jacks not opened.
            series = h.openers_series
            openers = Rank[series[self.unopened % len(series)].upper()]
        self.carried = 0
        self.penalty_payer = None
        return DealSetup(number=self.deal_number, dealer=self.dealer, players=tuple(players),
                         jack_pot=jack, openers=openers, carried_in=carried if jack else 0,
                         prepaid=prepaid if jack else False, ante_payer=payer,
                         jack_ante=h.jack_ante)

    @property
    def deal_over(self) -> bool:
        """True when there is no deal, or the current one has ended."""
        deal = self.deal
        return deal is None or deal.phase is _OVER

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is, or None."""
        return None if self.deal is None else self.deal.turn

    def legal_actions(self, seat: int | None = None) -> tuple[LegalAction, ...]:
        """The actions allowed now (to ``seat``, default the seat to act).  Between deals
        there is no seat to act, but at table stakes a seat may have something to say
        (:mod:`.stakes`): ask for a new stake, consent or refuse, sit out, come back."""
        deal = self.deal
        if deal is None or deal.phase is _OVER:
            return () if seat is None else self.new_stakes.offers(seat)
        return deal.legal_actions(seat)

    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply ``seat``'s action; return the events it produced.  Illegal: raises, no change."""
        deal = self.deal
        if deal is None or deal.phase is _OVER:
            if type(action) is Action and type(action.kind) is ActionKind \
                    and action.kind in BETWEEN_DEALS:
                return self._between_deals(seat, action)
            raise DealOver("no deal is in progress")
        # Every field checked for type and value before anything changes, for every game.
        check_action(seat, action, self.size, deal.legal_actions)
        mark = len(self.events)
        deal.act(seat, action)
        self.actions.append((seat, action))
        if deal.phase is _OVER:
            self._end_deal()
        return self.events[mark:]

    def _between_deals(self, seat: int, action: Action) -> list[Event]:
        check_action(seat, action, self.size, self.new_stakes.offers)
        mark = len(self.events)
        self.new_stakes.act(seat, action)
        self.actions.append((seat, action))
        return self.events[mark:]

    def view(self, seat: int) -> SeatView:
        """Everything ``seat`` may see now; between deals at table stakes, with the new
        stakes (``stakes``) and what the seat may say about them (``legal``)."""
        deal = self.deal
        if deal is None:
            raise TableError("no deal has started")
        view = deal.view(seat)
        if deal.phase is _OVER and self.asks_stakes:
            return view._replace(legal=self.new_stakes.offers(seat),
                                 stakes=self.new_stakes.question())
        return view

    def _end_deal(self) -> None:
        deal = self.deal
        out = deal.outcome
        h = self.house
        self.kitty += deal.kitty
        self.carried = out.carried_out
        if out.jack_next == "not opened":
            self.unopened += 1
            self.passed_jack |= set(getattr(out, "passed_jack", ()))
        else:
            self.unopened = 0
            self.passed_jack = set()
        self.jack_reason = out.jack_next
        self.jack_prepaid = out.jack_prepaid
        self.penalty_payer = out.penalty_jack_payer
        if out.winners and self.buck_in_pool:
            self.buck, self.buck_in_pool = out.winners[0], False
        if (self.uses_jack_pots and out.jack_next is None and out.high_hand_shown is not None
                and h.high_hand_jacks != "off"
                and out.high_hand_shown.strength
                >= category_floor(Category.from_label(h.high_hand_jacks), self.hand_rules)):
            self.jack_reason = "high hand"
            self.jack_prepaid = False
            self._emit(JackMade(kind=f"high hand: {out.high_hand_shown.describe()}",
                                law="Foster: the high-hand jack pot"))
        if h.freeze_out:
            for s in self.active_seats():
                if self.stacks[s] == 0:
                    self.out[s] = True
                    self._emit(FrozenOut(seat=s, law="Freeze-out"))
        same = out.jack_next == "not opened" and h.same_dealer_deals_jacks
        dealt = self.dealer
        # A variant may name the next dealer (Straight Poker: the winner of the pool).
        chosen = getattr(out, "next_dealer", None)
        law = self.cite(getattr(self._deal_class, "pass_law", "Law 12"))
        passed_over: tuple[int, ...] = ()
        if chosen is not None and not self.out[chosen]:
            self.dealer = chosen
            law = getattr(out, "next_dealer_law", None) or law
            passed_over = tuple(getattr(out, "passed_over", ()))
        elif not same or self.out[self.dealer]:
            self.dealer = self.seat_left_of(self.dealer)
        self._emit(DealEnded(deal=self.deal_number, next_dealer=self.dealer,
                             carried_out=self.carried, stacks=tuple(self.stacks), law=law,
                             last=self.game_over, dealt=dealt, passed_over=passed_over))

    # ----------------------------------------------------------------- between deals
    def snapshot(self) -> dict[str, Any]:
        """The table between deals as plain data (JSON-ready): what :meth:`restore` needs to
        go on from here.  Nothing in it depends on the cards of a deal not yet dealt."""
        cut = None
        for e in self._first_events:
            if isinstance(e, SeatsDrawn):
                cut = {"cuts": [[n, [c.code for c in cards]] for n, cards in e.cuts],
                       "order": list(e.order), "law": e.law}
        return {
            "names": list(self.names), "stacks": list(self.stacks), "bought": list(self.bought),
            "out": list(self.out), "dealer": self.dealer, "deal_number": self.deal_number,
            "kitty": self.kitty, "carried": self.carried, "jack_reason": self.jack_reason,
            "jack_prepaid": self.jack_prepaid, "unopened": self.unopened,
            "penalty_payer": self.penalty_payer, "buck": self.buck,
            "buck_in_pool": self.buck_in_pool,
            "passed_jack": sorted(self.passed_jack), "sitting_out": sorted(self.sitting_out),
            "new_stakes": self.new_stakes.snapshot(),
            "variant_state": [[k, _plain(v)] for k, v in self.variant_state.items()],
            "cut": cut,
        }

    @classmethod
    def restore(cls, snap: dict[str, Any], house: HouseRules, rng: random.Random | None = None,
                variant: str = "draw") -> Table:
        """A table as :meth:`snapshot` left it, between deals.  Raises ``TableError`` (or
        ``TypeError``/``ValueError``/``KeyError``) for data that does not hang together."""
        names = [str(n) for n in snap["names"]]
        table = cls(names, house, rng, variant, cut=False)
        n = table.size

        def seats_list(key: str, kind: type) -> list:
            v = snap[key]
            if not isinstance(v, list) or len(v) != n or not all(
                    isinstance(x, kind) and (kind is bool or not isinstance(x, bool)) for x in v):
                raise TableError(f"{key}: not {n} values")
            return list(v)

        def seat_or_none(key: str) -> int | None:
            v = snap[key]
            if v is None:
                return None
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < n:
                raise TableError(f"{key}: no such seat")
            return v

        def whole(key: str) -> int:
            v = snap[key]
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise TableError(f"{key}: not a whole number ({v!r})")
            return v

        table.stacks = seats_list("stacks", int)
        table.bought = seats_list("bought", int)
        table.out = seats_list("out", bool)
        if any(x < 0 for x in table.stacks) or any(x < 0 for x in table.bought):
            raise TableError("a seat has fewer than no counters")
        dealer = seat_or_none("dealer")
        if dealer is None or table.out[dealer]:
            raise TableError("the dealer is not at the table")
        table.dealer = dealer
        for key in ("deal_number", "kitty", "carried", "unopened"):
            setattr(table, key, whole(key))
        reason = snap["jack_reason"]
        if reason is not None and not isinstance(reason, str):
            raise TableError("jack_reason: not a reason")
        table.jack_reason = reason
        table.jack_prepaid = bool(snap["jack_prepaid"])
        table.penalty_payer = seat_or_none("penalty_payer")
        table.buck = seat_or_none("buck")
        table.buck_in_pool = bool(snap["buck_in_pool"])
        for key in ("passed_jack", "sitting_out"):  # Law 37; TABLE STAKES (absent in older saves)
            seats = snap.get(key) or []
            if not isinstance(seats, list) or not all(
                    isinstance(s, int) and not isinstance(s, bool) and 0 <= s < n for s in seats):
                raise TableError(f"{key}: no such seat")
            setattr(table, key, set(seats))
        new_stakes = snap.get("new_stakes") or {}  # (absent in older saves)
        if not isinstance(new_stakes, dict):
            raise TableError("new_stakes: not a record")
        table.new_stakes.restore(new_stakes)
        table.variant_state = {str(k): _unplain(v) for k, v in snap.get("variant_state") or []}
        cut = snap.get("cut")
        if cut is not None:
            table._first_events = [SeatsDrawn(
                cuts=tuple((str(nm), tuple(Card.parse(c) for c in cards)) for nm, cards in cut["cuts"]),
                order=tuple(str(x) for x in cut["order"]),
                law=str(cut.get("law") or table.cite("Laws 2-4")))]
        return table

    # ----------------------------------------------------------------- totals
    def counters_in_play(self) -> int:
        """Everything on the table: stacks, the pool, carried jack, the kitty."""
        pool = self.deal.pool_total() if self.deal is not None and not self.deal_over else self.carried
        return sum(self.stacks) + pool + self.kitty

    def net(self, seat: int) -> int:
        """A player's result: what he has less what he bought."""
        return self.stacks[seat] - self.bought[seat]


def replay_onto(table: Table, actions: Iterable[tuple[int, Action]],
                deals: int | None = None) -> None:
    """Play the action log on ``table`` (new, with its listeners already subscribed), dealing
    as needed; with ``deals``, stop once that many deals have been started and are over."""
    log = list(actions)
    i = 0
    while True:
        if table.deal_over:
            if (deals is not None and table.deal_number >= deals) or table.game_over:
                break
            if i < len(log) and log[i][1].kind in BETWEEN_DEALS:  # TABLE STAKES (stakes.py)
                table.act(*log[i])
                i += 1
                continue
            if i >= len(log) and deals is None:
                break
            table.start_deal()
            continue
        if i >= len(log):
            break
        seat, action = log[i]
        table.act(seat, action)
        i += 1


_OVER = Phase.OVER


def _plain(value: Any) -> Any:
    """A variant's memory as JSON-ready data (a dict's keys may be seats: kept as pairs)."""
    if isinstance(value, dict):
        return {"pairs": [[_plain(k), _plain(v)] for k, v in value.items()]}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise TypeError(f"cannot keep {type(value).__name__} between deals")


def _unplain(value: Any) -> Any:
    if isinstance(value, dict):
        return {_unplain(k): _unplain(v) for k, v in value["pairs"]}
    if isinstance(value, list):
        return [_unplain(v) for v in value]
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise TypeError(f"not a value kept between deals: {value!r}")

_ECCENTRIC = {"off": Eccentric.NONE, "local": Eccentric.LOCAL, "true-odds": Eccentric.TRUE_ODDS}
