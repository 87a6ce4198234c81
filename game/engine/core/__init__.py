"""The core of the rules engine, shared by every game and importing none.

What every game's deal stands on: the :class:`~.table.Table` (seats, the cut, counters and
what each bought, the deal passing to the left), :mod:`.seat` and :mod:`.pools` (hands,
counters in the pool and side pools), :mod:`.betting` (the betting rounds every game's deal
class builds on, :class:`~.betting.VariantDeal`), :mod:`.trading` (the rounds of exchange
and barter that the widow and three-card trading games share), :mod:`.stakes` (table
stakes between deals), :mod:`.actions` and :mod:`.errors` (what a seat may do, and the
clear error when it may not), :mod:`.events`, :mod:`.view` (what a seat may see),
:mod:`.house` (the house rules), :mod:`.history` and :mod:`.narrate` (the hand history and
the log in plain words).

The core never imports a game, not even for an annotation: what a deal needs of its table
is the protocol in :mod:`.protocol`, and the deal class is handed to the table by the
registry (``game/engine/registry.py``).
"""
