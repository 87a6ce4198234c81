"""Parlour Poker: start the game window, or run one of the commands (``--help`` lists them)."""

import sys

from game.commands import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
