"""The computer players of the French games: Bouillotte (:mod:`.bouillotte`, with its
reading of the others' hands in :mod:`.bouillotte_reading`) and Ambigu (:mod:`.ambigu`),
after Foster's *Complete Hoyle*, "Bouillotte: suggestions for good play" and "Ambigu".

``game.ai.variants`` hands them their seat's view.  They build on the players' shared
modules (the temperaments, the reading of shown cards in ``game.ai.stud``), never on
another family's.
"""
