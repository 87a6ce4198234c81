"""Passing a jack (Law 37): "Any player may decline to ante, by saying: 'I pass this jack;'
and the dealer will give him no cards."  A house rule (``pass_the_jack``), for Draw Poker.

It applies to a jack pot whose antes are put up as it begins (the buck's, a high hand's):
each player in turn from the dealer's left antes or passes the jack, and only those who
ante are dealt in.  The antes of a natural or only-two-in jack are put up by the deal that
makes it, "for the ensuing deal" (Law 21), so there every player has anted already.  A
player may pass only while two others could still ante (our rule: a jack needs two).  Those
who passed stay out of the deals of the same jack that follow unopened (Law 40): they put
nothing into it.
"""

from __future__ import annotations


from ..core.actions import Action, ActionKind, LegalAction
from ..core.events import Staked
from ..core.view import Phase, PublicAction


_PASS = LegalAction(ActionKind.PASS)


class JackAntes:
    """The ante round of a jack pot where players may pass the jack (mixed into the deal)."""

    def _may_pass_jack(self) -> bool:
        return self.house.pass_the_jack and not self.setup.ante_payer

    def _begin_antes(self) -> None:
        self.phase = Phase.ANTES
        self.need = set(self.order)
        self.turn = self.order[0]

    def _ante_offers(self, seat: int) -> tuple[LegalAction, ...]:
        ante = self.setup.jack_ante
        if self.limited:
            ante = min(ante, self.table.stacks[seat])
        offers: tuple[LegalAction, ...] = (LegalAction(ActionKind.CALL, ante, ante),)
        anted = len(self.order) - len(self.need) - len(self.passed_jack)
        if anted + len(self.need) - 1 >= 2:
            offers += (_PASS,)
        return offers

    def _ante_in(self, seat: int) -> None:
        put = self._put(seat, self.setup.jack_ante)
        self.history.append(PublicAction(seat, ActionKind.CALL, put, Phase.ANTES))
        self.emit(Staked(seat=seat, amount=put, why="jack ante", law="Law 37"))
        self.need.discard(seat)
        self.turn = self._next_seat(seat)

    def _pass_jack(self, seat: int, action: Action) -> None:
        self.passed_jack.append(seat)
        self.need.discard(seat)
        self._acted(seat, ActionKind.PASS, 0, 0, "Law 37")
        self.turn = self._next_seat(seat)

    def _after_antes(self) -> None:
        """Those who passed the jack are given no cards: the deal goes on without them."""
        if self.passed_jack:
            gone = set(self.passed_jack)
            self.order = tuple(s for s in self.order if s not in gone)
            for s in gone:
                del self.hands[s]
            self._left = {s: self.order[(i + 1) % len(self.order)] for i, s in enumerate(self.order)}
            self._left.setdefault(self.dealer, self.order[0])
            self.age = self.order[0]
            self._live = None
            self._changed_all()
        self._deal_jack()


__all__ = ["JackAntes"]
