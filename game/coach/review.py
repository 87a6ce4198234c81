"""The deal in review: each decision of one seat beside the book's, with its cost.

The deal is laid out again from its record (:mod:`.replay`).  At each of the seat's
decisions, in order, the coach is asked the book's choice and its reason from the seat's
view then; the coach is told the deal is over at the end.

**The book's choices.**  The book is the good player shown the seat's view
(:mod:`.choice`); where it mixes its play on purpose (a bluff one time in N) every action it
would take there is the book's, and after each decision the adviser keeps the minds that did
what the seat did, so a good player's own history is reviewed as the book.

**The cost.**  Where the seat did as the book says (the same kind and amount; for a draw
the same cards) it is nothing, and nothing is played out.  Elsewhere it is the valuation's
(:mod:`.valuation`): the book's choice and the choice taken played out from the same worlds,
weighed by the good player's reading of the others at that decision, with the same
generators, until the difference's interval settles or :data:`MOST` play-outs are done.  The
cost is the mean of (counters with the book's choice) less (counters with the choice taken),
with its interval; the decision is *charged* only when the interval lies wholly above half
a counter, and otherwise it is "no worse than the book can tell".

Everything random comes from the generator the review is given, and the play-outs are
counted, never timed: the same generator gives the same review however busy the machine.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from game.engine.core.house import RuleError
from game.engine.core.errors import TableError

from .advice import Coach
from .choice import gist, same_choice
from .price import price_reason
from .model import DealRecord, DealReview, ReviewItem, in_clause
from .replay import decisions
from .valuation import LEAST, MOST, Valuation, deal_budget, model_key, reading_at
from .wording import step_words
from .words import choice_words, done_words

def told_apart(done: str, book: str, action: Any, book_action: Any, same: bool) -> tuple[str, str]:
    """The person's choice and the book's, told apart where their words are the same but the
    moves are not: the cards each throws away are named ("Discard one and draw, throwing away
    your 9\u2665"; a learner read "better than the book's" beside the very words he had
    chosen, at Ambigu's first draw)."""
    if same or done != book:
        return done, book
    mine, its = getattr(action, "cards", ()), getattr(book_action, "cards", ())
    if not mine or not its or set(mine) == set(its):
        return done, book
    return (f"{done}, throwing away your {' '.join(c.symbol for c in mine)}",
            f"{book}, throwing away your {' '.join(c.symbol for c in its)}")


def in_review_order(items: list[ReviewItem]) -> list[ReviewItem]:
    """The review's items as it lists them: the charged first, the costliest first among
    them (a play-tester found a charged 24.0 below an unsettled figure of 25, its reason left
    out); then the rest in the deal's order (another read the straddle, the deal's first
    decision, fourth of five, below the lines after the draw, when they were sorted by their
    unsettled figures); those that could not be judged last.  ``items`` come in the deal's
    order, which the sort keeps within each group."""
    return sorted(items, key=lambda i: (0 if i.charged else 2 if i.cost is None else 1,
                                        -(i.cost or 0.0) if i.charged else 0.0))


def forced(view: Any, action: Any) -> bool:
    """Whether a decision had nothing to decide: one legal action, of one amount, with no
    cards to choose.  It is not reviewed, nor counted as made "as the book" (book round 6:
    "Over the last 6 deals reviewed" counted a deal whose only action was forced)."""
    legal = tuple(getattr(view, "legal", ()) or ())
    return len(legal) == 1 and legal[0].low == legal[0].high and not getattr(action, "cards", ())


def review_deal(record: DealRecord, seat: int, coach: Coach, rng: random.Random,
                rollouts: int = MOST,
                progress: Callable[[int, int], None] | None = None) -> DealReview:
    """Review ``seat``'s decisions in the finished deal ``record``.

    The coach is asked the book's choice at each of the seat's decisions, in order, and is
    then told the deal is over (so a caller keeps one coach per seat over a whole evening
    or file, and does not call ``coach.deal_over`` itself for a reviewed deal).

    ``rollouts``: the most play-outs a decision's cost rests on; the deal's costly
    decisions share :func:`~game.coach.valuation.deal_budget` play-outs in all.
    ``progress(done, most)``: told as the play-outs go (the window shows "40 of 96"; the
    review may settle before ``most``).  Raises ``ValueError`` for a record that does not
    play out."""
    try:
        found, end = decisions(record, seat)
    except (RuleError, TableError, ValueError, KeyError, IndexError, TypeError) as exc:
        raise ValueError(f"the deal cannot be laid out again ({exc})") from exc
    asked = []
    adviser = coach.adviser
    for d in found:
        choices = adviser.choices(d.view)
        book = choices.main
        advice = coach.advise(d.view)
        # Where the good player mixes on purpose, every action it would take is the book's.
        same = choices.includes(d.action)
        # The reading is taken now, before the adviser learns how the deal ended.
        reading = None if same else reading_at(d.view, adviser.player)
        if not forced(d.view, d.action):
            asked.append((d, book, advice, same, reading))
        adviser.follow(d.view, d.action)
    coach.deal_over(end.view(seat))
    valuation = Valuation(record, seat)
    left = deal_budget(record.variant)
    costly = sum(1 for *_, same, _ in asked if not same)
    most_in_all = min(left, costly * max(2, rollouts))
    if progress is not None:
        done = [0]

        def tick() -> None:
            done[0] += 1
            progress(min(done[0], most_in_all), most_in_all)

        valuation.tick = tick
        progress(0, most_in_all)
    deal = found[0].view.deal if found else int(record.before.get("deal_number", 0)) + 1
    review = DealReview(deal, seat)
    for d, book, advice, same, reading in asked:
        cost: float | None = 0.0
        low = high = 0.0
        played = 0
        limit = win = None
        results = spent = None
        if not same:
            most = max(2, min(rollouts, left // costly))
            est = valuation.compare(d, book, d.action, reading, rng, most=most,
                                    least=min(LEAST, most))
            costly -= 1
            left -= est.n
            played, limit, results, spent, win = est.n, est.reach, est.results, est.spent, est.win
            if est.n:
                cost, low, high = est.mean, est.low, est.high
            else:
                cost = None
        said, book_words = told_apart(choice_words(d.view, d.action), advice.choice, d.action, book, same)
        if same and gist(book, d.view) != gist(d.action, d.view):
            # One of the good player's mixed choices, not its first: "The book: No straddle ·
            # as the book" beside a straddle read as a miscount (a play-tester's, issue 36).
            book_words = f"{book_words}, or now and then {in_clause(said)} (the book mixes its play here)"
        review.items.append(ReviewItem(
            deal=d.view.deal, step=step_words(d.view),
            done=done_words(said),
            book=book_words, advice=f"{advice.says} ({advice.source})", cost=cost,
            rollouts=played, same=same, low=None if cost is None else low,
            high=None if cost is None else high, reach=limit,
            results=None if cost is None else results,
            spent=None if cost is None else spent, win=None if cost is None else win,
            pool=float(d.view.pool),
            price="" if same else price_reason(advice.chance, advice.need, book, d.action)))
    review.items[:] = in_review_order(review.items)
    return review


__all__ = ["in_review_order", "model_key", "review_deal", "same_choice", "told_apart"]
