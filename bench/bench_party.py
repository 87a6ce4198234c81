"""Party night: a 40-player, 30-round Progressive Poker evening of computer players, headless.

The same evening as ``python main.py party --headless --players 40 --rounds 30 --seed 1``:
seven tables, one deal of Draw Poker at each a round (dealt again when nobody comes in),
the moves, the prizes.  Timed three times, without and with saving the evening after every deal and round;
the best and the median are printed.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from game.party import Evening, PartyConfig, computer_evening

PLAYERS, ROUNDS, SEED, REPEATS = 40, 30, 1, 3


def one_evening(save: Path | None) -> tuple[float, Evening]:
    t0 = time.perf_counter()
    ev = Evening.start(PartyConfig(computer_evening(PLAYERS), rounds=ROUNDS, seed=SEED), path=save)
    while not ev.over():
        ev.play_round()
    ev.finish()
    return time.perf_counter() - t0, ev


def run() -> list[str]:
    times, saved = [], []
    ev = None
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(REPEATS):
            seconds, ev = one_evening(None)
            times.append(seconds)
            seconds, _ = one_evening(Path(tmp) / "evening.json")
            saved.append(seconds)
    assert ev is not None
    deals = sum(t["deals"] for r in ev.rounds for t in r["tables"])
    sizes = ", ".join(map(str, ev.config.sizes or []))
    return [
        f"party night: {PLAYERS} players at {ev.table_count} tables ({sizes}), {ROUNDS} rounds, "
        f"{deals} deals (seed {SEED})",
        f"  best {min(times):.2f} s, median {statistics.median(times):.2f} s "
        f"({1000 * min(times) / deals:.1f} ms a deal, the moves and prizes included)",
        f"  saving the evening after every deal and round (atomic JSON): best {min(saved):.2f} s, "
        f"median {statistics.median(saved):.2f} s",
    ]
