"""No war of raises (issue 40): the good player against a player who raises at every turn.

Before, the good player re-raised without end on a strong hand that was not sure: at Stud a
deal ran to 351 actions and the next did not end; at Brag one ran to 1,270.  Now, after two
raises of his own in a round, only a hand nothing can beat raises again
(:mod:`game.ai.raise_war`), and the readings are kept through the deal, each action read
once."""

from __future__ import annotations

import random

import pytest

from bench.bench_raise_war import ACTIONS, BETTING, GAMES, play
from game.ai import make_player
from game.ai.play import tell_deal_over
from game.ai.raise_war import CEILING, OWN_RAISES, may_raise
from game.ai.sparring import AlwaysRaise
from game.cards import Card
from game.engine import HouseRules, Table


@pytest.mark.parametrize("variant", GAMES)
def test_every_deal_ends_within_sixty_actions(variant):
    war = play(variant, 200, seed=1)
    assert len(war.actions) == 200, "a deal did not end"
    assert war.most < ACTIONS


@pytest.mark.slow
@pytest.mark.parametrize("variant", BETTING)
def test_every_deal_ends_within_sixty_actions_on_another_seed(variant):
    """The same bound on another seed.  How long a decision takes is the bench's to say
    (`python -m bench bench_raise_war`), not a test's: the machines are shared."""
    war = play(variant, 200, seed=7)
    assert len(war.actions) == 200 and war.most < ACTIONS


def test_the_rule():
    assert may_raise(0) and may_raise(OWN_RAISES - 1)
    assert not may_raise(OWN_RAISES)
    assert may_raise(OWN_RAISES, unbeatable=True) and not may_raise(CEILING, unbeatable=True)


def _deal(variant: str, seed: int, players, check) -> None:
    table = Table([p.name for p in players], HouseRules(), random.Random(seed), variant, cut=False)
    for _ in range(30):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            table.act(seat, players[seat].decide(view))
            check(seat, view)
        tell_deal_over(table, players)


def test_the_stud_reading_is_kept_through_the_deal_and_agrees_with_a_fresh_one():
    """At four up the cards are all out before the betting: the reading brought up to each
    decision, action by action, is the reading made afresh from the whole history."""
    from game.ai.stud import StudReading
    good = make_player("good", random.Random(3), variant="stud")
    checked = []

    def check(seat, view):
        reading = getattr(good, "_stud_reading", None)
        if seat != 0 or reading is None or reading.deal != view.deal:
            return
        fresh = StudReading(reading.view, good._stud_notes)
        assert reading.read == len(reading.view.history)
        assert reading.chance() == pytest.approx(fresh.chance())
        checked.append(reading)

    _deal("stud", 5, [good, AlwaysRaise()], check)
    assert len(checked) > 20
    # one reading a deal, not one a decision
    assert len({id(r) for r in checked}) <= 30


def test_the_brag_reading_is_kept_through_the_deal_and_agrees_with_a_fresh_one():
    from game.ai.three_card.brag import brag_mine
    from game.ai.three_card.brag_reading import BragReading
    good = make_player("good", random.Random(3), variant="brag")
    checked = []

    def check(seat, view):
        notes = getattr(good, "_brag_notes", None)
        reading = notes.current if notes is not None else None
        if seat != 0 or reading is None or reading.deal != view.deal:
            return
        fresh = BragReading(reading.view, brag_mine(reading.view), notes.reading)
        assert reading.chance() == pytest.approx(fresh.chance())
        checked.append(reading)

    _deal("brag", 6, [good, AlwaysRaise()], check)
    assert len(checked) > 10


def test_a_brag_nothing_can_beat():
    """Three aces is the best hand at English Brag (Foster): held, nothing beats it."""
    from types import SimpleNamespace

    from game.ai.three_card.brag import cannot_be_beaten

    def view(*cards):
        return SimpleNamespace(variant="brag", house=HouseRules(),
                               hand=tuple(Card.parse(c) for c in cards))

    assert cannot_be_beaten(view("Ah", "As", "Ac"))
    assert not cannot_be_beaten(view("Kh", "Ks", "Kc"))
    assert not cannot_be_beaten(view("2h", "7s", "9c"))
