"""Arguments several commands share: house rules, seeds, output files."""

from __future__ import annotations

import argparse
import random

from game.commands import UsageError
from game.engine import HouseRules, RuleError, parse_house


def add_house_argument(parser: argparse.ArgumentParser) -> None:
    """``--house key=value``, repeatable; ``--house help`` lists the rules."""
    parser.add_argument("--house", action="append", default=[], metavar="KEY=VALUE",
                        help="a house rule, e.g. table_stakes=true, jack_pots=false, "
                             "straddle=false (repeat for more; 'help' lists them)")


def house_from(args: argparse.Namespace) -> HouseRules:
    """The house rules the arguments ask for; bad ones are a usage error."""
    if "help" in args.house:
        lines = [f"  {name}={default}  {help} ({source})"
                 for name, default, help, source, _ in HouseRules.describe_all()]
        raise UsageError("house rules and their defaults:\n" + "\n".join(lines))
    try:
        return parse_house(args.house)
    except RuleError as exc:
        raise UsageError(str(exc)) from None


def positive(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def rng_from(seed: int | None) -> random.Random:
    """A seeded generator for replays and tests, or the OS's secure source."""
    from game.cards import secure_rng
    return random.Random(seed) if seed is not None else secure_rng()
