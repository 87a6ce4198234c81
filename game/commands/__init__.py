"""The command line: ``python main.py [COMMAND] ...``.

Each command is a module here with ``NAME``, ``HELP``, ``add_arguments(parser)`` and
``run(args) -> int``.  Bad input is reported as one line on standard error with exit
status 2 (raise :class:`UsageError`), never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Sequence

from game import __version__

# Module names, in the order ``--help`` lists them.
COMMANDS: tuple[str, ...] = ("simulate", "rank", "odds", "tournament", "review", "party",
                             "rules", "guide")


class UsageError(Exception):
    """Bad input from the person at the keyboard: one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        # argparse prints the whole usage; we promise one clear line.
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)


def build_parser(commands: Sequence[str] = COMMANDS) -> argparse.ArgumentParser:
    """The parser, with the subcommands named in ``commands`` (each imports its module)."""
    parser = _Parser(prog="parlour-poker", description="Parlour Poker: draw poker from the old Hoyles.")
    parser.add_argument("--version", action="version", version=f"Parlour Poker {__version__}")
    parser.add_argument("--first-frame", action="store_true",
                        help="open the window, draw the title screen once, and exit (for timing start-up)")
    demo = parser.add_argument_group("the demo (computer players at the table, to watch or to time)")
    demo.add_argument("--demo", action="store_true",
                      help="watch seven computer players play in the table window")
    demo.add_argument("--seconds", type=float, default=20.0, metavar="S", help="how long the demo runs (20)")
    demo.add_argument("--screenshot", metavar="FILE", help="save the demo's last frame as a PNG")
    demo.add_argument("--variant", default="draw", metavar="ID", help="the game to watch (simulate --list-variants)")
    demo.add_argument("--seats", type=int, default=7, metavar="N",
                      help="how many computer players (2-8; as many as the game allows)")
    demo.add_argument("--frame-stats", action="store_true",
                      help='print the frame times as JSON: {"frames", "p50_ms", "p99_ms", "max_ms"}')
    parser.add_argument("--selftest", action="store_true",
                        help="check headless that the assets, every game and every screen work; exit 0 or 1")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in commands:
        module = importlib.import_module(f"game.commands.{name}")
        p = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def _commands_needed(argv: Sequence[str]) -> Sequence[str]:
    """Only the command asked for is imported, and none for the window: opening the game
    should not pay for loading the engine, the players and the party first."""
    first = next((a for a in argv if not a.startswith("-")), None)
    if first in COMMANDS:
        return (first,)
    if first is None and not {"-h", "--help"} & set(argv):
        return ()
    return COMMANDS  # help, or an unknown command: argparse lists them all


def _warn_if_unsaved() -> None:
    """One line on standard error when the data folder cannot be written."""
    from game.store.paths import writable_problem

    problem = writable_problem()
    if problem:
        print(f"parlour-poker: {problem}", file=sys.stderr)


MAX_DEMO_SECONDS = 24 * 3600.0


def main(argv: Sequence[str]) -> int:
    if not argv or list(argv) == ["--first-frame"]:
        # The window: a double-click.  No parser to build (argparse alone is a noticeable
        # part of the start-up a player waits for).
        from game.ui.launch import run_window

        status = run_window(first_frame=bool(argv))
        if argv:
            _warn_if_unsaved()
        return status
    args = build_parser(_commands_needed(argv)).parse_args(list(argv))
    if args.selftest:
        from game.ui.selftest import run as selftest

        status = selftest()
        _warn_if_unsaved()
        return status
    if args.command is None and args.demo:
        # NaN compares false with everything, so the test is written to let only a real,
        # finite number through.
        if not (0 < args.seconds <= MAX_DEMO_SECONDS):
            print(f"parlour-poker: --seconds must be a number of seconds, more than 0 and at most "
                  f"{MAX_DEMO_SECONDS:.0f}, not {args.seconds}", file=sys.stderr)
            return 2
        from game.engine.registry import VARIANTS
        from game.ui.demo import run_demo

        if args.variant not in VARIANTS or not 2 <= args.seats <= 8:
            print(f"parlour-poker: --variant is one of {', '.join(VARIANTS)} and --seats 2 to 8",
                  file=sys.stderr)
            return 2
        return run_demo(args.seconds, args.screenshot, args.frame_stats, seats=args.seats, variant=args.variant)
    if args.command is None:
        # No command: the game window.  Imported here so the commands never load pygame.
        from game.ui.launch import run_window

        return run_window(first_frame=args.first_frame)
    try:
        return int(args._run(args) or 0)
    except UsageError as exc:
        print(f"parlour-poker {args.command}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
