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


def test_a_draw_of_other_cards_in_the_same_words_names_the_cards():
    """A learner threw the 8♦ where the book marked the A♥ and read "You chose to discard one and
    draw, where the book would discard one and draw": the cards tell the two apart."""
    said = []

    def choose(view, book):
        if book.kind is K.DRAW and len(book.cards) == 1 and len(view.hand) == 2:
            other = next(c for c in view.hand if c not in book.cards)
            return Action(K.DRAW, 0, (other,))
        return book

    for item in play("ambigu", choose):
        if isinstance(item, Told) and item.note.kind == "differs":
            said.append(item.note.text)
    if not said:
        pytest.skip("the book threw no single card at the first draw in this deal")
    import re

    named = re.findall(r"discard the (\S+) and draw one", said[0])
    assert len(named) == 2 and named[0] != named[1], said[0]


def test_a_pass_or_a_call_is_not_said_to_leave_others_to_speak():
    """All three had passed when the learner, the dealer, passed too: "the others speak after
    you" was wrong; no such promise is made."""
    def choose(view, book):
        offered = {a.kind for a in view.legal}
        for kind in (K.PASS, K.CALL):
            if kind in offered and book.kind is not kind:
                return Action(kind)
        return book

    for variant in ("ambigu", "draw"):  # (Bouillotte's own moment says who speaks after, to the right)
        for item in play(variant, choose):
            if isinstance(item, Told):
                assert "speak after you" not in item.note.text, item.note.text
