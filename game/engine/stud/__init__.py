"""The stud and straight games: Straight Poker and Stud Poker (both forms).

- ``straight`` (:mod:`.straight_poker`): Foster's *Complete Hoyle*, "Straight Poker", with
  the buck; *Hoyle's Games Modernized* for detail.
- ``stud`` and ``stud-rounds`` (:mod:`.stud_poker`): Foster, "Stud Poker": four up at
  once, and the round-by-round deal.

Elsewhere for these games: their table-tops in ``game/ui/tabletops/`` (``straight.py``,
``stud.py``); their rulebook text in ``game/rulebook/`` (``howto_poker.py``,
``family.py``); the book's passages for the coach in ``game/coach/passages/family.py``;
their computer players in ``game/ai/stud.py``.

A module here imports the engine's core and ``game.hands``/``game.cards``, never another
family.
"""
