"""The good player beats the field; the calling station loses to everyone.

Each check is a tournament of thousands of deals on a fixed seed, the seating rotated every
50 deals.  The deal counts are the smallest that gave the same verdict with room to spare on
every seed tried (see docs/opponents.md for the figures).

**How the long ones are checked.**  The tournaments that take a minute or more (those named
in ``bench.strength.PINNED``: the close player, the counter, the heuristic, the chip-raiser
and the best response; up to 120,000 deals) are not played here once pinned (a case with no
verdict in the file is played here in full, as before).  ``python -m bench
bench_strength`` plays each at its full size (the same seats, deals and seed as below) and
pins its verdict in ``tests/ai/data/strength_verdicts.json``: the good player's counters per
100 deals, its 95% interval, and a sha256 fingerprint of the first 300 deals of that same
tournament (every event of every deal, and each seat's net counters).  For such a case the
test (a) asserts that the pinned interval lies wholly above zero, the check itself, and (b)
replays the first 300 deals on the same seed and asserts the same fingerprint.

**Why that proves the same thing.**  A tournament is a pure function of its seats, deal count
and seed: the players' choices, the cards and the seating all come from generators seeded from
that one seed, and nothing else (no clock, no process state) enters play.  An identical
fingerprint over 300 deals, touching every position and every kind of decision of every seat,
shows that the players, the engine and the seeds are exactly those the full-size verdict was
measured on; any change to a player, a rule or the seeding that alters play changes it, and the
test then says in one line to re-measure and re-pin.  The bench refuses to pin an interval that
is not above zero, so a pinned file holds only passing verdicts.  The short tournaments (seconds
each) are still played here in full.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from bench.strength import (BY_NAME, PINNED, REPIN, check_pinned, pinned_case, play_case,
                            read_verdicts)
from game.ai.tournament import play_tournament

pytestmark = pytest.mark.slow


def _temperament(result, key):
    return next(t for t in result.by_temperament() if t["temperament"] == key)


def _good_wins(seats, deals, seed=1):
    """The good player's 95% interval is above zero: played here, or pinned at full size."""
    case = pinned_case(seats, deals, seed)
    if case is not None:
        check_pinned(case)
        return
    result = play_tournament(seats, deals, seed=seed)
    good = _temperament(result, "good")
    assert good["ci95"][0] > 0, (seats[:2], len(seats), good)


@pytest.mark.parametrize("seats,deals", [
    (["good", "close", "liberal", "close", "liberal", "good"], 3000),
    (["good", "close", "liberal"], 6000),
])
def test_good_player_beats_close_and_liberal_players(seats, deals):
    result = play_tournament(seats, deals, seed=3)
    good = _temperament(result, "good")
    assert good["ci95"][0] > 0, result.by_temperament()


@pytest.mark.parametrize("other", ["close", "liberal", "good"])
def test_a_good_caller_is_a_sure_loser(other):
    """Heads up against each temperament, the calling station loses."""
    result = play_tournament(["caller", other], 1500, seed=3)
    caller = result.seats[0]
    assert caller.per100()[2] < 0, (other, caller.per100())


def test_the_calling_station_loses_most_at_a_mixed_table():
    result = play_tournament(["caller", "close", "liberal", "good"], 2000, seed=3)
    per100 = {s.temperament: s.per100() for s in result.seats}
    assert per100["caller"][2] < 0
    assert per100["caller"][0] == min(p[0] for p in per100.values())


@pytest.mark.parametrize("other,heads_up,six", [
    ("maniac", 1500, 400),
    ("timid", 2000, 600),
    ("caller", 1000, 300),
    ("liberal", 4000, 800),
    ("close", 12000, 1500),
    ("raiser", 4000, 1500),
    ("chip-raiser", 40000, 20000),
])
def test_good_player_beats_each_fixed_strategy_heads_up_and_six_handed(other, heads_up, six):
    """The good player's 95% interval is above zero against the raise-pat-bet-limit maniac,
    the player who lays down to every bet, the calling station, the book's liberal and
    close players, and the heuristic's game raising every bet, or every counter chipped
    along, after the draw: heads-up and against five of them (duplicate deals, seed 1)."""
    _good_wins(["good", other], heads_up)
    _good_wins(["good"] + [other] * 5, six)


def test_good_player_beats_the_counter_heads_up_and_six_handed():
    """The frequency counter (who sizes his bets and bluffs by how often each player lays
    down to each size) is beaten heads-up and at a table of five of him (seed 1)."""
    _good_wins(["good", "counter"], 8000)
    _good_wins(["good"] + ["counter"] * 5, 10000)


def test_good_player_beats_the_sound_heuristic_heads_up_and_six_handed():
    """The plain position-and-odds player with no model of anyone is beaten heads-up and
    at a table of five of him (seed 1)."""
    _good_wins(["good", "heuristic"], 30000)
    _good_wins(["good"] + ["heuristic"] * 5, 10000)


def test_good_player_beats_the_best_response_heads_up_and_six_handed():
    """The best response, told the good player's strategy (every hand shown to it after
    each deal), is beaten heads-up (30,000 deals) and at a table of five of him: six-handed
    the interval needs some 100,000 deals to say anything (at 20,000 it spans a hundred
    counters), so 120,000 are played (seed 1)."""
    _good_wins(["good", "best"], 30000)
    _good_wins(["good"] + ["best"] * 5, 120000)


def test_every_pinned_case_is_one_the_checks_above_ask_for():
    """No pinned verdict stands for a tournament no test asks about, and none is missing."""
    asked = {("good", "close"): 12000, ("good", "counter"): 8000,
             ("good", "heuristic"): 30000, ("good", "chip-raiser"): 40000,
             ("good", "best"): 30000}
    six = {"close": 1500, "counter": 10000, "heuristic": 10000, "chip-raiser": 20000,
           "best": 120000}
    asked.update({("good",) + (k,) * 5: n for k, n in six.items()})
    for case in PINNED:
        if case.variant == "draw":
            assert asked.get(case.seats) == case.deals and case.seed == 1, case
        else:  # tests/variants/test_brag_players.py
            assert case.seats == ("good", "close", "liberal") * 2 and case.deals == 3000 \
                and case.seed == 11 and case.variant.startswith("brag"), case
    assert set(read_verdicts()) <= set(BY_NAME), f"a verdict for no case: run `{REPIN}`"


_PROBE = ("from bench.strength import BY_NAME, play_case; "
          "print(play_case(BY_NAME['counter six-handed'], deals=80)[1])")


def test_the_fingerprint_is_the_same_in_every_process():
    """Only hashlib over canonical text: another process, with another string-hash seed,
    gets the same fingerprint."""
    here = play_case(BY_NAME["counter six-handed"], deals=80)[1]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    seed = "12345" if os.environ.get("PYTHONHASHSEED") != "12345" else "1"
    env = {**os.environ, "PYTHONHASHSEED": seed}
    out = subprocess.run([sys.executable, "-c", _PROBE], cwd=root, env=env, check=True,
                         capture_output=True, text=True).stdout.strip()
    assert out == here


def test_the_fingerprint_sees_a_change_of_play():
    """Another seed, or fewer deals fingerprinted, gives another fingerprint."""
    case = BY_NAME["close heads-up"]
    first = play_case(case, deals=60)[1]
    assert play_case(case, deals=60)[1] == first
    assert play_case(case, deals=59)[1] != first
    other = type(case)(case.name, case.seats, case.deals, 2)
    assert play_case(other, deals=60)[1] != first


def test_the_bench_refuses_to_pin_a_failing_verdict(monkeypatch, tmp_path):
    """A case whose interval is not above zero: exit status 1, nothing written."""
    import bench.bench_strength as bench
    import bench.strength as strength

    monkeypatch.setattr(strength, "VERDICTS", tmp_path / "verdicts.json")
    rows = [{"temperament": "good", "seats": 1, "per100": 1.0, "ci95": [-3.0, 5.0]},
            {"temperament": "close", "seats": 1, "per100": -1.0, "ci95": [-5.0, 3.0]}]

    class Result:
        def by_temperament(self):
            return rows

    monkeypatch.setattr(bench, "play_case", lambda case: (Result(), "0" * 64))
    with pytest.raises(SystemExit) as stop:
        bench.run(["close heads-up"])
    assert stop.value.code == 1
    assert not (tmp_path / "verdicts.json").exists()
    # at Brag the verdict is a point figure ahead of every other: this one passes
    assert BY_NAME["brag six-handed"].passes(rows)
    assert not BY_NAME["brag six-handed"].passes(rows[:1] + [{**rows[1], "per100": 2.0}])
