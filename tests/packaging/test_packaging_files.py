"""The packaging files themselves: the spec names no machine's paths, every bundled file has a
licence, the build tools are pinned and installed by `make test`, the runtime hook works."""

from __future__ import annotations

import fnmatch
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOOK = ROOT / "tools" / "pyi_rth_parlour.py"


def test_the_spec_derives_its_paths_from_specpath():
    text = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert "SPECPATH" in text
    for pattern in (r"['\"]/(work|home|root|Users|tmp|opt|usr)/", r"['\"][A-Za-z]:\\\\", r"\.venv"):
        assert not re.search(pattern, text), f"build.spec names a machine path: {pattern}"
    compile(text, "build.spec", "exec")


def test_our_licence_is_mit_with_our_name():
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    assert "The Parlour Poker developers" in text


def test_every_asset_is_named_in_the_asset_licences():
    table = (ROOT / "assets" / "LICENSES.md").read_text(encoding="utf-8")
    named = re.findall(r"`([^`]+)`", table)
    for path in (ROOT / "assets").rglob("*"):
        if not path.is_file() or path.name == "LICENSES.md":
            continue
        rel = path.relative_to(ROOT / "assets").as_posix()
        if path.suffix.lower() in (".txt",) and path.parent.name == "fonts":
            assert rel in named, f"{rel} (a licence text) is not referred to in assets/LICENSES.md"
            continue
        assert any(fnmatch.fnmatch(rel, n) for n in named), f"{rel} has no line in assets/LICENSES.md"


def test_third_party_licences_are_in_the_source():
    folder = ROOT / "licenses"
    for name in ("THIRD-PARTY.md", "LGPL-2.1.txt", "GPL-2.0.txt", "GPL-3.0.txt", "Apache-2.0.txt"):
        assert (folder / name).is_file(), name
    notes = (folder / "THIRD-PARTY.md").read_text(encoding="utf-8")
    for needle in ("pygame-ce", "LGPL-2.1", "SDL2", "zlib License", "Sam Lantinga", "platformdirs", "Python"):
        assert needle in notes, needle
    for text_file in re.findall(r"`([A-Z][A-Za-z0-9.-]+\.txt)`", notes):
        built_at_build_time = text_file in ("Python-LICENSE.txt", "platformdirs-LICENSE.txt")
        assert built_at_build_time or (folder / text_file).is_file(), text_file


def test_the_build_tools_are_pinned_and_installed_by_make_test():
    build = (ROOT / "requirements-build.txt").read_text(encoding="utf-8")
    assert re.search(r"^pyinstaller==\d", build, re.M)
    assert "-r requirements-build.txt" in (ROOT / "requirements-test.txt").read_text(encoding="utf-8")
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^dist:", makefile, re.M)


def _hook_run(code: str, env) -> subprocess.CompletedProcess:
    prelude = "import runpy, sys\n"
    return subprocess.run([sys.executable, "-c", prelude + code], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def test_the_runtime_hook_gives_a_windowed_program_streams(headless_env):
    code = ("sys.stdout = None\nsys.stderr = None\n"
            f"runpy.run_path({str(HOOK)!r})\n"
            "print('still here'); sys.stderr.write('and here')\n")
    done = _hook_run(code, headless_env)
    assert done.returncode == 0, done.stderr


def test_the_runtime_hook_logs_an_error_that_escapes_everything(headless_env):
    code = (f"runpy.run_path({str(HOOK)!r})\n"
            "raise RuntimeError('the cards are wet')\n")
    done = _hook_run(code, headless_env)
    assert done.returncode == 1
    assert "the cards are wet" in done.stderr  # the usual traceback still goes to a terminal
    log = Path(headless_env["PARLOUR_POKER_HOME"]) / "parlour-poker.log"
    text = log.read_text(encoding="utf-8")
    assert "CRITICAL parlour_poker.frozen" in text and "RuntimeError: the cards are wet" in text
