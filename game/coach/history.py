"""A deal's record from a hand-history line: what the review of a file reads.

A hand-history line (docs/hand-history.md) carries, under its ``replay`` key, the table
before the deal, the deal's packs (every card nobody was dealt or shown written as a label)
and its actions.  :func:`record_from_history` gives each label a card that none of the
others is, drawn from ``rng`` (the cards nobody held cannot change what anyone did), and
returns the :class:`DealRecord` the review lays out again; :func:`lay_out` proves it does.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine import Action, ActionKind, HouseRules, RuleError, Table, VARIANTS
from game.engine.core.errors import TableError
from game.engine.registry import deal_class
from game.store.dealing import unmask

from .model import DealRecord
from .replay import lay_out as replay_lay_out


class NoReplay(ValueError):
    """A hand-history line written without a ``replay`` key (before the review, or by a
    writer that does not keep the packs): it tells the deal, but cannot lay it out."""


def record_from_history(line: dict[str, Any], rng: random.Random | None = None) -> DealRecord:
    """The deal's record from one hand-history line (a parsed JSON object).

    Raises :class:`NoReplay` for a line without a replay, ``ValueError`` for one whose
    replay does not hang together."""
    if not isinstance(line, dict):
        raise ValueError("the line is not a hand-history record")
    replay = line.get("replay")
    if replay is None:
        raise NoReplay("the line has no replay (written before hand histories kept one)")
    variant = line.get("variant", "draw")
    if variant not in VARIANTS:
        raise ValueError(f"no game {variant!r}")
    try:
        house = HouseRules.from_dict(line["house"])
        before = replay["before"]
        table = Table.restore(before, house, None, variant)
        pack_for = getattr(deal_class(variant), "pack_for", None)
        pack = pack_for(table) if pack_for else table.pack
        packs, raw = unmask(replay["packs"], replay["actions"], pack,
                            rng or random.SystemRandom())
        actions = [(_seat(s, table.size), Action(ActionKind(kind), _amount(amount), tuple(cards)))
                   for s, amount, kind, cards in raw]
        temps = replay.get("temperaments") or ()
        if not isinstance(temps, (list, tuple)) or not all(isinstance(t, str) for t in temps):
            raise ValueError("the temperaments are not names")
    except (KeyError, TypeError, TableError, RuleError) as exc:
        raise ValueError(f"the replay does not hang together ({_words(exc)})") from None
    return DealRecord(variant, house, before, packs, actions, tuple(temps))


def lay_out(record: DealRecord) -> Table:
    """The deal dealt again from its packs and played through its actions (as the review
    lays it out, :func:`.replay.lay_out`): the table at the end of the deal.  ``ValueError``
    when it will not lay out (a pack not this game's, an action the laws refuse, a deal not
    over at the end)."""
    try:
        table = replay_lay_out(record)
    except (KeyError, TypeError, ValueError, TableError, RuleError) as exc:
        raise ValueError(f"the deal will not lay out ({_words(exc)})") from None
    if not table.deal_over:
        raise ValueError("the deal will not lay out (its actions stop before its end)")
    return table


def _seat(s: Any, size: int) -> int:
    if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < size:
        raise ValueError(f"an action by no seat of the table ({s!r})")
    return s


def _amount(a: Any) -> int:
    if isinstance(a, bool) or not isinstance(a, int):
        raise ValueError(f"an action's amount is not a number ({a!r})")
    return a


def _words(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"{exc.args[0]} is missing"
    return str(exc) or type(exc).__name__


__all__ = ["NoReplay", "lay_out", "record_from_history"]
