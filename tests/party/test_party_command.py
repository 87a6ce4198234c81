"""``python main.py party --headless``: the documented JSON, the score sheets, bad
arguments in one line, and an evening killed mid-way and resumed from its save file."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from game.commands import main

ROOT = Path(__file__).resolve().parents[2]


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()


def test_the_issue_command_writes_the_documented_json(tmp_path):
    path = tmp_path / "evening.json"
    code, out, _ = run(["party", "--headless", "--players", "24", "--rounds", "20", "--seed", "5",
                        "--json", str(path)])
    assert code == 0 and "Most yellow counters" in out
    d = json.loads(path.read_text())
    assert len(d["players"]) == 24 and set(d["players"][0]) >= {"name", "group"}
    assert len(d["rounds"]) == 20
    sizes = d["table_sizes"]
    assert sizes[0] == sizes[-1] == 4
    for rec in d["rounds"]:
        assert set(rec) >= {"tables", "moves", "yellow"}
        assert [t["table"] for t in rec["tables"]] == list(range(1, len(sizes) + 1))
        for t in rec["tables"]:
            assert set(t) >= {"table", "seats", "counters_before", "winner", "in_call", "counters_after"}
            assert t["winner"] in t["seats"]
        for m in rec["moves"]:
            assert set(m) == {"player", "from", "to", "reason"}
        assert rec["yellow"] == rec["tables"][0]["winner"]
    final = d["final"]
    assert set(final) >= {"counters", "yellow", "extra_stakes", "prizes"}
    assert sum(final["counters"].values()) == 50 * 24 + sum(final["extra_stakes"].values())
    assert sum(final["yellow"].values()) == 20


def test_same_seed_same_evening(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for p in (a, b):
        assert run(["party", "--headless", "--players", "12", "--rounds", "3", "--seed", "8",
                    "--json", str(p), "--quiet"])[0] == 0
    da, db = json.loads(a.read_text()), json.loads(b.read_text())
    assert da["rounds"] == db["rounds"] and da["final"] == db["final"]


def test_score_sheets_and_options(tmp_path):
    code, out, _ = run(["party", "--headless", "--players", "13", "--rounds", "2", "--seed", "1",
                        "--groups", "Reds,Blues", "--booby", "yellow", "--several-prizes",
                        "--csv", str(tmp_path / "s.csv"), "--html", str(tmp_path / "s.html"), "--quiet"])
    assert code == 0
    assert (tmp_path / "s.csv").read_text().startswith("place,name,group")
    assert "Reds" in (tmp_path / "s.html").read_text() or "Blues" in (tmp_path / "s.html").read_text()


def test_rules_are_printed():
    code, out, _ = run(["party", "--rules"])
    assert code == 0 and "Everyone in the call" in out and "lowest cut" in out


@pytest.mark.parametrize("argv, words", [
    (["party"], "--headless"),
    (["party", "--headless", "--players", "10"], "8 players or at least 12"),
    (["party", "--headless", "--players", "24", "--tables", "3"], "tables between"),
    (["party", "--headless", "--mix", "wild"], "wild"),
    (["party", "--headless", "--until", "25:00"], "time"),
    (["party", "--headless", "--players", "0"], "at least 1"),
    (["party", "--headless", "--resume", "/nonexistent/e.json"], "cannot resume"),
])
def test_bad_arguments_are_one_line(argv, words):
    code, out, err = run(argv)
    assert code == 2
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_killed_mid_evening_and_resumed_gives_the_same_evening(tmp_path):
    """A real kill (SIGKILL) of the process, at a moment the save file has some rounds."""
    whole = tmp_path / "whole.json"
    save = tmp_path / "save.json"
    out = tmp_path / "resumed.json"
    args = ["party", "--headless", "--players", "40", "--rounds", "30", "--seed", "11", "--quiet"]
    assert run(args + ["--json", str(whole)])[0] == 0
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py")] + args + ["--save", str(save)],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if len(json.loads(save.read_text())["rounds"]) >= 2:
                break
        except (OSError, ValueError):
            pass
        time.sleep(0.005)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    saved = json.loads(save.read_text())  # never half-written
    assert saved["final"] is None or len(saved["rounds"]) == 30
    assert run(["party", "--headless", "--resume", str(save), "--json", str(out), "--quiet"])[0] == 0
    a, b = json.loads(whole.read_text()), json.loads(out.read_text())
    assert a["rounds"] == b["rounds"]
    assert a["final"] == b["final"]
