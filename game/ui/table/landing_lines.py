"""A move's words told when its counters land: the log's line and the caption for a stake or
a move that puts counters up ("Captain Highwater comes in, putting up 2 counters") wait for
those counters to reach the pool, so that the plate and the pool read what the line says the
moment it appears (issue 38, window round 8: the line stood while his plate still read 100
and the pool 3).  The window never waits on them: an event with counters of its own plays on
as before (its line keeps its order by landing after the last), and any other event is
shown once the lines before it are told, the flight's fraction of a second later (a line
told ahead of its counters would be the fault again).  A part of
:class:`~game.ui.table.director.Director`."""

from __future__ import annotations

from typing import Any

from game.engine.core.events import Acted, Event, Staked


def puts_counters(event: Event) -> bool:
    """Whether ``event`` sends counters of a seat's to the pool: a move or a stake put up."""
    if isinstance(event, Acted):
        return bool(event.put)
    return isinstance(event, Staked) and event.amount > 0


class LandingLines:
    """Holds the lines whose counters are still on their way (reads the scene's state)."""

    def lands_later(self, event: Event) -> bool:
        """Whether ``event``'s line waits for its counters: a stake or a move with counters
        put up, shown with its flight (not a replay shown at once)."""
        if getattr(self, "_instant", False):
            return False
        return puts_counters(event)

    def tell_on_landing(self, before: int, caption: str, parts: tuple[str, str],
                        note: tuple[Any, str | None] = (None, None)) -> None:
        """After the event's handler: its line (and the caption it set) kept until the last
        of the counters it sent to the pool (those after ``before`` in the flights) lands;
        the caption meanwhile the one before it (``caption``).  The plate's words for the move
        wait with them (``note``: the seat and its words before the event): "called 5" or
        "ready money" was written while its counters still flew (window round 9)."""
        flying = [f for f in self.flyers[before:] if f.dest == "pool"]  # type: ignore[attr-defined]
        if not flying:
            self.log.add(parts[0], "line", parts[1])  # type: ignore[attr-defined]
            return
        seat, old = note
        plate = None
        if isinstance(seat, int) and old is not None:
            shown = self.seats[seat]  # type: ignore[attr-defined]
            if shown.note != old:
                plate = (shown, old, shown.note)
                shown.note = old
        waiting: list[Any] = self.__dict__.setdefault("_landing", [])
        waiting.append((flying[-1], parts, self.caption, caption, plate))  # type: ignore[attr-defined]
        self.caption = caption

    def may_play(self, queued: Any) -> bool:
        """Whether the next event may be shown now: no line waits for its counters, or the
        event's own line waits for its counters too (told after those before it)."""
        if not self.__dict__.get("_landing"):
            return True
        if getattr(queued, "instant", False):
            return True
        return puts_counters(queued.event)

    def land_lines(self, every: bool = False) -> None:
        """Tell the lines whose counters have landed (``every``: all still waiting, in order,
        before the next event is shown)."""
        waiting = self.__dict__.get("_landing")
        while waiting and (every or waiting[0][0] not in self.flyers):  # type: ignore[attr-defined]
            _, parts, said, before, plate = waiting.pop(0)
            self.log.add(parts[0], "line", parts[1])  # type: ignore[attr-defined]
            if plate is not None and plate[0].note == plate[1]:  # (nothing has said more since)
                plate[0].note = plate[2]
            if self.caption == before:  # (nothing has said more since)
                self.caption = said
