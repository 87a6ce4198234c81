"""Issue 36, play-test: "no worse than the book can tell" shows its interval whenever it has
one (a play-tester's 20 raise against the book's withdraw was shown no figure at all), and an
interval too wide to settle anything says so in plain words."""

from __future__ import annotations

from game.coach.model import ReviewItem
from game.coach.wording import WIDE, verdict_words
from game.ui.table.review_words import cost_words

REASON = "A reason (Foster)"


def test_an_unsettled_verdict_shows_its_interval() -> None:
    said = verdict_words(0.3, False, False, -1.24, 1.83)
    assert said == "no worse than the book can tell: it cost between \u22121.2 and +1.8 counters"


def test_a_wide_interval_is_said_to_be_unsettled() -> None:
    said = verdict_words(2.0, False, False, -14.0, 18.0)
    assert said.startswith("no worse than the book can tell, for the play-outs could not "
                           "settle it: ")
    assert "\u221214.0 and +18.0" in said
    assert "settle" not in verdict_words(0.1, False, False, -WIDE / 2 + 0.1, WIDE / 2 - 0.1)


def test_the_review_panel_says_the_interval() -> None:
    item = ReviewItem(1, "the betting", "Raise 20", "Withdraw", REASON, 1.5, 48, low=-6.0,
                      high=9.0)
    assert cost_words(item).endswith("between \u22126.0 and +9.0 counters")


def test_without_an_interval_the_plain_words_stay() -> None:
    assert verdict_words(0.2, False, False) == "no worse than the book can tell"
    assert verdict_words(0.0, True, False, 0.0, 0.0) == "as the book"


def test_an_interval_wholly_below_nothing_is_said_to_be_better() -> None:
    """A play-tester called after the draw against the book's Abandon and read "could not settle
    it: it cost between -136.6 and -58.2": the play-outs said his call did better."""
    said = verdict_words(-97.4, False, False, -136.6, -58.2)
    assert said == ("better than the book's here, as near as the play-outs tell: it gained "
                    "between 58.2 and 136.6 counters")
    assert "better" not in verdict_words(-0.2, False, False, -1.0, 0.6)


def test_an_interval_that_ends_just_below_nothing_is_a_gain_not_surely_half_a_counter() -> None:
    """The second round's tester read "could not settle it: it cost between -78.1 and -0.2" at
    Draw (and -14.3 to -0.4 at Bouillotte): every figure printed is below nothing.  The fourth
    round's read such a line called "better" under a head counting it no worse: "better" needs
    the interval wholly beyond half a counter, as a charge does."""
    said = verdict_words(-39.0, False, False, -78.1, -0.2)
    assert said.startswith("no worse than the book can tell: the play-outs put its gain"), said
    assert "gain between 0.2 and 78.1 counters" in said and "could not settle" not in said
    assert verdict_words(-7.0, False, False, -14.3, -0.4).endswith(
        "gain between 0.4 and 14.3 counters, not surely half a counter")
    assert verdict_words(-7.0, False, False, -14.3, -0.6).startswith("better than the book's")
    # An end that prints as nothing is not below it.
    assert "better" not in verdict_words(-7.0, False, False, -14.3, -0.04)
