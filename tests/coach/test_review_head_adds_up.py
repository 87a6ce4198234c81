"""The deal's review: its head's "costing about" equals the sum of its items' costs as they
are printed (a learner added 2.2 + 1.5 + 1.4 = 5.1 under a head of 5.2, and 133.7 + 71.9 +
43.8 = 249.4 under 249.3)."""

from __future__ import annotations

import re

import pytest

from game.coach.model import ReviewItem
from game.ui.table.review_words import cost_words, review_headline


def _item(cost: float) -> ReviewItem:
    return ReviewItem(1, "the trading", "Ready money", "Knock", "(the good player's judgement)", cost, 64,
                      same=False, low=cost - 0.3, high=cost + 0.3)


@pytest.mark.parametrize("costs", [(2.24, 1.54, 1.44), (133.66, 71.86, 43.76), (0.96, 0.96, 0.96),
                                   (5.04, 0.95)])
def test_the_heads_cost_is_the_sum_of_the_items_as_printed(costs):
    items = [_item(c) for c in costs]
    printed = [float(re.search(r"cost (\d+\.\d)", cost_words(i)).group(1)) for i in items]
    head = float(re.search(r"costing about (\d+\.\d)", review_headline(items)).group(1))
    assert f"{head:.1f}" == f"{sum(printed):.1f}", (head, printed)


def test_two_moves_in_the_same_words_are_told_apart_by_their_cards():
    """Ambigu's first draw: the learner's "Discard one and draw" and the book's were the same
    words for different cards; the review names the card each throws away."""
    from game.cards import Card
    from game.coach.review import told_apart
    from game.coach.words import done_words
    from game.engine import Action, ActionKind

    mine = Action(ActionKind.DRAW, cards=(Card.parse("9h"),))
    book = Action(ActionKind.DRAW, cards=(Card.parse("3d"),))
    done, its = told_apart("Discard one and draw", "Discard one and draw", mine, book, False)
    assert done == "Discard one and draw, throwing away your 9\u2665"
    assert its == "Discard one and draw, throwing away your 3\u2666"
    assert done_words(done) == done and done != its
    # Different words, or the same move, are left as they are.
    assert told_apart("Enough", "Discard one and draw", Action(ActionKind.DRAW), book, False) == \
        ("Enough", "Discard one and draw")
    assert told_apart("Discard one and draw", "Discard one and draw", mine, mine, True) == \
        ("Discard one and draw", "Discard one and draw")
