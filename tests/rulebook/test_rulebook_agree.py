"""Each game's How to play, its words and its laws tell the same play (the second fresh-eyes
tester: Commerce's card said a knock stops the trading at once while its words said the hands
are shown when the turn comes back to the knocker)."""

from __future__ import annotations

import pytest

from game.rulebook import guide


@pytest.mark.parametrize("variant", ["commerce", "commerce-widow"])
def test_commerce_knock_stops_the_trading_at_once_everywhere(variant):
    g = guide(variant)
    knock = dict(g.words)["to knock"]
    assert "at once" in knock and "comes back" not in knock
    assert "comes back" not in g.turn + g.win


@pytest.mark.parametrize("variant", ["whiskey", "thirty-one"])
def test_the_whiskey_knock_waits_for_the_turn_to_come_back(variant):
    assert "comes back" in dict(guide(variant).words)["to knock"]


def test_commerce_explains_the_widow_it_goes_without():
    assert "widow (" in guide("commerce").follows


def test_stud_by_rounds_says_who_antes_as_its_words_do():
    g = guide("stud-rounds")
    assert "the buck" in dict(g.words) and "buck antes" in g.turn


def test_bouillotte_explains_the_words_its_buttons_and_log_use():
    g = guide("bouillotte")
    words = dict(g.words)
    for word in ("to stay", "to stand", "to stifle a brelan", "the banker"):
        assert word in words, word
    assert "a call" in words["to equal"]
    assert "carr\u00e9 4 counters" in g.win and "favori 1 each (2 if it wins)" in g.win


def test_ambigu_explains_the_banker_and_the_point_in_sequence():
    words = dict(guide("ambigu").words)
    assert "in sequence" in words["the point"] and "middle of a deal" in words["the banker"]


def test_the_retourne_line_says_why_there_are_two_packs():
    from game.cards import Card
    from game.engine.french.bouillotte_events import RetourneTurned

    line = RetourneTurned(card=Card.parse("8h"), pack=1).line(lambda s: "You")
    assert "two packs are dealt in turn" in line and "this is the first" in line


@pytest.mark.parametrize("variant", ["brag", "brag-three-stake"])
def test_brag_explains_the_captions_to_stay(variant):
    assert "To stay" in dict(guide(variant).words)["to see"]  # (the See button: one word, issue 38)
    if variant == "brag-three-stake":
        assert "Stand button" in dict(guide(variant).words)["to stand"]


def test_bouillottes_rules_list_the_blind_the_dealer_puts_up():
    from game.engine.core.house import HouseRules
    from game.rulebook import house_rule_pairs

    pairs = dict(house_rule_pairs("bouillotte", HouseRules()))
    assert pairs["Blind"] == "5 (the dealer's)", pairs


@pytest.mark.parametrize("variant", ["my-ship-sails", "thirty-one"])
def test_each_puts_the_blind_and_the_words_say_what_it_is(variant):
    g = guide(variant)
    assert "the blind" in g.hold and "every player" in dict(g.words)["the blind"]


# The two learners of the French and trading games (issue 39's play-test): what the card left
# to the log or the table.

def test_bouillottes_card_says_who_speaks_the_two_packs_and_the_pool_nobody_meets():
    g = guide("bouillotte")
    assert "the age, on the dealer's right, speaks first, the dealer last" in g.hold
    assert "two packs are dealt in turn, a deal each" in g.hold  # (as the retourne's log line says)
    assert "last to bet takes the pool without showing" in g.win


def test_commerce_names_its_pack_and_the_dealers_free_trade():
    g = guide("commerce")
    assert "full pack of fifty-two" in g.hold
    assert "dealer buys his own for nothing" in g.turn
    assert "dealer pays nothing for his own" in dict(g.words)["to trade for ready money"]


@pytest.mark.parametrize("cards", ["Ac 2c 3c", "Qh Kh Ah", "9s Ts Js"])
def test_commerces_table_names_a_sequence_flush_as_its_card_does(cards):
    from game.cards import parse_cards
    from game.hands.three_card.commerce import commerce_value

    name = commerce_value(parse_cards(cards)).describe()
    assert name.startswith("a sequence flush "), name
    for variant in ("commerce", "commerce-widow"):
        g = guide(variant)
        assert "sequence flush" in g.hold and "a sequence flush" in dict(g.words)
    assert "\u201ca sequence flush A-2-3\u201d" in dict(guide("commerce").words)["a sequence flush"]


def test_ambigus_card_says_plainly_what_follows_when_all_pass():
    turn = guide("ambigu").turn
    assert "the dealer chooses: he deals again" in turn
    assert "all keep their cards for the second draw" in turn
    assert "or keeps the cards" not in turn


def test_ambigus_card_gives_the_hands_in_order_and_when_each_payment_applies():
    win = guide("ambigu").win
    names = ["the point (", "the prime (", "a grand prime (", "the sequence (", "the tricon (", "the flush (",
             "doublets (", "the fredon ("]
    places = [win.index(n) for n in names]
    assert places == sorted(places), places
    assert "From the weakest" in win
    assert "6 for tricon and prime, 8 for sequence and flush" in win
    assert "the fredon (four of a kind) 10, or 11 as a grand prime" in win


def test_ambigus_card_says_the_second_draw_follows_a_stayed_bet():
    """A learner with the card alone was unsure whether those who stayed with "I play" draw
    again: the card says so where the bet is met, and the rules where they draw (Method of
    playing)."""
    turn = guide("ambigu").turn
    assert turn.index("Then the one who played and all who stayed draw a second time") \
        < turn.index("If all pass")
    from game.rulebook.ambigu import ambigu_blocks

    text = " ".join(c for k, c in ambigu_blocks() if k == "p")
    assert "the one who played and all who stayed with him, draw a second time" in text
    assert "(Method of playing)" in text


def test_bouillottes_seat_draw_is_said_on_the_card_and_in_the_rules():
    """A learner with the card alone saw the draw for places (the ace chooses, the King deals)
    in the log, and the card never said it."""
    assert "Places are drawn for: the ace chooses his seat first, the King deals." in guide("bouillotte").hold
    from game.rulebook.bouillotte import bouillotte_blocks

    text = " ".join(c for k, c in bouillotte_blocks() if k == "p")
    assert "the ace chooses his seat first" in text and "the King deals first (Cutting)" in text


def test_the_french_and_commerce_cards_say_what_learner_b9_missed():
    """Learner B9 learned Bouillotte, Commerce and Ambigu from the card alone (issue 39) and
    missed: what a brelan, a carré and a favori are, and what follows the loss of a whole cave;
    Commerce's point, that the trading goes round until a knock, and one word for the first
    player (the card said "the eldest hand", the table "age"); at Ambigu, when the two more
    cards come, that the winner is paid by all even when nobody met his bet, and how two points
    compare."""
    b = guide("bouillotte")
    card = " ".join((b.hold, b.turn, b.win))
    assert "a brelan (three of a kind in your hand)" in card
    assert "a brelan carr\u00e9 is a brelan whose fourth card is the retourne" in card
    assert "a brelan favori a pair in your hand of the retourne's rank" in card
    assert "Lose your whole cave and you are d\u00e9cav\u00e9" in card
    c = guide("commerce")
    card = " ".join((c.hold, c.turn, c.win))
    assert "the point: the pips of two or three cards of one suit" in card
    assert "a lone card counts for nothing, and three cards beat two" in card
    assert "goes round and round the table until someone knocks" in card
    from game.rulebook import rules_text

    words = dict(c.words)
    assert "the age" in words and "the age" in c.turn
    assert "eldest" not in card + " ".join(f"{w} {m}" for w, m in c.words)
    assert "from the age" in rules_text("commerce") and "from the eldest" not in rules_text("commerce").split(
        "Commerce, with a widow")[0]
    a = guide("ambigu")
    assert "When all have, the pack is shuffled again and each is dealt two more." in a.turn
    assert "even when nobody met his bet, every other player pays the winner" in a.win
    assert "three cards beat two, then more pips, then two in sequence" in a.win
