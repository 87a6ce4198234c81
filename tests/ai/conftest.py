"""Fixtures for the computer players' tests."""

from __future__ import annotations

import pytest
from ai_helpers import SIX, Recorded, record


@pytest.fixture(scope="session")
def six_handed() -> Recorded:
    """1,200 deals of the book's six-handed table, every decision kept."""
    return record(SIX, 1200, seed=3)
