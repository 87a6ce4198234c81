"""No war of raises (issue 40): the good player against a player who raises at every turn.

Before, the good player re-raised without end on a strong hand that was not sure: at Stud a
deal ran to 351 actions and the next did not end; at Brag one ran to 1,270.  Now each raise
of his own in a round raises the chance the next one needs, and after three only a hand
nothing can beat raises again (:mod:`game.ai.raise_war`); the readings are kept through the
deal, each action read once.

How long a decision takes is the bench's to say (``python -m bench bench_raise_war``): the
machines are shared.  The tests hold the deals' lengths strictly and a decision's time only
to a generous bound."""

from __future__ import annotations

import random
import time

import pytest

from bench.bench_raise_war import ACTIONS, BETTING
from game.ai import make_player
from game.ai.base import CallingStation, legal_action
from game.ai.play import tell_deal_over
from game.ai.raise_war import CEILING, OWN_RAISES, may_raise, raise_floor
from game.ai.sparring import AlwaysRaise
from game.ai.stakes import settle_new_stakes
from game.cards import Card
from game.engine import Action, ActionKind, HouseRules, Phase, SeatView, Table
from game.engine.registry import VARIANTS

K = ActionKind
SLOWEST = 0.5
"""Seconds any one decision may take, the first deal's (tables worked out) apart: generous,
the bench holds the 99th percentile to 20 ms."""


BETS = (K.RAISE, K.BET, K.OPEN, K.BLIND, K.BACK_FIELD)
"""The ways counters are bet (a game that offers none of them is played for the pool alone)."""


class Raiser:
    """The test's raiser: the largest raise on offer, else the largest bet (an opening, the
    age's blind at Flat Poker, a backing against the field), else he sees (calls); never lays
    down.  Anything else (a draw, a stake) as a calling station."""

    def __init__(self) -> None:
        self.name = "Raiser"
        self._rest = CallingStation(self.name)

    def decide(self, view: SeatView) -> Action:
        for kind in BETS:
            offer = view.offer(kind)
            if offer is not None:
                return Action(kind, offer.high)
        if view.offer(K.CALL) is not None:
            return Action(K.CALL)
        return legal_action(view, self._rest.decide(view))


def _war(variant: str, deals: int, seed: int) -> tuple[list[int], float, bool]:
    """``deals`` deals of the good player (two where the game needs three) against
    :class:`Raiser`: each deal's actions, the good players' slowest decision in processor
    seconds (the first deal apart), and whether a bet or a raise was ever offered.  A deal stopped
    at ten times the bound counts as it stands."""
    rng = random.Random(seed)
    n = max(2, getattr(VARIANTS[variant][0], "min_players", 2))
    players = [make_player("good", random.Random(rng.getrandbits(64)), variant=variant,
                           name="Good 0"), Raiser()]
    players += [make_player("good", random.Random(rng.getrandbits(64)), variant=variant,
                            name=f"Good {i}") for i in range(2, n)]
    table = Table([p.name for p in players], HouseRules(), random.Random(rng.getrandbits(64)),
                  variant, cut=False)
    lengths: list[int] = []
    slowest, raised = 0.0, False
    for d in range(deals + 1):
        if table.game_over:
            break
        settle_new_stakes(table, range(table.size), players)
        table.start_deal()
        acts = 0
        while not table.deal_over and acts < 10 * ACTIONS:
            seat = table.to_act
            view = table.view(seat)
            raised = raised or any(o.kind in BETS for o in view.legal)
            start = time.thread_time()
            action = players[seat].decide(view)
            if d and seat != 1:
                slowest = max(slowest, time.thread_time() - start)
            table.act(seat, action)
            acts += 1
        if d or not table.deal_over:
            lengths.append(acts)
        if not table.deal_over:
            break
        tell_deal_over(table, players)
    return lengths, slowest, raised


HEAVY = ("ambigu", "stud-rounds", "bouillotte")
"""The games whose 200 deals take more than a few seconds (Ambigu's counting of the draws,
round-by-round Stud's four rounds, Bouillotte's three players): run with the slow tests."""


@pytest.mark.parametrize("variant", [pytest.param(v, marks=pytest.mark.slow) if v in HEAVY
                                     else v for v in VARIANTS])
def test_every_deal_ends_within_sixty_actions(variant):
    """Every game in the registry, 200 deals heads-up against the raiser."""
    lengths, slowest, raised = _war(variant, 200, seed=1)
    assert len(lengths) == 200, "a deal did not end"
    assert max(lengths) < ACTIONS, max(lengths)
    assert slowest < SLOWEST, f"a decision took {1000 * slowest:.0f} ms"
    # the bench's list of the games that bet is the registry's
    assert raised == (variant in BETTING)


@pytest.mark.slow
@pytest.mark.parametrize("variant", BETTING)
def test_every_deal_ends_within_sixty_actions_on_another_seed(variant):
    lengths, slowest, _ = _war(variant, 200, seed=7)
    assert len(lengths) == 200 and max(lengths) < ACTIONS
    assert slowest < SLOWEST, f"a decision took {1000 * slowest:.0f} ms"


def test_the_sparring_raiser_is_the_tests():
    """The bench's raiser (:class:`game.ai.sparring.AlwaysRaise`) plays as the test's."""
    table = Table(["Good", "Raiser"], HouseRules(), random.Random(2), "stud", cut=False)
    good, ours, theirs = make_player("good", random.Random(2), variant="stud"), Raiser(), \
        AlwaysRaise()
    for _ in range(20):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            if seat == 1:
                action = ours.decide(view)
                assert theirs.decide(view) == action
            else:
                action = good.decide(view)
            table.act(seat, action)
        tell_deal_over(table, [good, ours])


def test_the_rule():
    assert may_raise(0) and may_raise(OWN_RAISES - 1)
    assert not may_raise(OWN_RAISES)
    assert may_raise(OWN_RAISES, unbeatable=True) and not may_raise(CEILING, unbeatable=True)


def test_each_raise_of_his_own_raises_the_bar_for_the_next():
    """After a raise answered by a raise, the hands that answer are better: the chance a
    further raise needs climbs towards certainty, halving the gap each time."""
    assert raise_floor(0.7, 0) == pytest.approx(0.7)
    assert raise_floor(0.7, 1) == pytest.approx(0.85)
    assert raise_floor(0.7, 2) == pytest.approx(0.925)
    # the first raise is the game's own affair; the second needs the higher bar
    assert may_raise(0, chance=0.3, base=0.7)
    assert may_raise(1, chance=0.9, base=0.7) and not may_raise(1, chance=0.8, base=0.7)
    assert not may_raise(2, chance=0.9, base=0.7) and may_raise(2, chance=0.93, base=0.7)
    # a reading's chance: better than even against the hands that answer
    assert not may_raise(1, chance=0.7) and may_raise(1, chance=0.8)
    # however sure he is short of certain, the war ends; a hand nothing beats goes on
    assert not may_raise(OWN_RAISES, chance=0.999)
    assert may_raise(OWN_RAISES, unbeatable=True, chance=0.5)


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


def test_the_ambigu_readings_are_kept_through_the_deal_and_agree_with_fresh_ones():
    """Both of Ambigu's readings (what the others told, and the blank one it is set against)
    are made once a deal and read each action once, to the same pictures as made afresh."""
    from game.ai.french.ambigu_reading import AmbiguReading
    good = make_player("good", random.Random(3), variant="ambigu")
    checked = []

    def check(seat, view):
        kept = getattr(good, "_ambigu_readings", {})
        told = kept.get("told")
        if seat != 0 or told is None or told.deal != view.deal or view.phase is not Phase.BETTING:
            return  # (the draws are decided without the reading)
        assert told.read == len(view.history)
        for reading, blank in ((told, False), (kept["untold"], True)):
            fresh = AmbiguReading(view, blank=blank)
            assert reading.live == fresh.live and reading.pool == fresh.pool
            for s in fresh.pictures:
                assert reading.pictures[s].w == pytest.approx(fresh.pictures[s].w)
        checked.append(told)

    _deal("ambigu", 8, [good, AlwaysRaise()], check)
    assert len(checked) > 20
    assert len({id(r) for r in checked}) <= 30  # one reading a deal, not one a decision


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
