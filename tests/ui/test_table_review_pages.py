"""Issue 36, a learner's finding: with "Review each deal" on, a review still being played out
when Enter dealt the next deal was lost for good (the panel showed only the last deal, and
Left did not page back), so five deals' costs were added up by hand.  Now every review asked
for is finished and kept (the sitting's last :data:`~game.ui.book.KEPT`), the panel pages
between them and says which deal each is, a review that comes in after the next deal began
is said to be ready rather than opened over it, and a line totals the kept deals."""

from __future__ import annotations

import gc
import re
import threading
import weakref
from types import SimpleNamespace

import pygame
from test_table_support import run_until
from test_ui_coach import config, fake_review, open_book_table, play_deal
from uihelp import click, press

import game.coach.review as review_module
from game.ui.book import KEPT, TableBook
from game.ui.table.review_words import review_headline
from game.ui.table.review_pages import sitting_total


def _lines(scene) -> list[str]:
    return [t for _, t, _, _ in scene._book_lines()]


def _deal_on(app, scene) -> None:
    """Enter, as the person deals the next deal, until it has begun."""
    session = scene.session
    was = session.table.deal_number
    for _ in range(20):
        press(app, pygame.K_RETURN)
        if session.table.deal_number != was:
            return
        app.step([], 0.05)
    raise AssertionError("Enter did not deal the next deal")


def _open_review(app, scene) -> None:
    for _ in range(5):
        app.step([], 0.05)
    if scene.book_open != "review":
        press(app, pygame.K_SLASH)
    assert scene.book_open == "review"


def test_a_review_still_working_when_enter_deals_again_is_kept_and_reachable(app, monkeypatch):
    gate = threading.Event()
    real = fake_review()

    def slow(*args, **kwargs):
        gate.wait(20)
        return real(*args, **kwargs)

    monkeypatch.setattr(review_module, "review_deal", slow)
    scene = open_book_table(app, config("draw"), book_inline=False)
    session = scene.session
    play_deal(app, scene)
    first = scene.book.latest()
    assert first is not None and not first.poll() and first.ordinal == 1
    scene.close_book()
    _deal_on(app, scene)  # the review is still being played out
    assert not first.poll()
    app.toasts.clear()
    gate.set()
    run_until(app, lambda: first.counted, frames=2000, wall=30.0, idle=0.01)
    assert first.ready and first in scene.book.reviews  # finished, and kept
    # not opened over the new deal: said to be ready, with the key that opens it
    assert scene.book_open != "review"
    assert any(t.text == "The review of deal 1 is ready (?)." for t in app.toasts), \
        [t.text for t in app.toasts]
    play_deal(app, scene)  # the second deal to its end
    scene.book.wait_idle()
    second = scene.book.latest()
    assert second is not first and second.ordinal == 2
    _open_review(app, scene)
    run_until(app, lambda: second.counted, frames=400, wall=30.0, idle=0.01)
    assert scene._book_review is second
    press(app, pygame.K_LEFT)  # back to the first deal's review
    assert scene._book_review is first
    assert "Deal 1 of this sitting" in _lines(scene)
    press(app, pygame.K_RIGHT)
    assert scene._book_review is second and session.table.deal_number == second.deal


def test_the_panel_pages_through_every_kept_deal(app, monkeypatch):
    monkeypatch.setattr(review_module, "review_deal", fake_review())
    scene = open_book_table(app, config("brag"))
    for n in range(3):
        if n:
            scene.close_book()
            _deal_on(app, scene)
        play_deal(app, scene)
    reviews = scene.book.reviews
    assert [r.ordinal for r in reviews] == [1, 2, 3]
    _open_review(app, scene)
    assert scene._book_review is reviews[-1]
    seen = []
    for _ in range(4):  # Left to the first, and no further
        seen.append(scene._book_review.ordinal)
        assert f"Deal {scene._book_review.ordinal} of this sitting" in _lines(scene)
        press(app, pygame.K_LEFT)
    assert seen == [3, 2, 1, 1]
    # the panel's buttons: drawn, the earlier one off at the first deal; "later deal" turns on
    app.step([], 0.05)
    assert not scene.earlier_button.enabled and scene.later_button.enabled
    assert scene.book_rect().contains(scene.later_button.rect)
    click(app, scene.later_button.rect.center)
    assert scene._book_review is reviews[1]
    click(app, scene.earlier_button.rect.center)
    assert scene._book_review is reviews[0]
    # the review closes when the next deal begins; ? brings the last one back
    scene.close_book()
    _deal_on(app, scene)
    assert scene.book_open is None


def test_the_total_adds_up_the_kept_deals_reviews(app, monkeypatch):
    monkeypatch.setattr(review_module, "review_deal", fake_review(costs=(0.0, 2.25, 0.2, 1.04)))
    scene = open_book_table(app, config("draw"))
    for n in range(4):
        if n:
            scene.close_book()
            _deal_on(app, scene)
        play_deal(app, scene)
    done = [r.review for r in scene.book.reviews if r.ready]
    assert len(done) == 4
    heads = [review_headline(d.items) for d in done if d.items]
    given = sum(float(m.group(1)) for h in heads for m in [re.search(r"costing about (\d+\.\d)", h)] if m)
    decisions = sum(len(d.items) for d in done)
    total = sitting_total(scene.book.reviews)
    assert total.startswith(f"Over the last 4 deals reviewed: {given:.1f} counters given away in "
                            f"{decisions} decisions"), (total, heads)
    _open_review(app, scene)
    assert total in _lines(scene)  # on every page
    press(app, pygame.K_LEFT)
    assert total in _lines(scene)
    assert sitting_total([]) == ""


def test_the_kept_reviews_are_capped_and_hold_no_deal(monkeypatch):
    """A long sitting keeps the last KEPT reviews and nothing of the deals behind them."""
    monkeypatch.setattr(review_module, "review_deal", fake_review())

    class Record(SimpleNamespace):
        pass

    book = TableBook("draw", 0, synchronous=True)
    monkeypatch.setattr(book, "coach", lambda: SimpleNamespace(deal_over=lambda view: None))
    alive: list[weakref.ref] = []
    for n in range(1, 3 * KEPT + 1):
        record = Record(before={"deal_number": n - 1}, actions=[])
        alive.append(weakref.ref(record))
        got = book.deal_over(record, SimpleNamespace(deal=n), review=True)
        assert got is not None and got.ordinal == n and got.poll()
        del record, got
    assert len(book.reviews) == KEPT
    assert [r.ordinal for r in book.reviews] == list(range(2 * KEPT + 1, 3 * KEPT + 1))
    gc.collect()
    assert not [r for r in alive if r() is not None]  # the records (packs and all) are let go once reviewed
