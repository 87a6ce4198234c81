"""Table stakes between deals: a new stake for a player left with nothing.

Foster, "Table Stakes": "Before the cards are dealt for any pool he may announce that he
wishes to buy counters ... but for either transaction the consent of all the other players
must be obtained ... if he has none, he is out of the game, for that hand at least."  Hoyle's Games Modernized
("Table Stakes"): with nothing on the table a player "must either make good the deficiency
before taking up his cards, or retire from the game".

So, between deals, a player with nothing in front of him:

* by default sits out the next deal and buys a new stake (200 blinds) before the one after;
  the house rule ``rebuy_at_once`` is the others' consent given in advance: he buys at once;
* may **ask** to buy at once: every other player at the table answers, and one refusal is
  enough to keep him out of that deal (one question a deal);
* may **sit out** until he says he is **back** (then he buys before the next deal, having
  sat out at least one).

When fewer than two would be left to play, everyone broke buys at once (a game needs two).
The :class:`NewStakes` of a table holds this; the table routes these actions here when no
deal is in progress, records them with the others, and lets :func:`~game.engine.core.table.replay`
play them again.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import Action, ActionKind, LegalAction
from .errors import ActionNotAllowed, TableError
from .events import CountersBought, StakeAnswered, StakeAsked, StakeDecided, StaysOut, ComesBack
from .protocol import TableLike

LAW = "Table stakes"

BETWEEN_DEALS = frozenset((ActionKind.ASK_STAKE, ActionKind.CONSENT, ActionKind.REFUSE,
                           ActionKind.SIT_OUT, ActionKind.COME_BACK))
"""The kinds of action taken between deals, not in one."""
BETWEEN_DEALS |= {ActionKind.NEW_CAVE, ActionKind.RETIRE}  # Bouillotte's cave (bouillotte_cave.py)

_CONSENT, _REFUSE = LegalAction(ActionKind.CONSENT), LegalAction(ActionKind.REFUSE)
_SIT_OUT, _COME_BACK = LegalAction(ActionKind.SIT_OUT), LegalAction(ActionKind.COME_BACK)


class StakeQuestion(NamedTuple):
    """What every seat sees of the new stakes between deals (``SeatView.stakes``)."""

    stake: int
    """A new stake: 200 blinds."""
    broke: tuple[int, ...]
    """Seats with nothing in front of them."""
    sitting_out: tuple[int, ...]
    """Those who sat out the last deal (by default they buy before the next)."""
    away: tuple[int, ...]
    """Those who sit out until they say they are back."""
    asking: int | None
    """The seat that has asked to buy at once, waiting for the others' answers."""
    consented: tuple[int, ...]
    """Those who have consented so far."""
    refused: tuple[int, ...]
    """Seats refused a stake at once earlier in this game (the table's own precedent)."""
    will_sit_out: tuple[int, ...]
    """Who sits out the next deal if nothing more is said."""


class NewStakes:
    """The table's new stakes between deals (see the module docstring)."""

    def __init__(self, table: TableLike) -> None:
        self.table = table
        self.away: set[int] = set()
        self.asking: int | None = None
        self.consented: set[int] = set()
        self.refused: set[int] = set()
        self.asked: set[int] = set()
        """Who has asked since the last deal (one question a deal)."""

    # ----------------------------------------------------------------- the next deal
    def sitters(self, away: set[int] | None = None) -> set[int]:
        """Who sits out the next deal if nothing more is said."""
        t = self.table
        away = self.away if away is None else away
        active = t.active_seats()
        stacks = t.stacks
        broke = [s for s in active if not stacks[s]]
        if not broke:
            return set()
        fresh = set() if t.house.rebuy_at_once else {
            s for s in broke if s not in t.sitting_out}  # lost all in the last deal
        out = fresh | {s for s in broke if s in away}
        if len(active) - len(out) < 2:
            return set()  # a game needs two: everyone broke buys
        return out

    def check_ready(self) -> None:
        """Raise ``TableError`` while a question waits for answers: no cards are dealt then."""
        if self.asking is not None:
            raise TableError(f"{self.table.names[self.asking]} has asked to buy a new stake: "
                             f"every other player must answer before the cards are dealt ({LAW})")

    def before_deal(self) -> None:
        """As the next deal begins: who buys a new stake, who sits it out."""
        t = self.table
        self.check_ready()
        self.asked = set()
        stacks = t.stacks
        if not t.sitting_out and not self.away and all(stacks):
            return  # (the common case: nobody is broke)
        out = self.sitters()
        for s in t.active_seats():
            if not stacks[s] and s not in out:
                self._buy(s)
                self.away.discard(s)
        t.sitting_out = out

    def _buy(self, seat: int) -> None:
        t = self.table
        stake = t.house.starting_counters
        t.stacks[seat] += stake
        t.bought[seat] += stake
        t._emit(CountersBought(seat=seat, amount=stake, law=LAW))

    # ----------------------------------------------------------------- between deals
    def question(self) -> StakeQuestion:
        """What everyone sees of it now."""
        t = self.table
        return StakeQuestion(
            stake=t.house.starting_counters,
            broke=tuple(s for s in t.active_seats() if not t.stacks[s]),
            sitting_out=tuple(sorted(t.sitting_out)), away=tuple(sorted(self.away)),
            asking=self.asking, consented=tuple(sorted(self.consented)),
            refused=tuple(sorted(self.refused)), will_sit_out=tuple(sorted(self.sitters())))

    def others(self, seat: int) -> list[int]:
        """The players whose consent ``seat`` needs: everyone else at the table."""
        return [s for s in self.table.active_seats() if s != seat]

    def waiting_for(self) -> list[int]:
        """The seats that must answer before the next deal (empty: nobody)."""
        if self.asking is None:
            return []
        return [s for s in self.others(self.asking) if s not in self.consented]

    def offers(self, seat: int) -> tuple[LegalAction, ...]:
        """What ``seat`` may say between deals (nothing unless at table stakes)."""
        t = self.table
        if not t.house.table_stakes or t.game_over or not 0 <= seat < t.size or t.out[seat]:
            return ()
        if self.asking is not None:
            if seat != self.asking and seat not in self.consented:
                return (_CONSENT, _REFUSE)
            return ()
        if t.stacks[seat]:
            return ()
        if seat in self.away:
            return (_COME_BACK,)
        out: tuple[LegalAction, ...] = ()
        sitters = self.sitters()
        if seat in sitters and seat not in self.asked:
            stake = t.house.starting_counters
            out += (LegalAction(ActionKind.ASK_STAKE, stake, stake),)
        # Sitting out longer only while two others would still play.
        if len(t.active_seats()) - len(sitters | {seat}) >= 2:
            out += (_SIT_OUT,)
        return out

    def act(self, seat: int, action: Action) -> None:
        """Apply a between-deals action; raise (changing nothing) if it is not allowed now."""
        t = self.table
        kind = action.kind
        offers = self.offers(seat)
        if not any(o.kind is kind for o in offers):
            allowed = ", ".join(o.kind.value for o in offers) or "nothing"
            raise ActionNotAllowed(f"{t.names[seat]} cannot {kind.value} now (allowed: "
                                   f"{allowed})", LAW)
        if kind is ActionKind.ASK_STAKE:
            self.asking, self.consented = seat, set()
            self.asked.add(seat)
            t._emit(StakeAsked(seat=seat, amount=t.house.starting_counters, law=LAW))
        elif kind is ActionKind.CONSENT:
            asker = self.asking
            assert asker is not None
            self.consented.add(seat)
            t._emit(StakeAnswered(seat=seat, asker=asker, consent=True, law=LAW))
            if not self.waiting_for():
                self.asking, self.consented = None, set()
                t._emit(StakeDecided(seat=asker, granted=True, law=LAW))
                self._buy(asker)
                t.sitting_out.discard(asker)
        elif kind is ActionKind.REFUSE:
            asker = self.asking
            assert asker is not None
            self.asking, self.consented = None, set()
            self.refused.add(asker)
            t._emit(StakeAnswered(seat=seat, asker=asker, consent=False, law=LAW))
            t._emit(StakeDecided(seat=asker, granted=False, law=LAW))
        elif kind is ActionKind.SIT_OUT:
            self.away.add(seat)
            t._emit(StaysOut(seat=seat, law=LAW))
        elif kind is ActionKind.COME_BACK:
            self.away.discard(seat)
            t._emit(ComesBack(seat=seat, buys_next=seat not in self.sitters(), law=LAW))

    # ----------------------------------------------------------------- saving
    def snapshot(self) -> dict[str, object]:
        return {"away": sorted(self.away), "asking": self.asking,
                "consented": sorted(self.consented), "refused": sorted(self.refused),
                "asked": sorted(self.asked)}

    def restore(self, snap: dict[str, object]) -> None:
        """Take back what :meth:`snapshot` gave (absent keys: an older save, nothing said)."""
        n = self.table.size

        def seats(key: str) -> set[int]:
            v = snap.get(key) or []
            if not isinstance(v, list) or not all(
                    isinstance(s, int) and not isinstance(s, bool) and 0 <= s < n for s in v):
                raise TableError(f"{key}: no such seat")
            return set(v)

        self.away, self.consented = seats("away"), seats("consented")
        self.refused, self.asked = seats("refused"), seats("asked")
        asking = snap.get("asking")
        if asking is not None and (isinstance(asking, bool) or not isinstance(asking, int)
                                   or not 0 <= asking < n):
            raise TableError("asking: no such seat")
        self.asking = asking


__all__ = ["BETWEEN_DEALS", "LAW", "NewStakes", "StakeQuestion"]
