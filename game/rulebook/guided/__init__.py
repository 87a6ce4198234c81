"""The guided first deal of every game, as data beside the game's rulebook text.

Each family of games has a module here (``draw``, ``stud``, ``widow``, ``three_card``,
``brag``, ``french``) holding its games' prepared deals (:class:`~.model.Prepared`): the
cast, the cards in dealing order, the moves, the moments with their words, and what the
game still holds that its deal does not show.  The guide (:mod:`game.guide`) plays them; a
test plays every one and checks that it reaches every moment it claims.
"""

from __future__ import annotations

import importlib

from .model import Held, Moment, On, Prepared, Step, YOU, dealt, on, pack, steps, turn

FAMILY_MODULES = ("draw", "stud", "widow", "three_card", "brag", "french")
"""The modules holding the prepared deals, family by family."""

_LOADED: dict[str, Prepared] = {}


def all_prepared() -> dict[str, Prepared]:
    """Every prepared deal, by its game's variant id."""
    if not _LOADED:
        for name in FAMILY_MODULES:
            module = importlib.import_module(f"{__name__}.{name}")
            for p in module.PREPARED:
                _LOADED[p.variant] = p
    return dict(_LOADED)


def prepared_deal(variant: str) -> Prepared:
    """The prepared deal of ``variant``; ``KeyError`` naming the games if there is none."""
    deals = all_prepared()
    try:
        return deals[variant]
    except KeyError:
        raise KeyError(f"no guided deal for {variant!r}; the games are {', '.join(deals)}") from None


__all__ = ["FAMILY_MODULES", "Held", "Moment", "On", "Prepared", "Step", "YOU", "all_prepared", "dealt", "on",
           "pack", "prepared_deal", "steps", "turn"]
