"""Draw Poker's offers and order of play: what the seat to act may do now, and who
speaks next (Laws 17-22, 28, 38; table stakes' sights).

A mixin of :class:`~game.engine.draw.draw_poker.DrawPokerDeal`: :meth:`DrawOffers._offers`
makes the legal actions of the seat whose turn it is, and :meth:`DrawOffers._check_turn`,
run after every step, ends a betting round, the phase or the deal when the laws say so.
"""

from __future__ import annotations

from typing import Sequence

from game.cards import Card, Rank
from game.hands import pair_floor, strength

from ..core.actions import LegalAction
from .names import _ABANDON, _DECLINE_SHOW, _MAKE_JACK, _NO_STRADDLE, _PASS, _SHOW, K, P



class DrawOffers:
    """The legal actions and the order of play (mixed into the deal)."""

    def legal_actions(self, seat: int | None = None) -> tuple[LegalAction, ...]:
        """The actions allowed now to ``seat`` (default: the seat whose turn it is)."""
        if seat is not None and seat != self.turn:
            return ()
        legal = self._legal
        if legal is None:
            legal = self._legal = self._offers()
        return legal

    def _offers(self) -> tuple[LegalAction, ...]:
        s = self.turn
        phase = self.phase
        if phase is P.OVER or s is None:
            return ()
        # (The house's rules are read once, in __init__: its properties cost calls.)
        limit = self._limit
        stack = self.table.stacks[s]
        capped = self.limited
        table_stakes = self._table_stakes
        if phase is P.BEFORE_DRAW or (phase is P.AFTER_DRAW and self.bet_made):
            # The common case, first: abandon, call, or raise.
            to_call = self.level - self.hands[s].put
            if to_call < 0:
                to_call = 0
            # Table stakes: no limit but what the player has (Foster, "Table Stakes").
            raise_cap = stack - to_call if table_stakes else limit
            if capped:
                raise_cap = min(raise_cap, stack - to_call)
                call = min(to_call, stack)
            else:
                call = to_call
            # (With no stakes limit, two hold cards here, so a raise is never closed.)
            can_raise = raise_cap >= 1 and not (capped and self._raise_closed(s))
            # (tuple.__new__: the named tuple's own constructor is a call more.)
            call_offer = tuple.__new__(LegalAction, (K.CALL, call, call))
            if can_raise:
                offers: tuple[LegalAction, ...] = (
                    _ABANDON, call_offer, tuple.__new__(LegalAction, (K.RAISE, 1, raise_cap)))
            else:
                offers = (_ABANDON, call_offer)
            if s == self.age and self._only_two_in_offer(s):
                return offers + (_MAKE_JACK,)
            return offers
        if phase is P.BLIND:
            high = limit // 2
            if capped:
                high = min(high, stack)
            return (LegalAction(K.BLIND, 1, max(1, high)),)
        if phase is P.STRADDLE:
            return (LegalAction(K.STRADDLE, 2 * self.level, 2 * self.level), _NO_STRADDLE)
        if phase is P.DRAW:
            return (LegalAction(K.DRAW, 0, len(self.hands[s].cards)),)
        if phase is P.SHOWDOWN:
            return (_SHOW, _DECLINE_SHOW)
        if phase is P.ANTES:
            return self._ante_offers(s)
        if phase is P.OPENING:
            if not self._has_openers(s):
                return (_PASS,)
            high = stack if table_stakes else (min(limit, stack) if capped else limit)
            return (_PASS, LegalAction(K.OPEN, 1, high)) if high >= 1 else (_PASS,)
        # After the draw, before anyone has bet (Law 28); the age may hold it (Hoyle's Games Modernized, Schenck).
        high = stack if table_stakes else limit
        if capped:
            high = min(high, stack)
        first = _PASS if self._may_hold and s == self.age else _ABANDON
        return (first, LegalAction(K.BET, 1, high)) if high >= 1 else (first,)

    def _raise_closed(self, seat: int) -> bool:
        """Nobody can be raised when every other holder of cards has nothing left to bet."""
        if not self.limited:
            return len(self.live) < 2
        stacks = self.table.stacks
        return not any(stacks[o] for o in self.live if o != seat)

    def _has_openers(self, seat: int) -> bool:
        cards = self.hands[seat].cards
        assert self.openers is not None
        if strength(cards, self.hand_rules) >= pair_floor(self.openers, self.hand_rules):
            return True
        return self.house.bobtail_openers and _is_bobtail(cards, self.table.rank_order)

    def _only_two_in_offer(self, seat: int) -> bool:
        """Law 21: no straddle, no raise, only one player in, and it is the age's say."""
        if seat != self.age or self.raised or self.straddles or self.jack_pot:
            return False
        if not (self.house.jack_pots and self.phase is P.BEFORE_DRAW):
            return False
        others = [s for s in self.live if s != self.age]
        return len(others) == 1

    # ----------------------------------------------------------------- flow
    def _check_turn(self) -> None:
        """After every step: end the phase or the deal when the laws say so."""
        while True:
            phase = self.phase
            if phase is P.BEFORE_DRAW or phase is P.AFTER_DRAW:
                live = self._live
                if live is None:
                    live = self.live
                if len(live) <= 1:
                    if phase is P.BEFORE_DRAW and self._natural_jack_due():
                        self._natural_jack()
                        return
                    if live:
                        self._uncontested(live[0])
                        return
                need = self.need
                if need and self.limited:
                    need = self._close_unanswerable()
                if not need:
                    if phase is P.BEFORE_DRAW:
                        self._begin_draw()
                        continue
                    self._begin_show()
                    return
                if self.turn not in need:
                    self.turn = self._next_seat(self.turn if self.turn is not None else self.dealer)
                return
            if phase is P.ANTES:
                if not self.need:
                    self._after_antes()
                    continue
                return
            if phase is P.DRAW:
                if len(self.live) == 1:
                    self._uncontested(self.live[0])
                    return
                if not self.need:
                    self._begin_after_draw()
                    continue
                return
            return

    def _close_unanswerable(self) -> set[int]:
        """When fewer than two players holding cards have counters left to bet, there is no
        more betting (TABLE STAKES: a bet nobody could meet is never offered): those who owe
        nothing have nothing left to say, and the deal goes on to the draw or the show."""
        stacks = self.table.stacks
        able = 0
        for s in self.live:
            if stacks[s]:
                able += 1
        if able >= 2:
            return self.need
        level, hands = self.level, self.hands
        self.need = {s for s in self.need if hands[s].put < level}
        return self.need

    def _natural_jack_due(self) -> bool:
        """Law 21: nobody came in; the age has no say and the deal makes a natural jack."""
        if self.jack_pot or self.straddles or self.raised:
            return False
        live = self.live
        if len(live) > 1 or (live and live[0] != self.age):
            return False
        # Only when the round has reached the age (everyone else has spoken).
        return not self.need or self.need == {self.age}

    def _begin_draw(self) -> None:
        self.phase = P.DRAW
        self.need = set(self.live)
        # Law 22: beginning with the player on the dealer's left.
        self.turn = next(s for s in self.order if s in self.need)

    def _begin_after_draw(self) -> None:
        self.phase = P.AFTER_DRAW
        self.bet_made = False
        self.level = max(self.hands[s].put for s in self.live)
        self.need = self._able()
        # Law 28: the first holder of cards left of the age bets first, the age last;
        # Law 45: in a jack pot the opener bets first, or the next on his left.
        if self.jack_pot and self.opener is None:
            self.need = set()  # the pot could not be opened (see _start_jack): to the show
        elif self.jack_pot:
            start = self.opener if self.hands[self.opener].live else None
            self.turn = start if start in self.need else self._next_seat(self.opener)
        elif self.house.holding_the_age and self.age in self.need:
            # Hoyle's Games Modernized and Schenck: the age bets first, or holds the age and keeps the last say.
            self.turn = self.age
            self._may_hold = True
        else:
            self.turn = self._next_seat(self.age)
        if len(self.need) <= 1:
            # Everyone but one (or all) has nothing left to bet: straight to the show.
            self.need = set()


def _is_bobtail(cards: Sequence[Card], rank_order: dict[Rank, int]) -> bool:
    """Four cards of a flush, or four in sequence (Foster, "Opening Jacks")."""
    suits = [c.suit for c in cards if not c.is_joker]
    if any(suits.count(s) >= 4 for s in set(suits)):
        return True
    places = sorted({rank_order[c.rank] for c in cards if not c.is_joker})
    if places and places[-1] == len(rank_order) - 1:
        places = [-1] + places  # the ace is low in A 2 3 4
    return any(places[i + 3] - places[i] == 3 for i in range(len(places) - 3))


__all__ = ["DrawOffers"]
