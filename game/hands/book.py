"""The book's odds, and the exact ones, side by side.

Foster's Complete Hoyle prints odds in "Rank of the Hands", "Eccentric Hands"
and the second "PROBABILITIES" passage.  Each is a :class:`BookFigure` here; :func:`exact`
counts it exactly (every hand, every draw), so the game can show a player what the book
says and what is true.  Where the book rounds, it mostly agrees; where it does not (a full
hand by drawing three to a pair: "61 to 1", really 97.3 to 1), ``agrees`` is False.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
import math
from math import comb

from game.cards import parse_hand

from .evaluator import evaluate
from .odds import dealt_strengths, draw_odds, odds_against
from .rules import Category, Eccentric, HandRules, category_order
from .value import CAT_SHIFT


@dataclass(frozen=True)
class BookFigure:
    """One figure of the book.

    ``book`` is the book's words for the odds ("2½ to 1", "1 in 13"); ``book_against`` the
    same as odds against, to 1 (a chance of 1 in 13 is 12 to 1).  A dealt figure has no
    ``hand``; a draw figure keeps ``keep`` of ``hand`` and counts the draws that make
    ``measure``: ``"improve"`` (a better category than the kept cards show), a category
    label or labels joined by ``|`` (the draws ending in exactly those categories), or
    ``">=HAND"`` (the draws ending at least as strong as that hand)."""

    key: str
    passage: str
    says: str
    book: str
    book_against: float
    measure: str
    hand: str = ""
    keep: str = ""
    rules: HandRules = HandRules()

    @property
    def is_draw(self) -> bool:
        return bool(self.hand)


def _f(key, passage, says, book, against, measure, hand="", keep="", rules=HandRules()):
    return BookFigure(key, passage, says, book, against, measure, hand, keep, rules)


_R = "RANK OF THE HANDS"
_E = "ECCENTRIC HANDS"
_P = "PROBABILITIES"
_ALL_ECCENTRIC = HandRules(round_the_corner=True, eccentric=Eccentric.TRUE_ODDS)

FIGURES: tuple[BookFigure, ...] = (
    _f("dealt-high-card", _R, "no pair, sequence or flush", "even", 1.0, "high card"),
    _f("dealt-pair", _R, "one pair", "34 to 25", 34 / 25, "pair"),
    _f("dealt-two-pairs", _R, "two pairs", "20 to 1", 20, "two pairs"),
    _f("dealt-threes", _R, "threes", "46 to 1", 46, "threes"),
    _f("dealt-straight", _R, "straight", "254 to 1", 254, "straight"),
    _f("dealt-flush", _R, "flush", "508 to 1", 508, "flush"),
    _f("dealt-full", _R, "full hand", "693 to 1", 693, "full"),
    _f("dealt-fours", _R, "fours", "4164 to 1", 4164, "fours"),
    _f("dealt-straight-flush", _R, "straight flush (not royal)", "72192 to 1", 72192,
       "straight flush<royal"),
    _f("dealt-royal", _R, "royal flush", "649739 to 1", 649739, "royal"),
    _f("dealt-threes-45", "PROBABILITIES (before the draw)",
       "three of a kind not dealt more than once in forty-five times", "1 in 45", 44,
       "threes"),
    _f("dealt-blaze", _E, "blaze: five picture cards", "3008 to 1", 3008, "pattern:blaze",
       rules=_ALL_ECCENTRIC),
    _f("dealt-tiger", _E, "tiger: seven high, deuce low, no pair, sequence or flush",
       "636 to 1", 636, "pattern:tiger", rules=_ALL_ECCENTRIC),
    _f("dealt-skip", _E, "skip (Dutch) straight, of various suits", "423 to 1", 423,
       "pattern:skip straight", rules=_ALL_ECCENTRIC),
    _f("dealt-round-the-corner", _E, "round-the-corner straight", "848 to 1", 848,
       "pattern:round-the-corner", rules=_ALL_ECCENTRIC),
    # the second PROBABILITIES passage
    _f("four-flush", _P, "a four-card flush: about four to one against getting it",
       "about 4 to 1", 4, "flush|straight flush", "Ah Kh 8h 4h 9c", "Ah Kh 8h 4h"),
    _f("tens-draw-three", _P, "holding tens and drawing three, the chance of improving is "
       "a little better than one in five", "1 in 5", 4, "improve", "Th Td 8c 5s 2h", "Th Td"),
    _f("queens-draw-three", _P, "drawing to a pair of queens, the chance to improve is "
       "one in three and a half", "1 in 3½", 2.5, "improve", "Qh Qd 8c 5s 2h", "Qh Qd"),
    _f("eights-up-draw-one", _P, "drawing to two pairs, say Eights up, one in thirteen",
       "1 in 13", 12, "improve", "8h 8d 4c 4s 2h", "8h 8d 4c 4s"),
    _f("pair-3-improve", _P, "improving a pair by drawing three cards", "2½ to 1", 2.5,
       "improve", "Qs Qd 7c 5h 2d", "Qs Qd"),
    _f("pair-3-threes", _P, "triplets (drawing three to a pair)", "8 to 1", 8, "threes",
       "Qs Qd 7c 5h 2d", "Qs Qd"),
    _f("pair-3-two-pairs", _P, "two pairs (drawing three to a pair)", "8 to 1", 8,
       "two pairs", "Qs Qd 7c 5h 2d", "Qs Qd"),
    _f("pair-3-full", _P, "a full hand (drawing three to a pair)", "61 to 1", 61, "full",
       "Qs Qd 7c 5h 2d", "Qs Qd"),
    _f("pair-3-fours", _P, "four of a kind (drawing three to a pair)", "364 to 1", 364,
       "fours", "Qs Qd 7c 5h 2d", "Qs Qd"),
    _f("pair-2-improve", _P, "improving a pair by drawing two cards", "4 to 1", 4,
       "improve", "Qs Qd Ac 5h 2d", "Qs Qd Ac"),
    _f("pair-2-threes", _P, "triplets (drawing two to a pair)", "12 to 1", 12, "threes",
       "Qs Qd Ac 5h 2d", "Qs Qd Ac"),
    _f("pair-2-two-pairs", _P, "two pairs (drawing two to a pair)", "8 to 1", 8,
       "two pairs", "Qs Qd Ac 5h 2d", "Qs Qd Ac"),
    _f("two-pairs-full", _P, "a full hand by drawing to two pairs", "12 to 1", 12, "full",
       "8h 8d 4c 4s 2h", "8h 8d 4c 4s"),
    _f("threes-2-improve", _P, "improving triplets by drawing two cards", "8 to 1", 8,
       "improve", "9s 9h 9d 6c 2d", "9s 9h 9d"),
    _f("threes-2-full", _P, "a full hand (triplets drawing two)", "14½ to 1", 14.5, "full",
       "9s 9h 9d 6c 2d", "9s 9h 9d"),
    _f("threes-2-fours", _P, "four of a kind (triplets drawing two)", "23 to 1", 23, "fours",
       "9s 9h 9d 6c 2d", "9s 9h 9d"),
    _f("threes-1-improve", _P, "improving triplets by drawing one card", "12 to 1", 12,
       "improve", "9s 9h 9d 6c 2d", "9s 9h 9d 6c"),
    _f("threes-1-full", _P, "the full (triplets drawing one)", "16 to 1", 16, "full",
       "9s 9h 9d 6c 2d", "9s 9h 9d 6c"),
    _f("threes-1-fours", _P, "four of a kind (triplets drawing one)", "46 to 1", 46, "fours",
       "9s 9h 9d 6c 2d", "9s 9h 9d 6c"),
    _f("straight-inside", _P, "a straight from four open in the middle", "11 to 1", 11,
       "straight", "5c 6d 8h 9s Kc", "5c 6d 8h 9s"),
    _f("straight-one-end", _P, "a straight from four open at one end only", "11 to 1", 11,
       "straight", "Jc Qd Kh As 4c", "Jc Qd Kh As"),
    _f("straight-open", _P, "a straight from four open at both ends", "5 to 1", 5,
       "straight", "5c 6d 7h 8s Kc", "5c 6d 7h 8s"),
    _f("flush-4", _P, "filling a four-card flush", "4½ to 1", 4.5, "flush|straight flush",
       "Ah Kh 8h 4h 9c", "Ah Kh 8h 4h"),
    _f("flush-3", _P, "filling a three-card flush", "23 to 1", 23, "flush|straight flush",
       "Ah Kh 8h 4c 9c", "Ah Kh 8h"),
    _f("flush-2", _P, "filling a two-card flush", "95 to 1", 95, "flush|straight flush",
       "Ah Kh 8s 4c 9c", "Ah Kh"),
    _f("sf-open-improve", _P, "improving a four-card straight flush open at both ends "
       "(to a straight, flush or straight flush)", "3 to 1", 3,
       "straight|flush|straight flush", "5h 6h 7h 8h Kc", "5h 6h 7h 8h"),
    _f("sf-open-sf", _P, "the straight flush, four open at both ends", "24 to 1", 24,
       "straight flush", "5h 6h 7h 8h Kc", "5h 6h 7h 8h"),
    _f("sf-inside-improve", _P, "improving a four-card straight flush open in the middle "
       "(to a straight, flush or straight flush)", "4 to 1", 4,
       "straight|flush|straight flush", "5h 6h 8h 9h Kc", "5h 6h 8h 9h"),
    _f("sf-inside-sf", _P, "the straight flush, four open in the middle", "46 to 1", 46,
       "straight flush", "5h 6h 8h 9h Kc", "5h 6h 8h 9h"),
    _f("ace-king", _P, "a pair of aces or kings (or better) drawing three to A K", "3 to 1",
       3, ">=Kc Kd 4h 3s 2c", "As Kd 8c 5h 2d", "As Kd"),
    _f("ace-alone-pair", _P, "a pair of aces (or better) drawing four to an ace", "4 to 1", 4,
       ">=Ac Ad 4h 3s 2c", "As Jd 8c 5h 2d", "As"),
    _f("ace-alone-aces-up", _P, "aces up, or better, drawing four to an ace", "12 to 1", 12,
       ">=Ac Ad 3h 2s 2c", "As Jd 8c 5h 2d", "As"),
    _f("straight-3-open", _P, "a straight from three of it open at both ends (drawing two)",
       "24 to 1", 24, "straight|straight flush", "7c 8d 9h 2s 3c", "7c 8d 9h"),
    _f("sf-3-open", _P, "a straight or a flush from three of a straight flush open at both "
       "ends (drawing two)", "12 to 1", 12, "straight|flush|straight flush",
       "7h 8h 9h 2s 3c", "7h 8h 9h"),
)


def _pattern_count(label: str) -> int:
    """Hands showing an eccentric pattern at all, counted under the true-odds table (where
    each outranks the regular hands it could also be read as, but blaze loses to fours)."""
    cat = Category.from_label(label)
    if cat is Category.BLAZE:
        return comb(12, 5)  # any five of the twelve court cards
    rules = _ALL_ECCENTRIC
    order = category_order(rules)
    pos = order.index(cat)
    return sum(w for s, w in dealt_strengths(rules).items() if s >> CAT_SHIFT == pos)


@cache
def exact(figure: BookFigure) -> tuple[int, int]:
    """(count, total): how many hands or draws make the figure, out of how many."""
    m = figure.measure
    if not figure.is_draw:
        dist = dealt_strengths(figure.rules)
        total = sum(dist.values())
        order = category_order(figure.rules)
        royal = evaluate(parse_hand("As Ks Qs Js Ts")).strength
        if m.startswith("pattern:"):
            return _pattern_count(m[len("pattern:"):]), total
        if m == "royal":
            return sum(w for s, w in dist.items() if s >= royal), total
        if m == "straight flush<royal":
            sf = order.index(Category.STRAIGHT_FLUSH)
            return sum(w for s, w in dist.items() if s >> CAT_SHIFT == sf and s < royal), total
        pos = order.index(Category.from_label(m))
        return sum(w for s, w in dist.items() if s >> CAT_SHIFT == pos), total
    hand = parse_hand(figure.hand)
    keep = parse_hand(figure.keep, size=None)
    if m.startswith(">="):
        floor = evaluate(parse_hand(m[2:]), figure.rules).strength
        d = draw_odds(hand, keep, rules=figure.rules, at_least=floor)
        return d.reached or 0, d.draws
    d = draw_odds(hand, keep, rules=figure.rules)
    if m == "improve":
        return d.improved, d.draws
    cats = [Category.from_label(x) for x in m.split("|")]
    return d.count(*cats), d.draws


def exact_against(figure: BookFigure) -> float:
    """The exact odds against, to 1."""
    count, total = exact(figure)
    return (total - count) / count


def agrees(figure: BookFigure) -> bool:
    """Whether the book's figure is the exact one rounded, or cut short, to the book's
    last place (whole numbers; halves where the book prints a half; hundredths for its
    "34 to 25")."""
    ex = exact_against(figure)
    book = figure.book_against
    if "½" in figure.book:
        unit = 0.5
    elif book != int(book):
        unit = 0.01
    else:
        unit = 1.0
    rounded = math.floor(ex / unit + 0.5) * unit
    cut = math.floor(ex / unit + 1e-9) * unit
    return abs(rounded - book) < 1e-9 or abs(cut - book) < 1e-9


def table() -> list[tuple[BookFigure, str, str, bool]]:
    """(figure, the book's odds, the exact odds, agrees) for every figure."""
    rows = []
    for f in FIGURES:
        count, total = exact(f)
        rows.append((f, f.book, odds_against(count, total), agrees(f)))
    return rows

