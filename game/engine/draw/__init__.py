"""The draw games: Draw Poker, Show-down Poker and Flat Poker (both forms).

- ``draw`` (:mod:`.draw_poker`, with its parts :mod:`.offers`, :mod:`.betting`,
  :mod:`.stock`, :mod:`.showing`, :mod:`.jack_antes` and the short names in :mod:`.names`):
  Foster's *Complete Hoyle*, "Draw Poker" and the "Poker Laws" 1-46, with the jack pots of
  Laws 37-46.
- ``showdown`` (:mod:`.showdown_poker`): Foster, "Show-down Poker".
- ``flat`` and ``flat-field`` (:mod:`.flat_poker`): Foster, "Flat Poker".

Elsewhere for these games: their table-tops in ``game/ui/tabletops/`` (``draw.py``,
``showdown.py``, ``flat.py``); their rulebook text in ``game/rulebook/`` (``draw.py``,
``howto_poker.py``, ``family.py``); the book's passages for the coach in
``game/coach/passages/poker.py`` and ``family.py``; their computer players in ``game/ai/``
(``play.py``, ``variants.py``).

A module here imports the engine's core and ``game.hands``/``game.cards``, never another
family.
"""
