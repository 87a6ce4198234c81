"""The registry of variants: a stable id for each game, and the rules module that plays it.

Save files and hand histories store the id; ``python main.py simulate --list-variants``
prints them.  A new game is a new module registered here, never a branch in another.
"""

from __future__ import annotations

from typing import Any

from .draw_poker import DrawPokerDeal
from .flat_poker import FlatFieldDeal, FlatPokerDeal
from .showdown_poker import ShowdownPokerDeal
from .straight_poker import StraightPokerDeal
from .stud_poker import StudPokerDeal, StudRoundsDeal
from .whiskey_poker import WhiskeyMarkersDeal, WhiskeyPokerDeal

VARIANTS: dict[str, tuple[type[Any], str]] = {
    "draw": (DrawPokerDeal, "Draw Poker (Foster, Laws 1-46)"),
}
# The rest of the family (docs/variants.md): each its own rules module.
for _cls in (StraightPokerDeal, StudPokerDeal, StudRoundsDeal, WhiskeyPokerDeal,
             WhiskeyMarkersDeal, ShowdownPokerDeal, FlatPokerDeal, FlatFieldDeal):
    VARIANTS[_cls.variant] = (_cls, _cls.title)
del _cls
# -- Ambigu (Foster, "Ambigu")
from .ambigu import AmbiguDeal  # noqa: E402

VARIANTS[AmbiguDeal.variant] = (AmbiguDeal, AmbiguDeal.title)
# Bouillotte (Foster, "Bouillotte, or Brelan"; game/engine/bouillotte.py)
from .bouillotte import BouillotteDeal  # noqa: E402

VARIANTS[BouillotteDeal.variant] = (BouillotteDeal, BouillotteDeal.title)
# Thirty-One and Commerce (Foster, "Thirty-One", "Commerce"): the three-card trading games.
from .commerce import CommerceDeal, CommerceWidowDeal  # noqa: E402
from .my_ship_sails import MyShipSailsDeal  # noqa: E402
from .thirty_one import ThirtyOneDeal  # noqa: E402

for _cls in (ThirtyOneDeal, CommerceDeal, CommerceWidowDeal, MyShipSailsDeal):
    VARIANTS[_cls.variant] = (_cls, _cls.title)
del _cls
# Brag (Foster, "Brag"): single stake, three-stake and American.
from .brag import AmericanBragDeal, BragDeal  # noqa: E402
from .brag_three import ThreeStakeBragDeal  # noqa: E402

for _brag in (BragDeal, ThreeStakeBragDeal, AmericanBragDeal):
    VARIANTS[_brag.variant] = (_brag, _brag.title)
del _brag


def deal_class(variant: str) -> type[Any]:
    """The deal class of a variant id; unknown ids raise ``KeyError`` with the known ones."""
    try:
        return VARIANTS[variant][0]
    except KeyError:
        raise KeyError(f"no variant {variant!r}; known: {', '.join(VARIANTS)}") from None
