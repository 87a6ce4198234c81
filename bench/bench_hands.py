"""Hand evaluation against treys, the draw odds, and the ``rank`` command on a pipe.

Evaluations per second over all 2,598,960 five-card hands, ours and treys' in the same
run.  Input preparation is excluded from the timing for both in the same way: the hands
are made in chunks of 200,000 before each timed loop, ours as 5-tuples of card indices,
treys' as the lists its API takes (its ``evaluate(hand, board)`` with a 2-card hand and
a 3-card board, and its internal ``_five(cards)`` with one 5-card list), built from
treys' own card ints.  Each timed loop is a plain ``for`` calling the evaluator once a hand.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from itertools import combinations, islice
from pathlib import Path

from game.cards import PackKind, parse_hand
from game.hands import INDEX_CARDS, draw_odds, evaluate, evaluator5, lookup_tree
from game.hands.odds import dealt_counts, enumerate_draws

TOTAL = 2_598_960
CHUNK = 200_000
ROOT = Path(__file__).resolve().parent.parent


def _rate(n: int, seconds: float) -> str:
    return f"{n / seconds / 1e6:.2f} M/s"


def bench_evaluators() -> list[str]:
    from treys import Card as TreysCard
    from treys import Evaluator

    t0 = time.perf_counter()
    lookup_tree()
    build = time.perf_counter() - t0
    ev = evaluator5()
    treys = Evaluator()
    t_eval = treys.evaluate
    t_five = treys._five
    tint = [TreysCard.new(c.code) for c in INDEX_CARDS]

    ours = treys_api = treys_five = 0.0
    n = 0
    combos = combinations(range(52), 5)
    while True:
        chunk = list(islice(combos, CHUNK))
        if not chunk:
            break
        n += len(chunk)
        t0 = time.perf_counter()
        for a, b, c, d, e in chunk:
            ev(a, b, c, d, e)
        ours += time.perf_counter() - t0

        pairs = [([tint[a], tint[b]], [tint[c], tint[d], tint[e]]) for a, b, c, d, e in chunk]
        t0 = time.perf_counter()
        for hand, board in pairs:
            t_eval(hand, board)
        treys_api += time.perf_counter() - t0
        del pairs

        fives = [[tint[a], tint[b], tint[c], tint[d], tint[e]] for a, b, c, d, e in chunk]
        t0 = time.perf_counter()
        for cards in fives:
            t_five(cards)
        treys_five += time.perf_counter() - t0
        del fives
    assert n == TOTAL

    # the same, on 500,000 hands in random order (no help from memory locality)
    rng = random.Random(1)
    shuffled = [tuple(rng.sample(range(52), 5)) for _ in range(500_000)]
    t0 = time.perf_counter()
    for a, b, c, d, e in shuffled:
        ev(a, b, c, d, e)
    r_ours = time.perf_counter() - t0
    pairs = [([tint[a], tint[b]], [tint[c], tint[d], tint[e]]) for a, b, c, d, e in shuffled]
    t0 = time.perf_counter()
    for hand, board in pairs:
        t_eval(hand, board)
    r_api = time.perf_counter() - t0
    del pairs
    fives = [[tint[a], tint[b], tint[c], tint[d], tint[e]] for a, b, c, d, e in shuffled]
    t0 = time.perf_counter()
    for cards in fives:
        t_five(cards)
    r_five = time.perf_counter() - t0
    del fives

    # the Card-level API (what the engine calls): 200,000 hands as lists of Cards
    sample = list(islice(combinations(INDEX_CARDS, 5), 0, TOTAL, 13))[:CHUNK]
    t0 = time.perf_counter()
    for cards in sample:
        evaluate(cards)
    cards_api = time.perf_counter() - t0

    return [
        f"lookup tree built in {build * 1000:.0f} ms (once, on first use)",
        f"all {TOTAL:,} hands, input prepared outside the timing for both:",
        f"  ours  evaluator5()(a, b, c, d, e)   {_rate(TOTAL, ours)}  ({ours:.2f} s)",
        f"  treys Evaluator.evaluate(hand, board) {_rate(TOTAL, treys_api)}  ({treys_api:.2f} s)",
        f"  treys Evaluator._five(cards)        {_rate(TOTAL, treys_five)}  ({treys_five:.2f} s)",
        f"  ratio ours / treys.evaluate = {treys_api / ours:.2f}x,"
        f" ours / treys._five = {treys_five / ours:.2f}x",
        f"500,000 random hands: ours {_rate(500_000, r_ours)}, treys.evaluate"
        f" {_rate(500_000, r_api)} ({r_api / r_ours:.2f}x), treys._five"
        f" {_rate(500_000, r_five)} ({r_five / r_ours:.2f}x)",
        f"evaluate(list of 5 Cards) -> HandValue: {_rate(len(sample), cards_api)}"
        f" ({len(sample):,} hands)",
    ]


def _median_ms(fn, runs: int = 21) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def bench_draws() -> list[str]:
    hand = parse_hand("Qs Qd 7c 5h 2d")
    keep = hand[:2]
    result = draw_odds(hand, keep)
    assert result.draws == 16_215
    lookup_tree()
    multiset = _median_ms(lambda: draw_odds(hand, keep))
    one_by_one = _median_ms(lambda: enumerate_draws(hand, keep))
    flush = parse_hand("Ah Kh 8s 4c 9c")
    two_flush = _median_ms(lambda: draw_odds(flush, flush[:2]))
    dealt = _median_ms(dealt_counts, runs=5)
    return [
        "the 16,215 three-card draws to a pair (Qs Qd 7c 5h 2d, keep Qs Qd), median of 21:",
        f"  draw_odds (by rank multiset, exact)      {multiset:.2f} ms",
        f"  enumerate_draws (each draw, lookup tree) {one_by_one:.2f} ms",
        f"  draw_odds, two-card flush draw (suits matter) {two_flush:.2f} ms",
        f"dealt_counts over all {TOTAL:,} hands, median of 5: {dealt:.1f} ms",
    ]


def bench_rank_pipe(lines: int | None = None) -> list[str]:
    lines = lines or int(os.environ.get("BENCH_RANK_LINES", "1000000"))
    deck = [c.code for c in PackKind.STANDARD.cards()]
    rng = random.Random(2)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "hands.txt"
        with src.open("w") as f:
            for _ in range(lines):
                f.write(" ".join(rng.sample(deck, 5)) + "\n")
        out = []
        for flag in (["--json"], []):
            with src.open("rb") as stdin:
                t0 = time.perf_counter()
                done = subprocess.run([sys.executable, "main.py", "rank", *flag], cwd=ROOT,
                                      stdin=stdin, stdout=subprocess.PIPE, check=True)
                seconds = time.perf_counter() - t0
            got = done.stdout.count(b"\n")
            assert got == lines, (got, lines)
            out.append(f"  rank {' '.join(flag) or '(plain)':7s} {lines:,} lines in {seconds:.2f} s"
                       f" ({lines / seconds / 1000:.0f}k lines/s, start-up included)")
    return [f"python main.py rank < {lines:,} random hands, wall clock:"] + out


def run() -> list[str]:
    return bench_evaluators() + bench_draws() + bench_rank_pipe()


if __name__ == "__main__":
    print("\n".join(run()))
