"""Computer players at Ambigu (Foster, "Ambigu"): the measure of a hand, sound draws,
playing and passing by the hand, every temperament playing legal actions to the end, and a
short tournament where the good player comes out ahead."""

from __future__ import annotations

import random

from game.ai import make_player
from game.ai.french.ambigu import best_discard, share
from game.ai.play import play_deals
from game.ai.tournament import play_tournament
from game.cards import parse_cards
from game.engine import HouseRules, Table
from game.engine.core.history import HandHistory, balanced
from game.hands.french.ambigu import PACK


def test_the_measure_of_a_hand_follows_the_combinations():
    ladder = ["Ts 9s 2h 3d", "As 2h 3d 4c", "2s 3s 4s 9h", "5s 5h 5d 9s", "2s 5s 7s 9s",
              "5s 5h 5d 9c", "6s 7s 8s 9s", "2s 2h 2d 2c"]
    shares = [share(parse_cards(h)) for h in ladder]
    assert shares == sorted(shares) and 0 < shares[0] and shares[-1] < 1


def test_draws_keep_what_makes_a_combination():
    rng = random.Random(1)
    hand = parse_cards("Ts 9s")
    pool = [c for c in PACK if c not in hand]
    out, _ = best_discard(hand, pool, rng, 40, 2)
    assert out == ()  # two high cards of a suit: "Enough"
    hand = parse_cards("5h 5d 5c 7s")  # doublets: stand pat
    pool = [c for c in PACK if c not in hand]
    assert best_discard(hand, pool, rng, 30, 4)[0] == ()
    hand = parse_cards("8s 9s Ts 2h")  # a sequence: throw the odd card at most
    out, _ = best_discard(hand, [c for c in PACK if c not in hand], rng, 30, 4)
    assert set(out) <= set(parse_cards("2h"))


def test_every_temperament_plays_legal_actions_to_the_end_and_records_balance():
    for seed in range(3):
        rng = random.Random(seed)
        kinds = ["good", "close", "liberal", "caller", "random", "good"][:2 + seed * 2]
        players = [make_player(k, random.Random(rng.random()), name=f"P{i}", variant="ambigu")
                   for i, k in enumerate(kinds)]
        table = Table([p.name for p in players], HouseRules(table_stakes=seed == 1),
                      random.Random(seed), "ambigu", cut=False)
        history = HandHistory(table)
        assert play_deals(table, players, 20) == 20
        assert table.counters_in_play() == sum(table.bought)
        for rec in history.deals:
            check_record(rec)


def check_record(rec) -> None:
    """The record balances, and each seat's counters are explained by its actions, the
    pools, what came back and the payments between players."""
    assert balanced(rec)
    flow = {s["seat"]: 0 for s in rec["seats"]}
    for a in rec["actions"]:
        flow[a["seat"]] -= a["amount"]
    for p in rec["pools"]:
        for seat, amount in p["paid"].items():
            flow[int(seat)] += amount
    for r in rec["returned"]:
        flow[r["seat"]] += r["amount"]
    for p in rec.get("payments", ()):
        flow[p["from"]] -= p["amount"]
        flow[p["to"]] += p["amount"]
    for s in rec["seats"]:
        assert s["end"] - s["start"] == flow[s["seat"]], (s, rec)


def test_a_short_tournament_the_good_player_comes_out_ahead():
    result = play_tournament(["good", "close", "liberal", "close"], 200, seed=5,
                             variant="ambigu")
    by = {row["temperament"]: row["per100"] for row in result.by_temperament()}
    assert by["good"] > by["close"] and by["good"] > by["liberal"]


def test_the_written_out_draws_are_random_sample_s_own():
    """The discards' draws are made without ``random.sample``'s call, to the same places
    from the same bits, and leave the generator where ``sample`` would."""
    from game.ai.french.ambigu_counting import _drawn
    for n in (5, 21, 22, 30, 36, 38):
        for need in range(1, min(5, n) + 1):
            bits = [1 << i for i in random.Random(n).sample(range(40), n)]
            ours, theirs = random.Random(n * 7 + need), random.Random(n * 7 + need)
            got = _drawn(bits, need, ours, 50)
            assert got == [sum(theirs.sample(bits, need)) for _ in range(50)]
            assert ours.getstate() == theirs.getstate()


def test_each_discard_is_counted_as_one_at_a_time():
    """Every discard's figure, counted together, is the figure ``draw_value`` gives it alone
    from the same start (the same draws), and the generator ends where the last one left it."""
    from game.ai.french.ambigu_counting import discard_values, draw_value
    from itertools import combinations
    for seed, text in enumerate(("Ts 9s", "5h 9d", "8s 9s Ts 2h", "5h 5d Tc 2s")):
        hand = parse_cards(text)
        pool = [c for c in PACK if c not in hand][3:]
        rng = random.Random(seed)
        got = discard_values(hand, pool, rng, 36, len(hand))
        alone = random.Random(seed)
        start = alone.getstate()
        want = []
        for n in range(len(hand) + 1):
            for out in combinations(hand, n):
                alone.setstate(start)
                keep = [c for c in hand if c not in out]
                want.append((out, draw_value(keep, pool, 4, alone, 300,
                                             3 if len(hand) <= 2 else 2)))
        assert got == want
        assert rng.getstate() == alone.getstate()
