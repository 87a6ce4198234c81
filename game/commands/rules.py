"""``python main.py rules --variant ID``: one game's rules, as plain text.

The same text the Rules screen shows (:mod:`game.rulebook`): How to play, the laws as this
game plays them, worked examples, our choices where the books are silent, and the house
rules the game uses, at the book's settings.  ``--how-to-play`` prints the How to play
alone; ``--list`` the games, family by family.  An unknown id is one line on standard error
and exit status 2.
"""

from __future__ import annotations

import argparse

from game.commands import UsageError

NAME = "rules"
HELP = "print a game's rules as the Rules screen has them (--variant ID; --list for the games)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", default="draw", metavar="ID",
                        help="the game (draw, stud, bouillotte...; --list names them all)")
    parser.add_argument("--how-to-play", action="store_true",
                        help="only the game's How to play: what you hold, your turn, winning, its words")
    parser.add_argument("--width", type=int, default=78, metavar="N", help="wrap the text at N columns (78)")
    parser.add_argument("--list", action="store_true", help="list the games, family by family, and stop")


def run(args: argparse.Namespace) -> int:
    from game.rulebook import FAMILIES, GUIDES, game_blocks, how_to_play_blocks, plain_text

    if args.list:
        for family, games in FAMILIES:
            print(family)
            for variant in games:
                print(f"  {variant:<18} {GUIDES[variant].name}")
        return 0
    if args.variant not in GUIDES:
        raise UsageError(f"no game called {args.variant!r}; `python main.py rules --list` names the "
                         f"{len(GUIDES)} games")
    if not 20 <= args.width <= 1000:
        raise UsageError(f"--width is a number of columns from 20 to 1000, not {args.width}")
    g = GUIDES[args.variant]
    blocks = ([("h1", g.name), ("note", g.line), *how_to_play_blocks(g)] if args.how_to_play
              else game_blocks(args.variant))
    print(plain_text(blocks, args.width), end="")
    return 0
