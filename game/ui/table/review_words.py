"""The deal in review said in words: each decision's judgement beside the book's choice, the
review's first line adding them up, and how far a review being worked out has gone.

Plain functions of the review's items (:mod:`game.coach.model`), used by the review's pages
(:mod:`.review_pages`) and read by the tests as the panel says them.
"""

from __future__ import annotations

from typing import Any

from game.store.stats import same_as_book

AGREE = (150, 210, 150)
"""The colour of a decision the book agrees with."""


def cost_words(item: Any) -> str:
    """A decision's judgement as the review panel says it (after the book's choice): "as the
    book" only where the choice was the book's own; a different one is charged only when the
    book can tell it cost more than half a counter, and is otherwise "no worse than the book
    can tell" (:func:`game.coach.wording.verdict_words`)."""
    from game.coach.wording import verdict_words
    same = same_as_book(item) if item.cost is not None else None
    return verdict_words(item.cost, same, bool(getattr(item, "charged", False)),
                         getattr(item, "low", None), getattr(item, "high", None),
                         getattr(item, "results", None), getattr(item, "spent", None),
                         getattr(item, "pool", None), getattr(item, "reach", None),
                         getattr(item, "price", ""))


def progress_words(review: Any) -> str:
    """How far a review being worked out has gone, in plain words (a play-tester pressed
    "The review" for several seconds with no sign that anything was happening)."""
    most, done = getattr(review, "most", 0), getattr(review, "done", 0)
    if not getattr(review, "begun", False):
        return "It begins once the table is still; it opens here when it is ready."
    if most <= 0:
        return "Laying the deal out again; it opens here when it is ready."
    return (f"Playing the deal out from your decisions: {done} of at most {most} imagined deals "
            "(the unseen cards dealt at random). It opens here when it is ready.")


def review_headline(items: list[Any]) -> str:
    """The review's first line: every choice the book's, or how many were and how the others did."""
    judged = [i for i in items if i.cost is not None]
    same = sum(1 for i in judged if same_as_book(i))
    if judged and same == len(items):
        return "You played as the book on every decision."
    # Counted as the lines are worded (:func:`cost_words`): never "better than the book's"
    # (the review does not hold the book's own choice the worse, book round 6's M5).
    kinds = [getattr(i, "kind", "near") for i in judged if i.agrees and not same_as_book(i)]
    price, open_, little = kinds.count("price"), kinds.count("cannot"), kinds.count("little")
    near = len(kinds) - price - open_ - little
    worse = sum(1 for i in judged if not i.agrees)
    parts = [f"{same} as the book"]
    if near:
        parts.append(f"{near} other choice{'s' if near != 1 else ''} no worse than the book can tell")
    if price:
        parts.append(f"{price} other choice{'s' if price != 1 else ''} against the book's "
                     "reckoning of chance and price")
    if open_:
        parts.append(f"{open_} other choice{'s' if open_ != 1 else ''} the book could not judge")
    if little:
        parts.append(f"{little} probably a little worse, not charged")
    if worse:
        # The sum of the figures as the items print them (to a tenth): a tester added the
        # items' 2.2 + 1.5 + 1.4 and found the head's 5.2 (the unrounded sum).
        cost = sum(round(i.given, 1) for i in judged if not i.agrees)
        parts.append(f"{worse} costing about {cost:.1f} counters")
    if len(judged) < len(items):
        parts.append(f"{len(items) - len(judged)} not judged")
    n = len(items)
    return f"{n} decision{'s' if n != 1 else ''}: " + ", ".join(parts) + "."
