"""The book whose word the guide gives: :class:`GuideBook`, one answer at each of the person's
decisions.

At every one of the person's decisions the guide says what the live book says (the same call
"Ask the book" makes, :meth:`game.coach.advice.Coach.advise`).  The window lends the guide its
own book's advice; headless, the guide asks a coach of its own, made on first use and told
each deal's end as the window's is.  Whichever answered, the answer given at a decision is kept
for the deal, so that the guide's word, its pointer and its judgement of the person's move all
speak of the same move.
"""

from __future__ import annotations

import random
import threading
from typing import Any

from game.engine import SeatView

from .decisions import decision_key

ADVISER_SEED = 39
"""The good player who gives the book's word is a player like any other, with a generator
of his own; a fixed one makes the guide's word the same every time (no card depends on it)."""


class GuideBook:
    """The book's advice at the person's decisions, one answer a decision; see the module
    docstring.  ``coach``: the window's book (told each deal's end there), or None for one of
    the guide's own, with ``seed``."""

    def __init__(self, variant: str, seed: int = ADVISER_SEED, coach: Any = None) -> None:
        self.variant = variant
        self._coach: Any = coach
        """The book (a :class:`~game.coach.advice.Coach`): the window's own, or one of the
        guide's made on first use."""
        self._lock = threading.Lock()
        """The book is asked from one thread at a time."""
        self._seed = seed
        self._made_coach = False
        self._advised: dict[tuple[int, int, int], Any] = {}
        """The book's advice at each decision of the deal, as it was given (one answer)."""

    def _coach_now(self) -> Any:
        if self._coach is None:
            from game.coach.advice import Coach

            self._coach = Coach(self.variant, random.Random(self._seed))
            self._made_coach = True
        return self._coach

    def keep(self, view: SeatView, advice: Any) -> None:
        """The advice given at this decision (the window's), kept as the answer there."""
        key = decision_key(view)
        if self._advised and next(iter(self._advised))[0] != key[0]:
            self._advised.clear()  # a new deal: the last one's advice is done with
        self._advised[key] = advice

    def advice(self, view: SeatView) -> Any:
        """The book's advice at this decision: the one already given there, else the live
        book asked (the same call "Ask the book" makes); None if it has none."""
        key = decision_key(view)
        if key in self._advised:
            return self._advised[key]
        try:
            with self._lock:
                got = self._coach_now().advise(view)
        except (ValueError, KeyError, IndexError, NotImplementedError):
            got = None
        self.keep(view, got)
        return got

    def advised(self, view: SeatView) -> Any:
        """The book's advice at this decision as already given, without asking (None: not yet
        given, or the book had none)."""
        return self._advised.get(decision_key(view))

    def deal_over(self, view: SeatView) -> None:
        """Tell the guide's own book the deal is over (as the window tells its book), so that
        it knows the others as the person does.  A book lent by the window is told there."""
        if self._coach is not None and self._made_coach:
            with self._lock:
                self._coach.deal_over(view)
        self._advised.clear()
