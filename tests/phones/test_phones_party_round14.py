"""Round 14 of issue 37 (``party --serve``): a resumed evening keeps the settings it was
served with (its turn clock ran at 60 s after ``--act-within 40``), the score sheet is
written at the prizes as the window writes it, and the prizes stay up long enough for a
party, the host's console saying how long."""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.phones.headless import linger_line, minutes_words, resumed_settings, settings_from
from game.phones.settings import NightSettings

ROOT = Path(__file__).resolve().parents[2]


def _parse(*argv: str) -> argparse.Namespace:
    from game.commands import party

    p = argparse.ArgumentParser()
    party.add_arguments(p)
    return p.parse_args(list(argv))


def _log(path: Path, settings: NightSettings) -> Path:
    path.write_text(json.dumps({"format": "parlour-poker-phones", "version": 2, "settings": settings.to_dict()}))
    return path


def test_a_resumed_evening_keeps_its_settings_unless_the_host_gives_one_again(tmp_path):
    log = _log(tmp_path / "phones.json", NightSettings(timeout=40.0, policy="computer", pace=0.3,
                                                       between=5.0, linger=90.0))
    kept = resumed_settings(_parse("--serve", "--resume"), log)
    assert (kept.timeout, kept.policy, kept.pace, kept.between, kept.linger) == (40.0, "computer", 0.3, 5.0, 90.0)
    again = resumed_settings(_parse("--serve", "--resume", "--act-within", "25", "--linger", "0"), log)
    assert (again.timeout, again.linger, again.pace) == (25.0, 0.0, 0.3)  # the host's word first
    fresh = settings_from(_parse("--serve"))  # a new evening: the defaults
    assert (fresh.timeout, fresh.policy, fresh.pace, fresh.between) == (60.0, "abandon", 0.9, 12.0)


def test_the_prizes_stay_up_long_enough_for_a_party_and_the_console_says_how_long():
    assert settings_from(_parse("--serve")).linger >= 600  # 30 s left a dead page (round 14)
    line = linger_line(600, now=0.0)
    assert "10 minutes" in line and "Ctrl+C" in line and "until" in line
    assert minutes_words(60) == "1 minute" and minutes_words(1) == "1 second"
    assert "closes now" in linger_line(0)


def _serve(*args: str, home: Path) -> subprocess.Popen:
    env = dict(os.environ, PARLOUR_POKER_HOME=str(home), PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "party", "--serve", *args], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, text=True)


def _until(proc: subprocess.Popen, pattern: str, timeout: float = 90.0) -> list[str]:
    deadline, lines = time.monotonic() + timeout, []
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
        if re.search(pattern, line):
            return lines
    raise AssertionError(f"{pattern!r} not printed; got {lines}")


def _kill(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
    proc.wait(10)


@pytest.mark.slow
def test_served_with_act_within_40_killed_and_resumed_the_clock_is_still_40(tmp_path):
    save, phones = tmp_path / "night.json", tmp_path / "night.phones.json"
    first = _serve("--port", "0", "--bind", "127.0.0.1", "--players", "12", "--rounds", "5", "--pace", "0.3",
                   "--phones", "Alice,Bob", "--wait", "0", "--act-within", "40", "--linger", "90",
                   "--save", str(save), home=tmp_path)
    try:
        _until(first, "phone guests;")
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not save.exists():
            time.sleep(0.05)
    finally:
        _kill(first)  # as the play-tester did: kill -9, mid-round
    again = _serve("--resume", str(save), home=tmp_path)
    try:
        said = "".join(_until(again, "page: "))
        assert "40 s to act" in said, said
        settings = json.loads(phones.read_text())["settings"]
        assert settings["timeout"] == 40.0 and settings["pace"] == 0.3 and settings["linger"] == 90.0
    finally:
        _kill(again)


@pytest.mark.slow
def test_serve_writes_the_score_sheet_and_says_how_long_the_prizes_stay(tmp_path):
    proc = _serve("--port", "0", "--bind", "127.0.0.1", "--players", "8", "--rounds", "1", "--pace", "0.02",
                  "--between", "0.1", "--linger", "1", "--phones", "Alice", "--act-within", "0.2",
                  "--absent", "computer", "--wait", "0", "--first-deal-in", "0", home=tmp_path)
    try:
        out, err = proc.communicate(timeout=180)
    finally:
        _kill(proc)
    assert proc.returncode == 0, err
    sheets = sorted((tmp_path / "party").glob("score-sheet*"))
    assert [p.suffix for p in sheets] == [".csv", ".html"], out
    assert "The score sheet: " in out and "for 1 second" in out and "Ctrl+C" in out, out


def test_a_guest_level_for_the_fewest_counters_is_not_told_he_had_the_fewest():
    """15-bell-Cleo.png: Cleo and Mr. Abbott both had 50; her phone said "You had the fewest"."""
    from game.phones.recap import why_stays

    rec = {"round": 2, "yellow": "Bob", "down": "Mr. Abbott", "cuts": [], "moves": [],
           "tables": [{"table": 1, "seats": ["Miss Beauchamp", "Cleo", "Bob", "Mr. Abbott"], "winner": "Bob",
                       "in_call": ["Bob", "Cleo"], "fresh_stakes": {},
                       "counters_after": {"Miss Beauchamp": 58, "Cleo": 50, "Bob": 52, "Mr. Abbott": 50}}]}
    said = why_stays(None, rec, "Cleo")
    assert said.startswith("You were level with Mr. Abbott for the fewest counters, but you were in the call"), said
    alone = dict(rec, tables=[dict(rec["tables"][0], counters_after={"Miss Beauchamp": 58, "Cleo": 49,
                                                                      "Bob": 52, "Mr. Abbott": 50})])
    assert why_stays(None, alone, "Cleo").startswith("You had the fewest counters, but")
