"""The hands of three cards: Brag's (:mod:`.brag`, Foster, "Brag"), Commerce's and My Ship
Sails' (:mod:`.commerce`, Foster, "Commerce") and Thirty-One's count of pips
(:mod:`.thirty_one`, Foster, "Thirty-One").

Thirty-One and Commerce with a widow are among the widow games at the table (their rules
are in ``game/engine/widow/``), but their hands are hands of three cards, valued here
beside Commerce's.  A module here imports only the hands' shared modules and
``game.cards``, never another family.
"""
