"""The book against its own review at Stud (issue 36): does the good player's call or lay-down
stand up to the play-outs that review it?

The book is the good player shown the seat's view, and the deal in review plays a decision
out under the good player's own policy.  Where the book lays down a bet and the play-outs
find calling it better (or the other way round), a player who asks the book and then reads
the review is told two contrary things.  This bench counts how often.

For each form of Stud (``stud``: four up at once; ``stud-rounds``: round by round) and each
table (heads-up against the close and against the liberal player, and three-handed with both),
the good player sits at seat 0 for ``deals`` recorded deals.  At each of its decisions where
it could call or lay down, and did one of the two, the other choice is played out against its
own from the same worlds (the review's :meth:`~game.coach.valuation.Valuation.compare`, with
the review's reading and its most play-outs).  A decision is *contradicted* when the other
choice gains with its interval wholly above half a counter, as the review would call a
person's choice "better than the book's".  The figures, by whether cards were still to come:

* decisions, and how many of them the book called;
* contradicted: how many, and of the calls and the lay-downs;
* the mean gain of the other choice where contradicted, and its largest.

A person's review is asked the same at the spots *he* reaches: with ``--tables`` a table may
seat another player at seat 0 (``liberal+good``: the liberal player heads-up against the good
one) as a stand-in for a person, and then every call-or-lay-down decision where the book
calls or lays down is played out, the book's choice against the other, whatever the seat did.

``python -m bench.bench_stud_book [DEALS [SEED [VARIANT ...]]] [--tables T,T...]`` (default 60
deals a table, seed 1, both forms, the tables of :data:`TABLES`; a table is its players joined
by ``+``, seat 0 first).

What it found (seeds 1 and 2, 30 deals a table): with cards to come at round-by-round Stud
the good player's own calls and lay-downs were contradicted 0 times in 99 (seed 1) and 0 in
15 heads-up against the good player (seed 2); calling's gain over laying down was below
nought at a chance under the price and about nought between the price and its 1.2 margin,
so the margin stands (at 1.0 the count was 2 in 100, and the player's figure against the
clean-room opponents fell from +45.5 to +27.0 per 100 on the same 6,000 deals).  At a
liberal stand-in's spots heads-up the book was contradicted 1 time in 32 (seed 1) and 3 in
38 (seed 2), on lay-downs of cheap bets into large pools.  At four-up Stud the good player's
lay-downs on the last card were contradicted 5 times in 59 while the review drew its worlds
from 4 candidates, and never with 16 (:data:`~game.coach.valuation.MORE_CANDIDATES`).
"""

from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass, field
from typing import Any, Sequence

TABLES: tuple[tuple[str, ...], ...] = (
    ("good", "close"),
    ("good", "liberal"),
    ("good", "close", "liberal"),
)
"""The tables: the good player at seat 0 first."""
MOST = 64
"""The review's most play-outs for one decision."""


def record(variant: str, kinds: Sequence[str], deals: int, seed: int) -> list[Any]:
    """``deals`` recorded deals of ``variant`` with players ``kinds`` (seat 0 first)."""
    from game.ai import make_player
    from game.coach.replay import record_deal
    from game.engine import HouseRules, Table
    from game.store.dealing import DealingShuffles

    table = Table([f"P{i}" for i in range(len(kinds))], HouseRules(), DealingShuffles(seed=seed),
                  variant)
    players = [make_player(k, random.Random(seed * 100 + i), name=table.names[i],
                           variant=variant) for i, k in enumerate(kinds)]
    out = []
    for _ in range(deals):
        if table.game_over:
            break
        out.append(record_deal(table, players, tuple(kinds)))
    return out


@dataclass
class Tally:
    """Call-or-lay-down decisions of one kind (cards to come, or the last)."""

    decisions: int = 0
    calls: int = 0
    against: int = 0
    """Contradicted: the other choice better with its interval wholly above half a counter."""
    against_calls: int = 0
    against_folds: int = 0
    gains: list[float] = field(default_factory=list)
    """The other choice's gain where contradicted."""
    mean_other: float = 0.0
    """The sum of the other choice's estimated gain over all decisions (divide by count)."""
    chances: list[tuple[float, float, bool, bool, float]] = field(default_factory=list)
    """(the book's chance, the pool's odds, called, contradicted, calling's gain over laying
    down as played out) at each decision."""

    def add(self, called: bool, est: Any, chance: float, odds: float) -> None:
        from game.coach.model import CHARGE
        self.decisions += 1
        self.calls += called
        bad = est.n > 0 and est.low > CHARGE
        self.mean_other += est.mean if est.n else 0.0
        if bad:
            self.against += 1
            self.against_calls += called
            self.against_folds += not called
            self.gains.append(est.mean)
        gain = (est.mean if est.n else 0.0) * (-1 if called else 1)
        self.chances.append((chance, odds, called, bad, gain))

    def line(self) -> str:
        if not self.decisions:
            return "no decisions"
        g = self.gains
        mean = sum(g) / len(g) if g else 0.0
        return (f"{self.decisions:4d} decisions ({self.calls} called): contradicted "
                f"{self.against:3d} = {self.against / self.decisions:5.1%} "
                f"(of calls {self.against_calls}, of lay-downs {self.against_folds}); "
                f"other choice's gain where so: mean {mean:5.1f}, "
                f"largest {max(g, default=0):5.1f}; "
                f"its mean over all {self.mean_other / self.decisions:+.2f}")


RATIOS = (0.0, 0.5, 0.7, 0.85, 1.0, 1.2, 1.5, 2.0)


def by_ratio(rows: Sequence[tuple[float, float, bool, bool, float]]) -> str:
    """Calling's mean gain (and how many decisions) in bands of the chance over the odds."""
    out = []
    for i, lo in enumerate(RATIOS):
        hi = RATIOS[i + 1] if i + 1 < len(RATIOS) else float("inf")
        got = [g for p, o, _, _, g in rows if o > 0 and lo <= p / o < hi]
        if got:
            out.append(f"[{lo:g}, {hi:g}) {sum(got) / len(got):+.1f} ({len(got)})")
    return "; ".join(out)


def _valuation(record: Any, candidates: int | None) -> Any:
    """The review's valuation of seat 0; with ``candidates``, its worlds drawn from that many
    a time (the review draws :data:`~game.coach.valuation.CANDIDATES`, or its game's
    :data:`~game.coach.valuation.MORE_CANDIDATES`) to follow the reading more or less closely."""
    from game.coach.valuation import Valuation, as_it_was, likely_world

    if candidates is None:
        return Valuation(record, 0)

    class Closer(Valuation):
        def _worlds(self, d, reading, rng):  # type: ignore[no-untyped-def]
            laid = likely_world(self.record, d, self.seat, reading, rng, candidates)
            return laid if laid is not None else as_it_was(self.record, d)

    return Closer(record, 0)


def measure(records: Sequence[Any], variant: str, seed: int, most: int = MOST,
            candidates: int | None = None) -> dict[str, Tally]:
    """Seat 0's call-or-lay-down decisions in ``records``, each played out both ways
    (``candidates``: see :func:`_valuation`)."""
    from game.coach.advice import Coach
    from game.coach.choice import same_choice
    from game.coach.readings import stud_chance
    from game.coach.replay import decisions
    from game.coach.valuation import LEAST, reading_at
    from game.engine import Action, ActionKind as K

    coach = Coach(variant)
    adviser = coach.adviser
    good = records[0].temperaments[0] == "good" if records else True
    rng = random.Random(seed)
    out = {"to come": Tally(), "last card": Tally()}
    for rec in records:
        found, end = decisions(rec, 0)
        asked = []
        for d in found:
            choices = adviser.choices(d.view)
            book = choices.main
            offers = {o.kind: o for o in d.view.legal}
            own = same_choice(book, d.action, d.view)
            # The good player's own decisions; at a stand-in's, every one the book answers.
            if K.CALL in offers and K.ABANDON in offers and offers[K.CALL].low > 0 \
                    and book.kind in (K.CALL, K.ABANDON) and (own or not good):
                called = book.kind is K.CALL
                other = Action(K.ABANDON) if called else Action(K.CALL, offers[K.CALL].low)
                to_call = offers[K.CALL].low
                odds = to_call / (d.view.pool + to_call)
                p = stud_chance(d.view, adviser)
                asked.append((d, book, other, called, reading_at(d.view, adviser.player),
                              odds, p))
            adviser.follow(d.view, d.action)
        coach.deal_over(end.view(0))
        valuation = _valuation(rec, candidates)
        for d, book, other, called, reading, odds, p in asked:
            est = valuation.compare(d, other, book, reading, rng, most=most,
                                    least=min(LEAST, most))
            kind = "to come" if len(d.view.hand) < 5 else "last card"
            out[kind].add(called, est, p, odds)
    return out


def run(deals: int = 60, seed: int = 1, variants: Sequence[str] = ("stud", "stud-rounds"),
        tables: Sequence[Sequence[str]] = TABLES, candidates: int | None = None) -> list[str]:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"(load average {load:.1f}) the good player at seat 0, {deals} deals a table, the "
          f"table's seed {seed}; each call or lay-down played out against the other choice "
          f"({MOST} play-outs at most; worlds drawn from "
          f"{candidates or 'the review' + chr(39) + 's'} candidates)", flush=True)
    totals: dict[str, Tally] = {}
    for variant in variants:
        for kinds in tables:
            recs = record(variant, kinds, deals, seed)
            got = measure(recs, variant, seed, candidates=candidates)
            for kind, t in got.items():
                if not t.decisions:
                    continue
                print(f"{variant:<12}{'+'.join(kinds):<22}{kind:<10}{t.line()}", flush=True)
                key = f"{variant} {kind}"
                agg = totals.setdefault(key, Tally())
                for name in ("decisions", "calls", "against", "against_calls", "against_folds",
                             "mean_other"):
                    setattr(agg, name, getattr(agg, name) + getattr(t, name))
                agg.gains += t.gains
                agg.chances += t.chances
    for key, t in totals.items():
        print(f"all tables: {key:<22}{t.line()}", flush=True)
        said = [f"{'call' if c else 'fold'} {p:.0%} at odds {o:.0%}"
                for p, o, c, bad, _ in t.chances if bad]
        if said:
            print(f"  contradicted ({key}): the book's choice, its chance and the pool's odds: "
                  + "; ".join(said), flush=True)
        # The book's lay-downs by its chance against the price (the play-test's 39-49%).
        folds = [(p, o) for p, o, c, *_ in t.chances if not c and p > o]
        print(f"  lay-downs with the chance above the pool's odds: {len(folds)} of "
              f"{sum(not c for _, _, c, *_ in t.chances)}", flush=True)
        print("  calling's mean gain over laying down, by the chance over the pool's odds: "
              + by_ratio(t.chances), flush=True)
    return []


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = sys.argv[1:]
    tables = TABLES
    if "--tables" in args:  # e.g. good+good,liberal+good: seat 0 first
        at = args.index("--tables")
        tables = tuple(tuple(t.split("+")) for t in args[at + 1].split(","))
        del args[at:at + 2]
    candidates = None
    if "--candidates" in args:  # the review's worlds drawn from more candidates
        at = args.index("--candidates")
        candidates = int(args[at + 1])
        del args[at:at + 2]
    run(int(args[0]) if args else 60, int(args[1]) if len(args) > 1 else 1,
        tuple(args[2:]) or ("stud", "stud-rounds"), tables, candidates)
