"""Hand values: the categories, kickers and ties of Laws 35-36, the joker, the options."""

import pytest

from game.cards import JOKER, PackKind, Rank, parse_hand
from game.hands import (
    STANDARD_RULES, Category, Eccentric, HandRules, HandValue, category_floor, category_order,
    evaluate, general_strength, pair_floor,
)


def ev(text, rules=STANDARD_RULES):
    return evaluate(parse_hand(text, size=None), rules)


def beats(a, b, rules=STANDARD_RULES):
    return ev(a, rules).strength > ev(b, rules).strength


def ties(a, b, rules=STANDARD_RULES):
    return ev(a, rules) == ev(b, rules)


# --- the categories ----------------------------------------------------------------

@pytest.mark.parametrize("text, category", [
    ("As Ks Qs Js Ts", Category.STRAIGHT_FLUSH),
    ("9d 8d 7d 6d 5d", Category.STRAIGHT_FLUSH),
    ("5c 4c 3c 2c Ac", Category.STRAIGHT_FLUSH),
    ("Tc Td Th Ts 2c", Category.FOURS),
    ("8c 8d 8h Qs Qc", Category.FULL),
    ("Ah Jh 9h 4h 2h", Category.FLUSH),
    ("Th Jc Qd Ks 9h", Category.STRAIGHT),
    ("5h 4c 3d 2s Ah", Category.STRAIGHT),
    ("Kc Kd Kh 7s 2c", Category.THREES),
    ("9c 9d 7h 7s 2c", Category.TWO_PAIRS),
    ("Ac Ad 7h 5s 2c", Category.PAIR),
    ("Ac Qd 7h 5s 2c", Category.HIGH_CARD),
    ("Qh Kd Ac 2s 3h", Category.HIGH_CARD),  # no round-the-corner unless the option is on
])
def test_categories(text, category):
    assert ev(text).category is category


def test_labels_are_the_books_names():
    assert [c.label for c in category_order(STANDARD_RULES)] == [
        "high card", "pair", "two pairs", "threes", "straight", "flush", "full", "fours",
        "straight flush", "five of a kind"]
    for c in Category:
        assert Category.from_label(c.label) is c


def test_royal_flush_is_the_ace_high_straight_flush():
    royal = ev("As Ks Qs Js Ts")
    assert royal.is_royal and royal.describe() == "a royal flush"
    assert not ev("Ks Qs Js Ts 9s").is_royal
    assert royal > ev("Kh Qh Jh Th 9h")


def test_ranks_most_significant_first():
    assert ev("Jc Jd Ah 9s 4c").ranks == (Rank.JACK, Rank.ACE, Rank.NINE, Rank.FOUR)
    assert ev("Kc Kd 4h 4s 2c").ranks == (Rank.KING, Rank.FOUR, Rank.TWO)
    assert ev("8c 8d 8h Qs Qc").ranks == (Rank.EIGHT, Rank.QUEEN)
    assert ev("5h 4c 3d 2s Ah").ranks == (Rank.FIVE,)


@pytest.mark.parametrize("text, words", [
    ("Jc Jd Ah 9s 4c", "a pair of jacks"),
    ("Kc Kd 4h 4s 2c", "two pairs, kings and fours"),
    ("Th Jc Qd 9s 8h", "a straight, queen high"),
    ("6h 7c 8d 9s Th", "a straight, ten high"),
    ("Ac Qd 7h 5s 2c", "ace high"),
    ("Jc 9d 7h 5s 2c", "jack high"),
    ("Kc Kd Kh 7s 2c", "three kings"),
    ("8c 8d 8h Qs Qc", "a full hand, three eights and a pair of queens"),
    ("Tc Td Th Ts 2c", "four tens"),
    ("9d 8d 7d 6d 5d", "a straight flush, nine high"),
    ("Ah Jh 9h 4h 2h", "a flush, ace high"),
])
def test_describe(text, words):
    assert ev(text).describe() == words


# --- kickers and ties (the book's examples, Law 36) --------------------------------

def test_any_pair_beats_no_pair_and_higher_pair_wins():
    assert beats("2c 2d 5h 4s 3c", "Ac Kd Qh Js 9c")
    # nines with 4 3 2 beat sevens with A K Q
    assert beats("9c 9d 4h 3s 2c", "7c 7d Ah Ks Qc")


def test_kickers_decide_down_to_the_fifth_card():
    assert beats("Tc Td Ah 9s 4c", "Th Ts Kh Qs Jc")
    assert beats("Tc Td Ah 9s 5c", "Th Ts Ac 9d 4h")
    assert beats("Ac Kd 9h 7s 4c", "Ad Kc 9s 7h 3c")
    assert ties("Tc Td Ah 9s 4c", "Th Ts Ac 9d 4h")


def test_flushes_by_their_cards_in_order():
    # ace and jack high, the third card a nine beats an eight
    assert beats("Ah Jh 9h 4h 2h", "As Js 8s 6s 5s")


def test_two_pairs_and_full_hands():
    assert beats("Kc Kd 4h 4s 2c", "Qc Qd Jh Js Ac")        # K's and 4's beat Q's and J's
    assert beats("Qc Qd Qh 2s 2c", "Jc Jd Jh As Ac")        # the triplets decide a full
    assert beats("5c 5d 5h 2s 2c", "4c 4d 4h As Ac")
    assert beats("Kc Kd 4h 4s 3c", "Kh Ks 4c 4d 2c")        # the odd card


def test_straights_by_the_top_of_the_sequence():
    assert beats("2c 3d 4h 5s 6c", "Ac 2d 3h 4s 5c")        # A-2-3-4-5 is only five high
    assert beats("Tc Jd Qh Ks Ac", "9c Td Jh Qs Kc")
    assert ties("Ac 2d 3h 4s 5c", "Ad 2c 3s 4h 5d")


def test_ties_are_equal_and_hash_equal():
    a, b = ev("Ac Kd 9h 7s 4c"), ev("Ad Kc 9s 7h 4d")
    assert a == b and hash(a) == hash(b) and not a < b and a <= b and a >= b


# --- short hands (Law 35) ----------------------------------------------------------

def test_short_hands_are_neither_straight_nor_flush():
    assert ev("Ah Kh Qh Jh").category is Category.HIGH_CARD
    assert ev("9c Tc Jc Qc").category is Category.HIGH_CARD
    assert ev("Jc Jd 3h 2s").category is Category.PAIR
    assert ev("Jc Jd Jh 2s").category is Category.THREES
    assert ev("Jc Jd 2h 2s").category is Category.TWO_PAIRS
    assert ev("Jc Jd Jh Js").category is Category.FOURS
    # a short hand is worth no more than the same cards with a fifth
    assert beats("Jc Jd 4h 3s 2c", "Jh Js 4c 3d")


def test_hand_size_is_checked():
    with pytest.raises(ValueError):
        evaluate(parse_hand("As Ks Qs", size=None))
    with pytest.raises(ValueError):
        evaluate(parse_hand("As Ks Qs Js Ts 9s", size=None))


# --- pair_floor --------------------------------------------------------------------

def test_pair_floor_opens_jack_pots():
    floor = pair_floor(Rank.JACK)
    assert floor == ev("Jc Jd 3h 2s").strength
    assert ev("Jc Jd 4h 3s 2c").strength >= floor
    assert ev("Qc Qd 4h 3s 2c").strength >= floor
    assert ev("2c 2d 3h 3s 4c").strength >= floor
    assert ev("Tc Td Ah Ks Qc").strength < floor
    assert ev("Ac Kd Qh Js 9c").strength < floor
    assert pair_floor(Rank.TWO) == ev("2c 2d 4h 3s").strength


def test_pair_floor_under_options():
    for rules in (HandRules(eccentric=Eccentric.LOCAL, round_the_corner=True),
                  HandRules(eccentric=Eccentric.TRUE_ODDS)):
        floor = pair_floor(Rank.JACK, rules)
        assert ev("Jc Jd 4h 3s 2c", rules).strength >= floor
        assert ev("Tc Td Ah Ks Qc", rules).strength < floor
        assert ev("Kc Kd Qh Qs Jc", rules).strength >= floor   # a blaze, whatever its rank


def test_category_floor():
    assert category_floor(Category.STRAIGHT) <= ev("Ac 2d 3h 4s 5c").strength
    assert category_floor(Category.STRAIGHT) > ev("Ac Ad Ah Ks Qc").strength


# --- the joker (Foster, "Joker Poker") -------------------------------------------

def test_joker_names_a_card_already_held():
    # A J 8 5 of hearts and the joker against A K Q 7 3 of clubs: called the king of
    # hearts, the club flush still beats him; called the ace, his flush is ace-ace high.
    joker_hand = ev("Ah Jh 8h 5h Jk")
    clubs = ev("Ac Kc Qc 7c 3c")
    assert joker_hand.category is Category.FLUSH
    assert joker_hand.ranks[:2] == (Rank.ACE, Rank.ACE)
    assert joker_hand > clubs
    assert ev("Ah Jh 8h 5h Kh") < clubs
    assert joker_hand.describe().startswith("a flush, ace-ace high")


def test_joker_makes_threes_flush_straight_and_straight_flush():
    assert ev("Ac Ad Jk 7h 2s").category is Category.THREES
    assert ev("Ac 9c 7c 4c Jk").category is Category.FLUSH
    assert ev("9d Ts Jk Qh Kc").category is Category.STRAIGHT
    assert ev("9h Th Jk Qh Kh").category is Category.STRAIGHT_FLUSH
    assert ev("Th Jh Qh Kh Jk").is_royal


def test_five_of_a_kind_beats_a_royal_flush():
    five = ev("Ac Ad Ah As Jk")
    assert five.category is Category.FIVE_OF_A_KIND
    assert five > ev("As Ks Qs Js Ts")
    assert five.describe().startswith("five aces")
    assert ev("2c 2d 2h 2s Jk") > ev("Ah Kh Qh Jh Jk")


def test_the_mistigris_wins_ties():
    # an ace and the joker beat two aces
    assert ev("Ac Jk Kd 7h 3s") > ev("As Ad Kh 7c 3d")
    assert ev("Ac Jk Kd 7h 3s") < ev("As Ad Kh 7c 4d")       # but not a better hand
    splits = HandRules(mistigris_wins_ties=False)
    assert ev("Ac Jk Kd 7h 3s", splits) == ev("As Ad Kh 7c 3d", splits)
    assert ev("Ac Jk Kd 7h 3s").mistigris


def test_joker_in_a_short_hand():
    assert ev("Ac Ad Jk 7h").category is Category.THREES
    assert ev("Ah Kh Qh Jk").category is Category.PAIR        # no flush, no straight


# --- round-the-corner --------------------------------------------------------------

RTC = HandRules(round_the_corner=True)


@pytest.mark.parametrize("text", ["Jh Qd Kc As 2h", "Qh Kd Ac 2s 3h", "Kh Ad 2c 3s 4h"])
def test_round_the_corner_only_when_on(text):
    assert ev(text).category is Category.HIGH_CARD
    assert ev(text, RTC).category is Category.ROUND_THE_CORNER


def test_round_the_corner_beats_threes_loses_to_any_regular_straight():
    corner = "Qh Kd Ac 2s 3h"
    assert beats(corner, "Ac Ad Ah Ks Qc", RTC)
    assert beats("Ac 2d 3h 4s 5c", corner, RTC)
    assert ev(corner, RTC).describe() == "a round-the-corner straight, queen to trey"
    # among themselves, the cards other than the ace decide: J-Q-K-A-2 is the best
    assert beats("Jh Qd Kc As 2h", "Kh Ad 2c 3s 4h", RTC)
    # a suited one is a flush, which beats it anyway
    assert ev("Qh Kh Ah 2h 3h", RTC).category is Category.FLUSH


def test_other_wraps_are_not_straights():
    assert ev("Th Jd Qc Ks 2h", RTC).category is Category.HIGH_CARD


# --- the eccentric hands -----------------------------------------------------------

LOCAL = HandRules(eccentric=Eccentric.LOCAL, round_the_corner=True)
TRUE = HandRules(eccentric=Eccentric.TRUE_ODDS, round_the_corner=True)
BLAZE = "Kc Kd Qh Qs Jc"
TIGER = "7c 5d 4h 3s 2c"
SKIP = "2c 4d 6h 8s Tc"
CORNER = "Qh Kd Ac 2s 3h"


def test_eccentric_patterns():
    assert ev(BLAZE, LOCAL).category is Category.BLAZE
    assert ev(TIGER, LOCAL).category is Category.TIGER
    assert ev(SKIP, LOCAL).category is Category.SKIP_STRAIGHT
    assert ev("Ac 3d 5h 7s 9c", LOCAL).category is Category.SKIP_STRAIGHT  # ace low
    assert ev("6c 8d Th Qs Ac", LOCAL).category is Category.SKIP_STRAIGHT
    assert ev("7h 5h 4h 3h 2h", LOCAL).category is Category.FLUSH  # a suited tiger is a flush
    assert ev("2h 4h 6h 8h Th", TRUE).category is Category.FLUSH   # and a suited skip
    for rules in (STANDARD_RULES, HandRules(eccentric=Eccentric.NONE, blaze=True)):
        assert ev(BLAZE, rules).category is Category.TWO_PAIRS
        assert ev(TIGER, rules).category is Category.HIGH_CARD


def test_local_custom_order():
    # blaze beats two pairs, loses to threes; skip beats two pairs and a blaze;
    # round-the-corner beats threes, loses to a regular straight; tiger beats a straight
    # and loses to a flush
    assert beats(BLAZE, "Ac Ad Kh Ks Qc", LOCAL)
    assert beats("2c 2d 2h 3s 4c", BLAZE, LOCAL)
    assert beats(SKIP, BLAZE, LOCAL)
    assert beats(SKIP, "Ac Ad Kh Ks Qc", LOCAL)
    assert beats(CORNER, "Ac Ad Ah Ks Qc", LOCAL)
    assert beats("Ac 2d 3h 4s 5c", CORNER, LOCAL)
    assert beats(TIGER, "Ac Kd Qh Js Tc", LOCAL)
    assert beats("7h 5h 4h 3h 2h", TIGER, LOCAL)
    assert [c.label for c in category_order(LOCAL)] == [
        "high card", "pair", "two pairs", "blaze", "skip straight", "threes",
        "round-the-corner", "straight", "tiger", "flush", "full", "fours", "straight flush",
        "five of a kind"]


def test_true_odds_order_is_the_books_second_table():
    assert [c.label for c in category_order(TRUE)] == [
        "high card", "pair", "two pairs", "threes", "straight", "skip straight", "flush",
        "tiger", "full", "round-the-corner", "blaze", "fours", "straight flush",
        "five of a kind"]
    assert beats(BLAZE, "Ac Ad Ah Ks Kc", TRUE)          # a blaze beats a full hand
    assert beats("2c 2d 2h 2s 3c", BLAZE, TRUE)
    assert beats(TIGER, "Ah Jh 9h 4h 2h", TRUE)
    assert beats(SKIP, "Ac Kd Qh Js Tc", TRUE)
    assert beats(CORNER, "Ac Ad Ah Ks Kc", TRUE)
    # under true odds a blaze with threes or a full in it is read as the blaze
    assert ev("Kc Kd Kh Qs Jc", TRUE).category is Category.BLAZE
    assert ev("Kc Kd Kh Qs Jc", LOCAL).category is Category.THREES


def test_per_hand_switches():
    no_tiger = HandRules(eccentric=Eccentric.LOCAL, tiger=False)
    assert ev(TIGER, no_tiger).category is Category.HIGH_CARD
    assert ev(BLAZE, no_tiger).category is Category.BLAZE
    no_blaze = HandRules(eccentric=Eccentric.LOCAL, blaze=False, skip=False)
    assert ev(BLAZE, no_blaze).category is Category.TWO_PAIRS
    assert ev(SKIP, no_blaze).category is Category.HIGH_CARD
    assert Category.ROUND_THE_CORNER not in category_order(no_blaze)


def test_eccentric_describe():
    assert ev(TIGER, LOCAL).describe() == "a tiger, 7 5 4 3 2"
    assert ev(SKIP, LOCAL).describe() == "a skip straight, ten high"
    assert ev(BLAZE, LOCAL).describe() == "a blaze, K K Q Q J"


# --- the sixty-card pack -----------------------------------------------------------

SIXTY = HandRules(pack=PackKind.SIXTY)


def test_elevens_and_twelves_make_straights_in_their_true_order():
    assert ev("Th 11c 12d Js Qh").category is Category.STRAIGHT
    assert ev("Th 11c 12d Js Qh").ranks == (Rank.QUEEN,)
    assert ev("9h Tc 11d 12s Jh").category is Category.STRAIGHT
    assert ev("11h 12c Jd Qs Kh").category is Category.STRAIGHT
    assert ev("9h Tc Jd Qs Kh", SIXTY).category is Category.HIGH_CARD
    assert ev("9h Tc Jd Qs Kh").category is Category.STRAIGHT     # the 52-card pack
    assert ev("Ah 2c 3d 4s 5h", SIXTY).category is Category.STRAIGHT
    assert ev("Th 11h 12h Jh Qh").category is Category.STRAIGHT_FLUSH
    assert beats("11c 11d 2h 3s 4c", "Tc Td Ah Ks Qc")
    assert beats("Jc Jd 2h 3s 4c", "12c 12d Ah Ks Qc")


def test_sixty_pack_ranks_are_refused_in_the_52_card_pack():
    with pytest.raises(ValueError):
        ev("Th 11c 12d Js Qh", HandRules(pack=PackKind.STANDARD))


# --- the option path agrees with the fast path -------------------------------------

def test_from_strength_round_trip():
    for text in ("Jc Jd Ah 9s 4c", "As Ks Qs Js Ts", "Ac Qd 7h 5s 2c", "8c 8d 8h Qs Qc"):
        v = ev(text)
        assert HandValue.from_strength(v.strength) == v
        assert HandValue.from_strength(v.strength).ranks == v.ranks
        assert HandValue.from_strength(v.strength).category is v.category


def test_general_path_equals_fast_path_on_examples():
    for text in ("Jc Jd Ah 9s 4c", "As Ks Qs Js Ts", "5h 4c 3d 2s Ah", "Kc Kd 4h 4s 2c"):
        cards = parse_hand(text)
        assert general_strength(cards) == evaluate(cards).strength
    assert evaluate([JOKER] + parse_hand("Ac Ad Ah As", size=None)).category is Category.FIVE_OF_A_KIND
