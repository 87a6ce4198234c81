"""A finished deal laid out again: each decision of a seat as it saw it.

A :class:`~game.coach.model.DealRecord` holds the table before the deal, the deal's packs
and its actions.  Laying it out again is what resuming a saved deal does
(:meth:`game.store.saves.SavedGame.rebuild`): the table restored, dealt from the same packs
(:class:`~game.store.dealing.DealingShuffles` with the packs stacked), the actions played
one by one.  This module only lays out what happened; the worlds of what might have been,
and the play-outs from them, are the valuation's (:mod:`.valuation`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from game.cards import Card
from game.engine import Action, SeatView, Table
from game.engine.core.events import DealStarted, Event, public_copy
from game.engine.core.stakes import BETWEEN_DEALS
from game.store.dealing import DealingShuffles, cards_in

from .model import DealRecord

Moves = Sequence[tuple[int, Action]]
Before = Callable[[Table, int, Action], None]


@dataclass(frozen=True)
class Decision:
    """One decision of a seat in a recorded deal."""

    index: int
    """Its place in the record's actions."""
    view: SeatView
    """The seat's view just before it acted."""
    action: Action
    """What it did."""
    seen: frozenset[Card]
    """Every card of the deal the seat had seen by then."""


def seen_by(view: SeatView) -> set[Card]:
    """The cards a seat can see in its view: its hand and discards, the cards face up (Stud's
    up-cards, a Show-down hand), the hands shown, the widow face up, Bouillotte's retourne."""
    seen: set[Card] = set(view.hand) | set(view.discarded)
    for p in view.players:
        seen.update(p.up)
        if p.shown:
            seen.update(p.shown)
    if view.widow:
        seen.update(view.widow)
    for extra in (view.bouillotte, view.ambigu):
        if extra is not None:
            cards_in(extra, seen)
    seen.discard(None)  # type: ignore[arg-type]
    return seen


def seen_in(events: Sequence[Event], seat: int) -> set[Card]:
    """Every card the deal's events showed ``seat`` (its own cards, and everything public),
    from the start of the deal: as the window keeps them for a save."""
    seen: set[Card] = set()
    started = False
    for e in events:
        started = started or isinstance(e, DealStarted)
        if started:
            cards_in(e if e.visible_to(seat) else public_copy(e), seen)
    seen.discard(None)  # type: ignore[arg-type]
    return seen


def table_for(record: DealRecord, packs: list[list[Card]],
              source: random.Random | None = None) -> Table:
    """The table as it stood before the deal, to deal from ``packs`` (then from ``source``)."""
    rng = DealingShuffles(stacked=packs, source=source or random.Random(0))
    table = Table.restore(record.before, record.house, rng, record.variant)
    table.keep_actions = False
    return table


def play(table: Table, actions: Moves, stop: int | None = None,
         before: Before | None = None) -> None:
    """Deal and play ``actions[:stop]`` on a table fresh from :func:`table_for`; actions taken
    between deals (at table stakes) come first.  ``before(table, seat, action)`` is called
    before each action in the deal.  Raises what the engine raises for an action it refuses."""
    stop = len(actions) if stop is None else stop
    i = 0
    while i < stop and actions[i][1].kind in BETWEEN_DEALS and table.deal_over:
        table.act(*actions[i])
        i += 1
    table.rng.new_deal()  # type: ignore[attr-defined]
    table.start_deal()
    for seat, action in actions[i:stop]:
        if before is not None:
            before(table, seat, action)
        table.act(seat, action)


def lay_out(record: DealRecord, stop: int | None = None) -> Table:
    """The deal as it really went, played to ``actions[:stop]`` (all of it by default)."""
    table = table_for(record, record.packs)
    play(table, record.actions, stop)
    return table


def decisions(record: DealRecord, seat: int) -> tuple[list[Decision], Table]:
    """Each decision of ``seat`` in the deal, in order, and the table at the deal's end."""
    table = table_for(record, record.packs)
    out: list[Decision] = []
    count = [0]
    between = 0
    while between < len(record.actions) and record.actions[between][1].kind in BETWEEN_DEALS:
        between += 1

    def before(t: Table, s: int, action: Action) -> None:
        i = between + count[0]
        count[0] += 1
        if s == seat:
            view = t.view(seat)
            seen = seen_by(view) | seen_in(t.events, seat)
            out.append(Decision(i, view, action, frozenset(seen)))

    play(table, record.actions, None, before)
    return out, table


def record_deal(table: Table, players: Sequence[object],
                temperaments: Sequence[str] = ()) -> DealRecord:
    """Play the table's next deal with ``players`` (one per seat, each with ``decide``) and
    return its record; the table's generator must be a :class:`DealingShuffles`.  For tests,
    benchmarks and anything else that plays deals without the window."""
    rng = table.rng
    assert isinstance(rng, DealingShuffles), "a recorded deal needs a DealingShuffles"
    before = table.snapshot()
    rng.new_deal()
    table.start_deal()
    actions: list[tuple[int, Action]] = []
    while not table.deal_over:
        seat = table.to_act
        assert seat is not None
        action = players[seat].decide(table.view(seat))  # type: ignore[attr-defined]
        table.act(seat, action)
        actions.append((seat, action))
    for seat, p in enumerate(players):
        hook = getattr(p, "deal_over", None)
        if hook is not None:
            hook(table.view(seat))
    return DealRecord(table.variant, table.house, before, [list(p) for p in rng.packs], actions,
                      tuple(temperaments))
