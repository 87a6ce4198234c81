"""``main.py --selftest`` from source: one line and 0 when all is well, one line and 1 when not."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run(args, env, timeout=180):
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


def _run_selftest_on(assets: Path, env):
    code = ("import sys; from pathlib import Path; from game.ui.selftest import run; "
            f"sys.exit(run(assets=Path({str(assets)!r}), deals=1))")
    return _run(["-c", code], env)


def test_selftest_passes_with_one_line_and_leaves_the_data_folder_alone(headless_env):
    done = _run(["main.py", "--selftest"], headless_env)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("selftest ok: Parlour Poker "), done.stdout
    for part in ("assets", "sounds played", "variant", "deals", "screens"):
        assert part in lines[0]
    assert done.stderr.strip() == ""
    home = Path(headless_env["PARLOUR_POKER_HOME"])
    assert not (home / "settings.json").exists()  # the selftest plays in a throw-away folder


def test_selftest_is_in_the_help():
    done = subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert "--selftest" in done.stdout


def test_a_damaged_sound_fails_with_one_line_naming_it_and_the_log(tmp_path, headless_env):
    assets = tmp_path / "assets"
    shutil.copytree(ROOT / "assets", assets)
    (assets / "sounds" / "bell.wav").write_bytes(b"RIFF\x00\x00\x00\x00WAVEnot a sound at all")
    done = _run_selftest_on(assets, headless_env)
    assert done.returncode == 1
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("selftest FAILED at assets: sounds/bell.wav")
    log = Path(headless_env["PARLOUR_POKER_HOME"]) / "parlour-poker.log"
    assert str(log) in lines[0]
    assert "Traceback" in log.read_text(encoding="utf-8")


def test_a_missing_font_is_named(tmp_path, headless_env):
    assets = tmp_path / "assets"
    shutil.copytree(ROOT / "assets", assets)
    from game.ui.theme import Fonts  # noqa: PLC0415 - pygame is fine here

    gone = Fonts.FILES["display"]
    (assets / "fonts" / gone).unlink()
    done = _run_selftest_on(assets, headless_env)
    assert done.returncode == 1
    assert f"fonts/{gone}" in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_every_screen_class_is_found():
    from game.ui.selftest import discover_scenes
    from game.ui import scenes

    found = {cls.__name__ for cls in discover_scenes()}
    for name in scenes.__all__:
        if isinstance(getattr(scenes, name), type):
            assert name in found


def test_a_screen_that_needs_arguments_must_say_how_to_build_it():
    from game.ui.selftest import SelftestError, build_scene
    from game.ui.scene import Scene

    class NeedsATable(Scene):
        def __init__(self, app, table):
            super().__init__(app)

    with pytest.raises(SelftestError, match="NeedsATable cannot be built.*'table'.*sample\\(app\\)"):
        build_scene(NeedsATable, object())

    class Sampled(NeedsATable):
        @classmethod
        def sample(cls, app):
            return "built by sample"

    assert build_scene(Sampled, object()) == "built by sample"


def test_the_window_title_carries_the_version(headless_env):
    code = ("import sys, tempfile, pygame\nfrom pathlib import Path\nfrom game import __version__\n"
            "from game.ui.app import App\nfrom game.ui.scenes import TitleScene\n"
            "app = App(home=Path(tempfile.mkdtemp()), size=(640, 360), sound=False)\n"
            "app.push(TitleScene(app)); app.step([])\n"
            "caption = pygame.display.get_caption()[0]\napp.close()\n"
            "print(caption)\nsys.exit(0 if __version__ in caption else 3)\n")
    done = _run(["-c", code], headless_env)
    assert done.returncode == 0, f"window title: {done.stdout.strip()!r} {done.stderr}"
