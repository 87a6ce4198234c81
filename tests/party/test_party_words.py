"""The party's log words: each seat's name carries its guest's group (the book's ladies and
gentlemen, by the group's key, whatever the host renames it), and the evening's last round
tells no "The deal passes to ..."."""

from __future__ import annotations

from party_helpers import small_config

from game.engine.events import DealEnded
from game.engine.narrate import describe
from game.engine.words import is_lady
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
