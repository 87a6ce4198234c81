"""Odds in words, as a player at the table in the book's day would say them.

The books give odds *against* a thing, in whole numbers and halves ("2½ to 1", "8 to 1",
Foster, "Probabilities"); near even a player says "5 to 4 against" or "6 to 5 on", and a
thing more likely than not is "on" (never "1.37 to 1 on against").  Two styles:

* :func:`say_odds` - the table's words, rounded to the figures a player would use:
  ``"3 to 1 against"``, ``"2½ to 1 against"``, ``"5 to 4 on"``, ``"even"``.
* :func:`exact_odds` - the Rules screen's exact column, beside the book's own figures:
  ``"2.59 to 1 against"``, ``"1.37 to 1 on"``, ``"even"`` (to two places below 2 to 1, one place below 1,000).

:func:`held_words` names what a player keeps ("a pair of kings", "a jack", "four to a
flush"), and :func:`odds_lines` builds the odds helper's lines from a
:class:`~game.hands.DrawOdds`.  Pure: no pygame, no I/O.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from typing import Iterable, Sequence

from game.cards import Card, Rank

from .rules import STANDARD_RULES, Category, HandRules, category_order

# Short odds as the ring and the card room said them: the first figure is against, the
# second the stake ("5 to 4").  Anything from 2 to 1 upward is said "to 1", in quarters below
# 10 (a play-tester read 29% said "2½ to 1" beside 31% said the same: to the nearest quarter
# the two differ, 2½ and 2¼).
_SHORT = (Fraction(1), Fraction(11, 10), Fraction(6, 5), Fraction(5, 4), Fraction(11, 8),
          Fraction(6, 4), Fraction(13, 8), Fraction(7, 4), Fraction(15, 8), Fraction(2))

_QUARTERS = ("", "\u00bc", "\u00bd", "\u00be")
"""The quarters as a player writes them after a whole number: ¼, ½, ¾."""


def _nearest(ratio: float, choices: Sequence[Fraction]) -> Fraction:
    """The choice nearest ``ratio`` on a log scale (so 5 to 4 and 4 to 5 are as far from even)."""
    return min(choices, key=lambda f: abs(math.log(ratio) - math.log(float(f))))


def _to_one(x: float) -> str:
    """``x`` to 1 in a player's figures: quarters below 10, whole numbers up to 100, and
    then round figures (``"2¼"``, ``"2½"``, ``"8"``, ``"46"``, ``"4,200"``)."""
    if x < 10 - 0.125:
        whole, quarter = divmod(round(x * 4), 4)
        return f"{whole}{_QUARTERS[quarter]}"
    if x < 100:
        return f"{round(x)}"
    digits = 2 if x < 10_000 else 3
    step = 10 ** (int(math.log10(x)) + 1 - digits)
    return f"{round(x / step) * step:,}"


def _short(ratio: float) -> str | None:
    """``"5 to 4"`` for a ratio below 2 to 1, or None for even money."""
    f = _nearest(ratio, _SHORT)
    if f == 1:
        return None
    if f.denominator == 1:
        return f"{f.numerator} to 1"
    return f"{f.numerator} to {f.denominator}"


def say_odds(count: int, total: int) -> str:
    """The odds of a thing that happens ``count`` times in ``total``, as a player says them.

    ``"3 to 1 against"``, ``"2½ to 1 against"``, ``"5 to 4 against"``, ``"even"``,
    ``"6 to 5 on"``, ``"3 to 1 on"``; ``"no chance"`` and ``"a certainty"`` at the ends.
    """
    if total <= 0 or count <= 0:
        return "no chance"
    if count >= total:
        return "a certainty"
    return odds_of(count / total)


def odds_of(p: float) -> str:
    """The odds of a thing that happens with chance ``p``, as a player says them: the one
    formatter for "N to 1" wherever a chance is shown (the advice, the review, the odds
    helper), from the unrounded chance: ``odds_of(0.31)`` is ``"2¼ to 1 against"``."""
    if p <= 0:
        return "no chance"
    if p >= 1:
        return "a certainty"
    side = "against" if p <= 0.5 else "on"
    ratio = (1 - p) / p if p <= 0.5 else p / (1 - p)
    if ratio < 2 - 1e-9:
        words = _short(ratio)
        return f"{words} {side}" if words else "even"
    return f"{_to_one(ratio)} to 1 {side}"


def exact_odds(count: int, total: int) -> str:
    """The odds to two places, for tables set beside the book's figures.

    ``"2.59 to 1 against"``, ``"1.37 to 1 on"``, ``"649,739 to 1 against"``, ``"even"``
    (a ratio that rounds to 1.00 either way is even)."""
    if total <= 0 or count <= 0:
        return "no chance"
    against = total - count
    if against <= 0:
        return "a certainty"
    side = "against" if against >= count else "on"
    ratio = max(against, count) / min(against, count)
    if ratio < 2:
        text = f"{ratio:.2f}"
        if text == "1.00":
            return "even"
    elif ratio < 1000:
        text = f"{ratio:.1f}"
    else:
        text = f"{ratio:,.0f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return f"{text} to 1 {side}"


def percent(count: int, total: int) -> str:
    """``"28.7%"``; ``"under 0.1%"`` for a thing that can happen but rarely."""
    if total <= 0:
        return "0%"
    p = count / total
    if 0 < p < 0.0005:
        return "under 0.1%"
    return f"{p:.1%}"


# --- naming what is held -------------------------------------------------------------------

_CATEGORY_NAMES = {
    Category.HIGH_CARD: "no pair", Category.PAIR: "a pair", Category.TWO_PAIRS: "two pairs",
    Category.THREES: "threes", Category.STRAIGHT: "a straight", Category.FLUSH: "a flush",
    Category.FULL: "a full hand", Category.FOURS: "fours", Category.STRAIGHT_FLUSH: "a straight flush",
    Category.FIVE_OF_A_KIND: "five of a kind", Category.BLAZE: "a blaze", Category.TIGER: "a tiger",
    Category.SKIP_STRAIGHT: "a skip straight", Category.ROUND_THE_CORNER: "a round-the-corner straight",
}


def category_name(category: Category, article: bool = True) -> str:
    """``"a full hand"`` (or ``"Full hand"`` with ``article=False``, for a heading)."""
    name = _CATEGORY_NAMES.get(category, category.label)
    if article:
        return name
    for a in ("a ", "an "):
        if name.startswith(a):
            name = name[len(a):]
    return name[:1].upper() + name[1:]


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" or word == "8" or word == "11" else "a ") + word


def _card_word(rank: Rank) -> str:
    return rank.label


def _in_sequence(ranks: list[int], ace: int) -> bool:
    """True if the ranks fit in one run of five, the ace (``ace``) high or low."""
    if len(set(ranks)) != len(ranks):
        return False
    orders = [sorted(ranks)]
    if ace in ranks:
        orders.append(sorted(1 if r == ace else r for r in ranks))
    return any(o[-1] - o[0] <= 4 for o in orders)


def held_words(kept: Iterable[Card]) -> str:
    """What the kept cards hold, as a player says it.

    ``"a pair of kings"``, ``"two pairs, kings and fives"``, ``"threes (three kings)"`` is
    said ``"three kings"``; without a pair: ``"a jack"``, ``"an ace and a king"``, ``"four
    to a flush"``, ``"four to a straight"``, ``"the joker"``; nothing kept: ``"nothing"``.
    """
    cards = list(kept)
    naturals = [c for c in cards if not c.is_joker]
    joker = len(naturals) < len(cards)
    counts = Counter(c.rank for c in naturals)
    groups = sorted(((n, r) for r, n in counts.items() if n >= 2), reverse=True)
    plus = " and the joker" if joker else ""
    if groups:
        (n, r), rest = groups[0], groups[1:]
        if n >= 4:
            return f"four {r.plural}{plus}"
        if n == 3:
            if rest:
                return f"a full hand, {r.plural} on {rest[0][1].plural}{plus}"
            return f"three {r.plural}{plus}"
        if rest:
            return f"two pairs, {r.plural} and {rest[0][1].plural}{plus}"
        return f"a pair of {r.plural}{plus}"
    if not cards:
        return "nothing"
    if not naturals:
        return "the joker"
    suits = {c.suit for c in naturals}
    # The 11s and 12s of the sixty-card pack sit between the 10 and the Jack; without them
    # the Jack follows the 10.
    sixty = any(c.rank in (Rank.ELEVEN, Rank.TWELVE) for c in naturals)
    shift = 0 if sixty else 2
    ranks = [int(c.rank) if c.rank <= Rank.TEN else int(c.rank) - shift for c in naturals]
    ace = int(Rank.ACE) - shift
    n = len(cards)
    if n >= 3 and len(suits) == 1 and _in_sequence(ranks, ace):
        return f"{_NUMBER[n]} to a straight flush"
    if n >= 3 and len(suits) == 1:
        return f"{_NUMBER[n]} to a flush"
    if n >= 4 and _in_sequence(ranks, ace):
        return f"{_NUMBER[n]} to a straight"
    names = [_a(_card_word(r)) for r in sorted((c.rank for c in naturals), reverse=True)]
    if joker:
        names.append("the joker")
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


_NUMBER = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


# --- the odds helper -------------------------------------------------------------------------

def odds_lines(odds, discards: int, hand_value: str = "", rules: HandRules | None = None,
               kept: Sequence[Card] | None = None, most: int = 4) -> list[tuple[str, str]]:
    """The odds helper's lines for a :class:`~game.hands.DrawOdds`: (text, style) pairs, the
    style ``"head"``, ``""`` or ``"dim"``.

    ``discards``: how many cards are thrown; ``hand_value``: the hand as it stands, for a
    pat hand; ``kept``: the cards kept (to name them); ``most``: how many better hands to
    list.  Example, keeping a pair of Kings::

        Drawing 3 to a pair of Kings
        To improve: 2½ to 1 against (28.7%)
        Two pairs: 5 to 1 against (16.0%)
        Threes: 8 to 1 against (11.4%)
    """
    order = category_order(rules or STANDARD_RULES)

    def rank(category: Category) -> int:
        return order.index(category) if category in order else -1

    if discards == 0:
        return [("Standing pat", "head"), (f"You keep {hand_value or 'your hand'}.", "")]
    if kept is not None:
        words = held_words(kept)
    else:
        words = category_name(odds.kept) if odds.kept is not Category.HIGH_CARD else "nothing"
    card_s = "card" if discards == 1 else "cards"
    if words == "nothing":
        head = f"Drawing {discards} fresh {card_s}"
    elif " to a " in words and words.split()[0] in _NUMBER.values():
        # "four to a flush" kept: a player is "drawing 1 to a flush".
        head = f"Drawing {discards} to a {words.split(' to a ', 1)[1]}"
    else:
        head = f"Drawing {discards} to {words}"

    # Keeping no pair, "improving" counts any pair, the smallest too: said so, as the
    # command line says it ("improving on nothing"), so that a pair broken for a flush is not
    # read as improved by a pair lower than the one thrown.
    label = ("A pair or better (improving on nothing)" if odds.kept is Category.HIGH_CARD
             else "To improve")
    lines = [(head, "head"), (f"{label}: {_improve(odds.improved, odds.draws)}", "")]
    better = [(c, n) for c, n in odds.categories.items() if n and rank(c) > rank(odds.kept)]
    target = next((c for c in (Category.STRAIGHT_FLUSH, Category.FLUSH, Category.STRAIGHT)
                   if " to a " in words and category_name(c, article=False).lower()
                   in words.split(" to a ", 1)[1]), None)
    # The hand drawn to first, straight under the heading (a play-tester drawing one to a
    # straight never saw its odds: the helper's panel holds three or four lines).
    better.sort(key=lambda cn: (cn[0] is not target, -cn[1]))
    for cat, n in better[:most]:
        line = (f"{category_name(cat, article=False)}: {say_odds(n, odds.draws)} "
                f"({percent(n, odds.draws)})", "dim")
        if cat is target:
            lines.insert(1, (line[0], ""))
        else:
            lines.append(line)
    return lines


def _improve(count: int, total: int) -> str:
    words = say_odds(count, total)
    if count <= 0 or count >= total:
        return words
    return f"{words} ({percent(count, total)})"


def kept_words(kept: Iterable[Card]) -> str:
    """The name the table used for :func:`held_words` (kept for a one-line swap)."""
    return held_words(kept)


__all__ = ["say_odds", "odds_of", "exact_odds", "percent", "category_name", "held_words", "kept_words",
           "odds_lines"]
