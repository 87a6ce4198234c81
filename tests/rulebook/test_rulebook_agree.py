"""Each game's How to play, its words and its laws tell the same play (the second fresh-eyes
tester: Commerce's card said a knock stops the trading at once while its words said the hands
are shown when the turn comes back to the knocker)."""

from __future__ import annotations

import pytest

from game.rulebook import guide


@pytest.mark.parametrize("variant", ["commerce", "commerce-widow"])
def test_commerce_knock_stops_the_trading_at_once_everywhere(variant):
    g = guide(variant)
    knock = dict(g.words)["to knock"]
    assert "at once" in knock and "comes back" not in knock
    assert "comes back" not in g.turn + g.win


@pytest.mark.parametrize("variant", ["whiskey", "thirty-one"])
def test_the_whiskey_knock_waits_for_the_turn_to_come_back(variant):
    assert "comes back" in dict(guide(variant).words)["to knock"]


def test_commerce_explains_the_widow_it_goes_without():
    assert "widow (" in guide("commerce").follows


def test_stud_by_rounds_says_who_antes_as_its_words_do():
    g = guide("stud-rounds")
    assert "the buck" in dict(g.words) and "buck antes" in g.turn
