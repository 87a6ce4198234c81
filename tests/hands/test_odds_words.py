"""The odds in words: as a player says them, never "to 1 on against"."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from game.cards import parse_cards
from game.hands import draw_odds
from game.hands.odds_words import exact_odds, held_words, odds_lines, percent, say_odds


@pytest.mark.parametrize("count,total,words", [
    (1, 4, "3 to 1 against"),
    (2, 7, "2½ to 1 against"),
    (1, 13, "12 to 1 against"),
    (1, 2, "even"),
    (509, 1000, "even"),
    (491, 1000, "even"),
    (4, 9, "5 to 4 against"),
    (5, 9, "5 to 4 on"),
    (3, 4, "3 to 1 on"),
    (0, 10, "no chance"),
    (10, 10, "a certainty"),
    (1, 649740, "650,000 to 1 against"),
])
def test_say_odds(count, total, words):
    assert say_odds(count, total) == words


@pytest.mark.parametrize("count,total,words", [
    (1302540, 2598960, "even"),            # no pair dealt: the Rules table said "1.00 to 1 on"
    (1098240, 2598960, "1.37 to 1 against"),
    (1, 649740, "649,739 to 1 against"),
    (2, 7, "2.5 to 1 against"),
    (1, 4, "3 to 1 against"),
    (3, 4, "3 to 1 on"),
    (509, 1000, "1.04 to 1 on"),
])
def test_exact_odds(count, total, words):
    assert exact_odds(count, total) == words


@given(st.integers(1, 10**6), st.integers(1, 10**6))
def test_odds_never_contradict_themselves(a, b):
    count, total = min(a, b), max(a, b) + 1
    for text in (say_odds(count, total), exact_odds(count, total)):
        assert not ("on" in text.split() and "against" in text.split())
        assert "1.00" not in text and "to 1 on against" not in text
        if count * 2 < total * 0.45:
            assert text.endswith("against")
        if count * 2 > total * 1.1:
            assert text.endswith(" on")


def test_percent():
    assert percent(287, 1000) == "28.7%"
    assert percent(1, 100000) == "under 0.1%"


@pytest.mark.parametrize("cards,words", [
    ("Kh Kd", "a pair of kings"),
    ("Kh Kd 5s 5c", "two pairs, kings and fives"),
    ("8s 8h 8c", "three eights"),
    ("Jh", "a jack"),
    ("As Kd", "an ace and a king"),
    ("2h 6h 9h Kh", "four to a flush"),
    ("8s 9h Tc Jd", "four to a straight"),
    ("8h 9h Th Jh", "four to a straight flush"),
    ("Jk", "the joker"),
    ("Jk Ah Ad", "a pair of aces and the joker"),
    ("", "nothing"),
])
def test_held_words(cards, words):
    assert held_words(parse_cards(cards)) == words


def _lines(hand: str, keep: int):
    cards = parse_cards(hand)
    odds = draw_odds(cards, cards[:keep])
    return odds_lines(odds, 5 - keep, "", kept=cards[:keep])


def test_odds_lines_for_a_kept_jack_name_the_jack():
    lines = _lines("Jh 8d 7c 4s 2d", 1)
    assert lines[0] == ("Drawing 4 to a jack", "head")
    assert "nothing" not in lines[0][0]


def test_odds_lines_pair_of_kings():
    lines = _lines("Kh Kd 7c 4s 2d", 2)
    assert lines[0] == ("Drawing 3 to a pair of kings", "head")
    assert lines[1] == ("To improve: 2½ to 1 against (28.7%)", "")
    # Every break-down line says which side the odds are on.
    for text, style in lines[2:]:
        assert style == "dim"
        assert text.split(" (")[0].endswith(("against", " on", "even"))
    assert lines[2][0].startswith("Two pairs: ")


def test_odds_lines_flush_draw_and_fresh_cards():
    assert _lines("Ah Kh 8h 4h 9c", 4)[0][0] == "Drawing 1 to a flush"
    assert _lines("2h 8d 7c 5s Jd", 0)[0][0] == "Drawing 5 fresh cards"


def test_odds_lines_stand_pat():
    cards = parse_cards("2h 3h 4h 5h 6h")
    odds = draw_odds(cards, cards)
    assert odds_lines(odds, 0, "a straight flush") == [("Standing pat", "head"),
                                                       ("You keep a straight flush.", "")]
