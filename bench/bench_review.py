"""The deal in review against its goals (issue 36), game by game.

For each game, the good player sits at seat 0 of a mixed table (good, close, liberal, good,
close) for ``deals`` deals; each deal is recorded, and the good player's decisions are
reviewed twice, once seeded and once not, each time with one coach kept over the deals (as
the window keeps one).  Then the random player takes seat 0 at the same table for
``random_deals`` deals, reviewed seeded.  Per game:

* the good player's agreement with the book (as the book, or no worse than the book can
  tell; goal: at least 97%), seeded and unseeded;
* its mean cost a decision (the counters charged; goal: at most 0.05), seeded and unseeded;
* the random player's cost a decision, and its ratio to the good player's (goal: at least 5
  where counters are bet; ">" when the good player's is nought);
* the random player's decisions the book judged against its own and charged, and the median
  width of those judgements' intervals (book round 6's M4: intervals wider than the stake
  leave nothing judged);
* the advice's time (the book's choices and its words at a decision, as the window asks them:
  p99, goal under 100 ms) and a deal's review time (p99, goal under 1 s), over the good
  player's seeded review.

``python -m bench bench_review`` runs it at the issue's sizes (120 deals a game for the good
player, 30 for the random player: about ten minutes on a quiet machine);
``python -m bench.bench_review DEALS RANDOM_DEALS [GAME ...] [--table-seed N]`` runs it alone
(``--table-seed``: another table's shuffles and players, seed 1 unless given).
"""

from __future__ import annotations

import os
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

MIXED = ("good", "close", "liberal", "good", "close")
"""The table: the reviewed seat first."""
AGREE_GOAL = 0.97
COST_GOAL = 0.05
RANDOM_TIMES = 5.0
ADVICE_MS = 100.0
REVIEW_S = 1.0


def _quantile(xs: Sequence[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def record(variant: str, first: str, deals: int, seed: int = 1) -> list[Any]:
    """``deals`` deals of ``variant`` at the mixed table with ``first`` at seat 0, recorded."""
    from game.ai import make_player
    from game.coach.replay import record_deal
    from game.engine import HouseRules, Table
    from game.store.dealing import DealingShuffles

    kinds = (first,) + MIXED[1:]
    table = Table([f"P{i}" for i in range(len(kinds))], HouseRules(), DealingShuffles(seed=seed),
                  variant)
    players = [make_player(k, random.Random(seed * 100 + i), name=table.names[i],
                           variant=variant) for i, k in enumerate(kinds)]
    out = []
    for _ in range(deals):
        if table.game_over:
            break
        out.append(record_deal(table, players, kinds))
    return out


@dataclass
class Reviewed:
    """One player's reviews at one game."""

    deals: int = 0
    decisions: int = 0
    same: int = 0
    agree: int = 0
    charged: int = 0
    cost: float = 0.0
    playouts: int = 0
    bets: bool = False
    """Whether any decision offered a bet, a raise or a call (counters are bet)."""
    verdicts: list[bool] = field(default_factory=list)
    widths: list[float] = field(default_factory=list)
    """The width of each judged interval of a choice not the book's."""
    judged: int = 0
    """Choices not the book's that were judged (their cost measured)."""
    review_s: list[float] = field(default_factory=list)
    advice_s: list[float] = field(default_factory=list)
    review_cpu: list[float] = field(default_factory=list)
    """The review's processor time a deal (what a quiet machine would take)."""
    advice_cpu: list[float] = field(default_factory=list)

    @property
    def agree_rate(self) -> float:
        return self.agree / self.decisions if self.decisions else 1.0

    @property
    def per_decision(self) -> float:
        return self.cost / self.decisions if self.decisions else 0.0


class _Timed:
    """The coach with its advice timed: the book's choices and its words at each decision."""

    def __init__(self, coach: Any, into: list[float], cpu: list[float]) -> None:
        self.coach, self.into, self.cpu = coach, into, cpu
        self._start: dict[tuple[int, int, int], tuple[float, float]] = {}
        adviser = coach.adviser
        choices, advise = adviser.choices, coach.advise

        def timed_choices(view: Any) -> Any:
            from game.coach.choice import decision_key
            self._start.setdefault(decision_key(view), (time.perf_counter(), time.thread_time()))
            return choices(view)

        def timed_advise(view: Any) -> Any:
            from game.coach.choice import decision_key
            key = decision_key(view)
            t0, c0 = self._start.pop(key, (time.perf_counter(), time.thread_time()))
            got = advise(view)
            self.into.append(time.perf_counter() - t0)
            self.cpu.append(time.thread_time() - c0)
            return got

        adviser.choices = timed_choices  # type: ignore[method-assign]
        coach.advise = timed_advise  # type: ignore[method-assign]


def review(records: Sequence[Any], variant: str, seed: int | None) -> Reviewed:
    """Seat 0's decisions in ``records``, reviewed with one coach (``seed``: None, unseeded)."""
    from game.coach.advice import Coach
    from game.coach.review import review_deal
    from game.engine import ActionKind as K

    coach = Coach(variant)
    got = Reviewed()
    _Timed(coach, got.advice_s, got.advice_cpu)
    rng = random.Random(seed) if seed is not None else random.Random()
    for rec in records:
        t0, c0 = time.perf_counter(), time.thread_time()
        r = review_deal(rec, 0, coach, rng)
        got.review_s.append(time.perf_counter() - t0)
        got.review_cpu.append(time.thread_time() - c0)
        got.deals += 1
        for i in r.items:
            got.decisions += 1
            got.same += bool(i.same)
            got.agree += i.agrees
            got.charged += i.charged
            got.cost += i.given
            got.playouts += i.rollouts
            got.verdicts.append(i.charged)
            if not i.same and i.cost is not None and i.low is not None and i.high is not None:
                got.judged += 1
                got.widths.append(i.high - i.low)
    got.bets = any(a.kind in (K.BET, K.RAISE, K.CALL) for rec in records
                   for s, a in rec.actions if s != 0)
    return got


def run(deals: int = 120, random_deals: int = 30, games: Sequence[str] = (),
        table_seed: int = 1) -> list[str]:
    from game.engine import VARIANTS

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"(machine: {os.cpu_count()} processors, load average {load:.1f} at the start)")
    print(f"seat 0 at a table of {', '.join(MIXED[1:])}: the good player {deals} deals a game "
          f"(reviewed seeded and unseeded), the random player {random_deals} (seeded); goals: "
          f"agreement >= {AGREE_GOAL:.0%}, cost <= {COST_GOAL} a decision, random >= "
          f"{RANDOM_TIMES:g}x where counters are bet, advice p99 < {ADVICE_MS:g} ms, a deal's "
          f"review p99 < {REVIEW_S:g} s; the table's shuffles from seed {table_seed}", flush=True)
    print("times: wall clock, and (in brackets) the processor's own time, which a busy machine "
          "does not stretch", flush=True)
    print(f"{'game':<17}{'decns':>6}{'agree':>7}{'unseed':>7}{'cost':>7}{'unseed':>7}"
          f"{'same v':>7}{'random':>8}{'x good':>7}{'advice p99':>17}{'review p99':>15}"
          f"{'random rev p99':>16}{'rnd chg':>8}{'width':>7}", flush=True)
    missed: list[str] = []
    worst_adv = worst_rev = 0.0
    for variant in games or VARIANTS:
        recs = record(variant, "good", deals, table_seed)
        seeded = review(recs, variant, 1)
        unseeded = review(recs, variant, None)
        rnd = review(record(variant, "random", random_deals, table_seed), variant, 1)
        verdict_same = sum(a == b for a, b in zip(seeded.verdicts, unseeded.verdicts)) / max(
            1, len(seeded.verdicts))
        good_cost = max(seeded.per_decision, unseeded.per_decision)
        ratio = rnd.per_decision / good_cost if good_cost > 0 else float("inf")
        adv = 1000 * _quantile(seeded.advice_s, 0.99)
        adv_cpu = 1000 * _quantile(seeded.advice_cpu, 0.99)
        rev = _quantile(seeded.review_s, 0.99)
        rev_cpu = _quantile(seeded.review_cpu, 0.99)
        worst_adv, worst_rev = max(worst_adv, adv_cpu), max(worst_rev, rev_cpu)
        shown = f"{ratio:7.1f}" if ratio != float("inf") else f"{'>':>7}"
        print(f"{variant:<17}{seeded.decisions:>6}{seeded.agree_rate:>7.1%}"
              f"{unseeded.agree_rate:>7.1%}{seeded.per_decision:>7.3f}{unseeded.per_decision:>7.3f}"
              f"{verdict_same:>7.1%}{rnd.per_decision:>8.3f}{shown}"
              f"{adv:>7.1f}ms ({adv_cpu:>5.1f})"
              f"{rev:>7.2f}s ({rev_cpu:>4.2f})"
              f"{_quantile(rnd.review_s, 0.99):>7.2f}s ({_quantile(rnd.review_cpu, 0.99):>4.2f})"
              f"{rnd.charged / max(1, rnd.judged):>8.0%}{_quantile(rnd.widths, 0.5):>7.1f}",
              flush=True)
        for name, ok in (("agreement", min(seeded.agree_rate, unseeded.agree_rate) >= AGREE_GOAL),
                         ("cost", good_cost <= COST_GOAL),
                         ("random's cost", not rnd.bets or (rnd.per_decision > 0
                                                           and ratio >= RANDOM_TIMES)),
                         ("advice p99", adv_cpu < ADVICE_MS), ("review p99", rev_cpu < REVIEW_S)):
            if not ok:
                missed.append(f"{variant}: {name}")
    print(f"the slowest game's advice p99: {worst_adv:.1f} ms; the slowest deal's review p99: "
          f"{worst_rev:.2f} s (the good player's reviews, processor time)", flush=True)
    print("every goal met" if not missed else "goals missed: " + "; ".join(missed), flush=True)
    return []


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = sys.argv[1:]
    table_seed = 1
    if "--table-seed" in args:  # another table: other cards, other players' choices
        at = args.index("--table-seed")
        table_seed = int(args[at + 1])
        del args[at:at + 2]
    run(int(args[0]) if args else 120, int(args[1]) if len(args) > 1 else 30, args[2:], table_seed)
