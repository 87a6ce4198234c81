"""A seat asked for from a fresh phone, when no host's screen is there to ask (``party --serve``).

A guest on a new phone who taps his own name asks for his seat, still held by his first
phone.  The host's window asks the host (Y or N).  Without a window nobody would ever
answer (round 12 of issue 37: "Asking the host... wait here, his screen says so", forever),
so here the request is printed on the terminal and "y" or "n" is read on the standard
input when there is one, and whatever the terminal the seat moves by itself once the first
phone has no page open and in sight (closed, put away, or acted for as away), or after
:data:`HAND_OVER_AFTER` seconds at the most, the first phone told that its seat moved.
The words the phones are sent say which of the two evenings they are in."""

from __future__ import annotations

import os
import select
import sys
import time
from typing import Callable, Protocol

from .seat import PhoneSeat

HAND_OVER_AFTER = 30.0
"""Seconds a seat asked for waits, with no answer and its first phone still in sight,
before it moves by itself (a guest with his phone in his hand has that long to object,
by speaking to the host)."""


class AskingNight(Protocol):
    seats: dict[str, PhoneSeat]
    seat_asks: dict[str, str]

    def answer_ask(self, name: str, yes: bool) -> None: ...


def asking_words(name: str, host_screen: bool) -> tuple[str, str]:
    """The asking phone's title and words while it waits for the seat."""
    if host_screen:
        return "Asking the host", (f"{name}'s seat is on another phone. The host has been asked to hand it "
                                   "to this phone: wait here, his screen says so.")
    return "Your seat is on its way", (
        f"{name}'s seat is on another phone. Wait here: the seat comes to this phone when that phone "
        f"is closed or put away, or in {HAND_OVER_AFTER:g} seconds at the most.")


def moved_words(host_screen: bool) -> str:
    """The first phone's words when its seat has moved to the phone that asked for it."""
    if host_screen:
        return ("Your seat has moved to another phone: the host handed it over when you asked "
                "from there. Carry on playing on that phone.")
    return ("Your seat has moved to another phone, which asked for it. Carry on playing on that "
            "phone; if that was not you, speak to the host.")


class TerminalLines:
    """Lines typed on the standard input, read without waiting (none once it has ended, or
    when there is no input at all)."""

    def __init__(self) -> None:
        self.open = sys.stdin is not None
        self._seen = b""

    def take(self) -> list[str]:
        if not self.open:
            return []
        try:
            fd = sys.stdin.fileno()
            ready, _, _ = select.select([fd], [], [], 0)
            if not ready:
                return []
            chunk = os.read(fd, 4096)
        except (OSError, ValueError, AttributeError):
            self.open = False
            return []
        if not chunk:  # the end of the input: nothing more will come
            self.open = False
        self._seen += chunk
        *lines, self._seen = self._seen.split(b"\n")
        return [ln.decode("utf-8", "replace") for ln in lines]


class Handovers:
    """The seat asks of an evening served without a window, decided (see the module
    docstring).  :meth:`tick` runs on the server's thread, with the lines typed since."""

    def __init__(self, night: AskingNight, terminal: bool, wait: float = HAND_OVER_AFTER,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.night = night
        self.terminal = terminal
        self.wait = wait
        self.clock = clock
        self.since: dict[str, float] = {}  # an ask's key -> when it was first seen

    def tick(self, lines: list[str]) -> list[str]:
        """Answers the asks that can be answered now; returns the lines for the terminal."""
        night, now, out = self.night, self.clock(), []
        asks = dict(night.seat_asks)
        for key in [k for k in self.since if k not in asks.values()]:
            del self.since[key]  # answered, or the asking phone went away
        for name, key in asks.items():
            if key not in self.since:
                self.since[key] = now
                how = "type y and Enter to hand it over, or n to keep it on his first phone; " if self.terminal else ""
                out.append(f"{name} asks for his seat from another phone: {how}it moves by itself once "
                           f"his first phone is closed or put away, or in {self.wait:g} s.")
        waiting = sorted(asks, key=lambda n: self.since[asks[n]])
        for line in lines:
            word = line.strip().lower()
            if waiting and word in ("y", "yes", "n", "no"):
                name = waiting.pop(0)  # the oldest ask is the one answered
                night.answer_ask(name, word.startswith("y"))
                out.append(f"{name}'s seat " + ("moved to his new phone." if word.startswith("y")
                                                 else "stays on his first phone."))
        for name in waiting:
            seat = night.seats.get(name)
            if seat is None:
                continue
            if not seat.in_sight or seat.away:
                night.answer_ask(name, True)
                out.append(f"{name}'s seat moved to his new phone: his first phone is closed or put away.")
            elif now - self.since[asks[name]] >= self.wait:
                night.answer_ask(name, True)
                out.append(f"{name}'s seat moved to his new phone: {self.wait:g} s went by with no answer.")
        return out
