"""Thirty-One, Commerce and My Ship Sails against Draw Poker: six-player deals per second
of each engine in the same run, every decision a uniformly random legal one (the
:class:`~game.ai.RandomPlayer` deciding from its seat view), and of the good player's
judgement (``game/ai/trading.py``) at the trading games.
"""

from __future__ import annotations

import random
import time

SEATS = 6
SECONDS = 1.5  # each game runs for about this long
GAMES = ("draw", "thirty-one", "commerce", "commerce-widow", "my-ship-sails")


def _rate(variant: str, kind: str) -> float:
    from game.ai import RandomPlayer
    from game.ai.roster import make_player
    from game.engine import HouseRules, Table

    rng = random.Random(7)
    table = Table([f"P{i}" for i in range(SEATS)], HouseRules(), random.Random(7), variant,
                  cut=False)
    table.keep_actions = False
    players = [RandomPlayer(rng, n) if kind == "random" else
               make_player("good", random.Random(i), variant=variant) for i, n in enumerate(table.names)]
    deals = 0
    start = time.perf_counter()
    while time.perf_counter() - start < SECONDS:
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            table.act(seat, players[seat].decide(table.view(seat)))
        deals += 1
    return deals / (time.perf_counter() - start)


def run() -> list[str]:
    lines = [f"{'game':<16}{'random deals/s':>16}{'good players deals/s':>22}"]
    base = None
    for variant in GAMES:
        r = _rate(variant, "random")
        good = f"{_rate(variant, 'good'):.0f}" if variant != "draw" else "-"
        base = base or r
        lines.append(f"{variant:<16}{r:>16.0f}{good:>22}   ({r / base:.1f}x Draw's, random play)")
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
