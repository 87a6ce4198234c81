"""The review's long checks pinned at full size (bench/bench_review_pins.py, issue 35): the file
holds a verdict for each case and no other, each pinned verdict passes, and the bench refuses
to pin a failing one.  (The replays to the fingerprints are in the tests that read them:
test_review.py, test_review_goals.py and test_honest_cost.py.)"""

from __future__ import annotations

import pytest

import bench.bench_review_pins as pins


def test_every_case_is_pinned_and_nothing_else():
    verdicts = pins.read_verdicts()
    assert set(verdicts) == set(pins.CASES), f"run `{pins.REPIN}`"
    for name, verdict in verdicts.items():
        assert verdict["fingerprint_deals"] == pins.FINGERPRINT_DEALS
        assert len(verdict["fingerprint"]) == 64
        assert pins.CASES[name][1](verdict["figures"]), name


def test_the_bench_refuses_to_pin_a_failing_verdict(monkeypatch, tmp_path):
    monkeypatch.setattr(pins, "VERDICTS", tmp_path / "verdicts.json")
    failing = {"good": {"cost": 1.0, "decided": 10}, "random": {"cost": 2.0, "decided": 10}}
    monkeypatch.setitem(pins.CASES, "random player",
                        (lambda deals: (failing, "0" * 64), pins.random_player_passes))
    with pytest.raises(SystemExit) as stop:
        pins.run(["random player"])
    assert stop.value.code == 1
    assert not (tmp_path / "verdicts.json").exists()
    assert not pins.two_generators_pass({"same": 140, "total": 149})
    assert not pins.two_generators_pass({"same": 180, "total": 200})
    assert pins.two_generators_pass({"same": 190, "total": 200})
