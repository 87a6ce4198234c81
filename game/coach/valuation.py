"""One valuation of a decision: the counters the seat can expect from it to the deal's end.

Advice, the deal in review, the statistics and the beginner's table all read this one
estimate (SPEC, "The book at the player's elbow"); nothing else in the coach draws worlds or
plays deals out.  The advice reads its chance of the best hand (:func:`best_hand_chance`,
from the same readings that weigh the worlds); the review its paired costs
(:meth:`Valuation.compare`); the statistics sum what the review charged; the beginner's
table lights the advice's choice.

**Worlds** are drawn by :mod:`.worlds`: each the decision point with the cards the seat had
not seen dealt afresh, weighed by the good player's reading of the others.

**Play-outs.**  From a world, the deal is played to its end once for each candidate action
(:func:`play_out`): the seat by a good player after the action, every other seat by its own
model (its temperament in the record; a person or an unknown one as the good player).  The
seat's result is its counters at the end less its counters at the decision (in the two games
played for markers, Whiskey Poker with markers and Commerce with a widow, where no counter
moves, a marker won or lost counts as a counter).

**Paired, with an interval.**  Every candidate is played out from the same worlds with the
same generators (the cards still to come, each player's): common random numbers, so the
difference between two candidates is the choices' and not the luck's.  :meth:`Valuation.compare`
gives the mean difference with its 95% interval (Student's *t*), stopping once the interval
settles which side of :data:`CHARGE` the difference lies on or is narrow (:data:`TIGHT`), or
at a count of play-outs: never by the clock, so that a seeded review repeats exactly.  No
estimate exceeds what the decision could change: the counters the seat could still win or
lose in the deal, as far apart as its results ran in the play-outs (where nobody may bet
more than he has, that is never more than :func:`reach` allows by the laws).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Callable, Sequence

from game.ai import make_player
from game.engine import Action, RuleError, SeatView, Table
from game.engine.core.errors import TableError
from game.engine.core.events import Acted, MarkerPaid, Staked
from game.engine.core.trading_events import MarkersMoved

from .model import CHARGE, DealRecord
from .readings import Reading, best_hand_chance, reading_at
from .replay import Decision
from .worlds import (CANDIDATES, MORE_CANDIDATES, POOL, SMALLER_POOL, World, WorldPool, as_it_was,
                     exchange, lay_world, likely_world, replay_world, world, world_from,
                     world_table)

TIGHT = 0.25
"""Counters: an interval this narrow (each side) is good enough."""
LEAST = 12
"""Play-outs a comparison rests on before its interval may stop it."""
SPREAD = 1.0
"""Counters: the spread one play-out pair is taken to have before any is seen (counted as one
more pair in the interval), so that a run of identical results does not pass for certainty:
a choice whose difference shows only now and then (a rare big pool) is not settled early."""
MOST = 64
"""Play-outs a comparison rests on at most (the review's default)."""
DEAL_MOST = 192
"""Play-outs (pairs) a deal's review shares among its costly decisions at most."""
DEARER = {"bouillotte": 4, "stud-rounds": 3, "ambigu": 3}
"""Games whose play-outs take several times the others' (their players count many deals of
the unseen cards at each decision): their deals share fewer."""
MARKER_GAMES = frozenset(("whiskey-markers", "commerce-widow"))


def deal_budget(variant: str) -> int:
    """The play-outs one deal's review of ``variant`` may share: a count, never a clock, so
    that a seeded review repeats exactly however busy the machine."""
    return DEAL_MOST // DEARER.get(variant, 1)

Before = Callable[[Table, int, Action], None]

# Student's t for a 95% interval, by degrees of freedom (beyond the table: 1.96).
_T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26,
        10: 2.23, 12: 2.18, 15: 2.13, 20: 2.09, 25: 2.06, 30: 2.04, 40: 2.02, 60: 2.00}


def t95(df: int) -> float:
    """The two-sided 95% point of Student's t with ``df`` degrees of freedom (the table's
    figure at the nearest tabled count below, so never too narrow)."""
    if df <= 0:
        return math.inf
    if df >= 60:
        return 1.96 + 2.4 / df
    return _T95[max(k for k in _T95 if k <= df)]


# ---------------------------------------------------------------- the play-outs
def model_key(record: DealRecord, seat: int) -> str:
    """The temperament that plays ``seat`` in the play-outs: its own, or the good player's."""
    temps = record.temperaments
    key = temps[seat].strip().lower() if seat < len(temps) and temps[seat] else "good"
    try:
        make_player(key, random.Random(0), variant=record.variant)
    except (ValueError, KeyError):
        return "good"
    return key


def counters(table: Table, seat: int) -> int:
    """The seat's counters at the table as a result (its stack less what it bought), with
    the markers it won or lost this deal in the games played for markers."""
    return table.stacks[seat] - table.bought[seat] + _markers(table.events, seat)


def play_out(table: Table, seat: int, first: Action, seed: int, keys: Sequence[str],
             variant: str) -> int:
    """Take ``first`` for ``seat`` and play the deal out; what the seat has won (lost, if
    negative) from the decision to the deal's end.  Every generator comes from ``seed``
    (the cards still to come, each player's), so two play-outs of one world with one seed
    differ only by ``first`` and what follows from it."""
    return play_out_parts(table, seat, first, seed, keys, variant)[0]


def play_out_parts(table: Table, seat: int, first: Action, seed: int, keys: Sequence[str],
                   variant: str) -> tuple[int, int, int]:
    """:func:`play_out`, with where its result came from: (the result, what the seat put up
    with ``first``, what it put up at its later decisions).  What it took back is the result
    and the two put up together (a review charged 23.3 for a call of 25 must say that most
    of it was put up later, before a lay-down)."""
    table.rng._source = random.Random(seed)  # type: ignore[attr-defined]
    table.rng.stacked = []  # type: ignore[attr-defined]
    start = counters(table, seat)
    players: dict[int, object] = {}
    mark = len(table.events)
    table.act(seat, first)
    now = _put_since(table, seat, mark)
    mark = len(table.events)
    while not table.deal_over:
        s = table.to_act
        assert s is not None
        p = players.get(s)
        if p is None:
            p = players[s] = make_player(keys[s], random.Random(seed * 8 + s),
                                         name=table.names[s], variant=variant)
        table.act(s, p.decide(table.view(s)))  # type: ignore[attr-defined]
    return counters(table, seat) - start, now, _put_since(table, seat, mark)


def _put_since(table: Table, seat: int, mark: int) -> int:
    """The counters ``seat`` put into the pool since event ``mark``: by its actions, and as
    stakes (Brag's dealer's ante is a stake, not an action's put: a review of "ante 20" said
    nothing of the 20, and its parts did not add up to its figure, book round 6)."""
    return sum(e.put if isinstance(e, Acted) else e.amount for e in table.events[mark:]
               if isinstance(e, (Acted, Staked)) and e.seat == seat)


def _markers(events: Sequence[object], seat: int) -> int:
    got = 0
    for e in events:
        if getattr(e, "seat", None) != seat:
            continue
        if isinstance(e, MarkerPaid):
            got -= 1
        elif isinstance(e, MarkersMoved):
            got += e.amount
    return got


def reach(view: SeatView) -> float | None:
    """Where nobody may bet more than he has (table stakes, freeze-out), what a decision at
    ``view`` could change at most by the laws alone: all the seat has before it, the pool,
    and all the others still holding cards have before them (in the games played for
    markers, a marker from each player).  None where counters may be bought in the deal."""
    if view.variant in MARKER_GAMES:
        return float(len(view.players))
    if not view.house.stack_limited and view.variant != "bouillotte":  # (the cave is its stakes)
        return None
    others = sum(p.stack for p in view.players if p.seat != view.seat and p.holds_cards)
    return float(view.me.stack + view.pool + others)


def reach_to_win(view: SeatView) -> float | None:
    """Where nobody may bet more than he has, the most the seat could still win from
    ``view`` by the laws: the pool and all the others still holding cards have before them
    (in the games played for markers, as :func:`reach`: a marker from each player).  None
    where counters may be bought in the deal."""
    if view.variant in MARKER_GAMES:
        return float(len(view.players))
    if not view.house.stack_limited and view.variant != "bouillotte":
        return None
    return float(view.pool + sum(p.stack for p in view.players
                                 if p.seat != view.seat and p.holds_cards))


# ---------------------------------------------------------------- the estimate
@dataclass(frozen=True)
class Estimate:
    """A paired difference of counters (one action's less another's) with its interval."""

    mean: float
    half: float
    """Half the 95% interval's width (inf: too few play-outs to say)."""
    n: int
    """Play-outs (pairs) it rests on."""
    reach: float
    """What the decision could change at most: the widest the seat's result ran between the
    best and the worst of the play-outs, of either choice (the estimate and its interval
    never exceed it)."""
    least: float | None = None
    """The lowest the difference could be: the worst result seen with the first choice less
    the best seen with the second (None: -``reach``)."""
    most: float | None = None
    """The highest it could be: the best result seen with the first choice less the worst
    seen with the second (None: ``reach``).  A raise of 20 with nothing to decide after it
    can lose 20 at most, so its cost against laying down is never put above 20 (a
    play-tester was shown "between 15.2 and 24.5" for it)."""
    results: tuple[float, float] | None = None
    """The seat's mean result over the play-outs with each choice (the first's, the
    second's): what the cost is the difference of, for the review to say why it is what it is
    (a learner was charged 216 counters for staying where a raise of 25 was the book's)."""
    spent: tuple[float, float, float, float] | None = None
    """Where each choice's mean result came from: what the seat put up at the decision and,
    on average, at its later decisions, with the first choice, then the second (what it
    took back is the result and both together)."""
    win: float | None = None
    """The counters the seat could still win in the deal: the pool as it stands, or the most
    it won from the decision to the deal's end in any play-out of either choice if that is
    more (never more than the pool and what
    the others still in have before them, where nobody may bet more than he has).  No gain
    of the second choice over the first is put above it (a Stud bet into a pool of 4 was
    said to have gained 28.8 to 37.9)."""

    @property
    def floor(self) -> float:
        low = -self.reach if self.least is None else max(-self.reach, self.least)
        return low if self.win is None else max(low, -self.win)

    @property
    def ceiling(self) -> float:
        return self.reach if self.most is None else min(self.reach, self.most)

    @property
    def low(self) -> float:
        return min(self.ceiling, max(self.floor, self.mean - self.half))

    @property
    def high(self) -> float:
        return max(self.floor, min(self.ceiling, self.mean + self.half))

    @property
    def charged(self) -> bool:
        """True when the interval lies wholly above :data:`CHARGE`."""
        return self.n > 0 and self.low > CHARGE


SAME_RUN = 32
"""Play-outs after which a run of one and the same difference may be taken as settled."""


class Paired:
    """Running mean and spread of paired differences (Welford's)."""

    def __init__(self) -> None:
        self.n = 0
        self.mean = 0.0
        self.m2 = 0.0
        self.seen: set[float] = set()

    def add(self, x: float) -> None:
        if len(self.seen) < 3:
            self.seen.add(x)
        self.n += 1
        d = x - self.mean
        self.mean += d / self.n
        self.m2 += d * (x - self.mean)

    def half(self) -> float:
        if self.n < 2:
            return math.inf
        var = (max(0.0, self.m2) + SPREAD ** 2) / self.n  # (n - 1 pairs' spread, and the prior's)
        return t95(self.n - 1) * math.sqrt(var / self.n)

    def settled(self) -> bool:
        """True when more play-outs would not change the verdict or the figure much: the
        interval lies wholly on one side of :data:`CHARGE`, or is narrow."""
        if len(self.seen) < 2 and self.n < SAME_RUN:
            return False  # one result over and over: a difference that shows seldom may be hiding
        h = self.half()
        if h <= 0.25 * abs(self.mean) and self.n < SAME_RUN:
            # Narrow about a large figure: not before a run long enough that a big result
            # seldom seen would have shown (a play-tester was shown a call "gained between
            # 28.8 and 31.7" in a deal of 50-counter swings, on a dozen play-outs).
            return False
        if h <= max(TIGHT, 0.1 * abs(self.mean)):
            return True
        if self.mean + h < CHARGE:
            # "No worse": stopped the moment the upper end fell below half a counter, the
            # interval printed was that stopping point, not a measure (play-testers saw ends
            # clustered at +0.3 and +0.4 under a mean far on the gain side, wider than the
            # pool): a wide one runs on to a run long enough to measure it.
            return h <= 0.5 * abs(self.mean) + TIGHT or self.n >= SAME_RUN
        return self.mean - h > CHARGE and h <= 0.25 * self.mean


class Valuation:
    """The worlds and play-outs of one recorded deal, for one seat.

    ``keys``: each seat's model in the play-outs (default: each seat's own temperament from
    the record; the seat itself as the good player)."""

    def __init__(self, record: DealRecord, seat: int, keys: Sequence[str] | None = None) -> None:
        self.record = record
        self.seat = seat
        if keys is None:
            size = max(len(record.before.get("names", ())), seat + 1)
            keys = [model_key(record, s) for s in range(size)]
            keys[seat] = "good"
        self.keys = list(keys)
        self.tick: Callable[[], None] | None = None
        """Called after each pair of play-outs (the window's progress: "40 of 96")."""
        self._pools: dict[tuple[int, int], WorldPool] = {}

    def pool(self, d: Decision, reading: Reading, rng: random.Random) -> WorldPool:
        """The decision's worlds, weighed by ``reading`` (drawn the first time asked)."""
        key = (d.index, id(reading))
        got = self._pools.get(key)
        if got is None or got.decision is not d or got.reading is not reading:
            size = SMALLER_POOL.get(self.record.variant, POOL)
            got = self._pools[key] = WorldPool(self.record, d, self.seat, reading, rng, size)
        return got

    def _worlds(self, d: Decision, reading: Reading, rng: random.Random) -> World:
        laid = self.pool(d, reading, rng).take(rng)
        return laid if laid is not None else as_it_was(self.record, d)

    def outcomes(self, d: Decision, actions: Sequence[Action], reading: Reading,
                 rng: random.Random) -> list[int] | None:
        """One world's play-outs: the seat's result with each of ``actions``, from the same
        world with the same generators; None when the engine refused one of them."""
        got = self.outcome_parts(d, actions, reading, rng)
        return None if got is None else [r for r, _, _ in got]

    def outcome_parts(self, d: Decision, actions: Sequence[Action], reading: Reading,
                      rng: random.Random) -> list[tuple[int, int, int]] | None:
        """:meth:`outcomes` with each result's parts (:func:`play_out_parts`)."""
        w = self._worlds(d, reading, rng)
        seed = rng.getrandbits(48)
        out = []
        for i, a in enumerate(actions):
            table = w.table if i == 0 else replay_world(self.record, w.packs, w.actions, d.index)
            try:
                out.append(play_out_parts(table, self.seat, a, seed, self.keys,
                                          self.record.variant))
            except (RuleError, TableError, ValueError):
                return None
        return out

    def compare(self, d: Decision, better: Action, other: Action, reading: Reading,
                rng: random.Random, most: int = MOST, least: int = LEAST) -> Estimate:
        """The counters ``better`` gains over ``other`` at decision ``d`` (negative: it
        loses), paired over worlds drawn by ``reading``, with its interval.  Stops once
        settled (after ``least`` play-outs) or at ``most``; a count, never a clock."""
        run = Paired()
        misses = 0
        lo, hi = math.inf, -math.inf
        ranges = [[math.inf, -math.inf], [math.inf, -math.inf]]  # each choice's worst, best
        sums = [0.0, 0.0]  # each choice's results, summed
        put = [0.0, 0.0, 0.0, 0.0]  # each choice's counters put up, now and later, summed
        while run.n < most:
            if run.n >= least and run.settled():
                break
            parts = self.outcome_parts(d, (better, other), reading, rng)
            if parts is None:
                misses += 1
                if misses >= 3:
                    break
                continue
            got = [r for r, _, _ in parts]
            for i, (_, now, later) in enumerate(parts):
                put[2 * i] += now
                put[2 * i + 1] += later
            run.add(got[0] - got[1])
            sums[0] += got[0]
            sums[1] += got[1]
            lo, hi = min(lo, *got), max(hi, *got)
            for r, x in zip(ranges, got):
                r[0], r[1] = min(r[0], x), max(r[1], x)
            if self.tick is not None:
                self.tick()
        if run.n == 0:
            return Estimate(0.0, math.inf, 0, 0.0)
        # No cost exceeds what the seat could win or lose from here: as far apart as its
        # results ran, and, where nobody may bet more than he has, the stakes at play.
        span = float(hi - lo)
        laws = reach(d.view)
        if laws is not None:
            span = min(span, laws)
        least = ranges[0][0] - ranges[1][1]
        most = ranges[0][1] - ranges[1][0]
        # Nor does any gain exceed what the seat could still win: the pool as it stands, or
        # the most it won in any play-out if more (and, by the laws, never more than the
        # pool and what the others still in have left).
        win = max(float(d.view.pool), float(ranges[0][1]), float(ranges[1][1]))
        winnable = reach_to_win(d.view)
        if winnable is not None:
            win = min(win, winnable)
        mean = max(-span, -win, least, min(span, most, run.mean))
        return Estimate(mean, run.half(), run.n, span,
                        least, most, (sums[0] / run.n, sums[1] / run.n),
                        (put[0] / run.n, put[1] / run.n, put[2] / run.n, put[3] / run.n), win)

    def values(self, d: Decision, actions: Sequence[Action], reading: Reading,
               rng: random.Random, n: int = LEAST) -> list[float]:
        """The counters the seat can expect from ``d`` to the deal's end with each of
        ``actions``, over ``n`` worlds (the same worlds and generators for each)."""
        sums = [0.0] * len(actions)
        done = 0
        for _ in range(n):
            got = self.outcomes(d, actions, reading, rng)
            if got is None:
                continue
            done += 1
            for i, x in enumerate(got):
                sums[i] += x
        return [s / done for s in sums] if done else [0.0] * len(actions)


__all__ = ["CANDIDATES", "CHARGE", "DEAL_MOST", "Estimate", "deal_budget", "LEAST",
           "MORE_CANDIDATES", "MOST", "POOL", "Paired", "Reading", "TIGHT",
           "Valuation", "World", "WorldPool", "as_it_was", "best_hand_chance", "counters", "likely_world",
           "model_key", "play_out", "play_out_parts", "reach", "reach_to_win", "reading_at", "replay_world", "t95", "world",
           "world_table", "exchange", "lay_world", "world_from"]
