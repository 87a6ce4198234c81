"""The deals in progress, saved beside the evening so that a host restart loses nothing.

The evening itself is saved after every table's deal and every round
(:meth:`game.party.Evening.save`); between those saves this file keeps, for each table
still dealing, the deals of this round so far, and the phones' code and tokens.

Hidden information (SPEC "A seat's view"): real evenings shuffle from the OS's secure source
and keep no seed, so a deal cannot be made again from anything written down.  Each deal is
kept as its packs and actions with every card no guest at the table has seen replaced by a
label (:func:`game.store.dealing.mask`): the cards in a human guest's own hand, the cards he
threw away and the cards shown stay; a computer player's cards and the stock do not.
Restarting gives the labels cards from those no one has seen, drawn afresh from the secure
source (:func:`lay_out`), and plays the actions again, so every guest finds his seat, his
cards and every counter where they were; the phones, which keep their tokens, reconnect.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

from game.cards import Card
from game.engine import Action, ActionKind
from game.store.dealing import DealingShuffles, cards_in, mask, unmask
from game.store.jsonfile import write_text_atomic

from .settings import NightSettings

if TYPE_CHECKING:
    from game.party import TableDeal


FORMAT = "parlour-poker-phones"
VERSION = 2  # version 1 kept the actions only, to be played again from a seeded evening
FILE_NAME = "phones.json"
LAY_OUT_TRIES = 8
"""How many fresh draws of the unseen cards are tried before a table's round is dealt again
from its start (a draw that the saved actions cannot be played on)."""

MaskedDeal = dict[str, list[Any]]


@dataclass
class TableLog:
    """One table's deals this round: those over (masked when they ended), and the deal in
    progress: the events it started at, and its actions seat by seat in order."""

    shuffles: DealingShuffles
    done: list[MaskedDeal] = field(default_factory=list)
    actions: list[tuple[int, Action]] = field(default_factory=list)
    start: int | None = None  # the index in the table's events where the deal in progress began
    whys: dict[int, str] = field(default_factory=dict)
    """The actions (by their place in ``actions``) taken for an absent guest, and why
    (``timeout`` or ``away``): kept so that a resumed log still says "Time ran out, so you
    did not straddle", not "You do not straddle" (play-test round 7)."""

    def add(self, seat: int, action: Action, why: str = "") -> None:
        if why:
            self.whys[len(self.actions)] = why
        self.actions.append((seat, action))

    def new_deal(self, deal: TableDeal) -> None:
        """``deal`` is about to deal again (a deal nobody came into is dealt again)."""
        if self.start is not None:
            self.done.append(self.masked(deal))
        self.shuffles.new_deal()
        self.actions = []
        self.whys = {}
        self.start = len(deal.events)

    def masked(self, deal: TableDeal) -> MaskedDeal:
        """The deal in progress with every card no human guest at the table has seen labelled."""
        humans = [s for s, p in enumerate(deal.players) if p is None]
        seen: set[Card] = set()
        for event in deal.events[self.start or 0:]:
            if event.visible_to(None) or any(event.visible_to(s) for s in humans):
                cards_in(event, seen)
        if deal.engine.deal is not None:
            for s in humans:
                cards_in(deal.engine.view(s), seen)
        packs, actions = mask(self.shuffles.packs, self.actions, seen)
        out: MaskedDeal = {"packs": packs, "actions": actions}
        if self.whys:
            out["why"] = [[i, w] for i, w in sorted(self.whys.items())]
        return out

    def to_list(self, deal: TableDeal) -> list[MaskedDeal]:
        return self.done + ([self.masked(deal)] if self.start is not None else [])


def recording(deal: TableDeal) -> TableLog:
    """``deal`` shuffling through a generator that keeps each pack (from its own generator:
    the secure source, or a repeatable evening's), and an empty log for it."""
    shuffles = DealingShuffles(source=deal.rng)
    deal.rng = deal.engine.rng = shuffles
    return TableLog(shuffles)


def saved_whys(saved: MaskedDeal) -> dict[int, str]:
    """A saved deal's actions taken for an absent guest, by their place, and why (empty for
    a file written before they were kept)."""
    out: dict[int, str] = {}
    items = saved.get("why") if isinstance(saved, dict) else None
    for item in items if isinstance(items, list) else []:
        if (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)
                and item[1] in ("timeout", "away")):
            out[item[0]] = item[1]
    return out


def lay_out(saved: MaskedDeal, pack: Iterable[Card], rng: random.Random
            ) -> tuple[list[list[Card]], list[tuple[int, Action]]]:
    """A saved deal's packs and actions with its labels given cards no one has seen
    (``ValueError`` for a deal that does not add up)."""
    if not isinstance(saved, dict):
        raise ValueError("a saved deal is not an object")
    packs, raw = unmask(saved.get("packs"), saved.get("actions"), pack, rng)  # type: ignore[arg-type]
    actions = []
    for seat, amount, kind, cards in raw:
        if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(amount, int):
            raise ValueError("a saved action's seat or amount is not a number")
        actions.append((seat, Action(ActionKind(kind), amount, tuple(cards))))
    return packs, actions


def save_log(path: Path, code: str, round_no: int, deals: dict[int, list[MaskedDeal]],
             tokens: dict[str, str], settings: NightSettings, told: dict[str, Any] | None = None) -> None:
    """The file: the code, the seats' tokens and the host's settings; each table's deals of
    this round; and ``told``: the rounds' ends each guest has been shown (``shown``) and
    what was done in his name in those he has not (``done_for``), so that a restart does
    not lose what he is still to be told."""
    data = {"format": FORMAT, "version": VERSION, "code": code, "round": round_no,
            "tokens": tokens, "settings": settings.to_dict(),
            "deals": {str(t + 1): d for t, d in sorted(deals.items())}, **(told or {})}
    write_text_atomic(path, json.dumps(data, separators=(",", ":")))


def load_meta(path: Path | None) -> dict[str, Any] | None:
    """The file's contents, or None when there is none (or it cannot be read)."""
    if path is None:
        return None
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("format") == FORMAT else None


def load_log(path: Path | None, round_no: int) -> dict[int, list[MaskedDeal]]:
    """The saved deals of round ``round_no`` by table (0-based); empty if none match."""
    data = load_meta(path)
    if data is None or data.get("round") != round_no or data.get("version") != VERSION:
        return {}
    deals = data.get("deals")
    out: dict[int, list[MaskedDeal]] = {}
    if not isinstance(deals, dict):
        return out
    for t, saved in deals.items():
        if isinstance(t, str) and t.isdigit() and isinstance(saved, list):
            out[int(t) - 1] = saved
    return out
