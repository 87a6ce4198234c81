"""No war of raises: how far the good player goes on raising in one round of betting.

At every game of the family a player may buy counters in the middle of a deal (Foster,
Law 5: "each player may purchase as many counters as he pleases") and the raises have no
limit (Law 29), so nothing but the players themselves ends a round in which two of them
raise each other.  A player who raises back at every turn (a person trying the table does)
would keep a deal going for ever against a player who re-raises whenever his hand is
probably best.

The rule is the book's reasoning put in figures.  Each raise of the good player's own that
is answered by a raise tells him more: a sound player raises back over a raise only on a
hand that beats what raises, and over a second raise only on one that beats that, so the
hands that answer a raise with a raise are fewer and better each time round.  A raise is
worth making only on a hand that is best more often than not against the hands it will
meet; so after each exchange the chance his hand needs before he raises again rises,
the share of chances left between his first bar and certainty halving at each one
(:func:`raise_floor`).  With every exchange the book's "avoid calling: raise or lay down"
means less "raise" and more "see the raise, or lay down by the pool's odds".

* Against a player who raises **on anything** a further raise adds nothing to what he puts
  in of his own accord: it wins (2p - 1) of its size from a hand best p of the time, and the
  war never ends.  Seeing him takes the same counters from his bluffs at the show.
* So that a deal at the table always ends, after :data:`OWN_RAISES` raises of his own in a
  round only a hand that **cannot be beaten** (as far as he can see) raises again: it loses
  nothing by raising.  Even it stops at :data:`CEILING` raises of its own in a round.
"""

from __future__ import annotations

from typing import Iterable

from game.engine import ActionKind, PublicAction

K = ActionKind

EVEN = 0.5
"""The bar for a player who weighs each answer by what it wins (his reading's chance):
a raise gains only from a hand best more often than not against those it meets."""
KEEP = 0.5
"""The share of the chances above the bar still raised on after each raise of his own is
answered by a raise."""
OWN_RAISES = 3
"""Raises of his own in one round after which the good player raises again only on a hand
that cannot be beaten (the bar would stand above nine in ten by then)."""
CEILING = 6
"""The most raises of his own in one round, even on a hand that cannot be beaten."""


def raise_floor(base: float, own: int) -> float:
    """The chance of the best hand a raise needs after ``own`` raises of his own this round,
    ``base`` being the bar for the first: the gap between the bar and certainty shrinks by
    :data:`KEEP` with each raise made (0.7, 0.85, 0.925 for a bar of 0.7)."""
    return 1.0 - (1.0 - base) * KEEP ** max(0, own)


def may_raise(own: int, unbeatable: bool = False, chance: float | None = None,
              base: float = EVEN) -> bool:
    """May the good player raise again, having raised ``own`` times already in this round?
    ``chance``: his chance of the best hand, set against :func:`raise_floor` once he has
    raised (the first raise is his game's own affair); ``unbeatable``: nothing he can see
    beats his hand."""
    if unbeatable:
        return own < CEILING
    if own >= OWN_RAISES:
        return False
    return own == 0 or chance is None or chance >= raise_floor(base, own)


def own_raises(history: Iterable[PublicAction], seat: int) -> int:
    """How many times ``seat`` raised among ``history`` (one round of betting)."""
    return sum(1 for a in history if a.seat == seat and a.kind is K.RAISE)


__all__ = ["CEILING", "EVEN", "KEEP", "OWN_RAISES", "may_raise", "own_raises", "raise_floor"]
