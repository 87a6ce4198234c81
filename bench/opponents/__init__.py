"""Clean-room opponents for the bench: sound players written from the books alone.

They were written without reading the project's own computer players (``game/ai/``) or
their notes, from the engine's view of a seat, the hand evaluators and Foster's
"Suggestions for Good Play" (and his Stud, Brag and Bouillotte sections), so that the good
player can be measured against play it was never tuned on.  Each decides from its
``SeatView`` alone; the exploiter also reads each finished deal's view (``deal_over``).

``make_opponent(key, rng, name)``: ``tight``, ``loose`` (loose-aggressive), ``exploiter``,
``equity`` (Draw Poker by equity against narrowed ranges, :mod:`.equity`), ``counter``
(an exploiter that counts each opponent's habits, :mod:`.counter`), ``stud``, ``brag``,
``bouillotte``.
"""

from .players import (
    BOUILLOTTE, BRAG, EXPLOIT, KEYS, LOOSE, STUD, TIGHT, CleanRoomPlayer, Exploiter, Style,
    make_opponent,
)

__all__ = ["BOUILLOTTE", "BRAG", "EXPLOIT", "KEYS", "LOOSE", "STUD", "TIGHT", "CleanRoomPlayer",
           "Exploiter", "Style", "make_opponent"]
