"""``python -m bench``: which benchmarks a command line runs, and with which cases.

The benches themselves take minutes and are never run here; only the reading of the line.
"""

from __future__ import annotations

import pytest

from bench.__main__ import MODULES, main, plan


def test_no_words_run_every_benchmark() -> None:
    assert plan([]) == [(name, []) for name in MODULES]


def test_words_after_a_benchmark_are_its_cases() -> None:
    assert plan(["bench_strength", "brag six-handed", "draw heads-up",
                 "bench.bench_review_pins", "review goals"]) == [
        ("bench.bench_strength", ["brag six-handed", "draw heads-up"]),
        ("bench.bench_review_pins", ["review goals"])]


def test_an_unknown_benchmark_is_one_line_naming_the_real_ones() -> None:
    with pytest.raises(SystemExit) as stop:
        plan(["bench_nosuch"])
    assert "'bench_nosuch' is no benchmark" in str(stop.value)
    assert "bench_strength" in str(stop.value) and "\n" not in str(stop.value)


def test_cases_for_a_benchmark_that_takes_none_are_refused_before_it_runs() -> None:
    with pytest.raises(SystemExit) as stop:
        main(["bench_hands", "flush"])
    assert str(stop.value) == "bench: bench_hands takes no case names (given flush)"
