"""What the table window reads a game through, shared by its sources (the solo game's
:class:`~game.ui.session.Session` and the party's :mod:`~game.ui.party_seat`): the words for
a seat's temperament, an event queued for the window, what the table offers between
turns, and the quietest legal action for a player that fails.  No pygame."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.ai import describe
from game.engine import Action, ActionKind, Table
from game.engine.core.events import Event

HUMAN = "human"
"""The temperament id of the person at the keyboard in a :class:`GameConfig`."""

TEMPERAMENT_CHOICES: tuple[tuple[str, str], ...] = (
    ("good", "a good player"),
    ("close", "close"),
    ("liberal", "liberal"),
    ("slider:0.50:0.50", "middling"),
    ("caller", "a calling station"),
    ("random", "plays at random"),
)
"""The temperaments the new-game screen offers, as it names them."""

_SHORT = {"good": "good player", "close": "close", "liberal": "liberal", "slider:0.50:0.50": "middling",
          "caller": "caller", "random": "random"}


def short_temperament(key: str) -> str:
    """The few words under a player's name: ``close``, ``liberal``, ``a good player``…"""
    if key == HUMAN:
        return "you"
    if key in _SHORT:
        return _SHORT[key]
    if key.startswith("slider"):
        return "between close and liberal"
    return key


def describe_temperament(key: str) -> str:
    """The one line about a temperament (the book's words), or a plain fallback."""
    if key == HUMAN:
        return "You."
    try:
        return describe(key)
    except ValueError:
        return key


@dataclass(frozen=True)
class Queued:
    """One event for the window; ``instant`` when it was replayed on resuming (no animation)."""

    event: Event
    instant: bool = False


@dataclass(frozen=True)
class Pause:
    """What the table offers when the person has nothing to do: a heading and a line for the
    action panel, the label of the button Enter presses, and whether "Leave the table" is
    offered beside it."""

    title: str
    hint: str
    next_label: str
    may_leave: bool = True


class InlineFuture:
    """A finished future, for the synchronous mode."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        try:
            self._result, self._error = fn(), None
        except BaseException as exc:  # noqa: BLE001 - handed back like a real future
            self._result, self._error = None, exc

    def done(self) -> bool:
        return True

    def result(self, timeout: float | None = None) -> Any:
        if self._error is not None:
            raise self._error
        return self._result

    def cancel(self) -> bool:
        return False


def fallback_action(table: Table, seat: int) -> Action:
    """The quietest legal action: stand pat, show, pass, call, decline to straddle, the least bet."""
    offers = {o.kind: o for o in table.legal_actions(seat)}
    K = ActionKind
    if K.DRAW in offers:
        return Action(K.DRAW)
    for kind in (K.SHOW, K.NO_STRADDLE, K.PASS, K.CALL, K.KNOCK, K.TURN_WIDOW):
        if kind in offers:
            return Action(kind)
    for kind in (K.BET, K.BLIND, K.OPEN):
        if kind in offers:
            return Action(kind, offers[kind].low)
    return Action(K.ABANDON)


__all__ = ["HUMAN", "TEMPERAMENT_CHOICES", "InlineFuture", "Pause", "Queued", "describe_temperament",
           "fallback_action", "short_temperament"]
