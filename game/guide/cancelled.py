"""A barter that a knock cancels, seen as it happens (Commerce, My Ship Sails).

A player passed a card for barter may knock instead of giving one: the card goes back to him
and the hands are shown (Foster, Commerce: the trading stops at a knock; our engine,
:mod:`game.engine.three_card.commerce`, leaves the offered card with its holder).  A learner
bartered his three of diamonds, Judge Ames knocked, the three came back, and the guide's
knock note said nothing of it; its end card then listed "a barter cancelled by a knock" as yet
to meet.  :class:`Barters` follows the offers from the events the person is shown and says,
at the knock, whose card comes back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.core.words import his

TITLE = "a barter cancelled by a knock"
"""The title of the thing the game holds (:class:`game.rulebook.guided.model.Held`) this is."""


@dataclass
class Barters:
    """The barter offered and not yet answered, as the person has seen it."""

    names: list[str]
    you: int
    offered: tuple[int, int] | None = None
    """(the offerer, the player passed the card), until a card is given or a knock comes."""
    card: str = ""
    """The card the person passed, in the table's symbols (he knows it; nobody else does)."""
    _mine: str = field(default="", repr=False)

    def passing(self, symbol: str) -> None:
        """The person passes ``symbol`` for barter (from his own move)."""
        self._mine = symbol

    def words(self, name: str, event: Any) -> str:
        """What an event does to a barter in the air: at a knock by the player passed the card,
        the words on the card coming back; else ""."""
        seat = getattr(event, "seat", None)
        if name == "BarterOffered":
            self.offered = (seat, getattr(event, "to", None))
            self.card = self._mine if seat == self.you else ""
            return ""
        if name in ("Bartered", "DealStarted", "DealEnded"):
            self.offered = None
            return ""
        if name != "Knocked" or self.offered is None or self.offered[1] != seat:
            return ""
        offerer, _ = self.offered
        self.offered = None
        knocker = self.names[seat]
        if offerer == self.you:
            card = f"your {self.card}" if self.card else "the card you passed"
            return f"{knocker} knocked before giving you a card: {card} comes back to you."
        if seat == self.you:
            return (f"You knocked instead of giving a card: the card passed you goes back to "
                    f"{self.names[offerer]}.")
        who = self.names[offerer]
        return f"{knocker} knocked before giving {who} a card for {his(who)}: it goes back to {who}."


__all__ = ["Barters", "TITLE"]
