"""The look inside a strength figure (``bench/ai_decisions.py``) adds up: its groups hold
every deal and every counter of the run, and the recorder it seats in the good player's
place changes nothing in how he plays."""

from __future__ import annotations

import random

from bench.ai_decisions import Recorder, groups, run
from game.ai import make_player
from game.ai.sparring import make_sparring
from game.ai.tournament import play_tournament


def test_the_groups_hold_every_deal_and_every_counter():
    per100, found = groups("close", 3, 300, seed=4)
    assert sum(count for _, count, _ in found) == 300
    assert abs(sum(total for _, _, total in found) / 3 - per100) < 1e-6
    assert all(key == "(nothing said after the draw)" or key.count(":") in (2, 4)
               for key, _, _ in found)
    lines = run("close", 3, 300, seed=4)
    assert lines[0].startswith("the good player and 2 x close, 300 deals, seed 4")


def test_the_recorder_plays_as_the_good_player_plays():
    """Seated through the recorder or not, the good player wins the same."""
    def once(wrap):
        rng = random.Random(9)
        good = make_player("good", random.Random(rng.getrandbits(64)))
        other = make_sparring("counter", random.Random(rng.getrandbits(64)), "Counter 1")
        result = play_tournament(["good", "counter"], 400, seed=9,
                                 players=[Recorder(good) if wrap else good, other])
        return result.seats[0].nets

    assert once(True) == once(False)
