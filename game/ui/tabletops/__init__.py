"""The table-tops: what each game adds to the shared table window (see :mod:`.base`).

``tabletop_for(variant)`` gives the table-top class of a variant id; a new game's module is
imported here and registers itself."""

from __future__ import annotations

from . import draw, flat, showdown, straight, stud, whiskey  # noqa: F401 - each registers its games
from . import ambigu  # noqa: F401,E402 - Ambigu (Foster, "Ambigu")
from . import bouillotte  # noqa: F401,E402 - Bouillotte's (issue 19)
from .base import TABLETOPS, TableTop, register
from . import brag  # noqa: F401,E402 - Brag's three forms (Foster, "Brag")

from . import thirty_one  # noqa: F401,E402 - Thirty-One, Commerce with a widow
from . import trading  # noqa: F401,E402 - Commerce, My Ship Sails

__all__ = ["TABLETOPS", "TableTop", "register", "tabletop_for"]


def tabletop_for(variant: str) -> type[TableTop]:
    """The table-top of ``variant`` (the default one for a game that brings none)."""
    return TABLETOPS.get(variant, TableTop)
