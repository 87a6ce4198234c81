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
    away: bool = False
    """Acted for (timed out, or the host's choice) until the phone acts again."""
    late: str = ""
    """A guest who came after the seats were drawn: ``asked`` (waiting for the host) or
    ``seated`` (the host seats him from the next round); empty for everyone else.  The
    host's list says ``too late`` for one who asked in the last round (no round is left)."""
