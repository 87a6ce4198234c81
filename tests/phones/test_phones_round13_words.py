"""Party round 13's wording faults: what the television, the winner's phone and the
phone's header say, each checked without a browser where the words are made in Python."""

from __future__ import annotations

from game.party import Evening
from game.phones.messages import last_public_line, overview_message
from game.phones.starting import config_for
from phones_helpers import Clock, night_with


def test_the_television_says_the_time_ran_out_as_the_phones_do():
    clock = Clock()
    n = night_with(("Alice", "Bob"), clock=clock, timeout=3.0, policy="abandon")
    ev = Evening.start(config_for(n, 8, 1, seed=3))
    n.begin(ev)
    for _ in range(4000):
        if n.notes or n.stage != "playing":
            break
        n.tick(clock.now)
        clock.now += 0.5
    assert n.notes, "no guest's time ran out"
    t, notes = next(iter(n.notes.items()))
    i, (seat, own, others) = next(iter(notes.items()))
    deal = n.deals[t]
    assert others.startswith("Time ran out for ")
    # The television's newest line for the table, when that action is the newest: the others' words.
    assert last_public_line(deal.engine.events[:i + 1], deal.seats, notes) == others
    # ...and the television's message is given the notes (not the engine's "throws in his hand").
    tv = overview_message(ev, n.stage, n.deals, n.code, "", n.away, n.notes)
    table = tv["tables"][t]
    if "last" in table:
        assert table["last"] == last_public_line(deal.engine.events, deal.seats, notes)
