"""The prizes at the end of the evening (see the ruling "prizes" in :mod:`.rulings`).

1. The most yellow counters; ties to the most counters, then the cut.
2. For each group, the most counters; ties to the more yellow counters, then the cut.
3. The booby prize: the fewest counters (or the fewest yellow, ties the fewest counters),
   then the cut.

"Counters" are net of extra stakes.  Given in that order; a guest takes one prize at most
unless ``one_each`` is off; computer players take none unless all the players are.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .deal import cut_tie
from .guests import GROUPS, Guest


@dataclass(frozen=True)
class Prize:
    key: str  # "yellow", "red", "blue", "booby"
    title: str
    player: str
    group: str
    yellow: int
    net: int
    cut: dict[str, list[str]] | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"prize": self.key, "title": self.title, "player": self.player,
                             "group": self.group, "yellow": self.yellow, "net": self.net}
        if self.cut:
            d["cut"] = self.cut
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Prize:
        return cls(d["prize"], d["title"], d["player"], d["group"], int(d["yellow"]), int(d["net"]),
                   d.get("cut"))


def eligible(guests: Sequence[Guest]) -> list[Guest]:
    """Who may take prizes: the people, or everyone when all the players are computers."""
    people = [g for g in guests if not g.computer]
    return people or list(guests)


def _best(pool: list[Guest], key, rng: random.Random) -> tuple[Guest, dict[str, list[str]] | None]:
    """The guest with the greatest ``key``; a tie is cut and the lowest cut wins."""
    top = max(key(g) for g in pool)
    tied = [g for g in pool if key(g) == top]
    if len(tied) == 1:
        return tied[0], None
    order, cards = cut_tie([g.name for g in tied], rng)
    return next(g for g in tied if g.name == order[0]), cards


def award(guests: Sequence[Guest], counters: Mapping[str, int], extra: Mapping[str, int],
          yellow: Mapping[str, int], group_names: Mapping[str, str], rng: random.Random,
          one_each: bool = True, booby_by: str = "counters") -> list[Prize]:
    """The prizes, in the order they are given."""
    net = {g.name: counters[g.name] - extra.get(g.name, 0) for g in guests}
    yel = {g.name: yellow.get(g.name, 0) for g in guests}
    pool = eligible(guests)
    prized: set[str] = set()
    prizes: list[Prize] = []

    def give(key: str, title: str, g: Guest, cut: dict[str, list[str]] | None) -> None:
        prizes.append(Prize(key, title, g.name, g.group, yel[g.name], net[g.name], cut))
        if one_each:
            prized.add(g.name)

    def free(gs: list[Guest]) -> list[Guest]:
        return [g for g in gs if g.name not in prized]

    if pool and max(yel[g.name] for g in pool) > 0:
        g, cut = _best(pool, lambda g: (yel[g.name], net[g.name]), rng)
        give("yellow", "Most yellow counters", g, cut)
    for key in GROUPS:
        members = free([g for g in pool if g.group == key])
        if members:
            g, cut = _best(members, lambda g: (net[g.name], yel[g.name]), rng)
            give(key, f"{group_names.get(key, key)}: most counters", g, cut)
    rest = free(pool)
    if rest:
        if booby_by == "yellow":
            g, cut = _best(rest, lambda g: (-yel[g.name], -net[g.name]), rng)
        else:
            g, cut = _best(rest, lambda g: -net[g.name], rng)
        give("booby", "The booby prize", g, cut)
    return prizes
