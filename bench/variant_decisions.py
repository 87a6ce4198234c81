"""Where the good player wins and loses at Stud, Brag and Bouillotte against the clean-room
opponents: the other games' counterpart of :mod:`bench.ai_decisions`.

The good player is seated as ``bench.bench_cleanroom`` seats it (two of the game's sound
player, duplicate deals), behind a recorder that labels each of its decisions:

* ``stage``: at Stud the cards it holds (2 to 5), at Brag and Bouillotte ``b``;
* ``faced``: ``lead`` (nothing to call), ``ante`` (Brag: the dealer's ante only),
  ``bet`` (a bet or raise by another to answer), ``re`` (another raised over its own);
* ``held``: its chance of the best hand as its own judgement counts it, by tenths
  (``p3`` is 0.3 to 0.4), and at Brag the hand's kind;
* ``did``: the action, with a bet's or raise's size against the limit (``s`` up to a
  tenth, ``m`` up to a half, ``l`` more).

Each deal is grouped by its first ``DEPTH`` decisions; each group shows how many deals,
the counters won or lost in them per 100 deals of the run and per deal.  ``--show N``
prints the N dearest deals of the dearest group (or of the group named by ``--group``):
every public action, the cards up and the hands shown, so the opponents' play can be
read from what they did, as a player at the table would.

``python -m bench.variant_decisions VARIANT [DEALS [SEED [DEPTH]]] [--show N] [--group TEXT]
[--last] [--against KEY]`` (``--last``: grouped by the last DEPTH decisions instead of the
first; ``--against``: two of a roster temperament, ``liberal`` say, in place of the
clean-room player).
(VARIANT: ``stud``, ``stud-rounds``, ``brag``, ``bouillotte``).
"""

from __future__ import annotations

import random
import sys
from collections import defaultdict
from typing import Any

from bench.opponents import make_opponent
from game.ai import make_player
from game.ai.tournament import play_tournament
from game.engine import Action, ActionKind, Phase, SeatView

K = ActionKind


def _size(view: SeatView, action: Action) -> str:
    if action.kind not in (K.BET, K.RAISE):
        return action.kind.value
    share = action.amount / max(1, view.house.limit)
    return f"{action.kind.value}-{'s' if share <= 0.1 else 'm' if share <= 0.5 else 'l'}"


def _faced(view: SeatView) -> str:
    call = view.offer(K.CALL)
    if call is None or call.low == 0:
        return "lead"
    mine = any(a.seat == view.seat and a.kind in (K.BET, K.RAISE) for a in view.history
               if a.phase is Phase.BETTING)
    others = [a for a in view.history if a.seat != view.seat and a.kind in (K.BET, K.RAISE)
              and a.phase is Phase.BETTING]
    if view.variant.startswith("brag") and not any(a.kind is K.RAISE for a in others):
        return "ante"
    return "re" if mine else "bet"


def _held(player: Any, view: SeatView) -> str:
    if view.variant.startswith("stud"):
        p = player.chance(view) if view.variant == "stud" else \
            _rounds_p(player, view)
        return f"p{min(9, int(10 * p))}"
    if view.variant.startswith("brag"):
        from game.ai.three_card.brag import rules_for
        from game.hands.three_card.brag import brag_value
        v = brag_value(tuple(view.hand), rules_for(view))
        return "-".join(v.describe().split(" ")[:4]) if hasattr(v, "describe") else str(v.strength)
    if view.variant == "bouillotte":
        mind = getattr(player, "_bouillotte_mind", None)
        if mind is None:
            return "p?"
        return f"p{min(9, int(10 * mind.p(view)))}"
    return "?"


def _rounds_p(player: Any, view: SeatView) -> float:
    from game.ai.variants import _rounds_chance
    others = [p for p in view.players if p.holds_cards and p.seat != view.seat]
    return _rounds_chance(view, others, random.Random(view.deal), 200) if others else 1.0


class Recorder:
    """Stands in for the good player: labels its decisions, keeps each deal's record."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = inner.name
        self.description = getattr(inner, "description", "")
        self.temperament = getattr(inner, "temperament", None)
        self.deals: list[tuple[str, ...]] = []
        self.finals: list[SeatView] = []
        self._now: list[str] = []

    @property
    def last_note(self) -> Any:
        return getattr(self.inner, "last_note", None)

    @last_note.setter
    def last_note(self, value: Any) -> None:
        self.inner.last_note = value

    def decide(self, view: SeatView) -> Action:
        action = self.inner.decide(view)
        if view.phase is Phase.BETTING and len(view.legal) > 1:
            stage = str(len(view.hand)) if view.variant.startswith("stud") else "b"
            self._now.append(f"{stage}:{_faced(view)}:{_held(self.inner, view)}:"
                             f"{_size(view, action)}")
        return action

    def deal_over(self, view: SeatView) -> None:
        self.inner.deal_over(view)
        self.deals.append(tuple(self._now))
        self.finals.append(view)
        self._now = []


def play(variant: str, deals: int, seed: int, against: str | None = None
         ) -> tuple[Recorder, list[int]]:
    """``against``: a temperament of the roster (``liberal``, ``close``, ``random``...) in
    place of the game's clean-room player."""
    master = random.Random(seed)
    good = Recorder(make_player("good", random.Random(master.getrandbits(64)), name="Good",
                                variant=variant))
    key = against or variant.split("-")[0]

    def other(k: int) -> Any:
        rng = random.Random(master.getrandbits(64))
        if against:
            return make_player(against, rng, name=f"{key.title()} {k}", variant=variant)
        return make_opponent(key, rng, name=f"{key.title()} {k}")

    players: list[Any] = [good] + [other(k) for k in (1, 2)]
    result = play_tournament(["good", key, key], deals, seed=seed, players=players,
                             variant=variant)
    return good, list(result.seats[0].nets)


def history(view: SeatView) -> list[str]:
    """One deal as the good player saw it at the end: actions, cards up, hands shown."""
    names = {p.seat: p.name for p in view.players}
    out = [f"  deal {view.deal}, dealer {names[view.dealer]}, my hand "
           f"{' '.join(str(c) for c in view.hand)}"]
    for p in view.players:
        shown = " ".join(str(c) for c in p.shown) if p.shown else "-"
        up = " ".join(str(c) for c in p.up)
        out.append(f"    {p.name:8s} up [{up}] shown [{shown}] put {p.put}")
    line = []
    for a in view.history:
        if a.kind in (K.SHOW,):
            continue
        line.append(f"{names[a.seat].split()[0][:1]}{names[a.seat][-1]}:{a.kind.value}"
                    f"{'' if not a.put else ' ' + str(a.put)}")
    out.append("    " + ", ".join(line))
    return out


def run(variant: str, deals: int = 3000, seed: int = 31, depth: int = 2, show: int = 0,
        group: str | None = None, last: bool = False, against: str | None = None) -> None:
    good, nets = play(variant, deals, seed, against)
    sums: dict[str, list[Any]] = defaultdict(lambda: [0, 0.0, []])
    for i, (said, net) in enumerate(zip(good.deals, nets)):
        k = " > ".join(said[-depth:] if last else said[:depth]) if said else \
            "(no betting decision)"
        sums[k][0] += 1
        sums[k][1] += net
        sums[k][2].append(i)
    print(f"{variant}: the good player and 2 sound players, {deals} deals, seed {seed}: "
          f"{100 * sum(nets) / max(1, len(nets)):+.1f} per 100 deals")
    print(f"{'first decisions':<70}{'deals':>7}{'per 100':>9}{'each':>8}")
    rows = sorted(sums.items(), key=lambda kv: kv[1][1])
    for k, (c, s, _) in rows:
        if abs(100 * s / deals) >= 0.5 or c >= deals / 100:
            print(f"{k[:70]:<70}{c:>7}{100 * s / deals:>9.2f}{s / c:>8.1f}")
    if show:
        pick = next((kv for kv in rows if group and group in kv[0]), rows[0])
        print(f"\nthe {show} dearest deals of: {pick[0]}")
        idx = sorted(pick[1][2], key=lambda i: nets[i])[:show]
        for i in idx:
            print(f"  net {nets[i]:+d}: {' > '.join(good.deals[i])}")
            for line in history(good.finals[i]):
                print(line)


if __name__ == "__main__":
    argv = sys.argv[1:]
    flags = {"--show": None, "--group": None, "--against": None}
    args, i = [], 0
    while i < len(argv):
        if argv[i] in flags:
            flags[argv[i]] = argv[i + 1]
            i += 2
        elif argv[i] == "--last":
            i += 1
        else:
            args.append(argv[i])
            i += 1
    run(args[0] if args else "stud", *(int(a) for a in args[1:4]),
        show=int(flags["--show"] or 0), group=flags["--group"], last="--last" in argv,
        against=flags["--against"])
