"""Events of Thirty-One, Commerce and My Ship Sails (Foster, "Thirty-One", "Commerce").

Each event writes its own part of the hand history (``into_record``, called by
:class:`~game.engine.core.history.HandHistory`) and its own line of the game log
(``line``, called by :mod:`game.engine.core.narrate`), so the shared modules need only a
hook.  A barter is seen by the two players concerned and nobody else: ``shared_with``
names the second of them, and :meth:`visible_to` lets both see it whole.

Counters moved from one seat to another (a trade for ready money, the dealer paying the
winner) are written in the record's ``payments``: ``{"from", "to", "amount", "why"}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.cards import Card

from .events import CardExchanged, Event

Who = Callable[[int], str]


def _codes(cards: tuple[Card | None, ...]) -> list[str]:
    return [c.code for c in cards if c is not None]


def _swap(rec: dict[str, Any], seat: int, gave: Card | None, took: Card | None) -> None:
    c = rec["cards"].get(str(seat))
    if c is None or gave is None or took is None:
        return
    c["final"] = [took.code if x == gave.code else x for x in c["final"]]


def _pay(rec: dict[str, Any], src: int, dst: int, amount: int, why: str) -> None:
    rec.setdefault("payments", []).append({"from": src, "to": dst, "amount": amount, "why": why})


def _s(name: str, third: str, plain: str) -> str:
    return plain if name == "You" else third


@dataclass(frozen=True, kw_only=True, slots=True)
class TableCardsDealt(Event):
    """Thirty-One: three cards dealt face up to the table, after the hands."""

    cards: tuple[Card, ...]

    def into_record(self, rec: dict[str, Any]) -> None:
        rec["widow"] = {"dealt": _codes(self.cards), "final": _codes(self.cards),
                        "face_up": True}

    def line(self, who: Who, viewer: int | None = None) -> str:
        return "three cards are dealt face up to the table: " + \
            " ".join(c.symbol for c in self.cards) + "."


@dataclass(frozen=True, kw_only=True, slots=True)
class TableCardTaken(CardExchanged):
    """Thirty-One: a card of the hand laid on the table for one of the table's (recorded as
    Whiskey's draw of one from the widow)."""

    def line(self, who: Who, viewer: int | None = None) -> str:
        return f"{who(self.seat)} lays down {self.gave.symbol} and takes {self.took.symbol} " \
               f"from the table."


@dataclass(frozen=True, kw_only=True, slots=True)
class TradedForMoney(Event):
    """Commerce: a player gives a card and a counter to the dealer and takes the top card
    of the pack; ``gave`` and ``took`` are his alone (the discard lies face down)."""

    seat: int
    dealer: int
    paid: int
    gave: tuple[Card | None, ...]
    took: tuple[Card | None, ...]

    def into_record(self, rec: dict[str, Any]) -> None:
        gave, took = self.gave[0], self.took[0]
        _swap(rec, self.seat, gave, took)
        rec["actions"].append({"seat": self.seat, "type": "trade for ready money", "amount": 0,
                               "gave": gave.code if gave else None,
                               "took": took.code if took else None})
        if self.paid:
            _pay(rec, self.seat, self.dealer, self.paid, "trade for ready money")

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        if self.paid:
            card = f" {self.gave[0].symbol} for {self.took[0].symbol}" if self.gave[0] else " a card"
            return (f"{name} {_s(name, 'trades', 'trade')} for ready money:{card}, "
                    f"a counter to {who(self.dealer) if who(self.dealer) != 'You' else 'you'}.")
        return f"{name} {_s(name, 'trades', 'trade')} a card for the top of the pack."


@dataclass(frozen=True, kw_only=True, slots=True)
class BarterOffered(Event):
    """Commerce, My Ship Sails: a player passes a card face down to the player on his left."""

    seat: int
    to: int

    def into_record(self, rec: dict[str, Any]) -> None:
        rec["actions"].append({"seat": self.seat, "type": "trade for barter", "amount": 0,
                               "to": self.to})

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        to = who(self.to)
        return f"{name} {_s(name, 'passes', 'pass')} a card face down to " \
               f"{'you' if to == 'You' else to}."


@dataclass(frozen=True, kw_only=True, slots=True)
class Bartered(Event):
    """The barter made: ``seat`` (who offered) gave ``gave`` to ``to`` and took ``took``.
    Both of them see both cards; nobody else sees either."""

    seat: int
    to: int
    gave: tuple[Card | None, ...]
    took: tuple[Card | None, ...]
    shared_with: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.private_to is None or seat in (self.private_to, self.shared_with)

    def into_record(self, rec: dict[str, Any]) -> None:
        gave, took = self.gave[0], self.took[0]
        _swap(rec, self.seat, gave, took)
        _swap(rec, self.to, took, gave)
        rec["actions"].append({"seat": self.to, "type": "give a card", "amount": 0,
                               "gave": took.code if took else None,
                               "took": gave.code if gave else None})

    def line(self, who: Who, viewer: int | None = None) -> str:
        to = who(self.to)
        name = who(self.seat)
        if self.gave[0] is None:
            return f"{to} {_s(to, 'gives', 'give')} a card in exchange, unseen."
        return f"{to} {_s(to, 'gives', 'give')} {self.took[0].symbol} to " \
               f"{'you' if name == 'You' else name}, taking {self.gave[0].symbol}."


@dataclass(frozen=True, kw_only=True, slots=True)
class ShipSails(Event):
    """My Ship Sails: a player holds a flush and says so; all exchange stops."""

    seat: int

    def into_record(self, rec: dict[str, Any]) -> None:
        rec.setdefault("ship_sails", []).append(self.seat)

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        return f"{name} {_s(name, 'says', 'say')} \u201cMy ship sails\u201d, holding a flush."


@dataclass(frozen=True, kw_only=True, slots=True)
class DealerPays(Event):
    """Commerce without a widow: the dealer pays a counter to the winner, or to every other
    player when his hand is of the same kind as the winner's
    (:data:`game.engine.three_card.commerce.SAME_KIND`)."""

    seat: int
    to: tuple[int, ...]
    each: int
    why: str

    def into_record(self, rec: dict[str, Any]) -> None:
        for s in self.to:
            _pay(rec, self.seat, s, self.each, self.why)

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        names = ", ".join("you" if who(s) == "You" else who(s) for s in self.to)
        return f"{name} {_s(name, 'pays', 'pay')} a counter to {names}: {self.why}."


@dataclass(frozen=True, kw_only=True, slots=True)
class MarkersMoved(Event):
    """Commerce with a widow: markers of no value put in the pool or taken from it;
    ``amount`` is what the seat has after (``left``)."""

    seat: int
    amount: int
    left: int
    why: str

    def into_record(self, rec: dict[str, Any]) -> None:
        rec.setdefault("markers", []).append({"seat": self.seat, "amount": self.amount,
                                              "left": self.left, "why": self.why})

    def line(self, who: Who, viewer: int | None = None) -> str | None:
        name = who(self.seat)
        if self.amount < 0:
            return None  # every deal's marker in the pool: the log would only repeat it
        return f"{name} {_s(name, 'takes', 'take')} the pool of {self.amount} " \
               f"marker{'s' if self.amount != 1 else ''} ({self.left} now)."


__all__ = ["TableCardsDealt", "TableCardTaken", "TradedForMoney", "BarterOffered", "Bartered", "ShipSails",
           "DealerPays", "MarkersMoved"]
