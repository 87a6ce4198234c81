"""The hand option of Straight and Stud Poker: "no such combination as a straight flush is
recognized, four of a kind being the highest hand possible" (Foster, "Straight Poker")."""

from __future__ import annotations

import random

from game.cards import Card, PackKind, Rank, Suit
from game.hands import STANDARD_RULES, Category, HandRules, evaluate, strength

NO_SF = HandRules(straight_flushes=False)
PACK = PackKind.STANDARD.cards()


def test_every_straight_flush_is_a_flush_ranked_among_the_flushes():
    ranks = [Rank.ACE] + [r for r in Rank if Rank.TWO <= r <= Rank.ACE and r not in
                          (Rank.ELEVEN, Rank.TWELVE)]
    plain = ranks[1:]
    runs = [plain[i:i + 5] for i in range(len(plain) - 4)] + [[Rank.ACE, *plain[:4]]]
    assert len(runs) == 10
    for run in runs:
        for suit in Suit:
            hand = [Card(r, suit) for r in run]
            value = evaluate(hand, NO_SF)
            assert value.category is Category.FLUSH
            assert evaluate(hand).category is Category.STRAIGHT_FLUSH
            fours = evaluate([Card(Rank.TWO, s) for s in Suit] + [Card(Rank.THREE, Suit.CLUBS)],
                             NO_SF)
            assert fours > value  # fours the highest hand possible


def test_every_other_hand_ranks_as_in_the_standard_game():
    rng = random.Random(8)
    for _ in range(3000):
        a, b = rng.sample(PACK, 5), rng.sample(PACK, 5)
        va, vb = evaluate(a, NO_SF), evaluate(b, NO_SF)
        sa, sb = strength(a, STANDARD_RULES), strength(b, STANDARD_RULES)
        if Category.STRAIGHT_FLUSH in (evaluate(a).category, evaluate(b).category):
            continue
        assert (va > vb) == (sa > sb) and (va == vb) == (sa == sb)
        assert va.category is evaluate(a).category


def test_flushes_order_by_their_cards_whatever_the_sequence():
    nine_high_run = evaluate([Card(r, Suit.HEARTS) for r in (Rank.FIVE, Rank.SIX, Rank.SEVEN,
                                                              Rank.EIGHT, Rank.NINE)], NO_SF)
    ten_high = evaluate([Card(r, Suit.CLUBS) for r in (Rank.TWO, Rank.THREE, Rank.FOUR,
                                                        Rank.SIX, Rank.TEN)], NO_SF)
    assert ten_high > nine_high_run
