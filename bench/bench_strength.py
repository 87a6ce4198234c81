"""The strength tests' long tournaments at full size, and their verdicts pinned (issue 35).

``python -m bench bench_strength`` (or ``python -m bench.bench_strength [CASE ...]``, a
case by its name in :data:`bench.strength.PINNED`) plays each long case of
``tests/ai/test_ai_strength.py`` at its full size (the same seats, deals and seed the test
played) and writes to ``tests/ai/data/strength_verdicts.json``: the good player's counters
per 100 deals, its 95% interval (and every temperament's), the seconds it took, and the fingerprint of the first
deals of that very tournament (``bench/strength.py`` says what the fingerprint covers).

It refuses to pin a failing verdict: a case whose verdict fails (the good player's interval
not wholly above zero; at Brag, his counters not ahead of every other temperament's) is
printed, nothing is written for it, and the run stops with exit status 1.  Each case
passed is written as soon as it is measured (its fingerprint stands alone), so a run cut
short keeps what it measured.  Minutes: some 20 to 25 of one core for every case.
"""

from __future__ import annotations

import sys
import time

from bench.strength import BY_NAME, PINNED, REPIN, good_figure, play_case, read_verdicts, write_verdicts


def run(names: list[str] | None = None) -> list[str]:
    cases = [BY_NAME[n] for n in names] if names else list(PINNED)
    for case in cases:
        start = time.process_time()
        result, digest = play_case(case)
        seconds = time.process_time() - start
        good = good_figure(result)
        line = (f"{case.name:28} {case.deals:7} deals  good {good['per100']:+8.2f} per 100  "
                f"[{good['ci95'][0]:+.2f}, {good['ci95'][1]:+.2f}]  {seconds:6.1f} s  {digest[:12]}")
        print(line, flush=True)  # as it goes: a case takes minutes
        rows = result.by_temperament()
        if not case.passes(rows):
            print(f"NOT PINNED: {case.name}: the good player is not {case.verdict} "
                  f"({rows}); the pinned verdicts are left as they were.", flush=True)
            raise SystemExit(1)
        verdicts = read_verdicts()
        verdicts[case.name] = {**case.key(), "per100": good["per100"], "ci95": good["ci95"],
                               "temperaments": rows, "fingerprint_deals": case.fingerprint_deals,
                               "fingerprint": digest,
                               "seconds": round(seconds, 1)}
        write_verdicts(verdicts)
    return [f"pinned {len(cases)} case(s); re-pin with `{REPIN}`"]


if __name__ == "__main__":
    run(sys.argv[1:])
