"""Draw Poker's betting: the blind and the straddles before the deal (Laws 11, 17), and
each betting action's effect (Laws 18-21, 28-30, 38-42).

A mixin of :class:`~game.engine.draw.draw_poker.DrawPokerDeal`; each ``_do_<kind>`` applies
an action the deal has already checked against its offers.
"""

from __future__ import annotations


from ..core.actions import Action, ActionKind
from .names import K, P
from ..core.events import Acted, Returned, Staked
from ..core.view import PublicAction



class DrawBetting:
    """The blind, the straddles and the betting actions (mixed into the deal)."""

    def _start_ordinary(self) -> None:
        if self.house.blind_up_to_half_limit:
            self.phase = P.BLIND
            self.turn = self.age
            return
        self._post_blind(self.house.blind)

    def _post_blind(self, amount: int) -> None:
        self.blind_amount = self._put(self.age, amount)
        self.emit(Staked(seat=self.age, amount=self.blind_amount, why="blind", law="Law 11"))
        self.level = self.blind_amount
        if self.house.straddle and len(self.order) > 2 and self._straddle_offer(self._straddler()):
            self.phase = P.STRADDLE
            self.turn = self._straddler()
            return
        self._deal_and_ante()

    def _straddler(self) -> int:
        last = self.straddles[-1] if self.straddles else self.age
        return self.order[(self.order.index(last) + 1) % len(self.order)]

    def _straddle_offer(self, seat: int) -> bool:
        """Law 17: each straddle doubles the last, up to the house's cap (``straddle_cap``:
        by default while the ante it makes is within the limit, so with a limit of 50 the
        fourth straddle, 16, is the last, as the book's "STAKES" passage counts it; under
        ``straddle_quarter_limit`` no straddle above a quarter of the limit, as Law 17 words it)."""
        last = self.level
        if seat == self.age or 2 * last > self.house.straddle_cap:
            return False
        if self.house.stack_limited and self.stack(seat) < 2 * last:
            return False
        return True

    def _deal_and_ante(self) -> None:
        self._deal_hands()
        self.phase = P.BEFORE_DRAW
        self.level = 2 * (self.level if self.straddles else self.blind_amount)
        self.ante_level = self.level
        first_after = self.straddles[-1] if self.straddles else self.age
        self.need = self._able()
        self.turn = self._next_seat(first_after)
        self._check_turn()

    def _acted(self, seat: int, kind: ActionKind, amount: int, put: int, law: str, made_good: bool = False) -> None:
        # _record and all_in written out: this runs for nearly every decision.
        self.history.append(tuple.__new__(PublicAction, (seat, kind, put, self.phase, None)))
        self.emit(Acted(seat=seat, kind=kind, amount=amount, put=put, level=self.level,
                        all_in=self.limited and self.table.stacks[seat] == 0, law=law, made_good=made_good))

    def _do_blind(self, seat: int, action: Action) -> None:
        self._post_blind(action.amount)

    def _do_straddle(self, seat: int, action: Action) -> None:
        amount = 2 * self.level
        put = self._put(seat, amount)
        self.straddles.append(seat)
        self.level = put
        self._acted(seat, K.STRADDLE, amount, put, "Law 17")
        nxt = self._straddler()
        if self._straddle_offer(nxt):
            self.turn = nxt
        else:
            self._deal_and_ante()

    def _do_no_straddle(self, seat: int, action: Action) -> None:
        self._acted(seat, K.NO_STRADDLE, 0, 0, "Law 17")
        self._deal_and_ante()

    def _do_abandon(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        self._drop(seat)
        self.need.discard(seat)
        self.dead.extend(h.cards)
        law = "Law 18" if self.phase is P.BEFORE_DRAW else (
            "Law 29" if self.bet_made else "Law 28")
        if self.jack_pot and seat == self.opener:
            law = "Law 42" if self.phase is P.BEFORE_DRAW else "Law 45"
        self._acted(seat, K.ABANDON, 0, 0, law)
        if self.jack_pot and seat == self.opener:
            # The opener must prove his openers: his whole hand before the draw (Law 42),
            # his openers after it (Law 45).
            cards = h.dealt if self.phase is P.BEFORE_DRAW else self._openers_cards()
            self._show(seat, cards, law)
        self.turn = self._next_seat(seat)

    def _do_call(self, seat: int, action: Action) -> None:
        if self.phase is P.ANTES:
            self._ante_in(seat)
            return
        h = self.hands[seat]
        amount = self.level - h.put
        put = self._put(seat, amount)
        self.need.discard(seat)
        law = "Law 18" if self.phase is P.BEFORE_DRAW else "Law 30"
        # One word for each act, the button's (issue 38): before any raise the age "makes
        # good" his blind and the others "come in" (Law 18); after a raise all "call" (Law 19).
        made_good = False
        if put < amount:
            law = "Table stakes: a sight"
        elif self.phase is P.BEFORE_DRAW and self.raised:
            law = "Law 42" if self.jack_pot else "Law 19"
        elif self.jack_pot and self.phase is P.BEFORE_DRAW:
            law = "Law 41"
        elif self.phase is P.BEFORE_DRAW:
            made_good = seat == self.age
        self._acted(seat, K.CALL, put, put, law, made_good)
        self.turn = self._next_seat(seat)

    def _do_raise(self, seat: int, action: Action) -> None:
        h = self.hands[seat]
        self.level = self.level + action.amount
        put = self._put(seat, self.level - h.put)
        self.raised = True
        self.last_aggressor = seat
        self.need = self._able(but=seat)
        law = "Law 19" if self.phase is P.BEFORE_DRAW else "Law 29"
        if self.jack_pot and self.phase is P.BEFORE_DRAW:
            law = "Law 42"
        self._acted(seat, K.RAISE, action.amount, put, law)
        self.turn = self._next_seat(seat)

    def _do_bet(self, seat: int, action: Action) -> None:
        self._may_hold = False
        h = self.hands[seat]
        self.level = h.put + action.amount
        put = self._put(seat, action.amount)
        self.bet_made = True
        self.last_aggressor = seat
        self.need = self._able(but=seat)
        self._acted(seat, K.BET, action.amount, put, "Law 28")
        self.turn = self._next_seat(seat)

    def _do_pass(self, seat: int, action: Action) -> None:
        if self.phase is P.ANTES:
            self._pass_jack(seat, action)
            return
        if self.phase is P.AFTER_DRAW:
            # Holding the age: he stays in the round and speaks last (Hoyle's Games Modernized, Schenck).
            self._may_hold = False
            self._acted(seat, K.PASS, 0, 0, "Hoyle's Games Modernized and Schenck: holding the age")
            self.turn = self._next_seat(seat)
            return
        self.need.discard(seat)
        self._acted(seat, K.PASS, 0, 0, "Law 38")
        self.turn = self._next_seat(seat)
        if self.turn is None:
            self._jack_unopened()

    def _do_open(self, seat: int, action: Action) -> None:
        self.opener = seat
        self.level = self.hands[seat].put + action.amount
        put = self._put(seat, action.amount)
        self.last_aggressor = seat
        self.phase = P.BEFORE_DRAW
        # Law 41: everyone else may now come in, those who passed included.
        self.need = self._able(but=seat)
        self.history.append(PublicAction(seat, K.OPEN, put, P.OPENING))
        self.emit(Acted(seat=seat, kind=K.OPEN, amount=action.amount, put=put, level=self.level,
                        all_in=self.all_in(seat), law="Law 38"))
        self.turn = self._next_seat(seat)

    def _do_make_jack(self, seat: int, action: Action) -> None:
        # Law 21: the one player in takes down his ante; the age puts up the jack antes
        # for himself and for him, less the blind already in; all the others put up theirs.
        (other,) = [s for s in self.live if s != self.age]
        back = self.hands[other].put
        self.hands[other].put = 0
        self._pot -= back
        self.table.stacks[other] += back
        self._changed_all()
        self._record(seat, K.MAKE_JACK, 0)
        self.emit(Acted(seat=seat, kind=K.MAKE_JACK, amount=0, put=0, level=self.level, law="Law 21"))
        self.emit(Returned(seat=other, amount=back, why="his ante, for the only-two-in jack",
                           law="Law 21"))
        self._make_jack("only two in", payer_for={other: self.age})


__all__ = ["DrawBetting"]
