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


def test_bouillotte_explains_the_words_its_buttons_and_log_use():
    g = guide("bouillotte")
    words = dict(g.words)
    for word in ("to stay", "to stand", "to stifle a brelan", "the banker"):
        assert word in words, word
    assert "a call" in words["to equal"]
    assert "carr\u00e9 4 counters" in g.win and "favori 1 each (2 if it wins)" in g.win


def test_ambigu_explains_the_banker_and_the_point_in_sequence():
    words = dict(guide("ambigu").words)
    assert "in sequence" in words["the point"] and "middle of a deal" in words["the banker"]


def test_the_retourne_line_says_why_there_are_two_packs():
    from game.cards import Card
    from game.engine.french.bouillotte_events import RetourneTurned

    line = RetourneTurned(card=Card.parse("8h"), pack=1).line(lambda s: "You")
    assert "two packs are dealt in turn" in line and "this is the first" in line


@pytest.mark.parametrize("variant", ["brag", "brag-three-stake"])
def test_brag_explains_the_captions_to_stay(variant):
    assert "To stay" in dict(guide(variant).words)["to see"]  # (the See button: one word, issue 38)
    if variant == "brag-three-stake":
        assert "Stand button" in dict(guide(variant).words)["to stand"]


def test_bouillottes_rules_list_the_blind_the_dealer_puts_up():
    from game.engine.core.house import HouseRules
    from game.rulebook import house_rule_pairs

    pairs = dict(house_rule_pairs("bouillotte", HouseRules()))
    assert pairs["Blind"] == "5 (the dealer's)", pairs


@pytest.mark.parametrize("variant", ["my-ship-sails", "thirty-one"])
def test_each_puts_the_blind_and_the_words_say_what_it_is(variant):
    g = guide(variant)
    assert "the blind" in g.hold and "every player" in dict(g.words)["the blind"]
