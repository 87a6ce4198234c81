"""One card of a hand for one of a row of cards face up in the middle (Whiskey Poker's widow,
Thirty-One's cards on the table): which two cards an action names, checked."""

from __future__ import annotations

from typing import Sequence

from game.cards import Card

from ..core.actions import Action
from ..core.errors import BadDiscard


def swap_named(hand: Sequence[Card], widow: Sequence[Card], action: Action, passage: str, *,
               what: str, pile: str) -> tuple[Card, Card]:
    """The card given up and the card taken: the action's two cards (the hand's, then the
    pile's), or its number, ``len(widow) * hand place + pile place``.  ``what`` names the
    action and ``pile`` the row in an error ("draw one", "the widow")."""
    if action.cards:
        if len(action.cards) != 2:
            raise BadDiscard(f"{what} names two cards: yours, then one of {pile}", passage)
        gave, took = action.cards
        if gave not in hand:
            raise BadDiscard(f"{gave.code} is not in your hand", passage)
        if took not in widow:
            raise BadDiscard(f"{took.code} is not in {pile}", passage)
        return gave, took
    n = len(widow)
    return hand[action.amount // n], widow[action.amount % n]
