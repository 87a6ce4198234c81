"""Saves hold the table between deals and the deal in progress; resuming gives the same
table; damaged files are kept aside; statistics count each deal once."""

import json
import random

import pytest

from game.ai import RandomPlayer
from game.engine import HouseRules, Table
from game.engine.core.history import HandHistory
from game.engine.registry import VARIANTS
from game.store.saves import GameConfig, SavedGame, load_game, save_game
from game.store.stats import DealResult, Statistics, load_stats, save_stats
from game.ui.session import Session

from store_helpers import game_config, step


def _play_table(config, deals, seed=3):
    table = config.new_table()
    rng = random.Random(seed)
    players = [RandomPlayer(rng) for _ in config.names]
    for _ in range(deals):
        if table.game_over:
            break
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            table.act(seat, players[seat].decide(table.view(seat)))
    return table


def test_save_and_resume_between_deals_gives_the_same_table(tmp_path):
    config = GameConfig(("Ann", "Bob", "Cy", "Dee"), ("human", "close", "liberal", "good"),
                        HouseRules(table_stakes=True), seed=11)
    table = _play_table(config, 8)
    path = tmp_path / "saves" / "current.json"
    save_game(path, SavedGame(config, table.snapshot()))
    loaded, problem = load_game(path)
    assert problem is None
    again = loaded.rebuild()[0]
    for key in ("stacks", "bought", "dealer", "deal_number", "names", "kitty", "carried", "out"):
        assert getattr(again, key) == getattr(table, key), key


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_variant_goes_on_from_its_snapshot(variant):
    config = GameConfig(("Ann", "Bob", "Cy", "Dee"), ("human",) + ("good",) * 3, seed=5, variant=variant)
    table = _play_table(config, 6, seed=8)
    snap = json.loads(json.dumps(table.snapshot()))
    again = Table.restore(snap, config.house, random.Random(1), variant)
    assert again.snapshot() == table.snapshot()
    if not again.game_over:
        again.start_deal()  # and it deals on
        assert again.deal_number == table.deal_number + 1


def test_the_save_is_the_same_size_at_deal_10_and_deal_40(tmp_path):
    config = game_config(("caller", "caller"), seed=4, house=HouseRules(table_stakes=True))
    s = Session(config, home=tmp_path, synchronous=True, think=0)
    rng = random.Random(1)
    sizes = {}
    while not (s.table.deal_number == 40 and s.deal_over) and step(s, rng):
        if s.deal_over and s.table.deal_number in (10, 40):
            sizes[s.table.deal_number] = (tmp_path / "saves" / "current.json").stat().st_size
    assert abs(sizes[40] - sizes[10]) < 200, sizes
    assert len(s.table.actions) < 100  # only the deal in progress


def test_damaged_save_is_kept_aside(tmp_path):
    path = tmp_path / "current.json"
    path.write_text("{not json")
    game, problem = load_game(path)
    assert game is None and "kept aside" in problem
    assert (tmp_path / "current.json.damaged").exists() and not path.exists()


def test_a_version_1_save_is_still_resumed(tmp_path):
    """Version 1 held the seed and the whole log: it is replayed once, and saved anew."""
    config = game_config(("caller",), seed=9)
    table = _play_table(config, 3)
    actions = []
    t2 = Table(config.names, config.house, random.Random(9), config.variant)
    rng = random.Random(3)
    players = [RandomPlayer(rng) for _ in config.names]
    for _ in range(3):
        t2.start_deal()
        while not t2.deal_over:
            seat = t2.to_act
            a = players[seat].decide(t2.view(seat))
            t2.act(seat, a)
            actions.append([seat, a.kind.value, a.amount, [c.code for c in a.cards]])
    assert t2.stacks == table.stacks
    data = {"version": 1, "names": list(config.names), "temperaments": list(config.temperaments),
            "house": config.house.to_dict(), "seed": 9, "variant": "draw", "deals": 3,
            "actions": actions}
    path = tmp_path / "saves" / "current.json"
    path.parent.mkdir()
    path.write_text(json.dumps(data))
    s, problem = Session.resume(tmp_path, synchronous=True)
    assert problem is None and s.table.stacks == t2.stacks and s.table.deal_number == 3
    s.next_deal()
    s.close()
    assert "seed" not in json.loads(path.read_text())


def test_a_version_1_save_in_the_middle_of_a_deal_is_resumed_without_its_seed(tmp_path):
    config = game_config(("caller", "caller"), seed=5)
    t = Table(config.names, config.house, random.Random(5), config.variant)
    rng = random.Random(3)
    players = [RandomPlayer(rng) for _ in config.names]
    actions = []
    for _ in range(3):
        t.start_deal()
        while not t.deal_over and not (t.deal_number == 3 and len(actions) > 0 and t.to_act == t.names.index("You")):
            seat = t.to_act
            a = players[seat].decide(t.view(seat))
            t.act(seat, a)
            actions.append([seat, a.kind.value, a.amount, [c.code for c in a.cards]])
    assert not t.deal_over
    hand = t.view(t.names.index("You")).hand
    data = {"version": 1, "names": list(config.names), "temperaments": list(config.temperaments),
            "house": config.house.to_dict(), "seed": 5, "variant": "draw", "deals": 3,
            "actions": actions}
    path = tmp_path / "saves" / "current.json"
    path.parent.mkdir()
    path.write_text(json.dumps(data))
    s, problem = Session.resume(tmp_path, synchronous=True)
    assert problem is None and s.table.deal_number == 3 and s.view().hand == hand
    assert s.human_to_act
    s.close()
    saved = json.loads(path.read_text())
    assert saved["version"] == 2 and "seed" not in saved and saved["deal"] is not None


def test_statistics_record_and_round_trip(tmp_path):
    config = GameConfig(("Ann", "Bob", "Cy"), ("human", "close", "liberal"), seed=4)
    table = config.new_table()
    stats = Statistics()
    keys = {s: table.names[s] for s in range(3)}
    HandHistory(table, on_deal=lambda rec: stats.add(DealResult.from_history(rec, 0, keys, "g")))
    rng = random.Random(2)
    players = [RandomPlayer(rng) for _ in range(3)]
    for _ in range(20):
        table.start_deal()
        while not table.deal_over:
            s = table.to_act
            table.act(s, players[s].decide(table.view(s)))
    assert stats.deals == 20 and len(stats.counters) == 20 and stats.last == ("g", 20)
    assert stats.counters[-1] == table.stacks[0] - table.bought[0]
    path = tmp_path / "stats.json"
    save_stats(path, stats)
    again, problem = load_stats(path)
    assert problem is None and again == stats
    assert not again.add(DealResult("g", 20, True, 5))  # the same deal is not counted twice
    assert again.add(DealResult("g", 21, True, 5)) and again.deals == 21


@pytest.mark.parametrize("text", ["[1, 2", "[]", '"x"', "null", '{"deals": NaN}',
                                  '{"deals": -3}', '{"deals": 2, "won": 5}', '{"version": 99}',
                                  '{"counters": [1, "x"]}', "[" * 100000])
def test_damaged_statistics_are_kept_aside_not_thrown_away(tmp_path, text):
    path = tmp_path / "statistics.json"
    path.write_text(text)
    fresh, problem = load_stats(path)
    assert fresh == Statistics() and "kept aside as statistics.json.damaged" in problem
    assert (tmp_path / "statistics.json.damaged").read_text() == text
    assert not path.exists()


def test_a_failing_disk_is_said_once_not_piled_up(tmp_path):
    """With the data folder unwritable, every save fails: the person is told once."""
    (tmp_path / "afile").write_text("not a folder")
    home = tmp_path / "afile"
    s = Session(game_config(("caller", "caller")), home=home, synchronous=True, think=0)
    rng = random.Random(4)
    for _ in range(200):
        step(s, rng)
    assert len(s.messages) == len(set(s.messages)) <= 2, s.messages
    assert any("could not be saved" in m for m in s.messages)


def test_a_deal_of_an_earlier_game_is_not_counted_again():
    stats = Statistics()
    assert stats.add(DealResult("a", 5, True, 1))
    assert stats.add(DealResult("b", 1, False, -1))
    assert not stats.add(DealResult("a", 5, True, 1))  # game a's deal 5, from an old save
    assert stats.deals == 2


def test_the_snapshot_keeps_who_passed_the_jack_and_who_sits_out():
    """Law 37's passed jack and TABLE STAKES' broke player waiting a deal survive a save."""
    config = GameConfig(("Ann", "Bob", "Cy", "Dee"), ("human",) + ("good",) * 3, seed=5)
    table = _play_table(config, 2, seed=8)
    table.passed_jack, table.sitting_out = {1}, {3}
    again = Table.restore(json.loads(json.dumps(table.snapshot())), config.house, random.Random(1))
    assert (again.passed_jack, again.sitting_out) == ({1}, {3})
    snap = table.snapshot()
    snap["sitting_out"] = [9]
    with pytest.raises(Exception, match="sitting_out"):
        Table.restore(snap, config.house, random.Random(1))
