"""Shared by the packaging tests: the repository root and a headless environment."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # bench.bench_dist builds the program for the slow test
    sys.path.insert(0, str(ROOT))


@pytest.fixture
def headless_env(tmp_path):
    """The environment a test's subprocess runs in: dummy drivers, a private data folder."""
    home = tmp_path / "home"
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PARLOUR_POKER_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
