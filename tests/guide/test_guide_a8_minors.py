"""Round A8 of the guided deal (issue 39), the minor faults a fresh-eyes learner found: what
the end card says was seen and what the game still holds, one word for one thing, and the
draw's word said before the cards come."""

from __future__ import annotations

from game.engine import Action, ActionKind
from game.guide.move_words import _FOLLOWS, _SAME_KIND
from game.guide.notes import Summary
from game.guide.run import play
from game.rulebook.guided import prepared_deal

K = ActionKind


def test_bouillotte_withdrawing_is_seen_only_when_you_withdraw():
    """The end card said "seen withdrawing" when only the others had."""
    def choose(view, book):
        if book.kind is K.ABANDON and view.offer(K.CALL) is not None:
            return Action(K.CALL, view.offer(K.CALL).low)
        return book

    items = list(play("bouillotte", choose))
    summary = items[-1]
    assert isinstance(summary, Summary)
    assert "withdrawing" not in summary.seen
    assert "withdrawing" in [t for t, _ in summary.missed]


def test_what_the_learner_was_not_taught_is_on_the_end_card():
    holds = {v: " ".join(f"{h.title}: {h.line}" for h in prepared_deal(v).holds)
             for v in ("bouillotte", "commerce")}
    for words in ("nobody bets, the deal is void and each puts five", "nearest him on the right",
                  "two packs are dealt in turn"):
        assert words in holds["bouillotte"], words
    for words in ("may knock instead of giving one", "21 against 21", "one of three cards beats one of two"):
        assert words in holds["commerce"], words


def test_commerce_names_the_age_as_the_table_does():
    """The guide said "the eldest hand" where the table's tag on his place says "age"."""
    texts = " ".join(m.says for m in prepared_deal("commerce").moments)
    assert "eldest hand" not in texts and "the age" in texts


def test_the_draws_word_does_not_say_the_cards_have_come():
    """ "Your hand is now ..." stood on the panel before Enter had drawn the cards."""
    assert "is now" not in _SAME_KIND[K.DRAW] and "is now" not in _FOLLOWS[K.DRAW]
    for v in ("draw", "ambigu"):
        for m in prepared_deal(v).moments:
            assert "Your hand is now" not in m.otherwise, m.id
