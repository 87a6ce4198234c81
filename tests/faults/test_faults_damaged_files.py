"""Every file the program reads, damaged every way the issue lists: the program never stops,
says what happened once, keeps the damaged file aside, and goes on (issue 15, "Checks").

Files: the saved game, the statistics, the evening, the settings, the last new game's
players, the last party's setup.  Damage: truncated, empty, random bytes, bad UTF-8, deep
nesting, JSON of every wrong type, NaN, a future version, a folder, values out of range.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "store"))

from store_helpers import game_config, step  # noqa: E402

from game.party import Evening, PartyConfig, computer_evening  # noqa: E402
from game.party.store import evening_path, saved_evening  # noqa: E402
from game.store.paths import saved_game_path, settings_path, statistics_path  # noqa: E402
from game.store.stats import DealResult, Statistics, load_stats  # noqa: E402
from game.ui.session import Session  # noqa: E402


# --- the files, each with a good copy and a way to read it as the program does ----------------

def good_save(home: Path) -> bytes:
    s = Session(game_config(("caller", "caller"), seed=3), home=home, synchronous=True, think=0)
    rng = random.Random(1)
    while s.table.deal_number < 2 or s.deal_over:
        step(s, rng)
    step(s, rng)
    s.close()
    return saved_game_path(home).read_bytes()


def read_save(home: Path) -> tuple[bool, str | None]:
    session, problem = Session.resume(home, synchronous=True)
    return session is not None, problem


def good_stats(home: Path) -> bytes:
    st = Statistics()
    for d in range(1, 6):
        st.add(DealResult("g", d, d % 2 == 0, 3 - d, {"Bob": (1, 0)}))
    return json.dumps(st.to_dict()).encode()


def read_stats(home: Path) -> tuple[bool, str | None]:
    stats, problem = load_stats(statistics_path(home))
    return stats != Statistics(), problem


def good_evening(home: Path) -> bytes:
    config = PartyConfig(guests=computer_evening(12, ["good", "close"]), rounds=3, seed=None)
    ev = Evening.start(config, path=evening_path(home))
    ev.play_round()
    return evening_path(home).read_bytes()


def read_evening(home: Path) -> tuple[bool, str | None]:
    ev, problem = saved_evening(home)
    return ev is not None, problem


def good_settings(home: Path) -> bytes:
    from game.ui.settings import Settings

    return json.dumps(Settings().to_dict()).encode()


def read_settings(home: Path) -> tuple[bool, str | None]:
    from game.ui.settings import load_settings

    loaded = load_settings(home)
    return not loaded.messages, " ".join(loaded.messages) or None


def good_newgame(home: Path) -> bytes:
    from game.ui.scenes.newgame import Setup

    return json.dumps(Setup().to_dict()).encode()


def read_newgame(home: Path) -> tuple[bool, str | None]:
    from game.ui.scenes.newgame import Setup, load_setup

    setup = load_setup(home)
    assert isinstance(setup, Setup)
    return True, None


def newgame_path(home: Path) -> Path:
    from game.ui.scenes.newgame import setup_path

    return setup_path(home)


@dataclass(frozen=True)
class Kept:
    """One file the program reads."""

    name: str
    path: Callable[[Path], Path]
    good: Callable[[Path], bytes]
    read: Callable[[Path], tuple[bool, str | None]]
    out_of_range: Callable[[dict[str, Any]], None]
    strict: bool = True
    """A record (save, statistics, evening): any damage at all keeps it aside.  A remembered
    choice (settings, last players) puts a default in place of a value out of range."""


def _save_out_of_range(d):
    d["table"]["stacks"][0] = -1000


def _stats_out_of_range(d):
    d["deals"] = -5


def _evening_out_of_range(d):
    name = next(iter(d["state"]["counters"]))
    d["state"]["counters"][name] = -1000


def _settings_out_of_range(d):
    d["volume"] = 999  # kept to the nearest it may be
    d["back_colour"] = "chartreuse"  # not one: the default, and a word


def _newgame_out_of_range(d):
    d["temperaments"] = ["nobody"] * 40


FILES = [
    Kept("saved game", saved_game_path, good_save, read_save, _save_out_of_range),
    Kept("statistics", statistics_path, good_stats, read_stats, _stats_out_of_range),
    Kept("evening", evening_path, good_evening, read_evening, _evening_out_of_range),
    Kept("settings", settings_path, good_settings, read_settings, _settings_out_of_range, strict=False),
    Kept("new game's players", newgame_path, good_newgame, read_newgame, _newgame_out_of_range,
         strict=False),
]


# --- the damage ----------------------------------------------------------------------------

def _json_edit(edit):
    def damage(good: bytes) -> bytes:
        data = json.loads(good)
        edit(data)
        return json.dumps(data).encode()
    return damage


def _future(d):
    d["version"] = 999


def _nan(d):
    # The first whole number in the file becomes NaN.
    def walk(v):
        if isinstance(v, dict):
            for k, x in v.items():
                if isinstance(x, int) and not isinstance(x, bool) and k != "version":
                    v[k] = float("nan")
                    return True
                if walk(x):
                    return True
        if isinstance(v, list):
            return any(walk(x) for x in v)
        return False
    if not walk(d):
        d["count"] = float("nan")


DAMAGE: dict[str, Callable[[bytes], bytes] | None] = {
    "truncated": lambda good: good[: len(good) // 2],
    "empty": lambda good: b"",
    "random bytes": lambda good: random.Random(len(good)).randbytes(300),
    "bad UTF-8": lambda good: good.replace(b'"', b'"\xff\xfe', 2),
    "deep nesting": lambda good: b"[" * 200_000,
    "deep nesting in an object": lambda good: b'{"a":' * 100_000,
    "a list": lambda good: b"[]",
    "text": lambda good: b'"x"',
    "a number": lambda good: b"42",
    "a fraction": lambda good: b"1.5",
    "null": lambda good: b"null",
    "true": lambda good: b"true",
    "NaN": _json_edit(_nan),
    "a future version": _json_edit(_future),
    "a folder": None,
}
LENIENT_OK = {"a future version", "out of range"}
"""Damage a remembered choice may survive by keeping what it understands (with a message)."""


def _damage(path: Path, kind: str, good: bytes) -> bytes | None:
    if path.is_dir():
        path.rmdir()
    elif path.exists():
        path.unlink()
    path.parent.mkdir(parents=True, exist_ok=True)
    if DAMAGE[kind] is None:
        path.mkdir()
        (path / "inside").write_text("x")
        return None
    bad = DAMAGE[kind](good)
    path.write_bytes(bad)
    return bad


@pytest.mark.parametrize("kind", list(DAMAGE) + ["out of range"])
@pytest.mark.parametrize("kept", FILES, ids=[f.name for f in FILES])
def test_a_damaged_file_is_kept_aside_and_the_program_goes_on(tmp_path, monkeypatch, kept, kind):
    monkeypatch.setenv("PARLOUR_POKER_HOME", str(tmp_path))
    good = kept.good(tmp_path)
    path = kept.path(tmp_path)
    if kind == "out of range":
        path.write_bytes(_json_edit(kept.out_of_range)(good))
        bad = path.read_bytes()
    else:
        bad = _damage(path, kind, good)
    loaded, problem = kept.read(tmp_path)  # never raises
    aside = path.with_name(path.name + ".damaged")
    if kept.strict:
        assert not loaded, kind
        assert problem and "kept aside" in problem and problem.count(".") <= 4, problem
        assert not path.exists() and aside.exists()
        if bad is not None:
            assert aside.read_bytes() == bad  # kept as it was, byte for byte
    elif kind in LENIENT_OK:
        if kept.name == "settings":
            assert problem, kind  # said, and what it understands is kept
    else:
        assert aside.exists() and not path.exists(), kind
    # ... and the program goes on: the file is made afresh, the damaged copy left alone.
    if kept.name == "saved game":
        s = Session(game_config(("caller",)), home=tmp_path, synchronous=True, think=0)
        s.next_deal()
        s.close()
        assert path.is_file() and aside.exists()
    elif kept.name == "statistics":
        s = Session(game_config(("caller",)), home=tmp_path, synchronous=True, think=0, save=False)
        rng = random.Random(2)
        s.next_deal()
        while not s.deal_over:
            step(s, rng)
        assert load_stats(path)[0].deals == 1 and aside.exists()
    elif kept.name == "evening":
        config = PartyConfig(guests=computer_evening(12, ["good"]), rounds=1, seed=None)
        Evening.start(config, path=evening_path(tmp_path))
        assert saved_evening(tmp_path)[0] is not None


def test_a_second_damaged_file_does_not_overwrite_the_first(tmp_path):
    path = statistics_path(tmp_path)
    path.write_text("[1")
    load_stats(path)
    path.write_text("[2")
    _, problem = load_stats(path)
    assert (tmp_path / "statistics.json.damaged").read_text() == "[1"
    assert (tmp_path / "statistics.json.damaged.2").read_text() == "[2"
    assert "statistics.json.damaged.2" in problem


def test_the_last_partys_setup_damaged_every_way(tmp_path, monkeypatch):
    """``party/setup.json`` is read by the party's set-up screen: it opens whatever the file holds."""
    monkeypatch.setenv("PARLOUR_POKER_HOME", str(tmp_path))
    from game.party.store import party_dir
    from game.ui.app import App
    from game.ui.scenes.party_setup import SETUP_NAME, PartySetupScene

    app = App(home=tmp_path, size=(1280, 720), catch_errors=False, sound=False)
    try:
        scene = PartySetupScene(app)
        scene._remember()
        path = party_dir(tmp_path) / SETUP_NAME
        good = path.read_bytes()
        for kind in DAMAGE:
            for old in path.parent.glob(SETUP_NAME + ".damaged*"):
                old.unlink()
            bad = _damage(path, kind, good)
            PartySetupScene(app)  # never raises
            if kind != "a future version":
                aside = path.with_name(path.name + ".damaged")
                assert aside.exists() and not path.exists(), kind
                if bad is not None:
                    assert aside.read_bytes() == bad
                else:
                    import shutil
                    shutil.rmtree(aside)
    finally:
        app.close()
