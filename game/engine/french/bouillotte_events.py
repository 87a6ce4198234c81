"""Bouillotte's own events (Foster, "Bouillotte, or Brelan"), besides the family's.

Each says itself in the game log (``line``, which :mod:`.narrate` asks of any event it
does not know) and writes itself into the hand history (:func:`into_history`, called by
:mod:`.history`; docs/hand-history.md lists the keys).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.cards import Card, Suit

from ..core.events import Event
from ..core.words import he, his

Who = Callable[[int], str]


def _c(n: int) -> str:
    return f"{n} counter" if n == 1 else f"{n} counters"


def _verb(name: str, third: str, plain: str) -> str:
    return plain if name == "You" else third


@dataclass(frozen=True, kw_only=True, slots=True)
class RetourneTurned(Event):
    """The card after the last dealt turned face up on the pack ("Dealing"); ``pack`` is
    which of the two packs used alternately (1 or 2)."""

    card: Card
    pack: int

    def line(self, who: Who, viewer: int | None = None) -> str:
        # Two packs are used, one deal each in turn ("Dealing"): say which, and why there are two.
        which = "first" if self.pack == 1 else "second"
        return (f"the retourne is the {self.card.symbol} (two packs are dealt in turn, a deal each; "
                f"this is the {which}).")


@dataclass(frozen=True, kw_only=True, slots=True)
class UnderTurned(Event):
    """The card under the retourne turned up for a brelan higher than a brelan carré."""

    seat: int
    card: Card

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        return f"{name} {_verb(name, 'turns', 'turn')} up the card under the retourne: {self.card.symbol}."


@dataclass(frozen=True, kw_only=True, slots=True)
class WordPassed(Event):
    """The bets stand level among three or four: ``seat`` has the word, to raise or to pass
    it to the player on his right ("Calling and Showing")."""

    seat: int

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        return f"the word is with {'you' if name == 'You' else name}: raise, or pass the word."


@dataclass(frozen=True, kw_only=True, slots=True)
class DealVoid(Event):
    """Nobody would open: the deal is void, and each puts five in the pool for the next."""

    amount: int

    def line(self, who: Who, viewer: int | None = None) -> str:
        return f"no one will open: the deal is void, and {_c(self.amount)} stay in the pool for the next."


@dataclass(frozen=True, kw_only=True, slots=True)
class SuitCounted(Event):
    """No brelan shown: one suit's pips counted among the thirteen cards ("The Point"),
    ``holders`` saying whose cards they are (seat -1: the retourne), before the point is
    decided."""

    suit: Suit
    total: int
    holders: tuple[tuple[int, tuple[Card, ...]], ...]

    def line(self, who: Who, viewer: int | None = None) -> str:
        shown = []
        for seat, cards in self.holders:
            held = " ".join(c.symbol for c in cards)
            if seat < 0:
                shown.append(f"the retourne {held}")
            else:
                name = who(seat)
                shown.append(f"{'your' if name == 'You' else name + chr(8217) + 's'} {held}")
        return f"The {self.suit.name.lower()} {self.suit.symbol} count {self.total}: {', '.join(shown) or 'none out'}."


@dataclass(frozen=True, kw_only=True, slots=True)
class PointCounted(Event):
    """No brelan shown: every hand is shown and each suit's pips counted ("The Point");
    ``suit`` won the pool (or side pool) ``index`` for ``seat``.

    Why, for the log and the window to say: ``card``, the winner's highest card of the
    suit; ``tied``, suits of as many pips that lost on position ("the dealer, or the player
    nearest him"); ``unheld``, suits of more pips that nobody in the call holds ("the spade
    suit cannot win anything"); ``higher``, a higher card of the suit held by a player out
    of the call (his cards "count for the player who has the highest card of the suit
    among those who backed their hands"); ``kept``: a side pool taken by the suit that won
    the main pool ("the suit that wins cannot lose at the same time")."""

    totals: tuple[tuple[Suit, int], ...]
    index: int
    suit: Suit
    seat: int
    card: Card | None = None
    tied: tuple[Suit, ...] = ()
    unheld: tuple[Suit, ...] = ()
    higher: tuple[int, Card] | None = None
    kept: bool = False

    def line(self, who: Who, viewer: int | None = None) -> str:
        which = "the pool" if self.index == 0 else "the remainder"
        pts = ", ".join(f"{s.symbol} {n}" for s, n in sorted(self.totals, key=lambda t: -t[1]))
        if self.card is None:  # (an event without the reasons, as older saves hold)
            return f"the point: {pts}; {self.suit.symbol} wins {which} for {who(self.seat)}."
        return f"the point: {pts}. " + self.reason(who)

    def reason(self, who: Who) -> str:
        """Why the suit and the seat take it (the line's last sentences; the window's caption)."""
        which = "the pool" if self.index == 0 else "the remainder"
        totals = dict(self.totals)
        name = who(self.seat)
        holds = "you hold" if name == "You" else f"{name} holds"
        winner = "you" if name == "You" else name
        if self.kept:
            card = f" {self.card.symbol}" if self.card else " a card of it"
            return (f"{self.suit.symbol} takes {which} for {winner}: the suit that won the "
                    f"pool cannot lose, and {holds}{card}.")
        why = ""
        if self.unheld:
            names = " and ".join(s.symbol for s in self.unheld)
            why += (f"{names} {'has' if len(self.unheld) == 1 else 'have'} more pips, but nobody in "
                    "the call holds one. ")
        if self.tied:
            names = " and ".join(s.symbol for s in (self.suit,) + self.tied)
            why += (f"{names} tie at {totals.get(self.suit, 0)}, and a tie goes to the holder nearer "
                    "the dealer, on his right. ")
        most = "" if why else " has the most pips and"
        card = f", {self.card.symbol}" if self.card else ""
        higher = ""
        if self.higher is not None:
            out = who(self.higher[0])
            higher = (f" ({'your' if out == 'You' else out + chr(8217) + 's'} {self.higher[1].symbol} "
                      "is higher, but out of the call)")
        return (why + f"{self.suit.symbol}{most} wins {which} for {winner}: {holds} its "
                f"highest card in the call{card}{higher}.")


@dataclass(frozen=True, kw_only=True, slots=True)
class BrelanPaid(Event):
    """A player pays for another's brelan ("Rank of the Hands")."""

    payer: int
    payee: int
    amount: int
    brelan: str

    def line(self, who: Who, viewer: int | None = None) -> str:
        payer = who(self.payer)
        payee = who(self.payee)
        return (f"{payer} {_verb(payer, 'pays', 'pay')} {'you' if payee == 'You' else payee} "
                f"{_c(self.amount)} for the {self.brelan}.")


@dataclass(frozen=True, kw_only=True, slots=True)
class BrelanStifled(Event):
    """The winner without a call keeps his brelan to himself ("Suggestions for Good Play")."""

    seat: int

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        return f"{name} {_verb(name, 'does', 'do')} not show {his(name)} hand."


@dataclass(frozen=True, kw_only=True, slots=True)
class Decave(Event):
    """A player has lost his whole cave: décavé ("Stakes")."""

    seat: int

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        return (f"{name} {_verb(name, 'has', 'have')} lost {his(name)} whole cave (décavé): "
                f"{he(name)} {_verb(name, 'buys', 'buy')} a new one, of any amount, before the next "
                f"deal, or {_verb(name, 'retires', 'retire')}.")


@dataclass(frozen=True, kw_only=True, slots=True)
class Misdealt(Event):
    """A card exposed in the deal ("Misdeals"): triplets are paid, else the cards are dealt
    again by the same dealer."""

    card: Card
    triplets: tuple[int, ...]

    def line(self, who: Who, viewer: int | None = None) -> str:
        if self.triplets:
            names = ", ".join(who(s) for s in self.triplets)
            return (f"a misdeal: the {self.card.symbol} was exposed; triplets shown by {names}, "
                    "paid a counter by each other player, and the hands are abandoned.")
        return f"a misdeal: the {self.card.symbol} was exposed; no triplets, so the cards are dealt again."


BOUILLOTTE_EVENTS = (RetourneTurned, UnderTurned, WordPassed, DealVoid, SuitCounted, PointCounted,
                     BrelanPaid, BrelanStifled, Decave, Misdealt)


def into_history(rec: dict[str, Any], event: Event) -> None:
    """Bouillotte's keys of a hand-history record (docs/hand-history.md)."""
    if isinstance(event, RetourneTurned):
        rec["retourne"] = event.card.code
        rec["pack"] = event.pack
    elif isinstance(event, UnderTurned):
        rec["under_retourne"] = event.card.code
    elif isinstance(event, WordPassed):
        rec["actions"].append({"seat": event.seat, "type": "the word", "amount": 0})
    elif isinstance(event, DealVoid):
        rec["void"] = True
    elif isinstance(event, PointCounted):
        rec["point"] = {s.value: n for s, n in event.totals}
        rec.setdefault("point_won", []).append({"pool": event.index, "suit": event.suit.value,
                                                "seat": event.seat})
    elif isinstance(event, BrelanPaid):
        rec.setdefault("payments", []).append({"from": event.payer, "to": event.payee,
                                               "amount": event.amount, "for": event.brelan})
    elif isinstance(event, BrelanStifled):
        rec["stifled"] = event.seat
    elif isinstance(event, Decave):
        rec.setdefault("decave", []).append(event.seat)
    elif isinstance(event, Misdealt):
        rec.setdefault("misdeals", []).append({"exposed": event.card.code,
                                               "triplets": list(event.triplets)})


def _into_record(event: Event, rec: dict[str, Any]) -> None:
    into_history(rec, event)


for _cls in BOUILLOTTE_EVENTS:  # each writes its keys itself, as every game's own events do
    _cls.into_record = _into_record  # type: ignore[attr-defined]
del _cls


__all__ = ["BOUILLOTTE_EVENTS", "BrelanPaid", "BrelanStifled", "DealVoid", "Decave", "Misdealt",
           "PointCounted", "RetourneTurned", "SuitCounted", "UnderTurned", "WordPassed", "into_history"]
