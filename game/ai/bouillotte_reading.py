"""The good player's reading at Bouillotte (Foster, "Suggestions for Good Play": "if a bet
had been made and met by another player, such a point should generally be laid down").

Each deal of the unseen cards that :func:`game.ai.bouillotte.chance` counts is weighed by
how likely each other player was to do what he did with the hand it gives him.  What a
hand is worth **to its holder** is its place among the hands he pictures the others
holding: its brelan, else its best suit with the retourne and that suit's highest card,
against a picture of each other player's hand — a few score hands dealt from the cards a
watcher cannot see, narrowed in turn by each thing that player did.  So the actions are
read in order, as the table saw them: a raise over a raise must beat what a raiser holds,
and a war of raises is fought with fewer and fewer hands on each side (the good player's own
raises narrow his picture the same way, as the others see it).  The chance of each action
at a given worth is :func:`game.ai.stud.likelihood`'s.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Sequence

from game.cards import Card, bouillotte_pack
from game.engine import ActionKind, Phase, SeatView
from game.hands.bouillotte import classify, hand_point

from .stud import READ_ME, _Range, likelihood

K = ActionKind
PICTURE = 80
"""Hands in each player's picture."""
ANYTHING = 0.03
"""The chance that a player's whole betting in a deal was made on anything (a bluff, a
raise war fought for its own sake): each of his actions is read as a sound player's, but
a deal is never taken as impossible for his hand, however many raises he made."""


def strength_key(hand: Sequence[Card], retourne: Card) -> tuple[int, int, int]:
    """How strong a hand looks to its holder: its brelan, else its best suit's pips with
    the retourne and its highest card (the point goes to the best suit's highest card)."""
    return _strength_key(frozenset(hand), retourne)


@lru_cache(maxsize=1 << 15)
def _strength_key(hand: frozenset[Card], retourne: Card) -> tuple[int, int, int]:
    # (the same few hundred hands are pictured at every decision of every deal)
    kind, rank = classify(tuple(hand), retourne).key
    if kind:
        return (kind, rank, 0)
    point, suit = hand_point(hand, retourne)
    top = max((int(c.rank) for c in hand if c.suit is suit), default=0)
    return (0, point, top)


def read_weights(view: SeatView, deals: Sequence[dict[int, Sequence[Card]]], order: Sequence[int],
                 rng: random.Random) -> list[float]:
    """A weight for each of ``deals`` (each other player's hand by seat): how likely the
    betting so far was with those hands."""
    b = view.bouillotte
    me = view.seat
    acts = [a for a in view.history if a.phase is Phase.BETTING
            and a.kind in (K.PASS, K.CALL, K.RAISE, K.ABANDON)
            and not (a.kind is K.CALL and a.put == 0)]
    weights = [1.0] * len(deals)
    if not any(a.seat != me and a.kind is not K.ABANDON for a in acts):
        return weights
    public = [c for c in bouillotte_pack(len(order)).cards() if c != b.retourne]
    seats = list(order)
    keys: dict[int, list[tuple[int, int, int]]] = {s: [] for s in seats}
    for _ in range(PICTURE):
        drawn = rng.sample(public, 3 * len(seats))
        for i, s in enumerate(seats):
            keys[s].append(strength_key(drawn[3 * i:3 * i + 3], b.retourne))
    pictured = {s: [1.0] * PICTURE for s in seats}
    real = {s: [strength_key(d[s], b.retourne) for d in deals] for s in seats if s != me}
    sound = {s: [1.0] * len(deals) for s in seats if s != me}
    live = set(seats)
    for a in acts:
        if a.kind is K.ABANDON:
            live.discard(a.seat)
            continue
        if a.seat not in live:
            continue
        ranges = [_Range(list(zip(keys[s], pictured[s]))) for s in live if s != a.seat]

        def worth(key: tuple[int, int, int]) -> float:
            q = 1.0
            for r in ranges:
                q *= r.share(key)  # type: ignore[arg-type]
            return q

        if a.seat != me:
            sound[a.seat] = [w * likelihood(a.kind, worth(k), 0.0)
                             for w, k in zip(sound[a.seat], real[a.seat])]
        power = READ_ME if a.seat == me else 1.0
        pictured[a.seat] = [w * likelihood(a.kind, worth(k), 0.0) ** power
                            for w, k in zip(pictured[a.seat], keys[a.seat])]
        if a.seat != me:  # never impossible (see ANYTHING)
            top = max(pictured[a.seat]) or 1.0
            pictured[a.seat] = [w + ANYTHING * top for w in pictured[a.seat]]
    for ws in sound.values():
        top = max(ws) or 1.0
        weights = [w * (v + ANYTHING * top) for w, v in zip(weights, ws)]
    return weights


__all__ = ["read_weights", "strength_key"]
