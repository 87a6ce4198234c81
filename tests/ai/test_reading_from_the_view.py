"""A reading that draws (Bouillotte's: deals of the unseen cards and a picture of each hand)
draws by what the seat has seen, never by the table's generator or the moment it is built:
a reading built afresh from the view at any decision of a deal equals the one the good player
kept and advanced through it (issue 36: after a saved guided Bouillotte deal was resumed, the
book's reading, built afresh, had drawn other deals than the one kept live, and said "raise
12" where it had said "pass").

The other games' readings draw nothing when built or read on (Ambigu's records are made once
with a fixed generator; Brag's and Stud's spreads are weights, their chances counted at each
decision by a generator seeded by the view): for them the good player's decisions are checked
instead, the one who played the deal through against one made afresh at each decision.
"""

from __future__ import annotations

import copy
import random

import pytest

from game.ai import make_player
from game.ai.french.bouillotte import SAMPLES, BouillotteMind, right_order
from game.ai.french.bouillotte_reading import BouillotteReading
from game.ai.mixing import Branches
from game.engine import HouseRules, Phase, Table


def _state(reading: BouillotteReading) -> tuple[object, ...]:
    return (reading.deals, reading.keys, reading.pictured, reading.sound, reading.live,
            reading.read, reading.weights())


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_a_bouillotte_reading_built_afresh_is_the_one_kept(seed: int) -> None:
    """Through whole deals of good and liberal players: at each betting decision of a good
    player, the reading built from its view alone is the one it has kept since the betting
    opened, its chance the same, and the same again for a player just made (a game
    resumed)."""
    n = 3 + seed % 3
    kinds = ["good", "liberal", "good", "close", "good"][:n]
    table = Table([f"P{i}" for i in range(n)], HouseRules(), random.Random(seed),
                  variant="bouillotte", cut=False)
    players = [make_player(k, random.Random(seed * 10 + i), variant="bouillotte")
               for i, k in enumerate(kinds)]
    checked = 0
    for _ in range(3):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            player = players[seat]
            action = player.decide(view)
            mind = getattr(player, "_bouillotte_mind", None)
            if kinds[seat] == "good" and view.phase is Phase.BETTING and mind is not None \
                    and mind._reading is not None:
                order = right_order(view)
                fresh = BouillotteReading(view, 2 * SAMPLES, order)
                assert _state(fresh) == _state(mind._reading)
                resumed = _fresh_mind(mind)
                assert resumed.p(view) == mind.p(view)
                assert _state(resumed._reading) == _state(mind._reading)
                checked += 1
            table.act(seat, action)
    assert checked > 0


def _fresh_mind(mind: BouillotteMind) -> BouillotteMind:
    """A mind like ``mind`` that has seen nothing of the deal (as after a game is resumed)."""
    fresh = object.__new__(BouillotteMind)
    fresh.__dict__.update(copy.copy(mind.__dict__))
    fresh._cache, fresh._big, fresh._reading = {}, {}, None
    return fresh


GAMES = ["bouillotte", "ambigu", "brag", "brag-american", "stud-rounds", "stud"]


@pytest.mark.parametrize("variant", GAMES)
def test_the_good_player_decides_afresh_as_it_decided_live(variant: str) -> None:
    """At each decision of two deals, the good player who played the deal through (its
    mixing held to the likeliest way) and a good player made afresh at that decision, shown
    only the view, choose the same (the first deal: nothing learned of the others before)."""
    kinds = ["good", "close", "liberal", "good"]
    table = Table([f"P{i}" for i in range(4)], HouseRules(), random.Random(3), variant=variant,
                  cut=False)
    players = [make_player(k, Branches() if k == "good" else random.Random(i),
                           variant=variant) for i, k in enumerate(kinds)]
    checked = 0
    table.start_deal()
    while not table.deal_over:
        seat = table.to_act
        view = table.view(seat)
        action = players[seat].decide(view)
        if kinds[seat] == "good":
            fresh = make_player("good", Branches(), variant=variant)
            assert fresh.decide(view) == action, (variant, len(view.history))
            checked += 1
        table.act(seat, action)
    assert checked > 0
