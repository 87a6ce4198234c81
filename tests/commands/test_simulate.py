"""``python main.py simulate``: runs in-process, writes balanced JSONL hand histories with the
documented keys (docs/hand-history.md), and reports bad arguments in one line with exit
status 2 and no traceback."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from game.commands import main
from game.engine.core.history import balanced

ROOT = Path(__file__).resolve().parents[2]


def run(argv: list[str]) -> int:
    """``main(argv)``; argparse's own errors come as SystemExit."""
    try:
        return main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


@pytest.fixture(scope="module")
def history(tmp_path_factory) -> tuple[list[dict], str]:
    path = tmp_path_factory.mktemp("sim") / "deals.jsonl"
    out = io.StringIO()
    with redirect_stdout(out):
        code = run(["simulate", "--players", "6", "--hands", "200", "--seed", "7",
                    "--history", str(path)])
    assert code == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines], out.getvalue()


def test_simulate_plays_the_deals_asked_for(history):
    records, out = history
    assert len(records) == 200
    assert [r["deal"] for r in records] == list(range(1, 201))
    assert out.startswith("200 deals of Draw Poker")
    assert "every counter accounted for" in out


def test_simulate_history_has_the_documented_keys(history):
    records, _ = history
    for rec in records:
        assert {"format", "variant", "deal", "dealer", "age", "jack_pot", "openers", "house",
                "seats", "cards", "actions", "pools", "returned", "shown", "carried_in",
                "carried_out", "kitty", "next_dealer"} <= set(rec)
        assert rec["variant"] == "draw" and rec["format"] == 1
        assert rec["house"]["limit"] == 50 and set(rec["house"]) >= {"table_stakes", "jack_pots"}
        assert [s["seat"] for s in rec["seats"]] == list(range(6))
        for s in rec["seats"]:
            assert set(s) == {"seat", "name", "start", "end"}
            assert s["name"].startswith("Player ")
        for seat, c in rec["cards"].items():
            assert 0 <= int(seat) < 6
            assert set(c) == {"dealt", "discarded", "drawn", "final"}
            assert len(c["dealt"]) == 5 and len(c["final"]) == 5
            assert len(c["discarded"]) == len(c["drawn"])
            assert set(c["final"]) == (set(c["dealt"]) - set(c["discarded"])) | set(c["drawn"])
        for a in rec["actions"]:
            assert {"seat", "type", "amount"} <= set(a) and a["amount"] >= 0
        for p in rec["pools"]:
            assert {"amount", "eligible", "winners", "paid"} <= set(p)
            assert set(p["winners"]) <= set(p["eligible"])
            assert sum(p["paid"].values()) == p["amount"]
        assert set(rec["shown"]) <= {int(s) for s in rec["cards"]}


def test_simulate_history_balances_deal_by_deal(history):
    records, _ = history
    for before, rec in zip(records, records[1:]):
        # A seat's start is its last end plus what it bought from the banker during the
        # deal (Law 5: 100 at a time).
        for prev, now in zip(before["seats"], rec["seats"]):
            bought = now["start"] - prev["end"]
            assert bought >= 0 and bought % 100 == 0
        assert rec["carried_in"] == before["carried_out"]
        assert rec["dealer"] == before["next_dealer"]
    for rec in records:
        assert balanced(rec)
        flow = {s["seat"]: 0 for s in rec["seats"]}
        for a in rec["actions"]:
            flow[a["seat"]] -= a["amount"]
        for p in rec["pools"]:
            for seat, n in p["paid"].items():
                flow[int(seat)] += n
        for r in rec["returned"]:
            flow[r["seat"]] += r["amount"]
            if r["why"].startswith("penalty from seat "):
                flow[int(r["why"].rsplit(" ", 1)[1])] -= r["amount"]
        assert {s["seat"]: s["end"] - s["start"] for s in rec["seats"]} == flow


def test_simulate_is_repeatable_with_a_seed(tmp_path):
    paths = [tmp_path / "a.jsonl", tmp_path / "b.jsonl"]
    for p in paths:
        with redirect_stdout(io.StringIO()):
            assert run(["simulate", "--players", "3", "--hands", "30", "--seed", "11",
                        "--history", str(p)]) == 0
    assert paths[0].read_text() == paths[1].read_text()


@pytest.mark.parametrize("house", ["table_stakes=true", "freeze_out=true", "jack_pots=false",
                                   "kitty=true", "decline_to_show=true", "pack=60"])
def test_simulate_with_house_rules(tmp_path, capsys, house):
    path = tmp_path / "h.jsonl"
    assert run(["simulate", "--players", "5", "--hands", "40", "--seed", "3", "--house", house,
                "--history", str(path)]) == 0
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert records and all(balanced(r) for r in records)
    key, _, value = house.partition("=")
    assert str(records[0]["house"][key]).lower() == value
    assert "every counter accounted for" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [
    ["--players", "1"],
    ["--players", "9"],
    ["--house", "nosuch=1"],
    ["--house", "table_stakes=maybe"],
    ["--hands", "0"],
    ["--hands", "many"],
    ["--house", "limit"],
    ["--variant", "no-such-game"],
])
def test_simulate_bad_arguments_exit_2_with_one_line(capsys, argv):
    code = run(["simulate", "--hands", "1", *argv])
    captured = capsys.readouterr()
    assert code == 2
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    assert "Traceback" not in captured.err and lines[0].strip()
    assert captured.out == ""


def test_simulate_bad_history_path_is_a_usage_error(tmp_path, capsys):
    code = run(["simulate", "--hands", "1", "--history", str(tmp_path / "no" / "such" / "f.jsonl")])
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot write" in err[0]


@pytest.mark.slow
def test_main_py_simulate_from_the_shell(tmp_path):
    """The real command line: ``python main.py simulate ...``, and a bad argument."""
    path = tmp_path / "d.jsonl"
    ok = subprocess.run([sys.executable, "main.py", "simulate", "--players", "4", "--hands", "20",
                         "--seed", "5", "--history", str(path)], cwd=ROOT, capture_output=True,
                        text=True, timeout=120)
    assert ok.returncode == 0, ok.stderr
    assert len(path.read_text().splitlines()) == 20
    bad = subprocess.run([sys.executable, "main.py", "simulate", "--players", "9"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1
    assert "Traceback" not in bad.stderr
