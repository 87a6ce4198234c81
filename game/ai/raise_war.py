"""No war of raises: how far the good player goes on raising in one round of betting.

At every game of the family a player may buy counters in the middle of a deal (Foster,
Law 5: "each player may purchase as many counters as he pleases") and the raises have no
limit (Law 29), so nothing but the players themselves ends a round in which two of them
raise each other.  A player who raises back at every turn (a person trying the table does)
would keep a deal going for ever against a player who re-raises whenever his hand is
probably best.

The good player stops after two raises of his own in one round, unless his hand cannot be
beaten; the reasons are the book's and the arithmetic's:

* Against a **sound** raiser, a raise over his second raise comes from a hand that beats
  what a raiser raises twice on: the reading of each game narrows his hand with each of
  his raises, and once he has raised back twice a hand short of the top seldom has the
  better half of him.  The book's "avoid calling: raise or lay down" then means what it
  says: the choice left is to lay the hand down or to see the raise, by the pool's odds.
* Against a player who raises **on anything**, a further raise adds nothing to what he puts
  in of his own accord; it only wins (2p - 1) of its size from a hand that is best p of the
  time, and the war never ends.  Calling him takes the same counters from his bluffs at
  the show, without a deal that does not end.
* A hand that **cannot be beaten** loses nothing by raising, and goes on, but only up to
  :data:`CEILING` raises of its own in a round: a deal at the table must come to an end.
"""

from __future__ import annotations

from typing import Iterable

from game.engine import ActionKind, PublicAction

K = ActionKind

OWN_RAISES = 2
"""Raises of his own in one round of betting after which the good player raises again only
on a hand that cannot be beaten."""
CEILING = 6
"""The most raises of his own in one round, even on a hand that cannot be beaten."""


def may_raise(own: int, unbeatable: bool = False) -> bool:
    """May the good player raise again, having raised ``own`` times already in this round?"""
    return own < OWN_RAISES or (unbeatable and own < CEILING)


def own_raises(history: Iterable[PublicAction], seat: int) -> int:
    """How many times ``seat`` raised among ``history`` (one round of betting)."""
    return sum(1 for a in history if a.seat == seat and a.kind is K.RAISE)


__all__ = ["CEILING", "OWN_RAISES", "may_raise", "own_raises"]
