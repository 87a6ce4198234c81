"""What the coach hands the window and the commands: advice, a deal's record, its review."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine import Action
from game.engine.core.house import HouseRules
from game.cards import Card


@dataclass(frozen=True)
class Advice:
    """The book's word at one decision, from the seat's view alone."""

    action: Action
    """The book's choice: one of the view's legal actions (the beginner's table lights it)."""
    choice: str
    """The choice in the table's words: "Stay (2 counters)", "Draw three to your kings"."""
    says: str
    """One or two sentences: what to do and why, in plain words from the book's advice."""
    source: str
    """Where the book says it: "Foster, Suggestions for Good Play: going in"; or, where the
    book says nothing, "The good player's judgement" (``says`` then tells why)."""
    figures: tuple[str, ...] = ()
    """The figures behind it, one short line each: the chance of improving, the pool's
    odds, what the opponents' actions have shown."""
    mixed: tuple[str, ...] = ()
    """Where the good player mixes its play on purpose, its other choices here in the table's
    words ("Come in 2"): the review counts each as the book's, so the book says them too."""
    chance: float | None = field(default=None, repr=False, compare=False)
    """The chance of the best hand the book counted here (None: not a betting decision)."""
    need: float | None = field(default=None, repr=False, compare=False)
    """The share of the time the pool asks a call to win (None: nothing to meet); these two
    are kept out of the advice's repr, which the pinned digests read."""

    @property
    def heading(self) -> str:
        """The book's choice as the panel heads it: "Abandon", or, where the good player
        mixes its play, "Abandon, or now and then come in 2" (a play-tester was told simply
        "Abandon", then read the come-in "as the book" in the review)."""
        if not self.mixed:
            return self.choice
        return self.choice + ", or now and then " + " or ".join(
            in_clause(m) for m in self.mixed) + " (the book mixes its play here)"


def in_clause(words: str) -> str:
    """A choice's words inside a sentence: its first letter small, but never Ambigu's "I play"
    or "I pass" (book round 6: "or now and then i play 12")."""
    if words[:2] in ("I ", "I'") or words == "I":
        return words
    return words[:1].lower() + words[1:]


WIDE = 10.0
"""Counters: an interval wider than this is said to be unsettled, in plain words."""

CHARGE = 0.5
"""Counters: a decision is charged only when its cost's interval lies wholly above this
(the review never holds the book's own choice the worse: :func:`game.coach.wording.verdict_words`)."""


def a_little_worse(low: float | None, high: float | None) -> bool:
    """Whether a cost's interval, as the review prints it, lies wholly above nothing: the
    choice was probably a little worse than the book's, though not surely by the half
    counter the book charges (a play-tester read "no worse than the book can tell: it cost
    between +0.2 and +3.2").  Not charged, and counted as agreeing, all the same."""
    return low is not None and high is not None and round(low, 1) > 0


@dataclass(frozen=True)
class ReviewItem:
    """One decision of the reviewed seat beside the book's."""

    deal: int
    step: str
    """When it was decided, in plain words ("before the draw", "after the draw", "the brag")."""
    done: str
    """What the seat did, in the table's words."""
    book: str
    """The book's choice, in the table's words."""
    advice: str
    """The book's reason (the advice's ``says``), with its ``source``."""
    cost: float | None
    """The estimated counters given away by not playing the book's choice, as the paired
    play-outs measured it (0 when the seat did as the book says; None when the decision
    could not be judged).  Charged only when its interval lies above half a counter."""
    rollouts: int = 0
    """How many play-outs the cost rests on."""
    same: bool | None = None
    """Whether the seat's choice was the book's own (the same action, whatever the words
    say of it: "Do not straddle" is the book's "No straddle"); None when not known."""
    low: float | None = None
    """The 95% interval of the cost, from ``low`` to ``high`` (None: not measured)."""
    high: float | None = None
    reach: float | None = None
    """What the decision could change at most: the counters the seat could still win or
    lose in the deal (no cost exceeds it)."""
    results: tuple[float, float] | None = None
    """The seat's mean result to the deal's end over the play-outs, with the book's choice
    and with the one taken (None: not measured): the review says them beside a charged cost,
    so that its size is explained."""
    spent: tuple[float, float, float, float] | None = None
    """Where those results came from: what the seat put up at the decision and, on average,
    at its later decisions, with the book's choice, then with the one taken."""
    win: float | None = None
    """The counters the seat could still win in the deal from the decision (None: not
    measured): no gain the review claims for the choice taken exceeds it."""
    pool: float | None = None
    """The pool as it stood at the decision (None: not known): said beside an interval too
    wide to settle anything, with how far apart the play-outs ran (:attr:`reach`)."""
    price: str = ""
    """Where the book's own chance against the pool's price clearly favoured its choice over
    the one taken, that reasoning in a player's words ("the book would have stayed: 54%
    against the 41% asked"): said even when the play-outs cannot settle the amount (book
    round 7: a clear lay-down at 54% against 41% was called "no worse than the book can
    tell")."""

    @property
    def charged(self) -> bool:
        """True when the book can tell the choice cost something: the cost's interval lies
        wholly above half a counter (an item without an interval: its cost above it)."""
        if self.cost is None or self.same:
            return False
        low = self.low if self.low is not None else self.cost
        return low > CHARGE

    @property
    def agrees(self) -> bool:
        """As the issue counts it: judged, and not charged (no worse than the book can tell)."""
        return self.cost is not None and not self.charged

    @property
    def kind(self) -> str:
        """The verdict as the review words it (:func:`game.coach.wording.verdict_words`), so
        that its head line and the statistics count what the lines say: "unjudged", "same",
        "charged", "price" (the book's chance against the price said, the amount unsettled),
        "little" (probably a little worse), "cannot" (the book cannot judge it) or "near"
        (no worse than the book can tell)."""
        if self.cost is None:
            return "unjudged"
        if self.same:
            return "same"
        if self.charged:
            return "charged"
        if self.price:
            return "price"
        low, high = self.low, self.high
        if low is None or high is None or high - low < 0.05 or round(high, 1) <= 0:
            return "near"
        if a_little_worse(low, high):
            return "little"
        return "cannot" if high - low > WIDE else "near"

    @property
    def unsettled(self) -> bool:
        """True for another choice than the book's, not charged, whose amount the book could
        not judge (what followed in the deal swung too much).  The statistics count these
        apart, never as agreeing (book round 7: "agree with the book 100%" with 45% as the
        book)."""
        return self.kind in ("price", "cannot")

    @property
    def given(self) -> float:
        """The counters this decision is charged with (nothing unless :attr:`charged`)."""
        return float(self.cost) if self.charged and self.cost is not None else 0.0


@dataclass
class DealReview:
    """A deal's review for one seat: its items, the charged first (the costliest first), then
    the rest in the deal's order (:func:`game.coach.review.in_review_order`)."""

    deal: int
    seat: int
    items: list[ReviewItem] = field(default_factory=list)

    @property
    def cost(self) -> float:
        """The counters the deal's decisions are charged with."""
        return sum(i.given for i in self.items)


@dataclass
class DealRecord:
    """Everything needed to lay a finished deal out again, seat by seat: the table as it
    stood before the deal (:meth:`Table.snapshot`), the packs dealt from (in order), and
    every action taken.  Held in memory by the window; a hand-history line carries the same
    under its ``replay`` key (cards no seat was ever dealt written as labels)."""

    variant: str
    house: HouseRules
    before: dict[str, Any]
    packs: list[list[Card]]
    actions: list[tuple[int, Action]]
    temperaments: tuple[str, ...] = ()
    """Each seat's temperament when known ("good", "close"...; "" for a person): the
    opponents' models in the play-outs.  Unknown seats are played as the good player."""
