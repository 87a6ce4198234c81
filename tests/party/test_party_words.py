"""The party's log words: each seat's name carries its guest's group (the book's ladies and
gentlemen, by the group's key, whatever the host renames it), and the evening's last round
tells no "The deal passes to ..."; nor does any table's last deal of a round."""

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
                # A deal whose pool was carried says whose deal comes next; the deal that ended
                # with the pool won ends the table's round, and passes to no one (play-test of
                # issue 37: the phone's last line was "The deal passes to Alice", just before
                # everyone moved).
                assert ended[-1].last and lines[-1] is None
                assert all(line and line.startswith("The deal passes to") for line in lines[:-1])
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


def test_level_players_share_a_place_by_one_rule():
    """Play-test round 7: the phones and the host listed "4. Cat 50, 5. Mrs. Alden 50" while the
    television showed "=4th" for both.  Level on yellow counters and net counters: one place,
    marked "=", and the next row takes the place after all of them."""
    from game.party import shared_places

    rows = [{"yellow": 2, "net": 52}, {"yellow": 1, "net": 57}, {"yellow": 0, "net": 51},
            {"yellow": 0, "net": 50}, {"yellow": 0, "net": 50}, {"yellow": 0, "net": 49},
            {"yellow": 0, "net": 49}, {"yellow": 0, "net": 49}, {"yellow": 0, "net": 43}]
    assert shared_places(rows) == ["1", "2", "3", "=4", "=4", "=6", "=6", "=6", "9"]
    assert shared_places([{"yellow": 1, "net": 50}, {"yellow": 0, "net": 50}]) == ["1", "2"]  # yellow first
    assert shared_places([{"yellow": 0, "net": None}, {"yellow": 0, "net": None}]) == ["1", "2"]  # not counted
    assert shared_places([]) == []


def test_the_score_sheet_numbers_level_players_as_the_screens_do():
    from game.party import Evening, Guest, PartyConfig, fill_with_computers
    from game.party.sheet import rows

    people = [Guest("Alice", "red", "human"), Guest("Bob", "blue", "human")]
    ev = Evening.start(PartyConfig(people + fill_with_computers(people, 8)[2:], rounds=1, seed=3))
    ev.play_round()
    ev.finish()
    from game.party import shared_places

    assert [r["place"] for r in rows(ev)] == shared_places(ev.standings())


def test_the_televisions_standings_carry_the_shared_places():
    from game.party import Evening, Guest, PartyConfig, fill_with_computers, shared_places
    from game.phones.messages import overview_message

    people = [Guest("Alice", "red", "human"), Guest("Bob", "blue", "human")]
    ev = Evening.start(PartyConfig(people + fill_with_computers(people, 8)[2:], rounds=2, seed=3))
    ev.play_round()
    ov = overview_message(ev, "between", [None] * ev.table_count, "ABCD", "")
    assert [r["place"] for r in ov["standings"]] == shared_places(ov["standings"])
