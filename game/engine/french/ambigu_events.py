"""Ambigu's own events (Foster, "Ambigu"): the two more cards, each draw, the pack
reshuffled, counters paid from one player to another (combinations, the last to refuse),
counters kept back, and a foul hand.

Each says in words what happened (:meth:`line`, for the game log; ``game.engine.core.narrate``
asks any event that has one) and how it goes into the hand-history record
(:meth:`into_record`; ``game.engine.core.history`` asks the same), so that the shared modules
need no branch for this game.  docs/hand-history.md lists the keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.cards import Card, format_cards

from ..core.events import DrawAnnounced, Event
from ..core.words import he

Who = Callable[[int], str]


def _codes(cards: tuple[Card | None, ...]) -> list[str]:
    return [c.code for c in cards if c is not None]


def _seat_cards(rec: dict[str, Any], seat: int) -> dict[str, Any]:
    return rec["cards"].setdefault(str(seat), {"dealt": [], "discarded": [], "drawn": [],
                                               "final": []})


def _n(count: int) -> str:
    return "1 counter" if count == 1 else f"{count} counters"


@dataclass(frozen=True, kw_only=True, slots=True)
class CardsAdded(Event):
    """Two more cards dealt face down to a seat after the first draw; private to it."""

    seat: int
    cards: tuple[Card | None, ...]

    def line(self, who: Who, viewer: int | None) -> str | None:
        if self.seat == viewer and all(self.cards):
            return f"You are dealt two more cards: {format_cards(self.cards, symbols=True)}."  # type: ignore[arg-type]
        return None

    def into_record(self, rec: dict[str, Any]) -> None:
        c = _seat_cards(rec, self.seat)
        c["more"] = _codes(self.cards)
        c["final"] = c["final"] + _codes(self.cards)


@dataclass(frozen=True, kw_only=True, slots=True)
class AmbiguDrawn(Event):
    """A seat's discards and the cards it drew, in the first draw (``round`` 1) or the
    second (2); private to the seat (its count is announced by ``DrawAnnounced``)."""

    seat: int
    round: int
    discarded: tuple[Card | None, ...]
    drawn: tuple[Card | None, ...]

    def line(self, who: Who, viewer: int | None) -> str | None:
        if self.seat == viewer and self.drawn and all(self.drawn):
            return f"You draw {format_cards(self.drawn, symbols=True)}."  # type: ignore[arg-type]
        return None

    def into_record(self, rec: dict[str, Any]) -> None:
        c = _seat_cards(rec, self.seat)
        out, got = _codes(self.discarded), _codes(self.drawn)
        c["discarded"] = c["discarded"] + out
        c["drawn"] = c["drawn"] + got
        c["final"] = [x for x in c["final"] if x not in out] + got
        c.setdefault("draws", []).append({"round": self.round, "discarded": out, "drawn": got})


@dataclass(frozen=True, kw_only=True, slots=True)
class PackReshuffled(Event):
    """All having stood or drawn, the rest of the pack, less the discards, is reshuffled
    and cut before two more cards each."""

    cards: int

    def line(self, who: Who, viewer: int | None) -> str | None:
        return (f"the {self.cards} cards left in the pack are shuffled again and cut (the "
                "discards stay out); two more cards each.")

    def into_record(self, rec: dict[str, Any]) -> None:
        rec["reshuffled"] = self.cards


@dataclass(frozen=True, kw_only=True, slots=True)
class CountersPaid(Event):
    """Counters paid by ``seat`` to ``to`` outside the pool: for the combination the pool's
    winner holds, or the two counters the last player to refuse pays the one nobody would
    stay with.  ``asked`` is what was due; ``amount`` what was paid (less only when a
    player at table stakes has nothing left, his kept-back counters spent)."""

    seat: int
    to: int
    amount: int
    asked: int
    why: str

    def line(self, who: Who, viewer: int | None) -> str | None:
        payer = who(self.seat)
        verb = "pay" if payer == "You" else "pays"
        to = "you" if who(self.to) == "You" else who(self.to)
        short = f" (of {self.asked} due: all {'you have' if payer == 'You' else he(payer) + ' has'})" \
            if self.amount < self.asked else ""
        return f"{payer} {verb} {to} {_n(self.amount)}{short} for {self.why}."

    def into_record(self, rec: dict[str, Any]) -> None:
        rec.setdefault("payments", []).append({"from": self.seat, "to": self.to,
                                               "amount": self.amount, "why": self.why})


@dataclass(frozen=True, kw_only=True, slots=True)
class KeptBack(Event):
    """At table stakes or freeze-out, counters a player keeps back from his stake to pay
    for combinations even when he has lost all he put in the pool."""

    seat: int
    amount: int

    def line(self, who: Who, viewer: int | None) -> str | None:
        name = who(self.seat)
        return f"{name} {'keep' if name == 'You' else 'keeps'} back {_n(self.amount)} " \
               "to pay for combinations."

    def into_record(self, rec: dict[str, Any]) -> None:
        rec.setdefault("kept_back", {})[str(self.seat)] = self.amount


@dataclass(frozen=True, kw_only=True, slots=True)
class HandFoul(Event):
    """A hand with too many or too few cards is foul and abandoned."""

    seat: int
    cards: int

    def line(self, who: Who, viewer: int | None) -> str | None:
        name = who(self.seat)
        return f"{name} {'hold' if name == 'You' else 'holds'} {self.cards} cards, not four: " \
               "the hand is foul and abandoned."

    def into_record(self, rec: dict[str, Any]) -> None:
        rec.setdefault("foul", []).append(self.seat)


@dataclass(frozen=True, kw_only=True, slots=True)
class EnoughSaid(DrawAnnounced):
    """At the first draw a player satisfied with his two cards says "Enough" ("Method of
    Playing"): a draw of no cards, announced in the book's word."""

    def line(self, who: Who, viewer: int | None) -> str | None:
        return f'{who(self.seat)} {"say" if who(self.seat) == "You" else "says"} "Enough".'


@dataclass(frozen=True, kw_only=True, slots=True)
class PackInPlay(Event):
    """"Two packs may be used alternately" ("Cards"): which of the two this deal uses (1 or
    2), shuffled and cut before the blind's cards are dealt."""

    pack: int

    def line(self, who: Who, viewer: int | None) -> str | None:
        return f"the {'first' if self.pack == 1 else 'second'} pack is dealt."

    def into_record(self, rec: dict[str, Any]) -> None:
        rec["pack"] = self.pack


@dataclass(frozen=True, kw_only=True, slots=True)
class TieToElder(Event):
    """Two hands in the call equal in everything: "In case of ties which cannot be decided
    by the pip values, the elder hand wins" (Value of the Hands).  ``seat`` is the elder
    hand, the winner; ``other`` the hand he ties with; ``value`` their combination."""

    seat: int
    other: int
    value: str

    def line(self, who: Who, viewer: int | None) -> str | None:
        a, b = who(self.seat), who(self.other)
        pair = f"you and {a}" if b == "You" else f"{a} and {'you' if b == 'You' else b}"
        pair = pair[0].upper() + pair[1:]
        wins = "win" if a == "You" else "wins"
        return (f"{pair} both hold {self.value}, equal even in pips; the elder hand, nearer the "
                f"dealer's right, {wins}: {'you' if a == 'You' else a}.")
