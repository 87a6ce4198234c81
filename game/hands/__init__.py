"""Hand values and odds: what a poker hand is worth, and what the draw will bring.

``evaluate(cards, rules)`` gives a :class:`HandValue` whose ``strength`` orders every hand
(larger beats smaller, equal ties); ``pair_floor(rank)`` is the least strength holding a
pair of ``rank``; ``draw_odds(hand, keep)`` counts every equally likely draw exactly.
``docs/hands.md`` describes the categories, the options and how strengths are built.
No I/O, no pygame; the tables are built at import in a few milliseconds.
"""

from .evaluator import (
    CARD_INDEX,
    INDEX_CARDS,
    card_index,
    category_floor,
    evaluate,
    evaluate5,
    evaluate_ints,
    evaluator5,
    general_strength,
    lookup_tree,
    pair_floor,
    standard_values,
    strength,
)
from .odds import DrawOdds, dealt_counts, dealt_strengths, draw_odds, odds_against
from .rules import STANDARD_RULES, Category, Eccentric, HandRules, category_order
from .value import HandValue, rank_word

__all__ = [
    "CARD_INDEX", "INDEX_CARDS", "STANDARD_RULES", "Category", "DrawOdds", "Eccentric",
    "HandRules", "HandValue", "card_index", "category_floor", "category_order",
    "dealt_counts", "dealt_strengths", "draw_odds", "evaluate", "evaluate5",
    "evaluate_ints", "evaluator5", "general_strength", "lookup_tree", "odds_against",
    "pair_floor", "rank_word", "standard_values", "strength",
]
