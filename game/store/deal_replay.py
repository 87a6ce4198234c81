"""What lays a finished deal out again, for a hand history's ``replay`` key.

A hand-history line tells a deal as the referee saw it; the ``replay`` key adds what the
review of the deal (:mod:`game.coach`) needs to deal it again, seat by seat: the table as it
stood before the deal (:meth:`Table.snapshot`), the packs the deal was dealt from in the
order they were shuffled, the actions in order, and the players' temperaments when known.

No file may hold anything that predicts a card not yet seen, and no seed is written: the
packs are written with :func:`~game.store.dealing.mask`, every card that no seat was dealt or
shown (the cards of the ``cards`` and ``widow`` keys, the retourne) written as a label.  A
reader gives each label a card none of those is (:func:`~game.store.dealing.unmask`); the
cards nobody held cannot change what anyone did.

To know the packs, the table must shuffle through a :class:`DealingShuffles`:
:meth:`ReplayKeeper.before_deal` puts one in front of the table's generator (shuffling with
it, so a duplicate deal stays duplicate) and takes the snapshot; it is called just before
``table.start_deal()``.  :meth:`ReplayKeeper.replay` then gives the key for the record of the
deal just finished.
"""

from __future__ import annotations

from typing import Any, Sequence

from game.cards import Card
from game.engine import Table

from .dealing import DealingShuffles, mask

CARD_KEYS = ("retourne", "under_retourne")
"""Single cards a record names outside ``cards`` and ``widow``: turned up for all to see."""


def seen_in_record(rec: dict[str, Any]) -> set[Card]:
    """Every card a hand-history record shows: the seats' cards, the widow, the retourne."""
    seen: set[Card] = set()

    def walk(value: Any) -> None:
        if isinstance(value, str):
            try:
                seen.add(Card.parse(value))
            except ValueError:
                pass  # a word, not a card ("face_up" holds a bool; a round holds a number)
        elif isinstance(value, list):
            for v in value:
                walk(v)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)

    walk(rec.get("cards", {}))
    walk(rec.get("widow", {}))
    for key in CARD_KEYS:
        if isinstance(rec.get(key), str):
            walk(rec[key])
    return seen


class ReplayKeeper:
    """Keeps, deal by deal, what a hand history's ``replay`` key holds."""

    def __init__(self) -> None:
        self.before: dict[str, Any] | None = None
        self.rng: DealingShuffles | None = None
        self.table: Table | None = None
        self._start = 0
        self.temperaments: tuple[str, ...] = ()

    def before_deal(self, table: Table, temperaments: Sequence[str] = ()) -> None:
        """Call just before ``table.start_deal()``: the snapshot, and the packs from here on.
        ``temperaments``: each seat's player, in seat order, when known."""
        rng = table.rng
        if not isinstance(rng, DealingShuffles):
            rng = table.rng = DealingShuffles(source=rng)
        rng.new_deal()
        self.rng = rng
        self.table = table
        self.before = table.snapshot()
        self._start = len(table.actions) if table.keep_actions else 0
        self.temperaments = tuple(temperaments)

    def replay(self, rec: dict[str, Any]) -> dict[str, Any] | None:
        """The ``replay`` key for ``rec``, the record of the deal just finished (None when
        :meth:`before_deal` was not called for it)."""
        if self.before is None or self.table is None or self.rng is None:
            return None
        actions = list(self.table.actions[self._start:])
        packs, acts = mask(self.rng.packs, actions, seen_in_record(rec))
        out: dict[str, Any] = {"before": self.before, "packs": packs, "actions": acts}
        if self.temperaments:
            out["temperaments"] = list(self.temperaments)
        self.before = None
        return out

