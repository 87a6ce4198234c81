"""Every game's engine against Draw Poker's: deals per second of each in the same run, six
players (or as many as the game allows), every decision a uniformly random legal one (the
:class:`~game.ai.RandomPlayer` deciding from its seat view), and with good players deciding
by each game's own judgement (``game/ai``).  Ratios to Draw Poker's rate in the same run are
the figures to compare: the machines are shared and noisy.

``python -m bench.bench_variants`` runs it alone.
"""

from __future__ import annotations

import random
import time

SEATS = 6
SECONDS = 1.5  # each game runs for about this long


def _table(variant: str):
    from game.engine import HouseRules, Table
    from game.engine.registry import deal_class

    cls = deal_class(variant)
    seats = max(getattr(cls, "min_players", 2), min(SEATS, getattr(cls, "max_players", None) or SEATS))
    table = Table([f"P{i}" for i in range(seats)], HouseRules(), random.Random(7), variant, cut=False)
    table.keep_actions = False
    return table


def _rate(variant: str, kind: str) -> float:
    from game.ai import RandomPlayer
    from game.ai.roster import make_player

    rng = random.Random(7)
    table = _table(variant)
    players = [RandomPlayer(rng, n) if kind == "random" else
               make_player("good", random.Random(i), variant=variant) for i, n in enumerate(table.names)]
    deals = 0
    start = time.perf_counter()
    while deals < 2 or time.perf_counter() - start < SECONDS:
        if table.game_over:  # (someone frozen out of the game at last): a fresh table
            table = _table(variant)
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            table.act(seat, players[seat].decide(table.view(seat)))
        deals += 1
    return deals / (time.perf_counter() - start)


def run() -> list[str]:
    from game.engine.registry import VARIANTS

    lines = [f"  {'game':<18}{'random deals/s':>16}{'good players deals/s':>22}"]
    base = None
    for variant in VARIANTS:
        r = _rate(variant, "random")
        good = f"{_rate(variant, 'good'):,.0f}" if variant != "draw" else "-"
        base = base or r
        lines.append(f"  {variant:<18}{r:>16,.0f}{good:>22}   ({r / base:.2f} of Draw's, random play)")
    return lines


if __name__ == "__main__":
    print("\n".join(run()))
