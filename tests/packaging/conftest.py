"""Shared by the packaging tests: the repository root, a headless environment, the download."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # bench.bench_dist builds the program for the slow test
    sys.path.insert(0, str(ROOT))
if str(ROOT / "tools") not in sys.path:  # dist_names, check_download, make_icon (appended: no shadowing)
    sys.path.append(str(ROOT / "tools"))


@pytest.fixture
def headless_env(tmp_path):
    """The environment a test's subprocess runs in: dummy drivers, a private data folder."""
    home = tmp_path / "home"
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PARLOUR_POKER_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")


@pytest.fixture(scope="session")
def unpacked_download(tmp_path_factory):
    """The Linux download built from a clean checkout (``clean_build``) and unpacked, as a
    player would, into a folder whose path has spaces and non-ASCII letters: the program."""
    import importlib.util
    import time

    if not sys.platform.startswith("linux"):
        pytest.skip("the release workflow checks the other systems' downloads (tools/check_download.py)")
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install -r requirements-build.txt)")
    from clean_build import NoCheckout, build_clean_download
    import check_download

    start = time.perf_counter()
    try:
        archive, built = build_clean_download()
    except NoCheckout as exc:
        pytest.skip(f"no clean checkout to build from: {exc}")
    print(f"{archive.name} {'built' if built else 'cached'} in {time.perf_counter() - start:.0f} s")
    base = tmp_path_factory.mktemp("download")
    program = check_download.unpack(archive, check_download.odd_folder(base))
    return archive, program
