"""What the table window shows, apart from the engine: each seat as drawn (:class:`SeatShow`),
counters in flight (:class:`Flyer`), the keys of the actions, and the turn's words.  Shared
by the table's parts (:mod:`game.ui.table`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.engine import ActionKind

from ..seating import SeatPlace
from ..sprites import CardSprite

K = ActionKind

KEY_OF: dict[ActionKind, str] = {
    K.ABANDON: "A", K.CALL: "C", K.RAISE: "R", K.BET: "B", K.BLIND: "B", K.OPEN: "O", K.PASS: "P",
    K.DRAW: "D", K.STRADDLE: "S", K.SHOW: "S", K.NO_STRADDLE: "N", K.MAKE_JACK: "J", K.DECLINE_SHOW: "X",
    # the other games of the family (docs/variants.md)
    K.KNOCK: "K", K.TAKE_WIDOW: "T", K.TURN_WIDOW: "U", K.DRAW_ONE: "D", K.EXCHANGE: "E", K.BACK_FIELD: "F",
}
"""The key for each action (no two actions offered together share a key)."""
_LETTERS = {getattr(pygame, f"K_{c.lower()}"): c for c in "ABCDEFJKNOPRSTUX"}
AMOUNT_KINDS = (K.RAISE, K.BET, K.OPEN, K.BLIND)
CALL_KINDS = (K.CALL, K.STRADDLE, K.BACK_FIELD)
"""The actions that put up a set amount (the offer's): a call, see or stay, a straddle, a
backing of the field; past the seat's counters each buys the rest from the banker (Law 5)."""
BUTTON_ORDER = (K.DRAW, K.DRAW_ONE, K.EXCHANGE, K.TAKE_WIDOW, K.TURN_WIDOW, K.SHOW, K.DECLINE_SHOW,
                K.NO_STRADDLE, K.STRADDLE, K.PASS, K.OPEN, K.BLIND, K.CALL, K.BET, K.RAISE, K.BACK_FIELD,
                K.KNOCK, K.MAKE_JACK, K.ABANDON)
# Ambigu (game/engine/french/ambigu.py): the dealer's choice when all pass.  Showing one's cards,
# the book's irregularity, is not offered in the window.
KEY_OF.update({K.DEAL_AGAIN: "N", K.KEEP_CARDS: "K"})
BUTTON_ORDER += (K.DEAL_AGAIN, K.KEEP_CARDS)
LIT_ORDER = (K.DRAW, K.SHOW, K.CALL, K.NO_STRADDLE, K.PASS, K.BET, K.OPEN, K.BLIND, K.TURN_WIDOW, K.KNOCK)
# Brag (Foster, "Brag"): buying a card face up for three-stake Brag's third pool.
KEY_OF[K.BUY_CARD] = "D"
BUTTON_ORDER = (K.BUY_CARD,) + BUTTON_ORDER
_MARK_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4,
              pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3, pygame.K_KP5: 4}
_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
# -- Commerce and My Ship Sails: trading for ready money, for barter, giving a card
KEY_OF.update({K.TRADE_MONEY: "M", K.BARTER: "B", K.GIVE: "G"})
BUTTON_ORDER = BUTTON_ORDER + (K.TRADE_MONEY, K.BARTER, K.GIVE)
_LETTERS.update({pygame.K_g: "G", pygame.K_m: "M"})

DEMO_PAUSE = 2.6
"""Seconds between deals when nobody is playing (the demo)."""
LIFT_MARKED = 24.0
LIFT_WINNER = 16.0


@dataclass
class SeatShow:
    """What the window shows of one seat: moved on by the events, never read from the table."""

    seat: int
    name: str
    key: str
    short: str
    description: str
    place: SeatPlace
    stack: int = 0
    put: int = 0
    bet: int = 0
    """Of ``put``, what its own actions put up (bets, calls, raises; not antes, blinds or
    white counters, which meet no bet): what "nobody met" is counted on."""
    in_deal: bool = False
    holding: bool = False
    out: bool = False
    drew: bool = False
    winner: bool = False
    note: str = ""
    value: str = ""
    pays: int = 0
    """Counters paid to other seats at this deal's settlement (a brelan, a combination, the
    dealer's payment): its plate says "pays N" even where its note is the shown hand's name."""
    paid: int = 0
    """Counters paid to this seat at the settlement: its plate says "receives N"."""
    cards: list[CardSprite] = field(default_factory=list)


@dataclass
class Flyer:
    """Counters on their way: ``dest`` is ``"pool"``, ``"kitty"`` or a seat; ``source``
    where they left (``"pool"``, a seat, or None: from no count the table shows)."""

    amount: int
    x: float
    y: float
    dest: Any
    alpha: float = 255.0
    source: Any = None


def _lower_first(label: str) -> str:
    """A button's label inside a sentence: "Raise 5" -> "raise 5", but "I pass" keeps its
    capital I, and a quoted word ('"Enough"') its capital."""
    first = label.split(" ", 1)[0]
    if first in ("I", "I'll", "I'm") or not first[:1].isalpha():
        return label
    return label[:1].lower() + label[1:]


def _turn_words(labels: list[str]) -> str:
    """``["Come in 2", "Raise 5", "Throw in"]`` -> ``"come in 2, raise 5 or throw in."``"""
    words = [_lower_first(w) for w in labels]
    if len(words) <= 1:
        return (words[0] if words else "act") + "."
    return ", ".join(words[:-1]) + " or " + words[-1] + "."
