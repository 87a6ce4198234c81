"""Sounds: the generated files are small and reproducible; playing never crashes."""

from __future__ import annotations

import importlib.util
import struct
import wave
from pathlib import Path

import pygame
import pytest

from game.ui.paths import asset
from game.ui.sound import SOUND_NAMES, Sound

ROOT = Path(__file__).resolve().parents[2]


def load_tool():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_file_is_small_mono_16_bit(name):
    path = asset("sounds", f"{name}.wav")
    assert path.stat().st_size < 100_000
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        assert w.getnframes() > 0


def test_the_script_makes_the_committed_sounds(tmp_path):
    tool = load_tool()
    assert tool.main([str(tmp_path)]) == 0
    for name in SOUND_NAMES:
        with wave.open(str(tmp_path / f"{name}.wav")) as new, wave.open(str(asset("sounds", f"{name}.wav"))) as old:
            a, b = new.readframes(new.getnframes()), old.readframes(old.getnframes())
        assert len(a) == len(b), f"{name}: run tools/make_sounds.py and commit the result"
        xs = struct.unpack(f"<{len(a) // 2}h", a)
        ys = struct.unpack(f"<{len(b) // 2}h", b)
        assert max(abs(x - y) for x, y in zip(xs, ys)) <= 2, f"{name}: run tools/make_sounds.py again"


def test_sound_plays_and_mutes():
    sound = Sound(volume=0.5)
    if sound.available:
        for name in SOUND_NAMES:
            assert sound.has(name)
            sound.play(name)
    sound.set_muted(True)
    assert sound.play("bell") is False
    sound.set_muted(False)
    sound.set_volume(0)
    assert sound.play("bell") is False
    sound.set_volume(3)
    assert sound.volume == 1.0
    assert sound.play("no such sound") is False
    sound.close()


def test_no_audio_device_means_silence_not_a_crash(monkeypatch):
    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sound = Sound()
    assert not sound.available and "no audio device" in sound.problem
    assert sound.play("deal") is False


def test_missing_files_mean_silence(tmp_path):
    sound = Sound(directory=tmp_path)
    assert sound.play("deal") is False
    sound.close()
