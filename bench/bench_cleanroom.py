"""The good player against the clean-room opponents (:mod:`bench.opponents`).

Draw Poker heads-up against each of the tight, the loose-aggressive and the exploiting
opponent, and six-handed among five of them (tight, loose, exploiter, tight, loose); the
same against the equity player and the counting exploiter of issue 40, heads-up and
six-handed among tight, loose, equity, exploiter and counter; Stud
Poker (both forms), Brag (single stake) and Bouillotte three-handed, the good player
against two of that game's sound player.  Every case is played by
``game.ai.tournament.play_tournament``: duplicate deals (every seating of a cycle plays
the same cards), re-seated every 50 deals.  The figure is the good player's counters won
per 100 deals, with the 95% interval from batch means; beside it, the 99th percentile of
the opponents' decision times (processor time, and the wall clock's).

``python -m bench.bench_cleanroom [DEALS [CASE [SEED]]]`` (default 1,000 deals a case;
CASE, a variant, an opponent, a number of seats or ``all``, picks the cases; SEED, 31).  The goals of issue 31 ask
30,000 deals heads-up, 120,000 six-handed and 20,000 three-handed.
"""

from __future__ import annotations

import random
import sys
import time

from bench.opponents import make_opponent

CASES: tuple[tuple[str, str, int], ...] = (
    ("draw", "tight", 2),
    ("draw", "loose", 2),
    ("draw", "exploiter", 2),
    ("draw", "tight,loose,exploiter,tight,loose", 6),
    ("draw", "equity", 2),
    ("draw", "counter", 2),
    ("draw", "tight,loose,equity,exploiter,counter", 6),
    ("stud", "stud", 3),
    ("stud-rounds", "stud", 3),
    ("brag", "brag", 3),
    ("bouillotte", "bouillotte", 3),
)
"""(variant, opponents, seats): the good player and ``seats - 1`` of the opponent (a
comma-separated list: those opponents in turn)."""


def play_case(variant: str, opponent: str, seats: int, deals: int, seed: int = 31) -> dict:
    """One case: the good player's figure and the opponents' decision times."""
    from game.ai import make_player
    from game.ai.tournament import play_tournament

    master = random.Random(seed)
    good = make_player("good", random.Random(master.getrandbits(64)), name="Good",
                       variant=variant)
    keys = opponent.split(",")
    kinds = ["good"] + [keys[k % len(keys)] for k in range(seats - 1)]
    players = [good] + [make_opponent(key, random.Random(master.getrandbits(64)),
                                      name=f"{key.title()} {k}")
                        for k, key in enumerate(kinds[1:], start=1)]
    start = time.perf_counter()
    result = play_tournament(kinds, deals, seed=seed, players=players, variant=variant)
    mean, low, high = result.seats[0].per100()
    times = sorted(t for s in result.seats[1:] for t in s.times)
    p99 = 1000 * times[int(0.99 * (len(times) - 1))] if times else 0.0
    cpu = sorted(t for p in players[1:] for t in p.cpu)  # type: ignore[attr-defined]
    cpu99 = 1000 * cpu[int(0.99 * (len(cpu) - 1))] if cpu else 0.0
    return {"variant": variant, "opponent": opponent, "seats": seats, "deals": result.deals,
            "per100": mean, "low": low, "high": high, "opp_p99_ms": p99, "opp_cpu99_ms": cpu99,
            "seconds": time.perf_counter() - start}


def line(r: dict) -> str:
    who = (f"{r['seats'] - 1} x {r['opponent']}" if "," not in r["opponent"]
           else r["opponent"].replace(",", " "))
    return (f"{r['variant']:12s} good vs {who:36s} "
            f"{r['deals']:6d} deals: {r['per100']:+8.1f} per 100 "
            f"[{r['low']:+.1f}, {r['high']:+.1f}]   opponents' p99 {r['opp_cpu99_ms']:.1f} ms "
            f"(processor; wall {r['opp_p99_ms']:.1f})"
            f"   ({r['seconds']:.0f} s)")


def run(deals: int = 1000, only: str | None = None, seed: int = 31) -> list[str]:
    """Every case (or those ``only`` names); printed as each ends (nothing returned)."""
    out = []
    for variant, opponent, seats in CASES:
        if only and only not in ("all", variant, opponent, str(seats)):
            continue
        out.append(line(play_case(variant, opponent, seats, deals, seed)))
        print(out[-1], flush=True)
    return []


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    run(n, sys.argv[2] if len(sys.argv) > 2 else None,
        int(sys.argv[3]) if len(sys.argv) > 3 else 31)
