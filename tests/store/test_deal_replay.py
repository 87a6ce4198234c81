"""A hand history's ``replay`` key lays each deal out again, in every game, and names no card
that nobody was dealt or shown: those are labels (docs/hand-history.md, issue 30)."""

from __future__ import annotations

import io
import json
import random
from contextlib import redirect_stderr, redirect_stdout

import pytest

from game.cards import Card
from game.coach.history import NoReplay, lay_out, record_from_history
from game.commands import main
from game.engine import VARIANTS
from game.engine.core.history import balanced
from game.store.deal_replay import seen_in_record
from game.store.dealing import LABEL


def run(argv: list[str]) -> int:
    out = io.StringIO()
    with redirect_stdout(out), redirect_stderr(io.StringIO()):
        try:
            return main(argv)
        except SystemExit as exc:
            return int(exc.code or 0)


def lines(path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]


def check_replay(rec: dict) -> None:
    """The replay's labels stand only for cards nobody was dealt or shown; it lays the deal
    out again to the same counters; it holds no seed."""
    replay = rec["replay"]
    assert set(replay) <= {"before", "packs", "actions", "temperaments"}
    assert "seed" not in json.dumps(replay)
    seen = seen_in_record(rec)
    dealt = {Card.parse(c) for hand in rec["cards"].values() for c in hand["dealt"]}
    assert dealt <= seen
    written = {Card.parse(c) for p in replay["packs"] for c in p if not c.startswith(LABEL)}
    assert written <= seen  # only the cards seen are named ...
    assert dealt <= written  # ... and every card dealt is named, never a label
    first = replay["packs"][0]
    assert len(set(first)) == len(first)  # one label a card
    table = lay_out(record_from_history(rec, random.Random(0)))
    assert list(table.stacks) == [s["end"] for s in rec["seats"]]


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_simulate_history_replays_every_game(tmp_path, variant):
    path = tmp_path / "deals.jsonl"
    assert run(["simulate", "--variant", variant, "--hands", "12", "--players", "4",
                "--seed", "4", "--history", str(path)]) == 0
    records = lines(path)
    assert len(records) == 12
    for rec in records:
        assert balanced(rec)
        assert rec["replay"]["temperaments"] == ["random", "caller", "random", "caller"]
        check_replay(rec)


def test_table_stakes_and_jack_pots_replay(tmp_path):
    path = tmp_path / "deals.jsonl"
    assert run(["simulate", "--hands", "60", "--players", "5", "--seed", "9",
                "--house", "table_stakes=true", "--history", str(path)]) == 0
    for rec in lines(path):
        check_replay(rec)


def test_tournament_history_a_line_a_deal_with_the_seated_temperaments(tmp_path):
    path = tmp_path / "t.jsonl"
    assert run(["tournament", "--seats", "good,close,liberal", "--deals", "30", "--rotate", "10",
                "--seed", "2", "--quiet", "--variant", "stud", "--history", str(path)]) == 0
    records = lines(path)
    assert len(records) == 30
    seatings = {tuple(r["replay"]["temperaments"]) for r in records}
    assert len(seatings) == 3 and all(sorted(s) == ["close", "good", "liberal"] for s in seatings)
    for rec in records:
        assert balanced(rec)
        check_replay(rec)


def test_the_history_changes_nothing_in_a_tournament(tmp_path):
    """Duplicate deals stay duplicate: the replay's generator shuffles with the deal's own."""
    nets = []
    for extra in ([], ["--history", str(tmp_path / "t.jsonl")]):
        out = tmp_path / "r.json"
        assert run(["tournament", "--seats", "good,random", "--deals", "40", "--seed", "1",
                    "--quiet", "--json", str(out), *extra]) == 0
        nets.append([s["net"] for s in json.loads(out.read_text())["seats"]])
    assert nets[0] == nets[1]


def test_an_old_record_without_a_replay_still_reads(tmp_path):
    path = tmp_path / "deals.jsonl"
    assert run(["simulate", "--hands", "3", "--seed", "1", "--history", str(path)]) == 0
    rec = lines(path)[0]
    del rec["replay"]
    assert balanced(rec) and rec["variant"] == "draw"
    with pytest.raises(NoReplay):
        record_from_history(rec)


def test_a_replay_that_does_not_hang_together_is_a_value_error(tmp_path):
    path = tmp_path / "deals.jsonl"
    assert run(["simulate", "--hands", "2", "--seed", "1", "--history", str(path)]) == 0
    rec = lines(path)[0]
    broken = json.loads(json.dumps(rec))
    broken["replay"]["packs"][0] = broken["replay"]["packs"][0][:-1]
    with pytest.raises(ValueError):
        record_from_history(broken)
    broken = json.loads(json.dumps(rec))
    broken["replay"]["actions"] = broken["replay"]["actions"][:-1]
    with pytest.raises(ValueError, match="will not lay out"):
        lay_out(record_from_history(broken))
    broken = json.loads(json.dumps(rec))
    del broken["replay"]["before"]
    with pytest.raises(ValueError):
        record_from_history(broken)
