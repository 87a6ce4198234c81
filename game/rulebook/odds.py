"""The Rules screen's odds section: the book's figures beside the exact ones, the odds of the
classic draws and of each hand dealt, worked out by ``game.hands`` and said in
:mod:`game.hands.odds_words`.  ``odds_blocks()`` never raises: a half-built or missing odds
module leaves a polite note instead.
"""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger("parlour_poker.ui.rules")

Block = tuple[str, Any]  # as in game.ui.scenes.rules


_ODDS_WAITING = ("The table of the odds of improving each hand by the draw will appear here when the "
                 "hand-odds module is ready.")

# Classic draws for the odds table: (what is held, the hand, how many cards kept, what counts).
_DRAWS = (
    ("A pair, drawing three", "8s 8h Kc 5d 2s", 2, None),
    ("A pair and an ace, drawing two", "8s 8h Ac 5d 2s", 3, None),
    ("Two pairs, drawing one", "8s 8h 5c 5d 2s", 4, None),
    ("Threes, drawing two", "8s 8h 8c 5d 2s", 3, None),
    ("Threes and an odd card, drawing one", "8s 8h 8c 5d 2s", 4, None),
    ("Four to a flush, drawing one", "2h 6h 9h Kh 5s", 4, ("FLUSH", "STRAIGHT_FLUSH")),
    ("Four to an open straight, drawing one", "8s 9h Tc Jd 2s", 4, ("STRAIGHT", "STRAIGHT_FLUSH")),
    ("Four to an inside straight, drawing one", "8s 9h Jc Qd 2s", 4, ("STRAIGHT", "STRAIGHT_FLUSH")),
    ("Four to a straight flush, drawing one", "8h 9h Th Jh 2s", 4, ("STRAIGHT", "FLUSH", "STRAIGHT_FLUSH")),
)


def _book_table() -> list[Block]:
    """Foster's figures (the rank of the hands, the eccentric hands, the probabilities) with the
    exact odds beside each; a mark where the book is out."""
    from game.hands import book

    from game.hands.odds_words import exact_odds

    rows = [["The book", "says", "exactly", ""]]
    for figure, says, _exact, agrees in book.table():
        count, total = book.exact(figure)
        rows.append([figure.says, says, exact_odds(count, total), "" if agrees else "*"])
    return [("p", "Foster's odds against each hand and each draw, and the exact odds; * marks a "
                  "figure the book has wrong."), ("table", rows)]


def _draw_tables(hands: Any) -> list[Block]:
    """The odds of the draw and of the deal, worked out by ``game.hands`` (exact counts)."""
    from game.cards import parse_cards
    from game.hands.odds_words import exact_odds

    rows = [["You hold", "Improving", "Odds"]]
    for label, text, keep, wanted in _DRAWS:
        hand = tuple(parse_cards(text))
        odds = hands.draw_odds(hand, hand[:keep])
        if wanted is None:
            what, count = "any better hand", odds.improved
        else:
            cats = [getattr(hands.Category, name) for name in wanted]
            what = "a straight or better" if "STRAIGHT" in wanted else "a flush"
            count = odds.count(*cats)
        rows.append([label, what, exact_odds(count, odds.draws)])
    blocks: list[Block] = [("table", rows)]
    counts = hands.dealt_counts()
    total = sum(counts.values())
    dealt = [["Dealt pat", "Hands", "Odds"]]
    for category, n in reversed(list(counts.items())):
        dealt.append([category.value.capitalize(), f"{n:,}", exact_odds(n, total)])
    blocks.append(("p", "The odds against being dealt each hand in five cards, from all "
                        f"{total:,} possible hands:"))
    blocks.append(("table", dealt))
    return blocks


def odds_blocks() -> list[Block]:
    """The odds section's body, from ``game.hands`` if it is there; never raises.

    ``game.hands.draw_odds`` may be the odds function (the table is then worked out here
    from classic draws) or a module offering ``odds_table()`` - rows of cells, the first
    row the header - which is shown as it is.
    """
    try:
        import game.hands as hands

        source = hands.draw_odds
    except (ImportError, AttributeError):
        return [("note", _ODDS_WAITING)]
    try:
        ready = getattr(source, "odds_table", None)
        if callable(ready):
            rows = [[str(cell) for cell in row] for row in ready()]
            return [("note", "From the hand-odds module."), ("table", rows)]
        return [("note", "Exact counts over every possible draw from the rest of the pack, by the game's "
                         "own reckoning, beside the book's own figures.")] + _book_table() + _draw_tables(hands)
    except Exception as exc:  # a half-built module must not break the rules screen
        log.warning("odds table not available: %s", exc)
        return [("note", "The odds table could not be worked out this time.")]
