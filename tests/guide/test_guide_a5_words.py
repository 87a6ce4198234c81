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


def _told(variant: str) -> dict[str, tuple[str, str]]:
    from game.guide.run import Told, play

    return {x.note.moment: (x.note.text, x.table) for x in play(variant)
            if isinstance(x, Told) and x.note.moment}


def test_bouillottes_guide_says_the_persons_point_from_the_cards_on_the_table():
    """The book weighed "your point" before the guide had said what it was; the guide says it,
    and it is the table's: the person's cards of the suit with the retourne's (ace 11, court
    cards 10, nine and eight at face value)."""
    told = _told("bouillotte")
    text, table = told["equal"]
    assert "hand A\u2665 K\u2665 9\u2660" in table and "the retourne Q\u2665" in table
    assert "Your point is 31 in hearts" in text and 11 + 10 + 10 == 31
    text, table = told["withdraw"]
    assert "hand Q\u2665 A\u2660 8\u2665" in table and "the retourne A\u2665" in table
    assert "Your point is 29 in hearts" in text and 10 + 8 + 11 == 29
    assert "Once it has gone round with no raise, the hands are shown." in told["word"][0]


def test_commerces_guide_orders_its_hands_and_names_the_beaten_point():
    from game.hands.three_card.commerce import commerce_value

    told = _told("commerce")
    assert "from the best: triplets (three of a kind), a sequence flush" in told["ante"][0]
    text, table = told["show"]
    assert "Judge Ames's three hearts are not in sequence: only a point, of 26." in text
    assert "shown A\u2665 J\u2665 5\u2665" in told["knock"][1]
    assert commerce_value(parse_cards("Ah Jh 5h")).describe().startswith("a point of 26")


def test_ambigus_second_draw_says_who_draws():
    told = _told("ambigu")
    assert "Deacon Gray who played and all who stayed with him, draw a second time" in told["second-draw"][0]
