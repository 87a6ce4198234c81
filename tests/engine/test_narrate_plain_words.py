"""Plain words in the log where the second fresh-eyes tester met unexplained ones: a deal is
called "ordinary" only where it might have been a jack pot."""

from __future__ import annotations

import random

from game.ai import CallingStation
from game.ai.play import play_deal
from game.engine import Table
from game.engine.core.events import DealStarted
from game.engine.core.house import parse_house
from game.engine.core.narrate import describe

NAMES = ["Cleo", "Judge Ames", "Mrs Hale", "Ned"]


def _first_deal(variant: str) -> DealStarted:
    table = Table(NAMES[:3], parse_house([]), random.Random(1), variant)
    events: list = []
    table.subscribe(events.append)
    play_deal(table, [CallingStation(n) for n in table.names])
    return next(e for e in events if isinstance(e, DealStarted))


def test_ordinary_pool_only_where_jack_pots_are_played():
    def line(**kw):
        base = dict(deal=1, dealer=1, age=2, pone=0, players=(0, 1, 2), jack_pot=False, openers=None,
                    carried_in=0)
        base.update(kw)
        return describe(DealStarted(**base, law="Law 11"), NAMES[:3], 0)

    assert line(jack_pots_played=True).startswith("Deal 1: Judge Ames deals an ordinary pool.")
    assert line().startswith("Deal 1: Judge Ames deals.")
    assert line(carried_in=3).startswith("Deal 1: Judge Ames deals, with 3 counters already in the pool.")


def test_the_table_says_which_games_play_jack_pots():
    assert _first_deal("draw").jack_pots_played
    for variant in ("brag", "bouillotte", "commerce", "ambigu"):
        assert not _first_deal(variant).jack_pots_played, variant


def test_ambigus_stakes_read_as_its_card_says():
    from game.engine.core.events import Staked

    def line(why, amount, seat=1):
        return describe(Staked(seat=seat, amount=amount, why=why, law="Ambigu: blind"), NAMES[:3], 0)

    assert line("blind", 1) == "Judge Ames puts 1 counter in the pool before the deal. (Ambigu: blind)"
    assert line("ante", 2, seat=0).startswith("You put 2 counters in the pool on the first two cards")
