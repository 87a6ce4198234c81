"""The good player's reading at Ambigu (Foster, "Ambigu"): what the others' play and draws say.

The book gives no hints for Ambigu's play; the reading follows the one it gives for Bouillotte
("if a bet had been made and met by another player, such a point should generally be laid
down") and the other readings here (:mod:`game.ai.french.bouillotte_reading`,
:mod:`game.ai.three_card.brag_reading`).  Each player's hand is pictured as a weighing of
:data:`RECORDS` sound players' hands, made once (:func:`records`): four cards dealt, the
discard a sound player makes at the second draw, what that discard promised (its average
share of all hands beaten) and the hand it made.  Each thing a player did this deal, in
order, weighs his picture by how likely a sound player was to do it with each of those hands:

* "I play", a bet or a raise: by his chance of the best hand as he saw it (before the second
  draw, by what his hand promised; after it, by what it is), against the others' pictures as
  they stood then, so a raise over a bet says he beats what a bettor holds;
* staying (a call): by his chance against the price he paid (a call of fifty says more than
  a call of one);
* a pass: a hand nearly sure to be best is seldom passed;
* the second draw: how many cards he drew says what he kept (standing pat, a made hand;
  four, nothing worth keeping).

The chance a likelihood gives each action is :func:`game.ai.stud.likelihood`'s.  The good
player's own actions narrow his picture the same way, as the others see it.  His chance of
the best hand is then the share of each picture his hand beats at the show (before the
second draw, over the hands his draw may make); :func:`game.ai.french.ambigu.read_chance`
sets it against the chance with nothing told.  Only the seat's view is read.
"""

from __future__ import annotations

import copy
import math
import random
from bisect import bisect_left, bisect_right
from functools import cache
from typing import Callable, Sequence

from game.cards import Card
from game.engine import ActionKind, Phase, PublicAction, SeatView
from game.hands.french.ambigu import PACK

from ..stud import likelihood
from .ambigu_counting import _BIT, _drawn, _shares

K = ActionKind
RECORDS = 1500
"""Sound players' hands each picture weighs."""
BINS = 50
"""Steps of the measure over which the others' chances are worked out."""
ANYTHING = 0.25
"""The share of each picture kept for "anything at all" (a bluff, a wild stay): no hand is
ever taken as impossible, however the player bet.  Large, because not every player at the
table is sound (the liberal player plays and stays on much less): at 0.03 the good player laid
down so much that he won about half what he wins now over three 200-deal tournaments of good,
close, liberal, close (seeds 5-7), at 0.25 as much as by the plain rule."""
OTHER_DRAW = 0.05
"""How likely a player is to draw a number of cards other than a sound player's with a hand
(the close and liberal players keep other cards now and then)."""
TRIES = 16
"""Draws a record's discards are judged over."""
CALL_WIDTH = 0.1
"""How sharply a stay follows the chance against the price."""


class Records:
    """Sound players' hands at the second draw: for each, what the hand promised before the
    draw (``promise``), the cards drawn (``drew``) and the share the hand made beats
    (``made``)."""

    def __init__(self, promise: list[float], drew: list[int], made: list[float]) -> None:
        self.promise = promise
        self.drew = drew
        self.made = made
        self.promise_bin = [min(BINS - 1, int(x * BINS)) for x in promise]
        self.made_bin = [min(BINS - 1, int(x * BINS)) for x in made]
        # The records in each step of either measure (in their own order, so that a step's
        # weight is summed as it always was), and the records ordered by what they made
        # (ties kept together: a picture's weights are sorted only within a tie).
        self.promise_steps = _steps(self.promise_bin)
        self.made_steps = _steps(self.made_bin)
        self.by_made = sorted(range(len(made)), key=made.__getitem__)
        self.made_sorted = [made[i] for i in self.by_made]
        self.made_ties = [(a, b) for a, b in _runs(self.made_sorted) if b - a > 1]

        self._flat: dict[int, object] = {}

    def steps(self, bins: list[int]) -> list[list[int]]:
        """The records in each step of the measure ``bins`` (one of the two above)."""
        return self.made_steps if bins is self.made_bin else self.promise_steps

    def table(self, w: list[float]) -> tuple[list[float], list[float]]:
        """A picture's weights ``w`` as a table: the shares made, sorted, and the share of
        the picture at or below each (a picture nothing has weighed yet, :data:`FLAT`, is
        the same table every time, and is made once)."""
        if w is FLAT and 0 in self._flat:
            return self._flat[0]  # type: ignore[return-value]
        total = sum(w) or 1.0
        # (the weights in the order of (made, weight): by what was made, and sorted
        # within a tie, as sorting the pairs would give them)
        ordered = [w[i] for i in self.by_made]
        for a, b in self.made_ties:
            ordered[a:b] = sorted(ordered[a:b])
        cum, run = [], 0.0
        for x in ordered:
            run += x
            cum.append(run / total)
        got = (self.made_sorted, cum)
        if w is FLAT:
            self._flat[0] = got
        return got

    def flat_below(self, steps: list[list[int]], work: Callable[[], list[float]]
                   ) -> list[float]:
        """:meth:`_Picture.below` for a picture nothing has weighed yet (made once a
        measure, by ``work``)."""
        key = 1 if steps is self.made_steps else 2
        if key not in self._flat:
            self._flat[key] = work()
        return self._flat[key]  # type: ignore[return-value]


def _steps(bins: Sequence[int]) -> list[list[int]]:
    out: list[list[int]] = [[] for _ in range(BINS)]
    for i, b in enumerate(bins):
        out[b].append(i)
    return out


def _runs(xs: Sequence[float]) -> list[tuple[int, int]]:
    """The runs of equal values in the sorted ``xs``, as (start, end)."""
    out, start = [], 0
    for i in range(1, len(xs) + 1):
        if i == len(xs) or xs[i] != xs[start]:
            out.append((start, i))
            start = i
    return out


@cache
def records() -> Records:
    """:data:`RECORDS` hands dealt at random and drawn to as a sound player draws (the discard
    that makes the best hand on average), made once with a fixed generator."""
    shares = _shares()
    rng = random.Random(36)
    pack_bits = [_BIT[c] for c in PACK]
    promise, drew, made = [], [], []
    ways = [tuple(i for i in range(4) if m >> i & 1) for m in range(16)]  # discards by mask
    for _ in range(RECORDS):
        idx = rng.sample(range(len(PACK)), 4)
        hand = [pack_bits[i] for i in idx]
        pool = [b for i, b in enumerate(pack_bits) if i not in idx]
        # The same draws for every discard (their sums by how many are drawn), so that the
        # discards are compared on equal luck.
        runs = []
        for _ in range(TRIES):
            got = rng.sample(pool, 4)
            runs.append((0, got[0], got[0] + got[1], got[0] + got[1] + got[2], sum(got)))
        best, best_out = -1.0, ()
        for out in ways:
            kept = sum(b for i, b in enumerate(hand) if i not in out)
            n = len(out)
            value = shares[kept] if not n else sum(shares[kept + r[n]] for r in runs) / TRIES
            if value > best:
                best, best_out = value, out
        kept = sum(b for i, b in enumerate(hand) if i not in best_out)
        n = len(best_out)
        promise.append(best)
        drew.append(n)
        made.append(shares[kept + sum(rng.sample(pool, n))] if n else shares[kept])
    return Records(promise, drew, made)


FLAT = [1.0] * RECORDS
"""The weights of a picture nothing has weighed yet (shared: a picture's weights are replaced
as it is weighed, never changed in place)."""


def _sig(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x))))


class _Picture:
    """One player's picture: a weight for each record."""

    def __init__(self) -> None:
        self.w = FLAT  # (replaced, never changed in place, as the picture is weighed)
        self._last: tuple[list[float], list[list[int]], list[float]] = (FLAT, [], [])

    def below(self, steps: list[list[int]]) -> list[float]:
        """For each step of the measure, the share of this picture below its middle (the
        step itself counting half), over ``steps`` (the records in each step)."""
        if self.w is FLAT:
            return records().flat_below(steps, lambda: self._below(steps))
        # (kept while the weights stand: each other player's action asks it again)
        w, of, got = self._last
        if w is not self.w or of is not steps:
            got = self._below(steps)
            self._last = (self.w, steps, got)
        return got

    def _below(self, steps: list[list[int]]) -> list[float]:
        at = self.w.__getitem__
        hist = [sum(map(at, records), 0.0) for records in steps]
        total = sum(hist) or 1.0
        out, run = [], 0.0
        for h in hist:
            out.append((run + h / 2) / total)
            run += h
        # kept a share for "anything at all" (a hand at random beats as many as its place)
        return [(1 - ANYTHING) * x + ANYTHING * (i + 0.5) / BINS for i, x in enumerate(out)]


class AmbiguReading:
    """The good player's picture of the others in an Ambigu deal, built once a deal and
    brought up to each later decision by :meth:`advance` (only the actions since are read)."""

    def __init__(self, view: SeatView, blank: bool = False) -> None:
        """``blank``: read only who has left the deal (the picture of players who have
        told nothing, as a measure to set the reading against)."""
        self.me = view.seat
        self.deal = view.deal
        self.blank = blank
        self.recs = records()
        self.live = [p.seat for p in view.players if p.in_deal]
        self.pictures = {s: _Picture() for s in self.live}
        self.drawn: dict[int, int] = {}
        self.acted = False
        """Has any other player done something that tells."""
        # The pool before the first action in the history (the blinds, what the deal
        # carried): the pool now less what the actions put in.
        self.pool = view.pool - sum(a.put for a in view.history)
        self.read = 0
        """How many of the deal's actions have been read."""
        self._last: PublicAction | None = None
        self._catch_up(view)

    def __deepcopy__(self, memo: dict[int, object]) -> AmbiguReading:
        """A copy that reads on by itself (the coach copies the good player for each way his
        mixing may go): what :meth:`_take` changes (each picture's weights, who is still in,
        the draws, how far it has read) is copied; the sound players' records, never changed,
        are shared."""
        new = object.__new__(AmbiguReading)
        memo[id(self)] = new
        new.__dict__.update(self.__dict__)
        new.live = list(self.live)
        new.drawn = dict(self.drawn)
        new.pictures = {s: copy.copy(pic) for s, pic in self.pictures.items()}
        return new

    def advance(self, view: SeatView) -> AmbiguReading:
        """This reading brought up to ``view``, a later moment of the same deal for the same
        seat; any other view (another deal, seat, or a history that does not go on from the
        one read): a fresh reading."""
        h = view.history
        if view.deal != self.deal or view.seat != self.me or len(h) < self.read \
                or (self.read and h[self.read - 1] != self._last):
            return AmbiguReading(view, self.blank)
        self._catch_up(view)
        return self

    def _catch_up(self, view: SeatView) -> None:
        h = view.history
        for a in h[self.read:]:
            if not self.blank or a.kind in (K.ABANDON, K.SHOW_CARDS):
                self._take(a, self.pool)
            self.pool += a.put
        self.read = len(h)
        self._last = h[-1] if h else None

    # ------------------------------------------------------------ reading the actions
    def _after_draw(self, seat: int) -> bool:
        return self.drawn.get(seat, 0) >= 2

    def _take(self, a: PublicAction, pool: int) -> None:
        s = a.seat
        if s not in self.pictures:
            return
        if a.kind is K.DRAW:
            self.drawn[s] = self.drawn.get(s, 0) + 1
            if self.drawn[s] == 2 and a.drew is not None and s != self.me:
                self.acted = True
                drew = self.recs.drew
                self.pictures[s].w = [w * (1.0 if d == a.drew else OTHER_DRAW)
                                      for w, d in zip(self.pictures[s].w, drew)]
            return
        if a.kind in (K.ABANDON, K.SHOW_CARDS):
            if s in self.live:
                self.live.remove(s)
            return
        if a.phase is not Phase.BETTING or s not in self.live \
                or a.kind not in (K.PASS, K.BET, K.RAISE, K.CALL) \
                or (a.kind is K.CALL and a.put == 0):
            return
        after = self._after_draw(s)
        bins = self.recs.made_bin if after else self.recs.promise_bin
        steps = self.recs.steps(bins)
        others = [self.pictures[o].below(steps) for o in self.live if o != s]
        like = []
        for b in range(BINS):
            q = 1.0
            for below in others:
                q *= below[b]
            if a.kind is K.CALL:
                price = a.put / (pool + a.put)
                like.append(0.03 + 0.97 * _sig((q - price) / CALL_WIDTH))
            else:
                like.append(likelihood(a.kind, q))
        if s != self.me:
            self.acted = True
        pic = self.pictures[s]
        pic.w = [w * like[b] for w, b in zip(pic.w, bins)]

    # ------------------------------------------------------------ the chance
    def chance(self, mine: Sequence[float]) -> float:
        """The chance of the best hand at the show, over ``mine``: the shares the seat's hand
        may make (one share after the second draw; the hands its draw may make before)."""
        opponents = [s for s in self.live if s != self.me]
        if not opponents or not mine:
            return 1.0
        # Each opponent's picture as a sorted table of shares, to count a hand against it.
        tables = []
        for s in opponents:
            tables.append(self.recs.table(self.pictures[s].w))
        got = 0.0
        for u in mine:
            p = 1.0
            for shares, cum in tables:
                lo, hi = bisect_left(shares, u), bisect_right(shares, u)
                under = cum[lo - 1] if lo else 0.0
                upto = cum[hi - 1] if hi else 0.0
                p *= (1 - ANYTHING) * (under + upto) / 2 + ANYTHING * u
            got += p
        return got / len(mine)

    def density(self, seat: int, made: float, after: bool) -> float:
        """How much likelier ``seat``'s picture makes a hand at ``made`` (in the measure of
        the moment: what it made after the draw, its own share before) than a hand dealt at
        random: the picture's weight in that step over the step's share of all hands."""
        w = self.pictures[seat].w
        total = sum(w) or 1.0
        bins = self.recs.made_bin if after else self.recs.promise_bin
        b = min(BINS - 1, int(made * BINS))
        step = self.recs.steps(bins)[b]
        inside = sum(map(w.__getitem__, step)) / total
        prior = len(step) / RECORDS
        if prior <= 0:
            return 1.0
        return (1 - ANYTHING) * inside / prior + ANYTHING


def made_shares(keep: Sequence[Card], pool: Sequence[Card], rng: random.Random,
                samples: int) -> list[float]:
    """The shares of the hands of four made by keeping ``keep`` and drawing the rest from
    ``pool``, ``samples`` times (one share when nothing is drawn)."""
    shares = _shares()
    kept = sum(_BIT[c] for c in keep)
    need = 4 - len(keep)
    if need <= 0:
        return [shares[kept]]
    bits = [_BIT[c] for c in pool]
    return [shares[kept + more] for more in _drawn(bits, need, rng, samples)]


__all__ = ["AmbiguReading", "made_shares", "records"]
