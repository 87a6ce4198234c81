"""``party``: a Progressive Poker evening of computer players, headless.

    python main.py party --headless --players 24 --rounds 20 --seed 5 --json evening.json
    python main.py party --headless --players 24 --rounds 20 --seed 5 --save night.json
    python main.py party --headless --resume night.json --json evening.json
    python main.py party --rules
    python main.py party --serve --players 24 --rounds 10 [--port N] [--phones Alice,Bob]

The JSON is documented in ``docs/party.md``; it is also a save file (``--resume`` reads it).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from game.commands import UsageError
from game.commands.common import positive

NAME = "party"
MAX_ROUNDS = 10_000
"""More rounds than any evening has (a bound, so a mistyped number cannot run for days)."""
HELP = "a Progressive Poker evening (head and booby tables, the bell, yellow counters, prizes), headless"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--headless", action="store_true",
                   help="play the evening with computer players, without the window")
    p.add_argument("--players", type=positive, default=24, help="players (8, or 12 to 85; default 24)")
    p.add_argument("--tables", type=positive, default=None,
                   help="tables in all, head and booby included (default: as near six a table as fits)")
    p.add_argument("--rounds", type=positive, default=None, help="rounds to play (default 20)")
    p.add_argument("--until", metavar="HH:MM", default=None,
                   help="end at the first round's end after this clock time")
    p.add_argument("--seed", type=int, default=None, help="seed for a repeatable evening")
    p.add_argument("--stake", type=positive, default=50, help="counters each (default 50)")
    p.add_argument("--blind", type=positive, default=1, help="the blind (default 1)")
    p.add_argument("--limit", type=positive, default=5, help="the betting limit (default 5)")
    p.add_argument("--mix", default="good,close,liberal", metavar="KIND,KIND,...",
                   help="temperaments of the computer players, in turn (default good,close,liberal)")
    p.add_argument("--groups", default="Ladies,Gentlemen", metavar="RED,BLUE",
                   help="names of the red and blue groups (default Ladies,Gentlemen)")
    p.add_argument("--booby", choices=("counters", "yellow"), default="counters",
                   help="the booby prize goes to the fewest counters (default) or fewest yellow")
    p.add_argument("--several-prizes", action="store_true",
                   help="a player may take more than one prize")
    p.add_argument("--json", metavar="FILE", help="write the evening as JSON (docs/party.md)")
    p.add_argument("--csv", metavar="FILE", help="write the score sheet as CSV")
    p.add_argument("--html", metavar="FILE", help="write the score sheet as a printable HTML page")
    p.add_argument("--save", metavar="FILE", help="save the evening to FILE after every deal and round")
    p.add_argument("--resume", metavar="FILE", nargs="?", const="",
                   help="go on with the evening saved in FILE (with --serve: by default the data folder's)")
    p.add_argument("--quiet", action="store_true", help="print only the prizes")
    p.add_argument("--rules", action="store_true", help="print the party's rules and rulings, and exit")
    from game.phones.options import add_arguments as phone_arguments

    phone_arguments(p)


def _config(args: argparse.Namespace):
    from game.party import ConfigError, PartyConfig, PlanError, computer_evening, plan_tables
    from game.party.plan import MAX_PLAYERS, MAX_TABLES

    # Checked before anything is built: a mistyped number must not build a crowd first.
    if args.players > MAX_PLAYERS:
        raise UsageError(f"--players: at most {MAX_PLAYERS} players ({MAX_TABLES} tables), "
                         f"not {args.players}")
    if args.tables is not None and args.tables > MAX_TABLES:
        raise UsageError(f"--tables: at most {MAX_TABLES}, not {args.tables}")
    if args.rounds is not None and args.rounds > MAX_ROUNDS:
        raise UsageError(f"--rounds: at most {MAX_ROUNDS}, not {args.rounds}")

    mix = [k.strip().lower() for k in args.mix.split(",") if k.strip()]
    groups = [g.strip() for g in args.groups.split(",")]
    if len(groups) != 2 or not all(groups):
        raise UsageError("--groups takes two names, RED,BLUE")
    seed = args.seed  # None: every choice from the OS's secure source, and no seed kept
    try:
        guests = computer_evening(args.players, mix)
        sizes = plan_tables(args.players, None if args.tables is None else args.tables - 2)
        rounds = args.rounds if args.rounds is not None or args.until else 20
        return PartyConfig(guests=guests, sizes=sizes, group_names={"red": groups[0], "blue": groups[1]},
                           stake=args.stake, blind=args.blind, limit=args.limit, rounds=rounds,
                           end_at=args.until, mode="play", seed=seed,
                           one_prize_each=not args.several_prizes, booby_by=args.booby)
    except (ConfigError, PlanError, ValueError) as exc:
        raise UsageError(str(exc)) from None


def run(args: argparse.Namespace) -> int:
    from game.party import Evening
    from game.party.rulings import rules_text
    from game.party.sheet import to_csv, to_html

    if args.rules:
        print(rules_text())
        return 0
    if args.serve:
        return _serve(args)
    if args.resume == "":
        raise UsageError("--resume needs the saved evening's file (or add --serve)")
    if not args.headless:
        raise UsageError("add --headless to play an evening of computer players here; the window's "
                         "party night is on the title screen (python main.py, then Party night)")
    started = time.perf_counter()
    if args.resume:
        try:
            ev = Evening.load(Path(args.resume))
        except (OSError, ValueError) as exc:
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            raise UsageError(f"cannot resume {args.resume}: {why}") from None
        if ev.config.mode != "play":
            raise UsageError(f"{args.resume} is a real-cards evening: finish it in the window")
    else:
        config = _config(args)
        try:
            ev = Evening.start(config, path=Path(args.save) if args.save else None)
        except OSError as exc:
            raise UsageError(f"cannot save the evening to {args.save}: {exc.strerror or exc}") from None
    if args.save and args.resume and Path(args.save) != Path(args.resume):
        ev.path = Path(args.save)
        try:
            ev.save()
        except OSError as exc:
            raise UsageError(f"cannot save the evening to {args.save}: {exc.strerror or exc}") from None
    say = (lambda *a: None) if args.quiet else print
    if ev.rounds_played == 0 and not ev.pending:
        c = ev.config
        seed = "" if c.seed is None else f", seed {c.seed}"
        say(f"Progressive Poker: {len(ev.guests)} players at {ev.table_count} tables "
            f"({', '.join(map(str, c.sizes or []))}){seed}")
    try:
        while not ev.over():
            rec = ev.play_round()
            ups = ", ".join(m["player"] for m in rec["moves"] if "won the pool" in m["reason"])
            broke = f"; broke: {', '.join(rec['broke'])}" if rec["broke"] else ""
            say(f"round {rec['round']:>3}: the bell - {rec['yellow']} takes a yellow counter; "
                f"{rec['down']} goes down; up: {ups}{broke}")
        if not ev.finished:
            ev.finish()
    except OSError as exc:
        raise UsageError(f"cannot save the evening: {exc.strerror or exc}") from None
    final = ev.final or {}
    say(f"{ev.rounds_played} rounds in {time.perf_counter() - started:.1f} s")
    for p in final.get("prizes", []):
        print(f"{p['title']}: {p['player']} ({p['yellow']} yellow, {p['net']} counters net)")
    for flag, text in ((args.json, lambda: json.dumps(ev.to_dict(), indent=1, ensure_ascii=False) + "\n"),
                       (args.csv, lambda: to_csv(ev)), (args.html, lambda: to_html(ev))):
        if flag:
            try:
                Path(flag).write_text(text(), encoding="utf-8")
            except OSError as exc:
                raise UsageError(f"cannot write {flag}: {exc.strerror or exc}") from None
    sys.stdout.flush()
    return 0


def _serve(args: argparse.Namespace) -> int:
    """The evening served to the guests' phones, with no window (game/phones/headless.py)."""
    from game.phones.headless import serve
    from game.phones.starting import config_for

    if args.resume == "":
        args.resume = None
        from game.party.store import evening_path

        args.resume = str(evening_path())
    base = None if args.resume else _config(args)

    def make_config(night):
        assert base is not None
        return config_for(night, args.players, base.rounds, seed=base.seed, sizes=None,
                          group_names=base.group_names, stake=base.stake, blind=base.blind,
                          limit=base.limit, end_at=base.end_at, one_prize_each=base.one_prize_each,
                          booby_by=base.booby_by, mix=tuple(args.mix.split(",")))

    try:
        ev = serve(args, make_config, print if not args.quiet else (lambda *a: None))
    except OSError as exc:
        raise UsageError(str(exc)) from None
    except (ValueError, KeyError) as exc:
        raise UsageError(f"cannot resume the evening: {exc}") from None
    for p in (ev.final or {}).get("prizes", []):
        print(f"{p['title']}: {p['player']} ({p['yellow']} yellow, {p['net']} counters net)")
    return 0
