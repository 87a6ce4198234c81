"""``party --serve --resume`` serves the evening where it was served before: the phones,
which look again at the address they had, find it by themselves (round 12 of issue 37: a
resume on the default port left every phone saying the host was not answering).  A port
taken is one plain line and exit status 2, saying to pass ``--port``.  Loopback only."""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.phones.headless import served_at
from game.phones.settings import NightSettings

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, home: Path) -> subprocess.Popen:
    env = dict(os.environ, PARLOUR_POKER_HOME=str(home), PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "party", "--serve", *args], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, text=True)


def _page_line(proc: subprocess.Popen, timeout: float = 60.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        m = re.search(r"page: (http://\S+)", line)
        if m:
            return m.group(1)
    raise AssertionError(f"no page line; stderr: {proc.stderr.read() if proc.poll() is not None else ''}")


def _kill(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)


@pytest.mark.slow
def test_a_served_evening_resumed_comes_back_on_its_own_port_and_address(tmp_path):
    save = tmp_path / "night.json"
    first = _run("--port", "0", "--bind", "127.0.0.1", "--players", "12", "--rounds", "5", "--pace", "0.3",
                 "--phones", "Alice,Bob", "--wait", "0", "--act-within", "30", "--save", str(save), home=tmp_path)
    try:
        url = _page_line(first)
        port = int(url.rsplit(":", 1)[1].strip("/"))
        phones = tmp_path / "night.phones.json"
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:  # the seats drawn and saved, the port with them
            try:
                if json.loads(phones.read_text())["settings"].get("port") == port and save.exists():
                    break
            except (OSError, ValueError, KeyError):
                pass
            time.sleep(0.05)
        else:
            raise AssertionError("the phones' file never kept the port")
    finally:
        _kill(first)  # as the play-tester did: kill -9
    # No --port, no --bind: the evening comes back where the phones look for it.
    again = _run("--resume", str(save), "--act-within", "30", home=tmp_path)
    try:
        assert _page_line(again) == f"http://127.0.0.1:{port}/"
    finally:
        _kill(again)
    # That port taken: one line, exit 2, saying to pass --port.
    blocker = socket.socket()
    try:
        blocker.bind(("127.0.0.1", port))
        blocker.listen()
        taken = _run("--resume", str(save), home=tmp_path)
        out, err = taken.communicate(timeout=60)
    finally:
        blocker.close()
    assert taken.returncode == 2, (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and f"Port {port}" in lines[0] and "--port" in lines[0], err
    assert "Traceback" not in err


def _args(**kw) -> argparse.Namespace:
    base = {"resume": "", "port": None, "bind": None}
    base.update(kw)
    return argparse.Namespace(**base)


def test_the_port_comes_from_the_host_then_the_save_then_the_default(tmp_path):
    log = tmp_path / "phones.json"
    log.write_text(json.dumps({"format": "parlour-poker-phones", "version": 2,
                               "settings": NightSettings(port=8813, bind="127.0.0.1").to_dict()}))
    assert served_at(_args(), log) == (8813, "127.0.0.1")
    assert served_at(_args(port=9000, bind="0.0.0.0"), log) == (9000, "0.0.0.0")  # the host's choice first
    assert served_at(_args(resume=None), log) == (8765, "0.0.0.0")  # a new evening: the default
    old = tmp_path / "old.json"  # a save from before the port was kept: the default
    old.write_text(json.dumps({"format": "parlour-poker-phones", "version": 2, "settings": {"timeout": 60}}))
    assert served_at(_args(), old) == (8765, "0.0.0.0")
    assert NightSettings.from_dict({"port": True}).port is None  # nothing odd read as a port
    assert NightSettings.from_dict({"port": 70000}).port is None
