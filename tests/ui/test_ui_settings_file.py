"""Settings: saved, reloaded, upgraded, and forgiven when damaged.  No pygame needed."""

from __future__ import annotations

import json
import os

import pytest

from game.engine.core.house import HouseRules
from game.ui import paths
from game.ui.settings import (CURRENT_VERSION, Settings, load_settings, save_settings, settings_path,
                              upgrade)


def test_defaults_when_there_is_no_file(home):
    loaded = load_settings(home)
    assert loaded.settings == Settings() and loaded.messages == []
    assert not settings_path(home).exists()


def test_save_and_reload_round_trip(home):
    s = Settings(house=HouseRules().with_(straddle=False, pack="60", limit=100), volume=0.3, muted=True,
                 animation_speed=2.0, four_colour=True, back_colour="blue", window_size=(960, 540),
                 fullscreen=True)
    path = save_settings(s, home)
    assert path == home / "settings.json"
    data = json.loads(path.read_text())
    assert data["version"] == CURRENT_VERSION
    loaded = load_settings(home)
    assert loaded.settings == s and loaded.messages == []


def test_save_is_atomic_and_leaves_no_temporary_files(home):
    save_settings(Settings(), home)
    save_settings(Settings(volume=0.1), home)
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]


def test_failed_save_keeps_the_old_file(home, monkeypatch):
    save_settings(Settings(volume=0.2), home)

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        save_settings(Settings(volume=0.9), home)
    monkeypatch.undo()
    assert load_settings(home).settings.volume == 0.2
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]


def test_the_environment_variable_chooses_the_folder(home):
    assert paths.data_home() == home
    save_settings(Settings(muted=True))
    assert (home / "settings.json").exists()
    assert load_settings().settings.muted is True


def test_version_0_files_are_upgraded(home):
    old = {"house": ["straddle=off", "limit=20"], "volume": 40, "window": "960x540", "muted": False}
    settings_path(home).write_text(json.dumps(old))
    loaded = load_settings(home)
    s = loaded.settings
    assert s.house.straddle is False and s.house.limit == 20
    assert s.volume == pytest.approx(0.4)
    assert s.window_size == (960, 540)
    assert loaded.messages == []


def test_upgrade_loop_runs_each_step_from_the_file_version(monkeypatch):
    from game.ui import settings as mod

    seen = []
    monkeypatch.setattr(mod, "CURRENT_VERSION", 3)
    monkeypatch.setattr(mod, "UPGRADES", {v: (lambda v: lambda d: (seen.append(v), {**d, "version": v + 1})[1])(v)
                                          for v in range(3)})
    assert mod.upgrade({"version": 1})["version"] == 3
    assert seen == [1, 2]
    seen.clear()
    assert upgrade.__module__ == mod.__name__
    mod.upgrade({})
    assert seen == [0, 1, 2]


@pytest.mark.parametrize("raw", [b"{not json", b"[1, 2, 3]", b'{"version": "one"}', b"\xff\xfe\x00",
                                 b'{"version": -4}', b""])
def test_a_damaged_file_is_kept_aside_and_the_defaults_used(home, raw):
    settings_path(home).write_bytes(raw)
    loaded = load_settings(home)
    assert loaded.settings == Settings()
    assert len(loaded.messages) == 1 and "damaged" in loaded.messages[0]
    assert (home / "settings.json.damaged").exists()
    assert not settings_path(home).exists()


def test_a_second_damaged_file_does_not_overwrite_the_first(home):
    for n in range(2):
        settings_path(home).write_text("garbage %d" % n)
        load_settings(home)
    assert (home / "settings.json.damaged").read_text() == "garbage 0"
    assert (home / "settings.json.2.damaged").read_text() == "garbage 1"


def test_bad_values_fall_back_one_by_one(home):
    data = Settings(volume=0.5).to_dict()
    data.update(back_colour="green", animation_speed="fast", muted="yes", window_size=[10, 10])
    data["house"]["limit"] = "lots"
    data["house"]["no_such_rule"] = True
    settings_path(home).write_text(json.dumps(data))
    loaded = load_settings(home)
    s = loaded.settings
    assert s.volume == 0.5
    assert s.back_colour == "red" and s.animation_speed == 1.0 and s.muted is False
    assert s.window_size == (640, 360)  # clamped, not refused
    assert s.house.limit == 50
    text = " ".join(loaded.messages)
    for word in ("back_colour", "animation_speed", "muted", "limit", "no_such_rule"):
        assert word in text


def test_a_newer_file_is_read_as_far_as_it_can_be(home):
    data = Settings(volume=0.25).to_dict()
    data["version"] = CURRENT_VERSION + 5
    data["something_new"] = {"x": 1}
    settings_path(home).write_text(json.dumps(data))
    loaded = load_settings(home)
    assert loaded.settings.volume == 0.25
    assert any("newer" in m for m in loaded.messages)


def test_with_checks_values():
    s = Settings()
    assert s.with_(volume=2.0).volume == 1.0
    assert s.with_(house=HouseRules().with_(kitty=True)).house.kitty is True
    with pytest.raises(ValueError):
        s.with_(back_colour="purple")
