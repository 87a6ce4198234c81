"""A guided deal in the window: its table, its players, and its save.

The window's session (:class:`game.ui.session.Session`) plays a guided deal through the
pieces here, so that what a save needs stays in one place:

* :func:`cast_of` the names and temperaments of the prepared deal's seats;
* :class:`Guided`: a prepared deal and its :class:`~.state.GuideState`, which makes the
  table's shuffles, wraps the computer players, and, when a save is resumed, lays the deal
  in progress out again.  The cards the person has not seen are left out of a save as they
  are in real play (:mod:`game.store.dealing`); a prepared deal's cards are the program's
  own data, so resuming gives each left-out card its prepared place again, and the deal
  goes on as prepared.  A guide the person has left resumes as any other game.

No pygame here.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from game.cards import Card
from game.engine import HouseRules, Table
from game.engine.registry import deal_class
from game.rulebook.guided import prepared_deal
from game.rulebook.guided.model import YOU, Prepared
from game.store.dealing import DealingShuffles
from game.store.saves import GameConfig, SavedGame

from .state import GuideState
from .players import ScriptedPlayer
from .shuffles import GuidedShuffles, lay_out


def cast_of(prepared: Prepared, person: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The names and temperaments of the seats, the person named ``person``."""
    names = tuple(person if n == YOU else n for n in prepared.names)
    temps = tuple(t for _, t in prepared.cast)
    return names, temps


class Guided:
    """A guided deal being played at a table (see the module docstring)."""

    def __init__(self, variant: str, state: GuideState | None = None) -> None:
        self.prepared = prepared_deal(variant)
        self.state = state or GuideState()
        self.after: Any = None
        """The game the person had set up before taking the guided deal (a ``GameConfig``),
        which *Play for real* deals; None: a game with the guided deal's own opponents.  Not
        kept in a save (a resumed guide plays for real with its own opponents)."""
        self.reseated = False
        """The guided deal took the place of a first table whose cut seated the players
        otherwise: its opening says the seats are set for it (not kept in a save)."""

    # ----------------------------------------------------------------- a new guided table
    def new_table(self, names: Sequence[str], house: HouseRules) -> tuple[Table, GuidedShuffles]:
        """The table of the guided deal, the seats as prepared (seat 0 deals first)."""
        from .run import house_of

        rng = GuidedShuffles(self.prepared.packs)
        table = Table(list(names), house_of(self.prepared, house), rng, self.prepared.variant, cut=False)
        self.state.first = table.deal_number + 1
        return table, rng

    def player(self, seat: int, own: Any) -> Any:
        """The computer player of ``seat``, playing the prepared moves while the guide lasts."""
        return ScriptedPlayer(self.prepared, self.prepared.names[seat], own, self.state)

    def leave(self, rng: Any, deal: int) -> None:
        """The person leaves the guide (or it has ended) at the table's deal ``deal``: the deal
        plays on as any other, and the next is shuffled as any other."""
        if self.state.left_at is None:
            self.state.left_at = deal
        self.state.left = True
        if isinstance(rng, GuidedShuffles):
            rng.stop()

    def teaching(self, deal: int) -> bool:
        """Whether the table's deal ``deal`` is one of the guide's: a prepared deal begun while
        the guide lasted.  Those teach, and count in no statistics (deals played, the chart,
        your play against the book); every deal begun after the guide ended or was left is the
        person's own, at this table or the next, and counts."""
        last = self.state.first + self.prepared.deals - 1
        if self.state.left:
            # (a save from before ``left_at`` was kept: its prepared deals are taken as taught)
            last = min(last, last if self.state.left_at is None else self.state.left_at)
        return self.state.first <= deal <= last

    # ----------------------------------------------------------------- saves
    def to_dict(self) -> dict[str, Any]:
        return {"variant": self.prepared.variant, "state": self.state.to_dict()}

    @classmethod
    def from_dict(cls, data: Any) -> Guided:
        """The guided deal a save carries; ``ValueError`` (or ``KeyError``) if it is not one."""
        if not isinstance(data, dict) or not isinstance(data.get("variant"), str):
            raise ValueError("the guided deal is not a record")
        return cls(data["variant"], GuideState.from_dict(data.get("state")))

    def _deal_in_progress(self, before: Table) -> int:
        """The guide's number of the deal that follows the table ``before`` (1: its first)."""
        return before.deal_number + 1 - self.state.first + 1

    def first_pack(self, before: Table) -> list[Card] | None:
        """The first pack of the deal in progress, as prepared (None: not a prepared deal)."""
        d = self._deal_in_progress(before)
        if self.state.left or not 1 <= d <= self.prepared.deals:
            return None
        pack_for = getattr(deal_class(self.prepared.variant), "pack_for", None)
        cards = list(pack_for(before) if pack_for else before.pack)
        lay_out(self.prepared.packs[d - 1][0], cards)
        return cards

    def shuffles(self, before: Table, stacked: list[list[Card]],
                 source: random.Random | None = None) -> DealingShuffles:
        """The generator of a resumed table: the deal in progress's packs, then the prepared
        packs still to come (none once the guide is left)."""
        if self.state.left:
            return DealingShuffles(stacked=stacked, source=source)
        d = self._deal_in_progress(before)
        rest = [list(p) for p in self.prepared.packs[d - 1][len(stacked):]] if 1 <= d <= self.prepared.deals else []
        later = [list(p) for p in self.prepared.packs[d:]] if d >= 1 else []
        return GuidedShuffles([rest, *later], stacked=stacked, source=source)


def guided_of(saved: SavedGame) -> Guided | None:
    """The guided deal a save carries (None for an ordinary game, or one not understood:
    it then resumes as any other game)."""
    if saved.guided is None:
        return None
    try:
        return Guided.from_dict(saved.guided)
    except (KeyError, ValueError, TypeError):
        return None


def guided_config(variant: str, person: str, house: HouseRules | None = None) -> GameConfig:
    """The configuration of a game's guided deal: its cast, the person named ``person``."""
    names, temps = cast_of(prepared_deal(variant), person)
    return GameConfig(names, temps, house or HouseRules(), None, variant=variant)


__all__ = ["Guided", "cast_of", "guided_config", "guided_of"]
