"""Debian's headless Chromium and its driver for the phone pages' browser tests: where they
are, the flags every browser starts with, and the module-level skip (an error under CI,
whose `.ci/run` installs them)."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
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

__all__ = ["CHROMIUM", "DRIVER", "FLAGS", "By", "Options", "Service", "webdriver", "start_chrome",
           "quit_chrome", "screen", "fresh", "wait_for", "js", "open_fresh", "join_as"]


def start_chrome(prefix: str, before_pages: str | None = None):
    """A desktop-sized headless Chromium with its own profile and its console kept (the
    profile's folder is returned too, for :func:`quit_chrome`); ``before_pages``: a script run
    before each page's own."""
    profile = tempfile.mkdtemp(prefix=prefix)
    opts = Options()
    opts.binary_location = CHROMIUM
    for f in FLAGS:
        opts.add_argument(f)
    opts.add_argument(f"--user-data-dir={profile}")
    opts.add_argument("--window-size=1920,1080")
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(options=opts, service=Service(DRIVER))
    d.set_page_load_timeout(20)
    if before_pages:
        d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": before_pages})
    return d, profile


def quit_chrome(d, profile: str) -> None:
    d.quit()
    shutil.rmtree(profile, ignore_errors=True)


def screen(d, width: int, height: int, mobile: bool) -> None:
    """The page as a phone (touch, twice the pixels) or a screen of that size sees it."""
    d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                      {"width": width, "height": height, "deviceScaleFactor": 2 if mobile else 1, "mobile": mobile})
    d.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": mobile})


def fresh(d) -> None:
    """A browser as a guest's new phone: no token kept from another test."""
    d.get("about:blank")
    d.delete_all_cookies()


def wait_for(fn, timeout=20.0, step=0.1):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            v = fn()
        except Exception:  # the page is changing under us: look again
            v = None
        if v:
            return v
        time.sleep(step)
    raise TimeoutError("the page did not get there in time")


def js(d, script, *args):
    return d.execute_script(script, *args)


def open_fresh(d, url: str) -> None:
    """``url`` on a phone that remembers nothing: no token, no stored seat."""
    fresh(d)
    d.get(url)
    js(d, "localStorage.clear()")
    d.refresh()


def join_as(d, server, night, name: str | None = None, size: tuple[int, int] | None = (390, 844)) -> None:
    """A guest with nothing remembered opens the evening's link and takes ``name``'s seat (the
    first name listed when None), and waits in the lobby; on a 390x844 phone unless ``size`` is
    None (the screen as it is)."""
    if size is not None:
        screen(d, size[0], size[1], True)
    open_fresh(d, server.url + "#" + night.code)
    which = f"[text()='{name}']" if name else ""
    wait_for(lambda: d.find_element(By.XPATH, f"//div[@id='names']/button{which}")).click()
    d.find_element(By.ID, "join-btn").click()  # a tap chooses the name; the button takes the seat
    wait_for(lambda: d.find_element(By.ID, "lobby").is_displayed(), 5)
