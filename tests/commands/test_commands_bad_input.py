"""Every command with bad input: one clear line on standard error, exit status 2, no
traceback, and nothing left running (issue 15, "Checks")."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.commands import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """Bad files to hand the commands."""
    tmp_path = tmp_path_factory.mktemp("bad")
    (tmp_path / "list.json").write_text("[]")
    (tmp_path / "text.json").write_text('"x"')
    (tmp_path / "number.json").write_text("42")
    (tmp_path / "null.json").write_text("null")
    (tmp_path / "deep.json").write_text("[" * 200_000)
    (tmp_path / "nan.json").write_text('{"format": "parlour-poker-party", "version": NaN}')
    (tmp_path / "bytes.json").write_bytes(b"\xff\xfe\x00garbage")
    (tmp_path / "empty.json").write_text("")
    (tmp_path / "newer.json").write_text('{"format": "parlour-poker-party", "version": 99}')
    (tmp_path / "folder.json").mkdir()
    (tmp_path / "target.txt").write_text("keep me")
    (tmp_path / "link.json").symlink_to(tmp_path / "target.txt")
    (tmp_path / "afile").write_text("a file, not a folder")
    good = tmp_path / "good.json"
    assert main(["party", "--headless", "--players", "12", "--rounds", "1", "--quiet",
                 "--save", str(good)]) == 0
    data = json.loads(good.read_text())
    data["final"] = None
    name = next(iter(data["state"]["counters"]))
    data["state"]["counters"][name] = -1000
    (tmp_path / "negative.json").write_text(json.dumps(data))
    return tmp_path


BAD = [
    # the window's options
    "--demo --seconds nan", "--demo --seconds inf", "--demo --seconds -inf", "--demo --seconds 0",
    "--demo --seconds -3", "--demo --seconds forty", "--bogus", "nosuchcommand",
    # simulate
    "simulate --players 99999999999", "simulate --players 1", "simulate --players 9",
    "simulate --players 0", "simulate --players x", "simulate --hands 0", "simulate --hands -5",
    "simulate --variant nope", "simulate --house nonsense", "simulate --house limit=abc",
    "simulate --seed abc", "simulate --hands 20 --history /dev/full",
    "simulate --hands 5 --history {d}/afile/x.jsonl", "simulate --hands 5 --history {d}/folder.json",
    # rank
    "rank 'As Ks'", "rank 'Zz Ks Qs Js Ts'", "rank 'As As Qs Js Ts'", "rank --pack 99 'As Ks Qs Js Ts'",
    # odds
    "odds 'As Ks'", "odds 'As Ks Qs Js Ts' --keep 'Ah'",
    "odds 'Jk Qd 7c 5h 2d'", "odds 'Qs Qd 7c 5h'",  # a joker in the 52-card pack; four cards "odds 'Xx'", "odds 'As Ks Qs Js Ts' --dead '2'",
    # tournament
    "tournament --seats ''", "tournament --seats good", "tournament --seats nobody,good",
    "tournament --seats good,close --deals 0", "tournament --seats good,close --rotate 0",
    "tournament --seats good,close --variant nope", "tournament --seats " + ",".join(["good"] * 999),
    "tournament --seats good,close --deals 20 --quiet --json /dev/full",
    "tournament --seats good,close --deals 5 --quiet --json {d}/afile/x.json",
    "tournament --seats slider:7,good", "tournament --seats slider:0.5:0.5:0.5,good",
    # party
    "party", "party --headless --players 5", "party --headless --players 10",
    "party --headless --players 99999999999", "party --headless --players 24 --tables 99",
    "party --headless --players 24 --rounds 99999999999", "party --headless --until 25:99",
    "party --headless --mix nobody", "party --headless --groups one", "party --headless --stake 0",
    "party --headless --resume {d}/list.json", "party --headless --resume {d}/text.json",
    "party --headless --resume {d}/number.json", "party --headless --resume {d}/null.json",
    "party --headless --resume {d}/deep.json", "party --headless --resume {d}/nan.json",
    "party --headless --resume {d}/bytes.json", "party --headless --resume {d}/empty.json",
    "party --headless --resume {d}/newer.json", "party --headless --resume {d}/folder.json",
    "party --headless --resume {d}/missing.json", "party --headless --resume {d}/negative.json",
    "party --headless --players 12 --rounds 1 --save {d}/link.json",
    "party --headless --players 12 --rounds 1 --save /dev/null",
    "party --headless --players 12 --rounds 1 --save {d}/folder.json",
    "party --headless --players 12 --rounds 1 --save {d}/afile/x.json",
    "party --headless --players 12 --rounds 1 --json /dev/full --quiet",
]


def _argv(line: str, d: Path) -> list[str]:
    import shlex

    return shlex.split(line.replace("{d}", str(d)))


@pytest.mark.parametrize("line", BAD)
def test_bad_input_is_one_clear_line_and_exit_2(files, capsys, line):
    threads = threading.active_count()
    start = time.perf_counter()
    try:
        status = main(_argv(line, files))
    except SystemExit as exc:  # argparse's own errors
        status = exc.code
    err = capsys.readouterr().err
    assert status == 2, (line, err)
    lines = [x for x in err.splitlines() if x.strip()]
    assert len(lines) == 1, (line, err)
    assert "Traceback" not in err and lines[0].startswith("parlour-poker"), err
    assert len(lines[0]) < 400
    assert time.perf_counter() - start < 20
    assert threading.active_count() <= threads  # nothing left running
    assert (files / "target.txt").read_text() == "keep me"  # a link's target is never written


@pytest.mark.parametrize("line", ["simulate --players 99999999999", "party --headless --players 99999999999",
                                  "--demo --seconds inf", "party --headless --resume {d}/deep.json"])
def test_as_a_program_bad_input_ends_at_once(files, line):
    """The same, as a separate program: it ends by itself, quickly, with one line."""
    env = {**os.environ, "PARLOUR_POKER_HOME": str(files / "home"), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), *_argv(line, files)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


def test_first_frame_says_when_the_data_folder_cannot_be_written(tmp_path):
    (tmp_path / "afile").write_text("a file, not a folder")
    env = {**os.environ, "PARLOUR_POKER_HOME": str(tmp_path / "afile" / "home"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "--first-frame"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0
    assert "cannot be written" in proc.stderr and "will not be saved" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_the_check_is_quiet_when_the_folder_can_be_written(tmp_path):
    from game.store.paths import writable_problem

    assert writable_problem(tmp_path / "new") is None
    assert not list((tmp_path / "new").iterdir())  # the probe leaves nothing behind


def test_the_joker_plays_when_its_pack_is_named(capsys):
    """The 53-card pack, asked for by name, still takes the joker."""
    assert main(["odds", "Jk Qd 7c 5h 2d", "--keep", "Jk Qd", "--pack", "53"]) == 0
    assert "keeping Jk Qd" in capsys.readouterr().out
