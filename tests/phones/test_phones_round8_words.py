"""Round 8 of issue 37's play-test, the words mended on the phones (no browser): the
counters a player took back because nobody met them are said beside the pool won."""

from __future__ import annotations

import random

from phones_helpers import Clock, night_with, play

from game.party import Evening
from game.party.deal import TableResult
from game.phones.recap import round_recap
from game.phones.starting import config_for


def test_the_away_summary_says_the_uncalled_counters_handed_back():
    """Minor 2: "Pool 14" on the phone, then "Mr. Abbott won the pool of 9 counters": the 5
    he took back, that nobody met, went unsaid."""
    clock = Clock()
    found = None
    for seed in range(12):
        night = night_with(("Alice", "Bob"), clock=clock)
        ev = Evening.start(config_for(night, 8, 3, seed=seed))
        night.begin(ev)
        play(night, random.Random(seed), clock)
        for i, rec in enumerate(ev.rounds):
            for table in rec["tables"]:
                if table.get("returned"):
                    found = (ev, i, table)
                    break
            if found:
                break
        if found:
            break
    assert found, "no deal with an uncalled bet in twelve evenings"
    ev, i, table = found
    who, n = next(iter(table["returned"].items()))
    assert TableResult.from_dict(table).returned == table["returned"]  # kept in the save
    reader = next(s for s in table["seats"] if s != who)
    lines = round_recap(ev, reader, i)["lines"]
    won = next(line for line in lines if "won the pool of" in line)
    # (round 9: no "he took back his own", read as said of the reader; the name, no pronoun)
    whose = "took back" if who == table["winner"] else f"{who} took back"
    assert f", and {whose} {n} that nobody met." in won and " he " not in won, won
    mine = next(line for line in round_recap(ev, who, i)["lines"] if "won the pool of" in line)
    assert f"took back your own {n} that nobody met." in mine, mine


def test_the_overview_gives_each_tables_last_move_for_everyone():
    """Minor 4: the television and the host's overview showed whose turn it was, not the
    last move at each table.  Each table in play carries its last public line."""
    from game.phones.messages import overview_message
    from game.ui.scenes.party_phones_screen import served_table_look

    clock = Clock()
    night = night_with(("Alice", "Bob"), clock=clock)
    ev = Evening.start(config_for(night, 8, 2, seed=3))
    night.begin(ev)
    seen = 0
    for _ in range(40):
        night.tick(clock.now)
        clock.now += 0.5
        ov = overview_message(ev, night.stage, night.deals, night.code, "")
        for t, deal in zip(ov["tables"], night.deals):
            if t.get("last"):
                seen += 1
                assert "You" not in t["last"] and "you" not in t["last"].split(), t["last"]  # the public's words
                look = served_table_look(ev, t, {})
                assert look.status == t["last"].rstrip(".")
            if t.get("result"):
                assert "last" not in t
    assert seen
