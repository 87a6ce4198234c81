"""The computer players: how strong the good player is, how the table feels, and how long
each decision takes.

* **Strength.**  The good player sits heads-up, then six-handed (against five of the same
  kind), with each sparring partner of :mod:`game.ai.sparring` (the raise-pat-bet-limit
  maniac, the calling station, the player who lays down to every bet, the frequency
  counter, the position-and-odds heuristic, the best response told his strategy, and the
  heuristic raising every bet, or every counter chipped along, after the draw) and
  with the book's close and liberal players.  Duplicate deals (every seating of a cycle
  plays the same cards), re-seated every 50 deals; counters won per 100 deals with a 95%
  interval from batch means.  The goal: every interval above zero.
* **Feel.**  The good player and four of the default mix (good, close, liberal, good,
  liberal): the share of deals that reach a show, and how often each temperament answers a
  bet after the draw (:mod:`game.ai.feel`).
* **Time.**  A six-seat table of good, close, liberal, a close-to-liberal blend, the
  calling station and the random player; every decision timed from the view's arrival to
  the action's return, cold caches included.  The goal: a 99th percentile under 50 ms.

``python -m bench.bench_ai [HEADS_UP_DEALS [SIX_HANDED_DEALS]]`` runs it alone (defaults
40,000 and 20,000: six-handed tables need that many deals before the intervals say
anything, and five best responses need 120,000 (:data:`SIX_AT_LEAST`); about ten minutes
on the shared machine).
"""

from __future__ import annotations

import sys
import time

SEATS = ("good", "close", "liberal", "slider:0.50:0.50", "caller", "random")
OPPONENTS = ("maniac", "caller", "timid", "counter", "heuristic", "best", "raiser",
             "chip-raiser", "close", "liberal")
FEEL_SEATS = ("good", "close", "liberal", "good", "liberal")
SIX_AT_LEAST = {"best": 120000}
"""Six-handed against five best responses the interval needs this many deals to say
anything (at 20,000 it spans about a hundred counters)."""
GOAL_MS = 50.0


def strength(heads_up: int, six: int, seed: int = 1, echo: bool = False) -> list[str]:
    """The good player's counters per 100 deals against each opponent (``echo``: print
    each line as soon as it is known, too)."""
    from game.ai.tournament import play_tournament

    lines = [f"the good player's counters per 100 deals, 95% interval (heads-up {heads_up} "
             f"deals, six-handed {six}, against the best response at least "
             f"{SIX_AT_LEAST['best']}; seed {seed})",
             f"{'opponent':<11}{'heads-up':>10}  {'interval':<18}{'six-handed':>11}  "
             f"{'interval':<18}"]
    if echo:
        print("\n".join(lines), flush=True)
    above = 0
    for other in OPPONENTS:
        cells = []
        six_here = max(six, SIX_AT_LEAST.get(other, 0))
        for seats, deals in ((["good", other], heads_up), (["good"] + [other] * 5, six_here)):
            result = play_tournament(seats, deals, seed=seed)
            good = next(t for t in result.by_temperament() if t["temperament"] == "good")
            low, high = good["ci95"]
            above += low > 0
            cells.append(f"{good['per100']:>10.1f}  {f'[{low:.1f}, {high:.1f}]':<18}")
        lines.append(f"{other:<11}" + " ".join(cells))
        if echo:
            print(lines[-1], flush=True)
    lines.append(f"goal: every interval above zero: {above} of {2 * len(OPPONENTS)}")
    if echo:
        print(lines[-1], flush=True)
    return lines


def feel(deals: int, seed: int = 1) -> list[str]:
    """The table's feel with the good player and four of the default mix."""
    from game.ai.feel import table_feel

    result = table_feel(list(FEEL_SEATS), deals, seed=seed)
    return [f"the table's feel ({', '.join(FEEL_SEATS)})"] + result.lines()


def timing(deals: int) -> list[str]:
    """Time per decision for each temperament."""
    from game.ai import warm as warming
    from game.ai.tournament import play_tournament

    start = time.perf_counter()
    warming.warm()  # what the first computer player made in a process does once
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


def run(heads_up: int = 40000, six: int = 20000) -> list[str]:
    """All three, printed as each is done (the strength table takes minutes)."""
    for part in (lambda: timing(1500), lambda: feel(2000)):
        for line in part() + [""]:
            print(line, flush=True)
    strength(heads_up, six, echo=True)
    return []


if __name__ == "__main__":
    run(*[int(a) for a in sys.argv[1:3]])
