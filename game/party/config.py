"""What the host sets up: the guests, the groups, the tables, the stakes, the end."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from typing import Any

from game.engine import HouseRules

from .guests import DEFAULT_GROUP_NAMES, GROUPS, Guest, GuestError, check_guests
from .plan import END_SIZE, MAX_SIZE, MAX_TABLES, MIN_SIZE, PlanError, plan_tables

MODES = ("play", "real")  # at this computer (computer players and hot-seat humans), or real cards
BOOBY_BY = ("counters", "yellow")


class ConfigError(ValueError):
    """A setup that cannot make an evening; the message says why, for the host."""


def parse_clock(text: str) -> tuple[int, int]:
    """'23:30' -> (23, 30); raises :class:`ConfigError`."""
    try:
        hh, mm = text.strip().split(":")
        h, m = int(hh), int(mm)
    except ValueError:
        raise ConfigError(f"a clock time is written HH:MM, not {text!r}") from None
    if not (0 <= h < 24 and 0 <= m < 60):
        raise ConfigError(f"no such time of day: {text!r}")
    return h, m


def end_moment(clock: str, start: _dt.datetime) -> _dt.datetime:
    """The first moment at ``clock`` after ``start`` (tomorrow if it has passed today)."""
    h, m = parse_clock(clock)
    moment = start.replace(hour=h, minute=m, second=0, microsecond=0)
    if moment <= start:
        moment += _dt.timedelta(days=1)
    return moment


@dataclass
class PartyConfig:
    """Everything that decides an evening, given the seed and the players' actions."""

    guests: list[Guest]
    sizes: list[int] | None = None  # table sizes, head first; None: planned from the number
    group_names: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_GROUP_NAMES))
    stake: int = 50
    blind: int = 1
    limit: int = 5
    rounds: int | None = 20  # end after this many rounds ...
    end_at: str | None = None  # ... or at the first round's end after this clock time (HH:MM)
    mode: str = "play"
    seed: int | None = 0
    """A repeatable evening's seed (the command line's ``--seed``, tests); None in real play,
    where every choice comes from the OS's secure source and no seed is kept anywhere."""
    one_prize_each: bool = True
    booby_by: str = "counters"
    house_extra: dict[str, Any] = field(default_factory=dict)  # other house rules, by name
    added: list[int] = field(default_factory=list)
    """Seats added at each table (head first) for guests who came after the seats were
    drawn (:meth:`~.evening.Evening.seat_late`); the tables began without them."""

    def __post_init__(self) -> None:
        if self.sizes is None:
            try:
                self.sizes = plan_tables(len(self.guests))
            except PlanError as exc:
                raise ConfigError(str(exc)) from None
        self.check()

    def check(self) -> None:
        """Raise :class:`ConfigError` if the evening cannot be played."""
        try:
            check_guests(self.guests)
        except GuestError as exc:
            raise ConfigError(str(exc)) from None
        sizes = self.sizes or []
        if len(sizes) < 2 or len(sizes) > MAX_TABLES:
            raise ConfigError(f"an evening has 2 to {MAX_TABLES} tables, not {len(sizes)}")
        added = list(self.added) + [0] * (len(sizes) - len(self.added))
        if len(added) != len(sizes) or any(a < 0 for a in added):
            raise ConfigError("the seats added for late guests do not match the tables")
        if sizes[0] - added[0] != END_SIZE or sizes[-1] - added[-1] != END_SIZE:
            raise ConfigError("the head and booby tables start with four players each")
        if any(not MIN_SIZE <= n <= MAX_SIZE for n in sizes):
            raise ConfigError("every table has four to seven players")
        if sum(sizes) != len(self.guests):
            raise ConfigError(f"{len(self.guests)} players for {sum(sizes)} seats")
        if self.mode not in MODES:
            raise ConfigError(f"the mode is play or real, not {self.mode!r}")
        if self.mode == "real" and any(g.kind != "guest" for g in self.guests):
            raise ConfigError("with real cards every player is a guest at a real table")
        if self.mode == "play" and any(g.kind == "guest" for g in self.guests):
            raise ConfigError("at this computer each player is a human or a computer player")
        if self.booby_by not in BOOBY_BY:
            raise ConfigError(f"the booby prize goes by counters or yellow, not {self.booby_by!r}")
        if self.stake < 1:
            raise ConfigError("the stake must be at least one counter")
        if self.rounds is None and self.end_at is None:
            raise ConfigError("the evening must end after some rounds or at a time")
        if self.rounds is not None and self.rounds < 1:
            raise ConfigError("an evening has at least one round")
        if self.end_at is not None:
            parse_clock(self.end_at)
        for key in GROUPS:
            if not str(self.group_names.get(key, "")).strip():
                raise ConfigError("each group needs a name")
        try:
            self.house()
        except ValueError as exc:
            raise ConfigError(str(exc)) from None

    def house(self) -> HouseRules:
        """The house rules at every table: the party's stakes, no jack pots, no freeze-out
        or table stakes (the fresh stake from the banker is the party's way)."""
        base = HouseRules().with_(**self.house_extra) if self.house_extra else HouseRules()
        return base.with_(blind=self.blind, limit=self.limit, buy_in=self.stake, jack_pots=False,
                          table_stakes=False, freeze_out=False, decline_to_show=False)

    @property
    def players(self) -> int:
        return len(self.guests)

    def group_name(self, key: str) -> str:
        return self.group_names.get(key, key)

    def to_dict(self) -> dict[str, Any]:
        return {"guests": [g.to_dict() for g in self.guests], "sizes": list(self.sizes or []),
                "group_names": dict(self.group_names), "stake": self.stake, "blind": self.blind,
                "limit": self.limit, "rounds": self.rounds, "end_at": self.end_at,
                "mode": self.mode, **({} if self.seed is None else {"seed": self.seed}),
                "one_prize_each": self.one_prize_each,
                "booby_by": self.booby_by, "house_extra": dict(self.house_extra),
                **({"added": list(self.added)} if any(self.added) else {})}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PartyConfig:
        return cls(guests=[Guest.from_dict(g) for g in d["guests"]], sizes=list(d["sizes"]),
                   group_names=dict(d.get("group_names") or DEFAULT_GROUP_NAMES),
                   stake=int(d.get("stake", 50)), blind=int(d.get("blind", 1)),
                   limit=int(d.get("limit", 5)), rounds=d.get("rounds"), end_at=d.get("end_at"),
                   mode=d.get("mode", "play"),
                   seed=None if d.get("seed") is None else int(d["seed"]),
                   one_prize_each=bool(d.get("one_prize_each", True)),
                   booby_by=d.get("booby_by", "counters"),
                   house_extra=dict(d.get("house_extra") or {}),
                   added=[int(x) for x in d.get("added") or []])

    def summary(self) -> dict[str, str]:
        """The evening's settings as a person reads them (for the rules screen)."""
        end = []
        if self.rounds is not None:
            end.append(f"after {self.rounds} rounds")
        if self.end_at is not None:
            end.append(f"at {self.end_at}")
        return {
            "Players": f"{self.players} at {len(self.sizes or [])} tables ({', '.join(map(str, self.sizes or []))})",
            "Groups": f"{self.group_name('red')} (red) and {self.group_name('blue')} (blue)",
            "Stakes": f"{self.stake} counters each; blind {self.blind}, limit {self.limit}",
            "The end": " or ".join(end),
            "Booby prize": "fewest counters" if self.booby_by == "counters" else "fewest yellow counters",
            "Prizes": "one to a guest" if self.one_prize_each else "a guest may take several",
            "Cards": "real cards at real tables" if self.mode == "real" else "dealt by the computer",
        }
