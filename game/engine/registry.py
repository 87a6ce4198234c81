"""The registry of variants: a stable id for each game, and the rules module that plays it.

The top of the engine: the only module that names every game.  Save files and hand
histories store the id; ``python main.py simulate --list-variants`` prints them.  A new
game is a new module in its family's package, registered here, never a branch in another
(docs/architecture.md, "Adding a game").

:class:`Table` is the core's table with its game's deal class found here by the id and
handed in: the core itself never imports a game.
"""

from __future__ import annotations

import random
from typing import Any, Iterable, Sequence

from .core.actions import Action
from .core.house import HouseRules
from .core.table import Table as _CoreTable
from .core.table import replay_onto

from .draw.draw_poker import DrawPokerDeal
from .draw.flat_poker import FlatFieldDeal, FlatPokerDeal
from .draw.showdown_poker import ShowdownPokerDeal
from .stud.straight_poker import StraightPokerDeal
from .stud.stud_poker import StudPokerDeal, StudRoundsDeal
from .widow.whiskey_poker import WhiskeyMarkersDeal, WhiskeyPokerDeal

VARIANTS: dict[str, tuple[type[Any], str]] = {
    "draw": (DrawPokerDeal, "Draw Poker (Foster, Laws 1-46)"),
}
# The rest of the family (docs/variants.md): each its own rules module.
for _cls in (StraightPokerDeal, StudPokerDeal, StudRoundsDeal, WhiskeyPokerDeal,
             WhiskeyMarkersDeal, ShowdownPokerDeal, FlatPokerDeal, FlatFieldDeal):
    VARIANTS[_cls.variant] = (_cls, _cls.title)
del _cls
# -- Ambigu (Foster, "Ambigu")
from .french.ambigu import AmbiguDeal  # noqa: E402

VARIANTS[AmbiguDeal.variant] = (AmbiguDeal, AmbiguDeal.title)
# Bouillotte (Foster, "Bouillotte, or Brelan"; game/engine/french/bouillotte.py)
from .french.bouillotte import BouillotteDeal  # noqa: E402

VARIANTS[BouillotteDeal.variant] = (BouillotteDeal, BouillotteDeal.title)
# Thirty-One and Commerce (Foster, "Thirty-One", "Commerce"): the three-card trading games.
from .three_card.commerce import CommerceDeal  # noqa: E402
from .widow.commerce_widow import CommerceWidowDeal  # noqa: E402
from .three_card.my_ship_sails import MyShipSailsDeal  # noqa: E402
from .widow.thirty_one import ThirtyOneDeal  # noqa: E402

for _cls in (ThirtyOneDeal, CommerceDeal, CommerceWidowDeal, MyShipSailsDeal):
    VARIANTS[_cls.variant] = (_cls, _cls.title)
del _cls
# Brag (Foster, "Brag"): single stake, three-stake and American.
from .three_card.brag import AmericanBragDeal, BragDeal  # noqa: E402
from .three_card.brag_three import ThreeStakeBragDeal  # noqa: E402

for _brag in (BragDeal, ThreeStakeBragDeal, AmericanBragDeal):
    VARIANTS[_brag.variant] = (_brag, _brag.title)
del _brag


def deal_class(variant: str) -> type[Any]:
    """The deal class of a variant id; unknown ids raise ``KeyError`` with the known ones."""
    try:
        return VARIANTS[variant][0]
    except KeyError:
        raise KeyError(f"no variant {variant!r}; known: {', '.join(VARIANTS)}") from None


class Table(_CoreTable):
    """A table of the game named by ``variant`` (an id of :data:`VARIANTS`), for 2-8 players."""

    def __init__(self, names: Sequence[str], house: HouseRules | None = None,
                 rng: random.Random | None = None, variant: str = "draw",
                 cut: bool = True) -> None:
        super().__init__(names, house, rng, variant, cut, deal_class=deal_class(variant))


def replay(names: Sequence[str], house: HouseRules, seed: int,
           actions: Iterable[tuple[int, Action]], deals: int | None = None,
           variant: str = "draw") -> Table:
    """Rebuild a table from its configuration, seed and action log."""
    table = Table(names, house, random.Random(seed), variant)
    replay_onto(table, actions, deals)
    return table
