"""docs/architecture.md's "Adding a game", followed: a small game of one betting round is
written as its steps say, registered, and played to the end with the built-in players."""

from __future__ import annotations

import random

import pytest

from game.ai.base import RandomPlayer
from game.engine import HouseRules, Table
from game.engine.core.actions import LegalAction
from game.engine.core.betting import VariantDeal
from game.engine.core.events import HandShown, PoolWon
from game.engine.core.view import Phase
from game.engine.registry import VARIANTS


class OneRoundDeal(VariantDeal):
    """Step 1: each antes, five cards each, one round of betting, and the best hand shown
    takes the pool (a test game, not one of the books')."""

    variant = "one-round"
    title = "One round (a test game)"
    passage = "One round"
    poker_laws = None

    def start(self) -> None:
        for s in self.order:
            self.stake(s, self.house.blind, "ante", self.passage)
        self.shuffle()
        self.deal_each(5)
        self.tell_dealt(self.passage)
        self.open_betting(self.order[0], may_pass=True)
        self.flow()

    def offers(self) -> tuple[LegalAction, ...]:
        return self.betting_offers()

    def flow(self) -> None:
        while self.phase is not Phase.OVER:
            live = self.live
            if len(live) == 1:
                self.finish(self.award(sole=live[0], law=self.passage))
                return
            if not self.need:
                self.show_all(self.passage)
                self.finish(self.award(law=self.passage))
                return
            if self.turn is None or self.turn not in self.need:
                self.turn = self.next_seat(self.turn if self.turn is not None else self.dealer)
                continue
            return


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> str:
    # Step 2: one line in the registry (here for this test only).
    monkeypatch.setitem(VARIANTS, OneRoundDeal.variant, (OneRoundDeal, OneRoundDeal.title))
    return OneRoundDeal.variant


@pytest.mark.parametrize("seed", range(5))
def test_the_new_game_plays_deal_after_deal(registered: str, seed: int) -> None:
    rng = random.Random(seed)
    names = ["Ann", "Bob", "Cy", "Di"]
    table = Table(names, HouseRules(), random.Random(seed), variant=registered)
    players = [RandomPlayer(random.Random(rng.random()), n) for n in table.names]
    seen: list[object] = []
    table.subscribe(seen.append)
    for _ in range(20):
        table.start_deal()
        actions = 0
        while not table.deal_over:
            seat = table.to_act
            assert seat is not None
            table.act(seat, players[seat].decide(table.view(seat)))
            actions += 1
            assert actions < 200
        # no counter made or lost: what is on the table is what was bought (Law 5)
        assert table.counters_in_play() == sum(table.bought)
        if table.game_over:
            break
    assert any(isinstance(e, PoolWon) for e in seen)
    assert any(isinstance(e, HandShown) for e in seen) or seed  # a show, at least once in all


def test_a_showdown_in_the_new_game(registered: str) -> None:
    table = Table(["Ann", "Bob"], HouseRules(), random.Random(3), variant=registered)
    seen: list[object] = []
    table.subscribe(seen.append)
    table.start_deal()
    from game.engine import Action, ActionKind
    while not table.deal_over:  # everyone passes: the hands are shown
        seat = table.to_act
        table.act(seat, Action(ActionKind.PASS))
    shown = [e for e in seen if isinstance(e, HandShown)]
    assert len(shown) == 2 and any(isinstance(e, PoolWon) for e in seen)


def test_the_core_alone_makes_no_table() -> None:
    """The core never looks a game up: its table must be handed its deal class."""
    from game.engine.core.errors import TableError
    from game.engine.core.table import Table as CoreTable
    with pytest.raises(TableError, match="deal class"):
        CoreTable(["Ann", "Bob"], HouseRules(), random.Random(1), "draw")
    t = CoreTable(["Ann", "Bob"], HouseRules(), random.Random(1), "one-round", deal_class=OneRoundDeal)
    t.start_deal()
    assert t.to_act is not None
