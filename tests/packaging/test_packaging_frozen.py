"""CI builds the one-folder program with build.spec and runs it: ``--selftest`` and the rest.

The build (PyInstaller, about a minute here) is cached in ``build/packaging-test/`` and made
again only when the game's sources, assets, spec or licences change (see
:func:`bench.bench_dist.build_ours`).  ``make test`` installs PyInstaller
(requirements-test.txt includes requirements-build.txt); without it the tests are skipped.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                       reason="PyInstaller is not installed (pip install -r requirements-build.txt)"),
]

# Packages build.spec keeps out: none may be in the program.
KEPT_OUT = ("tkinter", "numpy", "PIL", "pytest", "_pytest", "hypothesis", "pokerkit", "treys", "unittest",
            "PyInstaller", "setuptools")


@pytest.fixture(scope="module")
def program() -> Path:
    from bench.bench_dist import build_ours, onedir_program

    start = time.perf_counter()
    dist, built = build_ours(ROOT / "build" / "packaging-test", only="onedir")
    print(f"one-folder program {'built' if built else 'cached'} in {time.perf_counter() - start:.0f} s")
    exe = onedir_program(dist)
    assert exe.is_file()
    return exe


def _run(program: Path, args, env, timeout=300):
    return subprocess.run([str(program), *args], cwd=program.parent, env=env, capture_output=True, text=True,
                          timeout=timeout)


def test_frozen_selftest_passes(program, headless_env):
    done = _run(program, ["--selftest"], headless_env)
    assert done.returncode == 0, done.stdout + done.stderr
    line = done.stdout.strip()
    assert line.startswith("selftest ok: Parlour Poker ") and "(frozen)" in line, line
    print(line)


def test_frozen_version_and_first_frame(program, headless_env):
    from game import __version__

    done = _run(program, ["--version"], headless_env)
    assert done.returncode == 0 and done.stdout.strip() == f"Parlour Poker {__version__}"
    done = _run(program, ["--first-frame"], headless_env)
    assert done.returncode == 0, done.stderr
    home = Path(headless_env["PARLOUR_POKER_HOME"])
    assert (home / "parlour-poker.log").is_file()  # the frozen program logs to the data folder
    assert not (program.parent / "parlour-poker.log").exists()


def test_frozen_commands_run(program, headless_env):
    done = _run(program, ["simulate", "--players", "4", "--hands", "20", "--seed", "3"], headless_env)
    assert done.returncode == 0, done.stderr
    assert "every counter accounted for" in done.stdout
    done = _run(program, ["simulate", "--bogus"], headless_env)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1


def test_the_licences_are_in_the_program_and_beside_it(program):
    folder = program.parent
    inside = folder / "_internal"
    for base in (folder, inside):
        assert "MIT License" in (base / "LICENSE").read_text(encoding="utf-8")
        for name in ("THIRD-PARTY.md", "LGPL-2.1.txt", "GPL-3.0.txt", "Python-LICENSE.txt",
                     "platformdirs-LICENSE.txt"):
            assert (base / "licenses" / name).is_file(), f"{base.name}/licenses/{name}"
    assets = inside / "assets"
    assert (assets / "LICENSES.md").is_file()
    for src in (ROOT / "assets").rglob("*"):
        if src.is_file():
            assert (assets / src.relative_to(ROOT / "assets")).is_file(), src.name


def test_the_program_is_lean(program):
    from PyInstaller.archive.readers import CArchiveReader

    modules = set(CArchiveReader(str(program)).open_embedded_archive("PYZ.pyz").toc)
    assert "game.ui.selftest" in modules and "game.commands.simulate" in modules
    found = sorted(m for m in modules if m.split(".")[0] in KEPT_OUT)
    assert not found, f"bundled but never used: {found[:10]}"
    files = [p.name for p in (program.parent / "_internal").rglob("*")]
    assert not [n for n in files if n.startswith(("_tkinter", "libtk", "libtcl"))]
