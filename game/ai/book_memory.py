"""What the book's player remembers of the deal in progress, and the note of each deal that
a tournament reports (its bluff, and how the deal ended for it)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import Phase

from .reading import Draw, Holding


@dataclass
class DealNote:
    """What the player did in one deal that a tournament reports: its bluff and its end."""

    deal: int
    position: str = ""
    """Where it sat: ``first``, ``middle``, ``dealer``, ``age`` or ``jack``."""
    bluff: str | None = None
    """``pat`` or ``one card``: the bluff it planned, if any."""
    bluff_end: str | None = None
    """``not called`` (won without a show), ``called, won``, ``called, lost``, ``laid down``."""


@dataclass
class _Deal:
    """The player's private memory of the deal in progress."""

    number: int
    holding: Holding | None = None
    plan: Draw | None = None
    varied: dict[str, bool] = field(default_factory=dict)
    """Its choices made for variety this deal ("hold kicker": yes), each made once a deal."""
    bluff: str | None = None
    gave_up: bool = False
    raises: dict[Phase, int] = field(default_factory=dict)
    bobtail_paid_ok: bool = True
    bluff_raised: tuple[int, ...] = ()
    """The seats its planned bluff raise after the draw was made against."""
    history_seen: int = 0
    note: DealNote = field(init=False)

    def __post_init__(self) -> None:
        self.note = DealNote(self.number)
