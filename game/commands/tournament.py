"""``tournament``: computer temperaments play each other headless, re-seated as they go.

    python main.py tournament --seats good,close,liberal,close,liberal,good --deals 20000 \\
        --seed 3 [--house k=v ...] [--rotate 50] [--json results.json] [--history deals.jsonl]

The deals are duplicate: every seating of a cycle plays the same cards seat by seat (each
deal's cards come from a generator keyed to the seed and the deal's number).  Besides the
temperaments, the sparring partners of :mod:`game.ai.sparring` may sit (maniac, timid,
counter, heuristic, best), to measure the good player against them.

``--history FILE`` writes one hand-history line a deal (docs/hand-history.md), as
``simulate --history`` does, each with its ``replay`` (what ``review`` lays out again).  The
seat numbers are those of the table the deal was played at: re-seating moves a temperament
to another seat (each line's ``replay`` names the temperament in every seat).
"""

from __future__ import annotations

import argparse
import json
import sys
from contextlib import ExitStack
from typing import Any, Callable, Sequence

from game.ai.roster import KINDS, describe
from game.ai.sparring import SPARRING
from game.ai.tournament import BLUFF_ENDS, POSITIONS, Tournament, play_tournament
from game.commands import UsageError
from game.commands.common import add_house_argument, house_from, positive
from game.engine import VARIANTS, Table, TableError
from game.engine.core.history import HandHistory, dumps
from game.rulebook import game_name
from game.store.deal_replay import ReplayKeeper

NAME = "tournament"
HELP = "computer temperaments (good, close, liberal, caller, random, slider:L[:S]) play " \
       "each other headless"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--seats", required=True, metavar="KIND,KIND,...",
                   help=f"one temperament per seat, 2-8 of: {', '.join(KINDS)}, or "
                        "slider:LOOSENESS[:SKILL] (each 0-1); or a sparring partner: "
                        f"{', '.join(k for k in SPARRING if k not in KINDS)}")
    p.add_argument("--deals", type=positive, default=20000, help="deals to play (default 20000)")
    p.add_argument("--seed", type=int, default=None, help="seed for a repeatable tournament")
    p.add_argument("--rotate", type=positive, default=50,
                   help="re-seat the players every N deals (default 50)")
    p.add_argument("--variant", default="draw",
                   help="the game, a variant id (simulate --list-variants prints them)")
    p.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    p.add_argument("--history", metavar="FILE",
                   help="write one JSON hand history per line (as simulate --history), with "
                        "what review needs to lay each deal out again")
    p.add_argument("--quiet", action="store_true", help="no progress on standard error")
    add_house_argument(p)


def _kinds(text: str) -> list[str]:
    kinds = [k.strip().lower() for k in text.split(",") if k.strip()]
    for k in kinds:
        if k in SPARRING:
            continue
        try:
            describe(k)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    return kinds


def run(args: argparse.Namespace) -> int:
    if args.variant not in VARIANTS:
        raise UsageError(f"no variant {args.variant!r} (known: {', '.join(VARIANTS)})")
    house = house_from(args)
    if args.seats.count(",") >= 64:  # checked before a temperament is read
        raise UsageError("--seats: a table has 2 to 8 players (Law 1)")
    kinds = _kinds(args.seats)
    try:
        Table([str(i) for i in range(len(kinds))], house, variant=args.variant, cut=False)
    except TableError as exc:
        raise UsageError(str(exc)) from None
    out = None
    if args.json:
        try:
            out = open(args.json, "w", encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"cannot write {args.json}: {exc.strerror}") from None

    def progress(done: int) -> None:
        if done % 500 == 0 or done == args.deals:
            print(f"\r{done}/{args.deals} deals", end="", file=sys.stderr, flush=True)

    with ExitStack() as stack:
        hook = None
        if args.history:
            try:
                lines = stack.enter_context(open(args.history, "w", encoding="utf-8"))
            except OSError as exc:
                raise UsageError(f"cannot write {args.history}: {exc.strerror}") from None
            hook = _history_writer(lines)
        try:
            result = play_tournament(kinds, args.deals, args.seed, house, args.rotate,
                                     progress=None if args.quiet else progress,
                                     variant=args.variant, before_deal=hook)
        except OSError as exc:  # the disk filled, or the file went away, while writing
            raise UsageError(f"cannot write {args.history}: {exc.strerror or exc}") from None
    if not args.quiet:
        print(file=sys.stderr)
    print_table(result, kinds)
    if out is not None:
        try:
            with out:
                out.write(json.dumps(result.to_dict(), indent=1) + "\n")
        except OSError as exc:  # the disk filled while writing
            raise UsageError(f"cannot write {args.json}: {exc.strerror or exc}") from None
    return 0


def _history_writer(out: Any) -> Callable[[Table, Sequence[str]], None]:
    """The tournament's ``before_deal`` hook: a hand history listens to each new table (one
    a seating), and each deal's line is written with its replay as the deal ends."""
    keeper = ReplayKeeper()
    tables: list[Table] = []

    def write(rec: dict[str, Any]) -> None:
        replay = keeper.replay(rec)
        if replay is not None:
            rec["replay"] = replay
        out.write(dumps(rec) + "\n")

    def before_deal(table: Table, seated: Sequence[str]) -> None:
        if not tables or tables[-1] is not table:
            tables[:] = [table]
            HandHistory(table, on_deal=write, keep=False)
        keeper.before_deal(table, seated)

    return before_deal


def print_table(result: Tournament, kinds: list[str]) -> None:
    """The results as the tables a person reads."""
    game = game_name(result.variant)
    print(f"{result.deals} deals of {game}, {len(kinds)} seats, seed {result.seed}, "
          f"re-seated every {result.rotate} deals; {result.seconds:.1f} s")
    width = max(len(s.name) for s in result.seats)
    kw = max(11, max(len(k) for k in kinds))
    print()
    print(f"{'seat':<5}{'temperament':<{kw + 2}}{'name':<{width + 2}}{'per 100':>9}  "
          f"{'95% interval':<18}{'went in':>8}  {'bluffs: not called/called won/lost/laid down':<44}"
          f"{'decisions':>10}{'ms median':>10}{'ms p99':>8}")
    for s in result.seats:
        d = s.to_dict()
        low, high = d["ci95"]
        b = d["bluffs"]
        ends = "/".join(str(b["ends"][e]) for e in BLUFF_ENDS)
        bluffs = f"{b['planned']} ({ends})" if b["planned"] else "-"
        print(f"{s.seat:<5}{s.temperament:<{kw + 2}}{s.name:<{width + 2}}{d['per100']:>9.1f}  "
              f"{f'[{low:.1f}, {high:.1f}]':<18}{d['went_in']['rate']:>8.1%}  {bluffs:<44}"
              f"{d['decisions']:>10}{d['decision_ms']['median']:>10.2f}"
              f"{d['decision_ms']['p99']:>8.2f}")
    print()
    print("going in by position: how often, and the weakest hand gone in on")
    print(f"{'seat':<5}{'temperament':<{kw + 2}}" + "".join(f"{p:<34}" for p in POSITIONS))
    for s in result.seats:
        cells = []
        for p in POSITIONS:
            ps = s.positions[p]
            if not ps.chances:
                cells.append("-")
                continue
            rate = f"{ps.went_in / ps.chances:.0%} of {ps.chances}"
            cells.append(f"{rate}; {ps.weakest_words}" if ps.weakest_words else rate)
        print(f"{s.seat:<5}{s.temperament:<{kw + 2}}" + "".join(f"{c:<34}" for c in cells))
    groups = result.by_temperament()
    if len(groups) < len(result.seats):
        print()
        print("by temperament (counters per seat per 100 deals)")
        for g in groups:
            low, high = g["ci95"]
            print(f"  {g['temperament']:<{kw}} {g['seats']} seat{'s' if g['seats'] > 1 else ''}"
                  f"  {g['per100']:>8.1f}  [{low:.1f}, {high:.1f}]")
