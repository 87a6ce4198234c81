"""Every five-card hand: the category counts, 7,462 distinct values, and treys' order.

treys is a test-only reference (an independent Cactus-Kev-style evaluator); it ranks
hands 1 (royal flush) to 7,462 (seven high), smaller better.
"""

from collections import Counter
from itertools import combinations

import pytest

from game.cards import Suit
from game.hands import INDEX_CARDS, STANDARD_RULES, Category, evaluator5, lookup_tree
from game.hands.evaluator import (
    FLUSHES, RANK_KEYS, STANDARD_RANKS, UNSUITED, _BY_SUIT, _key_strength, context, eval_ranks,
)
from game.hands.value import CAT_SHIFT

KNOWN_COUNTS = {
    Category.HIGH_CARD: 1_302_540,
    Category.PAIR: 1_098_240,
    Category.TWO_PAIRS: 123_552,
    Category.THREES: 54_912,
    Category.STRAIGHT: 10_200,
    Category.FLUSH: 5_108,
    Category.FULL: 3_744,
    Category.FOURS: 624,
    Category.STRAIGHT_FLUSH: 40,
}


def test_tables_agree_with_the_general_path_on_every_rank_multiset():
    """The fast tables hold every rank multiset; the general path (every option off)
    gives the same strength for each, suited and not."""
    ctx = context(STANDARD_RULES, False)
    key_of = dict(zip((int(r) for r in STANDARD_RANKS), RANK_KEYS))
    from itertools import combinations_with_replacement
    seen = 0
    for ranks in combinations_with_replacement([int(r) for r in STANDARD_RANKS], 5):
        if max(Counter(ranks).values()) > 4:
            continue
        key = sum(key_of[r] for r in ranks)
        assert UNSUITED[key] == eval_ranks(ranks, False, ctx), ranks
        if len(set(ranks)) == 5:
            assert FLUSHES[key] == eval_ranks(ranks, True, ctx), ranks
        seen += 1
    assert seen == len(UNSUITED) == 6175 and len(FLUSHES) == 1287


def _key_int(i):
    c = INDEX_CARDS[i]
    return _BY_SUIT[c.suit.value][c.rank]


@pytest.mark.slow
def test_every_hand_category_counts_and_7462_values():
    ev = evaluator5()
    strengths = Counter(ev(a, b, c, d, e) for a, b, c, d, e in combinations(range(52), 5))
    assert sum(strengths.values()) == 2_598_960
    assert len(strengths) == 7462
    order = STANDARD_RULES.categories()
    by_category = Counter()
    for s, n in strengths.items():
        by_category[order[s >> CAT_SHIFT]] += n
    assert dict(by_category) == KNOWN_COUNTS


@pytest.mark.slow
def test_lookup_tree_and_key_tables_agree_on_every_hand():
    tree = lookup_tree()
    keys = [_key_int(i) for i in range(52)]
    mismatches = 0
    for a, b, c, d, e in combinations(range(52), 5):
        if tree[a][b][c][d][e] != _key_strength(keys[a], keys[b], keys[c], keys[d], keys[e]):
            mismatches += 1
    assert mismatches == 0


@pytest.mark.slow
def test_treys_agrees_with_our_order_on_every_hand():
    from treys import Card as TreysCard
    from treys import Evaluator

    five = Evaluator()._five
    tint = [TreysCard.new(c.code) for c in INDEX_CARDS]
    ev = evaluator5()
    theirs: dict[int, int] = {}
    for a, b, c, d, e in combinations(range(52), 5):
        s = ev(a, b, c, d, e)
        t = five([tint[a], tint[b], tint[c], tint[d], tint[e]])
        got = theirs.setdefault(s, t)
        assert got == t, f"our strength {s} is treys' {got} and {t}"
    # one treys rank per strength and one strength per treys rank ...
    assert len(theirs) == 7462 and len(set(theirs.values())) == 7462
    # ... in the same order (treys' smaller is better)
    ranked = [theirs[s] for s in sorted(theirs)]
    assert ranked == sorted(ranked, reverse=True)


def test_card_indices_are_rank_then_suit():
    assert INDEX_CARDS[0].code == "2c" and INDEX_CARDS[51].code == "As"
    assert [c.suit for c in INDEX_CARDS[:4]] == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
