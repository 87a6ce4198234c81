"""Issue 36/39, learner round 7: in the deal in review a learner missed verdicts that lay below
the panel's foot, their decisions' headings above it.  A decision's heading, the book's choice
with its verdict, and the book's reason are one unit: the foot never cuts one, the wheel
scrolls a unit at a time, and the review opens where its costliest decision shows whole."""

from __future__ import annotations

from test_ui_coach import config, drawn_text, open_book_table, play_deal

import game.coach.review as review_module
from game.coach.model import DealReview, ReviewItem
from game.ui.table.review_pages import opening_unit, rows_that_fit, unit_starts

LONG = ("The good player raises a pair of kings before the draw, to drive out the draws and to "
        "make those who stay pay for their chance; a call lets every draw in cheaply, and a fold "
        "throws away the best hand at the table with the pool already worth winning. Last words.")


def _review(record, seat, coach, rng, rollouts=64):
    """Six decisions, three charged with long reasons, the costliest first (as the review
    orders them), each reason long enough that the page runs past the panel's foot."""
    deal = record.before["deal_number"] + 1
    items = [ReviewItem(deal, f"decision {n}", "call", "raise", LONG + f" ({n})", cost, rollouts,
                        same=cost == 0.0, low=cost - 0.2 if cost else None, high=cost + 0.2 if cost else None)
             for n, cost in enumerate((9.5, 4.25, 2.75, 0.0, 0.0, 0.0), start=1)]
    return DealReview(deal, seat, review_module.in_review_order(items))


def _reviewed(app, monkeypatch):
    monkeypatch.setattr(review_module, "review_deal", _review)
    scene = open_book_table(app, config("draw"))
    play_deal(app, scene)
    for _ in range(10):
        app.step([], 0.05)
    assert scene.book_open == "review" and scene._book_review.review.items
    return scene


def test_a_review_opens_with_its_costliest_decision_whole(app, monkeypatch):
    scene = _reviewed(app, monkeypatch)
    rows, span, skip, shown = scene.book_shown()
    assert span is not None
    heights = [(h, first) for _, h, first in rows]
    # (the page runs past the foot: from its top the costliest would have been cut)
    space = sum(h for h, _ in heights[skip:skip + shown])
    assert sum(h for h, _ in heights) > space
    assert skip <= span[0] and span[1] <= skip + shown, (skip, shown, span)
    # From the page's top the costliest's verdict or reason would have lain below the foot
    # (the learner's case): the review opened further down, at a unit's start.
    y, room = scene._book_space(scene.book_rect(), True)
    assert rows_that_fit(heights, 0, room - y) < span[1] and skip > 0 and rows[skip][2]
    text = " ".join(drawn_text(app, scene))
    assert "Decision 1: you call" in text and "9.5" in text and "Last words. (1)" in text


def test_the_foot_and_the_wheel_never_split_a_decision(app, monkeypatch):
    scene = _reviewed(app, monkeypatch)
    rows, _span, _skip, _shown = scene.book_shown()
    heights = [(h, first) for _, h, first in rows]
    starts = unit_starts(heights)
    seen_tops = []
    scene._book_scroll = 0
    for _ in range(len(starts) + 2):
        rows, _span, skip, shown = scene.book_shown()
        assert skip in starts  # its top: a unit's first row
        end = skip + shown
        assert end == len(rows) or rows[end][2], (skip, shown)  # its foot: before a unit
        seen_tops.append(skip)
        pos = scene.book_rect().center
        assert scene.book_wheel(pos, up=False)
    assert sorted(set(seen_tops)) == seen_tops[:len(set(seen_tops))]  # down a unit at a time
    assert len(set(seen_tops)) > 2
    # every decision's heading, verdict and reason were drawn together at some scroll
    scene._book_scroll = 0
    for n in range(1, 7):
        found = False
        for _ in range(len(starts)):
            text = " ".join(drawn_text(app, scene))
            if f"Decision {n}: you call" in text:
                assert "The book: raise" in text
                if n <= 3:
                    assert f"Last words. ({n})" in text
                found = True
                break
            scene.book_wheel(scene.book_rect().center, up=False)
        assert found, n
        scene._book_scroll = 0


def test_the_opening_unit_is_the_first_from_which_the_costliest_fits():
    rows = [(20, True), (20, True), (10, True), (20, True), (20, False), (20, False), (20, True)]
    # the costliest: rows 3 to 6 (60 high)
    assert opening_unit(rows, (3, 6), 200) == 0
    assert opening_unit(rows, (3, 6), 100) == 1  # from row 1: 20 + 10 + 60
    assert opening_unit(rows, (3, 6), 70) == 2  # from row 2: 10 + 60
    assert opening_unit(rows, (3, 6), 65) == 3  # from its own heading
    # too tall alone: from the top, the review's heading over its first rows (issue 39)
    assert opening_unit(rows, (3, 6), 40) == 0
    assert rows_that_fit(rows, 2, 55) == 3  # (the tall unit in part below another: issue 39)
    assert opening_unit(rows, None, 40) == 0
    assert rows_that_fit(rows, 3, 50) == 2  # a unit too tall for the space alone is drawn in part
    assert rows_that_fit(rows, 2, 60) == 1  # never a unit's first rows alone


def _one_long(record, seat, coach, rng, rollouts=64):
    """One costly decision whose reason is taller than the panel alone (learner B9's
    Bouillotte review: "Withdraw: when a bet has been made and met, ..." ran past the foot)."""
    deal = record.before["deal_number"] + 1
    items = [ReviewItem(deal, "decision 1", "call", "raise", " ".join([LONG] * 4) + " (1)", 4.4, rollouts,
                        same=False, low=4.2, high=4.6)]
    return DealReview(deal, seat, review_module.in_review_order(items))


def test_a_long_costly_decision_opens_under_the_heading_and_is_drawn_at_every_scroll(app, monkeypatch):
    """Learner B9 (issue 39): the review opened scrolled past its heading; scrolled back up, it
    showed the heading and the summary, then an empty panel, the decision not drawn."""
    monkeypatch.setattr(review_module, "review_deal", _one_long)
    scene = open_book_table(app, config("draw"))
    play_deal(app, scene)
    for _ in range(10):
        app.step([], 0.05)
    assert scene.book_open == "review" and scene._book_review.review.items
    rows, span, skip, shown = scene.book_shown()
    assert skip == 0, skip  # opened at the top
    text = " ".join(drawn_text(app, scene))
    assert "of this sitting" in text and "Decision 1: you call" in text, text
    pos = scene.book_rect().center
    for step in [False] * 4 + [True] * 6:  # down past the end, then back up past the top
        scene.book_wheel(pos, up=step)
        app.step([], 0.05)
        rows, span, skip, shown = scene.book_shown()
        assert shown > 0 and (skip + shown > span[0]), (skip, shown, span)  # some of it drawn
        text = " ".join(drawn_text(app, scene))
        assert "Decision 1: you call" in text or "Last words" in text or "drive out" in text, text
