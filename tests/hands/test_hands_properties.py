"""Properties: a total order; the option and wild-card paths agree with the fast path
wherever they should; the joker search finds the best card to name."""

from hypothesis import given
from hypothesis import strategies as st

from game.cards import JOKER, Card, PackKind, Suit
from game.hands import (
    STANDARD_RULES, Category, Eccentric, HandRules, evaluate, general_strength, strength,
)
from game.hands.evaluator import SIXTY_RANKS, STANDARD_RANKS

DECK = list(PackKind.STANDARD.cards())
SIXTY_DECK = list(PackKind.SIXTY.cards())

hands = st.permutations(DECK).map(lambda p: p[:5])
hands4 = st.permutations(DECK).map(lambda p: p[:4])
sixty_hands = st.permutations(SIXTY_DECK).map(lambda p: p[:5])
joker_hands = st.permutations(DECK).map(lambda p: [JOKER] + list(p[:4]))


def _from(ranks):
    cards = [c for c in DECK if c.rank.char in ranks.split()]
    return st.permutations(cards).map(lambda p: p[:5])


# hands drawn where the eccentric patterns live: court cards (blazes), low cards
# (tigers), alternate ranks (skips), the cards round the corner, and few suits (flushes)
tricky_hands = st.one_of(
    hands, _from("J Q K"), _from("2 3 4 5 6 7"), _from("A 2 3 4 5 6 7 8 9 T"),
    _from("J Q K A 2 3 4"), _from("2 4 6 8 T Q A"),
    st.permutations([c for c in DECK if c.suit in (Suit.HEARTS, Suit.SPADES)]).map(lambda p: p[:5]),
)
tricky_joker_hands = tricky_hands.map(lambda h: [JOKER] + list(h[:4]))

all_rules = st.builds(
    HandRules,
    round_the_corner=st.booleans(),
    eccentric=st.sampled_from(list(Eccentric)),
    blaze=st.booleans(), tiger=st.booleans(), skip=st.booleans(),
    mistigris_wins_ties=st.booleans(),
)
OFF = (HandRules(), HandRules(mistigris_wins_ties=False), HandRules(pack=PackKind.JOKER),
       HandRules(pack=PackKind.STANDARD), HandRules(blaze=False, tiger=False, skip=False),
       HandRules(eccentric=Eccentric.NONE, skip=True))


@given(hands, hands, hands)
def test_comparison_is_a_total_order(a, b, c):
    x, y, z = evaluate(a), evaluate(b), evaluate(c)
    assert (x < y) + (x == y) + (x > y) == 1
    assert (x <= y) == (not x > y)
    if x <= y and y <= z:
        assert x <= z
    if x == y:
        assert hash(x) == hash(y)


@given(hands, st.randoms())
def test_order_of_the_cards_does_not_matter(hand, rnd):
    shuffled = list(hand)
    rnd.shuffle(shuffled)
    assert evaluate(shuffled) == evaluate(hand)


@given(tricky_hands)
def test_general_path_equals_fast_path(hand):
    s = evaluate(hand).strength
    assert general_strength(hand) == s
    assert strength(hand) == s
    for rules in OFF:
        assert general_strength(hand, rules) == s
        assert evaluate(hand, rules).strength == s


@given(hands4)
def test_short_hands_are_never_straight_or_flush(hand):
    assert evaluate(hand).category not in (Category.STRAIGHT, Category.FLUSH,
                                           Category.STRAIGHT_FLUSH)


def _has_eccentric(hand, rules):
    value = evaluate(hand, rules)
    return value.category.is_eccentric


@given(tricky_hands, tricky_hands, all_rules)
def test_options_keep_the_order_of_the_ordinary_hands(a, b, rules):
    """Two hands with no eccentric reading compare the same with the options on."""
    if _has_eccentric(a, rules) or _has_eccentric(b, rules):
        return
    std = (evaluate(a).strength > evaluate(b).strength) - (evaluate(a).strength < evaluate(b).strength)
    opt = (evaluate(a, rules).strength > evaluate(b, rules).strength) - \
          (evaluate(a, rules).strength < evaluate(b, rules).strength)
    assert std == opt
    assert evaluate(a, rules).category is evaluate(a).category
    assert evaluate(a, rules).ranks == evaluate(a).ranks


@given(tricky_hands, all_rules)
def test_an_eccentric_reading_only_ever_raises_a_hand(hand, rules):
    """The options add readings; a hand is worth its best one, so nothing that beat it
    in the standard game's own category can now lose to it by more than the order says."""
    v = evaluate(hand, rules)
    if not v.category.is_eccentric:
        assert v.category is evaluate(hand).category
    else:
        order = rules.categories()
        assert order.index(v.category) > order.index(evaluate(hand).category)


def _named(cards, rank, suit):
    return [Card(rank, suit) if c.is_joker else c for c in cards]


@given(st.one_of(joker_hands, tricky_joker_hands), all_rules)
def test_joker_is_named_the_best_card(hand, rules):
    """The joker search (each rank, in the flush suit and out of it) equals the best
    over naming it every card of the pack, held already or not."""
    best = max(general_strength(_named(hand, r, s), rules)
               for r in STANDARD_RANKS for s in Suit)
    bit = 1 if rules.mistigris_wins_ties else 0
    assert evaluate(hand, rules).strength == best | bit
    assert evaluate(hand, rules).mistigris


@given(joker_hands)
def test_mistigris_wins_only_ties(hand):
    """The joker hand against the natural hand it names: it wins by the tie bit only."""
    value = evaluate(hand)
    splits = evaluate(hand, HandRules(mistigris_wins_ties=False))
    assert value.strength == splits.strength | 1
    assert value.category is splits.category and value.ranks == splits.ranks


@given(sixty_hands)
def test_sixty_card_straights_follow_the_true_order(hand):
    rules = HandRules(pack=PackKind.SIXTY)
    ranks = sorted(SIXTY_RANKS.index(c.rank) for c in hand)
    consecutive = ranks == list(range(ranks[0], ranks[0] + 5))
    wheel = ranks == [0, 1, 2, 3, len(SIXTY_RANKS) - 1]
    flush = len({c.suit for c in hand}) == 1
    category = evaluate(hand, rules).category
    is_straight = category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH)
    assert is_straight == (consecutive or wheel)
    if not (consecutive or wheel) and not flush and len(set(ranks)) == 5:
        assert category is Category.HIGH_CARD


@given(hands)
def test_without_elevens_and_twelves_the_sixty_pack_differs_only_in_straights(hand):
    std = evaluate(hand)
    sixty = evaluate(hand, HandRules(pack=PackKind.SIXTY))
    if std.category not in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        assert sixty == std
    assert STANDARD_RULES.categories() == HandRules(pack=PackKind.SIXTY).categories()
