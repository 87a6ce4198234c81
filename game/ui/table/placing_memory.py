"""What the placing remembers through a deal: the side each seat's tags, move's words and
shown hand's name took (tried first, so that they do not jump from side to side), and where a
shown hand's name was put (kept there while its words stay the seat's note).  Let go at a new
deal.  A part of :class:`~game.ui.table.placing.Placer`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .show import SeatShow

if TYPE_CHECKING:
    from ..app import App


class PlacingMemory:
    """The sides and names kept through a deal (in the scene's own attributes)."""

    app: App

    def _sides_of_deal(self) -> dict[tuple[int, str], int]:
        """The side each seat's tags, move's words and shown hand's name took in this deal
        ((seat, "tags" / "note" / "name") -> the index of the spot), emptied at a new deal."""
        deal = self.session.table.deal_number
        kept = self.__dict__.get("_kept_sides")
        if kept is None or kept[0] != deal:
            kept = (deal, {})
            self.__dict__["_kept_sides"] = kept
        return kept[1]

    def _side_kept(self, seat: SeatShow, kind: str) -> int | None:
        """The spot a seat's tags (``kind`` "tags") or note ("note", "name") took earlier in
        the deal, tried first: a tag keeps its side through the deal and the show (they
        jumped from one side of a plate to the other at the deal's end, issue 38, window
        round 6)."""
        return self._sides_of_deal().get((seat.seat, kind))

    def _live_pins(self) -> tuple[dict, int]:
        """The shown hands' names put down in this deal whose words are still the seat's note
        (the rest let go), with the deal's number."""
        pins = self.__dict__.setdefault("_name_pins", {})
        deal = self.session.table.deal_number
        for s, pin in list(pins.items()):
            seat = self.seats[s] if 0 <= s < len(self.seats) else None
            if pin[0] != deal or seat is None or seat.note != pin[1] or seat.out or not seat.value:
                del pins[s]
        return pins, deal
