"""What the host decides about the guests' phones for an evening: how long a guest has to
act, what happens then, and the pace of the tables.  Its own module, below the night and
its lobby and log, which all read it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

POLICIES = ("abandon", "computer")


@dataclass
class NightSettings:
    """What the host decides about phones: how long a guest has, and what happens then."""

    timeout: float = 60.0
    """Seconds a phone guest has to act before he is acted for."""
    policy: str = "abandon"
    """``abandon``, or ``computer``: a computer player stands in until the guest is back."""
    temperament: str = "good"
    """The stand-in's temperament (``computer`` policy)."""
    pace: float = 0.9
    """Seconds between two computer players' actions at a table."""
    between: float = 12.0
    """Seconds the moves are shown before the next round."""
    linger: float = 600.0
    """Seconds the prizes stay served after the evening (``--serve``): long enough for a
    guest who looks again at his phone at the end of a party (round 14 of issue 37: 30 s
    left a "connection refused" page)."""
    draw: float = 0.0
    """Seconds the seating draw may take on the host's window before the first deal (the
    window ends it sooner when its draw is over, :meth:`PhoneNight.drawn`); 0: no draw shown."""
    port: int | None = None
    """The port the phones were served on (kept so that ``--serve --resume`` serves there
    again and the phones, which look at that port, come back by themselves); None: not known."""
    bind: str | None = None
    """The address served on, with ``port``."""

    def to_dict(self) -> dict[str, Any]:
        return {"timeout": self.timeout, "policy": self.policy, "temperament": self.temperament,
                "pace": self.pace, "between": self.between,
                "linger": self.linger, "draw": self.draw,
                **({"port": self.port} if self.port else {}), **({"bind": self.bind} if self.bind else {})}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> NightSettings:
        s = cls()
        for key in ("timeout", "pace", "between", "linger", "draw"):
            if isinstance(d.get(key), (int, float)):
                setattr(s, key, float(d[key]))
        if d.get("policy") in POLICIES:
            s.policy = d["policy"]
        if isinstance(d.get("temperament"), str):
            s.temperament = d["temperament"]
        port = d.get("port")  # (a file from before the port was kept has none: the default then)
        if isinstance(port, int) and not isinstance(port, bool) and 0 < port < 65536:
            s.port = port
        if isinstance(d.get("bind"), str) and d["bind"]:
            s.bind = d["bind"]
        return s
