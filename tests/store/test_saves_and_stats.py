"""Saves replay to the same table; damaged files are kept aside, never a crash."""

import json
import random

from game.ai import RandomPlayer
from game.engine import HouseRules
from game.store.saves import GameConfig, SavedGame, load_game, save_game
from game.store.stats import Statistics, load_stats, save_stats
from game.engine.history import HandHistory


def _play(config, deals):
    table = config.new_table()
    game = SavedGame(config)
    rng = random.Random(3)
    players = [RandomPlayer(rng) for _ in config.names]
    for _ in range(deals):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            action = players[seat].decide(table.view(seat))
            table.act(seat, action)
            game.actions.append((seat, action))
    game.deals = table.deal_number
    return table, game


def test_save_and_resume_gives_the_same_table(tmp_path):
    config = GameConfig(("Ann", "Bob", "Cy", "Dee"), ("human", "close", "liberal", "good"),
                        HouseRules(table_stakes=True), seed=11)
    table, game = _play(config, 8)
    path = tmp_path / "saves" / "current.json"
    save_game(path, game)
    loaded, problem = load_game(path)
    assert problem is None
    again = loaded.rebuild()
    assert again.stacks == table.stacks and again.dealer == table.dealer
    assert again.deal_number == table.deal_number and again.names == table.names


def test_damaged_save_is_kept_aside(tmp_path):
    path = tmp_path / "current.json"
    path.write_text("{not json")
    game, problem = load_game(path)
    assert game is None and "kept aside" in problem
    assert (tmp_path / "current.json.damaged").exists() and not path.exists()


def test_save_that_does_not_replay_is_kept_aside(tmp_path):
    config = GameConfig(("Ann", "Bob"), ("human", "close"), seed=1)
    _, game = _play(config, 2)
    data = game.to_dict()
    data["actions"].insert(0, [1, "raise", 999, []])
    path = tmp_path / "current.json"
    path.write_text(json.dumps(data))
    loaded, problem = load_game(path)
    assert loaded is None and "could not be resumed" in problem


def test_statistics_record_and_round_trip(tmp_path):
    config = GameConfig(("Ann", "Bob", "Cy"), ("human", "close", "liberal"), seed=4)
    table = config.new_table()
    stats = Statistics()
    keys = {s: table.names[s] for s in range(3)}
    HandHistory(table, on_deal=lambda rec: stats.record(rec, 0, keys))
    rng = random.Random(2)
    players = [RandomPlayer(rng) for _ in range(3)]
    for _ in range(20):
        table.start_deal()
        while not table.deal_over:
            s = table.to_act
            table.act(s, players[s].decide(table.view(s)))
    assert stats.deals == 20 and len(stats.counters) == 20
    assert stats.counters[-1] == table.stacks[0] - table.bought[0]
    path = tmp_path / "stats.json"
    save_stats(path, stats)
    again, problem = load_stats(path)
    assert problem is None and again == stats
    path.write_text("[1, 2")
    fresh, problem = load_stats(path)
    assert fresh == Statistics() and problem
