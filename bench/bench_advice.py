"""Ask the book: how long the advice takes, game by game (issue 30's goal: p99 under 100 ms).

Four good players at each of the family's games; at each of seat 0's decisions the coach is
asked for its advice (the adviser's own decision, the passage, the words and the figures),
timed from the view's arrival to the advice's return, and seat 0 plays the book's choice.
In the same run a bare good player is shown the same view and its decision is timed too: the
baseline, and the ratio of the two 99th percentiles says what the advice adds.  One untimed
deal first fills each game's tables (the hand measures both share), so neither pays for them.

``python -m bench.bench_advice [DECISIONS]`` runs it alone (default 300 decisions a game).
"""

from __future__ import annotations

import os
import random
import sys
import time

GOAL_MS = 100.0
NAMES = ("Colonel Dash", "Mrs Blythe", "Mr Poole", "Miss Wren")


def _p(times: list[float], q: float) -> float:
    if not times:
        return float("nan")
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def time_game(variant: str, decisions: int, seed: int = 1) -> tuple[list[float], list[float]]:
    """(advice times, bare good player's times), in seconds, over ``decisions`` of seat 0's."""
    from game.ai import make_player
    from game.ai.stakes import settle_new_stakes
    from game.coach.advice import Coach
    from game.engine import HouseRules, Table

    table = Table(list(NAMES), HouseRules(), random.Random(seed), variant=variant, cut=False)
    players = [make_player("good", random.Random(seed * 10 + i), name=n, variant=variant)
               for i, n in enumerate(NAMES)]
    bare = make_player("good", random.Random(seed), name="Bare", variant=variant)
    coach = Coach(variant, random.Random(seed))
    advice_t: list[float] = []
    bare_t: list[float] = []
    clock = time.perf_counter
    deals = 0
    while len(advice_t) < decisions and deals < 20 * decisions:
        if table.game_over:
            table = Table(list(NAMES), HouseRules(), random.Random(seed + deals), variant=variant,
                          cut=False)
        timed = deals > 0  # the first deal fills the tables
        settle_new_stakes(table, range(table.size), players)
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            if seat == 0:
                t0 = clock()
                bare.decide(view)
                t1 = clock()
                advice = coach.advise(view)
                t2 = clock()
                if timed:
                    bare_t.append(t1 - t0)
                    advice_t.append(t2 - t1)
                table.act(seat, advice.action)
            else:
                table.act(seat, players[seat].decide(view))
        for s, p in enumerate(players):
            hook = getattr(p, "deal_over", None)
            if hook is not None:
                hook(table.view(s))
        final = table.view(0)
        coach.deal_over(final)
        hook = getattr(bare, "deal_over", None)
        if hook is not None:
            hook(final)
        deals += 1
    return advice_t, bare_t


def run(decisions: int = 300) -> list[str]:
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from game.engine.registry import VARIANTS

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    lines = [f"(machine: {os.cpu_count()} processors, load average {load:.1f} at the start)",
             f"Ask the book: {decisions} decisions of seat 0 a game, four good players; the advice "
             f"against a bare good player's decision on the same view (goal: advice p99 under "
             f"{GOAL_MS:g} ms)",
             f"  {'game':<17}{'n':>5}  {'advice p50':>10}  {'p99':>8}  {'max':>8}   "
             f"{'bare p50':>8}  {'p99':>7}  {'ratio p99':>9}"]
    worst = 0.0
    for variant in VARIANTS:
        adv, bare = time_game(variant, decisions)
        a99, b99 = _p(adv, 0.99), _p(bare, 0.99)
        worst = max(worst, a99)
        ratio = a99 / b99 if b99 > 0 else float("nan")
        lines.append(f"  {variant:<17}{len(adv):>5}  {_p(adv, 0.5):>8.2f}ms  {a99:>6.2f}ms  "
                     f"{max(adv) * 1000 if adv else 0:>6.1f}ms   {_p(bare, 0.5):>6.2f}ms  "
                     f"{b99:>5.2f}ms  {ratio:>8.1f}x")
    verdict = "met" if worst < GOAL_MS else "NOT met"
    lines.append(f"the slowest game's advice p99: {worst:.1f} ms (goal under {GOAL_MS:g} ms: {verdict})")
    return lines


if __name__ == "__main__":  # pragma: no cover
    for line in run(int(sys.argv[1]) if len(sys.argv) > 1 else 300):
        print(line)
