"""CI builds the Linux download from a clean checkout and runs it from where a player unpacks it.

The download (the ``.tar.gz`` of the one-folder program, named by ``tools/dist_names.py``) is
built by ``build.spec`` from a ``git archive`` of the tracked files (see ``clean_build``; about
a minute here, then cached in ``build/packaging-test/`` until a tracked file changes),
unpacked into a folder whose path has spaces and non-ASCII letters, and started there with
``HOME`` and the data folder pointing somewhere new: ``tools/check_download.py``'s checks,
the ones the release workflow runs on every system, then a few more.  ``make test`` installs
PyInstaller (requirements-test.txt includes requirements-build.txt); without it, or off Linux,
the tests are skipped.
"""

from __future__ import annotations

import subprocess
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow

# Packages build.spec keeps out: none may be in the program.
KEPT_OUT = ("tkinter", "numpy", "PIL", "pytest", "_pytest", "hypothesis", "pokerkit", "treys", "unittest",
            "PyInstaller", "setuptools")


@pytest.fixture(scope="module")
def program(unpacked_download) -> Path:
    return unpacked_download[1]


def test_the_download_unpacks_and_runs_from_an_odd_folder_with_a_new_home(unpacked_download, tmp_path):
    import check_download
    import dist_names

    archive, program = unpacked_download
    version = dist_names.version()
    assert archive.name == dist_names.archive_name(version)
    assert " " in str(program) and not str(program).isascii()
    report = check_download.Report()
    env = check_download.fresh_env(check_download.odd_folder(tmp_path))
    assert " " in env["HOME"] and not env["HOME"].isascii()
    check_download.check_program(program, version, env, report, archive.name)
    check_download.check_system_files(program, version, report, archive.name)
    assert report.failed == 0, "\n".join(report.lines)
    assert report.passed >= 7


def test_the_archive_holds_one_folder_with_the_program_runnable(unpacked_download):
    archive, _ = unpacked_download
    with tarfile.open(archive) as tar:
        members = tar.getmembers()
    assert {m.name.split("/")[0] for m in members} == {"ParlourPoker"}
    exe = next(m for m in members if m.name == "ParlourPoker/ParlourPoker")
    assert exe.isfile() and exe.mode & 0o111
    names = {m.name for m in members}
    for name in ("LICENSE", "licenses/THIRD-PARTY.md", "parlour-poker.desktop", "parlour-poker.png",
                 "install-desktop-entry.sh", "_internal/assets/icon.png"):
        assert f"ParlourPoker/{name}" in names, name
    assert not [n for n in names if "__pycache__" in n]


def test_the_menu_entry_installs_with_the_programs_full_path(program, tmp_path):
    data = tmp_path / "new data"
    env = {"HOME": str(tmp_path), "XDG_DATA_HOME": str(data), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(["sh", str(program.parent / "install-desktop-entry.sh")], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    entry = (data / "applications" / "parlour-poker.desktop").read_text(encoding="utf-8")
    assert f'\nExec="{program}"\n' in entry
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / "parlour-poker.png").is_file()
    done = subprocess.run(["sh", str(program.parent / "install-desktop-entry.sh"), "--remove"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and not (data / "applications" / "parlour-poker.desktop").exists()


def _run(program: Path, args, env, timeout=300):
    return subprocess.run([str(program), *args], cwd=program.parent, env=env, capture_output=True, text=True,
                          timeout=timeout)


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
