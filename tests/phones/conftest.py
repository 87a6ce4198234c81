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
