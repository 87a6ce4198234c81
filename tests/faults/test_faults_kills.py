"""Fault injection: the game and the party killed (``SIGKILL``) at random moments, half of the
times in the middle of writing a file, and then opened again, over and over, on one data
folder (issue 15, "Checks").

After every kill: the save loads, every counter is accounted for, and the statistics agree
with the save (each finished deal counted once: no more, no fewer).  The quick run kills
each ten times; the slow run (``-m slow``) fifty times each.
"""

from __future__ import annotations

import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "store"))

from store_helpers import game_config, step  # noqa: E402

import game.store.jsonfile as jsonfile  # noqa: E402
from game.party import Evening, PartyConfig, computer_evening  # noqa: E402
from game.party.store import evening_path, saved_evening  # noqa: E402
from game.store.paths import saved_game_path, statistics_path  # noqa: E402
from game.store.saves import load_game, reconcile_stats  # noqa: E402
from game.store.stats import load_stats  # noqa: E402
from game.ui.session import Session  # noqa: E402

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="kills a forked copy of the test")


def _die_in_a_write(nth: int, how: str) -> None:
    """In the child: the ``nth`` file written from now is cut off ``half-way``, or the program
    dies just ``before`` its rename or just ``after`` it (before the next file is written)."""
    real_fdopen, real_replace = jsonfile.os.fdopen, jsonfile.os.replace
    writes = {"n": 0}
    half_way = how == "half-way"

    class Dying:
        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return self.f.__exit__(*exc)

        def write(self, text):
            writes["n"] += 1
            if writes["n"] >= nth and half_way:
                self.f.write(text[: len(text) // 2])
                self.f.flush()
                os.kill(os.getpid(), signal.SIGKILL)
            return self.f.write(text)

        def __getattr__(self, name):
            return getattr(self.f, name)

    def replace(src, dst):
        if writes["n"] >= nth and how == "before":
            os.kill(os.getpid(), signal.SIGKILL)
        real_replace(src, dst)
        if writes["n"] >= nth and how == "after":
            os.kill(os.getpid(), signal.SIGKILL)

    jsonfile.os.fdopen = lambda *a, **k: Dying(real_fdopen(*a, **k))  # type: ignore[assignment]
    jsonfile.os.replace = replace  # type: ignore[assignment]


def _run_killed(body, rng: random.Random, in_write: bool) -> None:
    """Fork; the child runs ``body`` and is killed at a random moment (or in a write)."""
    nth = rng.randint(1, 30) if in_write else 0
    how = rng.choice(["half-way", "before", "after"])
    delay = rng.uniform(0.002, 0.12)
    seed = rng.randrange(2**32)
    pid = os.fork()
    if pid == 0:  # the child: play until killed
        try:
            if in_write:
                _die_in_a_write(nth, how)
            body(random.Random(seed))
        except BaseException:
            import traceback

            traceback.print_exc()
            os._exit(3)  # the parent sees it failed
        os._exit(0)
    if not in_write:
        time.sleep(delay)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status) or os.WEXITSTATUS(status) == 0


# --- the game --------------------------------------------------------------------------------

def _play_the_game(home: Path):
    def body(rng: random.Random) -> None:
        session = None
        if saved_game_path(home).exists():
            session, problem = Session.resume(home, synchronous=True, think=0)
            assert problem is None, problem
        if session is None:
            session = Session(game_config(("caller", "random", "good")), home=home,
                              synchronous=True, think=0)
        deadline = time.perf_counter() + 3.0
        while time.perf_counter() < deadline and step(session, rng):
            pass
    return body


def _check_the_game(home: Path) -> int:
    """The save loads, counters balance, statistics agree; the deals finished."""
    path = saved_game_path(home)
    if not path.exists():
        assert not statistics_path(home).exists() or load_stats(statistics_path(home))[0].deals == 0
        return 0
    saved, problem = load_game(path)
    assert problem is None, problem
    table = saved.rebuild()[0]
    assert table.counters_in_play() == sum(table.bought)
    assert all(s >= 0 for s in table.stacks)
    stats, problem = load_stats(statistics_path(home))
    assert problem is None, problem
    reconcile_stats(stats, saved.result)  # what opening the game does
    finished = saved.deals_finished
    # Every finished deal counted once: the statistics neither behind nor ahead of the save.
    assert stats.deals == finished, (stats.deals, finished)
    if finished:
        assert stats.last == (saved.game, finished)
        snap = saved.table  # the table after the last finished deal
        you = snap["names"].index("You")
        assert stats.counters[-1] == snap["stacks"][you] - snap["bought"][you]
    return finished


def _kill_the_game(home: Path, kills: int, seed: int) -> None:
    rng = random.Random(seed)
    body = _play_the_game(home)
    finished = []
    for i in range(kills):
        _run_killed(body, rng, in_write=i % 2 == 1)
        finished.append(_check_the_game(home))
    assert finished == sorted(finished)  # nothing finished is ever lost
    assert finished[-1] > 0


# --- the party -------------------------------------------------------------------------------

def _play_the_party(home: Path):
    def body(rng: random.Random) -> None:
        ev, problem = saved_evening(home)
        assert problem is None, problem
        if ev is None or ev.finished:
            config = PartyConfig(guests=computer_evening(12, ["good", "close", "liberal"]),
                                 rounds=10_000, seed=None)
            ev = Evening.start(config, path=evening_path(home))
        while not ev.over():
            ev.play_round()
    return body


def _check_the_party(home: Path) -> int:
    ev, problem = saved_evening(home)
    if ev is None:
        assert problem is None, problem
        return 0
    ev.check()  # every player seated once, no counter below nothing, all accounted for
    total = sum(v for v in ev.counters.values() if v is not None)
    assert total == ev.config.stake * len(ev.guests) + sum(ev.extra.values())
    assert sum(ev.yellow.values()) == ev.rounds_played
    assert "seed" not in evening_path(home).read_text()
    return ev.rounds_played * 100 + len(ev.pending)


def _kill_the_party(home: Path, kills: int, seed: int) -> None:
    rng = random.Random(seed)
    body = _play_the_party(home)
    progress = []
    for i in range(kills):
        _run_killed(body, rng, in_write=i % 2 == 1)
        progress.append(_check_the_party(home))
    assert progress == sorted(progress) and progress[-1] > 0


def _leftovers_are_swept(home: Path) -> None:
    old = time.time() - 3600
    for tmp in home.rglob("*.tmp"):
        os.utime(tmp, (old, old))
    jsonfile.clean_folder(home)
    Session.resume(home, synchronous=True)  # opening the game sweeps the saves' folder
    saved_evening(home)  # and opening the party its own
    assert not list(home.rglob("*.tmp"))


@pytest.mark.parametrize("seed", [1])
def test_the_game_killed_ten_times(tmp_path, seed):
    _kill_the_game(tmp_path, 10, seed)
    _leftovers_are_swept(tmp_path)


@pytest.mark.parametrize("seed", [2])
def test_the_party_killed_ten_times(tmp_path, seed):
    _kill_the_party(tmp_path, 10, seed)
    _leftovers_are_swept(tmp_path)


@pytest.mark.slow
def test_the_game_killed_fifty_times(tmp_path):
    _kill_the_game(tmp_path, 50, 11)
    _leftovers_are_swept(tmp_path)


@pytest.mark.slow
def test_the_party_killed_fifty_times(tmp_path):
    _kill_the_party(tmp_path, 50, 12)
    _leftovers_are_swept(tmp_path)
