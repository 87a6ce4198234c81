"""``python main.py guide --variant ID``: a game's guided first deal, as text.

The deal the window's guided deal plays (:mod:`game.guide`), played here with the book's
moves: the log's lines as the deal goes, and at each moment of it what the table shows,
the part of the table the guide points at, and the guide's words; then what the deal has
shown and what the game still holds.  ``--list`` names the moments of each game (of the one
game with ``--variant``); ``--brief`` leaves the log out.  An unknown id is one line on
standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import textwrap

from game.commands import UsageError

NAME = "guide"
HELP = "print a game's guided first deal as text (--variant ID; --list for the moments of each game)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", default=None, metavar="ID",
                        help="the game (draw, brag, bouillotte...; `rules --list` names them all)")
    parser.add_argument("--list", action="store_true",
                        help="name the moments of each game's guided deal (of one game with --variant)")
    parser.add_argument("--brief", action="store_true", help="the guide's words only, without the log")
    parser.add_argument("--width", type=int, default=78, metavar="N", help="wrap the text at N columns (78)")


def _wrap(text: str, width: int, indent: str = "", then: str | None = None) -> str:
    return textwrap.fill(text, width, initial_indent=indent,
                         subsequent_indent=indent if then is None else then)


def run(args: argparse.Namespace) -> int:
    from game.rulebook import ORDER, guide

    if args.variant is not None and args.variant not in ORDER:
        raise UsageError(f"no game called {args.variant!r}; `python main.py rules --list` names the "
                         f"{len(ORDER)} games")
    if not 20 <= args.width <= 1000:
        raise UsageError(f"--width is a number of columns from 20 to 1000, not {args.width}")
    from game.rulebook.guided import prepared_deal

    if args.list:
        for variant in ([args.variant] if args.variant else ORDER):
            p = prepared_deal(variant)
            print(f"{guide(variant).name} ({variant})")
            for i, m in enumerate(p.moments, 1):
                print(f"  {i:>2}. {m.title[:1].upper()}{m.title[1:]}")
        return 0
    print(text_of(args.variant or "draw", args.width, brief=args.brief), end="")
    return 0


def text_of(variant: str, width: int = 78, brief: bool = False) -> str:
    """A guided deal as the command prints it."""
    from game.guide.notes import Summary
    from game.guide.run import Line, Told, play
    from game.guide.showing import pointed
    from game.rulebook import guide
    from game.rulebook.guided import prepared_deal

    p = prepared_deal(variant)
    names = ["You" if n == "you" else n for n in p.names]
    title = f"A guided deal of {guide(variant).name}"
    out = [title, "=" * len(title)]
    n = 0
    for item in play(p):
        if isinstance(item, Line):
            if not brief:
                out.append(_wrap(item.text, width, "  "))
        elif isinstance(item, Told):
            note = item.note
            if note.kind == "opening":
                out += ["", _wrap(note.text, width), ""]
                continue
            if note.kind == "moment":
                n += 1
                where = pointed(note, names)
                head = f"{n}. {note.title[:1].upper()}{note.title[1:]}"
                out += ["", _wrap(head + (f" (the guide points at {where})" if where else ""), width, "",
                                  "   ")]
                if item.table:
                    out.append(_wrap("The table: " + item.table[:1].lower() + item.table[1:], width, "   "))
                out += [_wrap(note.text, width, "   "), ""]
            else:  # an opponent's move explained, or a word on the person's own
                out.append(_wrap("Guide: " + note.text, width, "   "))
        elif isinstance(item, Summary):
            out += ["", "The end of the guided deal", "-" * 26]
            for part, line in item.parts():
                out.append(_wrap(line, width, "  - ", "    ") if part == "item" else _wrap(line, width))
            out += ["", _wrap("Play for real: a new game of it with the same opponents, from the title "
                              "screen's New game.", width)]
    text = "\n".join(out).strip("\n") + "\n"
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return text
