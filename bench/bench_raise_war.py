"""The good player against a player who raises at every turn, in every game (issue 40).

Heads-up (Bouillotte, which needs three, with a second good player), 200 deals a game:
the most actions any deal took, and the good players' decision times (median, 99th
percentile, the slowest; processor time, so that a busy shared machine does not count, with
the wall clock's slowest beside).  Each game's tables (worked out once a process) are warmed by a
deal played before the clock starts; that first deal's slowest decision is printed apart.
Goals (issue 40): every deal under 60 actions; every decision under 500 ms, the 99th
percentile under 20 ms.

``python -m bench bench_raise_war`` (or ``python -m bench.bench_raise_war [DEALS [SEED]]``).
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, field

from game.ai import make_player
from game.ai.play import tell_deal_over
from game.ai.sparring import AlwaysRaise
from game.ai.stakes import settle_new_stakes
from game.engine import HouseRules, Table
from game.engine.registry import VARIANTS

DEALS = 200
ACTIONS = 60
"""A deal must end within this many actions."""
BETTING = ("draw", "straight", "stud", "stud-rounds", "flat", "flat-field", "ambigu",
           "bouillotte", "brag", "brag-three-stake", "brag-american")
"""The games where counters are bet, and so may be raised (the others: ante and pool)."""
GAMES = BETTING + tuple(v for v in VARIANTS if v not in BETTING)


@dataclass
class War:
    """One game's run: the actions of each deal, the good players' decision seconds."""

    variant: str
    actions: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    """Each timed decision's processor time (the thread's: other work on a shared machine
    does not count)."""
    wall: list[float] = field(default_factory=list)
    """... and its time on the wall clock."""
    warm: float = 0.0
    """The slowest decision of the deal played first, before the clock (a process's
    tables are worked out then)."""

    @property
    def most(self) -> int:
        return max(self.actions, default=0)

    def ms(self, q: float) -> float:
        xs = sorted(self.seconds)
        return 1000 * xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def seats(variant: str) -> list[str]:
    """The line-up: the good player and the raiser (a second good player where the game
    needs three)."""
    cls = VARIANTS[variant][0]
    n = max(2, getattr(cls, "min_players", 2))
    return ["good", "raiser"] + ["good"] * (n - 2)


def play(variant: str, deals: int = DEALS, seed: int = 1, cap: int = 10 * ACTIONS,
         warm: bool = True) -> War:
    """Play ``deals`` deals of ``variant``, the good player against :class:`AlwaysRaise`.
    A deal is stopped at ``cap`` actions (a war of raises) and counted as such."""
    master = random.Random(seed)
    kinds = seats(variant)
    players = [AlwaysRaise() if k == "raiser" else
               make_player(k, random.Random(master.getrandbits(64)), variant=variant,
                           name=f"Good {i}")
               for i, k in enumerate(kinds)]
    table = Table([p.name for p in players], HouseRules(), random.Random(master.getrandbits(64)),
                  variant, cut=False)
    war = War(variant)
    for d in range(deals + (1 if warm else 0)):
        if table.game_over:
            break
        timed = not (warm and d == 0)
        settle_new_stakes(table, range(table.size), players)
        table.start_deal()
        n = 0
        slowest = 0.0
        while not table.deal_over and n < cap:
            seat = table.to_act
            view = table.view(seat)
            start, cpu = time.perf_counter(), time.thread_time()
            action = players[seat].decide(view)
            took, used = time.perf_counter() - start, time.thread_time() - cpu
            if kinds[seat] == "good":
                slowest = max(slowest, used)
                if timed:
                    war.seconds.append(used)
                    war.wall.append(took)
            table.act(seat, action)
            n += 1
        if not table.deal_over:  # a war of raises: stop here, it is counted as it stands
            war.actions.append(n)
            break
        tell_deal_over(table, players)
        if timed:
            war.actions.append(n)
        else:
            war.warm = slowest
    return war


def run(deals: int = DEALS, seed: int = 1) -> list[str]:
    lines = [f"the good player heads-up against a player who raises at every turn, "
             f"{deals} deals a game, seed {seed}; decision times in processor ms (the wall "
             f"clock's slowest beside)",
             f"{'game':18s} {'deals':>5s} {'most acts':>9s} {'median ms':>9s} {'p99 ms':>7s} "
             f"{'max ms':>7s} {'wall max':>8s} {'warm-up ms':>10s}"]
    met = True
    for variant in GAMES:
        war = play(variant, deals, seed)
        worst = 1000 * max(war.seconds, default=0.0)
        ok = war.most < ACTIONS and worst < 500 and len(war.actions) == deals
        met &= ok
        lines.append(f"{variant:18s} {len(war.actions):5d} {war.most:9d} {war.ms(0.5):9.2f} "
                     f"{war.ms(0.99):7.2f} {worst:7.1f} {1000 * max(war.wall, default=0):8.1f} "
                     f"{1000 * war.warm:10.1f}"
                     + ("" if ok else "  (not met)"))
    lines.append(f"goal: every deal under {ACTIONS} actions and every decision under 500 ms: "
                 + ("met" if met else "NOT met"))
    return lines


if __name__ == "__main__":
    args = sys.argv[1:]
    for line in run(int(args[0]) if args else DEALS, int(args[1]) if len(args) > 1 else 1):
        print(line)
