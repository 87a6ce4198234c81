"""The guided first deal: a prepared deal of each game played with a hand on the shoulder.

* :mod:`.driver`: the :class:`Guide`, which says at each moment of the deal what this is,
  what you may do and what the book would do, explains each opponent's move, and says what
  will follow when the person goes another way than the book's.
* :mod:`.notes`: what it hands out: a :class:`Note`, and the end's :class:`Summary`.
* :mod:`.state`: the :class:`GuideState`, the bookkeeping that travels in a save.
* :mod:`.book`: the book whose word it gives, one answer at each of the person's decisions.
* :mod:`.decisions`: the person's decisions beside the prepared script (the same move, the
  script's move, whether a move is offered).
* :mod:`.move_words`, :mod:`.teaching`: its small words, and what it teaches after the book's.
* :mod:`.players`: the computer players, playing the prepared moves while the person keeps
  to the book's way, and their own judgement after.
* :mod:`.shuffles`: the packs, laid out as prepared.
* :mod:`.run`: a guided deal played headless (the ``guide`` command, the tests).
* :mod:`.resume`: a guided deal in the window's session and its saves.
* :mod:`.showing`: what the table shows, in words, for the command line.

The deals themselves are data beside each game's rulebook text (:mod:`game.rulebook.guided`).
Layering: the guide uses the engine, the computer players, the rulebook, the coach and the
store's shuffles; the window and the commands use it; nothing here imports pygame.
"""

from .driver import Guide
from .notes import Note, Summary
from .state import GuideState

__all__ = ["Guide", "GuideState", "Note", "Summary"]
