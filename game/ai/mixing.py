"""The computer players' chance: their mixing on purpose, kept apart from their counting.

A player mixes its play on purpose (a bluff one time in N, a straddle now and then, a kicker
held for variety): each such choice is made here, by :func:`mixed` (yes with probability
``p``) or :func:`pick` (one of several, each as likely), from the player's own generator.

What a player *counts* (deals of the unseen cards for its chance of the best hand, draws
tried for a discard) is counted with :func:`counting_rng`, a generator seeded by the
decision itself, so that the same view always counts the same.  A player's action then
depends on its view, what it has learned of the others, and its mixing alone: so the book
(:mod:`game.coach.choice`), which is the good player shown the seat's view, can find every
action the good player would take at a decision by following each way its mixing can go,
with a generator that has :meth:`fork` and :meth:`choose` (a :class:`Branches`).

What a player's *reading* draws once and keeps through the deal (Bouillotte's deals of the
unseen cards and its pictures of each hand) comes from :func:`seen_rng`, seeded by what the
seat has seen when the reading draws, never by the moment it happens to be built: a reading
built afresh at any decision of the deal is the one kept since the deal began.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence, TypeVar

from game.cards import Card
from game.engine import PublicAction, SeatView

T = TypeVar("T")


def mixed(rng: random.Random, p: float) -> bool:
    """True with probability ``p``: a choice made on purpose now and then."""
    if p <= 0:
        return False
    if p >= 1:
        return True
    fork = getattr(rng, "fork", None)
    if fork is not None:
        return bool(fork(p))
    return rng.random() < p


def pick(rng: random.Random, options: Sequence[T]) -> T:
    """One of ``options``, each as likely."""
    if len(options) == 1:
        return options[0]
    choose = getattr(rng, "choose", None)
    if choose is not None:
        return options[choose(len(options))]
    return options[rng.randrange(len(options))]


def seen_rng(view: SeatView, what: str, shown: Sequence[Card] = (),
             actions: Sequence[PublicAction] = ()) -> random.Random:
    """A generator for a reading's draws (``what``: which reading), seeded by what the seat has
    seen when it draws: the game, the deal's number, the seat, its own cards, the cards shown
    (``shown``: Bouillotte's retourne) and the actions it has read by then (``actions``).
    Never the table's generator, and nothing the seat may not see: so a reading built afresh
    from a view (after a saved game is resumed, or by the book) draws what the one kept
    through the deal drew, and reads on to the same weights."""
    hand = "".join(c.code for c in view.hand)
    up = "".join(c.code for c in shown)
    acts = ",".join(f"{a.seat}/{a.kind.name}/{a.put}/{a.phase.name}/{a.drew}" for a in actions)
    return random.Random(f"{what}:{view.variant}:{view.deal}:{view.seat}:{hand}:{up}:{acts}")


def counting_rng(view: SeatView, what: str = "") -> random.Random:
    """A generator for counting at this decision (``what``: which count), the same every time
    the same view is counted, whoever counts it."""
    hand = "".join(c.code for c in view.hand)
    return random.Random(f"{what}:{view.variant}:{view.deal}:{len(view.history)}:{view.seat}:"
                         f"{hand}")


@dataclass
class Taken:
    """One way a player's mixing went at one decision."""

    ways: int
    """How many ways it could go there."""
    way: int
    """The way it went (0: the likeliest)."""
    chance: float
    """The chance of that way."""


class Branches(random.Random):
    """A generator that takes its player down one chosen way at each of its mixed choices
    (``path``: the way at each, 0 the likeliest, beyond the path always the likeliest), and
    records every mixed choice made (:attr:`taken`).  Anything else asked of it (a count
    the player should have made with :func:`counting_rng`) comes from a fixed seed."""

    def __init__(self, path: Sequence[int] = ()) -> None:
        super().__init__(0)
        self.path = list(path)
        self.taken: list[Taken] = []

    def __deepcopy__(self, memo: dict[int, object]) -> Branches:
        # A copied player starts down a way of its own (the caller sets it): nothing of this
        # one's is worth copying, least of all the generator's state behind it.
        fresh = Branches()
        memo[id(self)] = fresh
        return fresh

    def follow(self, path: Sequence[int]) -> None:
        """Start again down ``path``."""
        self.path = list(path)
        self.taken = []

    def _way(self, ways: int) -> int:
        i = len(self.taken)
        way = self.path[i] if i < len(self.path) else 0
        return way if way < ways else 0

    def fork(self, p: float) -> bool:
        likelier = p >= 0.5
        way = self._way(2)
        self.taken.append(Taken(2, way, max(p, 1 - p) if way == 0 else min(p, 1 - p)))
        return likelier if way == 0 else not likelier

    def choose(self, n: int) -> int:
        way = self._way(n)
        self.taken.append(Taken(n, way, 1.0 / n))
        return (way + n // 2) % n  # the likeliest (the first way) is the middle one

    @property
    def chance(self) -> float:
        """The chance of the way taken, all its mixed choices together."""
        out = 1.0
        for t in self.taken:
            out *= t.chance
        return out


__all__ = ["Branches", "Taken", "counting_rng", "mixed", "pick", "seen_rng"]
