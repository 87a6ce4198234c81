"""The deal in review's words for when a decision was taken ("before the draw", "the brag").

What was done is said as the book's choice is (:func:`game.coach.words.choice_words`: the
action panel's words, without the window).
"""

from __future__ import annotations

from game.engine import Phase, SeatView

_STEPS = {
    Phase.BLIND: "the blind", Phase.ANTES: "the antes", Phase.STRADDLE: "the straddle",
    Phase.OPENING: "the opening", Phase.BEFORE_DRAW: "before the draw", Phase.DRAW: "the draw",
    Phase.AFTER_DRAW: "after the draw", Phase.SHOWDOWN: "the show", Phase.BETTING: "the betting",
    Phase.WIDOW: "the widow", Phase.COMING_IN: "coming in",
    Phase.BACKING: "backing against the field", Phase.FIELD: "the field's call",
    Phase.TRADING: "the trading", Phase.BUYING: "buying cards",
}
_AMBIGU = {"draw": "the first draw", "play": "I play or I pass", "choice": "the dealer's choice",
           "betting": "after the second draw", "dealing": "the deal"}


def step_words(view: SeatView) -> str:
    """When a decision was taken, in plain words ("before the draw", "the brag")."""
    game = view.variant.split("-")[0]
    if view.ambigu is not None:
        step = getattr(view.ambigu, "step", "")
        if step == "draw" and getattr(view.ambigu, "round", 1) == 2:
            return "the second draw"
        return _AMBIGU.get(step, _STEPS.get(view.phase, view.phase.value))
    if game == "brag" and view.phase is Phase.BETTING:
        return "the brag"
    if view.variant == "stud-rounds" and view.phase is Phase.BETTING:
        return f"the betting on {len(view.hand)} cards"
    if game == "bouillotte" and view.phase is Phase.BETTING:
        return "the betting"
    return _STEPS.get(view.phase, view.phase.value)
