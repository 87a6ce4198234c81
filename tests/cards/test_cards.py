"""Cards: parsing, printing, the packs, and shuffling from an injected generator."""

import random

import pytest

from game.cards import (
    JOKER, Card, CardParseError, PackKind, Rank, Suit, format_cards, parse_cards, parse_hand,
    secure_rng, shuffled,
)


@pytest.mark.parametrize("text", ["As", "as", "AS", "aS"])
def test_parse_any_case(text):
    assert Card.parse(text) == Card(Rank.ACE, Suit.SPADES)


def test_ten_written_two_ways():
    assert parse_cards("Td 10d 10D tD") == [Card(Rank.TEN, Suit.DIAMONDS)] * 4


def test_round_trip_every_card_of_every_pack():
    for kind in PackKind:
        for c in kind.cards():
            assert Card.parse(c.code) is c or Card.parse(c.code) == c


def test_print_compact_and_for_people():
    cards = parse_cards("As Td 9h 2c 11h Jk")
    assert format_cards(cards) == "As Td 9h 2c 11h Jk"
    assert format_cards(cards, symbols=True) == "A♠ 10♦ 9♥ 2♣ 11♥ Joker"


@pytest.mark.parametrize("bad", ["Zs", "A", "", "1s", "13h", "Ax", "AsK"])
def test_not_a_card(bad):
    with pytest.raises(CardParseError):
        Card.parse(bad)


def test_hand_checks_size_and_repeats():
    with pytest.raises(CardParseError, match="repeated"):
        parse_hand("As As Kd Qd Jd")
    with pytest.raises(CardParseError, match="5 cards"):
        parse_hand("As Kd Qd Jd Td 9d")
    assert len(parse_hand("As Kd Qd Jd Jk")) == 5


@pytest.mark.parametrize("kind,size", [
    (PackKind.STANDARD, 52), (PackKind.SIXTY, 60), (PackKind.JOKER, 53), (PackKind.ECARTE, 32),
    (PackKind.BOUILLOTTE_FOUR, 20), (PackKind.BOUILLOTTE_FIVE, 24), (PackKind.BOUILLOTTE_THREE, 16),
    (PackKind.AMBIGU, 40),
])
def test_pack_sizes_and_distinct(kind, size):
    assert len(kind.cards()) == size == len(set(kind.cards()))


def test_sixty_pack_elevens_and_twelves_between_ten_and_jack():
    ranks = sorted({c.rank for c in PackKind.SIXTY.cards()})
    assert ranks.index(Rank.ELEVEN) == ranks.index(Rank.TEN) + 1
    assert ranks.index(Rank.JACK) == ranks.index(Rank.TWELVE) + 1


def test_ambigu_has_no_court_cards_and_bouillotte_three_has_no_queens():
    assert not any(c.rank.is_court for c in PackKind.AMBIGU.cards())
    assert not any(c.rank is Rank.QUEEN for c in PackKind.BOUILLOTTE_THREE.cards())
    assert JOKER in PackKind.JOKER.cards()


def test_shuffle_depends_only_on_the_injected_generator():
    a = shuffled(PackKind.STANDARD.cards(), random.Random(5))
    random.seed(999)
    random.random()
    b = shuffled(PackKind.STANDARD.cards(), random.Random(5))
    assert a == b and sorted(a, key=str) == sorted(PackKind.STANDARD.cards(), key=str)
    assert shuffled(PackKind.STANDARD.cards(), secure_rng()) != list(PackKind.STANDARD.cards())


def test_shuffle_gives_the_order_the_generators_own_shuffle_gives():
    """``shuffled`` writes out ``random.shuffle`` for speed: same seed, same order."""
    for kind in (PackKind.STANDARD, PackKind.SIXTY, PackKind.JOKER, PackKind.ECARTE):
        for seed in range(300):
            mine = shuffled(kind.cards(), random.Random(seed))
            theirs = list(kind.cards())
            random.Random(seed).shuffle(theirs)
            assert mine == theirs

    class Stacked(random.Random):
        def shuffle(self, x):  # type: ignore[no-untyped-def]
            x.reverse()

    assert shuffled(PackKind.STANDARD.cards(), Stacked(1)) == list(PackKind.STANDARD.cards())[::-1]
