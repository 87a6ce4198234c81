"""The guide's words after the third round of learners (issue 39)."""

from __future__ import annotations

from game.engine import ActionKind
from game.rulebook.guided import prepared_deal
from game.rulebook.howto_others import BOUILLOTTE


def _moment(variant: str, mid: str):
    return next(m for m in prepared_deal(variant).moments if m.id == mid)


def test_bouillottes_point_says_every_hand_is_shown_as_the_table_and_the_card_do():
    """The guide said "the hands of those still in are shown"; the table showed and counted a
    withdrawn player's hand too, as the book and the How to play card say."""
    point = _moment("bouillotte", "point")
    assert "the passed ones too" in BOUILLOTTE.win
    for text in (point.says, point.general):
        assert "every hand is shown, the passed ones too" in text, text
        assert "still in are shown" not in text
    assert "held by one still betting, the holder of its highest card takes the pool" in point.general


def test_ambigus_draw_and_point_are_said_in_the_games_words():
    """A learner read "keeping your three cards to a straight flush" (Ambigu has none: a
    sequence, a flush) and "a point of 20 in 3 cards, two of them in sequence"."""
    from game.cards import parse_cards
    from game.coach.words import _ambigu_kept_words
    from game.hands.french.ambigu import evaluate

    assert _ambigu_kept_words(parse_cards("7h 8h 5h")) == "three hearts, for a flush or a sequence"
    assert _ambigu_kept_words(parse_cards("7h 8h 6h")) == "sequence to the 8, for a flush"
    assert _ambigu_kept_words(parse_cards("Ah 5h 9h")) == "three hearts, for a flush"
    assert _ambigu_kept_words(parse_cards("7h 7s 5h")) is None
    assert evaluate(parse_cards("7h 8h 5h 6c")).words == "a point of 20 in three cards with two in sequence"
    assert evaluate(parse_cards("7h 8h 5c 2s")).words == "a point of 15 in two cards in sequence"
    assert evaluate(parse_cards("7h 9h 5c 2s")).words == "a point of 16 in two cards"
    assert "doublets (two combinations in one hand)" in __import__(
        "game.rulebook.howto_others", fromlist=["AMBIGU"]).AMBIGU.win


def test_commerces_point_is_explained_where_the_guide_first_names_it():
    """A learner read "the point" in Commerce's first note with nothing to say what it is."""
    from game.guide.run import Told, play

    told = [item.note.text for item in play("commerce") if isinstance(item, Told)]
    first = next(t for t in told if "point" in t)
    assert "pips of two or three cards of one suit" in first, first


def test_the_same_dealer_dealing_again_is_said_so():
    """Ambigu's dealer chose to deal again: the log said "The deal passes to you"."""
    from game.engine.core.events import DealEnded
    from game.engine.core.narrate import describe
    from game.guide.run import Line, play

    again = DealEnded(deal=3, next_dealer=1, carried_out=12, stacks=(40, 40), law="Law 12", dealt=1)
    assert describe(again, ["Ann", "Bob"]) == "Bob deals again; 12 counters stay in the pool. (Law 12)"
    assert describe(again, ["Ann", "you"], viewer=1).startswith("You deal again; 12 counters")
    passes = DealEnded(deal=3, next_dealer=1, carried_out=0, stacks=(40, 40), law="Law 12", dealt=0)
    assert describe(passes, ["Ann", "Bob"]) == "The deal passes to Bob. (Law 12)"
    lines = [item.text for item in play("ambigu") if isinstance(item, Line)]
    assert any(t.startswith("You deal again; 12 counters stay in the pool.") for t in lines), lines
    assert not any(t.startswith("The deal passes to you") for t in lines)


def test_the_guides_words_say_a_thing_once_in_one_style_of_quotes():
    """A learner read "the others answer your bet as they judge best. From here the others play
    as they judge best" in one note, "each dearer", and the book's "I pass" beside the
    guide's “I play”."""
    from game.coach.passages.others import PASSAGES
    from game.engine import Action
    from game.guide.run import Told, play

    def bet_low(view, book):  # bet the least where the book bets: the others answer the bet
        if book is not None and book.kind is ActionKind.BET:
            offer = view.offer(ActionKind.BET)
            if offer is not None and offer.low != book.amount:
                return Action(ActionKind.BET, offer.low)
        return book

    for variant in ("ambigu", "draw", "bouillotte"):
        notes = [item.note.text for item in play(prepared_deal(variant), bet_low) if isinstance(item, Told)]
        for text in notes:
            assert text.count("judge best") <= 1, text
            assert '"' not in text, text
    assert not any("each dearer" in str(p) for p in PASSAGES)
