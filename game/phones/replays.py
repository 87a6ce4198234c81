"""A table's deals of the round played again after the host's program was restarted: the
cards the guests had seen where they were, the unseen ones drawn afresh from the secure
source (:mod:`.inprogress`), each saved action applied again with its words.  A mixin of
:class:`~.night.PhoneNight`, as :class:`~.recap.Recaps` is.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable

from game.engine import Action, TableError
from game.party import Evening, PartyError, TableDeal

from .inprogress import LAY_OUT_TRIES, MaskedDeal, TableLog, lay_out, saved_whys
from .protocol import ProtocolError


class Replays:
    """Playing a restarted table's saved deals again (see the module docstring)."""

    ev: Evening | None
    deals: list[TableDeal | None]
    logs: dict[int, TableLog]
    _laying_out: bool

    if TYPE_CHECKING:  # the night's own, used here
        def _new_table_deal(self, t: int, again: bool = False) -> TableDeal: ...
        def _start_deal(self, t: int, deal: TableDeal) -> None: ...
        def _apply(self, t: int, seat: int, action: Action, why: str = "") -> None: ...

    def _lay_out(self, t: int, saved: list[MaskedDeal]) -> None:
        """Table ``t``'s deals of this round played again after a restart: the cards the
        guests have seen where they were, the others drawn afresh from the secure source
        (:mod:`.inprogress`).  If no draw lets the saved actions be played, the table's round
        is dealt again from its start, every counter as the round found it."""
        if not self._played_again(t, saved, False,
                                  lambda deal: not (self.logs[t].shuffles.stacked or deal.done)):
            self._new_table_deal(t)

    def _lay_out_finished(self, t: int, saved: list[MaskedDeal]) -> None:
        """Table ``t``'s deal, already over and recorded before a restart, played again to
        its end from the save (as :meth:`_lay_out`), so that the phones, the television and
        the host's window show its shown hands, its log and each player's counters as they
        did.  It must end as recorded (winner and counters); if no draw does, the table
        shows its recorded result alone, as before."""
        assert self.ev is not None
        want = self.ev.pending[t]

        def as_recorded(deal: TableDeal) -> bool:
            got = deal.result() if deal.done else None
            if got is None or got.counters_after != want.counters_after \
                    or set(got.tied or [got.winner]) != set(want.tied or [want.winner]):
                return False
            deal._result = want  # the recorded result (a tie's cut included) stands
            return True

        if not self._played_again(t, saved, True, as_recorded):
            self.deals[t] = None
            self.logs.pop(t, None)

    def _played_again(self, t: int, saved: list[MaskedDeal], again: bool,
                      ends_as: Callable[[TableDeal], bool]) -> bool:
        """Table ``t``'s saved deals played again, the unseen cards drawn afresh each try,
        until a try plays out as saved (``ends_as``); False if none does."""
        draw = random.SystemRandom()
        self._laying_out = True
        try:
            for _ in range(LAY_OUT_TRIES):
                deal = self._new_table_deal(t, again=again)
                try:
                    for one in saved:
                        packs, actions = lay_out(one, deal.engine.pack, draw)
                        whys = saved_whys(one)
                        self.logs[t].shuffles.stacked = packs
                        self._start_deal(t, deal)
                        for i, (seat, action) in enumerate(actions):
                            # An action taken for an absent guest keeps its words ("Time
                            # ran out, so ...") after the restart.
                            self._apply(t, seat, action, whys.get(i, ""))
                    if ends_as(deal):
                        return True
                except (ValueError, TypeError, KeyError, IndexError, TableError, ProtocolError, PartyError):
                    continue
            return False
        finally:
            self._laying_out = False
