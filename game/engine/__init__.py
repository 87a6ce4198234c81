"""The rules engine: pure Python, no window, no clock, no files.

A :class:`Table` takes each seat's :class:`Action`, checks it against the laws, changes
its state and emits :mod:`events`; a seat's :class:`SeatView` holds only what it may see.

The names below load on first use (PEP 562), so that ``game.engine.core.house`` alone, which
the settings screen needs, does not pay for loading every game at start-up.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "Action": "core.actions", "ActionKind": "core.actions", "LegalAction": "core.actions",
    "ActionNotAllowed": "core.errors", "AmountOutOfRange": "core.errors",
    "BadDiscard": "core.errors", "DealOver": "core.errors", "IllegalAction": "core.errors",
    "NoOpeners": "core.errors", "NotYourTurn": "core.errors", "TableError": "core.errors",
    "MalformedAction": "core.errors",
    "HouseRules": "core.house", "RuleError": "core.house", "parse_house": "core.house",
    "cut_for_seats": "core.table",
    "Table": "registry", "replay": "registry", "VARIANTS": "registry",
    "Phase": "core.view", "PlayerInfo": "core.view", "PublicAction": "core.view",
    "SeatView": "core.view",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'game.engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(list(globals()) + __all__)
