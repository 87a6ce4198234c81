"""Brag's hand values (Foster, "Brag"): the book's statements, and every three-card hand.

The exhaustive tests enumerate all 22,100 hands and, for each, every way its holder may
call his braggers (each one standing for itself or for any rank), value each call by the
order the book gives (written out again here, independently of the evaluator), and check
that the evaluator finds the best call: the same category, rank and braggers used, the
same order between every two hands, and the same count of hands in each category.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

import pytest

from game.cards import Card, Rank, parse_cards
from game.cards.packs import PackKind
from game.hands.three_card.brag import (
    BragCategory, BragRules, brag_value, is_bragger, pip_count, up_card_order,
)

E, A, AR = BragRules.ENGLISH, BragRules.AMERICAN, BragRules.AMERICAN_BY_RANK
PACK = PackKind.STANDARD.cards()
RANKS = sorted({c.rank for c in PACK})


def v(text: str, rules: BragRules = E):
    return brag_value(parse_cards(text), rules)


# ----------------------------------------------------------------- the book's statements
def test_brag_three_aces_best_two_aces_and_club_jack_next():
    """ "Of course three aces is the best hand; two aces and the club jack being the next"."""
    values = sorted({brag_value(h).strength for h in combinations(PACK, 3)}, reverse=True)
    assert v("As Ah Ac").strength == values[0]
    assert v("As Ah Jc").strength == values[1]
    assert v("Ad Ah Ac") == v("As Ah Ac")  # the diamond ace standing for itself is natural


def test_brag_natural_triplet_beats_one_made_with_braggers():
    """ "Three eights will beat an eight and two braggers"."""
    assert v("8s 8h 8c") > v("8s Jc 9d")
    assert v("8s 8h 8c") > v("8s 8h Jc")
    assert v("8s Jc 9d").category is BragCategory.TRIPLET


def test_brag_braggers_call_anything():
    """ "A pair of nines and a bragger, or a nine and two braggers ... three nines"."""
    for hand in ("9s 9h Ad", "9s Ad Jc", "9s 9h Jc"):
        val = v(hand)
        assert (val.category, val.rank) == (BragCategory.TRIPLET, Rank.NINE)
    assert v("9s 9h 9d").natural  # the diamond nine as a nine is a natural triplet


def test_brag_natural_pair_beats_pair_made_with_a_bragger():
    """ "A natural pair or triplet outranks one made with the aid of a bragger"."""
    assert v("7s 7h 2c") > v("7d 5c Jc")
    assert v("7d 5c Jc").category is BragCategory.PAIR


def test_brag_equal_natural_pairs_highest_card_outside_the_pair():
    """ "In case of equal natural pairs, the highest card outside the pair wins"."""
    assert v("Ks Kh 6c") > v("Kc Kd 5s")
    assert v("Ks Kh 6c") == v("Kc Kd 6s")


def test_brag_club_jack_beats_diamond_nine_seven_high():
    """ "Two odd cards, seven high, with the club jack, would beat two cards seven high
    with the diamond nine"; the highest bragger decides before the odd card."""
    assert v("7s 5h Jc") > v("7c 5d 9d")
    assert v("7s 2h Jc") > v("7c 6d 9d")
    assert v("7s 2h Ad") > v("7c 6d Jc")
    assert v("7s 5h Jc").describe() == "a pair of sevens, with the club jack"


def test_brag_no_pair_no_bragger_highest_card_ace_above_king():
    """ "The highest card wins, the ace ranking above the King"."""
    assert v("As 3h 2c") > v("Ks Qh Js")
    assert v("Ks Qh 3s") > v("Ks Jh Ts")  # then the next card (our ruling)
    assert v("As 3h 2c").category is BragCategory.HIGH_CARD
    assert v("Ks Qh 2s") < v("2c 2d 3h")  # any pair beats a high card


def test_american_brag_eight_braggers_beat_naturals():
    """American Brag: the Jacks and nines; braggers' hands outrank naturals."""
    assert all(is_bragger(c, A) == (c.rank in (Rank.JACK, Rank.NINE)) for c in PACK)
    assert v("Js Jh Jc", A) > v("As Ah Ac", A)  # "three jacks ... beating three aces"
    assert v("Js 9h Ac", A) > v("As Ah Jc", A)  # two braggers and an ace beat two aces and one
    assert v("Js Jh Jc", A) == v("9s 9h 9c", A)  # "three jacks and three nines are a tie"
    values = sorted({brag_value(h, A).strength for h in combinations(PACK, 3)})
    assert v("Js Jh Jc", A).strength == values[-1]  # "an invincible hand"
    assert v("2s 2h 9c", A) > v("As Ah Ac", A)  # braggers first (our reading)
    assert v("2s 5h Jc", A) > v("As Ah Kc", A)


def test_american_brag_by_rank_house_rule():
    """The house rule reads "braggers outrank naturals" within one rank only."""
    assert v("Js Jh Jc", AR) > v("As Ah Ac", AR)
    assert v("Js 9h Ac", AR) > v("As Ah Jc", AR) > v("As Ah Ac", AR)
    assert v("Js Jh Jc", AR) == v("9s 9h 9c", AR)
    assert v("As Ah Ac", AR) > v("2s 2h 9c", AR)


def test_three_stake_up_card_order():
    """The first pool: ace highest, deuce lowest; a bragger outranks its rank."""
    c = {x.code: x for x in PACK}
    assert up_card_order(c["Ad"]) > up_card_order(c["As"]) > up_card_order(c["Kd"])
    assert up_card_order(c["Jc"]) > up_card_order(c["Jh"]) > up_card_order(c["Ts"])
    assert up_card_order(c["9d"]) > up_card_order(c["9s"]) > up_card_order(c["8s"])
    assert min(PACK, key=up_card_order).rank is Rank.TWO
    assert up_card_order(c["Qs"]) == up_card_order(c["Qh"])


def test_three_stake_pip_count():
    """ "Reckoning the aces for eleven, and court-cards as ten each"."""
    assert pip_count(parse_cards("As Kh Tc")) == 31
    assert pip_count(parse_cards("As Ah Ac")) == 33
    assert pip_count(parse_cards("2s 3h 4c")) == 9


def test_brag_value_refuses_wrong_hands():
    with pytest.raises(ValueError):
        brag_value(parse_cards("As Kh"))
    with pytest.raises(ValueError):
        brag_value(parse_cards("As As Kh"))


# ----------------------------------------------------------------- brute force
def _book_key(effective: list[Rank], wild: list[Card], rules: BragRules) -> tuple:
    """The book's order for one call of the braggers, written out without the evaluator.

    ``effective`` is the rank each card stands for; ``wild`` the braggers standing for
    another rank than their own."""
    counts = Counter(effective)
    n = len(wild)
    if rules is E:
        border = sorted(({"Ad": 3, "Jc": 2, "9d": 1}[c.code] for c in wild), reverse=True)
    if len(counts) == 1:
        r = effective[0]
        if rules is E:
            return (2, r, -n, *(border + [0, 0])[:2])
        return (2, n, r) if rules is A else (2, r, n)
    if len(counts) == 2:
        r = next(x for x, k in counts.items() if k == 2)
        odd = next(x for x, k in counts.items() if k == 1)
        if rules is E:
            return (1, r, -n, *(border + [0])[:1], odd)
        return (1, n, r, odd) if rules is A else (1, r, n, odd)
    return (0, *sorted(effective, reverse=True))


def _brute(hand: tuple[Card, ...], rules: BragRules) -> tuple[tuple, int, Rank]:
    """The best call of ``hand``: its key, how many braggers stand for another card, the rank."""
    braggers = [c for c in hand if is_bragger(c, rules)]
    fixed = [c.rank for c in hand if not is_bragger(c, rules)]
    best = None
    for call in product(RANKS, repeat=len(braggers)):
        wild = [b for b, r in zip(braggers, call) if r != b.rank]
        key = _book_key(fixed + list(call), wild, rules)
        if best is None or key > best[0]:
            counts = Counter(fixed + list(call))
            rank = max(counts, key=lambda r: (counts[r], r))
            best = (key, len(wild), rank)
    return best


def _category(key: tuple) -> BragCategory:
    return BragCategory(key[0])


@pytest.mark.parametrize("rules", [E, A, AR], ids=lambda r: r.value)
def test_every_three_card_hand_against_brute_force(rules):
    by_key: dict[tuple, set[int]] = {}
    counts: Counter = Counter()
    brute_counts: Counter = Counter()
    for hand in combinations(PACK, 3):
        key, nwild, rank = _brute(hand, rules)
        val = brag_value(hand, rules)
        assert val.category is _category(key), (hand, val.describe(), key)
        assert len(val.wild) == nwild, (hand, val.describe(), key)
        assert val.rank == rank, (hand, val.describe(), key)
        by_key.setdefault(key, set()).add(val.strength)
        counts[val.category] += 1
        brute_counts[_category(key)] += 1
    # Hands the book ties, the evaluator ties; hands the book orders, it orders the same way.
    strengths = [by_key[k] for k in sorted(by_key)]
    assert all(len(s) == 1 for s in strengths)
    flat = [next(iter(s)) for s in strengths]
    assert flat == sorted(flat) and len(set(flat)) == len(flat)
    assert counts == brute_counts
    assert sum(counts.values()) == 22100


def test_english_counts_closed_form():
    """Counted another way: a hand without a bragger is valued as dealt, and any bragger
    makes at least a pair, so the high-card hands are the bragger-free hands of three
    different ranks; the natural triplets are the 52 sets of three of a rank."""
    per_rank = {r: sum(1 for c in PACK if c.rank is r and not is_bragger(c)) for r in RANKS}
    high = sum(per_rank[a] * per_rank[b] * per_rank[c] for a, b, c in combinations(RANKS, 3))
    counts = Counter(brag_value(h).category for h in combinations(PACK, 3))
    assert counts[BragCategory.HIGH_CARD] == high
    naturals = sum(1 for h in combinations(PACK, 3)
                   if brag_value(h).category is BragCategory.TRIPLET and brag_value(h).natural)
    assert naturals == 13 * 4
