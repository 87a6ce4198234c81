"""``python main.py odds HAND --keep CARDS``: the exact odds of the draw.

    $ python main.py odds "Qs Qd 7c 5h 2d" --keep "Qs Qd"
    Qs Qd 7c 5h 2d, keeping Qs Qd: drawing 3 of 47 cards, 16,215 draws
    2.5 to 1 against improving the pair (4,656 of 16,215 improve)
      ...one line a category...

``--json`` prints ``{"draws": 16215, "categories": {"pair": 11559, ...}, "improved": 4656}``.
``--dead`` names cards known to be out of the stock (seen discards, a burnt card).
The hand is five cards of the 52-card pack unless ``--pack 53`` (the joker) or ``--pack 60``
names another.
"""

from __future__ import annotations

import argparse
import json
import sys

from game.cards import parse_cards
from game.commands import UsageError
from game.hands import Category, draw_odds, odds_against

from .rank import add_rule_arguments, rules_from_args

NAME = "odds"
HELP = "the exact odds of improving a hand by the draw"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("hand", nargs="+", metavar="HAND",
                        help='the hand, e.g. "Qs Qd 7c 5h 2d"')
    parser.add_argument("--keep", default="", metavar="CARDS",
                        help='the cards kept, e.g. "Qs Qd" (default: none, draw them all)')
    parser.add_argument("--dead", default="", metavar="CARDS",
                        help="cards known to be out of the stock")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    add_rule_arguments(parser)


def _cards(text: str, what: str):
    try:
        return parse_cards(text)
    except ValueError as exc:
        raise UsageError(f"{what}: {exc}") from None


def run(args: argparse.Namespace) -> int:
    if args.pack is None:
        # Draw Poker is played with fifty-two cards: a joker or an eleven asks for its pack by
        # name (--pack 53 or 60), never by surprise from a mistyped card.
        args.pack = "52"
    rules = rules_from_args(args)
    hand = _cards(" ".join(args.hand), "hand")
    if len(hand) != 5:
        raise UsageError(f"hand: a Draw Poker hand has five cards, not {len(hand)}")
    keep = _cards(args.keep, "--keep")
    dead = _cards(args.dead, "--dead")
    try:
        result = draw_odds(hand, keep, dead, rules)
    except ValueError as exc:
        hint = " (--pack 53 plays the joker, --pack 60 the elevens and twelves)" \
            if "52-card pack" in str(exc) else ""
        raise UsageError(f"{exc}{hint}") from None
    out = sys.stdout
    if args.json:
        out.write(json.dumps(result.to_json()) + "\n")
        return 0
    kept = " ".join(c.code for c in keep) or "nothing"
    lines = [
        f"{' '.join(c.code for c in hand)}, keeping {kept}: drawing {result.drawn} "
        f"of {result.stock} cards, {result.draws:,} draw{'s' if result.draws != 1 else ''}",
        f"{result.improve_odds} against improving {_KEPT.get(result.kept, result.kept.label)} "
        f"({result.improved:,} of {result.draws:,} improve)",
    ]
    width = max(len(c.label) for c in result.categories)
    for cat, n in reversed(result.categories.items()):
        pct = 100 * n / result.draws
        lines.append(f"  {cat.label:<{width}}  {n:>9,}  {pct:5.1f}%  {odds_against(n, result.draws)}")
    out.write("\n".join(lines) + "\n")
    return 0


_KEPT = {
    Category.HIGH_CARD: "on nothing", Category.PAIR: "a pair", Category.TWO_PAIRS: "two pairs",
    Category.THREES: "threes", Category.FOURS: "fours", Category.FULL: "a full hand",
    Category.STRAIGHT: "a straight", Category.FLUSH: "a flush",
}
