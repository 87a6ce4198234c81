"""The computer players of a guided deal: the prepared moves while the person keeps to the
book's way, their own judgement after.

A :class:`ScriptedPlayer` wraps the seat's own computer player.  Asked for a move, it finds
its place in the script from the view alone (the guide's deal, and how many moves the seat
has made in it), so a deal resumed from a save goes on as prepared.  A prepared move the
table does not offer (the person's choices have changed the deal), or any move once the
person has left the book's way or the guide, is the player's own.
"""

from __future__ import annotations

from typing import Any

from game.engine import Action, SeatView
from game.rulebook.guided.model import Prepared

from .decisions import decision_index, fitted, offered, scripted_step
from .state import GuideState


class ScriptedPlayer:
    """A computer player who plays the prepared deal's moves (see the module docstring)."""

    def __init__(self, prepared: Prepared, who: str, own: Any, state: GuideState) -> None:
        self.prepared = prepared
        self.who = who
        self.own = own
        self.state = state
        self.name = own.name
        self.description = getattr(own, "description", "")

    def decide(self, view: SeatView) -> Action:
        if self.state.on_line and not self.state.left:
            step = scripted_step(self.prepared, view.deal - self.state.first + 1, self.who,
                                 decision_index(view))
            if step is not None and offered(view, step.action()):
                return fitted(view, step.action())
        return self.own.decide(view)

    def deal_over(self, view: SeatView) -> None:
        hook = getattr(self.own, "deal_over", None)
        if hook is not None:
            hook(view)

    def __getattr__(self, name: str) -> Any:
        # What the window asks of a computer player (its temperament, its notes) is its own.
        return getattr(self.__dict__["own"], name)


__all__ = ["ScriptedPlayer"]
