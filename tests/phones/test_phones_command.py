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
    final = json.loads(save.read_text())
    assert final["final"] and len(final["rounds"]) == 3
    assert "Most yellow counters" in out or "most counters" in out
