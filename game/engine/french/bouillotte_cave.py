"""Bouillotte's cave between deals (Foster, "Bouillotte, or Brelan", "Stakes").

"This original cave cannot be added to or deducted from ... and not until he is décavé,
[has lost everything,] can he purchase another stake, the amount of which is usually at his
own option."  And of C in "Calling for a Sight": "C is décavé, and must purchase another
stake, or retire from the game."

So between deals a player décavé may say one of two things:

* ``NEW_CAVE`` with an amount of his choosing within the offer's range (our house range,
  docs/variants.md: from four blinds, enough to blind and straddle, to twice the table's
  cave);
* ``RETIRE``: he leaves the game, while the table keeps the three players Bouillotte needs.

If he says nothing before the next deal he buys the table's own cave, as everyone did at the
start (the default a player of the time would expect of the banker).  The table routes
these actions here (it holds one :class:`Caves` in place of table stakes' ``NewStakes``),
records them with the others and replays them; the hand history writes them in the next
deal's ``new_stakes`` (docs/hand-history.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..core.actions import Action, ActionKind, LegalAction
from ..core.errors import ActionNotAllowed
from ..core.events import CountersBought, Event
from ..core.stakes import StakeQuestion
from ..core.words import he
from ..core.protocol import TableLike

K = ActionKind
LAW = "Bouillotte: stakes"
MIN_PLAYERS = 3
"""Bouillotte is for three, four or five ("Players"): no one retires below three."""
Who = Callable[[int], str]


@dataclass(frozen=True, kw_only=True, slots=True)
class CaveChosen(CountersBought):
    """A player décavé buys a new cave of ``amount`` from the banker (his choice, or the
    table's by default): counters bought, said in Bouillotte's words."""

    chosen: bool = False

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        verb = "buy" if name == "You" else "buys"
        how = "the amount " + ("you chose" if name == "You" else f"{he(name)} chose") if self.chosen \
            else "the table's usual cave"
        return f"{name} {verb} a new cave of {self.amount} counters, {how}."

    def between_record(self) -> dict[str, Any]:
        return {"seat": self.seat, "type": "new cave", "amount": self.amount}


@dataclass(frozen=True, kw_only=True, slots=True)
class Retired(Event):
    """A player décavé retires from the game rather than buy a new cave."""

    seat: int

    def line(self, who: Who, viewer: int | None = None) -> str:
        name = who(self.seat)
        return f"{name} {'retire' if name == 'You' else 'retires'} from the game."

    def between_record(self) -> dict[str, Any]:
        return {"seat": self.seat, "type": "retire"}


def cave_range(table: TableLike) -> tuple[int, int]:
    """The new cave a player décavé may buy: four blinds to twice the table's cave."""
    cave = table.house.buy_in
    low = min(cave, 4 * 5 * table.house.blind)
    return low, 2 * cave


class Caves:
    """The cave between deals; the same face as :class:`~.stakes.NewStakes` to the table."""

    def __init__(self, table: TableLike) -> None:
        self.table = table

    # ----------------------------------------------------------------- what is asked
    def decave(self) -> list[int]:
        """The seats still at the table with nothing in front of them."""
        t = self.table
        return [s for s in t.active_seats() if not t.stacks[s]]

    def offers(self, seat: int) -> tuple[LegalAction, ...]:
        """A player décavé: a new cave within the range, or retire (while three stay)."""
        t = self.table
        if t.game_over or not 0 <= seat < t.size or t.out[seat] or t.stacks[seat]:
            return ()
        low, high = cave_range(t)
        out: tuple[LegalAction, ...] = (LegalAction(K.NEW_CAVE, low, high),)
        if len(t.active_seats()) - 1 >= MIN_PLAYERS:
            out += (LegalAction(K.RETIRE),)
        return out

    def question(self) -> StakeQuestion:
        """What every seat sees between deals: the table's cave and who is décavé."""
        return StakeQuestion(stake=self.table.house.buy_in, broke=tuple(self.decave()),
                             sitting_out=(), away=(), asking=None, consented=(), refused=(),
                             will_sit_out=())

    def waiting_for(self) -> list[int]:
        return []  # nobody's answer holds up the deal: the default is the table's cave

    def check_ready(self) -> None:
        return None

    def sitters(self, away: set[int] | None = None) -> set[int]:
        return set()

    # ----------------------------------------------------------------- what is said
    def act(self, seat: int, action: Action) -> None:
        """Apply a new cave or a retirement; raise (changing nothing) if not allowed now."""
        t = self.table
        offers = {o.kind: o for o in self.offers(seat)}
        offer = offers.get(action.kind)
        if offer is None:
            allowed = ", ".join(k.value for k in offers) or "nothing"
            raise ActionNotAllowed(f"{t.names[seat]} cannot {action.kind.value} now (allowed: "
                                   f"{allowed}): only a player décavé buys a new cave", LAW)
        if action.kind is K.NEW_CAVE:
            if not offer.allows(action.amount):
                raise ActionNotAllowed(f"a new cave is {offer.low} to {offer.high} counters, "
                                       f"not {action.amount}", LAW)
            self._buy(seat, action.amount, chosen=True)
        else:
            t.out[seat] = True
            t._emit(Retired(seat=seat, law=LAW))

    def before_deal(self) -> None:
        """As the next deal begins: anyone décavé who said nothing buys the table's cave."""
        for s in self.decave():
            self._buy(s, self.table.house.buy_in, chosen=False)

    def _buy(self, seat: int, amount: int, chosen: bool) -> None:
        t = self.table
        t.stacks[seat] += amount
        t.bought[seat] += amount
        t._emit(CaveChosen(seat=seat, amount=amount, chosen=chosen, law=LAW))

    # ----------------------------------------------------------------- saving
    def snapshot(self) -> dict[str, object]:
        return {}  # everything is in the table's stacks and seats

    def restore(self, snap: dict[str, object]) -> None:
        return None


__all__ = ["CaveChosen", "Caves", "LAW", "Retired", "cave_range"]
