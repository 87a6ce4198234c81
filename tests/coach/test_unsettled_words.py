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
    assert said.startswith("no worse than the book can tell, for the play-outs could not "
                           "settle it: ")
    assert "at most 18.0 counters, perhaps nothing" in said and "\u221214.0" not in said
    assert "settle" not in verdict_words(0.1, False, False, -WIDE / 2 + 0.1, WIDE / 2 - 0.1)


def test_a_wide_interval_says_the_pool_and_how_far_the_play_outs_ran() -> None:
    """Book round 6's M4: "-42.3 to +2.8" on a call of 5, and nothing to say why so wide."""
    said = verdict_words(-20.0, False, False, -42.3, 2.8, pool=12.0, reach=135.0)
    assert said == ("no worse than the book can tell, for the play-outs could not settle it: it "
                    "cost at most 2.8 counters, perhaps nothing (with 12 in the pool, the betting "
                    "still to come set the play-outs' results as much as 135 counters apart)")


def test_the_review_panel_says_the_interval() -> None:
    item = ReviewItem(1, "the betting", "Raise 20", "Withdraw", REASON, 1.5, 48, low=-6.0,
                      high=9.0)
    assert cost_words(item).startswith("no worse than the book can tell, for the play-outs "
                                       "could not settle it: it cost at most 9.0 counters")


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
        assert said == "no worse than the book can tell: the play-outs found no cost in it", said
        assert "better" not in said and "gain" not in said
    assert "better" not in verdict_words(-0.2, False, False, -1.0, 0.6)
