"""The guided deal teaches what a hand is worth and how much to bet with it (issue 39, learner
round 6): a learner taught Ambigu by the guided deal bet 10 on a flush of 21 in his own game,
where the book bets the limit.  At the betting moment the guide says, after the book's word,
how strong the hand is, that a strong hand bets big and what a weak one does, naming the
book's own amount; off the prepared way it says so at the first turn the book bets big; the
end's summary keeps one line on it."""

from __future__ import annotations

import re

from game.ai.french.ambigu import strong_bet, strong_raise
from game.ai.temperament import GOOD
from game.engine import Action, ActionKind
from game.guide.notes import Summary
from game.guide.run import Told, play

K = ActionKind
STRONG = "a hand that strong bets big, so that the others pay to see it"
WEAK = "A weak hand, such as a small point, passes, or abandons against a bet."


def _played(choose=None):
    """The guide's notes at each of the person's turns, with the book's move there, and the
    end's summary."""
    turns: list[tuple[object, Action]] = []
    notes, summary = [], None

    def chooser(view, book):
        turns.append((view, book))
        return book if choose is None else choose(view, book)

    for item in play("ambigu", chooser):
        if isinstance(item, Told):
            notes.append((len(turns), item.note))
        elif isinstance(item, Summary):
            summary = item
    return turns, notes, summary


def test_the_betting_moment_names_the_books_bet_and_what_strong_and_weak_hands_do():
    turns, notes, summary = _played()
    bet = [(n, note) for n, note in notes if note.moment == "bet"]
    assert len(bet) == 1
    at, note = bet[0]
    view, book = turns[at]  # (the note comes before the move it speaks of)
    assert book.kind is K.RAISE and view.offer(K.RAISE) is not None
    text = note.text
    limit = view.house.limit
    # The book's own figures: the raise it makes now, and its bet on a strong hand.
    assert f"The book would raise {book.amount}." in text
    assert f"raises {book.amount} over another's bet" in text
    assert f"the book bets the limit, {round(strong_bet(GOOD, limit))}," in text
    assert round(strong_raise(GOOD, limit)) == book.amount
    assert re.search(r"Your hand beats \d\d of every hundred hands of four at Ambigu", text)
    assert STRONG in text and WEAK in text
    # After the book's word, not before it.
    assert text.index("The book would") < text.index(STRONG)
    assert summary is not None
    # (learner A9: the rule is the good player's chance, not the hand's name)
    assert any("on seven chances in ten or more it bets big, the limit" in line for line in summary.lines())


def test_off_the_prepared_way_the_size_is_taught_where_the_book_first_bets_big():
    """A learner who goes another way never comes to the prepared betting moment: the size is
    taught at his first turn where the book bets or raises big, and only there."""
    def raise_not_stay(view, book):  # (raises the least where the book stays with "I play")
        if book.kind is K.CALL and len(view.hand) == 4 and view.offer(K.RAISE) is not None:
            return Action(K.RAISE, view.offer(K.RAISE).low)
        return book

    def keep(view, book):  # (keeps the cards at the dealer's choice: the book never bets big)
        return Action(K.KEEP_CARDS) if book.kind is K.DEAL_AGAIN else book

    for choose, comes in ((raise_not_stay, True), (keep, False)):
        turns, notes, _ = _played(choose)
        taught = [(n, note) for n, note in notes if STRONG in note.text]
        big = [(v, b) for v, b in turns if b.kind in (K.BET, K.RAISE) and len(v.hand) == 4
               and b.amount == round((strong_bet if b.kind is K.BET else strong_raise)(GOOD, v.house.limit))]
        assert bool(big) is comes and len(taught) == (1 if comes else 0)
        if comes:
            at, note = taught[0]
            view, book = turns[at]
            assert (view, book) == big[0]
            assert note.kind == "book" and note.text.startswith(f"Your turn. The book would raise {book.amount}.")
            assert f"raises {book.amount} over another's bet" in note.text


def _moment_note(variant: str, moment: str):
    for item in play(variant):
        if isinstance(item, Told) and item.note.moment == moment:
            return item.note.text
    raise AssertionError(f"{moment} never came")


def test_bouillotte_says_when_to_go_in_and_how_much_after_the_books_word():
    text = _moment_note("bouillotte", "equal")
    assert text.index("The book would equal") < text.index("The book goes in on a chance")
    assert "at least its share, one in four here" in text
    assert "by most of the pool" in text and "withdraws a middling point" in text


def test_commerce_says_when_to_knock_after_the_books_word():
    text = _moment_note("commerce", "barter")
    assert text.index("The book would give") < text.index("Knock when your hand is likely")
    assert "a point of seventeen or more in the first round" in text


def test_the_knock_the_commerce_guide_names_is_the_good_players():
    """The guide says the book knocks, against three others in the first round, on a point of
    seventeen or more: the good player's own judgement, asked on the guided deal's first turn
    (three others in, the first round) with hands of sixteen and seventeen."""
    import random

    from game.ai.three_card.trading import TradingJudge, share
    from game.cards import parse_cards

    views = []
    for item in play("commerce", lambda view, book: views.append(view) or book):
        pass
    view = views[0]
    assert sum(1 for p in view.players if p.in_deal and p.seat != view.seat) == 3
    judge = TradingJudge(GOOD, random.Random(1))

    def knocks(cards: str) -> bool:
        hand = tuple(parse_cards(cards))
        return judge.wants_knock(view._replace(hand=hand), "commerce", share("commerce", hand), False)

    assert knocks("9s 8s 2d") and knocks("Ts 7s 2d")  # seventeen
    assert not knocks("9s 7s 2d") and not knocks("8s 5s 2s")  # sixteen, fifteen
    assert knocks("2s 3s 4s") and knocks("2c 2d 2h")  # a sequence flush, triplets


FIRST = "it says \u201cI play\u201d for the limit"


def test_the_first_i_play_teaches_the_size_too():
    """Learner round 7 (issue 39): the guided learner did worse at Ambigu than the one who read
    the card alone, because at the first "I play" he bet small on a strong hand where the book
    bets the limit; the guide had taught sizing only after the second draw.  At the person's
    first "I play" the guide now says, after the book's word, how many hands of four his hand
    beats and the book's bet on a strong hand (the limit, the good player's own sizing) and
    why; not again after the second draw's words, which speak of that betting."""
    from game.ai.french.ambigu import middling_bet
    from game.ai.french.ambigu_counting import share

    turns, notes, summary = _played()
    first = [(n, note) for n, note in notes if note.moment == "i-pass"]
    assert len(first) == 1
    at, note = first[0]
    view, book = turns[at]
    assert view.ambigu.step == "play" and view.offer(K.PASS) is not None
    limit, text = view.house.limit, note.text
    assert f"Your hand beats {min(99, int(share(view.hand) * 100))} of every hundred hands of four" in text
    assert f"{FIRST}, {round(strong_bet(GOOD, limit))}, or raises {round(strong_raise(GOOD, limit))}" in text
    assert f"or more it bets {round(middling_bet(GOOD, limit))}" in text
    assert "so that those who stay pay dearly to draw against it" in text  # (the why)
    assert text.index("The book would") < text.index(FIRST)
    # Said once: the second draw's betting keeps its own words, and no other note repeats these.
    assert sum(FIRST in n.text for _, n in notes) == 1
    assert summary is not None
    lesson = " ".join(summary.lines())
    assert "At \u201cI play\u201d and after the second draw alike, the book goes by its chance" in lesson


def test_off_the_prepared_way_the_first_i_play_still_teaches_the_size():
    """A learner who says "Enough" where the book draws leaves the prepared way before the
    first "I play": the size is taught at his first "I play" all the same, with the book's word."""
    def chooser(view, book):  # (the person's first decision is his first draw)
        if book.kind is K.DRAW and not chooser.done:
            chooser.done = True
            return Action(K.DRAW)
        return book

    chooser.done = False
    turns, notes, _ = _played(chooser)
    taught = [(n, note) for n, note in notes if FIRST in note.text]
    assert len(taught) == 1
    at, note = taught[0]
    view, _book = turns[at]
    firsts = [i for i, (v, _b) in enumerate(turns) if v.ambigu.step == "play"]
    assert at == firsts[0] and note.kind == "book" and note.text.startswith("Your turn. The book would")


def test_the_first_i_play_words_agree_with_the_books_move_whatever_the_hand():
    """At "I play" the words go with any move of the book's sizing (pass, the fair bet, the
    limit), never with a bet of another size (a bluff, which they would contradict); and the
    words for the betting after the second draw are never filled in at "I play"."""
    from types import SimpleNamespace

    from game.guide.teaching import fields, teach
    from game.rulebook.guided import prepared_deal

    turns, _notes, _ = _played()
    view, _book = next((v, b) for v, b in turns if v.ambigu.step == "play" and v.offer(K.BET))
    ambigu = prepared_deal("ambigu")
    first, after = ambigu.moment("i-pass").teach, ambigu.moment("bet").teach
    limit = view.house.limit
    for action, said in ((Action(K.PASS), True), (Action(K.BET, 10), True),
                         (Action(K.BET, limit), True), (Action(K.BET, 12), False)):
        advice = SimpleNamespace(action=action)
        assert bool(teach(first, view, advice)) is said, action
        assert teach(after, view, advice) == ""
    assert fields(view, SimpleNamespace(action=Action(K.BET, limit)))["play"] == str(limit)
