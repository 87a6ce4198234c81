"""A guided deal played headless: for ``python main.py guide`` and for the tests.

:func:`setup` makes the table of a prepared deal (the cast in its seats, seat 0 dealing first,
the prepared packs laid out by :class:`~game.guide.shuffles.GuidedShuffles`), its computer
players (:class:`~game.guide.players.ScriptedPlayer`) and its :class:`~game.guide.driver.Guide`.
:func:`play` plays it to the end and yields what a reader is shown, in order: the log's lines
and the guide's notes, each note with what the table shows then.  The person's moves are the
book's (the live book's, asked at each decision) unless ``choose`` gives others (a test plays every other legal move, or random ones).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Iterator

from game.ai import make_player
from game.ai.stakes import settle_new_stakes
from game.engine import Action, HouseRules, SeatView, Table
from game.engine.core.events import public_copy
from game.engine.core.narrate import describe
from game.rulebook.guided import prepared_deal
from game.rulebook.guided.model import YOU, Prepared

from .driver import Guide
from .notes import Note, Summary
from .state import GuideState
from .players import ScriptedPlayer
from .shuffles import GuidedShuffles
from .showing import table_words

Chooser = Callable[[SeatView, Action], Action]
"""The person's move from the view and the book's move."""

MOST_MOVES = 2000
"""A guided deal is short; a run of moves this long would mean it could not end."""


@dataclass(frozen=True)
class Line:
    """A line of the log (an event, in the person's view)."""

    text: str


@dataclass(frozen=True)
class Told:
    """A note of the guide, with what the table shows when it is said."""

    note: Note
    table: str


@dataclass
class GuidedTable:
    """A prepared deal's table, its players and its guide."""

    prepared: Prepared
    table: Table
    rng: GuidedShuffles
    guide: Guide
    players: dict[int, Any]
    you: int


def house_of(prepared: Prepared, house: HouseRules | None = None) -> HouseRules:
    """The house rules of a guided deal: the book's (or ``house``), with the deal's own."""
    house = house or HouseRules()
    return house.with_(**dict(prepared.house)) if prepared.house else house


def setup(prepared: Prepared, *, person: str = "You", seed: int | None = 0,
          state: GuideState | None = None) -> GuidedTable:
    """The table of a prepared deal, before its first deal.  ``seed`` seeds the shuffles
    nothing prepared (None: the OS's secure source) and the computer players' own judgement."""
    names = [person if n == YOU else n for n in prepared.names]
    rng = GuidedShuffles(prepared.packs, seed=seed)
    table = Table(names, house_of(prepared), rng, prepared.variant, cut=False)
    state = state or GuideState(first=table.deal_number + 1)
    you = prepared.you
    guide = Guide(prepared, table.names, you, state)
    players: dict[int, Any] = {}
    for s, (name, temperament) in enumerate(prepared.cast):
        if s == you:
            continue
        own_rng = random.Random(f"{seed}:{name}") if seed is not None else random.SystemRandom()
        own = make_player(temperament, own_rng, name=name, variant=prepared.variant)
        players[s] = ScriptedPlayer(prepared, name, own, state)
    return GuidedTable(prepared, table, rng, guide, players, you)


def play(variant_or_prepared: str | Prepared, choose: Chooser | None = None, *,
         seed: int | None = 0, events: list[Any] | None = None) -> Iterator[Line | Told | Summary]:
    """Play a guided deal to its end; see the module docstring.  ``events``: a list the
    events are added to as the person is shown them, before the guide's notes on them (a test
    checks the guide's words against what happened)."""
    prepared = (prepared_deal(variant_or_prepared) if isinstance(variant_or_prepared, str)
                else variant_or_prepared)
    g = setup(prepared, seed=seed)
    table, guide, you = g.table, g.guide, g.you
    names = ["You" if s == you else n for s, n in enumerate(table.names)]
    heard: list[Any] = []
    table.subscribe(heard.append)
    stand_in = make_player("good", random.Random(seed), name="stand-in", variant=prepared.variant)
    everyone = [g.players.get(s, stand_in) for s in range(table.size)]

    def shown(note: Note) -> Told:
        # The table as the move that brought the note leaves it (what the window shows once
        # the move's events have all been played).
        return Told(note, table_words(table, you, note, names))

    def flush() -> Iterator[Line | Told]:
        # The log's lines of a move as they come, each opponent's move explained after its
        # line; the moments once the move's lines are told, with the table as it leaves it.
        notes: list[Note] = []
        while heard:
            event = heard.pop(0)
            seen = event if event.visible_to(you) else public_copy(event)
            if events is not None:
                events.append(seen)
            text = describe(seen, names, you)
            if text:
                yield Line(text)
            for note in guide.told(seen):
                if note.kind == "move":
                    yield Told(note, "")
                else:
                    notes.append(note)
        for note in notes:
            yield shown(note)

    yield shown(guide.opening())
    moves = 0
    for _ in range(prepared.deals):
        if table.game_over:
            break
        settle_new_stakes(table, range(table.size), everyone)
        g.rng.new_deal()
        table.start_deal()
        yield from flush()
        while not table.deal_over:
            moves += 1
            if moves > MOST_MOVES:
                raise RuntimeError(f"the guided deal of {prepared.variant} does not end")
            seat = table.to_act
            assert seat is not None
            view = table.view(seat)
            if seat == you:
                for note in guide.turn(view):
                    yield shown(note)
                book = guide.book(view)
                if book is None:  # (the book had no word here: the person plays as a good player)
                    book = stand_in.decide(view)
                action = book if choose is None else choose(view, book)
                after = guide.acted(view, action)
                table.act(seat, action)
                for note in after:
                    yield shown(note)
            else:
                table.act(seat, everyone[seat].decide(view))
            yield from flush()
        for s, player in g.players.items():
            player.deal_over(table.view(s))
        guide.deal_over(table.view(you))  # (the book learns the deal, as the window's does)
    yield guide.summary()


__all__ = ["Chooser", "GuidedTable", "Line", "Told", "house_of", "play", "setup"]
