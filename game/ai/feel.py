"""How a table feels to sit at: how many deals reach a show, and how often each kind of
player answers a bet after the draw.

A table where nobody is ever called feels uncontested: every pool goes to the first bet.
The book's liberal player "gives every one a good fight"; the close player stays only on
good hands; the good player defends as the pool's odds require.  :func:`table_feel` plays
a headless table (re-seated as a tournament is) and counts, from the public record of each
deal: whether the deal reached a show, and for each temperament how many bets after the
draw it faced and how many of them it called or raised.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Sequence

from game.engine import ActionKind, HouseRules, Phase, Table

from .play import tell_deal_over
from .roster import make_player
from .stakes import settle_new_stakes
from .tournament import deal_rng, seatings

K = ActionKind


@dataclass
class TableFeel:
    """What a table felt like over ``deals`` deals."""

    deals: int = 0
    shows: int = 0
    """Deals that ended in a show of hands."""
    contested: int = 0
    """Deals in which a bet after the draw was answered (called or raised)."""
    faced: Counter = field(default_factory=Counter)  # type: ignore[type-arg]
    """Bets after the draw each temperament faced ..."""
    answered: Counter = field(default_factory=Counter)  # type: ignore[type-arg]
    """... and answered, by calling or raising."""

    @property
    def show_share(self) -> float:
        """The share of deals that reached a show."""
        return self.shows / self.deals if self.deals else 0.0

    def answer_share(self, kind: str) -> float:
        """How often ``kind`` called or raised a bet after the draw."""
        return self.answered[kind] / self.faced[kind] if self.faced[kind] else 0.0

    def lines(self) -> list[str]:
        """The figures in words."""
        out = [f"{self.deals} deals: {self.show_share:.0%} reached a show"]
        for kind in sorted(self.faced):
            out.append(f"  {kind:<10} answered {self.answer_share(kind):.0%} of "
                       f"{self.faced[kind]} bets after the draw")
        return out


def table_feel(kinds: Sequence[str], deals: int, seed: int = 1, rotate: int = 50,
               house: HouseRules | None = None) -> TableFeel:
    """Play ``deals`` deals among ``kinds`` and measure the table's feel."""
    master = random.Random(seed)
    players = []
    for k in kinds:
        players.append(make_player(k, random.Random(master.getrandbits(64)),
                                   taken=[p.name for p in players]))
    kind_of = {p.name: k for p, k in zip(players, kinds)}
    feel = TableFeel()
    plan = seatings(len(players))
    base = master.getrandbits(64)
    block = 0
    while feel.deals < deals:
        order = plan[block % len(plan)]
        seated = [players[i] for i in order]
        table = Table([p.name for p in seated], house or HouseRules(), cut=False)
        table.keep_actions = False  # only the deal in progress: memory stays flat over any run
        for number in range(rotate):
            if feel.deals >= deals or table.game_over:
                break
            table.rng = deal_rng(base, block // len(plan), number)
            settle_new_stakes(table, range(table.size), seated)
            table.start_deal()
            while not table.deal_over:
                seat = table.to_act
                assert seat is not None
                table.act(seat, seated[seat].decide(table.view(seat)))
            tell_deal_over(table, seated)
            _count(feel, table.view(0), kind_of)
        block += 1
    return feel


def _count(feel: TableFeel, view, kind_of: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    feel.deals += 1
    if any(p.shown for p in view.players):
        feel.shows += 1
    facing: set[int] = set()
    folded: set[int] = set()
    answered = False
    for a in view.history:
        if a.kind is K.ABANDON:
            folded.add(a.seat)
        if a.phase is not Phase.AFTER_DRAW:
            continue
        kind = kind_of[view.players[a.seat].name]
        if a.seat in facing:
            facing.discard(a.seat)
            feel.faced[kind] += 1
            if a.kind in (K.CALL, K.RAISE):
                feel.answered[kind] += 1
                answered = True
        if a.kind in (K.BET, K.RAISE) and a.put > 1:
            facing = {p.seat for p in view.players
                      if p.in_deal and p.seat != a.seat and p.seat not in folded}
    feel.contested += answered


__all__ = ["TableFeel", "table_feel"]
