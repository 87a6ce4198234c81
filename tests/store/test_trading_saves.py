"""Thirty-One, Commerce and My Ship Sails saved mid-deal: no card the person has not seen
is written (the barter card he was not party to included), and a resumed deal keeps his."""

from __future__ import annotations

import random

import pytest

from game.ui.session import Session

from store_helpers import game_config, step
from test_hidden_information import cards_written, seen_by_the_person

GAMES = ["thirty-one", "commerce", "commerce-widow", "my-ship-sails"]


@pytest.mark.parametrize("variant", GAMES)
def test_no_concealed_card_can_be_recovered_from_the_data_folder(tmp_path, variant):
    config = game_config(("good", "close", "liberal"), variant=variant)
    s = Session(config, home=tmp_path, synchronous=True, think=0)
    rng = random.Random(5)
    checked = 0
    for _ in range(200):
        if not step(s, rng):
            break
        s.flush()
        if s.deal_over or not (tmp_path / "saves" / "current.json").exists():
            continue
        written, words = cards_written(tmp_path)
        unseen = set(s.table.pack) - seen_by_the_person(s)
        assert not (written & unseen), f"unseen cards in the data folder: {written & unseen}"
        assert not any("seed" in w.lower() for w in words)
        checked += 1
    assert checked > 5


@pytest.mark.parametrize("variant", GAMES)
def test_a_deal_resumed_keeps_the_persons_hand_and_every_counter(tmp_path, variant):
    config = game_config(("caller", "good", "close"), variant=variant)
    s = Session(config, home=tmp_path, synchronous=True, think=0)
    s.next_deal()
    rng = random.Random(2)
    for _ in range(60):
        if s.human_to_act and s.view().hand and len(s.table.actions) >= 2:
            break
        if not step(s, rng):
            break
    if s.deal_over or not s.human_to_act:
        pytest.skip("the deal ended before the person's turn came round")
    hand = s.view().hand
    s.close()
    again, problem = Session.resume(tmp_path, synchronous=True)
    assert problem is None
    assert again.view().hand == hand
    assert again.table.counters_in_play() == sum(again.table.bought)
    again.close()
