"""A phone guest's seat: who he is, the token his phone keeps, and whether a phone is there.
Its own module, below the lobby that keeps the seats and the messages and recaps that read
them."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field


@dataclass
class PhoneSeat:
    """A phone guest: the name, the group, the token the phone keeps, and presence."""

    name: str
    group: str = "red"
    token: str = field(default_factory=lambda: secrets.token_urlsafe(18))
    joined: bool = False
    """A phone has taken this seat (with the code)."""
    connections: int = 0
    hidden: int = 0
    """How many of his open pages say they are out of sight (the phone put down with the
    page open, another tab in front)."""
    away: bool = False
    """Acted for (timed out, or the host's choice) until the phone acts again."""
    missed: int = 0
    """His turns run out in a row since he last acted (or the round began)."""
    late: str = ""
    """A guest who came after the seats were drawn: ``asked`` (waiting for the host) or
    ``seated`` (the host seats him from the next round); empty for everyone else.  The
    host's list says ``too late`` for one who asked in the last round (no round is left)."""

    @property
    def in_sight(self) -> bool:
        """A page of his is open and in sight: a turn run out there is a glance away, not a
        guest gone (round 11 of issue 37)."""
        return self.connections > self.hidden

    def missed_turn(self) -> bool:
        """One of his turns has run out: whether he is now away, acted for until his phone
        acts again.  With his page open and in sight he is away from the second turn missed
        in a row; with none in sight, from the first (round 11 of issue 37: one missed turn
        made an open phone away, and his next turn was thrown in with no clock)."""
        self.missed += 1
        return self.missed >= 2 or not self.in_sight
