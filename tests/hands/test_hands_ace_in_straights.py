"""Where the ace stands in a straight: Law 35 (either end), the code of laws, Law 66 (only low),
the Britannica (by agreement, never in sequence with the two)."""

from __future__ import annotations

import itertools

import pytest

from game.cards import parse_cards
from game.hands import Category, HandRules, evaluate
from game.hands.evaluator import general_strength

BOTH, LOW, HIGH = HandRules(), HandRules(ace="low"), HandRules(ace="high")


def cat(text: str, rules: HandRules) -> Category:
    return evaluate(parse_cards(text), rules).category


def test_law_35_the_ace_at_either_end():
    assert cat("As Kd Qc Jh Ts", BOTH) is Category.STRAIGHT
    assert cat("5s 4d 3c 2h As", BOTH) is Category.STRAIGHT


def test_law_66_seed_001_the_ace_is_lowest_in_a_sequence():
    assert cat("5s 4d 3c 2h As", LOW) is Category.STRAIGHT
    assert cat("As Kd Qc Jh Ts", LOW) is Category.HIGH_CARD
    assert cat("As Ks Qs Js Ts", LOW) is Category.FLUSH
    # "the player whose sequence contains the highest card (ace being the lowest)"
    wheel = evaluate(parse_cards("5h 4h 3h 2h Ah"), LOW)
    six = evaluate(parse_cards("6s 5s 4s 3s 2s"), LOW)
    assert wheel.category is six.category is Category.STRAIGHT_FLUSH and six > wheel
    assert evaluate(parse_cards("Ks Qd Jc Th 9s"), LOW).category is Category.STRAIGHT


def test_seed_004_by_agreement_the_ace_is_not_in_sequence_with_the_two():
    assert cat("5s 4d 3c 2h As", HIGH) is Category.HIGH_CARD
    assert cat("5h 4h 3h 2h Ah", HIGH) is Category.FLUSH
    assert cat("As Kd Qc Jh Ts", HIGH) is Category.STRAIGHT
    assert evaluate(parse_cards("As Ks Qs Js Ts"), HIGH).is_royal


@pytest.mark.parametrize("rules", [LOW, HIGH])
def test_other_hands_rank_as_ever(rules):
    pack = parse_cards("As Ah Kd Kc 7s 7h 2c 2d 9s 9d")
    for hand in itertools.combinations(pack, 5):
        assert evaluate(hand, rules).strength == general_strength(hand, BOTH)


def test_bad_place_for_the_ace_is_refused():
    with pytest.raises(ValueError):
        HandRules(ace="middle")
