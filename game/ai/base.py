"""The player protocol, and the two simplest players: random legal, and the calling station.

They are baselines for simulations and tests, not opponents worth meeting: the calling
station is the book's "good caller", who "is a sure loser".
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Protocol

from game.engine import Action, ActionKind, SeatView

K = ActionKind
_DRAW = K.DRAW  # (an enum member read off its class costs a metaclass lookup)


class Player(Protocol):
    """Anything that decides: given a view with legal actions, return one of them."""

    name: str

    def decide(self, view: SeatView) -> Action: ...


class RandomPlayer:
    """Chooses uniformly among the legal actions, amounts and discards."""

    def __init__(self, rng: random.Random, name: str = "Random") -> None:
        self.rng = rng
        self.name = name

    def decide(self, view: SeatView) -> Action:
        # (randrange(a, b + 1) is what randint(a, b) calls: the same numbers, a call fewer;
        # the benchmarks time the engine with this player.)
        rng = self.rng
        offer = rng.choice(view.legal)
        if offer.kind is _DRAW:
            n = rng.randrange(offer.high + 1)
            return Action(_DRAW, cards=tuple(rng.sample(view.hand, n)))
        amount = rng.randrange(offer.low, offer.high + 1) if offer.high else 0
        return Action(offer.kind, amount)


def keep_groups(hand: tuple) -> tuple:  # type: ignore[type-arg]
    """The cards to discard when keeping pairs and better, or else the highest card."""
    counts = Counter(c.rank for c in hand)
    if max(counts.values()) >= 2:
        return tuple(c for c in hand if counts[c.rank] < 2)
    top = max(hand, key=lambda c: c.rank)
    return tuple(c for c in hand if c is not top)


class CallingStation:
    """Stays with anything, never raises, bets the least when it must bet, opens when it can."""

    def __init__(self, name: str = "Caller") -> None:
        self.name = name

    def decide(self, view: SeatView) -> Action:
        kinds = {o.kind: o for o in view.legal}
        if K.DRAW in kinds:
            return Action(K.DRAW, cards=keep_groups(view.hand))
        for kind in (K.NO_STRADDLE, K.CALL, K.SHOW):
            if kind in kinds:
                return Action(kind)
        for kind in (K.OPEN, K.BET, K.BLIND):
            if kind in kinds:
                return Action(kind, kinds[kind].low)
        return Action(K.PASS if K.PASS in kinds else view.legal[0].kind)


def legal_action(view: SeatView, action: Action) -> Action:
    """Make sure the action is one the view offers, with an amount in range."""
    offer = view.offer(action.kind)
    if offer is None:
        for kind in (K.CALL, K.PASS, K.NO_STRADDLE, K.SHOW, K.ABANDON):
            if view.offer(kind):
                return Action(kind)
        o = view.legal[0]
        return Action(o.kind, o.low)
    if action.kind in (K.RAISE, K.BET, K.OPEN, K.BLIND):
        return Action(action.kind, max(offer.low, min(offer.high, action.amount)))
    if action.kind is K.DRAW:
        return Action(K.DRAW, cards=action.cards[:offer.high])
    return action
