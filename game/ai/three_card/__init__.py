"""The computer players of the three-card games: Brag (:mod:`.brag`, with its reading of the
others' brags in :mod:`.brag_reading`; Foster, "Brag") and the trading games, Thirty-One and
both forms of Commerce (:mod:`.trading`), with My Ship Sails' judge (:mod:`.ship`; Foster,
"Thirty-One" and "Commerce").

``game.ai.variants`` hands them their seat's view.  They build on the players' shared
modules (the temperaments, the reading of shown cards in ``game.ai.stud``), never on
another family's.
"""
