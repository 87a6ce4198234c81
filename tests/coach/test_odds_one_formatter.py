"""Issue 36, play-test: one formatter for "N to 1" wherever a chance is shown, from the
unrounded chance, to the nearest quarter (a play-tester found 29% and 31% both said "2½ to
1", and Ambigu's 16% said "5½ to 1")."""

from __future__ import annotations

import math
import re

from game.coach.chance_words import chance_words
from game.hands.odds_words import odds_of, say_odds

_Q = {"": 0.0, "\u00bc": 0.25, "\u00bd": 0.5, "\u00be": 0.75}
_TO_ONE = re.compile(r"^(\d+)([\u00bc\u00bd\u00be]?) to 1 (against|on)$")
_SHORT = re.compile(r"^(\d+) to (\d+) (against|on)$")


def _ratio(words: str) -> float:
    m = _TO_ONE.match(words)
    if m:
        r = int(m.group(1)) + _Q[m.group(2)]
        return r if m.group(3) == "against" else 1 / r
    m = _SHORT.match(words)
    assert m, words
    r = int(m.group(1)) / int(m.group(2))
    return r if m.group(3) == "against" else 1 / r


def test_every_whole_per_cent_is_said_to_the_nearest_quarter() -> None:
    for k in range(1, 100):
        for p in (k / 100, (k - 0.4) / 100, (k + 0.4) / 100):
            words = odds_of(p)
            if words == "even":
                assert abs(math.log(p / (1 - p))) < math.log(1.05)
                continue
            true, said = (1 - p) / p, _ratio(words)
            if p > 0.5:  # odds on: the same figures turned round
                true, said = 1 / true, 1 / said
            if 2 <= true < 9.875:
                assert abs(said - true) <= 0.125 + 1e-9, (p, words)
            elif true >= 9.875 and true < 100:
                assert abs(said - true) <= 0.5 + 1e-9, (p, words)
            elif true < 2:  # near even: the ring's short odds, within an eighth either way
                assert abs(math.log(said) - math.log(true)) < math.log(1.1), (p, words)


def test_the_play_testers_figures() -> None:
    assert odds_of(0.31) == "2\u00bc to 1 against"
    assert odds_of(0.29) == "2\u00bd to 1 against"
    assert odds_of(0.16) == "5\u00bc to 1 against"
    assert odds_of(0.287) == "2\u00bd to 1 against"


def test_the_advice_and_the_odds_helper_say_one_figure() -> None:
    for count, total in ((4656, 16215), (9, 47), (1, 5), (31, 100), (16, 100), (8, 47)):
        p = count / total
        assert say_odds(count, total) == odds_of(p)
        assert chance_words(p).endswith(f"({odds_of(p)})")


def test_the_odds_helper_shows_the_hand_drawn_to_and_says_what_improving_counts() -> None:
    """Drawing one to a straight, the straight's own odds come first; keeping no pair,
    "improving" is said to count any pair (a play-tester breaking treys for a flush read a
    smaller pair as an improvement)."""
    from game.cards import parse_hand
    from game.hands import draw_odds
    from game.hands.odds_words import odds_lines
    hand = parse_hand("7s 8h 9c Ts 2d")
    keep = list(hand[:4])
    lines = [t for t, _ in odds_lines(draw_odds(hand, keep), 1, "", None, keep)]
    assert lines[0] == "Drawing 1 to a straight"
    assert lines[1].startswith("Straight: ")
    assert lines[2].startswith("A pair or better (improving on nothing): ")
    hand = parse_hand("2c 3s 5c 9c 3c")
    keep = [hand[0], hand[2], hand[3], hand[4]]
    lines = [t for t, _ in odds_lines(draw_odds(hand, keep), 1, "", None, keep)]
    assert lines[1].startswith("Flush: 4\u00bc to 1 against")
