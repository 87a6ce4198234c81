"""The equity player: Draw Poker played by the hand's equity against the others' ranges.

A plain, sound player from another angle than the book-styled ones in :mod:`.players`:

* **Before the draw** it pictures each other player's dealt hand from what he did (came
  in, raised, raised again; the age completing his blind for one counter says little), and
  counts by Monte Carlo (:mod:`.draw_sim`) how often its own hand, drawn to, beats them
  all.  It comes in or calls when that equity, with the chance that those still to speak
  lay down, pays the pool's odds, and raises when its equity against the hands that would
  call a raise is well above half.
* **At the draw** it weighs a few ways of keeping (the sound keep, standing pat, a pair
  and kicker, a four-card flush or straight, an ace and king) over the same imagined deals
  and keeps the one that wins most.
* **After the draw** each player is pictured from the number of cards he drew too (an
  opponent who stood pat holds a made hand some of the time, two pairs or nothing the
  rest), and each bet, call and raise narrows him further, a bigger wager more, a few
  wagers always taken for bluffs.  It calls when its equity beats the pool's odds, bets or
  raises when its equity against the hands that would call is well above half, and never
  bluffs.  Sizes are from the book's default stakes (a blind of one counter, a limit of
  fifty): three quarters of the pool for value, the whole pool with a near-certain hand,
  one counter to keep a hand alive where it must bet or lay down.

Every count is over a fixed number of imagined deals from the player's own generator, so
a decision depends only on the seat's view and the seed, and takes a few milliseconds.
In the games other than Draw Poker it plays as the tight clean-room player does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine.core.actions import Action, ActionKind as K
from game.engine.core.view import Phase, SeatView

from .common import (
    call_or_check, can_check, check_or_fold, live_opponents, my_raises, offer,
    wager,
)
from .draw_sim import JACKS_SCORE, Range, candidate_keeps, equity, library, mask_of, shape
from .hands import idx
from .players import CleanRoomPlayer, Style

library()  # built at import (about a second), not in a player's first decision

EQUITY = Style("equity", "plays Draw Poker by its equity against the others' ranges, "
               "narrowed by what they did; no bluffs", enter=0.58, value=0.66, margin=0.04,
               bluff=0.0, size=0.7, their_bluffs=0.12, their_entry=0.5)

PRE_PHASES = frozenset((Phase.OPENING, Phase.BEFORE_DRAW))


@dataclass
class Reads:
    """How one opponent's actions are read (the equity player's are fixed; the counting
    exploiter's come from what it has seen of him)."""

    enter: float = 0.5
    """Percentile of dealt hands a player needs to come in (he comes in on the top half)."""
    complete: float = 0.3
    """The same for the age completing his blind (one counter: a wider range)."""
    raise_: float = 0.8
    """Percentile to raise before the draw; each further raise of his adds ``reraise``."""
    reraise: float = 0.07
    pre_floor: float = 0.05
    """The chance a before-the-draw wager is made whatever the hand."""
    bet_chip: float = 0.3
    """After the draw, the final percentile behind a bet of a counter or two."""
    bet: float = 0.55
    """Behind a bet of up to half the pool; bigger bets ask up to ``bet + 0.15``."""
    raise_post: float = 0.75
    call_post: float = 0.45
    """Behind a call after the draw; also what a caller of this seat's bet needs."""
    floor: float = 0.1
    """The chance a wager after the draw is made whatever the hand (bluffs)."""
    pat_real: float = 0.4
    """Of his pat hands, the share that are straights or better."""


class EquityPlayer(CleanRoomPlayer):
    """Draw Poker by equity against ranges; the tight player's play in the other games."""

    samples = 240
    """Imagined deals for a decision (shared out among the ranges when many are live)."""
    value_edge = 0.6
    """Equity against the hands that would call needed to bet or raise for value."""
    max_raises = 2
    """Raises of its own in a betting round before only a near-certain hand raises."""

    def __init__(self, rng: random.Random | None = None, name: str | None = None,
                 style: Style = EQUITY) -> None:
        super().__init__(style, rng, name)

    # -- what the others are taken to do -------------------------------------------
    def reads(self, view: SeatView, seat: int) -> Reads:
        """How ``seat``'s actions are read (fixed here; learnt by the counter)."""
        return Reads()

    def range_of(self, view: SeatView, seat: int, calls: float | None = None) -> Range:
        """``seat`` pictured from what he did this deal.  ``calls``: also ask the final
        percentile a player needs to call a wager of this seat (its calling range)."""
        rd = self.reads(view, seat)
        rg = Range(drew=view.players[seat].drew, floor=rd.floor, pre_floor=rd.pre_floor,
                   pat_real=rd.pat_real)
        pool = max(1, view.pool - sum(a.put for a in view.history))
        raises = 0
        blind = view.house.blind
        for a in view.history:
            if a.seat == seat:
                if a.phase in PRE_PHASES:
                    if a.kind is K.OPEN:
                        rg.opened = True
                        rg.enter = max(rg.enter or 0.0, rd.enter)
                    elif a.kind is K.CALL and a.put:
                        small = a.put <= blind and seat == view.age
                        t = rd.complete if small else rd.enter
                        rg.enter = max(rg.enter or 0.0, t)
                    elif a.kind is K.RAISE:
                        rg.raise_.append(min(0.97, rd.raise_ + rd.reraise * raises))
                        raises += 1
                elif a.phase is Phase.AFTER_DRAW:
                    before = max(1, pool)
                    if a.kind is K.BET or a.kind is K.OPEN:
                        size = a.put / before
                        t = rd.bet_chip if a.put <= 2 * blind or size <= 0.2 \
                            else rd.bet + min(0.15, 0.15 * max(0.0, size - 0.5) / 0.5)
                        rg.bets.append(t)
                    elif a.kind is K.RAISE:
                        n = sum(1 for t in rg.bets if t >= rd.raise_post)
                        rg.bets.append(min(0.97, rd.raise_post + 0.08 * n))
                    elif a.kind is K.CALL and a.put:
                        rg.bets.append(rd.call_post)
            pool += a.put
        if view.phase in PRE_PHASES and rg.enter is None and not rg.raise_:
            rg.enter = rd.enter  # still to speak: contests the pool only on a hand
        if calls is not None:
            if view.phase is Phase.AFTER_DRAW:
                rg.bets.append(calls)
            else:
                rg.raise_.append(calls)
        return rg

    def fold_chance(self, view: SeatView, seat: int) -> float:
        """How likely ``seat``, who has put nothing in of his own will yet, lays down."""
        return self.reads(view, seat).enter

    def bluff(self, view: SeatView, eq: float) -> Action | None:
        """A bluff where the play is right for it (never, here)."""
        return None

    def steal(self, view: SeatView, eq: float) -> Action | None:
        """A raise before the draw on a hand that would not raise for value (never)."""
        return None

    # -- deciding ------------------------------------------------------------------
    def _decide(self, view: SeatView) -> Action | None:
        if view.variant != "draw" or len(view.hand) != 5:
            return super()._decide(view)
        kinds = {o.kind for o in view.legal}
        if K.DRAW in kinds:
            return self._draw(view)
        if K.OPEN in kinds:
            return self._open_jack(view)
        if view.phase in PRE_PHASES or view.phase is Phase.AFTER_DRAW:
            if kinds & {K.BET, K.RAISE, K.CALL, K.ABANDON}:
                return self._wager(view)
            if K.PASS in kinds:  # a jack pot it cannot open
                return Action(K.PASS)
        return super()._decide(view)

    def _dead(self, view: SeatView) -> tuple[list[int], int]:
        mine = idx(view.hand)
        return mine, mask_of(mine) | mask_of(idx(view.discarded))

    def _eq(self, view: SeatView, keeps: list, ranges: list[Range]) -> list[float]:
        _mine, dead = self._dead(view)
        n = max(60, self.samples // max(1, len(ranges)))
        return equity(self.rng, keeps, dead, ranges, n)

    def _draw(self, view: SeatView) -> Action:
        o = offer(view, K.DRAW)
        assert o is not None
        mine, _dead = self._dead(view)
        if len(mine) != 5:
            return Action(K.DRAW)
        keeps = candidate_keeps(mine)
        ranges = [self.range_of(view, s) for s in live_opponents(view)]
        if not ranges:
            return Action(K.DRAW)
        eqs = self._eq(view, keeps, ranges)
        best = 0
        for j in range(1, len(keeps)):
            if eqs[j] > eqs[best] + 0.015:  # the sound keep unless another is clearly better
                best = j
        keep = set(keeps[best])
        if 5 - len(keep) > o.high:
            keep = set(keeps[0])
        throw = tuple(c for c, i in zip(view.hand, mine) if i not in keep)
        return Action(K.DRAW, cards=throw[:o.high])

    def _open_jack(self, view: SeatView) -> Action:
        """A jack pot: open only with jacks or better (Law 38), on equity."""
        mine, _dead = self._dead(view)
        _keep, score = shape(mine)
        floor = JACKS_SCORE
        if view.openers is not None:  # the evaluator's rank index: 2 -> 0 ... ace -> 12
            r = int(view.openers)
            floor = 30.0 + (r - 2 if r <= 10 else r - 4)
        if score >= floor:
            ranges = [self.range_of(view, s) for s in live_opponents(view)]
            eq = self._eq(view, [shape(mine)[0]], ranges)[0] if ranges else 1.0
            if eq >= 0.45:
                return wager(view, max(1, round(0.75 * view.pool))) or Action(K.PASS)
        return Action(K.PASS) if offer(view, K.PASS) else check_or_fold(view)

    def _size(self, view: SeatView, eq: float) -> int:
        frac = 1.0 if eq >= 0.85 else 0.75
        return max(1, round(frac * (view.pool + view.to_call)))

    def _wager(self, view: SeatView) -> Action | None:
        opps = live_opponents(view)
        if not opps:
            return call_or_check(view)
        mine, _dead = self._dead(view)
        pre = view.phase is not Phase.AFTER_DRAW
        keep = [tuple(shape(mine)[0])] if pre else [tuple(mine)]
        rd_call = {s: (self.reads(view, s).call_post if not pre else
                       self.reads(view, s).enter + 0.1) for s in opps}
        ranges = [self.range_of(view, s) for s in opps]
        callers = [self.range_of(view, s, rd_call[s]) for s in opps]
        eq, eq_call = self._eq(view, keep, ranges)[0], self._eq(view, keep, callers)[0]
        call = view.to_call
        pool = view.pool
        raises = my_raises(view)
        can_raise = offer(view, K.RAISE) is not None or offer(view, K.BET) is not None
        edge = self.value_edge + 0.03 * (len(opps) - 1)
        if can_raise and eq_call >= edge and (raises < self.max_raises or eq >= 0.92):
            return wager(view, self._size(view, eq_call))
        if pre:
            unacted = [s for s in opps if not self._entered_pre(view, s)]
            fold_all = 1.0 if unacted else 0.0  # all still to speak lay down
            for s in unacted:
                fold_all *= self.fold_chance(view, s)
            adds = sum(max(0, view.level - view.players[s].put) for s in unacted)
            win_now = fold_all * pool
            ev_call = win_now + (1.0 - fold_all) * (eq * (pool + call + adds) - call)
            stolen = self.steal(view, eq)
            if stolen is not None:
                return stolen
            if call == 0:
                return check_or_fold(view) if can_check(view) else Action(K.CALL)
            # A hand that only pays by the others laying down is not played on that alone.
            if ev_call > 0.05 * pool and eq >= 0.25:
                return Action(K.CALL)
            return check_or_fold(view)
        # After the draw.
        if call == 0:
            b = self.bluff(view, eq)
            if b is not None:
                return b
            if can_check(view):
                return check_or_fold(view)
            # Heads-up the first to speak bets or lays down: a counter keeps the hand.
            if eq >= 1.5 / (pool + 1):
                return wager(view, 1)
            return check_or_fold(view)
        if eq >= call / (pool + call):
            return Action(K.CALL)
        b = self.bluff(view, eq)
        if b is not None:
            return b
        return check_or_fold(view)

    @staticmethod
    def _entered_pre(view: SeatView, seat: int) -> bool:
        return any(a.seat == seat and a.phase in PRE_PHASES and a.put
                   and a.kind in (K.CALL, K.RAISE, K.OPEN) for a in view.history)


__all__ = ["EQUITY", "EquityPlayer", "Reads"]
