"""Draw Poker's table-top: nothing beyond the shared table, whose events are Draw Poker's
(the deal, the draw, the show); the hands follow the events, not the view."""

from __future__ import annotations

from typing import Any

from game.engine.core.events import Event

from .base import TableTop, register


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
        return ()

    def help_keys(self, mark, tail):
        return [mark,
                ("D", "draw the marked cards"),
                ("S", "with cards marked: stand pat all the same"),
                ("A  C  R", "throw in, call or come in, raise"),
                ("B  O  P", "bet, open, pass"),
                ("S  N  J  X", "straddle or show, no, jack, decline")] + tail
