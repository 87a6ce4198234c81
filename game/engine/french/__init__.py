"""The French games: Bouillotte and Ambigu.

- ``bouillotte`` (:mod:`.bouillotte`, with the cave in :mod:`.bouillotte_cave`, the show and
  the point in :mod:`.bouillotte_show`, its events in :mod:`.bouillotte_events`): Foster's
  *Complete Hoyle*, "Bouillotte, or Brelan".
- ``ambigu`` (:mod:`.ambigu`, its events in :mod:`.ambigu_events`): Foster, "Ambigu".

Elsewhere for these games: their table-tops in ``game/ui/tabletops/`` (``bouillotte.py``,
``ambigu.py``); their rulebook text in ``game/rulebook/`` (``bouillotte.py``,
``ambigu.py``, ``howto_others.py``); the book's passages for the coach in
``game/coach/passages/others.py``; their computer players in ``game/ai/`` (``bouillotte.py``,
``bouillotte_reading.py``, ``ambigu.py``).

A module here imports the engine's core and ``game.hands``/``game.cards``, never another
family.
"""
