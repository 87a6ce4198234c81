"""The guide's words after the sixth pair of play-testers (issue 39): no number in brackets
that reads as a button's key; Ambigu's reason for "Enough" is true of the two cards held."""

from __future__ import annotations

import re

import pytest

from game.cards import Card
from game.coach.passages import find
from game.coach.situation import _first_two
from game.coach.words import done_words


def test_keeping_the_cards_says_its_counters_in_words():
    """"You chose to keep the cards (2)": the 2 read as the button's key."""
    words = done_words("Keep cards (2)")
    assert not re.search(r"\(\d+\)", words), words
    assert words == "Keep the cards, putting up 2 counters"


@pytest.mark.parametrize("cards, must, never", [
    ("Ts 9c", "prime", "toward a combination"),  # (the learner's 10♠ 9♣)
    ("7h 7d", "tricon", "flush"),
    ("9h 4h", "point", "prime"),
])
def test_ambigus_enough_gives_the_cards_own_reason(cards, must, never):
    hand = tuple(Card.parse(c) for c in cards.split())
    passage = find("ambigu", "first draw", "enough", _first_two(hand) + ("*",))
    assert passage is not None
    assert must in passage.says and never not in passage.says, passage.says


def test_commerces_summary_does_not_hold_back_a_point_shown():
    """A learner won on a point of 21 and read "the point" among what Commerce still holds."""
    from game.guide.notes import Summary
    from game.guide.run import play

    summary = [x for x in play("commerce") if isinstance(x, Summary)][-1]
    held = [title for title, _ in summary.holds]
    assert "the point" not in held and "triplets" in held, held


def test_the_hands_shown_are_kept_with_the_guides_state():
    from game.guide.state import GuideState

    state = GuideState(shown=["a point of 21"], came=["x"])
    again = GuideState.from_dict(state.to_dict())
    assert again.shown == ["a point of 21"] and again.came == ["x"]
