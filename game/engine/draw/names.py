"""The names Draw Poker's modules share: the kinds of action and the phases as plain
attributes, and the offers that carry no amount.

Python 3.11 finds an enum's member on its class through the metaclass's ``__getattr__``
hook, four times slower than a plain attribute, and a decision reads a dozen of them:
these namespaces hold the same members, for the modules of :mod:`game.engine.draw.draw_poker`.
"""

from __future__ import annotations

from types import SimpleNamespace

from ..core.actions import ActionKind, LegalAction
from ..core.view import Phase

K = SimpleNamespace(**ActionKind.__members__)
P = SimpleNamespace(**Phase.__members__)

# Offers that carry no amount are the same every time: made once.
_ABANDON, _PASS, _NO_STRADDLE = LegalAction(K.ABANDON), LegalAction(K.PASS), LegalAction(K.NO_STRADDLE)
_SHOW, _DECLINE_SHOW, _MAKE_JACK = LegalAction(K.SHOW), LegalAction(K.DECLINE_SHOW), LegalAction(K.MAKE_JACK)

_AMOUNTED = frozenset((K.RAISE, K.BET, K.OPEN, K.BLIND))
"""The kinds whose amount the player chooses, within the offer's range."""

__all__ = ["K", "P"]
