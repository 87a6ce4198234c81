"""Evenings made to order for the tests of the prizes (tests/party and tests/ui both read them)."""

from __future__ import annotations

from game.party import Evening, Guest, PartyConfig

NAMES = ["Alice", "Eve", "Cleo", "Dora", "Bob", "Dan", "Fred", "Gus"]


def a_tied_booby_prize() -> Evening:
    """An evening of eight phone guests played one round, Alice and Eve level at the fewest
    counters: the booby prize goes by a cut."""
    guests = [Guest(n, "red" if i < 4 else "blue", "phone") for i, n in enumerate(NAMES)]
    ev = Evening.start(PartyConfig(guests, rounds=1, seed=5))
    ev.play_round()
    ev.yellow = {n: 0 for n in NAMES}
    ev.extra = {n: 0 for n in NAMES}
    ev.counters = {n: 40 + 3 * i for i, n in enumerate(NAMES)}
    ev.counters["Alice"] = ev.counters["Eve"] = 20  # level at the fewest: cut for the booby prize
    ev.finish()
    return ev
