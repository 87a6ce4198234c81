"""The party's log words: each seat's name carries its guest's group (the book's ladies and
gentlemen, by the group's key, whatever the host renames it), and the evening's last round
tells no "The deal passes to ..."."""

from __future__ import annotations

from party_helpers import small_config

from game.engine.core.events import DealEnded
from game.engine.core.narrate import describe
from game.engine.core.words import is_lady
from game.party import Evening


def test_seat_names_carry_the_guests_group_and_the_last_round_passes_no_deal():
    ev = Evening.start(small_config(rounds=2))
    first = ev.table_deal(0, humans=False)
    for name in first.seats:
        assert is_lady(name) == (ev.guests[name].group == "red"), name
    assert not first.last_round
    while not ev.over():
        deals = [ev.table_deal(t, humans=False) for t in range(ev.table_count)]
        last = ev.rounds_played + 1 >= 2
        assert all(d.last_round == last for d in deals)
        for d in deals:
            result = d.run()
            ended = [e for e in d.events if isinstance(e, DealEnded)]
            lines = [describe(e, d.seats, None) for e in ended]
            if last:
                assert ended and all(e.last for e in ended) and lines == [None] * len(ended)
            else:
                assert all(line and line.startswith("The deal passes to") for line in lines)
            ev.record(result)
        ev.finish_round()


def test_the_rules_on_table_sizes_say_what_a_late_guest_does_and_play_agrees():
    from game.party import Evening, Guest
    from game.party.rulings import ruling
    from party_helpers import small_config as config

    text = ruling("table-sizes")
    assert "late" in text and "booby table" in text and "a seat more" in text
    ev = Evening.start(config(8, rounds=3))
    ev.play_round()  # the round played and its moves made
    before = [len(s) for s in ev.tables]
    t = ev.seat_late(Guest("Dan", "blue", "phone"))
    assert t == ev.table_count - 1
    assert [len(s) for s in ev.tables] == before[:-1] + [before[-1] + 1]
