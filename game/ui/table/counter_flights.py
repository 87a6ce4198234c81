"""Counters in flight: the flyers that carry counters between the plates, the pool and the
kitty, and the counts the table draws meanwhile.  A count and the count its counters go to
change at one frame, when they land.  A part of :class:`~game.ui.table.director.Director`
(it reads and moves the scene's ``flyers``, ``tweens``, ``seats``, ``places``, ``pool`` and
``kitty``)."""

from __future__ import annotations

from typing import Any

from ..seating import POOL_SPOT, chip_spot
from ..tween import Tween, ease_in_out_cubic
from .show import Flyer


class CounterFlights:
    """Sends counters flying and says what the pool, the kitty and each plate show."""

    flyers: list[Flyer]
    tweens: Any
    seats: Any
    places: Any
    pool: int
    kitty: int

    def _fly(self, amount: int, start: tuple[float, float], dest: Any, delay: float = 0.0,
             duration: float = 0.42) -> None:
        if amount <= 0:
            return
        end = self._dest_point(dest)
        flyer = Flyer(amount, start[0], start[1], dest, source=self._source_of(start))
        self.flyers.append(flyer)

        def land() -> None:
            if flyer in self.flyers:
                self.flyers.remove(flyer)

        self.tweens.add(Tween(flyer, duration, x=end[0], y=end[1], easing=ease_in_out_cubic, delay=delay,
                              on_finish=land))

    def _source_of(self, start: tuple[float, float]) -> Any:
        """Whose count counters leaving ``start`` come from: the pool, a seat, or None."""
        if start == POOL_SPOT:
            return "pool"
        for seat in self.seats:
            if chip_spot(seat.place) == tuple(start):
                return seat.seat
        return None

    def _dest_point(self, dest: Any) -> tuple[float, float]:
        if dest == "pool":
            return POOL_SPOT
        if dest == "kitty":
            return (POOL_SPOT[0] - 120, POOL_SPOT[1] - 30)
        return chip_spot(self.places[dest])

    def _in_flight(self, dest: Any) -> int:
        return sum(f.amount for f in self.flyers if f.dest == dest)

    def _leaving(self, source: Any) -> int:
        return sum(f.amount for f in self.flyers if f.source == source)

    # A count and the count its counters go to change at one frame, when they land: the
    # plate keeps what is on its way to the pool and the pool what is on its way to a plate
    # (a plate read 77 while the pool still showed 21 for a second, issue 38, window round 5).
    def shown_pool(self) -> int:
        """The pool as drawn: what has landed in it, and what has not yet left it."""
        return max(0, self.pool - self._in_flight("pool") + self._leaving("pool"))

    def shown_kitty(self) -> int:
        """The kitty as drawn: what has landed in it (it showed its new count while its
        counters were still on the way from the pool, issue 38)."""
        return max(0, self.kitty - self._in_flight("kitty"))

    def shown_stack(self, seat: int) -> int:
        """A seat's counters as drawn: what has landed on its plate, and what has not yet left it."""
        return max(0, self.seats[seat].stack - self._in_flight(seat) + self._leaving(seat))
