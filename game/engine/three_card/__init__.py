"""The three-card games: Commerce, My Ship Sails and Brag (single stake, three-stake and
American).

- ``commerce`` (:mod:`.commerce`): Foster's *Complete Hoyle*, "Commerce", the older form,
  trading for ready money or barter.
- ``my-ship-sails`` (:mod:`.my_ship_sails`): Foster, "Commerce": My Ship Sails, or My Bird
  Sings.
- ``brag`` and ``brag-american`` (:mod:`.brag`), ``brag-three-stake``
  (:mod:`.brag_three`), their events in :mod:`.brag_events`: Foster, "Brag".

Elsewhere for these games: their table-tops in ``game/ui/tabletops/`` (``trading.py``,
``brag.py``); their rulebook text in ``game/rulebook/`` (``howto_others.py``,
``trading.py``, ``brag.py``); the book's passages for the coach in
``game/coach/passages/others.py`` and ``family.py``; their computer players in
``game/ai/`` (``brag.py``, ``brag_reading.py``, ``trading.py``, ``ship.py``).

A module here imports the engine's core and ``game.hands``/``game.cards``, never another
family.
"""
