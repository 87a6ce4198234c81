"""Heads-up, a player seen coming in for a counter or two on less than a pair is pictured
with his high cards when he comes in that cheaply again; one never seen doing it (the
close player, whose cheap entries hold a pair) is not (issue 40)."""

from __future__ import annotations

import random

from bench.opponents import make_opponent
from game.ai import make_player
from game.ai.model import came_in_cheaply
from game.ai.notes import Notes
from game.ai.play import tell_deal_over
from game.engine import HouseRules, Table


def _notes_after(other: str, deals: int, seed: int = 5) -> tuple[Notes, int]:
    """The good player's notes on ``other`` after ``deals`` deals heads-up, and how many of
    those deals ``other`` came in cheaply (the referee's count, from the public record)."""
    master = random.Random(seed)
    good = make_player("good", random.Random(master.getrandbits(64)), name="Good")
    make = make_player if other in ("close", "liberal", "good") else make_opponent
    them = make(other, random.Random(master.getrandbits(64)), name="Other")
    players = [good, them]
    table = Table([p.name for p in players], HouseRules(), random.Random(master.getrandbits(64)),
                  cut=False)
    cheap = 0
    for _ in range(deals):
        if table.game_over:
            break
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            table.act(seat, players[seat].decide(table.view(seat)))
        cheap += came_in_cheaply(table.view(0), 1)
        tell_deal_over(table, players)
    assert good.model is not None
    return good.model.of("Other"), cheap


def test_the_equity_player_is_seen_coming_in_cheaply_on_high_cards():
    """The clean-room equity player calls a counter or two whenever its hand's chance pays
    the pool's odds: often on a King or a Queen."""
    notes, cheap = _notes_after("equity", 300)
    assert cheap > 0
    assert notes.cheap_light >= 1.5
    assert notes.light_when_cheap()


def test_the_close_player_is_not_taken_for_one_who_comes_in_light():
    notes, cheap = _notes_after("close", 1500)
    assert cheap > 0 and notes.cheap_shown > 0  # he does come in cheaply, and is shown
    assert notes.cheap_light == 0
    assert not notes.light_when_cheap()


def test_light_when_cheap_needs_a_few_seen_and_a_share():
    n = Notes()
    assert not n.light_when_cheap()
    n.cheap_shown, n.cheap_light = 3, 1
    assert not n.light_when_cheap()  # one seen is not a habit
    n.cheap_shown, n.cheap_light = 6, 2
    assert n.light_when_cheap()
    n.cheap_shown, n.cheap_light = 30, 2
    assert not n.light_when_cheap()  # two in thirty: his cheap entries are pairs
