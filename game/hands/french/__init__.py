"""The hands of the French games: Bouillotte's brelans and points (:mod:`.bouillotte`) and
Ambigu's combinations (:mod:`.ambigu`), as Foster's *Complete Hoyle* ranks them in
"Bouillotte, or Brelan" and "Ambigu".

Their rules are in ``game/engine/french/``, their computer players in ``game/ai/french/``;
the rest is listed in ``game/engine/french/__init__.py``.  A module here imports only the
hands' shared modules and ``game.cards``, never another family.
"""
