"""Dividing the counters in the pool into the main pool and side pools (table stakes).

Foster, "Table Stakes": a player may call a sight for what he has; the part of the pool
he called for is decided among all, and what the others bet beyond it is a side pool
decided among those who put it up.  A level that only one player reached is an uncalled
excess and goes back to him.  Counters carried in from an earlier jack pot belong to the
main pool.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping


@dataclass(frozen=True, slots=True)
class Pool:
    """A pool: its counters and the seats that may win it (the main pool comes first)."""

    amount: int
    eligible: tuple[int, ...]


def split_pools(put: Mapping[int, int], live: set[int], carried: int = 0) -> tuple[list[Pool], dict[int, int]]:
    """Split what each seat put in into pools; return the pools and any uncalled excess.

    ``put`` maps every seat that put counters in this deal to its total; ``live`` are the
    seats still holding cards.  Abandoned counters feed every pool up to their level.
    """
    put = {s: p for s, p in put.items() if p > 0}
    returned: dict[int, int] = {}
    if len(put) > 1:
        top = max(put, key=put.__getitem__)
        second = max(p for s, p in put.items() if s != top)
        if top in live and put[top] > second:
            # Nobody put up as much: the excess was never called and goes back.
            returned[top] = put[top] - second
            put[top] = second
    levels = sorted({put[s] for s in live if s in put})
    if len(levels) <= 1:
        # Every holder of cards put up the same (or nothing): one pool, the usual case.
        total = sum(put.values()) + carried
        eligible = tuple(sorted(s for s in live if put.get(s, 0) >= levels[0])) if levels \
            else tuple(sorted(live))
        return ([Pool(total, eligible)] if total else []), returned
    pools: list[Pool] = []
    floor = 0
    for level in levels:
        amount = sum(min(p, level) - floor for p in put.values() if p > floor)
        eligible = tuple(sorted(s for s in live if put.get(s, 0) >= level))
        if amount:
            pools.append(Pool(amount, eligible))
        floor = level
    # Counters from abandoned hands above the highest live level join the last pool.
    dead_above = sum(p - floor for s, p in put.items() if s not in live and p > floor)
    if dead_above:
        if pools:
            pools[-1] = Pool(pools[-1].amount + dead_above, pools[-1].eligible)
        else:
            pools.append(Pool(dead_above, tuple(sorted(live))))
    if carried:
        if pools:
            pools[0] = Pool(pools[0].amount + carried, pools[0].eligible)
        else:
            pools.append(Pool(carried, tuple(sorted(live))))
    return pools, returned
