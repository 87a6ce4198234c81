"""The computer players: time per decision, for each temperament.

A six-seat table of good, close, liberal, a close-to-liberal blend, the calling station
and the random player plays a headless tournament (re-seated every 50 deals); every
decision is timed from the view's arrival to the action's return, the first ones (with
their cold caches) included.  The goal: a 99th percentile under 50 ms, so that the
window never waits for a computer player.

``python -m bench.bench_ai [DEALS]`` runs it alone.
"""

from __future__ import annotations

import sys
import time

SEATS = ("good", "close", "liberal", "slider:0.50:0.50", "caller", "random")
GOAL_MS = 50.0


def run(deals: int = 1500) -> list[str]:
    """Play ``deals`` deals and return the lines to print."""
    from game.ai import odds
    from game.ai.tournament import play_tournament

    start = time.perf_counter()
    odds.warm()  # what the first computer player made in a process does once
    warm = time.perf_counter() - start
    result = play_tournament(list(SEATS), deals, seed=1)
    lines = [f"{deals} deals, six seats ({', '.join(SEATS)}), {result.seconds:.1f} s; "
             f"tables warmed once, before the first decision, in {1000 * warm:.0f} ms",
             f"{'temperament':<18}{'decisions':>10}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}"]
    worst = 0.0
    for seat in result.seats:
        ms = seat.to_dict()["decision_ms"]
        worst = max(worst, ms["p99"])
        lines.append(f"{seat.temperament:<18}{len(seat.times):>10}{ms['median']:>11.3f}"
                     f"{ms['p99']:>9.3f}{ms['max']:>9.2f}")
    verdict = "met" if worst < GOAL_MS else "MISSED"
    lines.append(f"goal: 99th percentile under {GOAL_MS:.0f} ms for every temperament: {verdict} "
                 f"(worst {worst:.2f} ms)")
    return lines


if __name__ == "__main__":
    for line in run(int(sys.argv[1]) if len(sys.argv) > 1 else 1500):
        print(line)
