"""What every game's deal keeps for a seat, and the two rules every deal shares: helping a
player from the stock without dealing its last card (Law 26), and dividing a pool (Law 36)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

from game.cards import Card, shuffled


@dataclass(slots=True)
class SeatHand:
    """One seat's part in a deal."""

    seat: int
    cards: list[Card] = field(default_factory=list)
    up: list[Card] = field(default_factory=list)
    """The cards among ``cards`` that lie face up (Stud's up-cards; a Show-down hand)."""
    dealt: tuple[Card, ...] = ()
    live: bool = True
    put: int = 0
    discarded: list[Card] = field(default_factory=list)
    drawn: list[Card] = field(default_factory=list)
    drew: int | None = None
    shown: bool = False
    shown_cards: tuple[Card, ...] = ()
    knocked: bool = False
    beaten: bool = False


def help_from_stock(stock: list[Card], dead: list[Card], count: int, keep_out: Sequence[Card],
                    rng: random.Random, rebuilt: Callable[[int], None]) -> list[Card]:
    """``count`` cards from the end of ``stock``, never its last card (Law 26): when only two
    remain and more are needed, they are shuffled with ``dead`` (discards and abandoned
    hands; not ``keep_out``) and cut.  Changes ``stock`` and ``dead`` in place and calls
    ``rebuilt(size)`` for each new pack."""
    out: list[Card] = []
    while len(out) < count:
        need = count - len(out)
        if len(stock) <= 1 or (len(stock) == 2 and need > 1):
            pile = [c for c in dead if c not in keep_out]
            dead[:] = [c for c in dead if c in keep_out]
            stock[:] = shuffled(stock + pile, rng)
            rebuilt(len(stock))
        out.append(stock.pop())
    return out


def divide(amount: int, winners: Sequence[int], order: Sequence[int]) -> dict[int, int]:
    """Ties divide (Law 36); the odd counter goes to the tied player first in ``order``
    (from the dealer's left: our rule, the books are silent)."""
    share, odd = divmod(amount, len(winners))
    paid = {w: share for w in winners}
    for w in sorted(winners, key=order.index)[:odd]:
        paid[w] += 1
    return paid
