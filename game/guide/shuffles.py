"""The guided deal's packs: each shuffle lays out the prepared cards on top.

:class:`GuidedShuffles` is the store's :class:`~game.store.dealing.DealingShuffles` (so the
window's saves see every pack, as they do in real play) whose shuffles, while the guide
lasts, lay out the prepared deal's packs: the prepared cards come off the top in the order
given, and the rest of the cards being shuffled lie under them in the order they came (a
fixed order: the prepared deal is the same every time, and it is the program's own data,
so it predicts nothing of real play).  A prepared card not among the cards being shuffled
(the person drew other cards than the book's, and the pack made up again from the discards
holds others) is passed over: the guide never refuses a deal the person's choices have
changed.  Once the prepared packs are used up, or the person has left the guide, the
shuffles are the source's (the OS's secure source in real play).
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any, Iterable, Sequence

from game.cards import Card
from game.store.dealing import DealingShuffles


def lay_out(top: Sequence[Card], cards: list[Any]) -> None:
    """Put ``top`` (those of them among ``cards``) on top of ``cards``, first card first; the
    deal takes its cards from the end of the list."""
    present = set(cards)
    first = [c for c in top if c in present]
    chosen = set(first)
    cards[:] = [c for c in cards if c not in chosen] + first[::-1]


class GuidedShuffles(DealingShuffles):
    """Shuffles that lay out a prepared deal's packs, deal by deal (see the module docstring).

    ``plans``: for each deal still to come, its packs' tops (the first deal's first).
    ``stacked``: whole packs to lay out first (the deal in progress, on resuming a save)."""

    def __init__(self, plans: Iterable[Sequence[Sequence[Card]]], *, seed: int | None = None,
                 stacked: Iterable[list[Card]] = (), source: random.Random | None = None) -> None:
        super().__init__(seed, stacked, source)
        self.plans: deque[list[list[Card]]] = deque([list(p) for p in deal] for deal in plans)
        self.current: list[list[Card]] = []
        self.unplanned = 0
        """Shuffles made while a plan was due but none was left (a test of the book's way
        expects none)."""
        self.planning = True

    def new_deal(self) -> None:
        super().new_deal()
        self.current = self.plans.popleft() if self.planning and self.plans else []

    def stop(self) -> None:
        """The person has left the guide: no prepared pack after this deal's."""
        self.plans.clear()
        self.planning = False

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        if not self.stacked and self.current:
            lay_out(self.current.pop(0), x)
            self.packs.append(list(x))
            return
        if not self.stacked and self.planning:
            self.unplanned += 1
        super().shuffle(x)

    @property
    def used_up(self) -> bool:
        """Every prepared pack has been laid out."""
        return not self.plans and not self.current


__all__ = ["GuidedShuffles", "lay_out"]
