"""Issue 36, play-test: "no worse than the book can tell" shows its interval whenever it has
one (a play-tester's 20 raise against the book's withdraw was shown no figure at all), and an
interval too wide to settle anything says so in plain words, with the pool and how far apart
the play-outs ran.  The verdict is one-sided (book round 6's M5): what a choice gave away
against the book's, at most; never a gain over the book's own choice."""

from __future__ import annotations

from game.coach.model import ReviewItem
from game.coach.wording import WIDE, verdict_words
from game.ui.table.review_words import cost_words

REASON = "A reason (Foster)"


def test_an_unsettled_verdict_shows_its_interval() -> None:
    said = verdict_words(0.3, False, False, -1.24, 1.83)
    assert said == "no worse than the book can tell: it cost at most 1.8 counters, perhaps nothing"


def test_a_wide_interval_is_said_to_be_unsettled() -> None:
    said = verdict_words(2.0, False, False, -14.0, 18.0)
    assert said == "the book cannot judge this one: what follows in the deal swings too much"
    assert "18.0" not in said and "\u221214.0" not in said
    assert "settle" not in verdict_words(0.1, False, False, -WIDE / 2 + 0.1, WIDE / 2 - 0.1)


def test_a_wide_interval_says_the_pool_and_how_far_the_play_outs_ran() -> None:
    """Book round 6's M4: "-42.3 to +2.8" on a call of 5, and nothing to say why so wide."""
    said = verdict_words(-20.0, False, False, -42.3, 2.8, pool=12.0, reach=135.0)
    assert said == "the book cannot judge this one: what follows in the deal swings too much (pool 12)"


def test_the_review_panel_says_the_interval() -> None:
    item = ReviewItem(1, "the betting", "Raise 20", "Withdraw", REASON, 1.5, 48, low=-6.0,
                      high=9.0)
    assert cost_words(item) == "the book cannot judge this one: what follows in the deal swings too much"


def test_without_an_interval_the_plain_words_stay() -> None:
    assert verdict_words(0.2, False, False) == "no worse than the book can tell"
    assert verdict_words(0.0, True, False, 0.0, 0.0) == "as the book"


def test_an_interval_below_nothing_claims_no_gain_over_the_book() -> None:
    """A play-tester called after the draw against the book's Abandon and read "could not settle
    it: it cost between -136.6 and -58.2"; later rounds were told "better than the book's here".
    Book round 6 (M5) found the advice and the review pointing opposite ways: the review says
    what a choice gave away against the book's, and where the play-outs found nothing, says so."""
    for low, high in ((-136.6, -58.2), (-78.1, -0.2), (-14.3, -0.4), (-14.3, -0.6),
                      (-14.3, -0.04), (-2.0, -0.1)):
        said = verdict_words((low + high) / 2, False, False, low, high)
        assert said == "no worse than the book can tell: its imagined deals found no cost in it", said
        assert "better" not in said and "gain" not in said
    assert "better" not in verdict_words(-0.2, False, False, -1.0, 0.6)


def test_a_wide_interval_quotes_no_bound_out_of_proportion_to_the_stake() -> None:
    """Book round 7: "at most 72.8 counters ... the play-outs' results as much as 496 counters
    apart" with 20 in the pool.  The review says plainly that the book cannot judge it, with
    the stake at the time, and never names the play-outs."""
    said = verdict_words(20.0, False, False, -30.0, 72.8, pool=20.0, reach=496.0,
                         spent=(5.0, 0.0, 0.0, 0.0))
    assert said == ("the book cannot judge this one: what follows in the deal swings too much "
                    "(pool 20; the book's choice put up 5, yours nothing)")
    assert "72.8" not in said and "496" not in said and "play-out" not in said


def test_a_clear_mistake_by_the_books_price_is_said_even_unsettled() -> None:
    """Book round 7: the book said stay at 54% against the 41% asked; the player abandoned and
    the review said "no worse than the book can tell ... at most 37.4, perhaps nothing"."""
    from game.coach.price import price_reason
    from game.engine import Action, ActionKind

    stay, abandon = Action(ActionKind.CALL, 50), Action(ActionKind.ABANDON)
    price = price_reason(0.54, 0.41, stay, abandon)
    assert price == "the book would have stayed: 54% against the 41% asked"
    assert price_reason(0.43, 0.41, stay, abandon) == ""  # (a close thing: not said)
    assert price_reason(0.20, 0.41, abandon, stay) == "the book would have laid down: 20% against the 41% asked"
    item = ReviewItem(1, "after the second draw", "Abandon", "Stay 50", REASON, 10.0, 64, same=False,
                      low=-17.0, high=37.4, pool=72.0, spent=(50.0, 0.0, 0.0, 0.0), price=price)
    said = cost_words(item)
    assert said.startswith("the book would have stayed: 54% against the 41% asked; ")
    assert "37.4" not in said and "no worse" not in said
    assert item.unsettled and item.kind == "price"
