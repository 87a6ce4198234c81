"""The tournament: the command, its table and JSON, the re-seating, determinism, and
every option the engine has."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.tournament import per100_interval, play_tournament, seatings
from game.commands import main
from game.engine import HouseRules, parse_house


def test_command_prints_the_table_and_writes_json(tmp_path, capsys):
    out = tmp_path / "results.json"
    code = main(["tournament", "--seats", "good,close,liberal,caller,random", "--deals", "60",
                 "--seed", "3", "--json", str(out), "--quiet", "--variant", "draw"])
    assert code == 0
    text = capsys.readouterr().out
    assert "per 100" in text and "95% interval" in text and "going in by position" in text
    data = json.loads(out.read_text())
    assert data["deals"] == 60
    assert [s["temperament"] for s in data["seats"]] == ["good", "close", "liberal", "caller",
                                                          "random"]
    for s in data["seats"]:
        assert {"seat", "temperament", "per100", "ci95", "went_in", "bluffs", "decisions",
                "decision_seconds"} <= set(s)
        low, high = s["ci95"]
        assert low <= s["per100"] <= high and s["decisions"] > 0
        assert set(s["went_in"]["by_position"]) == {"first", "middle", "dealer", "age", "jack"}
    assert sum(s["net"] for s in data["seats"]) <= 0  # counters only leave for the kitty


@pytest.mark.parametrize("argv,words", [
    (["--seats", "good,reckless"], "no temperament"),
    (["--seats", "good"], "2 to"),
    (["--seats", "good,close", "--variant", "faro"], "no variant"),
    (["--seats", "good,close", "--house", "nonsense=1"], "no house rule"),
])
def test_bad_input_is_one_line_and_exit_two(argv, words, capsys):
    code = main(["tournament", "--deals", "5", "--quiet", *argv])
    err = capsys.readouterr().err.strip()
    assert code == 2 and words in err and "\n" not in err


def test_other_variants_play_too(capsys):
    # Issue 8: every registered variant has computer players (game/ai/variants.py).
    from game.engine import VARIANTS
    other = next((v for v in VARIANTS if v != "draw"), None)
    if other is None:
        pytest.skip("no other variant registered")
    code = main(["tournament", "--seats", "good,close", "--variant", other, "--deals", "20",
                 "--quiet"])
    assert code == 0 and "20 deals of" in capsys.readouterr().out


def test_seatings_put_everyone_everywhere_and_turn_the_table_round():
    plan = seatings(4)
    for player in range(4):
        assert {order.index(player) for order in plan} == {0, 1, 2, 3}
    # the player on each one's left in the first half sits on his right in the second
    left = {order[i]: order[(i + 1) % 4] for order in plan[:4] for i in range(4)}
    right = {order[(i + 1) % 4]: order[i] for order in plan[4:] for i in range(4)}
    assert left == right


def test_interval_from_batch_means():
    rng = random.Random(1)
    even = [rng.choice((-10.0, 10.0)) for _ in range(4000)]
    mean, low, high = per100_interval(even)
    assert low < mean < high and low < 0 < high
    assert high - low == pytest.approx(2 * 1.96 * 1000 / 4000 ** 0.5, rel=0.3)
    mean, low, high = per100_interval([x + 2 for x in even])
    assert low > 0 and mean == pytest.approx(200 + 100 * sum(even) / 4000)


def test_same_seed_same_tournament_even_after_the_global_random_is_stirred():
    a = play_tournament(["good", "close", "liberal", "random"], 150, seed=9, rotate=20)
    random.seed(12345)
    random.random()
    b = play_tournament(["good", "close", "liberal", "random"], 150, seed=9, rotate=20)
    assert [list(s.nets) for s in a.seats] == [list(s.nets) for s in b.seats]
    assert [s.bluffs for s in a.seats] == [s.bluffs for s in b.seats]


HOUSES = [
    "table_stakes=true", "freeze_out=true,limit=20", "straddle=false", "jack_pots=false",
    "blind_up_to_half_limit=true", "decline_to_show=true", "kitty=true,kitty_jacks=10",
    "the_buck=true", "progressive_openers=true,bobtail_openers=true", "high_hand_jacks=full",
    "pack=53", "eccentric=local,round_the_corner=true", "fattening=0,jack_ante=2",
]


@pytest.mark.parametrize("rules", HOUSES)
def test_plays_every_option_the_engine_has(rules):
    house = parse_house(rules.split(","))
    result = play_tournament(["good", "close", "liberal", "caller", "random", "good"], 80,
                             seed=4, house=house, rotate=15)
    assert result.deals >= 1
    assert sum(sum(s.nets) for s in result.seats) <= 0


def test_eight_players_with_the_sixty_card_pack():
    house = HouseRules(pack="60")
    result = play_tournament(["good", "close", "liberal", "good", "close", "liberal", "caller",
                              "random"], 60, seed=4, house=house, rotate=15)
    assert result.deals == 60


class _Recorder:
    """Plays as the calling station, and keeps the five cards it was dealt each deal."""

    def __init__(self, name):
        from game.ai.base import CallingStation
        self.name = name
        self._inner = CallingStation(name)
        self.dealt = []

    def decide(self, view):
        if not self.dealt or self.dealt[-1][0] != view.deal:
            self.dealt.append((view.deal, view.dealer, view.seat, tuple(view.hand)))
        return self._inner.decide(view)


def test_duplicate_deals_every_seating_plays_the_same_cards_seat_by_seat():
    players = [_Recorder(f"R{i}") for i in range(3)]
    play_tournament(["caller"] * 3, 60, seed=5, rotate=10, players=players,
                    house=parse_house(["jack_pots=false"]))
    # deal number within each seating -> {(dealer, seat): hand} over the seatings of cycle 0
    by_deal = {}
    for p in players:
        for i, (deal, dealer, seat, hand) in enumerate(p.dealt):
            by_deal.setdefault(deal, {}).setdefault((dealer, seat), set()).add(hand)
    # three seatings of a cycle of six (3 rotations and 3 reversed) each play deals 1..10
    assert by_deal, "nothing dealt"
    for deal, seats in by_deal.items():
        for key, hands in seats.items():
            assert len(hands) == 1, (deal, key, hands)


def test_deal_generator_is_keyed_to_the_seed_and_the_deal():
    from game.ai.tournament import deal_rng
    assert deal_rng(1, 0, 5).random() == deal_rng(1, 0, 5).random()
    assert deal_rng(1, 0, 5).random() != deal_rng(1, 0, 6).random()
    assert deal_rng(1, 0, 5).random() != deal_rng(2, 0, 5).random()


def test_sparring_partners_take_seats_in_the_command(capsys):
    code = main(["tournament", "--seats", "good,maniac,counter,heuristic,best,timid",
                 "--deals", "30", "--seed", "2", "--quiet"])
    assert code == 0 and "30 deals of" in capsys.readouterr().out
