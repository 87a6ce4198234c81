"""Run the benchmarks: ``python -m bench [MODULE [CASE ...] ...]`` (default: all of
:data:`MODULES`).

A benchmark is a module with ``run() -> list[str]`` returning the lines to print (a
module may also print as it goes and return nothing).  Add new ones to ``MODULES``.  Words
after a module that name no module are its cases, for a module whose ``run`` takes
``names`` (``python -m bench bench_strength "brag six-handed"`` runs that one case).
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
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


def _module_name(word: str) -> str | None:
    """``word`` as a bench module's dotted name, or None when it names no module here."""
    name = word if "." in word else f"bench.{word}"
    try:
        found = name in MODULES or importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):  # "bench.x.y" with no bench.x, or a name no module has
        found = False
    return name if found else None


def plan(argv: list[str]) -> list[tuple[str, list[str]]]:
    """Each module named in ``argv`` with the case names that follow it."""
    groups: list[tuple[str, list[str]]] = []
    for word in argv:
        name = _module_name(word)
        if name is not None:
            groups.append((name, []))
        elif groups:
            groups[-1][1].append(word)
        else:
            raise SystemExit(f"bench: {word!r} is no benchmark (one of: "
                             f"{', '.join(m.split('.')[-1] for m in MODULES)})")
    return groups or [(name, []) for name in MODULES]


def main(argv: list[str]) -> int:
    for name, cases in plan(argv):
        module = importlib.import_module(name)
        if cases and "names" not in inspect.signature(module.run).parameters:
            raise SystemExit(f"bench: {name.split('.')[-1]} takes no case names "
                             f"(given {', '.join(cases)})")
        print(f"== {name}", flush=True)
        start = time.perf_counter()
        for line in (module.run(cases) if cases else module.run()) or ():
            print(line, flush=True)
        print(f"   ({time.perf_counter() - start:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
