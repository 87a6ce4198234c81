"""A party table seen through the solo game's table window.

The table window (:class:`~game.ui.scenes.table.TableScene`) reads a game through a small
set of names, which :class:`~game.ui.session.Session` provides for a solo game.
:class:`PartySeat` provides the same names over one table of a Progressive Poker evening
(a :class:`~game.ui.scenes.party_common.PartyRunner`'s table), so a guest playing at the
host's computer, and the host watching a table full-size, see the very table the solo game
shows: the same cards, counters, log, buttons and keys.

* **A guest's turn** (``seat`` given): the table opens after the privacy screen.  The deal
  so far is laid out at once (it is not played again), then the guest acts with the table's
  buttons or keys; the engine checks every action.  Once his turn is over and its animation
  has played, the table offers "Hide my cards and pass on", which goes back to the
  evening's overview.  Nothing moves at the table while he has it: the evening waits, as it
  did at a real party table while a player made up his mind.
* **Watching** (``seat`` None): nobody's cards but those shown; the evening goes on, one
  move at a time as the window has shown the last, and the table closes by itself when a
  human guest must act somewhere or every table has finished its deal.

:class:`ServedSeat` does the same for a hot-seat guest of a phone evening, whose table is
played on the evening server's thread.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable

from game.engine import Action, IllegalAction
from game.engine.core.events import Event, public_copy

from .table_source import HUMAN, InlineFuture, Pause, Queued, describe_temperament


GUEST = "a guest"
"""The words under the name of another human guest at the table (on a phone, or waiting his
turn at the host's computer)."""


def seat_keys(ev: Any, deal: Any, seat: int | None) -> list[str]:
    """What each seat's plate says of its player: the person at the window (``seat``), another
    guest, or a computer player's temperament (a guest's seat taken over plays "good")."""
    keys = []
    for s, (name, player) in enumerate(zip(deal.seats, deal.players)):
        guest = ev.guests[name]
        if s == seat:
            keys.append(HUMAN)
        elif player is None:
            keys.append(GUEST)
        else:
            keys.append(guest.temperament if guest.computer else "good")
    return keys


class PartySeat:
    """One party table for the table window (see the module docstring)."""

    returns_to_caller = True
    """Leaving the table goes back to the screen it was opened from (the evening's overview)."""
    leave_label = "Back to all the tables"
    reveal = False
    game_over = False

    def __init__(self, runner: Any, table: int, seat: int | None) -> None:
        self.runner = runner
        self.index = table
        deal = runner.watches[table].deal
        if deal is None:
            raise ValueError(f"table {table + 1} has no deal this round")
        self.deal = deal
        self.table = deal.engine
        self.human = seat
        self.names: tuple[str, ...] = tuple(deal.seats)
        self.keys = seat_keys(runner.ev, deal, seat)
        self.messages: list[str] = []
        self.thinking: int | None = None
        self.closed = False
        self.acted = False  # the guest has taken his turn
        # The deal so far, laid out at once; then each new event as it happens.
        self.events: deque[Queued] = deque(Queued(self._as_seen(e), instant=True) for e in self.table.events)
        deal.subscribe(self._heard)

    # --- what the window reads -----------------------------------------------------------------

    def _as_seen(self, event: Event) -> Event:
        return event if event.visible_to(self.human) else public_copy(event)

    def _heard(self, event: Event) -> None:
        if not self.closed:
            self.events.append(Queued(self._as_seen(event)))

    @property
    def to_act(self) -> int | None:
        return self.deal.to_act

    @property
    def human_to_act(self) -> bool:
        return self.human is not None and not self.closed and self.deal.human_to_act == self.human

    @property
    def deal_over(self) -> bool:
        return self.table.deal_over

    def legal(self) -> tuple:
        """The guest's legal actions now (empty when it is not his turn)."""
        if not self.human_to_act:
            return ()
        return self.table.legal_actions(self.human)

    def view(self):
        return self.table.view(self.human if self.human is not None else 0)

    def description(self, seat: int) -> str:
        if self.keys[seat] == GUEST:
            return "A guest of the evening, playing for himself."
        return describe_temperament(self.keys[seat])

    def pause(self, deal_shown: bool) -> Pause | None:
        """Once the guest's turn is over (and the window has shown it): pass the computer on."""
        if self.human is None or self.human_to_act:
            return None
        name = self.names[self.human]
        return Pause(f"{name}'s turn is over", "Enter hides your cards.",
                     "Hide my cards and pass on", may_leave=False)

    def stake_prompt(self) -> bool:
        return False  # a guest who loses all gets a fresh stake from the banker (the party's rule)

    # --- acting ------------------------------------------------------------------------------

    def act(self, action: Action) -> str | None:
        """The guest's action; returns why not (the law's words) if it is not allowed."""
        if not self.human_to_act:
            return "It is not your turn."
        assert self.human is not None
        try:
            self.runner.act(self.index, self.human, action)
        except IllegalAction as exc:
            return str(exc)
        self.acted = True
        return None

    def next_deal(self) -> bool:
        """Enter on the pause: the guest is done, and the table closes."""
        if self.pause(True) is not None:
            self.close()
        return False

    def update(self, dt: float, ready: bool = True, speed: float = 1.0) -> bool:
        """Watching: the evening goes on as the window shows it, and the table closes when a
        guest must act (anywhere) or every table has finished its deal."""
        if self.closed or self.human is not None:
            return False
        if ready:
            self.runner.update(dt * max(0.1, speed))
        if self.runner.human_waiting() is not None or self.runner.round_done:
            self.close()
        return False

    def background(self, fn: Callable[[], Any]) -> Any:
        """The odds helper's work, done at once (a party table has no worker thread)."""
        return InlineFuture(fn)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self._heard in self.deal.listeners:
            self.deal.listeners.remove(self._heard)



class ServedSeat(PartySeat):
    """A hot-seat guest's turn on a phone evening: the table lives on the evening server's
    thread (:class:`~game.phones.night.PhoneNight`).  While the window has it open, the
    server's own moves there wait (computer players, clocks), so the window may read its
    engine while it is his turn; his action is handed to the server's loop, which applies
    it between two phone messages, and the window waits only for that hand-over.  Once his
    turn has passed, a phone guest at the table may act in his own turn: the window then
    reads nothing of the table but plain values (whose turn it is, the counters), which a
    move on the other thread cannot leave half made, and the events, which are immutable."""

    HAND_OVER = 5.0  # seconds at most for the server's loop to take the action

    def __init__(self, server: Any, name: str) -> None:  # noqa: D107 - see the class
        self.server = server
        night = server.night
        self.night = night
        self.closed = False
        self.acted = False
        self.messages: list[str] = []
        self.thinking = None
        self.events = deque()
        self.closed_with: Any = None

        def attach() -> tuple[Any, int, int]:
            t = night.table_of(name)
            deal = night.deals[t]
            if deal is None:
                raise ValueError(f"{name}'s table has no deal now")
            night.hold(t)
            self.events.extend(Queued(self._seen_by(deal.seats.index(name), e), instant=True)
                               for e in deal.engine.events)
            deal.subscribe(self._heard)
            return deal, t, deal.seats.index(name)

        deal, t, seat = server.call(attach).result(self.HAND_OVER)
        self.deal, self.index, self.human = deal, t, seat
        self.table = deal.engine
        self.names = tuple(deal.seats)
        self.keys = seat_keys(night.ev, deal, seat)

    def _seen_by(self, seat: int, event: Event) -> Event:
        return event if event.visible_to(seat) else public_copy(event)

    def _as_seen(self, event: Event) -> Event:
        return self._seen_by(self.human, event)

    def act(self, action: Action) -> str | None:
        if not self.human_to_act:
            return "It is not your turn."
        try:
            self.server.call(self.night.act_local, self.index, self.human, action).result(self.HAND_OVER)
        except IllegalAction as exc:
            return str(exc)
        except Exception as exc:  # the server refused it (the round moved on): say why
            return str(exc) or "The evening's server did not take it."
        self.acted = True
        return None

    def update(self, dt: float, ready: bool = True, speed: float = 1.0) -> bool:
        return False  # the server moves the evening

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.closed_with = self.server.snapshot  # what the big screen knew when he passed on
        deal, t = self.deal, self.index

        def detach() -> None:
            if self._heard in deal.listeners:
                deal.listeners.remove(self._heard)
            self.night.release(t)

        if self.server.running:
            self.server.call(detach)


__all__ = ["PartySeat", "ServedSeat"]
