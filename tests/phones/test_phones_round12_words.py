"""Play-test round 9 of issue 37, minor 4: every line of the away summary said to the guest
himself is in the second person ("you took back your own 1"), never "he" or a third-person
verb about him."""

from __future__ import annotations

import re

from game.party import Evening
from game.phones.recap import round_recap, why_moved
from game.phones.starting import config_for
from phones_helpers import night_with


def _evening():
    night = night_with(("Alice", "Bob"))
    return Evening.start(config_for(night, 8, 3, seed=1))


def test_counters_nobody_met_are_yours_to_the_guest_and_named_for_the_others():
    ev = _evening()
    ev.play_round()
    rec = ev.rounds[0]
    table = rec["tables"][0]
    a, b = table["seats"][0], table["seats"][1]
    table["winner"] = a
    table["returned"] = {a: 1}
    mine = round_recap(ev, a, 0)["lines"]
    theirs = round_recap(ev, b, 0)["lines"]
    assert any("you took back your own 1 that nobody met." in line for line in mine), mine
    assert any(f"{a} won the pool of" in line and ", and took back 1 that nobody met." in line
               for line in theirs), theirs
    table["returned"] = {b: 2}
    mine = round_recap(ev, b, 0)["lines"]
    assert any("you took back your own 2 that nobody met." in line for line in mine), mine
    for line in [*mine, *theirs]:
        assert not re.search(r"\b(he|his|him)\b", line), line


def test_every_moves_reason_said_to_the_mover_is_in_the_second_person():
    rec = {"down": "Zed", "tables": []}
    broke = why_moved({"player": "Ann", "reason": "went broke: a fresh stake, and changes seats with the "
                                                  "booby table's richest"}, rec)
    rich = why_moved({"player": "Bea", "reason": "the booby table's richest: changes seats with Ann"}, rec)
    won = why_moved({"player": "Cy", "reason": "won the pool at table 3"}, rec)
    assert broke.startswith("You went broke") and "you change seats" in broke
    assert rich.startswith("You were the booby table's richest") and "you change seats with Ann" in rich
    assert won == "You won the pool at table 3 and move up."
    for line in (broke, rich, won):
        assert not re.search(r"\b(changes|he|his)\b", line), line
