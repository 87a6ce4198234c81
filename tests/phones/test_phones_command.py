"""``python main.py party --serve``: the evening with its server and no window prints the
address and the code, serves the page, plays to the end; killed mid-round, ``--resume``
goes on from the save with the same code."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def serve(*args, home):
    env = dict(os.environ, PARLOUR_POKER_HOME=str(home), PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "party", "--serve", "--port", "0",
                             "--bind", "127.0.0.1", *args], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)


def read_until(proc, pattern, timeout=60.0):
    deadline = time.monotonic() + timeout
    lines = []
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
        m = re.search(pattern, line)
        if m:
            return m, lines
    raise AssertionError(f"{pattern!r} not printed; got {lines}")


@pytest.mark.slow
def test_serve_prints_address_and_code_and_resumes_after_a_kill(tmp_path):
    save = tmp_path / "night.json"
    common = ["--players", "12", "--rounds", "3", "--pace", "0.05", "--between", "0.2", "--linger", "0",
              "--phones", "Alice,Bob", "--act-within", "0.3", "--absent", "computer", "--wait", "0"]
    proc = serve(*common, "--save", str(save), home=tmp_path)
    try:
        m, _ = read_until(proc, r"page: (http://\S+)")
        url = m.group(1)
        code = read_until(proc, r"code: ([A-Z0-9]{4})")[0].group(1)
        assert b"Parlour Poker" in urllib.request.urlopen(url, timeout=5).read()
        read_until(proc, r"round +1:")  # a round done; kill it in the next one
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            phones = json.loads((tmp_path / "night.phones.json").read_text())
            if phones["deals"] and phones["round"] == 2:
                break
            time.sleep(0.02)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
    saved = json.loads(save.read_text())
    assert not saved["final"] and len(saved["rounds"]) >= 1
    again = serve("--resume", str(save), "--linger", "0", "--act-within", "0.3", "--pace", "0.05",
                  "--between", "0.2", home=tmp_path)
    try:
        out, err = again.communicate(timeout=120)
    finally:
        if again.poll() is None:
            again.kill()
    assert again.returncode == 0, err
    assert f"code: {code}" in out  # the phones keep their tokens and find the same evening
    # What waits is said, as the title and the setup say it (play-test round 10 of issue 37).
    assert re.search(r"An evening was interrupted at round [23]: resuming it\.", out), out[:400]
    final = json.loads(save.read_text())
    assert final["final"] and len(final["rounds"]) == 3
    assert "Most yellow counters" in out or "most counters" in out


def _lines_of(proc):
    """The command's printed lines, read on a thread (a test never blocks on a quiet pipe)."""
    import queue
    import threading

    q: queue.Queue[str] = queue.Queue()

    def pump() -> None:
        for line in proc.stdout:
            q.put(line)

    threading.Thread(target=pump, daemon=True).start()
    return q


def _drain(q, seconds):
    import queue

    out, deadline = [], time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            out.append(q.get(timeout=0.1))
        except queue.Empty:
            pass
    return out


def _until(q, words: str, seconds: float = 60.0) -> list[str]:
    """The lines printed until one holds ``words`` (a loaded machine may be slow to start the
    command: the wait is generous, and ends as soon as the line comes)."""
    import queue

    out, deadline = [], time.monotonic() + seconds
    while time.monotonic() < deadline and not any(words in line for line in out):
        try:
            out.append(q.get(timeout=0.1))
        except queue.Empty:
            pass
    return out


@pytest.mark.skipif(not hasattr(signal, "SIGUSR1"), reason="no USR1 signal here")
def test_serve_without_a_terminal_keeps_the_lobby_open_past_the_end_of_its_input(tmp_path):
    env = dict(os.environ, PARLOUR_POKER_HOME=str(tmp_path), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "party", "--serve", "--port", "0",
                             "--bind", "127.0.0.1", "--players", "8", "--rounds", "1", "--pace", "0.02",
                             "--between", "0.1", "--linger", "0", "--phones", "Alice,Bob", "--act-within", "0.2",
                             "--save", str(tmp_path / "n.json")],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.PIPE, text=True)
    try:
        q = _lines_of(proc)
        first = "".join(_until(q, "seats are drawn") + _drain(q, 1.0))
        said = [ln for ln in first.splitlines() if "seats are drawn" in ln]
        assert len(said) == 1, first  # one line says what draws the seats
        assert "Alice and Bob" in said[0] and "input" in said[0] and f"kill -USR1 {proc.pid}" in said[0]
        proc.stdin.close()  # the end of the input: no word to draw
        later = "".join(_drain(q, 2.0))
        assert "phone guests;" not in first + later
        proc.send_signal(signal.SIGUSR1)
        rest = "".join(_until(q, "phone guests;"))
        assert "phone guests;" in rest
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(10)


def test_serve_without_a_terminal_draws_on_a_line_or_when_the_named_guests_are_in():
    from game.phones.headless import LobbyWait

    w = LobbyWait(["Alice", "Bob"])
    try:
        w.stdin_open = False  # this test's input is pytest's: not read here
        assert not w.ready([{"name": "Alice", "joined": True}, {"name": "Bob", "joined": False}])
        assert w.ready([{"name": "Alice", "joined": True}, {"name": "Bob", "joined": True}])
        nobody = LobbyWait([])
        nobody.stdin_open = False
        assert not nobody.ready([{"name": "Cleo", "joined": True}])  # nobody named: a line or USR1
        nobody.close()
    finally:
        w.close()


def test_the_serve_line_says_who_draws_the_seats_in_good_english():
    from game.phones.headless import LobbyWait

    for names, said in ((["Alice"], "when Alice is on a phone,"),
                        (["Alice", "Bob"], "when Alice and Bob are on their phones,"),
                        (["A", "B", "C"], "when all 3 named guests are on their phones,")):
        wait = LobbyWait(names)
        try:
            assert said in wait.words()
        finally:
            wait.close()


def test_the_console_counts_one_phone_guest_and_says_nobody_moves_after_the_last_round(tmp_path):
    """Issue 37, minor 13: "1 phone guests", and "Mrs. Alden goes down" printed after the final
    round while the phones rightly said nobody moves."""
    from game.party import Evening, Guest, PartyConfig
    from game.phones.headless import players_line, round_line

    assert players_line(1, 12, 3) == "1 phone guest; 12 players at 3 tables."
    assert players_line(2, 12, 3) == "2 phone guests; 12 players at 3 tables."
    guests = [Guest(f"P{i}", "red" if i % 2 else "blue", "computer") for i in range(8)]
    ev = Evening.start(PartyConfig(guests=guests, rounds=2, seed=3))
    ev.play_round()
    first = round_line(ev)
    assert first.endswith(f"{ev.rounds[-1]['down']} goes down"), first
    ev.play_round()
    last = round_line(ev)
    assert "goes down" not in last and "nobody moves" in last, last
