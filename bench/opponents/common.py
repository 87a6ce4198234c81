"""What every clean-room opponent shares: reading the seat's view, and acting legally.

Nothing here knows how the project's own computer players think; it is written from the
engine's view (``SeatView``) and the books alone.  The one promise every opponent keeps is
that it never returns an action the table would refuse: :func:`legalize` checks each choice
against ``view.legal`` and falls back to the most modest legal answer.
"""

from __future__ import annotations

from game.engine.core.actions import Action, ActionKind as K, LegalAction
from game.engine.core.view import Phase, SeatView

CHECKS = (K.PASS,)
"""Kinds that keep the hand without putting anything in."""

AGGRESSIVE = frozenset((K.BET, K.RAISE, K.OPEN))
"""Kinds that put the others to a decision."""

CHOSEN = frozenset((K.RAISE, K.BET, K.OPEN, K.BLIND, K.NEW_CAVE, K.DRAW_ONE, K.TRADE_MONEY,
                    K.BARTER, K.GIVE))
"""Kinds whose amount the player chooses within the offer (the others' amount is fixed)."""

# The phases in which the hands are bet on (the others are dealing chores: blinds,
# straddles, antes, the draw, the show).
BETTING_PHASES = frozenset((Phase.OPENING, Phase.BEFORE_DRAW, Phase.AFTER_DRAW, Phase.BETTING))


def offer(view: SeatView, kind: K) -> LegalAction | None:
    """The legal offer of ``kind`` now, or None."""
    for o in view.legal:
        if o.kind is kind:
            return o
    return None


def is_legal(view: SeatView, action: Action) -> bool:
    """True when ``action`` is within one of the view's offers (as far as a seat can tell)."""
    o = offer(view, action.kind)
    if o is None:
        return False
    if action.kind is K.DRAW:
        return len(action.cards) <= o.high and all(c in view.hand for c in action.cards) \
            and len(set(action.cards)) == len(action.cards)
    if action.kind in CHOSEN:
        return o.low <= action.amount <= o.high
    if action.kind is K.BACK_FIELD:
        return action.amount == o.low  # Flat Poker wants the stake named
    return action.amount == 0 or action.amount == o.low == o.high


def modest(view: SeatView) -> Action:
    """The least committal legal answer: keep the hand for nothing if possible, stand pat,
    show, consent, otherwise the cheapest way on (a call), and last of all lay it down."""
    order = (K.PASS, K.SHOW, K.NO_STRADDLE, K.CONSENT, K.COME_BACK, K.ASK_STAKE)
    for kind in order:
        if offer(view, kind) is not None:
            return Action(kind)
    o = offer(view, K.CALL)
    if o is not None and o.low == 0:
        return Action(K.CALL)
    if offer(view, K.DRAW) is not None:
        return Action(K.DRAW)
    if offer(view, K.ABANDON) is not None:
        return Action(K.ABANDON)
    if o is not None:
        return Action(K.CALL)
    first = view.legal[0]
    if first.kind is K.DRAW:
        return Action(K.DRAW)
    return Action(first.kind, first.low if first.kind in CHOSEN or first.kind is K.BACK_FIELD
                  else 0)


def legalize(view: SeatView, action: Action | None) -> Action:
    """``action`` when the view allows it, otherwise the most modest legal answer."""
    if action is not None and is_legal(view, action):
        return action
    return modest(view)


def can_check(view: SeatView) -> bool:
    """True when the seat may stay without putting anything in."""
    if offer(view, K.PASS) is not None and view.to_call == 0:
        return True
    o = offer(view, K.CALL)
    return o is not None and o.low == 0


def check_or_fold(view: SeatView) -> Action:
    """Stay for nothing if the rules allow, otherwise lay the hand down."""
    if offer(view, K.PASS) is not None and (view.to_call == 0 or offer(view, K.ABANDON) is None):
        return Action(K.PASS)
    o = offer(view, K.CALL)
    if o is not None and o.low == 0:
        return Action(K.CALL)
    if offer(view, K.ABANDON) is not None:
        return Action(K.ABANDON)
    return modest(view)


def call_or_check(view: SeatView) -> Action:
    """See the bet (or stay for nothing when nothing is due)."""
    if view.to_call == 0 and can_check(view):
        return check_or_fold(view)
    if offer(view, K.CALL) is not None:
        return Action(K.CALL)
    return check_or_fold(view)


def wager(view: SeatView, amount: int) -> Action | None:
    """Bet, open or raise about ``amount`` counters (clamped to the offer), or None when no
    wager is open.  For a raise the amount is what goes in over the call."""
    for kind in (K.BET, K.OPEN, K.RAISE):
        o = offer(view, kind)
        if o is not None:
            return Action(kind, max(o.low, min(o.high, int(round(amount)))))
    return None


def live_opponents(view: SeatView) -> list[int]:
    """The other seats still holding cards in this deal."""
    return [p.seat for p in view.players if p.holds_cards and p.seat != view.seat]


def aggression(view: SeatView, seat: int, phases: frozenset[Phase] | None = None) -> int:
    """How many times ``seat`` bet, opened or raised in this deal (in ``phases``, if given)."""
    return sum(1 for a in view.history if a.seat == seat and a.kind in AGGRESSIVE
               and (phases is None or a.phase in phases))


def my_raises(view: SeatView) -> int:
    """How many times this seat has bet or raised in the current phase."""
    return sum(1 for a in view.history if a.seat == view.seat and a.kind in AGGRESSIVE
               and a.phase is view.phase)


def last_wager(view: SeatView) -> tuple[int | None, int]:
    """The seat that made the last bet or raise of this phase, and what it put in then."""
    for a in reversed(view.history):
        if a.phase is not view.phase:
            break
        if a.kind in AGGRESSIVE:
            return a.seat, a.put
    return None, 0


def pot_odds(view: SeatView) -> float:
    """The share of the pool (with the call) that staying costs: the least chance of winning
    that pays for a call."""
    c = view.to_call
    return c / (view.pool + c) if c else 0.0
