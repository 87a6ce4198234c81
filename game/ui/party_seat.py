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
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable

from game.engine import Action, IllegalAction
from game.engine.events import Event, public_copy

from .session import HUMAN, Pause, Queued, _InlineFuture, describe_temperament


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
        guests = runner.ev.guests
        self.keys: list[str] = [HUMAN if p is None else (guests[n].temperament if guests[n].computer else "good")
                                for n, p in zip(self.names, deal.players)]
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
        return "A guest of the evening" if self.keys[seat] == HUMAN else describe_temperament(self.keys[seat])

    def pause(self, deal_shown: bool) -> Pause | None:
        """Once the guest's turn is over (and the window has shown it): pass the computer on."""
        if self.human is None or not self.acted or self.human_to_act:
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
        return _InlineFuture(fn)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self._heard in self.deal.listeners:
            self.deal.listeners.remove(self._heard)


__all__ = ["PartySeat"]
