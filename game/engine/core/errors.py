"""The engine's errors.  An illegal action raises one of these and changes nothing."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the laws do not allow now.  ``law`` names the law that forbids it."""

    def __init__(self, message: str, law: str | None = None) -> None:
        super().__init__(f"{law}: {message}" if law else message)
        self.law = law


class MalformedAction(IllegalAction):
    """An action that is not well formed: a seat that is not a seat number, an amount that
    is not a whole number of counters, cards that are not cards, or a field the kind of
    action does not take."""


class NotYourTurn(IllegalAction):
    """A seat acted out of turn (Law 32: betting out of turn is not accepted here)."""


class ActionNotAllowed(IllegalAction):
    """That kind of action is not one of the legal actions now."""


class AmountOutOfRange(IllegalAction):
    """A bet, raise or opening outside the smallest and largest the laws allow."""


class BadDiscard(IllegalAction):
    """A discard of cards the seat does not hold, or held twice."""


class NoOpeners(IllegalAction):
    """Opening a jack pot without jacks or better (Law 38)."""


class DealOver(IllegalAction):
    """The deal has ended; start the next one."""


class TableError(ValueError):
    """A table that cannot be formed: too few or too many players, bad stakes."""
