"""Run the benchmarks: ``python -m bench [MODULE ...]`` (default: all of :data:`MODULES`).

A benchmark is a module with ``run() -> list[str]`` returning the lines to print (a
module may also print as it goes and return nothing).  Add new ones to ``MODULES``.
"""

from __future__ import annotations

import importlib
import sys
import time

MODULES: tuple[str, ...] = (
    "bench.bench_hands",
    "bench.bench_engine",
    "bench.bench_variants",  # every game's engine against Draw Poker's
    "bench.bench_ai",
    "bench.bench_cleanroom",  # the good player against the clean-room opponents (#31); sizes: docs/opponents.md
    "bench.bench_raise_war",  # the good player against a player who raises at every turn (#40)
    "bench.bench_best_response",  # a best response learned against the good player (#40): minutes
    "bench.bench_strength",  # the strength tests' long tournaments, pinned (#35): 20+ minutes
    "bench.bench_advice",  # Ask the book: the advice's time in every game
    "bench.bench_review",  # the deal in review: agreement, cost a decision, time a deal
    "bench.bench_review_pins",  # the review's long checks at full size, pinned (#35): minutes
    "bench.bench_ui",
    "bench.bench_guide_frame",  # the guided deal's frame against the same table unguided (#39)
    "bench.bench_idle",  # the window's processor time at rest, under Xvfb
    "bench.bench_scenes",  # memory over 80 table scenes and a party's tables
    "bench.bench_party",
    "bench.bench_store",  # simulate runs 200,000 deals: minutes
    "bench.bench_phones",
    "bench.bench_dist",  # builds the downloadable program the first time: minutes
)


def main(argv: list[str]) -> int:
    names = argv or list(MODULES)
    for name in names:
        if "." not in name:
            name = f"bench.{name}"
        print(f"== {name}", flush=True)
        start = time.perf_counter()
        module = importlib.import_module(name)
        for line in module.run() or ():
            print(line, flush=True)
        print(f"   ({time.perf_counter() - start:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
