"""Progressive Poker, the party night (Foster, "Progressive Poker"): pure Python, no window.

* :mod:`.plan` - how many tables and how many at each;
* :mod:`.guests` - the guest list, the two groups, computer players to fill seats;
* :mod:`.seating` - the draw from the red and blue packs, and each table's cut;
* :mod:`.deal` - one table's deal on the rules engine, and its result;
* :mod:`.moves` - winners up, the head table's poorest down, the broke exchanged;
* :mod:`.prizes` - the prizes;
* :mod:`.evening` - the whole evening, saved after every deal and round;
* :mod:`.sheet` - the score sheet (CSV, a printable HTML page);
* :mod:`.rulings` - every ruling where the book is silent.
"""

from .config import ConfigError, PartyConfig
from .deal import PartyError, TableDeal, TableResult
from .evening import Evening, places_so_far, shared_places
from .guests import DEFAULT_GROUP_NAMES, GROUPS, Guest, GuestError, computer_evening, fill_with_computers
from .moves import Move, round_moves
from .plan import PlanError, plan_tables, playable
from .prizes import Prize, award

__all__ = ["ConfigError", "PartyConfig", "PartyError", "TableDeal", "TableResult", "Evening",
           "DEFAULT_GROUP_NAMES", "GROUPS", "Guest", "GuestError", "computer_evening",
           "fill_with_computers", "Move", "round_moves", "PlanError", "plan_tables", "playable",
           "Prize", "award", "shared_places", "places_so_far"]
