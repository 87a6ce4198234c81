"""What the phone tests share: where a browser test's screenshots go."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


@pytest.fixture
def shots(tmp_path):
    """Where the screenshots go (PHONES_SCREENSHOTS names a folder to keep them)."""
    keep = os.environ.get("PHONES_SCREENSHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        return Path(keep)
    return tmp_path


@pytest.fixture(scope="module")
def chrome(request):
    """One headless Chromium for a browser test module, its profile named after the module
    ("party-round3-" for test_phones_party_round3: ``CHROME_PREFIX`` in the module names
    another) and, when the module sets ``CHROME_BEFORE``, that script run before each page's
    own.  Imported here, not at the top: a machine without Chromium skips only the browser
    modules, not every phone test."""
    from chromium_helpers import quit_chrome, start_chrome

    module = request.module
    stem = module.__name__.rsplit(".", 1)[-1].removeprefix("test_phones_").replace("_", "-").removeprefix("party-")
    prefix = getattr(module, "CHROME_PREFIX", f"party-{stem}-")
    d, profile = start_chrome(prefix, getattr(module, "CHROME_BEFORE", None))
    yield d
    quit_chrome(d, profile)
