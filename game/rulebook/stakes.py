"""The stakes line of each game: what New game's preview says a game is played for.

Only what the game uses: no limit for a game without betting, no counters for a game played
for markers.
"""

from __future__ import annotations

from typing import Any

from . import uses_betting_limit


def stakes_words(variant: str, house: Any) -> str:
    """The stakes and counters ``variant`` uses, under the house rules ``house``: no limit for
    a game without betting, no counters for a game played for markers."""
    b, n = house.blind, house.starting_counters
    counters = f"{n} counters each"
    if house.freeze_out:
        counters += ", freeze-out"
    elif house.table_stakes:
        counters += ", table stakes"
    limit = f"limit {house.limit}" if uses_betting_limit(variant) else "no betting"
    words = {
        "draw": f"blind {b}, ante {2 * b}, limit {house.limit}; {counters}",
        "straight": f"the buck antes {b} a player; {limit}; {counters}",
        "whiskey": f"{b} each to the pool; {limit}; {counters}",
        "whiskey-markers": "five markers each; no pool, no betting",
        "showdown": f"{b} each to the pool; {limit}; {counters}",
        "flat": f"the age's blind, any amount to {house.limit}; no raises; {counters}",
        "ambigu": f"{b} each to the pool, 2 to stand or draw; {limit}; {counters}",
        "bouillotte": f"a cave of {n} counters each; the dealer blinds {5 * b}",
        "thirty-one": f"{b} each to the pool; {limit}; {counters}",
        "commerce": f"1 each to the pool, 1 for each card bought; {limit}; {counters}",
        "commerce-widow": "three markers each; no counters, no betting",
        "brag": f"the dealer antes up to the limit, {house.limit}; {counters}",
        "brag-three-stake": f"three stakes of {b} each; {limit}; {counters}",
    }
    alias = {"stud": "straight", "stud-rounds": "straight", "flat-field": "flat", "my-ship-sails": "thirty-one",
             "brag-american": "brag"}
    return words.get(alias.get(variant, variant), f"{limit}; {counters}")
