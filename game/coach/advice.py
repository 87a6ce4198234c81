"""Ask the book: the book's choice at a decision, why, and the figures behind it.

(A first shape: the choice and a plain sentence; each game's passages and figures follow.)
"""

from __future__ import annotations

import random

from game.engine import SeatView

from .choice import Adviser
from .model import Advice


class Coach:
    """The book for one seat at one game: ask it at any decision (:meth:`advise`), tell it
    each finished deal (:meth:`deal_over`)."""

    def __init__(self, variant: str, rng: random.Random | None = None) -> None:
        self.variant = variant
        self.adviser = Adviser(variant, rng)

    def advise(self, view: SeatView) -> Advice:
        action = self.adviser.choice(view)
        word = action.kind.value
        return Advice(action, word.capitalize(), f"The good player would {word} here.",
                      "The good player's judgement")

    def deal_over(self, view: SeatView) -> None:
        self.adviser.deal_over(view)
