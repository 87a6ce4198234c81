"""Bouillotte saved mid-deal comes back: each deal takes a short pack of its own (20 cards for
four), and the resumed deal is dealt from that pack, not the table's 52 (a play-tester's
Continue after a kill set the save aside as "not the pack of this game")."""

from __future__ import annotations

import random

import pytest

from game.ui.session import Session

from store_helpers import game_config, step


@pytest.mark.parametrize("seed", [2, 5])
def test_a_bouillotte_deal_saved_at_the_persons_turn_resumes(tmp_path, seed):
    config = game_config(("good", "close", "liberal", "good"), variant="bouillotte")
    s = Session(config, home=tmp_path, synchronous=True, think=0)
    rng = random.Random(seed)
    resumed = 0
    for _ in range(300):
        if not step(s, rng):
            break
        s.flush()
        if s.human_to_act and not s.deal_over:
            hand = s.view().hand
            again, problem = Session.resume(tmp_path, synchronous=True)
            assert problem is None
            assert again.view().hand == hand
            assert again.table.counters_in_play() == sum(again.table.bought)
            again.close()
            resumed += 1
            if resumed >= 3:
                break
    s.close()
    assert resumed >= 1
