"""The app: the stack, errors shown not swallowed, and the entry points."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.ui import launch as launch_module
from game.ui.app import App, FatalError
from game.ui.launch import run_window
from game.ui.scene import Scene
from game.ui.scenes import ErrorScene, TitleScene

ROOT = Path(__file__).resolve().parents[2]


class Recorder(Scene):
    opaque = False
    pauses_below = False

    def __init__(self, app, name, log, consume=True):
        super().__init__(app)
        self.name, self.log, self.consume = name, log, consume

    def enter(self):
        self.log.append(f"enter {self.name}")

    def leave(self):
        self.log.append(f"leave {self.name}")

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def update(self, dt):
        self.log.append(f"update {self.name}")

    def process_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.log.append(f"key {self.name}")
            return None if self.consume else event
        return event


class Broken(Scene):
    def update(self, dt):
        raise ValueError("the scene fell over")


def test_push_pop_replace_and_event_order(app):
    log = []
    a = app.push(Recorder(app, "a", log, consume=False))
    b = app.push(Recorder(app, "b", log, consume=True))
    assert app.top is b
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0)])
    assert log == ["enter a", "pause a", "enter b", "key b", "update b", "update a"]
    log.clear()
    app.replace(Recorder(app, "c", log, consume=False))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0)])
    assert log[:4] == ["leave b", "enter c", "key c", "key a"]
    log.clear()
    app.pop()
    assert log == ["leave c", "resume a"]
    assert app.pop() is a
    assert isinstance(app.top, TitleScene)


def test_an_error_in_a_scene_shows_a_message_and_goes_home(home):
    app = App(home=home, size=(960, 540))
    try:
        app.home_scene = lambda: TitleScene(app)
        app.push(app.home_scene())
        app.push(Broken(app))
        app.step([])
        assert isinstance(app.top, ErrorScene) and len(app.scenes) == 1
        assert "the scene fell over" in app.top.summary
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
        assert isinstance(app.top, TitleScene)
    finally:
        app.close()


def test_errors_that_keep_coming_back_stop_the_window(home):
    app = App(home=home, size=(960, 540))
    try:
        app.home_scene = lambda: Broken(app)
        app.push(Broken(app))
        with pytest.raises(FatalError):
            for _ in range(10):
                app.step([])
                if isinstance(app.top, ErrorScene):
                    app.go_home()
    finally:
        app.close()


def test_run_window_logs_and_reports_a_failure(home, monkeypatch, capsys):
    class NoWindow(App):
        def __init__(self, *a, **k):
            raise RuntimeError("no display here")

    monkeypatch.setattr(launch_module, "App", NoWindow)
    assert run_window(home=home) == 1
    err = capsys.readouterr().err
    assert "no display here" in err and "parlour-poker.log" in err
    assert "no display here" in (home / "parlour-poker.log").read_text()


def test_no_display_is_reported_not_played_blind(home, monkeypatch, capsys):
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    monkeypatch.setattr(launch_module.os, "environ", env)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    assert run_window(home=home) == 1
    assert "No display" in capsys.readouterr().err


def test_run_window_first_frame_in_process(home):
    assert run_window(first_frame=True, home=home) == 0


def test_damaged_settings_are_reported_on_screen(home):
    (home / "settings.json").write_text("{{{")
    app = App(home=home, size=(960, 540), catch_errors=False)
    try:
        assert any("damaged" in t.text for t in app.toasts)
        app.step([])
    finally:
        app.close()


def test_main_py_first_frame_exits_0(home):
    env = dict(os.environ, PARLOUR_POKER_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--first-frame"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_nothing_below_the_window_imports_pygame_or_the_window():
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'pygame' or name.startswith('pygame.'):\n"
        "            raise ImportError('pygame is not for this layer')\n"
        "sys.meta_path.insert(0, Block())\n"
        "import game.cards, game.engine, game.hands\n"
        "assert not [m for m in sys.modules if m.startswith('game.ui')], 'the engine imported the window'\n"
        "import game.ui.settings, game.ui.tween, game.ui.paths\n"
        "assert 'pygame' not in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
