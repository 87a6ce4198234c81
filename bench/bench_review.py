"""The deal in review (game/coach/review.py): how often the book agrees, what a decision
costs, and how long a deal's review takes, in every game.

For each game, seat 0 plays ``deals`` deals among three good players, once as the good
player and once as the random player; each deal is recorded and reviewed for seat 0 with
one coach kept over the deals (as the window keeps one).  Per game and player: the share of
decisions that agree with the book (a cost of at most half a counter), the counters given
away per decision, and the review's time per deal (median and 99th percentile; the issue's
goal: under a second).  The last column is the random player's cost per decision over the
good player's (the goal: at least 5; shown as ">" when the good player's is not above
zero).

``python -m bench bench_review`` runs it (40 deals a game and player: about three minutes);
``python -m bench.bench_review DEALS [GAME ...] [--mixed]`` runs it alone (``--mixed``: at
the tables of :data:`MIXED` instead).
"""

from __future__ import annotations

import random
import sys
import time
from typing import Sequence

SEATS = 4


def _quantile(xs: Sequence[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))] if s else 0.0


def measure(variant: str, kind: str, deals: int, seed: int = 1,
            others: Sequence[str] = ("good", "good", "good")) -> dict[str, float]:
    """Seat 0 as ``kind`` among ``others`` for ``deals`` deals of ``variant``, reviewed."""
    from game.ai import make_player
    from game.coach.advice import Coach
    from game.coach.replay import record_deal
    from game.coach.review import review_deal
    from game.engine import HouseRules, Table
    from game.store.dealing import DealingShuffles

    kinds = [kind] + list(others)
    table = Table([f"P{i}" for i in range(len(kinds))], HouseRules(), DealingShuffles(seed=seed),
                  variant)
    players = [make_player(k, random.Random(seed * 100 + i), name=table.names[i],
                           variant=variant) for i, k in enumerate(kinds)]
    coach = Coach(variant, random.Random(seed))
    rng = random.Random(seed + 1)
    times: list[float] = []
    items = agree = rollouts = 0
    cost = 0.0
    for _ in range(deals):
        if table.game_over:
            break
        rec = record_deal(table, players, kinds)
        t0 = time.perf_counter()
        review = review_deal(rec, 0, coach, rng)
        times.append(time.perf_counter() - t0)
        items += len(review.items)
        agree += sum(i.agrees for i in review.items)
        cost += review.cost
        rollouts += sum(i.rollouts for i in review.items)
    return {"deals": len(times), "decisions": items, "agree": agree / max(1, items),
            "cost": cost / max(1, items), "p50": _quantile(times, 0.5),
            "p99": _quantile(times, 0.99), "rollouts": rollouts}


MIXED = {"good": ("close", "liberal", "good"), "random": ("caller", "random", "caller")}
"""``--mixed``: the tables of the check ``review`` keeps (tests/coach): the good player
among the close and the liberal, the random player among calling stations and random players."""


def run(deals: int = 40, games: Sequence[str] = (), mixed: bool = False) -> list[str]:
    from game.engine import VARIANTS

    head = (f"{'game':<17}{'player':>7}{'deals':>6}{'decns':>6}{'agree':>7}{'cost/dec':>9}"
            f"{'p50 s':>7}{'p99 s':>7}{'plays':>7}{'x good':>8}")
    among = ("the good player among close, liberal and good; the random one among callers "
             "and random players") if mixed else "seat 0 among three good players"
    print(f"{among}; {deals} deals a game and player; cost in counters per decision; "
          "review time per deal", flush=True)
    print(head, flush=True)
    worst = 0.0
    pooled = {"good": [0.0, 0, 0], "random": [0.0, 0, 0]}  # cost, decisions, agreeing
    for variant in games or VARIANTS:
        row = {}
        for kind in ("good", "random"):
            others = MIXED[kind] if mixed else ("good",) * (SEATS - 1)
            m = row[kind] = measure(variant, kind, deals, others=others)
            worst = max(worst, m["p99"])
            pool = pooled[kind]
            pool[0] += m["cost"] * m["decisions"]
            pool[1] += m["decisions"]
            pool[2] += round(m["agree"] * m["decisions"])
            ratio = ""
            if kind == "random":
                g = row["good"]["cost"]
                ratio = f"{m['cost'] / g:8.1f}" if g > 0 else f"{'>':>8}"
            line = (f"{variant:<17}{kind:>7}{m['deals']:>6}{m['decisions']:>6}"
                    f"{m['agree']:>7.2f}{m['cost']:>9.2f}{m['p50']:>7.2f}{m['p99']:>7.2f}"
                    f"{m['rollouts']:>7}{ratio}")
            print(line, flush=True)
    g, r = (pooled[k][0] / max(1, pooled[k][1]) for k in ("good", "random"))
    print(f"all games: the good player agrees {pooled['good'][2] / max(1, pooled['good'][1]):.2f}, "
          f"gives away {g:.2f} a decision; the random player {r:.2f}"
          + (f" ({r / g:.1f} times)" if g > 0 else ""), flush=True)
    print(f"the slowest game's p99: {worst:.2f} s (goal: under 1 s)", flush=True)
    return []


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--mixed"]
    run(int(args[0]) if args else 40, args[1:], mixed="--mixed" in sys.argv)
