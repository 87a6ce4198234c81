"""The book's player after the draw (Foster, "Suggestions for Good Play": betting, calling
and bluffing once the draw is over): a part of :class:`~game.ai.book.BookPlayer`, mixed into
it, so that the player's whole deal is read in two files of one job each.

It weighs laying down, calling and betting or raising each of a few amounts, picturing who
would call each and with what ("avoid calling: raise or lay down"), and plays the bluff
planned before the draw when the table is right for it.
"""

from __future__ import annotations

from game.engine import Action, ActionKind, LegalAction, Phase, SeatView
from game.hands import evaluate

from .balance import bluff_pays
from .book_memory import _Deal
from .mixing import mixed
from .reading import CAT_INDEX, bet_bucket, grade, grade_of, level, rules_of
from .worth import bet_worth

K = ActionKind
TWO_PAIRS_GRADE = grade_of(CAT_INDEX["two pairs"], 0)
"""The lowest two pairs: below it, one pair or nothing."""
SLOW_FROM = 0.8
"""The chance of the best hand from which a bet first to speak is now and then made a
counter chipped along instead (:attr:`Temperament.slow_play`)."""


class AfterDraw:
    """Betting after the draw, for :class:`~game.ai.book.BookPlayer` (its attributes: the
    temperament, the generator, the opponent model and the balances it keeps)."""

    def _after_draw(self, view: SeatView, st: _Deal) -> Action:
        t = self.temperament
        holders = [p.seat for p in view.players if p.holds_cards and p.seat != view.seat]
        g = grade(evaluate(view.hand, rules_of(view)))
        w = self._win_chance(view, g, holders)
        bet = view.offer(K.BET)
        call = view.offer(K.CALL)
        mine = st.raises.get(Phase.AFTER_DRAW, 0)
        if st.bluff and not st.gave_up and w < 0.5:
            return self._bluff_after(view, st, holders)
        if bet is not None:
            if t.skill >= 0.5:
                return self._best_bet(view, g, holders, bet, 0, w, mine)
            if w >= t.bet_floor:
                return Action(K.BET, self._bet_size(view, w))
            if w >= t.chip_floor:
                return Action(K.BET, 1)  # "chip along ... and wait for developments"
            return Action(K.ABANDON)
        to_call = call.low if call else 0
        raise_offer = view.offer(K.RAISE)
        if t.skill >= 0.5:
            return self._best_bet(view, g, holders, raise_offer if mine < t.max_raises else None,
                                  to_call, w, mine)
        can_raise = raise_offer is not None and mine < t.max_raises
        if can_raise and w >= t.raise_after:
            return Action(K.RAISE, self._bet_size(view, w))
        price = to_call / (view.pool + to_call) if to_call else 0.0
        if w >= max(t.call_floor, price * t.call_margin):
            return Action(K.CALL)
        if t.stays_on and level(evaluate(view.hand, rules_of(view))) >= t.stays_on:
            return Action(K.CALL)  # "gives every one a good fight"
        return Action(K.ABANDON)

    def _bet_size(self, view: SeatView, w: float) -> int:
        t = self.temperament
        if w >= 0.8:
            share = t.strong_share
        else:
            span = max(0.8 - t.bet_floor, 1e-6)
            share = t.bet_share + (t.strong_share - t.bet_share) * max(0.0, w - t.bet_floor) / span
        return self._size(view, share)

    def _best_bet(self, view: SeatView, g: int, holders: list[int], offer: LegalAction | None,
                  to_call: int, w: float, mine: int) -> Action:
        """The skilled way: weigh laying down, calling, and betting or raising each of a few
        amounts, picturing who would call each and with what; avoid calling."""
        t = self.temperament
        pool = view.pool
        ranges = [self._range(view, s) for s in holders]
        styles = [self._style(view, s) for s in holders]
        best_kind, best_amount, best_ev = K.ABANDON, 0, 0.0
        if to_call:
            ev_call = w * (pool + to_call) - to_call
            price = to_call / (pool + to_call)
            if w >= price * t.call_margin and w >= t.call_floor * 0.5:
                best_kind, best_ev = K.CALL, ev_call
        # Bets and raises are for hands that are probably best: a weak hand bets only as
        # a bluff planned before the draw, never on the spur of the moment.
        floor = t.bet_floor if offer is not None and offer.kind is K.BET else t.raise_after
        if offer is not None and w >= max(floor, (0.0, 0.6, 0.8, 0.9, 0.95)[min(mine, 4)]):
            bet_kind = K.BET if offer.kind is K.BET else K.RAISE
            limit = view.house.limit
            top = limit
            if g < TWO_PAIRS_GRADE:
                # One pair is bet thin: a bet above the pool is answered only by a hand
                # that weighs the price, and that hand beats one pair (issue 40: a pair of
                # Kings bet the limit was called or raised by better, and laid down).
                top = max(1, pool)
            sizes = sorted({max(offer.low, min(offer.high, x, top)) for x in
                            (1, round(limit * 0.1), round(limit * 0.25), round(limit * 0.5), limit)})
            for b in sizes:
                ev = bet_worth(self.model, view, g, holders, ranges, styles, to_call, b)
                if ev > best_ev:
                    best_kind, best_amount, best_ev = bet_kind, b, ev
        if best_kind is K.CALL and offer is not None and offer.kind is K.RAISE and mine == 0 \
                and self.model is not None and 0 < to_call <= max(1, pool // 10):
            # Raise a counter chipped along by a player counted laying down to such raises:
            # he has told the table his hand is ordinary.
            b = self._bluff_size(view)
            fold = 1.0
            for s in holders:
                notes = self.model.of(view.players[s].name)
                fold *= notes.fold_to_me(bet_bucket(b + to_call, pool))
            if bluff_pays(fold, pool, b, to_call, margin=0.2) and mixed(self.rng, 0.85):
                return Action(K.RAISE, b)
        if best_kind is K.ABANDON and to_call and offer is not None and offer.kind is K.RAISE \
                and mine == 0:
            bluff = self._bluff_now(view, g, holders, w, to_call)
            if bluff:
                if self._deal is not None:
                    self._deal.bluff_raised = tuple(holders)
                return Action(K.RAISE, bluff)  # a bluff raise
        if best_kind is K.ABANDON and to_call and view.offer(K.CALL) \
                and self._must_defend(view, g, holders, to_call):
            best_kind = K.CALL
        if best_kind is K.ABANDON and to_call == 0 and view.offer(K.BET):
            bluff = self._bluff_now(view, g, holders, w)
            if bluff:
                return Action(K.BET, bluff)
            if w >= t.chip_floor or w * pool >= (1 if len(holders) == 1 else 2):
                # "chip along ... and wait for developments": one counter is a small price
                # for a hand that wins the pool often enough, if nobody bets after it
                # (heads-up, when its chance times the pool is worth the counter: thrown
                # away, a small pair first to speak handed the pool to any draw; issue 40)
                return Action(K.BET, 1)
        if best_kind is K.BET and best_amount > 1 and w >= SLOW_FROM and len(holders) == 1 \
                and mixed(self.rng, t.slow_play):
            # Variety: first to speak heads-up, a strong hand now and then chips along like
            # an average one, to raise a raise ("the good player varies his game"); else a
            # counter chipped says the hand is only middling, and is raised (issue 40).
            return Action(K.BET, 1)
        if best_kind in (K.BET, K.RAISE) and best_amount > 1:
            (self._balance if best_kind is K.BET else self._raise_balance).add(
                view.me.drew, bluff=False)
        if best_kind is K.BET and best_amount > 1:
            self._value_sizes.append(best_amount)
            del self._value_sizes[:-30]
        return Action(best_kind, best_amount)

    def _bluff_after(self, view: SeatView, st: _Deal, holders: list[int]) -> Action:
        t = self.temperament
        right = len(holders) <= 2 and not any(
            view.players[s].drew == 0 for s in holders) and not any(
            a.kind is K.RAISE and a.phase is Phase.AFTER_DRAW and a.seat != view.seat
            for a in view.history) and (self.model is None or self._can_bluff(view, holders))
        if view.offer(K.BET) is not None:
            b = self._bluff_size(view)
            if right and (self.model is None or self._bluff_right(view, holders, b, 0)):
                self._balance.add(view.me.drew, bluff=True)
                return Action(K.BET, b)
            return Action(K.ABANDON)
        bettor_drew = [view.players[a.seat].drew for a in view.history
                       if a.phase is Phase.AFTER_DRAW and a.kind is K.BET]
        raise_offer = view.offer(K.RAISE)
        if right and raise_offer and not st.raises.get(Phase.AFTER_DRAW) \
                and bettor_drew and (bettor_drew[-1] or 0) >= 2:
            # B's play: raise an honest two-card draw the limit -- when the bettor has
            # been counted laying down to my raises often enough for it to pay.
            b = self._size(view, max(t.bluff_share, 0.5))
            call = view.offer(K.CALL)
            if self.model is None or self._raise_answered_well(view, holders, b,
                                                               call.low if call else 0):
                self._raise_balance.add(view.me.drew, bluff=True)
                st.bluff_raised = tuple(holders)
                return Action(K.RAISE, b)
        return Action(K.ABANDON)
