"""Statistics kept between runs: deals played and won, counters over time, results by opponent."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .jsonfile import read_json, write_json

CURRENT = 1


@dataclass
class Statistics:
    """The player's record over every game."""

    deals: int = 0
    won: int = 0
    counters: list[int] = field(default_factory=list)
    """The player's net result after each deal, across games (for the chart)."""
    opponents: dict[str, dict[str, int]] = field(default_factory=dict)
    """By opponent: ``shows`` (deals both were in the call), ``won`` and ``lost`` of those."""

    def record(self, history: dict[str, Any], seat: int, names_to_key: dict[int, str]) -> None:
        """Add one hand-history record for the player at ``seat``."""
        self.deals += 1
        paid = sum(p["paid"].get(str(seat), 0) for p in history["pools"])
        if paid:
            self.won += 1
        me = history["seats"][seat]
        last = self.counters[-1] if self.counters else 0
        self.counters.append(last + me["end"] - me["start"])
        self.counters = self.counters[-2000:]
        shown = history["shown"]
        if seat not in shown:
            return
        winners = {w for p in history["pools"][:1] for w in p["winners"]}
        for other in shown:
            if other == seat or other not in names_to_key:
                continue
            rec = self.opponents.setdefault(names_to_key[other], {"shows": 0, "won": 0, "lost": 0})
            rec["shows"] += 1
            if seat in winners and other not in winners:
                rec["won"] += 1
            elif other in winners and seat not in winners:
                rec["lost"] += 1

    def to_dict(self) -> dict[str, Any]:
        return {"version": CURRENT, "deals": self.deals, "won": self.won,
                "counters": self.counters, "opponents": self.opponents}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Statistics:
        return cls(int(data.get("deals", 0)), int(data.get("won", 0)),
                   [int(x) for x in data.get("counters", [])],
                   {str(k): {kk: int(vv) for kk, vv in v.items()}
                    for k, v in data.get("opponents", {}).items()})


def load_stats(path: Path) -> tuple[Statistics, str | None]:
    """The statistics, or fresh ones (with a message when the file was damaged)."""
    data, problem = read_json(path)
    if data is None:
        return Statistics(), problem
    try:
        return Statistics.from_dict(data), None
    except (TypeError, ValueError, AttributeError) as exc:
        return Statistics(), f"statistics could not be read ({exc}); starting afresh"


def save_stats(path: Path, stats: Statistics) -> None:
    write_json(path, stats.to_dict())
