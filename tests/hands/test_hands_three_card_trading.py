"""Every three-card hand of Thirty-One, Commerce and My Ship Sails (Foster, "Thirty-One",
"Commerce"): the counts per category against a brute-force enumeration written here, and
the order of all 22,100 hands against a key computed here from the book's words."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from game.cards import PackKind, Rank, parse_cards
from game.hands.three_card.commerce import (
    CommerceCategory, CommerceRules, commerce_value, ship_value,
)
from game.hands.three_card.thirty_one import ThirtyOneCategory, thirty_one_value

HANDS = list(combinations(PackKind.STANDARD.cards(), 3))
ORDER = [Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT,
         Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE]
COUNT = {r: (11 if r is Rank.ACE else min(10, i + 2)) for i, r in enumerate(ORDER)}


def _by_suit(hand):  # type: ignore[no-untyped-def]
    suits: dict = {}
    for c in hand:
        suits.setdefault(c.suit, []).append(COUNT[c.rank])
    return suits


def t31_key(hand):  # type: ignore[no-untyped-def]
    """The book: a flush of 31, else three of a kind, else the best count in one suit."""
    suits = _by_suit(hand)
    if any(len(v) == 3 and sum(v) == 31 for v in suits.values()):
        return (9, 0)
    if len({c.rank for c in hand}) == 1:
        return (8, ORDER.index(hand[0].rank))
    return (0, max(sum(v) for v in suits.values()))


def commerce_key(hand, flush=False, pair=False):  # type: ignore[no-untyped-def]
    ranks = sorted(ORDER.index(c.rank) for c in hand)
    if ranks[0] == ranks[2]:
        return (9, ranks[0])
    one_suit = len({c.suit for c in hand}) == 1
    runs = [[a, a + 1, a + 2] for a in range(11)]  # 2-3-4 ... Q-K-A
    if one_suit and ranks in runs:
        return (8, ranks[2] + 1)
    if one_suit and ranks == [0, 1, 12]:  # A 2 3
        return (8, 0)
    suits = _by_suit(hand)
    two_up = [v for v in suits.values() if len(v) >= 2]
    pts = (sum(two_up[0]), len(two_up[0])) if two_up else (0, 0)
    if one_suit and flush:
        return (7, pts[0])
    if pair and len(set(ranks)) == 2:
        return (6, ranks[1])  # the middle of three sorted ranks is the paired one
    return (0,) + pts


def ship_key(hand):  # type: ignore[no-untyped-def]
    suits = _by_suit(hand)
    for v in suits.values():
        if len(v) == 3:
            return (2, sum(v))
    for v in suits.values():
        if len(v) == 2:
            return (1, sum(v))
    return (0, 0)


def check_order(value, key) -> None:  # type: ignore[no-untyped-def]
    """Sorted by the key written here, the strengths climb, and are equal exactly when the
    keys are: every hand beats, ties or loses to every other as the book says."""
    pairs = sorted(((key(h), value(h).strength, h) for h in HANDS), key=lambda x: x[0])
    for (k1, s1, h1), (k2, s2, h2) in zip(pairs, pairs[1:]):
        if k1 == k2:
            assert s1 == s2, (h1, h2)
        else:
            assert s1 < s2, (h1, k1, s1, h2, k2, s2)


def brute_counts(key) -> Counter:  # type: ignore[no-untyped-def]
    return Counter(key(h)[0] for h in HANDS)


def test_every_hand_is_counted_once() -> None:
    assert len(HANDS) == 22100


# ---------------------------------------------------------------------- Thirty-One
def test_thirty_one_counts_per_category() -> None:
    got = Counter(thirty_one_value(h).category for h in HANDS)
    brute = brute_counts(t31_key)
    assert got[ThirtyOneCategory.THIRTY_ONE] == brute[9] == 4 * 6
    assert got[ThirtyOneCategory.THREES] == brute[8] == 13 * 4
    assert got[ThirtyOneCategory.POINT] == brute[0] == 22100 - 76


@pytest.mark.slow
def test_thirty_one_order_of_every_hand() -> None:
    check_order(thirty_one_value, t31_key)


def test_thirty_one_book_words() -> None:
    v = thirty_one_value
    assert v(parse_cards("Ah Kh Th")).category is ThirtyOneCategory.THIRTY_ONE
    # three aces are threes, not thirty-one; they beat any point, lose to thirty-one
    assert v(parse_cards("As Ah Ad")).category is ThirtyOneCategory.THREES
    assert v(parse_cards("As Ah Ad")).strength > v(parse_cards("Ks Qs 9s")).strength
    assert v(parse_cards("2s 2h 2d")).strength > v(parse_cards("Ah Kh 9h")).strength
    assert v(parse_cards("Ah Kh Th")).strength > v(parse_cards("As Ah Ad")).strength
    # the highest pip value in one suit: one card may be the best suit
    assert v(parse_cards("As 2h 3d")).strength == (1, 11)
    assert v(parse_cards("Ks Qs 2h")).strength == (1, 20)
    assert v(parse_cards("Ks Qh Jd")).strength == (1, 10)
    assert v(parse_cards("Ts 9s 2d")).strength == (1, 19)


# ---------------------------------------------------------------------- Commerce
@pytest.mark.parametrize("flush,pair", [(False, False), (True, False), (False, True), (True, True)])
def test_commerce_counts_per_category(flush: bool, pair: bool) -> None:
    rules = CommerceRules(flush=flush, pair=pair)
    got = Counter(commerce_value(h, rules).category for h in HANDS)
    brute = brute_counts(lambda h: commerce_key(h, flush, pair))
    C = CommerceCategory
    assert got[C.TRIPLETS] == brute[9] == 52
    assert got[C.SEQUENCE_FLUSH] == brute[8] == 12 * 4
    assert got[C.FLUSH] == brute[7] == (4 * 286 - 48 if flush else 0)
    assert got[C.PAIR] == brute[6] == (13 * 6 * 48 if pair else 0)
    assert got[C.POINT] == brute[0]
    assert sum(got.values()) == 22100
    # hands of three suits have no point at all (less the triplets, and the pairs when
    # they count: a pair of two suits with a card of a third, 13 * 6 * 24)
    assert sum(1 for h in HANDS if commerce_value(h, rules).strength == (1, 0, 0)) == \
        13 ** 3 * 4 - 52 - (13 * 6 * 24 if pair else 0)


@pytest.mark.slow
@pytest.mark.parametrize("flush,pair", [(False, False), (True, True)])
def test_commerce_order_of_every_hand(flush: bool, pair: bool) -> None:
    rules = CommerceRules(flush=flush, pair=pair)
    check_order(lambda h: commerce_value(h, rules), lambda h: commerce_key(h, flush, pair))


def test_commerce_book_words() -> None:
    v = lambda text: commerce_value(parse_cards(text))  # noqa: E731
    assert v("As Ah Ad").strength > v("Ks Kh Kd").strength > v("2s 2h 2d").strength
    assert v("2s 2h 2d").strength > v("Qh Kh Ah").strength  # triplets over sequence flushes
    assert v("Qh Kh Ah").category is CommerceCategory.SEQUENCE_FLUSH  # the ace on top
    assert v("Ah 2h 3h").category is CommerceCategory.SEQUENCE_FLUSH  # or at the bottom
    assert v("Ah 2h 3h").strength < v("2c 3c 4c").strength
    assert v("Kh Ah 2h").category is CommerceCategory.POINT  # no going round the corner
    assert v("9d Td Jd").strength > v("7s 8s 9s").strength  # Jack high beats 9 high
    # pairs have no value; a single card does not count for the point
    assert v("Ks Kh 2d").strength == (1, 0, 0)
    assert v("Kh 2h 5s").strength == (1, 12, 2)
    # a point on three cards beats the same point on two
    assert v("9h 7h 5h").strength == (1, 21, 3)
    assert v("9h 7h 5h").strength > v("Ah Th 5s").strength == (1, 21, 2)
    # the house rules
    both = CommerceRules(flush=True, pair=True)
    assert commerce_value(parse_cards("2h 4h 6h"), both).category is CommerceCategory.FLUSH
    assert commerce_value(parse_cards("2h 4h 6h"), both).strength > \
        commerce_value(parse_cards("As Ah Kd"), both).strength
    assert commerce_value(parse_cards("2s 2h 3d"), both).strength > \
        commerce_value(parse_cards("Ah Kh 3d"), both).strength


# ---------------------------------------------------------------------- My Ship Sails
def test_ship_counts_per_category() -> None:
    got = Counter(ship_value(h).strength[0] for h in HANDS)
    brute = brute_counts(ship_key)
    assert got[3] == brute[2] == 4 * 286
    assert got[1] == brute[1] + brute[0] == 4 * 78 * 39 + 13 ** 3 * 4


@pytest.mark.slow
def test_ship_order_of_every_hand() -> None:
    check_order(ship_value, ship_key)


def test_ship_book_words() -> None:
    v = lambda text: ship_value(parse_cards(text))  # noqa: E731
    # any flush sails, regardless of its value; between flushes the pips win
    assert v("2h 3h 5h").strength > v("Ah Kh Qs").strength
    assert v("Ah Kh Qh").strength > v("2h 3h 5h").strength
    # no flush: the highest pips in the two-card flushes
    assert v("Ah Kh 2s").strength > v("Qs Js 9h").strength


def test_each_hand_is_named_one_way_in_its_games_words() -> None:
    """Issue 38: at My Ship Sails "no flush" lay beside "a point of 17 in 2 cards", one thing
    named two ways; the rules and the how-to say "two-card flush", so the hand's name does too.
    And a few cards are said in words, as Ambigu's names and the log say them ("in three
    cards", never "in 3 cards")."""
    from game.rulebook.howto_others import MY_SHIP

    ship = {ship_value(h).text for h in HANDS}
    assert not [n for n in ship if "point" in n], sorted(ship)[:5]
    assert ship_value(parse_cards("Ah Kh 2s")).text == "a two-card flush of 21"
    assert ship_value(parse_cards("Ah Ks 2d")).text == "no flush"
    assert "two-card flush" in MY_SHIP.win
    names = ship | {commerce_value(h).text for h in HANDS} | {commerce_value(h, CommerceRules(pair=True)).text
                                                                for h in HANDS}
    assert not [n for n in names if any(ch.isdigit() for ch in n.split(" in ")[-1]) and " in " in n], \
        sorted(n for n in names if " in " in n)[:5]
    assert commerce_value(parse_cards("Ah Kh 2s")).text == "a point of 21 in two cards"
