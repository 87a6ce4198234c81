"""The worlds of a decision: the deal as the seat could not tell it from what really was.

**Worlds.**  A world is the decision point with every card the seat had not seen there dealt
afresh: what the seat could not tell from what really was (:func:`world`: the unseen cards
of the deal's pack exchanged among themselves, the same exchange wherever a card appears, so
a card an opponent discarded is the card that lay where he was dealt it).  A world whose
actions the engine refuses (a jack pot opened without openers), or in which the seat's view
differs from its real view, is drawn again (:func:`world_table`).

**Weighed by the good player's readings.**  At each decision :data:`POOL` deals of the unseen
cards are drawn once and weighed by the good player's reading of the others
(:mod:`.readings`): the weight the reading gives the hands each deal puts in their hands
there, found by applying the exchange to the hands as they really were (no deal is laid out
to be weighed).  Each play-out's world is drawn from that pool in proportion to its weight
(:class:`WorldPool`), and laid out only then: a world in which a raiser holds rubbish is
seldom played out, one in which he holds what raisers hold often.  So the worlds follow the
very reading the advice's chance comes from; drawn from four candidates a world, as they
once were, they lay near the cards taken all alike, and the review disagreed with the advice
(a stay the book's 15% said to abandon "gained 8.4 to 41.7").

The valuation (:mod:`.valuation`) plays its candidates out from these worlds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from game.cards import Card
from game.engine import Action, RuleError, Table
from game.engine.core.errors import TableError

from .model import DealRecord
from .readings import Reading
from .replay import Decision, play, table_for

WORLD_TRIES = 60
"""How many fresh deals of the unseen cards are tried before a world is given up."""
CANDIDATES = 4
"""Worlds drawn for each one played out by :func:`likely_world` (the review draws from a
:class:`WorldPool` instead)."""
MORE_CANDIDATES = {"stud": 16}
"""Games whose readings narrow a hand too sharply for :data:`CANDIDATES` to follow."""
POOL = 96
"""Deals of the unseen cards a decision's :class:`WorldPool` weighs by the reading."""
SMALLER_POOL = {"ambigu": 48, "bouillotte": 64}
"""Games whose readings take longer to weigh a deal (Ambigu counts each opponent's best
discard; Bouillotte reads the betting afresh over the deals): their pools are smaller."""
GROWN = 4
"""A pool whose weights crowd onto a few deals grows, a pool's size at a time, up to this
many times its size (:class:`WorldPool`)."""
SPREAD_WORLDS = 16.0
"""The worlds' spread a pool should reach (its effective count, :func:`effective`) before it
stops growing: a sharp reading (an opponent who stood pat holds a made hand) gave one deal of
96 nearly all the weight, every play-out was that one world, and the review's interval, as
narrow as if it had measured something, said a draw of one "gained 43.4 to 51.0" over the
book's draw of four (book round 6's M5: the review pointing against the advice)."""
Moves = Sequence[tuple[int, Action]]


def effective(weights: Sequence[float]) -> float:
    """How many equally weighed worlds ``weights`` are worth (Kish's effective count: the
    square of their sum over the sum of their squares; nought for no weight at all)."""
    total = sum(weights)
    squares = sum(w * w for w in weights)
    return total * total / squares if squares > 0 else 0.0

def world(record: DealRecord, seen: frozenset[Card] | set[Card], rng: random.Random
          ) -> tuple[list[list[Card]], list[tuple[int, Action]]]:
    """The deal's packs and actions with every card not in ``seen`` exchanged at random for
    another unseen card (the same exchange wherever the card appears)."""
    return world_from(record, exchange(record, seen, rng))


def exchange(record: DealRecord, seen: frozenset[Card] | set[Card], rng: random.Random
             ) -> dict[Card, Card]:
    """A random exchange of the cards not in ``seen`` among themselves: a world's deal."""
    pack = record.packs[0] if record.packs else []
    unseen = [c for c in pack if c not in seen]
    dealt = list(unseen)
    rng.shuffle(dealt)
    return dict(zip(unseen, dealt))


def world_from(record: DealRecord, swap: dict[Card, Card]
               ) -> tuple[list[list[Card]], list[tuple[int, Action]]]:
    """The deal's packs and actions with ``swap`` applied wherever a card appears."""
    get = swap.get
    packs = [[get(c, c) for c in p] for p in record.packs]
    actions = [(s, Action(a.kind, a.amount, tuple(get(c, c) for c in a.cards)) if a.cards else a)
               for s, a in record.actions]
    return packs, actions


@dataclass
class World:
    """One world at a decision: the table played to just before it, and the world's deal."""

    table: Table
    packs: list[list[Card]]
    actions: list[tuple[int, Action]]

    def hands(self) -> dict[int, tuple[Card, ...]]:
        """The cards each seat holds at the decision in this world."""
        t = self.table
        return {s: t.view(s).hand for s in range(t.size)}


def world_table(record: DealRecord, decision: Decision, seat: int, rng: random.Random,
                tries: int = WORLD_TRIES) -> World | None:
    """A world at ``decision``; None when none could be laid out in ``tries``.  The seat's
    view there is its real view (a world that shows it anything else is drawn again)."""
    for _ in range(tries):
        laid = lay_world(record, decision, seat, exchange(record, decision.seen, rng))
        if laid is not None:
            return laid
    return None


def lay_world(record: DealRecord, decision: Decision, seat: int, swap: dict[Card, Card]
              ) -> World | None:
    """The world ``swap`` makes, laid out to just before ``decision``; None when the engine
    refuses its actions there or the seat's view in it is not its real view."""
    packs, actions = world_from(record, swap)
    table = table_for(record, packs)
    try:
        play(table, actions, decision.index)
    except (RuleError, TableError, ValueError, IndexError, KeyError):
        return None
    if table.to_act != seat or table.view(seat) != decision.view:
        return None
    return World(table, packs, actions)


def as_it_was(record: DealRecord, decision: Decision) -> World:
    """The deal as it really went, to just before ``decision`` (the world of last resort:
    when no other lays out, the real one is one the seat could not tell from the others)."""
    packs, actions = record.packs, list(record.actions)
    return World(replay_world(record, packs, actions, decision.index), packs, actions)


def replay_world(record: DealRecord, packs: list[list[Card]], actions: Moves, stop: int,
                 source: random.Random | None = None) -> Table:
    """A world laid out again to ``actions[:stop]``; the cards dealt after that come from
    ``source`` (the packs still stacked are dropped: another line of play may need others)."""
    table = table_for(record, packs, source)
    play(table, actions, stop)
    table.rng.stacked = []  # type: ignore[attr-defined]
    return table


def likely_world(record: DealRecord, decision: Decision, seat: int, reading: Reading,
                 rng: random.Random, candidates: int = CANDIDATES) -> World | None:
    """A world at ``decision`` drawn in proportion to ``reading``: of ``candidates`` drawn
    at random, one taken with probability its weight among them."""
    if type(reading) is Reading:
        candidates = 1  # an even reading: every world weighs the same, the first will do
    drawn: list[World] = []
    for _ in range(candidates):
        w = world_table(record, decision, seat, rng)
        if w is None:
            break
        drawn.append(w)
    if not drawn:
        return None
    if len(drawn) == 1:
        return drawn[0]
    weights = reading.weights([w.hands() for w in drawn])
    total = sum(weights)
    if total <= 0:
        return drawn[0]
    x = rng.random() * total
    for w, weight in zip(drawn, weights):
        x -= weight
        if x < 0:
            return w
    return drawn[-1]


class WorldPool:
    """The worlds of one decision, weighed once by the reading: :data:`POOL` deals of the
    unseen cards, each weighed by the hands it gives the others at the decision (found
    without laying the deal out: the exchange applied to the hands as they really were), and
    drawn from in proportion to those weights, a world laid out only when it is drawn.  So the
    worlds a review plays out follow the reading the advice's figures come from, however
    sharply it narrows a hand (a handful of candidates a world left them near the cards taken
    all alike: a Stud bet into a pool of 4 was said to have gained 28.8 to 37.9)."""

    def __init__(self, record: DealRecord, decision: Decision, seat: int, reading: Reading,
                 rng: random.Random, size: int) -> None:
        self.record, self.decision, self.seat, self.reading = record, decision, seat, reading
        even = type(reading) is Reading
        self.swaps: list[dict[Card, Card]] = []
        self.weights: list[float] = []
        real = None if even else as_it_was(record, decision).hands()
        for _ in range(GROWN):
            swaps = [exchange(record, decision.seen, rng) for _ in range(size)]
            self.swaps.extend(swaps)
            if real is None:
                self.weights.extend([1.0] * size)
                break
            worlds = [{s: tuple(sw.get(c, c) for c in h) for s, h in real.items()}
                      for sw in swaps]
            self.weights.extend(max(0.0, w) for w in reading.weights(worlds))
            if effective(self.weights) >= SPREAD_WORLDS:
                break  # (the worlds spread enough: more deals would cost time, not tell more)

    def take(self, rng: random.Random, tries: int = WORLD_TRIES) -> World | None:
        """A world drawn in proportion to its weight; one the engine refuses is weighed
        nought from then on.  None when none lays out."""
        for _ in range(tries):
            total = sum(self.weights)
            if total <= 0:
                return None
            x = rng.random() * total
            pick = len(self.weights) - 1
            for i, w in enumerate(self.weights):
                x -= w
                if x < 0:
                    pick = i
                    break
            laid = lay_world(self.record, self.decision, self.seat, self.swaps[pick])
            if laid is not None:
                return laid
            self.weights[pick] = 0.0
        return None
