"""One table's deal in a round, on the rules engine, and what it decided.

A :class:`TableDeal` seats a table's players in their seats with their counters, lets
the deal pass to the dealer whose turn it is, and plays Draw Poker until the pool has a
winner: with jack pots off, a deal nobody comes into is thrown in (the age takes back his
blind) and the next dealer deals again.  Computer seats are played by their players;
a seat whose player is ``None`` is a human's, and waits for :meth:`TableDeal.act`.

:class:`TableResult` is what the evening needs from the table: the pool's winner, who
was in the call, the counters before and after, and who drew a fresh stake.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.engine import Action, HouseRules, Table, cut_for_seats
from game.engine.core.events import CountersBought, DealEnded, DealStarted, Event, HandShown, PoolWon, Returned

MAX_DEALS = 500  # a table where nobody comes in this often is broken, not unlucky


class PartyError(RuntimeError):
    """Something the evening cannot do now (a result for a finished table, a bad entry)."""


@dataclass
class TableResult:
    """What one table's deal decided.  ``table`` is 0-based (0 the head table)."""

    table: int
    seats: list[str]
    winner: str
    in_call: list[str] = field(default_factory=list)
    counters_before: dict[str, int] | None = None
    counters_after: dict[str, int] | None = None
    fresh: dict[str, int] = field(default_factory=dict)  # extra stakes drawn, in counters
    tied: list[str] = field(default_factory=list)  # the winners of a divided pool
    tie_cut: dict[str, list[str]] | None = None  # their cut cards
    dealer: str = ""
    next_dealer: int = 0
    deals: int = 1
    shown: bool = False
    pool: int = 0
    returned: dict[str, int] = field(default_factory=dict)
    """Counters a player took back because nobody met them (an uncalled bet): the pool
    ("Pool 14") held them, the pool won did not."""
    hands: dict[str, list[str]] = field(default_factory=dict)
    """The hands shown at the call (everyone saw them), by name: kept so that a screen
    restarted after the deal still shows them (play-test round 10 of issue 37)."""

    @property
    def broke(self) -> list[str]:
        """Those who lost all their counters (and drew a fresh stake), in seat order."""
        return [n for n in self.seats if self.fresh.get(n, 0) > 0]

    def standing(self, name: str) -> int | None:
        """What ``name`` had before him when the deal was over, before any fresh stake."""
        if self.counters_after is None or self.counters_after.get(name) is None:
            return None
        return self.counters_after[name] - self.fresh.get(name, 0)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "table": self.table + 1, "seats": list(self.seats), "dealer": self.dealer,
            "counters_before": self.counters_before, "winner": self.winner,
            "in_call": list(self.in_call), "counters_after": self.counters_after,
            "fresh_stakes": dict(self.fresh), "deals": self.deals, "shown": self.shown,
            "pool": self.pool, "next_dealer": self.next_dealer,
        }
        if self.returned:
            d["returned"] = dict(self.returned)
        if self.hands:
            d["hands"] = {n: list(c) for n, c in self.hands.items()}
        if self.tied:
            d["tied"] = list(self.tied)
            d["tie_cut"] = self.tie_cut
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TableResult:
        return cls(table=int(d["table"]) - 1, seats=list(d["seats"]), winner=d["winner"],
                   in_call=list(d.get("in_call") or []), counters_before=d.get("counters_before"),
                   counters_after=d.get("counters_after"), fresh=dict(d.get("fresh_stakes") or {}),
                   tied=list(d.get("tied") or []), tie_cut=d.get("tie_cut"),
                   dealer=d.get("dealer", ""), next_dealer=int(d.get("next_dealer", 0)),
                   deals=int(d.get("deals", 1)), shown=bool(d.get("shown", False)),
                   pool=int(d.get("pool", 0)),
                   returned={str(k): int(v) for k, v in (d.get("returned") or {}).items()},
                   hands={str(k): [str(c) for c in v] for k, v in (d.get("hands") or {}).items()})


def cut_tie(names: Sequence[str], rng: random.Random) -> tuple[list[str], dict[str, list[str]]]:
    """Players cut (Laws 2-4: ace low, ties cut again): the order lowest first, and the cards."""
    order, event = cut_for_seats(list(names), rng)
    return list(order), {n: [c.code for c in cs] for n, cs in event.cuts}


class TableDeal:
    """A table playing its deal of the round (see the module docstring)."""

    def __init__(self, table: int, seats: Sequence[str], counters: Sequence[int], dealer: int,
                 house: HouseRules, rng: random.Random, players: Sequence[Any | None]) -> None:
        if len(players) != len(seats):
            raise ValueError("one player (or None for a human) for every seat")
        self.index = table
        self.seats = list(seats)
        self.players = list(players)
        self.rng = rng
        self.engine = Table(self.seats, house, rng, cut=False)
        self.engine.stacks = [int(c) for c in counters]
        self.engine.bought = [int(c) for c in counters]
        self.engine.dealer = dealer % len(self.seats)
        self.before = {n: int(c) for n, c in zip(self.seats, counters)}
        self.fresh: dict[str, int] = {}
        self.events: list[Event] = []  # every event of the round at this table
        self.listeners: list[Callable[[Event], None]] = []
        self.deals = 0
        self.won: PoolWon | None = None
        self.shown: list[int] = []
        self.dealer_seat = self.engine.dealer
        self._result: TableResult | None = None
        self.last_round = False
        """The evening's last round: its deal passes to no one (the log says nothing of it; nor
        after any pool won, which ends the table's round)."""
        self.engine.subscribe(self._hear)

    # ----------------------------------------------------------------- events
    def subscribe(self, listener: Callable[[Event], None]) -> None:
        self.listeners.append(listener)

    def _hear(self, event: Event) -> None:
        if isinstance(event, DealEnded) and (self.last_round or self.won is not None):
            # The pool won ends this table's round: its deal passes to no one here (the table
            # is formed afresh after the moves), so the log ends on the round's end, not on
            # "the deal passes to Alice" (play-test of issue 37).  A pool carried to another
            # deal still says whose deal comes next.
            event = dataclasses.replace(event, last=True)
        self.events.append(event)
        if isinstance(event, CountersBought):
            name = self.seats[event.seat]
            self.fresh[name] = self.fresh.get(name, 0) + event.amount
        elif isinstance(event, HandShown) and event.law == "Law 34":
            if event.seat not in self.shown:
                self.shown.append(event.seat)
        elif isinstance(event, PoolWon) and event.index == 0:
            self.won = event
        for listener in self.listeners:
            listener(event)

    # ----------------------------------------------------------------- playing
    @property
    def done(self) -> bool:
        """True once a deal has ended with a pool winner."""
        return self._result is not None

    @property
    def started(self) -> bool:
        return self.deals > 0

    @property
    def to_act(self) -> int | None:
        """The seat to act now, or None (between deals, or done)."""
        if self.done or self.engine.deal_over:
            return None
        return self.engine.to_act

    @property
    def human_to_act(self) -> int | None:
        """The seat of a human whose turn it is, or None."""
        seat = self.to_act
        return seat if seat is not None and self.players[seat] is None else None

    def start(self) -> None:
        """Deal (again, when the last deal was thrown in)."""
        if self.done:
            raise PartyError("this table's deal is over")
        if self.deals >= MAX_DEALS:
            raise PartyError(f"{MAX_DEALS} deals without anyone coming in")
        self.deals += 1
        self.shown = []
        self.dealer_seat = self.engine.dealer
        self.engine.start_deal()
        self._check()

    def step(self) -> bool:
        """One thing happens: a deal starts, or a computer seat acts.  False if waiting for
        a human, or done."""
        if self.done:
            return False
        if not self.started or self.engine.deal_over:
            self.start()
            return True
        seat = self.engine.to_act
        assert seat is not None
        player = self.players[seat]
        if player is None:
            return False
        self.engine.act(seat, player.decide(self.engine.view(seat)))
        self._check()
        return True

    def act(self, seat: int, action: Action) -> list[Event]:
        """A human's action (the engine checks it: an illegal action raises, changing nothing)."""
        if self.done:
            raise PartyError("this table's deal is over")
        events = self.engine.act(seat, action)
        self._check()
        return events

    def run(self) -> TableResult:
        """Play to the end with computer players only."""
        while not self.done:
            if not self.step():
                raise PartyError("a human must act at this table")
        return self.result()

    def _check(self) -> None:
        if not self.engine.deal_over:
            return
        for seat, player in enumerate(self.players):
            hook = getattr(player, "deal_over", None)
            if hook is not None:
                hook(self.engine.view(seat))
        if self.won is not None:
            self._finish()

    def _finish(self) -> None:
        won = self.won
        assert won is not None
        stacks = self.engine.stacks
        stake = self.engine.house.buy_in
        for seat, name in enumerate(self.seats):
            if stacks[seat] == 0:  # left with nothing: a fresh stake from the banker
                stacks[seat] += stake
                self.engine.bought[seat] += stake
                self.fresh[name] = self.fresh.get(name, 0) + stake
        winners = [self.seats[s] for s in won.winners]
        tied: list[str] = []
        tie_cut = None
        winner = winners[0]
        if len(winners) > 1:
            order, tie_cut = cut_tie(winners, self.rng)
            winner, tied = order[0], winners
        in_call = [self.seats[s] for s in self.shown] if won.shown else []
        self._result = TableResult(
            table=self.index, seats=list(self.seats), winner=winner, in_call=in_call,
            counters_before=dict(self.before),
            counters_after={n: stacks[i] for i, n in enumerate(self.seats)},
            fresh={n: v for n, v in self.fresh.items() if v}, tied=tied, tie_cut=tie_cut,
            dealer=self.seats[self.dealer_seat], next_dealer=self.engine.dealer,
            deals=self.deals, shown=won.shown, pool=won.amount, returned=self._uncalled(),
            hands=self._shown_hands())

    def _shown_hands(self) -> dict[str, list[str]]:
        """The hands shown face up in the last deal (public: any seat's view has them)."""
        view = self.engine.view(0)
        return {self.seats[p.seat]: [c.code for c in p.shown] for p in view.players if p.shown}

    def _uncalled(self) -> dict[str, int]:
        """Who took back counters nobody met in the last deal, and how many."""
        out: dict[str, int] = {}
        for e in reversed(self.engine.events):
            if isinstance(e, DealStarted):
                break
            if isinstance(e, Returned) and e.why.startswith("uncalled"):
                name = self.seats[e.seat]
                out[name] = out.get(name, 0) + e.amount
        return out

    def result(self) -> TableResult:
        if self._result is None:
            raise PartyError("the table's deal is not over")
        return self._result

    @property
    def thrown_in(self) -> bool:
        """True between a deal nobody came into and the next deal."""
        return self.started and self.engine.deal_over and not self.done

    def last_deal_ended(self) -> DealEnded | None:
        for e in reversed(self.engine.events):
            if isinstance(e, DealEnded):
                return e
        return None
