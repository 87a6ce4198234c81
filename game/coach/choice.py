"""The book's choice at a decision: what the good player would do with this seat's view.

The adviser is a good player of the game (:func:`game.ai.make_player`) that is shown only
the seat's view, and is told each finished deal as the seat saw it, so that it knows the
opponents as well as the person could.  Asking it twice at one decision gives one answer:
its answer is kept for that point of the deal, so its memory of the deal (its plan, its
bluff) is not disturbed by a second question.
"""

from __future__ import annotations

import random

from game.ai import make_player
from game.engine import Action, ActionKind, SeatView


def decision_key(view: SeatView) -> tuple[int, int, int]:
    """One key per decision point of a deal: the deal, how much has happened, the seat."""
    return (view.deal, len(view.history), view.seat)


class Adviser:
    """A good player who advises one seat at one game."""

    def __init__(self, variant: str, rng: random.Random | None = None,
                 temperament: str = "good") -> None:
        self.variant = variant
        self.player = make_player(temperament, rng or random.SystemRandom(), name="The book",
                                  variant=variant)
        self._answers: dict[tuple[int, int, int], Action] = {}

    def choice(self, view: SeatView) -> Action:
        """The book's choice: one of ``view.legal``."""
        key = decision_key(view)
        got = self._answers.get(key)
        if got is None:
            if self._answers and next(iter(self._answers))[0] != view.deal:
                self._answers.clear()  # a new deal: the last one's answers are done with
            between = view.stakes is not None  # new stakes: not a question for the player
            got = self._answers[key] = (self._between_deals(view) if between
                                        else self.player.decide(view))
        return got

    def _between_deals(self, view: SeatView) -> Action:
        """Between deals (table stakes, Bouillotte's cave): what a computer player says
        (:mod:`game.ai.stakes`); a new cave as the good player buys it."""
        from game.ai.french.bouillotte import new_cave
        from game.ai.stakes import stake_answer
        offers = {o.kind: o for o in view.legal}
        cave = offers.get(ActionKind.NEW_CAVE)
        if cave is not None:
            others = [p.stack for p in view.players if p.seat != view.seat]
            temperament = getattr(self.player, "temperament", None)
            return Action(ActionKind.NEW_CAVE,
                          new_cave(temperament, cave, others, view.stakes.stake))
        said = stake_answer(view.seat, view.stakes, view.legal)
        if said is not None:
            return said
        for o in view.legal:
            if o.kind is not ActionKind.SIT_OUT:
                return Action(o.kind, o.low if o.low == o.high else 0)
        return Action(view.legal[0].kind)

    def deal_over(self, view: SeatView) -> None:
        """Show the adviser the finished deal, as the seat saw it."""
        hook = getattr(self.player, "deal_over", None)
        if hook is not None:
            hook(view)
        self._answers.clear()
