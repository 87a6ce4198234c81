"""Ambigu's hands (Foster, "Ambigu", "Value of the Hands"): every hand of four of the
forty-card pack, counted and ordered as the book says, against a brute force written here.

The brute force looks at each hand the plain way: every three cards for a tricon and a
sequence, every suit for a point, the four suits for a prime; it shares nothing with
``game.hands.french.ambigu`` but the cards.
"""

from collections import Counter
from itertools import combinations

import pytest

from game.cards import Rank, parse_cards
from game.hands.french.ambigu import PACK, Combination, evaluate, every_hand, pips, winner

C = Combination

# The counts the brute force gives, kept as data; the closed forms are in the comments.
KNOWN_COUNTS = {
    C.FREDON: 10,                      # one of each rank
    C.DOUBLETS: 360 + 4 * 49,          # tricon and prime: 10 ranks x 4 triplets x 9 cards
                                       # of the missing suit; sequence and flush: in a suit,
                                       # 7 runs of four, 2 end runs of three x 6 cards not
                                       # touching them, 6 middle runs x 5 (7 + 12 + 30 = 49)
    C.FLUSH: 4 * (210 - 49),           # C(10,4) a suit, less those with a run of three
    C.TRICON: 10 * 4 * 36 - 360,       # every tricon, less those with a prime
    C.SEQUENCE: 4 * 8 * 30,            # 8 runs of three a suit, and any card of another suit
    C.PRIME: 10 ** 4 - 360 - 10,       # a card of each suit, less tricons and fredons
}
KNOWN_COUNTS[C.POINT] = 91_390 - sum(KNOWN_COUNTS.values())


def brute(hand):
    """(combination, what it is paid, key within the combination) the plain way."""
    p = [1 if c.rank is Rank.ACE else int(c.rank) for c in hand]
    suits = [c.suit for c in hand]
    total = sum(p)
    grand = 3 if total > 30 else 2
    if len(set(p)) == 1:
        return C.FREDON, 8 + grand, (p[0],)
    tricon = any(p[i] == p[j] == p[k] for i, j, k in combinations(range(4), 3))
    seqs = [max(p[i], p[j], p[k]) for i, j, k in combinations(range(4), 3)
            if suits[i] == suits[j] == suits[k]
            and sorted((p[i], p[j], p[k])) == list(range(min(p[i], p[j], p[k]),
                                                            min(p[i], p[j], p[k]) + 3))]
    flush = len(set(suits)) == 1
    prime = len(set(suits)) == 4
    if flush and seqs:
        four = sorted(p) == list(range(min(p), min(p) + 4))
        return C.DOUBLETS, 8, (int(four), 8, max(seqs), total)
    if flush:
        return C.FLUSH, 5, (total,)
    if tricon and prime:
        rank = Counter(p).most_common(1)[0][0]
        return C.DOUBLETS, 4 + grand, (0, 4 + grand, rank, total)
    if tricon:
        return C.TRICON, 4, (Counter(p).most_common(1)[0][0],)
    if seqs:
        return C.SEQUENCE, 3, (max(seqs),)
    if prime:
        return C.PRIME, grand, (total,)
    points = []
    for s in set(suits):
        mine = [v for v, t in zip(p, suits) if t == s]
        if len(mine) >= 2:
            seq = any(abs(a - b) == 1 for a, b in combinations(mine, 2))
            points.append((len(mine), sum(mine), int(seq)))
    return C.POINT, 1, max(points)


@pytest.mark.slow
def test_every_hand_counted_paid_and_ordered_as_the_brute_force():
    """All 91,390 hands: each one's combination, payment and order key as the brute force
    finds them, and the counts of each combination as the closed forms give."""
    counts: Counter = Counter()
    hands = every_hand()
    assert len(hands) == 91_390
    wrong = []
    for hand in hands:
        v = evaluate(hand)
        expect = brute(hand)
        if (v.combination, v.paid, v.key) != expect:
            wrong.append((" ".join(c.code for c in hand), v, expect))
        counts[v.combination] += 1
    assert not wrong[:5]
    assert dict(counts) == KNOWN_COUNTS


def test_the_pack_has_forty_cards_ten_high_ace_low():
    assert len(PACK) == 40 and len(set(PACK)) == 40
    assert not any(c.rank in (Rank.KING, Rank.QUEEN, Rank.JACK) for c in PACK)
    assert sorted({pips(c) for c in PACK}) == list(range(1, 11))
    # "the 10 being the highest, and the ace the lowest": A-2-3 is a sequence, 9-10-A is not
    assert evaluate(parse_cards("As 2s 3s 9h")).combination is C.SEQUENCE
    assert evaluate(parse_cards("9s Ts As 5h")).combination is C.POINT


def h(text):
    return evaluate(parse_cards(text))


def test_the_combinations_rank_in_the_books_order():
    ladder = ["Ts 9s 2h 3d",       # point
              "As 2h 3d 4c",       # prime
              "2s 3s 4s 9h",       # sequence
              "5s 5h 5d 9s",       # tricon
              "2s 5s 7s 9s",       # flush
              "5s 5h 5d 9c",       # doublets: tricon and prime
              "6s 7s 8s 9s",       # doublets: a sequence of four
              "2s 2h 2d 2c"]       # fredon
    values = [h(x).strength for x in ladder]
    assert values == sorted(values)
    assert [h(x).combination for x in ladder] == [C.POINT, C.PRIME, C.SEQUENCE, C.TRICON,
                                                  C.FLUSH, C.DOUBLETS, C.DOUBLETS, C.FREDON]


def test_point_three_cards_beat_two_and_a_sequence_breaks_ties():
    # "Three cards of one suit are a better point than two cards, even if there are more pips"
    assert h("As 2s 4s 9h").strength > h("Ts 9s 2h 3d").strength
    # "an 8 and a 7 will beat a 10 and a 5"
    assert h("8s 7s 2h 4d").strength > h("Ts 5s 2h 4d").strength
    assert h("8s 7s 2h 4d").pips == h("Ts 5s 2h 4d").pips == 15
    # "A single card does not count for the point": the best suit is counted
    assert h("Ts 2h 3h 9d").pips == 5


def test_prime_grand_over_thirty_and_payments():
    assert h("Ts 9h 8d 4c").paid == 3 and h("Ts 9h 8d 4c").grand      # 31 pips
    assert h("Ts 9h 8d 3c").paid == 2 and not h("Ts 9h 8d 3c").grand  # 30 pips
    assert h("Ts 9h 8d 4c").strength > h("Ts 9h 8d 3c").strength
    assert h("Ts 9s 2h 3d").paid == 1
    assert h("2s 3s 4s 9h").paid == 3
    assert h("5s 5h 5d 9s").paid == 4
    assert h("2s 5s 7s 9s").paid == 5


def test_doublets_paid_for_both_and_beat_any_single_combination():
    # "six for tricon and prime, or eight for sequence and flush"
    assert h("5s 5h 5d 9c").paid == 6 and h("5s 5h 5d 9c").parts == ("tricon", "prime")
    assert h("6s 7s 8s 9s").paid == 8
    assert h("5s 5h 5d 9c").strength > h("Ts 9s 7s 5s").strength  # beats a flush
    # "A sequence of four cards of the same suit ... will beat anything but a fredon"
    assert h("As 2s 3s 4s").strength > h("Ts Th Td 9c").strength
    assert h("As 2s 3s 4s").strength > h("8s 9s Ts 2s").strength
    assert h("As 2s 3s 4s").strength < h("2s 2h 2d 2c").strength


def test_fredon_paid_by_its_pips():
    # "eight counters for fredon, and two for the prime, if it is smaller than 8's;
    # ... grand prime if he has four 9's, or four 10's, and gets eleven"
    assert [h(f"{r}s {r}h {r}d {r}c").paid for r in "A234567"] == [10] * 7
    assert h("9s 9h 9d 9c").paid == h("Ts Th Td Tc").paid == 11
    assert h("8s 8h 8d 8c").paid == 11  # our ruling: thirty-two pips, over thirty
    assert h("Ts Th Td Tc").strength > h("9s 9h 9d 9c").strength


def test_ties_go_to_the_elder_hand():
    order = [3, 0, 1, 2]  # from the dealer's right
    a, b = h("8s 7s 2h 4d"), h("8h 7h 2s 4c")
    assert a.strength == b.strength
    assert winner({0: a, 1: b}, order) == 0
    assert winner({1: a, 3: b}, order) == 3
    assert winner({1: a, 3: h("2s 4s 7h 9d")}, order) == 1
