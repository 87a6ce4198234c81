"""Brag's engines against Draw Poker's: simulated six-player deals per second, in one run.

Each game plays deals to the end at one table of six, every decision a uniformly random
legal one (:class:`~game.ai.RandomPlayer` deciding from its seat view), for about
``SECONDS`` each; the line gives deals per second and the rate as a share of Draw's.
"""

from __future__ import annotations

import random
import time

SEATS = 6
SECONDS = 2.0
GAMES = ("draw", "brag", "brag-three-stake", "brag-american")


def rate(variant: str, seconds: float = SECONDS) -> float:
    """Deals per second of ``variant`` with random players."""
    from game.ai import RandomPlayer
    from game.engine import HouseRules, Table

    rng = random.Random(7)
    table = Table([f"P{i}" for i in range(SEATS)], HouseRules(), random.Random(7), variant)
    table.keep_actions = False
    players = [RandomPlayer(rng, n) for n in table.names]
    deals = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            table.act(seat, players[seat].decide(table.view(seat)))
        deals += 1
    return deals / (time.perf_counter() - start)


def run() -> list[str]:
    rates = {v: rate(v) for v in GAMES}
    draw = rates["draw"]
    return [f"  {v:<18} {r:>9,.0f} deals/s  ({r / draw:.2f} of Draw's)" for v, r in rates.items()]


if __name__ == "__main__":
    print("\n".join(run()))
