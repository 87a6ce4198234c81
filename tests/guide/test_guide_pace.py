"""The guided deal's pace and words after a play-tester's round (issue 39): a plain opponent's
move passes by itself (he pressed Enter some eighteen times at Bouillotte, once a move), only
a move whose word teaches stops the table the first time; and "Enough" where the book would
draw is answered in words that fit it (not "your hand is now what you kept and what you drew")."""

from __future__ import annotations

import pytest

from game.engine import Action, ActionKind
from game.engine.registry import VARIANTS
from game.guide.run import Told, play

K = ActionKind


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_only_a_move_that_teaches_stops_the_table(variant):
    moves = [i.note for i in play(variant) if isinstance(i, Told) and i.note.kind == "move"]
    for note in moves:
        if note.stop:
            assert ": " in note.text, note.text
    assert not [n for n in moves if n.stop and (" passes." in n.text or " withdraws from" in n.text)]


def test_bouillotte_asks_for_enter_far_less_often():
    stops = [i.note for i in play("bouillotte") if isinstance(i, Told) and i.note.stop]
    moves = [n for n in stops if n.kind == "move"]
    assert len(moves) <= 2, [n.text for n in moves]


def test_enough_where_the_book_draws_is_said_as_enough():
    said = []

    def choose(view, book):
        if book.kind is K.DRAW and book.cards and len(view.hand) == 2:
            return Action(K.DRAW)  # "Enough"
        return book

    for item in play("ambigu", choose):
        if isinstance(item, Told) and item.note.kind == "differs":
            said.append(item.note.text)
    assert said and "Enough" in said[0], said
    assert "what you drew" not in said[0] and "keep the cards you hold" in said[0], said[0]
