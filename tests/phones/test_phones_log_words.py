"""The phones' log: the sentence without its law (a phone has no room for "(Law 18)"), and a
guest of the red group (the book's ladies, whatever the host calls it) is "her"."""

from __future__ import annotations

import random

from game.ai import CallingStation
from game.ai.play import play_deal
from game.engine import HouseRules, Table
from game.engine.core.actions import ActionKind as K
from game.engine.core.events import Acted
from game.engine.core.words import Name
from game.phones.messages import log_lines


def test_phone_log_lines_carry_no_law():
    names = ["Ann", "Bob", "Cy"]
    table = Table(names, HouseRules(), random.Random(4))
    events: list = []
    table.subscribe(events.append)
    play_deal(table, [CallingStation(n) for n in table.names])
    lines = log_lines(events, list(table.names), 0)
    assert lines
    assert not [line for line in lines if line.endswith(")") and "(Law" in line], lines
    assert not [line for line in lines if line.startswith("Law ")], lines


def test_a_lady_guest_throws_in_her_hand_on_the_phones():
    cleo = Name("Cleo", lady=True)
    thrown = Acted(seat=0, kind=K.ABANDON, amount=0, put=0, level=0, law="Law 29")
    assert log_lines([thrown], [cleo, "Dan"], 1) == ["Cleo throws in her hand."]


def test_a_prize_note_on_the_guests_own_phone_says_you():
    from game.phones.messages import to_you

    note = "Cleo had 39 counters, but has the prize for ladies: most counters: one prize a guest"
    assert to_you(note, "Cleo") == ("You had 39 counters, but have the prize for ladies: most counters: "
                                    "one prize a guest")
    assert to_you(note, "Bob") == note
    assert to_you("Cleo tied with Ann: the cut gave it to Ann", "Cleo").startswith("You tied with Ann")
    assert to_you(note, None) == note
    # Round 5 of issue 37: the third person on the guest's own phone.
    assert to_you("Not given: Bob has a prize already (one prize a guest).", "Bob") == \
        "Not given: you have a prize already (one prize a guest)."
    assert to_you("Not given: Ann and Bob have a prize already (one prize a guest).", "Bob") == \
        "Not given: Ann and you have a prize already (one prize a guest)."
    assert to_you("Ann tied with Bob: the cut gave it to Bob", "Bob") == "Ann tied with you: the cut gave it to you"
    assert to_you("Ann had 50 counters, but has the prize for the blues: one prize a guest; Bob had 45 "
                  "counters, but has the prize for the reds: one prize a guest", "Bob").endswith(
        "; You had 45 counters, but have the prize for the reds: one prize a guest")
    assert to_you("Not given: Bobby has a prize already (one prize a guest).", "Bob").startswith("Not given: Bobby has")


def test_the_phones_standing_is_its_row_in_the_standings():
    """Round 5 of issue 37: "You finished equal 4th" where the standings numbered the two
    level rows 4th and 5th.  Play-test round 7: the television said "=4th" for both while the
    phones and the host said 4 and 5.  One rule now: level players share the place, the
    standings number both "=4", and each phone says "equal 4th" and who is level with him."""
    from game.phones.messages import standing_of

    class Ev:
        def standings(self):
            return [{"name": n, "yellow": 0, "net": net, "extra": 0}
                    for n, net in (("Ann", 60), ("Bob", 55), ("Cleo", 50), ("Dan", 45), ("Eve", 45), ("Fay", 40))]

    dan, eve = standing_of(Ev(), "Dan"), standing_of(Ev(), "Eve")
    assert (dan["place"], dan["shared"], dan["level"]) == (4, True, ["Eve"])
    assert (eve["place"], eve["shared"], eve["level"]) == (4, True, ["Dan"])
    assert standing_of(Ev(), "Ann")["level"] == [] and not standing_of(Ev(), "Ann")["shared"]
    assert standing_of(Ev(), "Fay")["place"] == 6  # the next after two level at 4th is 6th


def test_time_ran_out_then_away_is_said_once_as_it_happened():
    """Play-test round 4: the notice of a missed round said "Time ran out, so you stood pat."
    beside "You were away, so your hand was thrown in.", as if two absences: now one sentence."""
    from game.phones.acted import acted_for_words, add_done_line
    from game.engine import Action, ActionKind

    lines: list[str] = []
    add_done_line(lines, acted_for_words(Action(ActionKind.DRAW), "Bob", "timeout")[0])
    add_done_line(lines, acted_for_words(Action(ActionKind.ABANDON), "Bob", "away")[0])
    assert lines == ["Time ran out, so you stood pat; you were still away at your next turn, "
                     "so your hand was thrown in."]
    add_done_line(lines, acted_for_words(Action(ActionKind.PASS), "Bob", "away")[0])
    assert len(lines) == 1 and lines[0].endswith("your hand was thrown in, and then you passed.")
    # Away from the first (no time ran out in this round): said as it was.
    other: list[str] = []
    add_done_line(other, acted_for_words(Action(ActionKind.ABANDON), "Bob", "away")[0])
    assert other == ["You were away, so your hand was thrown in."]
