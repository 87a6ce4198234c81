"""The guide's words after the fifth round of learners (issue 39)."""

from __future__ import annotations

from game.cards import parse_cards
from game.hands.french.ambigu import with_its_cards


def test_ambigus_point_names_the_cards_that_make_it():
    """A learner holding 10♠ 9♣ 3♦ 7♦ read "a point of 10 in two cards" and looked for it
    among his higher cards: the point is said with its cards (a lone card is no point)."""
    assert with_its_cards(parse_cards("Ts 9c 3d 7d")) == "a point of 10 in two cards, the 7\u2666 3\u2666"
    assert with_its_cards(parse_cards("7h 8h 5h 6c")) == \
        "a point of 20 in three cards with two in sequence, the 8\u2665 7\u2665 5\u2665"
    # (every other combination is said as before)
    assert with_its_cards(parse_cards("7h 8h 5h 9h")) == "doublets, a sequence to the 9 and a flush of 29"


def test_the_books_word_at_ambigu_names_the_points_cards():
    """The guide quotes the book, which says the hand as the table does."""
    from game.guide.run import play

    text = "\n".join(getattr(getattr(x, "note", None), "text", "") for x in play("ambigu"))
    assert "(a point of 14 in two cards, the 8\u2666 6\u2666)" in text, text
