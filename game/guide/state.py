"""The bookkeeping a save keeps of a guided deal: :class:`GuideState`.

What the guide has said, what the person has seen happen, whether the deal is still the
prepared one, and the note on show: written with the game (:mod:`game.guide.resume`) and read
back, checked, so that a guided deal resumes mid-way where it was left.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .notes import Note


@dataclass
class GuideState:
    """What the guide has done so far: kept by a save, so a guided deal resumes mid-way."""

    first: int = 1
    """The table's number of the guide's first deal."""
    said: list[str] = field(default_factory=list)
    """The moments said, in order."""
    on_line: bool = True
    """The person has made every move the book would."""
    left: bool = False
    """The person left the guide (Esc), or it ended: the table plays on normally."""
    told: list[str] = field(default_factory=list)
    """The kinds of opponent's move already explained once (later ones are said in passing)."""
    asked: list[list[int]] = field(default_factory=list)
    """The person's turns already spoken to: [deal, decision]."""
    showing: dict[str, Any] | None = None
    """The note the window shows now (its fields), shown again when a save is resumed."""
    happened: list[str] = field(default_factory=list)
    """The moments whose event the person has seen happen, said or not (the end's summary
    counts them seen)."""
    left_at: int | None = None
    """The table's deal in progress (or just over) when the guide was left (None: not left, or a
    save from before it was kept).  The guide's deals up to it are teaching, and counted in no
    statistics; every later deal is the person's own (:meth:`game.guide.resume.Guided.teaching`)."""
    came: list[str] = field(default_factory=list)
    """The moments with events of their own (a moment's ``seen``) one of which has come: only
    these of them the summary counts seen (said is not enough)."""
    shown: list[str] = field(default_factory=list)
    """The hands shown in the guide's deals, as the table named them ("a point of 21"): the
    end's summary counts what they are as met (:meth:`Guide.summary`)."""
    taught: list[str] = field(default_factory=list)
    """The moments whose ``teach`` words have been said (once each, on the prepared way or not)."""
    accounted: list[str] = field(default_factory=list)
    """The moments a deal ended without, accounted for in a sentence at its end (once each)."""
    met: list[str] = field(default_factory=list)
    """The things the game holds (titles) the person has come to, his way, and been told of
    at his turn: no longer listed at the end among what the game still holds."""

    def to_dict(self) -> dict[str, Any]:
        return {"first": self.first, "said": list(self.said), "on_line": self.on_line,
                "left": self.left, "told": list(self.told), "asked": [list(a) for a in self.asked],
                "showing": dict(self.showing) if self.showing else None,
                "happened": list(self.happened), "left_at": self.left_at, "came": list(self.came),
                "shown": list(self.shown), "taught": list(self.taught),
                "accounted": list(self.accounted), "met": list(self.met)}

    @classmethod
    def from_dict(cls, data: Any) -> GuideState:
        if not isinstance(data, dict):
            raise ValueError("the guide's state is not a record")
        first = data.get("first", 1)
        if isinstance(first, bool) or not isinstance(first, int) or first < 1:
            raise ValueError("the guide's first deal is not a deal")

        def strings(key: str) -> list[str]:
            v = data.get(key) or []
            if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                raise ValueError(f"the guide's {key} are not words")
            return list(v)

        asked = data.get("asked") or []
        if not isinstance(asked, list) or not all(
                isinstance(a, list) and len(a) == 2 and all(type(x) is int for x in a) for a in asked):
            raise ValueError("the guide's turns are not numbers")
        showing = data.get("showing")
        if showing is not None:
            if not isinstance(showing, dict) or set(showing) != set(Note.__dataclass_fields__) \
                    or not isinstance(showing.get("text"), str):
                raise ValueError("the guide's note is not a note")
        left_at = data.get("left_at")
        if left_at is not None and (isinstance(left_at, bool) or not isinstance(left_at, int) or left_at < 0):
            raise ValueError("the deal the guide was left at is not a deal")
        return cls(first, strings("said"), bool(data.get("on_line", True)), bool(data.get("left", False)),
                   strings("told"), [list(a) for a in asked], showing, strings("happened"), left_at,
                   strings("came"), strings("shown"), strings("taught"),
                   strings("accounted"), strings("met"))
