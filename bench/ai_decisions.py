"""Where the good player wins and loses: a look inside a strength figure of ``bench_ai``.

Every deal in which the good player spoke after the draw is grouped by its first two
decisions there: what it faced (``lead``: no bet yet; ``bet``: a bet; ``raise``: a raise
of its own bet), what it held, and what it did (``chip`` is a bet of one counter).  For
each group: how many deals, the counters it won or lost in them per 100 deals of the
whole run, and per deal of the group.  The deals it never spoke in after the draw are
one group (antes, blinds and lay-downs before the draw).  A group that loses much more
per deal than the lay-down in the same spot is a leak: that is how the raises of two
pairs called against raisers who raise only threes, and the bluff raises into players who
call them, were found (docs/opponents.md).

``python -m bench.ai_decisions OPPONENT [SEATS [DEALS [SEED]]]`` -- for instance
``python -m bench.ai_decisions best 6 60000`` (the good player and five best responses,
about a minute); the clean-room opponents too (``tight``, ``loose``, ``exploiter``).  Not one of ``make bench``'s: it measures nothing new, it explains.
"""

from __future__ import annotations

import random
import sys
from collections import defaultdict
from typing import Any

from game.ai import make_player
from game.ai.reading import CAT_INDEX, grade, grade_of, rules_of
from game.ai.sparring import SPARRING, make_sparring
from game.ai.tournament import play_tournament
from game.engine import Action, ActionKind, Phase, SeatView
from game.hands import evaluate

K = ActionKind
CLEAN_ROOM = ("tight", "loose", "exploiter", "equity", "counter")
"""The clean-room opponents of ``bench.bench_cleanroom`` (Draw Poker)."""
HELD = ((grade_of(1, 0), "nothing"), (grade_of(1, 10), "a pair below tens"),
        (grade_of(2, 0), "a pair of tens or more"), (grade_of(3, 0), "two pairs"),
        (grade_of(CAT_INDEX["straight"], 0), "threes"))


def held(view: SeatView) -> str:
    g = grade(evaluate(view.hand, rules_of(view)))
    return next((label for top, label in HELD if g < top), "a straight or better")


def decision(view: SeatView, action: Action) -> str:
    """``faced:held:did`` for one decision after the draw."""
    mine = any(a.seat == view.seat and a.phase is Phase.AFTER_DRAW and a.put > 1
               and a.kind in (K.BET, K.RAISE) for a in view.history)
    faced = "lead" if view.offer(K.CALL) is None else "raise" if mine else "bet"
    did = action.kind.value
    if action.kind in (K.BET, K.RAISE) and action.amount <= 1:
        did = "chip"
    return f"{faced}:{held(view)}:{did}"


class Recorder:
    """Stands in for the good player: hands it every view and notes its decisions after
    the draw, one list a deal."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = inner.name
        self.description = getattr(inner, "description", "")
        self.deals: list[tuple[str, ...]] = []
        self._now: list[str] = []

    @property
    def last_note(self) -> Any:
        return self.inner.last_note

    @last_note.setter
    def last_note(self, value: Any) -> None:
        self.inner.last_note = value

    def decide(self, view: SeatView) -> Action:
        action = self.inner.decide(view)
        if view.phase is Phase.AFTER_DRAW:
            self._now.append(decision(view, action))
        return action

    def deal_over(self, view: SeatView) -> None:
        self.inner.deal_over(view)
        self.deals.append(tuple(self._now))
        self._now = []


def groups(opponent: str, seats: int, deals: int,
           seed: int) -> tuple[float, list[tuple[str, int, float]]]:
    """The good player's counters per 100 deals, and each group: (name, deals, counters)."""
    rng = random.Random(seed)
    good = Recorder(make_player("good", random.Random(rng.getrandbits(64))))
    players: list[Any] = [good]
    keys = opponent.split(",")  # a comma-separated list: those opponents in turn
    kinds = [keys[i % len(keys)] for i in range(seats - 1)]
    for i, opponent in enumerate(kinds):
        name = f"{opponent.title()} {i + 1}"
        if opponent in CLEAN_ROOM:  # bench/opponents: played, never read
            from bench.opponents import make_opponent
            players.append(make_opponent(opponent, random.Random(rng.getrandbits(64)),
                                         name=name))
        elif opponent in SPARRING and opponent != "caller":
            players.append(make_sparring(opponent, random.Random(rng.getrandbits(64)), name))
        else:
            players.append(make_player(opponent, random.Random(rng.getrandbits(64)), name=name))
    result = play_tournament(["good"] + kinds, deals, seed=seed, players=players)
    nets = result.seats[0].nets
    sums: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    for said, net in zip(good.deals, nets):
        key = " > ".join(said[:2]) if said else "(nothing said after the draw)"
        sums[key][0] += 1
        sums[key][1] += net
    per100 = 100 * sum(nets) / max(1, len(nets))
    return per100, [(k, int(c), s) for k, (c, s) in sums.items()]


def run(opponent: str = "best", seats: int = 6, deals: int = 60000, seed: int = 1) -> list[str]:
    per100, found = groups(opponent, seats, deals, seed)
    lines = [f"the good player and {seats - 1} x {opponent}, {deals} deals, seed {seed}: "
             f"{per100:+.1f} counters per 100 deals",
             f"{'first two decisions after the draw':<62}{'deals':>7}{'per 100':>9}{'each':>8}"]
    for key, count, total in sorted(found, key=lambda row: row[2]):
        lines.append(f"{key[:62]:<62}{count:>7}{100 * total / deals:>9.2f}{total / count:>8.1f}")
    return lines


if __name__ == "__main__":
    args = sys.argv[1:]
    for line in run(args[0] if args else "best", *(int(a) for a in args[1:4])):
        print(line)
