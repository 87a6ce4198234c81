"""Draw Poker's table-top: nothing beyond the shared table, whose events are Draw Poker's
(the deal, the draw, the show); the hands follow the events, not the view."""

from __future__ import annotations

from typing import Any

from game.engine.core.events import Event

from .base import TableTop, register

DEALS_ONLY = "deals only"
"""The tag on the dealer's plate at eight, who takes no cards (Law 1)."""


@register("draw")
class DrawTop(TableTop):
    follows_view = False

    def on_event(self, event: Event) -> None:
        pass

    @classmethod
    def stakes_words(cls, house: Any, variant: str) -> str:
        return (f"blind {house.blind}, ante {house.ante}, limit {house.limit}; "
                f"{house.starting_counters} counters each")

    def sync(self) -> None:
        pass

    def tags(self, seat: int) -> tuple[str, ...]:
        # At eight the dealer takes no cards (Foster, "Players"; Law 1): his plate says why he
        # has none (issue 38, window round 8: nothing said it).
        scene = self.scene
        if seat == getattr(scene, "dealer", None) and not scene.seats[seat].in_deal and self._deals_only():
            return (DEALS_ONLY,)
        return ()

    def _deals_only(self) -> bool:
        """Whether this deal's dealer takes no cards for the table's eight (not for want of
        counters): the house rule, eight seated, he alone left out."""
        scene = self.scene
        return bool(scene.session.table.house.dealer_out_with_eight and len(scene.seats) == 8
                    and sum(not s.in_deal for s in scene.seats) == 1)

    def deal_started(self) -> None:
        """The first deal whose dealer takes no cards says why in the log, once."""
        super().deal_started()
        scene = self.scene
        if getattr(self, "_told_deals_only", False) or not self._deals_only():
            return
        self._told_deals_only = True
        out = next(s.seat for s in scene.seats if not s.in_deal)
        who, verb = ("You", "deal") if out == scene.me else (scene.session.names[out], "deals")
        scene.log.add(f"{who} {verb} only: with eight at the table the dealer takes no cards.", "line", "Law 1")

    def help_keys(self, mark, tail):
        return [mark,
                ("D", "draw the marked cards"),
                ("S", "with cards marked: stand pat all the same"),
                ("A  C  R", "throw in, call or come in, raise"),
                ("B  O  P", "bet, open, pass"),
                ("S  N  J  X", "straddle or show, no, jack, decline")] + tail
