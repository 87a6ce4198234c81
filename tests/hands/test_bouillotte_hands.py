"""Bouillotte's hands over every hand each pack allows (Foster, "Bouillotte, or Brelan").

For the sixteen-card pack (three players, the queens out), the twenty (four) and the
twenty-four (five, the jacks in): every three-card hand with every retourne from the rest
of the pack, classified, counted and ordered, each count checked twice — against a
brute-force count written here with no help from the module, and against the formula.
"""

from collections import Counter
from itertools import combinations
from math import comb

import pytest

from game.cards import Card, PackKind, Rank, Suit, bouillotte_pack
from game.hands.french.bouillotte import (
    BouillotteHand, BrelanKind, carre_by_under, classify, hand_point, pips, point_decision,
    suit_points,
)

PACKS = {3: PackKind.BOUILLOTTE_THREE, 4: PackKind.BOUILLOTTE_FOUR, 5: PackKind.BOUILLOTTE_FIVE}


def c(code: str) -> Card:
    return Card.parse(code)


def brute(hand, retourne):
    """The book's words, written out by hand: three alike in the hand (with the fourth
    turned up: carré), or two alike and the retourne the third (favori)."""
    ranks = [x.rank for x in hand]
    for r in set(ranks):
        if ranks.count(r) == 3:
            return ("carré" if retourne.rank == r else "simple", r)
        if ranks.count(r) == 2 and retourne.rank == r:
            return ("favori", r)
    return ("none", None)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_packs_the_book_gives(players):
    pack = bouillotte_pack(players).cards()
    ranks = {x.rank for x in pack}
    want = {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.NINE, Rank.EIGHT}
    if players == 5:
        want.add(Rank.JACK)
    if players == 3:
        want.discard(Rank.QUEEN)
    assert ranks == want
    assert len(pack) == {3: 16, 4: 20, 5: 24}[players]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_hand_with_every_retourne_counted(players):
    pack = PACKS[players].cards()
    n = len(pack)
    r = n // 4
    seen: Counter = Counter()
    values: set = set()
    total = 0
    for hand in combinations(pack, 3):
        rest = [x for x in pack if x not in hand]
        for ret in rest:
            v = classify(hand, ret)
            b = brute(hand, ret)
            label = {BrelanKind.CARRE: "carré", BrelanKind.SIMPLE: "simple",
                     BrelanKind.FAVORI: "favori", BrelanKind.NONE: "none"}[v.kind]
            assert (label, v.rank) == b, (hand, ret)
            seen[label] += 1
            values.add(v)
            total += 1
    assert total == comb(n, 3) * (n - 3)
    # The formula: a carré is a rank's three in the hand and its fourth turned up; a simple
    # brelan turns up any other card; a favori is any retourne with two of its three fellows.
    assert seen["carré"] == r * 4 * 1
    assert seen["simple"] == r * 4 * (n - 4)
    assert seen["favori"] == n * comb(3, 2) * (n - 4)
    assert seen["none"] == total - seen["carré"] - seen["simple"] - seen["favori"]
    # Every kind appears at every rank, and nothing else.
    assert len(values) == 3 * r + 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_order_of_the_hands(players):
    """Carrés first, then simple brelans, then favoris, each from aces down to eights; a hand
    without a brelan below them all."""
    ranks = sorted({x.rank for x in PACKS[players].cards()}, reverse=True)
    expected = ([BouillotteHand(BrelanKind.CARRE, r) for r in ranks]
                + [BouillotteHand(BrelanKind.SIMPLE, r) for r in ranks]
                + [BouillotteHand(BrelanKind.FAVORI, r) for r in ranks]
                + [BouillotteHand(BrelanKind.NONE)])
    got = sorted(expected, key=lambda v: v.key, reverse=True)
    assert got == expected
    assert max(expected, key=lambda v: v.key) == BouillotteHand(BrelanKind.CARRE, Rank.ACE)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_point_of_every_hand(players):
    table = {Rank.ACE: 11, Rank.KING: 10, Rank.QUEEN: 10, Rank.JACK: 10, Rank.NINE: 9,
             Rank.EIGHT: 8}
    for hand in combinations(PACKS[players].cards(), 3):
        pts = suit_points(hand)
        for s in Suit:
            assert pts[s] == sum(table[x.rank] for x in hand if x.suit is s)
        best, suit = hand_point(hand)
        assert best == max(pts.values())
    assert sum(pips(x) for x in PACKS[4].cards() if x.suit is Suit.HEARTS) == 48


def test_carre_by_the_card_under_the_retourne():
    carre = classify([c("8s"), c("8c"), c("8d")], c("8h"))
    kings = classify([c("Ks"), c("Kc"), c("Kd")], c("8h"))
    assert carre.kind is BrelanKind.CARRE and kings.kind is BrelanKind.SIMPLE
    better = carre_by_under(kings, c("Kh"), carre)
    assert better.kind is BrelanKind.CARRE and better.by_under and better.key > carre.key
    assert carre_by_under(kings, c("Ah"), carre) == kings  # not his fourth
    low = classify([c("9s"), c("9c"), c("9d")], c("Kh"))
    assert carre_by_under(low, c("9h"), classify([c("Ks"), c("Kc"), c("Kd")], c("Kh"))) == low


def test_the_point_with_the_book_first_example():
    """D deals and turns the heart 8; C holds three hearts (four hearts out with the
    retourne, 38), D the best club of a club suit of 40; spades win but nobody in the call
    holds one: D wins; had A stayed in, his spade would have won."""
    hands = {0: [c("As"), c("Ks"), c("8s")],        # A
             1: [c("Qs"), c("9s"), c("9c")],        # B
             2: [c("Ah"), c("Kh"), c("9h")],        # C
             3: [c("Ac"), c("Kc"), c("Qc")]}        # D (dealer)
    ret = c("8h")
    cards = [x for h in hands.values() for x in h] + [ret]
    totals = suit_points(cards)
    assert totals[Suit.SPADES] == 48 and totals[Suit.CLUBS] == 40 and totals[Suit.HEARTS] == 38
    order = [3, 0, 1, 2]
    seat, suit = point_decision(totals, hands, [2, 3], order)
    assert (seat, suit) == (3, Suit.CLUBS)
    assert point_decision(totals, hands, [0, 2, 3], order) == (0, Suit.SPADES)


def test_equal_points_go_to_the_dealer_then_the_nearest_on_his_right():
    """"In case of ties, the dealer, or the player nearest him on the right wins": clubs and
    hearts equal; the dealer holds the best heart, so hearts win over the elder hand's clubs."""
    hands = {0: [c("Ah"), c("9h"), c("8s")],   # the dealer
             3: [c("Ac"), c("Kc"), c("8d")],   # on his right, the elder hand
             2: [c("8c"), c("Kh"), c("9s")]}
    tie = {Suit.CLUBS: 40, Suit.HEARTS: 40, Suit.SPADES: 17, Suit.DIAMONDS: 8}
    order = [0, 3, 2]
    assert point_decision(tie, hands, [0, 3, 2], order) == (0, Suit.HEARTS)
    assert point_decision(tie, hands, [3, 2], order) == (3, Suit.CLUBS)
    # Without the dealer's hearts in the call, the elder hand's clubs come first.
    assert point_decision(tie, hands, [2, 3], order)[1] is Suit.CLUBS
