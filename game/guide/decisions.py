"""The person's decisions beside the prepared script: which decision a view asks for, the
script's move there, whether a move is offered, and whether two moves are the same.

Used by the guide (:mod:`.driver`), to know whether the person keeps to the prepared way, and by
the computer players (:mod:`.players`), to play the prepared moves while he does.
"""

from __future__ import annotations

from typing import Any

from game.engine import Action, ActionKind, SeatView
from game.rulebook.guided.model import Prepared, Step

K = ActionKind


def scripted_step(prepared: Prepared, deal: int, who: str, k: int) -> Step | None:
    """The ``k``-th move (from 0) of ``who`` in the guide's ``deal``, if the script has one."""
    if not 1 <= deal <= prepared.deals:
        return None
    mine = [s for s in prepared.script[deal - 1] if s.who == who]
    return mine[k] if k < len(mine) else None


def decision_key(view: SeatView) -> tuple[int, int, int]:
    """One key per decision point (as the book keys its advice): deal, history, seat."""
    return (view.deal, len(view.history), view.seat)


def decision_index(view: SeatView) -> int:
    """Which of the seat's decisions of this deal the view asks for (0: the first)."""
    return sum(1 for a in view.history if a.seat == view.seat)


def offered(view: SeatView, action: Action) -> bool:
    """Whether ``action`` is among the view's legal actions (its amount in range)."""
    offer = view.offer(action.kind)
    if offer is None:
        return False
    if action.kind in (K.RAISE, K.BET, K.OPEN, K.BLIND, K.NEW_CAVE):
        return offer.allows(action.amount)
    if action.kind is K.DRAW:
        return len(action.cards) <= offer.high and all(c in view.hand for c in action.cards)
    if action.kind in (K.TRADE_MONEY, K.BARTER, K.GIVE):
        return (all(c in view.hand for c in action.cards) and len(action.cards) <= 1
                and (bool(action.cards) or 0 <= action.amount < len(view.hand)))
    if action.kind is K.DRAW_ONE and action.cards:
        widow = view.widow or ()
        return len(action.cards) == 2 and action.cards[0] in view.hand and action.cards[1] in widow
    return action.amount in (0, offer.low) if offer.low == offer.high else True


def fitted(view: SeatView, action: Action) -> Action:
    """A prepared move as the table takes it: a move whose amount is fixed by the offer (a
    call, backing against the field) carries that amount."""
    offer = view.offer(action.kind)
    if (offer is not None and offer.low == offer.high and not action.amount and not action.cards
            and action.kind not in (K.DRAW, K.DRAW_ONE, K.TRADE_MONEY, K.BARTER, K.GIVE)):
        return Action(action.kind, offer.low)
    return action


def same_move(view: SeatView, a: Action, b: Action) -> bool:
    """Whether two actions are the same move from this view (a call's amount, a card named by
    its place or by itself, a discard in any order)."""
    if a.kind is not b.kind:
        return False
    if a.kind in (K.TRADE_MONEY, K.BARTER, K.GIVE):
        return _traded(view, a) == _traded(view, b)
    if a.kind is K.DRAW_ONE:
        return _swapped(view, a) == _swapped(view, b)
    if a.kind is K.DRAW:
        return set(a.cards) == set(b.cards)
    if a.kind in (K.RAISE, K.BET, K.OPEN, K.BLIND, K.NEW_CAVE):
        return a.amount == b.amount
    return True


def _traded(view: SeatView, a: Action) -> Any:
    if a.cards:
        return a.cards[0]
    return view.hand[a.amount] if 0 <= a.amount < len(view.hand) else None


def _swapped(view: SeatView, a: Action) -> Any:
    if len(a.cards) == 2:
        return a.cards
    widow = view.widow or ()
    n = len(widow) or 1
    i, j = divmod(a.amount, n)
    if i < len(view.hand) and j < len(widow):
        return (view.hand[i], widow[j])
    return None
