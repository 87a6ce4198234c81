"""``simulate``: play deals headless with simple built-in players and summarise them."""

from __future__ import annotations

import argparse
import sys
import time
from contextlib import ExitStack
from dataclasses import replace

from game.ai import CallingStation, RandomPlayer
from game.ai.play import play_deals
from game.commands import UsageError
from game.commands.common import add_house_argument, house_from, positive, rng_from
from game.engine import VARIANTS, Table, TableError
from game.engine.core.events import DealStarted, SeatsDrawn
from game.engine.core.history import HandHistory, dumps
from game.engine.core.narrate import describe
from game.store.deal_replay import ReplayKeeper

NAME = "simulate"
MAX_PLAYERS = 8
HELP = "play deals headless with built-in players (random legal, calling station)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--players", type=positive, default=6, help="players at the table (2-8)")
    p.add_argument("--hands", type=positive, default=1000, help="deals to play")
    p.add_argument("--seed", type=int, default=None, help="seed for a repeatable run")
    p.add_argument("--history", metavar="FILE", help="write one JSON hand history per line")
    p.add_argument("--players-kind", choices=("mixed", "random", "caller"), default="mixed",
                   help="random legal players, calling stations, or alternate (default)")
    p.add_argument("--variant", default="draw", help="the variant id (see --list-variants)")
    p.add_argument("--list-variants", action="store_true", help="print the variant ids and stop")
    p.add_argument("--narrate", action="store_true",
                   help="print the game's log as the player in seat 0 reads it, each line with "
                   "the law it follows")
    add_house_argument(p)


def run(args: argparse.Namespace) -> int:
    if args.list_variants:
        for vid in VARIANTS:
            print(vid)
        return 0
    if args.variant not in VARIANTS:
        raise UsageError(f"no variant {args.variant!r} (known: {', '.join(VARIANTS)})")
    house = house_from(args)
    if args.players > MAX_PLAYERS:  # checked before a name is made
        raise UsageError(f"--players: a table has 2 to {MAX_PLAYERS} players (Law 1), not {args.players}")
    rng = rng_from(args.seed)
    names = [f"Player {i + 1}" for i in range(args.players)]
    try:
        table = Table(names, house, rng, args.variant)
    except TableError as exc:
        raise UsageError(str(exc)) from None
    table.keep_actions = False  # only the deal in progress: memory stays flat over any run
    _name_by_seat(table)
    if args.narrate:
        _narrate(table)
    players = []
    for i in range(args.players):
        kind = args.players_kind
        if kind == "mixed":
            kind = "random" if i % 2 == 0 else "caller"
        players.append(RandomPlayer(rng, table.names[i]) if kind == "random"
                       else CallingStation(table.names[i]))
    try:
        played, seconds, stats = _play(args, table, players)
    except OSError as exc:  # the disk filled, or the file went away, while writing
        raise UsageError(f"cannot write {args.history}: {exc.strerror or exc}") from None
    _report(args, table, players, played, seconds, stats)
    return _balance(table)


def _name_by_seat(table: Table) -> None:
    """Name each player by the seat the cut (or Bouillotte's draw for places) gave him, so
    that the log and the closing table agree: seat 2 is Player 3 everywhere.  The names are
    only labels until the first deal, when the cut is told with these names."""
    new = {old: f"Player {i + 1}" for i, old in enumerate(table.names)}
    table.names = tuple(new[n] for n in table.names)
    table._first_events = [  # the cut waiting to be told at the first deal
        replace(e, cuts=tuple((new[n], c) for n, c in e.cuts), order=tuple(new[n] for n in e.order))
        if isinstance(e, SeatsDrawn) else e for e in table._first_events]


def _narrate(table: Table) -> None:
    """Print each event as the log of the player in seat 0 reads it ("You" there), the law
    after each line; a blank line before each deal."""
    shown = ["You"] + list(table.names[1:])
    me = table.names[0]  # seat 0 after the cut for seats: "You" in the cut's line too

    def say(event) -> None:  # type: ignore[no-untyped-def]
        if isinstance(event, SeatsDrawn):
            def you(name: str) -> str:
                return "You" if name == me else name
            event = replace(event, cuts=tuple((you(n), c) for n, c in event.cuts),
                            order=tuple(you(n) for n in event.order))
        line = describe(event, shown, 0)
        if line:
            if isinstance(event, DealStarted):
                print()
            print(line)

    table.subscribe(say)  # the cut for seats is told at the first deal


def _play(args: argparse.Namespace, table: Table, players: list) -> tuple[int, float, dict]:
    with ExitStack() as stack:
        out = None
        if args.history:
            try:
                out = stack.enter_context(open(args.history, "w", encoding="utf-8"))
            except OSError as exc:
                raise UsageError(f"cannot write {args.history}: {exc.strerror}") from None
        stats = {"jack": 0, "shown": 0, "pools": 0}
        keeper = ReplayKeeper() if out is not None else None
        kinds = [_kind(p) for p in players]

        def record(rec: dict) -> None:  # type: ignore[type-arg]
            stats["jack"] += rec["jack_pot"]
            stats["shown"] += bool(rec["shown"])
            stats["pools"] += sum(p["amount"] for p in rec["pools"])
            if out is not None and keeper is not None:
                replay = keeper.replay(rec)
                if replay is not None:
                    rec["replay"] = replay
                out.write(dumps(rec) + "\n")

        HandHistory(table, on_deal=record, keep=False)
        start = time.perf_counter()
        played = play_deals(table, players, args.hands,
                            None if keeper is None else lambda t: keeper.before_deal(t, kinds))
        seconds = time.perf_counter() - start
    return played, seconds, stats


def _report(args: argparse.Namespace, table: Table, players: list, played: int, seconds: float,
            stats: dict) -> None:
    if args.narrate:
        print()
    print(f"{played} deals of {VARIANTS[args.variant][1]}, {args.players} players, "
          f"in {seconds:.2f} s ({played / max(seconds, 1e-9):.0f} deals/s)")
    print(f"jack pots: {stats['jack']}; deals with a show: {stats['shown']}; "
          f"average pool: {stats['pools'] / max(played, 1):.1f} counters")
    width = max(len(n) for n in table.names)
    print(f"{'seat':<5}{'player':<{width + 2}}{'kind':<9}{'counters':>9}{'bought':>8}{'net':>8}")
    for s, name in enumerate(table.names):
        name = "You" if args.narrate and s == 0 else name  # as the log names seat 0
        kind = _kind(players[s])
        print(f"{s:<5}{name:<{width + 2}}{kind:<9}{table.stacks[s]:>9}{table.bought[s]:>8}"
              f"{table.net(s):>8}")


def _kind(player: object) -> str:
    """The player's temperament, as the roster names it."""
    return "random" if isinstance(player, RandomPlayer) else "caller"


def _balance(table: Table) -> int:
    total = table.counters_in_play()
    if total != sum(table.bought):  # pragma: no cover - the engine's invariant
        print(f"counters do not balance: {total} on the table, {sum(table.bought)} bought",
              file=sys.stderr)
        return 1
    print(f"every counter accounted for: {total} on the table = {sum(table.bought)} bought"
          f"{f' (kitty {table.kitty})' if table.kitty else ''}")
    return 0
