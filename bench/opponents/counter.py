"""The counting exploiter: Draw Poker against each opponent as his counted habits show him.

It keeps, for every other player by name, counts of what the table showed at the end of
each deal (``deal_over``, the seat's own view: only what a player at the table sees):

* how often he comes in before the draw, and how often he raises there;
* how often he calls before the draw and then draws four or five (a weak draw);
* after the draw: how often he bets when he may (a bet of more than a counter or two),
  and how often after standing pat; how often he lays down to a bet or raise;
* at the show: how often his last wager after the draw was made on a weak hand (a bluff),
  and of his pat hands shown, how many were straights or better.

Its play is the equity player's (:mod:`.equity`) with each opponent's range read from
those counts instead of fixed guesses: one who comes in on most hands is given a wide
range; one who bets after the draw on most hands is called down lighter (his bets ask a
lower percentile, and the share taken for bluffs is the share shown weak); one whose bets
are never shown weak is laid down to more.  And it exploits: after the draw it bets into a
player who lays down to bets more often than the bet's price (a bluff wins when he folds
more than ``bet / (pool + bet)`` of the time); before the draw it raises, heads-up, a
player who seldom comes in; it raises thinner against one who calls with weak draws.

Every count starts from a prior (a sound player's habits), so it plays soundly until it
has seen enough.  Deterministic given its generator; in the other games it plays as the
tight clean-room player does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.engine.core.actions import Action, ActionKind as K
from game.engine.core.view import Phase, SeatView

from .common import AGGRESSIVE, live_opponents, my_raises, offer, wager
from .draw_sim import final_pct
from .equity import PRE_PHASES, EquityPlayer, Reads
from .hands import idx, strength5
from .players import Style
from .reading import Tally

COUNTER = Style("counter", "plays Draw Poker by equity against ranges read from each "
                "opponent's counted habits; bluffs into folds, calls down bettors",
                enter=0.55, value=0.64, margin=0.03, bluff=0.08, size=0.7,
                their_bluffs=0.15, their_entry=0.55)


@dataclass
class Counts:
    """One opponent's counted habits, each with a sound player's prior."""

    came_in: Tally = field(default_factory=lambda: Tally(5.0, 10.0))
    raised_pre: Tally = field(default_factory=lambda: Tally(2.0, 10.0))
    """Of the deals he came in, those he raised before the draw."""
    weak_draw: Tally = field(default_factory=lambda: Tally(1.0, 10.0))
    """Of the deals he came in and drew, those he drew four or five."""
    bet_post: Tally = field(default_factory=lambda: Tally(4.0, 10.0))
    """After the draw, nobody having wagered before him: a bet of more than a chip."""
    bet_pat: Tally = field(default_factory=lambda: Tally(5.0, 10.0))
    """The same, after standing pat."""
    fold_post: Tally = field(default_factory=lambda: Tally(4.0, 10.0))
    """After the draw, facing a bet or raise: laid down."""
    bluffed: Tally = field(default_factory=lambda: Tally(1.0, 10.0))
    """His last wager after the draw, shown: on a weak hand."""
    pat_real: Tally = field(default_factory=lambda: Tally(2.0, 5.0))
    """His pat hands shown: straights or better."""


WEAK = 0.35
"""A final hand below this percentile of hands drawn to is a weak one (about a low pair)."""


class Counter(EquityPlayer):
    """The equity player's play, each opponent read by his counted habits, plus bluffs
    into folds and steals from players who seldom come in."""

    def __init__(self, rng: random.Random | None = None, name: str | None = None,
                 style: Style = COUNTER) -> None:
        super().__init__(rng, name, style)
        self.counts: dict[str, Counts] = {}

    def of(self, name: str) -> Counts:
        got = self.counts.get(name)
        if got is None:
            got = self.counts[name] = Counts()
        return got

    # -- learning ----------------------------------------------------------------
    def deal_over(self, view: SeatView) -> None:
        if view.variant != "draw":
            return
        names = {p.seat: p.name for p in view.players}
        blind = view.house.blind
        pool = max(1, view.pool - sum(a.put for a in view.history))
        spoke_pre: set[int] = set()
        came: set[int] = set()
        raised: set[int] = set()
        wager_post: int | None = None
        last_post: dict[int, bool] = {}  # seat -> his last after-draw action was a wager
        pool_at = pool
        for a in view.history:
            s = a.seat
            mine = s == view.seat
            if a.phase in PRE_PHASES:
                if a.kind in (K.CALL, K.RAISE, K.OPEN, K.ABANDON, K.PASS):
                    # the age completing his blind for a counter is not counted
                    if not (a.kind is K.CALL and a.put <= blind and s == view.age):
                        spoke_pre.add(s)
                        if a.put and a.kind is not K.ABANDON:
                            came.add(s)
                if a.kind is K.RAISE:
                    raised.add(s)
            elif a.phase is Phase.AFTER_DRAW and not mine:
                c = self.of(names[s])
                if wager_post is not None and wager_post != s and a.kind in (
                        K.ABANDON, K.CALL, K.RAISE):
                    c.fold_post.add(a.kind is K.ABANDON)
                elif wager_post is None and a.kind in (K.BET, K.PASS, K.ABANDON, K.OPEN):
                    real = a.kind in AGGRESSIVE and a.put > 2 * blind \
                        and a.put > 0.2 * pool_at
                    c.bet_post.add(real)
                    if view.players[s].drew == 0:
                        c.bet_pat.add(real)
                if a.kind in AGGRESSIVE and a.put > 2 * blind:
                    last_post[s] = True
                elif a.kind in (K.CALL, K.PASS):
                    last_post[s] = False
            if a.phase is Phase.AFTER_DRAW and a.kind in AGGRESSIVE:
                wager_post = s
            pool_at += a.put
        for s in spoke_pre - {view.seat}:
            c = self.of(names[s])
            c.came_in.add(s in came)
            if s in came:
                c.raised_pre.add(s in raised)
                drew = view.players[s].drew
                if drew is not None:
                    c.weak_draw.add(drew >= 4)
        for p in view.players:
            if p.seat == view.seat or not p.shown or len(p.shown) != 5:
                continue
            ix = idx(p.shown)
            if len(ix) != 5:
                continue
            st = strength5(ix)
            if p.drew == 0:
                self.of(p.name).pat_real.add(st >> 26 >= 4)
            if last_post.get(p.seat):
                self.of(p.name).bluffed.add(final_pct(st) < WEAK)

    # -- reading -----------------------------------------------------------------
    def _counts(self, view: SeatView, seat: int) -> Counts:
        return self.of(view.players[seat].name)

    def reads(self, view: SeatView, seat: int) -> Reads:
        c = self._counts(view, seat)
        came = min(0.95, max(0.1, c.came_in.rate()))
        enter = 1.0 - came
        raise_share = min(0.9, max(0.05, c.raised_pre.rate())) * came
        bets = min(0.9, max(0.1, c.bet_post.rate()))
        bluffs = min(0.6, max(0.02, c.bluffed.rate()))
        folds = min(0.9, max(0.05, c.fold_post.rate()))
        return Reads(
            enter=enter, complete=max(0.05, enter - 0.2),
            raise_=min(0.97, max(enter + 0.05, 1.0 - raise_share)),
            pre_floor=0.06 + 0.2 * max(0.0, c.weak_draw.rate() - 0.1),
            bet_chip=0.3, bet=min(0.85, max(0.25, 1.0 - bets)),
            raise_post=min(0.9, max(0.5, 1.0 - 0.5 * bets)),
            call_post=min(0.8, max(0.15, folds)),
            floor=bluffs, pat_real=min(0.95, max(0.1, c.pat_real.rate())),
        )

    def fold_chance(self, view: SeatView, seat: int) -> float:
        return min(0.9, max(0.05, 1.0 - self._counts(view, seat).came_in.rate()))

    # -- exploiting ----------------------------------------------------------------
    def bluff(self, view: SeatView, eq: float) -> Action | None:
        """Bet into a lone opponent who lays down to bets more often than the bet costs,
        on a hand that would lose at the show (and raise a chip bet likewise)."""
        opps = live_opponents(view)
        if len(opps) != 1 or eq >= 0.4 or my_raises(view) or view.phase is not Phase.AFTER_DRAW:
            return None
        c = self._counts(view, opps[0])
        folds = c.fold_post.rate()
        pool, call = view.pool, view.to_call
        if call > max(2 * view.house.blind, 0.2 * pool):
            return None  # a real bet said strength: no bluff raise into it
        size = max(1, round(0.75 * (pool + call)))
        price = (size + call) / (pool + call + size)
        edge = folds - price
        if edge <= 0.03:
            return None
        if self.rng.random() < min(0.85, 3.0 * edge):
            return wager(view, size)
        return None

    def steal(self, view: SeatView, eq: float) -> Action | None:
        """Heads-up before the draw, nobody having raised: raise a player who comes in
        seldom, on any hand with some play in it."""
        opps = live_opponents(view)
        if len(opps) != 1 or view.phase not in PRE_PHASES or my_raises(view) \
                or offer(view, K.RAISE) is None:
            return None
        if any(a.kind is K.RAISE for a in view.history if a.phase in PRE_PHASES):
            return None
        fold = self.fold_chance(view, opps[0])
        if fold < 0.55 or eq < 0.3:
            return None
        if self.rng.random() < min(0.8, 2.0 * (fold - 0.5)):
            return wager(view, max(1, round(view.pool + view.to_call)))
        return None

    value_edge = 0.58
    """It bets a little thinner than the equity player: its callers are read, not guessed."""


__all__ = ["COUNTER", "Counter", "Counts"]
