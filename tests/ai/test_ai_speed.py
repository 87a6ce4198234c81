"""No computer player keeps the window waiting: 99% of decisions well under 50 ms."""

from __future__ import annotations

from game.ai.tournament import play_tournament


def test_decisions_are_quick_for_every_temperament():
    result = play_tournament(["good", "close", "liberal", "slider:0.5:0.5", "caller", "random"],
                             200, seed=2)
    for seat in result.seats:
        ms = seat.to_dict()["decision_ms"]
        assert len(seat.times) > 100
        assert ms["p99"] < 50, (seat.temperament, ms)
