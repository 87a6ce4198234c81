"""The widow games: Whiskey Poker (both forms), Thirty-One and Commerce with a widow.

- ``whiskey`` and ``whiskey-markers`` (:mod:`.whiskey_poker`): Foster's *Complete Hoyle*,
  "Whiskey Poker", for a pool or for markers.
- ``thirty-one`` (:mod:`.thirty_one`): Foster, "Thirty-One" (Schnautz).
- ``commerce-widow`` (:mod:`.commerce_widow`): Foster, "Commerce", the form with a widow.

:mod:`.swap` is the exchange with the widow that Whiskey and Thirty-One share; the rounds
of trading that Thirty-One and Commerce share with the three-card games are in the core
(``game/engine/core/trading.py``).

Elsewhere for these games: their table-tops in ``game/ui/tabletops/`` (``whiskey.py``,
``trading.py``); their rulebook text in ``game/rulebook/`` (``howto_poker.py``,
``howto_others.py``, ``trading.py``, ``family.py``); the book's passages for the coach in
``game/coach/passages/family.py``; their computer players in ``game/ai/three_card/trading.py``.

A module here imports the engine's core and ``game.hands``/``game.cards``, never another
family.
"""
