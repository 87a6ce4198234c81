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
    """The estimated counters given away by not playing the book's choice (0 when the seat
    did as the book says; None when the decision could not be judged)."""
    rollouts: int = 0
    """How many play-outs the cost rests on."""
    same: bool | None = None
    """Whether the seat's choice was the book's own (the same action, whatever the words
    say of it: "Do not straddle" is the book's "No straddle"); None when not known."""

    @property
    def agrees(self) -> bool:
        """As the issue counts it: a cost of at most half a counter."""
        return self.cost is not None and self.cost <= 0.5


@dataclass
class DealReview:
    """A deal's review for one seat: its items, the costliest first."""

    deal: int
    seat: int
    items: list[ReviewItem] = field(default_factory=list)

    @property
    def cost(self) -> float:
        return sum(i.cost for i in self.items if i.cost is not None)


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
