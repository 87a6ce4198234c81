"""The guide's words after the third round of learners (issue 39)."""

from __future__ import annotations

from game.rulebook.guided import prepared_deal
from game.rulebook.howto_others import BOUILLOTTE


def _moment(variant: str, mid: str):
    return next(m for m in prepared_deal(variant).moments if m.id == mid)


def test_bouillottes_point_says_every_hand_is_shown_as_the_table_and_the_card_do():
    """The guide said "the hands of those still in are shown"; the table showed and counted a
    withdrawn player's hand too, as the book and the How to play card say."""
    point = _moment("bouillotte", "point")
    assert "the passed ones too" in BOUILLOTTE.win
    for text in (point.says, point.general):
        assert "every hand is shown, the passed ones too" in text, text
        assert "still in are shown" not in text
    assert "held by one still betting, the holder of its highest card takes the pool" in point.general
