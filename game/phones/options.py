"""The command line's options for a phone party night (``party --serve``), apart from the
server so that the command line starts without loading it."""

from __future__ import annotations

import argparse


def add_arguments(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("guests' phones (--serve)",
                             "With --resume the evening keeps the settings it was served with (--act-within, "
                             "--absent, --stand-in, --pace, --between, --linger); one given again overrides it.")
    g.add_argument("--serve", action="store_true",
                   help="serve the evening to the guests' phones on the local network, without the window")
    # None: a resumed evening is served where it was served before (its save keeps the port
    # and address), a new one on 8765 and every local address (round 12 of issue 37).
    g.add_argument("--port", type=int, default=None,
                   help="the port to serve on (default 8765, or where a resumed evening was served; 0: any free)")
    g.add_argument("--bind", default=None,
                   help="the address to serve on (default: every local one, or a resumed evening's own)")
    g.add_argument("--phones", dest="phone_names", default="", metavar="NAME,NAME,...",
                   type=lambda s: [n.strip() for n in s.split(",") if n.strip()],
                   help="phone guests expected (they pick their name on the phone)")
    g.add_argument("--wait", type=float, default=None, metavar="SECONDS",
                   help="draw the seats after this many seconds (default: when the host presses Enter; "
                        "without a terminal, when the --phones guests are in, a line on the input, or USR1)")
    g.add_argument("--first-deal-in", type=float, default=10.0, metavar="SECONDS",
                   help="seconds each guest sees his seat, counted on the phones, before the first deal (default 10)")
    # None below: not given, so a resumed evening keeps its own (round 14 of issue 37: resumed
    # with --serve --resume, an evening started with --act-within 40 ran a 60 s clock).
    g.add_argument("--act-within", type=float, default=None, metavar="SECONDS",
                   help="the time a phone guest has to act (default 60)")
    g.add_argument("--absent", choices=("abandon", "computer"), default=None,
                   help="a guest who does not act in time abandons (default), or a computer player stands in")
    g.add_argument("--stand-in", default=None, help="the stand-in's temperament (default good)")
    g.add_argument("--pace", type=float, default=None, help="seconds between computer players' actions (default 0.9)")
    g.add_argument("--between", type=float, default=None,
                   help="seconds the moves are shown between rounds (default 12)")
    g.add_argument("--linger", type=float, default=None, metavar="SECONDS",
                   help="seconds the prizes stay served to the phones and the television after the evening "
                        "(default 600, ten minutes; Ctrl+C closes sooner)")
