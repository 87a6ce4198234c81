"""Playing deals headless: ask each seat's player for its action until the deal ends.

A player may also have ``deal_over(view)``: it is then shown its seat's view once the
deal has ended (the hands shown in the call, every public action), which is how the good
player learns his opponents.  The window does the same for the computer players it seats.
"""

from __future__ import annotations

from typing import Callable, Sequence

from game.engine import Table

from .base import Player
from .stakes import settle_new_stakes


def tell_deal_over(table: Table, players: Sequence[Player]) -> None:
    """Show every player that wants it its seat's view of the finished deal."""
    for seat, player in enumerate(players):
        hook = getattr(player, "deal_over", None)
        if hook is not None:
            hook(table.view(seat))


def play_deal(table: Table, players: Sequence[Player],
              before_deal: Callable[[Table], None] | None = None) -> None:
    """Start the next deal and play it to the end with ``players`` (one per seat).  At table
    stakes the players first say what they will about new stakes (:mod:`.stakes`).
    ``before_deal(table)`` is called just before the deal starts (a hand history's replay
    takes the table's snapshot there)."""
    settle_new_stakes(table, range(table.size), players)
    if before_deal is not None:
        before_deal(table)
    table.start_deal()
    while not table.deal_over:
        seat = table.to_act
        assert seat is not None
        table.act(seat, players[seat].decide(table.view(seat)))
    tell_deal_over(table, players)


def play_deals(table: Table, players: Sequence[Player], deals: int,
               before_deal: Callable[[Table], None] | None = None) -> int:
    """Play up to ``deals`` deals (fewer if a freeze-out ends); return how many were played."""
    played = 0
    while played < deals and not table.game_over:
        play_deal(table, players, before_deal)
        played += 1
    return played
