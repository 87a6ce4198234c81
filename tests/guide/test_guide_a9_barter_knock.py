"""Learner A9 (issue 39): at Commerce the learner bartered his 3♦, Judge Ames knocked instead
of giving a card, and the 3♦ came back; the guide's knock note said nothing of it, and the end
card listed "a barter cancelled by a knock" among what he would meet in a game of his own.
The guide now says at the knock whose card comes back, and counts the thing as met."""

from __future__ import annotations

from game.engine import Action, ActionKind
from game.guide.notes import Summary
from game.guide.run import Told, play

K = ActionKind
TITLE = "a barter cancelled by a knock"


def _played(choose):
    notes, summary = [], None
    for item in play("commerce", choose):
        if isinstance(item, Told):
            notes.append(item.note)
        elif isinstance(item, Summary):
            summary = item
    return notes, summary


def test_a_knock_on_the_persons_barter_is_explained_and_counted_as_met():
    passed = []

    def barter_another(view, book):  # (the learner's way: another card than the book's)
        if book.kind is K.BARTER:
            card = next(c for c in view.hand if c not in book.cards)
            passed.append(card)
            return Action(K.BARTER, cards=(card,))
        return book

    notes, summary = _played(barter_another)
    assert passed
    said = [n for n in notes if "knocked before giving you a card" in n.text]
    assert len(said) == 1, [n.text for n in notes]
    assert f"Judge Ames knocked before giving you a card: your {passed[0].symbol} comes back to you." \
        in said[0].text
    assert said[0].text.startswith("Judge Ames knocks")  # (with the knock's own words)
    assert summary is not None
    assert TITLE not in [t for t, _ in summary.holds]


def test_on_the_books_way_no_barter_is_cancelled_and_the_end_still_lists_it():
    notes, summary = _played(None)
    assert not any("knocked before giving" in n.text for n in notes)
    assert summary is not None and TITLE in [t for t, _ in summary.holds]
