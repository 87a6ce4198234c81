"""Shared helpers for the computer players' tests: a table that records every decision."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Sequence

from game.ai import make_player
from game.ai.play import tell_deal_over
from game.engine import Action, HouseRules, SeatView, Table


@dataclass
class SeatDeal:
    """One seat's part in one deal, as the referee saw it."""

    seat: int
    kind: str
    dealt: tuple = ()
    decisions: list[tuple[SeatView, Action]] = field(default_factory=list)
    final: SeatView | None = None
    note: Any = None


@dataclass
class Recorded:
    kinds: list[str]
    players: list[Any]
    deals: list[list[SeatDeal]]


def record(kinds: Sequence[str], deals: int, seed: int, house: HouseRules | None = None,
           check: Any = None) -> Recorded:
    """Play ``deals`` deals at one table (the deal passes round, so every seat takes every
    position) and keep every view and decision.  ``check(view, player)`` runs at each one."""
    master = random.Random(seed)
    players: list[Any] = []
    for k in kinds:
        players.append(make_player(k, random.Random(master.getrandbits(64)),
                                   taken=[p.name for p in players]))
    table = Table([p.name for p in players], house or HouseRules(),
                  random.Random(master.getrandbits(64)), cut=False)
    out: list[list[SeatDeal]] = []
    for _ in range(deals):
        if table.game_over:
            break
        rows = [SeatDeal(s, kinds[s]) for s in range(len(kinds))]
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            if not rows[seat].dealt and view.hand:
                rows[seat].dealt = view.hand if not view.discarded else ()
            action = players[seat].decide(view)
            if check is not None:
                check(view, players[seat])
            rows[seat].decisions.append((view, action))
            table.act(seat, action)
        tell_deal_over(table, players)
        for s, row in enumerate(rows):
            row.final = table.view(s)
            row.note = getattr(players[s], "last_note", None)
        out.append(rows)
    return Recorded(list(kinds), players, out)


SIX = ["good", "close", "liberal", "close", "liberal", "good"]
