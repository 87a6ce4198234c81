"""The word of an interrupted evening (title, setup, ``--serve --resume``): at its round while
rounds remain, and "before its prizes" once every round is played (play-test round 10 of
issue 37: "interrupted at round 4" for an evening of 3 rounds killed at "Enter for the prizes")."""

from __future__ import annotations

from party_helpers import small_config

from game.party import Evening
from game.party.store import BEFORE_PRIZES, evening_path, interrupted_at, interrupted_round, interrupted_words


def test_an_evening_says_its_round_then_its_prizes(tmp_path):
    path = evening_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    ev = Evening.start(small_config(rounds=2), path=path)
    assert interrupted_round(tmp_path) == 1 and interrupted_at(ev) == 1
    ev.play_round()
    assert interrupted_round(tmp_path) == 2
    assert interrupted_words(2) == "An evening was interrupted at round 2: Resume it (F5)."
    ev.play_round()  # the last round: killed on "Enter for the prizes"
    assert interrupted_at(ev) == BEFORE_PRIZES and interrupted_round(tmp_path) == BEFORE_PRIZES
    line = interrupted_words(interrupted_round(tmp_path), "Party night resumes it (F5)", "Party night gives them (F5)")
    assert line == "An evening was interrupted before its prizes: Party night gives them (F5)."
    assert "round 3" not in line
    ev.prizes_due = True
    ev.finish()
    ev.save()
    assert interrupted_round(tmp_path) == BEFORE_PRIZES  # finished, its prizes not yet given
