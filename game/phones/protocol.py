"""The messages a phone may send, and their checks (size, shape), before any rule is asked.

Every message is one JSON object of at most :data:`MAX_MESSAGE` bytes with a ``type``:

* ``{"type": "names", "code": "K7QX"}`` - the guest list a newcomer may pick from;
* ``{"type": "join", "code": "K7QX", "name": "Alice", "group": "red"}`` - take a seat
  (answered with the seat's token, which the page keeps in the browser); ``group`` is
  optional, for a newcomer the host did not list;
* ``{"type": "hello", "token": "..."}`` - a phone coming back (a reload, a sleep, a lost
  network): the same seat and its cards;
* ``{"type": "act", "action": "raise", "amount": 2, "cards": ["QH", "3C"], "deal": 4}`` -
  an action for the connection's own seat; ``deal`` (optional) is the deal the phone saw,
  so that a tap meant for a deal that is over changes nothing;
* ``{"type": "watch", "code": "K7QX"}`` - the television's overview;
* ``{"type": "back"}`` - a guest who was away (acted for) taps "I'm back";
* ``{"type": "seen", "rounds": [2, 3]}`` - the guest has read what he missed of those
  rounds (their ends came while no phone of his was open);
* ``{"type": "sight", "visible": false}`` - the guest's page was put out of sight (the
  phone put down with it open, another tab in front), or brought back (``true``);
* ``{"type": "ping"}``;
* ``{"type": "where"}`` - where the evening's code is to be read now (a join page asks).

:func:`parse` turns the text into a :class:`Request` or raises :class:`ProtocolError`
with a message for the guest; :func:`to_action` makes an engine action of an ``act``,
checked against the seat's legal actions (the engine checks again when it acts).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Sequence

from game.cards import Card
from game.engine import Action, ActionKind, LegalAction

MAX_MESSAGE = 1024
"""Bytes: the longest message a phone has reason to send is under 200."""
MAX_NAME = 24
CODE_LENGTH = 4
TYPES = ("names", "join", "hello", "back", "seen", "act", "watch", "ping", "where", "sight")

# The actions a phone may ask for in the party's Draw Poker, by the name the page uses.
_KINDS = {k.value: k for k in (ActionKind.ABANDON, ActionKind.CALL, ActionKind.RAISE, ActionKind.BET,
                               ActionKind.DRAW, ActionKind.SHOW, ActionKind.STRADDLE,
                               ActionKind.NO_STRADDLE, ActionKind.BLIND, ActionKind.DECLINE_SHOW,
                               ActionKind.PASS, ActionKind.OPEN, ActionKind.MAKE_JACK)}


class ProtocolError(ValueError):
    """A message that cannot be acted on; the text is shown to the guest as it is."""


@dataclass(frozen=True)
class Request:
    """One checked message from a phone."""

    type: str
    code: str = ""
    name: str = ""
    group: str = ""
    token: str = ""
    action: str = ""
    amount: int = 0
    cards: tuple[str, ...] = ()
    deal: int | None = None
    rounds: tuple[int, ...] = ()
    visible: bool = True


def _text(d: dict[str, Any], key: str, longest: int) -> str:
    v = d.get(key)
    if not isinstance(v, str):
        raise ProtocolError(f"the message needs '{key}' as text")
    if len(v) > longest:
        raise ProtocolError(f"'{key}' is too long")
    return v


def clean_name(name: str) -> str:
    """A guest's name as typed, tidied; raises :class:`ProtocolError` if it will not do."""
    name = " ".join(name.split())
    if not name:
        raise ProtocolError("please type your name")
    if len(name) > MAX_NAME:
        raise ProtocolError(f"a name has at most {MAX_NAME} letters")
    if any(not ch.isprintable() for ch in name):
        raise ProtocolError("a name is letters, figures and spaces")
    return name


def parse(raw: str | bytes) -> Request:
    """The request in ``raw``, or :class:`ProtocolError` saying what is wrong with it."""
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("that message is too long")
    try:
        d = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError("that message is not JSON") from None
    if not isinstance(d, dict):
        raise ProtocolError("a message is a JSON object")
    kind = d.get("type")
    if kind not in TYPES:
        raise ProtocolError(f"unknown message type {str(kind)[:20]!r}")
    if kind in ("names", "watch"):
        return Request(kind, code=_text(d, "code", 16).strip().upper())
    if kind == "join":
        group = d.get("group", "")
        if group not in ("", "red", "blue"):
            raise ProtocolError("the group is red or blue")
        return Request(kind, code=_text(d, "code", 16).strip().upper(),
                       name=clean_name(_text(d, "name", 64)), group=group)
    if kind == "hello":
        return Request(kind, token=_text(d, "token", 64))
    if kind in ("ping", "back", "where"):
        return Request(kind)
    if kind == "sight":
        if not isinstance(d.get("visible"), bool):
            raise ProtocolError("'visible' must be true or false")
        return Request(kind, visible=d["visible"])
    if kind == "seen":
        rounds = d.get("rounds")
        if not isinstance(rounds, list) or len(rounds) > 100 or not all(
                isinstance(r, int) and not isinstance(r, bool) and 0 < r < 10**4 for r in rounds):
            raise ProtocolError("'rounds' must be a list of round numbers")
        return Request(kind, rounds=tuple(rounds))
    # act
    action = _text(d, "action", 24)
    if action not in _KINDS:
        raise ProtocolError(f"no such action: {action!r}")
    amount = d.get("amount", 0)
    if not isinstance(amount, int) or isinstance(amount, bool) or not 0 <= amount <= 10**6:
        raise ProtocolError("the amount must be a whole number of counters")
    cards = d.get("cards", [])
    if not isinstance(cards, list) or len(cards) > 5 or not all(isinstance(c, str) and len(c) <= 3 for c in cards):
        raise ProtocolError("the cards must be a list of at most five cards, like 'QH'")
    deal = d.get("deal")
    if deal is not None and (not isinstance(deal, int) or isinstance(deal, bool)):
        raise ProtocolError("'deal' must be a number")
    return Request(kind, action=action, amount=amount, cards=tuple(cards), deal=deal)


def to_action(req: Request, hand: Sequence[Card], legal: Sequence[LegalAction]) -> Action:
    """The engine action a checked ``act`` asks for, if the laws allow it now; else
    :class:`ProtocolError` saying why.  Cards are named from the seat's own hand only."""
    kind = _KINDS[req.action]
    offer = next((la for la in legal if la.kind is kind), None)
    if offer is None:
        allowed = ", ".join(la.kind.value for la in legal) or "nothing"
        raise ProtocolError(f"you cannot {req.action} now (you may: {allowed})")
    if kind is ActionKind.DRAW:
        by_code = {c.code.upper(): c for c in hand}
        chosen: list[Card] = []
        for code in req.cards:
            card = by_code.get(code.upper())
            if card is None:
                raise ProtocolError(f"{code} is not in your hand")
            if card in chosen:
                raise ProtocolError(f"{code} is discarded once only")
            chosen.append(card)
        if len(chosen) > offer.high:
            raise ProtocolError(f"you may discard at most {offer.high} cards")
        return Action(kind, cards=tuple(chosen))
    if req.cards:
        raise ProtocolError("only the draw names cards")
    if kind in (ActionKind.CALL, ActionKind.STRADDLE):
        return Action(kind, offer.low)  # the amount is fixed: what staying (or doubling) costs
    if kind in (ActionKind.RAISE, ActionKind.BET, ActionKind.OPEN, ActionKind.BLIND):
        if not offer.allows(req.amount):
            raise ProtocolError(f"{req.action} from {offer.low} to {offer.high}, not {req.amount}")
        return Action(kind, req.amount)
    return Action(kind)
