"""Debian's headless Chromium and its driver for the phone pages' browser tests: where they
are, the flags every browser starts with, and the module-level skip (an error under CI,
whose `.ci/run` installs them)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

# Debian's chromium (what .ci/run installs); on a hosted CI runner, its preinstalled Chrome.
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
DRIVER = shutil.which("chromedriver") or next(
    (str(p) for p in [Path(os.environ.get("CHROMEWEBDRIVER", "/nonexistent")) / "chromedriver"] if p.is_file()), None)

if not (CHROMIUM and DRIVER):
    if os.environ.get("CI"):
        raise RuntimeError("CI must have chromium and chromium-driver (.ci/run installs them)")
    pytest.skip("headless Chromium is not installed (apt-get install -y chromium chromium-driver)",
                allow_module_level=True)

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.chrome.options import Options  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio")

__all__ = ["CHROMIUM", "DRIVER", "FLAGS", "By", "Options", "Service", "webdriver"]
