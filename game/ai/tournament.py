"""Headless tournaments between temperaments, with the figures that tell them apart.

The seats are re-seated every ``rotate`` deals (at the first deal after that with no jack
pot pending), cycling through every rotation of the seating and then every rotation of
it reversed, so that no temperament keeps a position or its neighbours.  The dealer
passes to the left every deal, so within a seating everyone takes every position too.

For each seat (a temperament, whichever chair it sits in) it keeps: the counters it won
or lost each deal; how often it went in and the weakest hand it went in on, by position;
its bluffs and how they ended; its decisions and the time they took.  Counters won per
100 deals come with a 95% interval from batch means (batches of consecutive deals, so
that a jack pot carried over does not count as independent evidence).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from array import array
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.engine import ActionKind, HouseRules, Phase, Table
from game.engine.core.events import HandDealt
from game.hands import evaluate

from .base import Player
from .play import tell_deal_over
from .stakes import settle_new_stakes
from .reading import position
from .roster import make_player

K = ActionKind
POSITIONS = ("first", "middle", "dealer", "age", "jack")
BLUFF_ENDS = ("not called", "called, won", "called, lost", "laid down")


@dataclass
class PositionStats:
    """Going in from one position."""

    chances: int = 0
    went_in: int = 0
    weakest: int | None = None
    weakest_words: str = ""

    def saw(self, went_in: bool, strength: int | None = None, words: str = "") -> None:
        self.chances += 1
        if went_in:
            self.went_in += 1
            if strength is not None and (self.weakest is None or strength < self.weakest):
                self.weakest, self.weakest_words = strength, words

    def to_dict(self) -> dict[str, Any]:
        return {"chances": self.chances, "went_in": self.went_in,
                "rate": round(self.went_in / self.chances, 4) if self.chances else None,
                "weakest": self.weakest_words or None, "weakest_strength": self.weakest}


@dataclass
class SeatStats:
    """Everything a tournament keeps about one seat of the line-up."""

    seat: int
    temperament: str
    name: str
    description: str
    nets: array = field(default_factory=lambda: array("l"))  # type: ignore[type-arg]
    positions: dict[str, PositionStats] = field(
        default_factory=lambda: {p: PositionStats() for p in POSITIONS})
    bluffs: Counter = field(default_factory=Counter)  # type: ignore[type-arg]
    times: array = field(default_factory=lambda: array("d"))  # type: ignore[type-arg]

    @property
    def went_in_rate(self) -> float:
        chances = sum(p.chances for p in self.positions.values())
        return sum(p.went_in for p in self.positions.values()) / chances if chances else 0.0

    def per100(self) -> tuple[float, float, float]:
        """Counters won per 100 deals, with its 95% interval."""
        return per100_interval(self.nets)

    def to_dict(self) -> dict[str, Any]:
        mean, low, high = self.per100()
        times = sorted(self.times)
        return {
            "seat": self.seat, "temperament": self.temperament, "name": self.name,
            "description": self.description, "net": sum(self.nets),
            "per100": round(mean, 2), "ci95": [round(low, 2), round(high, 2)],
            "went_in": {"rate": round(self.went_in_rate, 4),
                        "by_position": {p: s.to_dict() for p, s in self.positions.items()}},
            "bluffs": {"planned": sum(self.bluffs.values()),
                       "ends": {e: self.bluffs.get(e, 0) for e in BLUFF_ENDS}},
            "decisions": len(times), "decision_seconds": round(sum(times), 4),
            "decision_ms": {"median": round(1000 * _quantile(times, 0.5), 3),
                            "p99": round(1000 * _quantile(times, 0.99), 3),
                            "max": round(1000 * times[-1], 3) if times else 0.0},
        }


def _quantile(ordered: Sequence[float], q: float) -> float:
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def per100_interval(nets: Sequence[float], batches: int = 40) -> tuple[float, float, float]:
    """Mean counters per 100 deals and a 95% interval, from the means of ``batches``
    batches of consecutive deals (fewer, of one deal each, when there are few deals)."""
    n = len(nets)
    if n == 0:
        return 0.0, 0.0, 0.0
    size = max(1, n // batches)
    means = [sum(nets[i:i + size]) / size for i in range(0, n - size + 1, size)]
    mean = sum(nets) / n
    if len(means) < 2:
        return 100 * mean, -math.inf, math.inf
    half = 1.96 * statistics.stdev(means) / math.sqrt(len(means))
    return 100 * mean, 100 * (mean - half), 100 * (mean + half)


def seatings(n: int) -> list[list[int]]:
    """Every rotation of the line-up, then every rotation of it reversed."""
    base = list(range(n))
    out = [base[k:] + base[:k] for k in range(n)]
    rev = base[::-1]
    out += [rev[k:] + rev[:k] for k in range(n)] if n > 2 else []
    return out


@dataclass
class Tournament:
    """The result: the seats' figures, the deals played, and the settings."""

    seats: list[SeatStats]
    deals: int
    seed: int | None
    house: HouseRules
    rotate: int
    seconds: float
    variant: str = "draw"

    def by_temperament(self) -> list[dict[str, Any]]:
        """Each temperament's seats together: counters per seat per 100 deals."""
        out = []
        for key in dict.fromkeys(s.temperament for s in self.seats):
            group = [s for s in self.seats if s.temperament == key]
            nets = [sum(vals) / len(group) for vals in zip(*(s.nets for s in group))]
            mean, low, high = per100_interval(nets)
            out.append({"temperament": key, "seats": len(group), "per100": round(mean, 2),
                        "ci95": [round(low, 2), round(high, 2)]})
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"deals": self.deals, "seed": self.seed, "rotate": self.rotate,
                "variant": self.variant,
                "seconds": round(self.seconds, 2), "house": self.house.to_dict(),
                "seats": [s.to_dict() for s in self.seats],
                "temperaments": self.by_temperament()}


def deal_rng(base: int, cycle: int, number: int) -> random.Random:
    """The generator of one deal's cards: keyed to the tournament's ``base`` seed, the
    ``cycle`` of seatings and the deal's ``number`` within its seating."""
    return random.Random(f"deal:{base}:{cycle}:{number}")


def _build(key: str, rng: random.Random, taken: list[str], variant: str) -> Player:
    """A player by key: a temperament of the roster, or a sparring partner."""
    from .sparring import SPARRING, make_sparring
    if key in SPARRING and key != "caller":
        return make_sparring(key, rng, _spare_name(key, taken))
    return make_player(key, rng, taken=taken, variant=variant)


def _spare_name(key: str, taken: list[str]) -> str:
    name, i = key.title(), 2
    while name in taken:
        name, i = f"{key.title()} {i}", i + 1
    return name


def play_tournament(kinds: Sequence[str], deals: int, seed: int | None = None,
                    house: HouseRules | None = None, rotate: int = 50,
                    players: Sequence[Player] | None = None,
                    progress: Callable[[int], None] | None = None,
                    variant: str = "draw",
                    before_deal: Callable[[Table, Sequence[str]], None] | None = None
                    ) -> Tournament:
    """Play ``deals`` deals among players of temperaments ``kinds`` (one per seat) at the
    game ``variant`` (a variant id; Draw Poker by default).  ``before_deal(table, kinds)``
    is called just before each deal starts, with the temperament in each seat of that
    table (a hand history's replay takes the table's snapshot there)."""
    house = house or HouseRules()
    master = random.Random(seed)
    if players is None:
        built: list[Player] = []
        for k in kinds:
            built.append(_build(k, random.Random(master.getrandbits(64)),
                                [p.name for p in built], variant))
        players = built
    stats = [SeatStats(i, k, p.name, getattr(p, "description", "")) for i, (k, p)
             in enumerate(zip(kinds, players))]
    plan = seatings(len(players))
    base = master.getrandbits(64)
    played = 0
    block = 0
    start = time.perf_counter()
    while played < deals:
        order = plan[block % len(plan)]
        block += 1
        table = Table([players[i].name for i in order], house,
                      random.Random(master.getrandbits(64)), variant=variant, cut=False)
        table.keep_actions = False  # only the deal in progress: memory stays flat over any run
        seated = [players[i] for i in order]
        dealt = _Dealt()
        table.subscribe(dealt)
        in_block = 0
        cycle = (block - 1) // len(plan)
        while played < deals and not table.game_over:
            if in_block >= rotate and table.carried == 0 and table.jack_reason is None:
                break
            table.rng = deal_rng(base, cycle, in_block)  # duplicate deals: see the docstring
            _play_one(table, seated, [stats[i] for i in order], dealt,
                      None if before_deal is None
                      else lambda t: before_deal(t, [kinds[i] for i in order]))
            played += 1
            in_block += 1
            if progress is not None:
                progress(played)
    return Tournament(stats, played, seed, house, rotate, time.perf_counter() - start,
                      variant)


class _Dealt:
    """Listens for the hands dealt (the tournament is the referee: it sees them all)."""

    def __init__(self) -> None:
        self.hands: dict[int, tuple] = {}  # type: ignore[type-arg]

    def __call__(self, event: object) -> None:
        if isinstance(event, HandDealt):
            self.hands[event.seat] = event.cards


def _play_one(table: Table, players: Sequence[Player], stats: Sequence[SeatStats],
              dealt: _Dealt, before_deal: Callable[[Table], None] | None = None) -> None:
    before = [table.stacks[s] - table.bought[s] for s in range(table.size)]
    for p in players:
        if hasattr(p, "last_note"):
            p.last_note = None  # type: ignore[attr-defined]
    dealt.hands.clear()
    settle_new_stakes(table, range(table.size), players)  # at table stakes: new stakes first
    if before_deal is not None:
        before_deal(table)
    table.start_deal()
    clock = time.perf_counter
    while not table.deal_over:
        seat = table.to_act
        assert seat is not None
        view = table.view(seat)
        t0 = clock()
        action = players[seat].decide(view)
        stats[seat].times.append(clock() - t0)
        table.act(seat, action)
    told = [p for p in players if hasattr(p, "reveal")]
    if told:  # a sparring partner told the others' strategy sees every hand
        held = getattr(table.deal, "hands", {})
        hands = {table.names[s]: tuple(h.cards) for s, h in held.items()}
        for p in told:
            p.reveal(hands)  # type: ignore[attr-defined]
    tell_deal_over(table, players)
    record = table.view(0)
    spoke: dict[int, bool] = {}
    for a in record.history:
        if a.phase in (Phase.BEFORE_DRAW, Phase.OPENING):
            went = a.kind in (K.CALL, K.RAISE, K.OPEN)
            spoke[a.seat] = spoke.get(a.seat, False) or went
    for seat in range(table.size):
        st = stats[seat]
        st.nets.append(table.stacks[seat] - table.bought[seat] - before[seat])
        if seat in spoke:
            pos = position(record, seat)
            if spoke[seat]:
                value = evaluate(dealt.hands[seat], table.hand_rules)
                st.positions[pos].saw(True, value.strength, value.describe())
            else:
                st.positions[pos].saw(False)
        note = getattr(players[seat], "last_note", None)
        if note is not None and note.bluff:
            st.bluffs[note.bluff_end or "laid down"] += 1
