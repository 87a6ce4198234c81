"""Brag's own events (Foster, "Brag"): the three pools of three-stake Brag, and American
Brag's exchange of hands between a raiser and the player who sees him.

Each event knows its line in the game log (``line``) and its part of the hand-history
record (``into_record``), so the shared log and history need no branch for Brag.  An
exchange is seen only by the two players in it: each gets an event private to him holding
the other's cards; the table learns only who retired.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.cards import Card, format_cards

from ..core.events import Event, PoolWon

Who = Callable[[int], str]

POOL_NAMES = ("the first pool", "the second pool", "the third pool")


def _n(amount: int) -> str:
    return f"{amount} counter" if amount == 1 else f"{amount} counters"


def _obj(name: str) -> str:
    return "you" if name == "You" else name


@dataclass(frozen=True, kw_only=True, slots=True)
class StakePoolWon(PoolWon):
    """One of the three pools of three-stake Brag won (``index`` 0, 1, 2); ``why`` says how."""

    why: str = ""

    def line(self, who: Who, viewer: int | None = None) -> str:
        names = [who(w) for w in self.winners]
        winners = names[0] if len(names) == 1 else " and ".join(
            [names[0]] + [_obj(n) for n in names[1:]])
        takes = "take" if winners == "You" or len(names) > 1 else "takes"
        how = "" if self.shown else " without showing"
        why = f": {self.why}" if self.why else ""
        return f"{winners} {takes} {POOL_NAMES[self.index]} of {_n(self.amount)}{how}{why}."


@dataclass(frozen=True, kw_only=True, slots=True)
class HandsExchanged(Event):
    """American Brag: ``seat`` and ``other`` exchange hands unseen by the table; this event,
    private to ``seat``, holds the hand he is shown (``seen``: ``other``'s cards)."""

    seat: int
    other: int
    seen: tuple[Card | None, ...]

    def line(self, who: Who, viewer: int | None = None) -> str | None:
        if viewer != self.seat or not all(self.seen):
            return None  # the table reads the public line (BragRetired) instead
        other = who(self.other)
        return (f"you and {other} exchange hands: {other}'s is "
                f"{format_cards(self.seen, symbols=True)}.")  # type: ignore[arg-type]

    def into_record(self, rec: dict[str, Any]) -> None:
        """(The exchange is recorded once, by :class:`BragRetired`.)"""


@dataclass(frozen=True, kw_only=True, slots=True)
class BragRetired(Event):
    """American Brag: after an exchange, ``seat`` held the worse hand and retires from the
    pool (his counters stay in it); ``by`` holds the better and awaits the next player."""

    seat: int
    by: int

    def line(self, who: Who, viewer: int | None = None) -> str:
        name, by = who(self.seat), who(self.by)
        retires = "retire" if name == "You" else "retires"
        # "unseen by the rest": the two have just seen each other's hands, and "unseen" beside
        # "Mrs. Keene's is K♣ Q♥ J♥" read as a contradiction (issue 38, window round 9)
        return (f"{name} and {_obj(by)} exchange hands unseen by the rest; {_obj(name) if name == 'You' else name} "
                f"held the worse and {retires}, {_obj(by)} keeping the brag.")

    def into_record(self, rec: dict[str, Any]) -> None:
        rec.setdefault("exchanges", []).append({"retired": self.seat, "by": self.by})


@dataclass(frozen=True, kw_only=True, slots=True)
class OutOfPool(Event):
    """Three-stake Brag: ``seat`` has passed thirty-one (``count``) and is out of the third pool."""

    seat: int
    count: int

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        return (f"{name} {'have' if name == 'You' else 'has'} {self.count}, past thirty-one, "
                f"and {'are' if name == 'You' else 'is'} out of the third pool.")

    def into_record(self, rec: dict[str, Any]) -> None:
        rec.setdefault("over_thirty_one", []).append(self.seat)


__all__ = ["BragRetired", "HandsExchanged", "OutOfPool", "POOL_NAMES", "StakePoolWon"]
