"""Computer players at Bouillotte: legal play from the seat's view alone, and the book's
"Suggestions for Good Play" in the good player."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from game.ai import make_player
from game.ai.french.bouillotte import STYLES, BouillotteMind, ace_alone, chance, three_to_the_king
from game.ai.play import play_deals
from game.cards import parse_cards
from game.engine import HouseRules, Table
from game.engine.french.bouillotte_events import BrelanStifled

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "variants"))
from bouillotte_helpers import BGame, K, deal_plan  # noqa: E402

SEATS = ["D", "C", "B", "A"]
ORDER = ["A", "B", "C", "D"]


def _good() -> BouillotteMind:
    from game.ai.temperament import temperament
    return BouillotteMind(temperament("good"), random.Random(3))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_temperament_plays_legal_deals(players):
    names = [f"P{i}" for i in range(players)]
    t = Table(names, HouseRules(), random.Random(players), variant="bouillotte")
    kinds = ["good", "close", "liberal", "good", "close"][:players]
    ps = [make_player(k, random.Random(i), name=n, variant="bouillotte")
          for i, (k, n) in enumerate(zip(kinds, t.names))]
    assert play_deals(t, ps, 40) == 40
    assert t.counters_in_play() == sum(t.bought)


def test_the_chance_of_a_brelan_and_of_nothing():
    g = BGame(SEATS)
    g.start(deal_plan(ORDER, {"A": "As Ac Ad", "B": "Kc Qc Kh", "C": "Ah Ks Qs",
                              "D": "9c 8d Qd"}, "9h"))
    g.do("A", K.NO_STRADDLE)
    rng = random.Random(1)
    strong = chance(g.table.view(g.seat("A")), rng, 200)
    assert strong > 0.9
    g.do("A", K.PASS)
    weak = chance(g.table.view(g.seat("B")), rng, 200)
    assert weak < strong


def test_the_eldest_hand_passes_with_a_brelan():
    g = BGame(SEATS)
    g.start(deal_plan(ORDER, {"A": "Ks Kc Kd", "B": "As Qc 9d", "C": "Ah Qs 8d",
                              "D": "9c Ad Qd"}, "9h"))
    g.do("A", K.NO_STRADDLE)
    assert _good().decide(g.table.view(g.seat("A"))).kind is K.PASS


def test_the_good_player_stifles_a_brelan_after_a_big_bet():
    g = BGame(SEATS)
    g.start(deal_plan(ORDER, {"A": "As Qc 9d", "B": "Ks Kc Kd", "C": "Ah Qs 8d",
                              "D": "9c Ad Qd"}, "9h"))
    g.do("A", K.NO_STRADDLE)
    g.do("A", K.PASS)
    mind = _good()
    action = mind.decide(g.table.view(g.seat("B")))
    assert action.kind is K.RAISE
    g.do("B", K.RAISE, max(action.amount, 10))
    mind._big[g.deal.setup.number] = True
    for n in ("C", "D", "A"):
        g.do(n, K.ABANDON)
    assert mind.decide(g.table.view(g.seat("B"))).kind is K.DECLINE_SHOW
    g.do("B", K.DECLINE_SHOW)
    assert g.of(BrelanStifled)


def test_the_books_hints_in_words():
    assert three_to_the_king(parse_cards("Kh Qh 9h")) and not three_to_the_king(parse_cards("Qh 9h 8h"))
    ret = parse_cards("8s")[0]
    assert ace_alone(parse_cards("Ah Ks 9d"), ret) and not ace_alone(parse_cards("As Kh 9d"), ret)
    assert STYLES["close"].enter > STYLES["good"].enter > STYLES["liberal"].enter


@pytest.mark.parametrize("key, want", [("close", 50), ("liberal", 200), ("good", 170)])
def test_a_computer_player_decave_buys_a_new_cave_by_temperament(key, want):
    from game.ai.stakes import settle_new_stakes
    from game.engine import Action
    from game.engine.french.bouillotte_cave import CaveChosen

    players = [make_player(k, random.Random(i), variant="bouillotte")
               for i, k in enumerate(["good", key, "close", "close"])]
    t = Table(["N", "E", "S", "W"], rng=random.Random(1), variant="bouillotte", cut=False)
    t.start_deal()
    while t.to_act is not None:
        t.act(t.to_act, players[t.to_act].decide(t.view(t.to_act)))
    # East has lost everything; the largest cave against him is 170.
    total = sum(t.stacks)
    t.stacks[:] = [170, 0, 100, total - 270]
    said = settle_new_stakes(t, range(4), players)
    assert said == [(1, Action(K.NEW_CAVE, want))]
    assert t.stacks[1] == want
    assert [e for e in t.events if isinstance(e, CaveChosen)][-1].chosen
    assert settle_new_stakes(t, range(4), players) == []  # said once; the others say nothing


class _NeverMixes(random.Random):
    """A generator whose mixing never goes the rare way (the same play from two minds)."""

    def random(self) -> float:
        return 0.999


def test_a_new_table_is_played_as_by_a_player_who_never_sat_at_the_last():
    """A tournament's new table numbers its deals from 1 again: what the good player kept
    from the last table's deals of the same numbers (his raises in them, his chances) must not
    be taken for this table's (issue 40: his raises were counted by the deal's number, so after
    the first re-seating his bar for a raise stood high or shut)."""
    from game.ai.temperament import temperament

    def run(table: Table, minds: list[BouillotteMind], deals: int, check=None) -> int:
        checked = 0
        for _ in range(deals):
            table.start_deal()
            while not table.deal_over:
                seat = table.to_act
                view = table.view(seat)
                action = minds[seat].decide(view)
                if check is not None and seat == 0:
                    assert check.decide(view) == action, (view.deal, view.history)
                    checked += 1
                table.act(seat, action)
        return checked

    good = temperament("good")
    played = BouillotteMind(good, _NeverMixes())
    others = [BouillotteMind(good, _NeverMixes()) for _ in range(2)]
    run(Table(["P0", "P1", "P2"], HouseRules(), random.Random(5), variant="bouillotte",
              cut=False), [played] + others, 12)
    fresh = BouillotteMind(good, _NeverMixes())
    table = Table(["P0", "P1", "P2"], HouseRules(), random.Random(6), variant="bouillotte",
                  cut=False)
    assert run(table, [played] + others, 12, check=fresh) > 0
