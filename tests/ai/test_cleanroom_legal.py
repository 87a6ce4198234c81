"""The clean-room opponents (bench/opponents) only ever act legally, and quickly.

No strength is tested here (that is the bench's business, ``python -m bench.bench_cleanroom``):
only that every action each opponent returns is one the view offers and the table takes,
over seeded deals of every game of the family, and that a decision takes well under 50 ms.
"""

from __future__ import annotations

import ast
import random
import time
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from bench.opponents import KEYS, Exploiter, make_opponent
from bench.opponents.common import is_legal
from game.engine.core.house import HouseRules
from game.engine import Table
from game.engine.registry import VARIANTS

GENERAL = ("tight", "loose", "exploiter")
SPECIALISTS = {"stud": ("stud", "stud-rounds"), "brag": ("brag", "brag-three-stake",
                                                         "brag-american"),
               "bouillotte": ("bouillotte",)}


def settle_new_stakes(table: Table, seats: range, players: list) -> None:
    """Between deals (table stakes, Bouillotte's cave): each seat with something it may say
    says what its player decides, until none has more (the opponents alone, no other
    player's code)."""
    if not table.asks_stakes or not table.deal_over or table.game_over:
        return
    for _ in range(4 * table.size):
        said = False
        for seat in seats:
            if not table.legal_actions(seat):
                continue
            view = table.view(seat)
            action = players[seat].decide(view)
            assert is_legal(view, action), (view.legal, action)
            table.act(seat, action)
            said = True
        if not said:
            return


def play(variant: str, keys: list[str], deals: int, seed: int,
         house: HouseRules | None = None) -> list[float]:
    """Play ``deals`` deals; assert every action is legal; return the decision times."""
    players = [make_opponent(k, random.Random(seed * 7 + i), f"{k} {i}")
               for i, k in enumerate(keys)]
    table = Table([p.name for p in players], house or HouseRules(), random.Random(seed),
                  variant=variant, cut=False)
    times: list[float] = []
    for _ in range(deals):
        if table.game_over:
            break
        settle_new_stakes(table, range(table.size), players)
        table.start_deal()
        steps = 0
        while not table.deal_over:
            seat = table.to_act
            assert seat is not None
            view = table.view(seat)
            # CPU time, not the wall clock: the machine running the tests may be shared.
            t0 = time.process_time()
            action = players[seat].decide(view)
            times.append(time.process_time() - t0)
            assert is_legal(view, action), (variant, view.phase, view.legal, action)
            table.act(seat, action)  # the table refuses anything illegal
            steps += 1
            assert steps < 500, "a deal that never ends"
        for seat, p in enumerate(players):
            p.deal_over(table.view(seat))
    return times


def seats_for(variant: str) -> int:
    return 3 if variant == "bouillotte" else 2


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_general_opponents_legal_in_every_game(variant: str) -> None:
    n = max(3, seats_for(variant))
    for k in range(len(GENERAL)):
        keys = [GENERAL[(k + i) % len(GENERAL)] for i in range(n)]
        play(variant, keys, 12, seed=k + 1)


@pytest.mark.parametrize("key,variant", [(k, v) for k, vs in SPECIALISTS.items() for v in vs])
def test_specialists_legal_in_their_games(key: str, variant: str) -> None:
    play(variant, [key, key, "exploiter"], 40, seed=5)
    play(variant, [key, "loose", key], 40, seed=6)


@pytest.mark.parametrize("variant", ("draw", "stud-rounds", "brag"))
def test_legal_at_table_stakes(variant: str) -> None:
    # New stakes asked for and consented to between deals, sights called in the deal.
    play(variant, ["loose", "loose", "exploiter"], 60, seed=8,
         house=HouseRules(table_stakes=True))


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31 - 1),
       variant=st.sampled_from(("draw", "stud", "stud-rounds", "brag", "bouillotte",
                                "straight")),
       keys=st.lists(st.sampled_from(KEYS), min_size=3, max_size=4))
def test_any_lineup_any_seed_is_legal(seed: int, variant: str, keys: list[str]) -> None:
    play(variant, keys, 6, seed)


def test_decisions_are_quick() -> None:
    times: list[float] = []
    times += play("draw", ["tight", "loose", "exploiter"], 60, seed=11)
    times += play("stud-rounds", ["stud", "stud", "exploiter"], 30, seed=12)
    times += play("bouillotte", ["bouillotte", "bouillotte", "bouillotte"], 30, seed=13)
    times += play("brag", ["brag", "brag", "tight"], 30, seed=14)
    times.sort()
    p99 = times[int(0.99 * (len(times) - 1))]
    assert times[len(times) // 2] < 0.010
    assert p99 < 0.050, f"p99 {1000 * p99:.1f} ms"


def test_exploiter_learns_from_the_session() -> None:
    exploiter = Exploiter(random.Random(1), "Exploiter")
    other = make_opponent("loose", random.Random(2), "Loose")
    table = Table(["Exploiter", "Loose"], HouseRules(), random.Random(3), cut=False)
    players = [exploiter, other]
    for _ in range(150):
        settle_new_stakes(table, range(2), players)
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            assert seat is not None
            table.act(seat, players[seat].decide(table.view(seat)))
        exploiter.deal_over(table.view(0))
    prof = exploiter.ledger.of("Loose")
    assert prof.came_in.tries > 2 + 10  # beyond the prior (jack pots give no chance)
    assert prof.fold_small.tries + prof.fold_big.tries > 11 + 5


def test_the_opponents_never_import_the_good_players_code() -> None:
    root = Path(__file__).resolve().parents[2] / "bench" / "opponents"
    for path in root.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("game.ai"), path.name
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("game.ai") for a in node.names), path.name


def test_reading_narrows_as_a_bet_says() -> None:
    from bench.opponents.reading import bet_share, narrow
    # Betting every hand says nothing; a bet from his top third beats a middling hand.
    assert abs(narrow(0.6, 0.98, 0.0) - 0.6) < 0.02
    assert narrow(0.6, 0.33, 0.0) == 0.0
    assert narrow(0.9, 0.33, 0.0) > 0.6
    # More bluffs allowed, more often the bettor is beaten.
    assert narrow(0.5, 0.4, 0.3) > narrow(0.5, 0.4, 0.0)
    # Bigger wagers come from fewer hands.
    assert bet_share(0.1) > bet_share(0.4) > bet_share(0.8) > bet_share(2.0)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_whatever_is_chosen_the_answer_is_offered(data: st.DataObject) -> None:
    # Any offers, any wish: legalize returns an action within the offers.
    from bench.opponents.common import legalize
    from game.cards import parse_cards
    from game.engine.core.actions import Action, ActionKind as K, LegalAction
    from game.engine.core.view import Phase, SeatView, PlayerInfo

    kinds = data.draw(st.lists(st.sampled_from(list(K)), min_size=1, max_size=5, unique=True))
    offers = []
    for kind in kinds:
        low = data.draw(st.integers(0, 5))
        offers.append(LegalAction(kind, low, low + data.draw(st.integers(0, 50))))
    hand = tuple(parse_cards("As Kd 7h 7c 2s"))
    me = PlayerInfo(0, "Me", 100, 0, True, True, False, None, None)
    view = SeatView(0, "draw", 1, Phase.BEFORE_DRAW, HouseRules(), hand, (), (me,), 0, 0, 0,
                    0, tuple(offers), 3, 2, False, None, None, ())
    wish = Action(data.draw(st.sampled_from(list(K))), data.draw(st.integers(0, 60)))
    got = legalize(view, wish)
    assert is_legal(view, got), (offers, wish, got)
