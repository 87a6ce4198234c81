"""How far the good player can be beaten at Draw Poker: a best response, learned (issue 40).

Heads-up at the book's default stakes, the learning player of :mod:`bench.best_response`
meets the good player over rounds of deals.  In each round, at half of its decisions, this
referee plays the deal out from there once for every other action it had, on copies of the
table and of the players as they stand (pickled and loaded: the same cards to come, the good
player answering as he would), and tells it what each would have won; after each round it
plays a stretch of deals at its best, tried nothing, to see what it now wins.  When a
round's winnings no longer rise (twice running, or the rounds are spent) it is measured,
with what it had learned by the round whose stretch won most and learning frozen: fresh
duplicate deals, both seatings, re-seated every 50 (:func:`game.ai.tournament.play_tournament`),
its counters per 100 deals with a 95% interval.  The good player learns all along, as at the
table (he is told nothing but what his seat sees), and is only ever asked to decide, shown
each deal's end, and copied whole for the trials.

It prints the figure and **the good player's ten most exploited decision points** in the
measured deals: each deal is put to the good player's last decision in it (the one that
settled what he won or lost: a lay-down, the call that saw the show, the bet not called),
described by the phase, his hand's class, the betting as he saw it and what he did; with
how often it came and what he gave away there (:func:`given_away`: a lay-down after the
draw against seeing the bet, the referee knowing both hands; a call, bet or raise against
laying down), per 100 deals of the run and per deal.

``python -m bench bench_best_response`` (or ``python -m bench.bench_best_response
[DEALS_A_ROUND [ROUNDS [MEASURED [SEED]]]]``; the defaults 3,000, 5, 20,000 and 40 take
about three minutes of one core).
"""

from __future__ import annotations

import copy
import math
import pickle
import random
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Sequence

from bench.best_response import BestResponse, betting, choices, class_after, class_before, \
    label_of
from game.ai import make_player
from game.ai.play import tell_deal_over
from game.ai.stakes import settle_new_stakes
from game.engine import Action, ActionKind, HouseRules, Phase, SeatView, Table
from game.hands import evaluate

ROUND = 3000
ROUNDS = 5
STRETCH = 3000
"""Deals a round's best play is watched for."""
MEASURED = 20000
SEED = 40
TRYING = 0.5
"""The share of its decisions from which the learner's other actions are tried."""


@dataclass
class Decision:
    """One decision of the good player, as the referee keeps it."""

    point: tuple[str, ...]
    after: bool
    """Made after the draw (his hand is then final)."""
    pool: int
    to_call: int
    put: int
    """What he had put in the pool before it."""
    folded: bool
    hand: tuple = ()


@dataclass
class Watcher:
    """Seated in the good player's place: passes him every view and gives back his action,
    keeping what he decided in each deal (the referee's record; he is not changed).  The
    referee shows it every hand at the end of a deal (``reveal``)."""

    player: Any
    deals: list[list[Decision]] = field(default_factory=list)
    hands: list[dict[str, tuple]] = field(default_factory=list)
    _now: list[Decision] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.player.name

    def decide(self, view: SeatView) -> Action:
        action = self.player.decide(view)
        key = decision_point(view, action)
        if key is not None:
            call = view.offer(ActionKind.CALL)
            self._now.append(Decision(key, view.phase is Phase.AFTER_DRAW, view.pool,
                                      call.low if call else 0, view.me.put,
                                      action.kind is ActionKind.ABANDON, tuple(view.hand)))
        return action

    def reveal(self, hands: dict[str, tuple]) -> None:
        self.hands.append(dict(hands))

    def deal_over(self, view: SeatView) -> None:
        self.player.deal_over(view)
        self.deals.append(self._now)
        self._now = []
        if len(self.hands) < len(self.deals):
            self.hands.append({})


def given_away(d: Decision, br_net: float, his: tuple | None) -> float:
    """What the good player gave away by his last decision in a deal, against the other
    play the referee can judge: a lay-down after the draw against seeing the bet (the show's
    result known from both hands); a call, bet or raise against laying down there (what he
    got from that decision on, less nothing); a lay-down before the draw is not judged
    (the draw was still to come)."""
    if d.folded:
        if not d.after or not his or not d.hand:
            return 0.0
        mine, theirs = evaluate(d.hand).strength, evaluate(his).strength
        if mine > theirs:
            return float(d.pool)
        if mine == theirs:
            return (d.pool - d.to_call) / 2
        return -float(d.to_call)
    return br_net - d.put  # he got (put - br_net) from here on; laying down got nothing


def decision_point(view: SeatView, action: Action) -> tuple[str, ...] | None:
    """A decision of the good player, described as the table would: the phase, his hand's
    class, the betting as he saw it (``m`` his own actions), what he did."""
    if view.phase is Phase.AFTER_DRAW:
        hand = class_after(view)
        bets = betting(view, (Phase.AFTER_DRAW,))
    elif view.phase in (Phase.BEFORE_DRAW, Phase.OPENING, Phase.DRAW):
        hand = class_before(view)
        bets = betting(view, (Phase.OPENING, Phase.BEFORE_DRAW, Phase.STRADDLE))
    else:
        return None
    offered = choices(view)
    did = label_of(view, action, offered) or ("d:other" if view.phase is Phase.DRAW
                                              else action.kind.value)
    phase = {Phase.AFTER_DRAW: "after the draw", Phase.DRAW: "the draw"}.get(
        view.phase, "before the draw")
    return (phase, hand, bets or "-", did)


def play(players: Sequence[Any], learner: BestResponse, deals: int, seed: int,
         trying: float = 0.0) -> list[float]:
    """Play ``deals`` deals heads-up, re-seated every 50 (the first deal after with no jack
    pot pending).  At a share ``trying`` of the learner's decisions the referee tries each
    other action it had from there on copies of the table and of the players as they stand
    (the same cards to come; the good player's own replies) and tells the learner what
    each would have won.  Returns the learner's nets."""
    master = random.Random(seed)
    nets: list[float] = []
    block = 0
    learner.keeping = trying > 0
    while len(nets) < deals:
        seated = list(players) if block % 2 == 0 else list(reversed(players))
        block += 1
        table = Table([p.name for p in seated], HouseRules(), random.Random(master.getrandbits(64)),
                      cut=False)
        table.keep_actions = False
        me = next(i for i, p in enumerate(seated) if p is learner)
        in_block = 0
        while len(nets) < deals and not table.game_over:
            if in_block >= 50 and table.carried == 0 and table.jack_reason is None:
                break
            before = table.stacks[me] - table.bought[me]
            settle_new_stakes(table, range(table.size), seated)
            table.start_deal()
            trials: list[tuple[Any, dict[str, float]]] = []
            while not table.deal_over:
                seat = table.to_act
                view = table.view(seat)
                if seat == me and trying and master.random() < trying:
                    others = [None if p is learner else p for p in seated]
                    snapshot = pickle.dumps((table, others, learner.base_player),
                                            pickle.HIGHEST_PROTOCOL)
                    action = learner.decide(view)
                    if learner.asked:
                        asked = learner.asked.pop()
                        offered = choices(view)
                        won = {label: _trial(snapshot, learner, me, before, view, offered[label])
                               for label in asked.labels if label != asked.chosen}
                        trials.append((asked, won))
                else:
                    action = seated[seat].decide(view)
                    learner.asked.clear()
                table.act(seat, action)
            tell_deal_over(table, seated)
            net = table.stacks[me] - table.bought[me] - before
            for asked, won in trials:
                won[asked.chosen] = net
                learner.credit(asked, won)
            nets.append(net)
            in_block += 1
    learner.keeping = False
    return nets


def _trial(snapshot: bytes, learner: BestResponse, me: int, before: int, view: SeatView,
           action: Action) -> float:
    """What the learner would have won this deal taking ``action`` now, the rest played out
    on copies of the table and the players as they stood (the good player's own replies,
    the learner's present play)."""
    table, seated, base = pickle.loads(snapshot)
    twin = learner.twin(base)
    seated[me] = twin
    twin.decide(view)  # (its base player hears the question as at the table)
    table.act(me, action)
    while not table.deal_over:
        seat = table.to_act
        table.act(seat, seated[seat].decide(table.view(seat)))
    return table.stacks[me] - table.bought[me] - before


def per100(nets: Sequence[float], batches: int = 40) -> tuple[float, float, float]:
    """Counters per 100 deals with a 95% interval from batch means."""
    n = len(nets)
    mean = 100 * sum(nets) / max(1, n)
    size = n // batches
    if size < 1:
        return mean, mean, mean
    means = [100 * sum(nets[i * size:(i + 1) * size]) / size for i in range(batches)]
    half = 1.96 * statistics.stdev(means) / math.sqrt(batches)
    return mean, mean - half, mean + half


@dataclass
class Report:
    """What a run found."""

    rounds: list[tuple[int, float, float, float]]
    """(round, per 100, low, high) of each round's stretch of best play."""
    per100: float
    low: float
    high: float
    deals: int
    points: list[tuple[tuple[str, ...], int, float]]
    """The good player's decision points, as the last of his in a deal: (point, deals, what
    he gave away there, :func:`given_away`), most first."""
    learned: int
    """Decision points the best response met."""
    gains: list[tuple[tuple[str, ...], str, int, float]] = field(default_factory=list)
    """Where the best response leaves the good player's own choice in its seat: (its coarse
    point, the action, the trials, the mean advantage a trial), by the advantage it adds up
    to, most first."""
    sizes: str = ""
    """The run's sizes and seed, as the first line says them."""

    def lines(self, top: int = 10) -> list[str]:
        out = [self.sizes] if self.sizes else []
        out += ["rounds (its best play after each): " +
                ", ".join(f"{r}: {m:+.1f} [{lo:+.1f}, {hi:+.1f}]" for r, m, lo, hi in self.rounds),
                f"the best response's counters per 100 deals against the good player, heads-up, "
                f"{self.deals} duplicate deals: {self.per100:+.1f} [{self.low:+.1f}, {self.high:+.1f}]"
                f" ({self.learned} decision points learned)",
                "the good player's most exploited decision points (his last decision in a deal; "
                "what he gave away there against the other play, per 100 deals and a deal):",
                f"  {'phase':16s} {'his hand':9s} {'betting he saw':22s} {'he':6s} {'deals':>6s} "
                f"{'per 100':>8s} {'a deal':>7s}"]
        for (phase, hand, bets, did), n, total in self.points[:top]:
            out.append(f"  {phase:16s} {hand:9s} {bets[-22:]:22s} {did:6s} {n:6d} "
                       f"{100 * total / max(1, self.deals):+8.1f} {total / max(1, n):+7.1f}")
        out.append("where the best response leaves the good player's own choice (its coarse "
                   "point: its hand, the betting, m its own; the action it takes instead; "
                   "trials; mean advantage a trial):")
        for (phase, hand, *rest), label, n, mean in self.gains[:top]:
            bets = rest[-1] if rest else ""
            out.append(f"  {phase.rstrip('*'):8s} {hand:9s} {bets[-22:] or '-':22s} {label:6s} "
                       f"{n:6d} {mean:+7.1f}")
        return out


def run_best_response(round_deals: int = ROUND, rounds: int = ROUNDS, measured: int = MEASURED,
                      seed: int = SEED, stretch: int = STRETCH,
                      good: Any = None, caution: float | None = None,
                      keep_best: bool = True) -> Report:
    """Learn, then measure (see the module docstring).  ``good``: the good player (made
    from the seed if not given); he is only ever asked to decide, and shown each deal's end.
    ``caution``: the learner's (:attr:`BestResponse.caution`).  ``keep_best``: measure what
    it had learned by the round whose stretch won most, not by the last."""
    from game.ai.tournament import play_tournament

    master = random.Random(seed)
    if good is None:
        good = make_player("good", random.Random(master.getrandbits(64)), name="Judge Ames")
    else:
        master.getrandbits(64)
    learner = BestResponse(random.Random(master.getrandbits(64)))
    if caution is not None:
        learner.caution = caution
    seen: list[tuple[int, float, float, float]] = []
    best, stale = -1e18, 0
    kept: tuple[int, dict] = (0, {})
    for r in range(1, rounds + 1):
        play([learner, good], learner, round_deals, master.getrandbits(64), TRYING)
        mean, low, high = per100(play([learner, good], learner, stretch, master.getrandbits(64)))
        seen.append((r, mean, low, high))
        if mean > best:
            best, stale = mean, 0
            if keep_best:
                kept = (r, copy.deepcopy(learner.values))
        else:
            stale += 1
            if stale >= 2:  # its winnings stopped rising
                break
    if keep_best and kept[0]:
        learner.values = kept[1]  # (the good player keeps all he has noted since)
    watcher = Watcher(good)
    result = play_tournament(["best", "good"], measured, seed=master.getrandbits(64),
                             players=[learner, watcher])
    mean, low, high = result.seats[0].per100()
    nets = result.seats[0].nets
    points: dict[tuple[str, ...], list[float]] = defaultdict(lambda: [0, 0.0])
    for decided, net, hands in zip(watcher.deals, nets, watcher.hands):
        if decided:
            last = decided[-1]
            row = points[last.point]
            row[0] += 1
            row[1] += given_away(last, net, hands.get(learner.name))
    ranked = sorted(((k, int(v[0]), v[1]) for k, v in points.items()), key=lambda x: -x[2])
    sizes = (f"sizes: up to {rounds} rounds of {round_deals} learning deals (its other "
             f"actions tried at {TRYING:.0%} of its decisions), each followed by {stretch} "
             f"deals of its best play; then {measured} duplicate deals, learning frozen, "
             f"with what it had learned by round {kept[0] or len(seen)}; caution "
             f"{learner.caution:g} standard errors; seed {seed}")
    return Report(seen, mean, low, high, result.deals, ranked, learner.points(),
                  _gains(learner), sizes)


def _gains(learner: BestResponse) -> list[tuple[tuple[str, ...], str, int, float]]:
    """The coarse points and actions whose advantage over the base choice clears a
    standard error, by the advantage they add up to."""
    out = []
    for key, row in learner.values.items():
        if not key[0].endswith("*"):
            continue
        for label, v in row.items():
            if v.n >= 12:
                mean = v.total / v.n
                if mean - v.spread() / math.sqrt(v.n) > 0:
                    out.append((key, label, v.n, mean))
    out.sort(key=lambda x: -x[2] * x[3])
    return out


def run(round_deals: int = ROUND, rounds: int = ROUNDS, measured: int = MEASURED,
        seed: int = SEED) -> list[str]:
    return run_best_response(round_deals, rounds, measured, seed).lines()


if __name__ == "__main__":
    a = [int(x) for x in sys.argv[1:]]
    for text in run(*a):
        print(text)
