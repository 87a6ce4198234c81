"""Fixtures for the window's tests: a private data folder and an app on the dummy drivers."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def home(tmp_path, monkeypatch):
    """The data folder, pointed at a temporary directory."""
    monkeypatch.setenv("PARLOUR_POKER_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    """An App on the title screen at 1280 x 720, raising scene errors instead of hiding them."""
    from game.ui.app import App
    from game.ui.scenes import TitleScene

    a = App(home=home, size=(1280, 720), catch_errors=False)
    a.home_scene = lambda: TitleScene(a)
    a.push(a.home_scene())
    a.step([])
    yield a
    a.close()
