"""The good player's reading at single-stake Brag (Foster, "Brag"): what the others' raises
say, and what a raise of his own will be answered with.

A brag is measured, as in :mod:`game.ai.three_card.brag`, by the share of all three-card hands it
beats.  Each player's hand is pictured as a spread over that measure (sixty steps, each as
likely as the next before anyone speaks), and each action, in order, weighs the spread by
how likely a sound player is to have done it there (:func:`game.ai.stud.likelihood`):

* a raise, by the chance of the best hand he had **as he saw it**: against the others'
  spreads as they stood then, so a raise over a raise says he beats what a raiser holds,
  and a war of raises is fought with fewer and fewer hands on each side;
* meeting a bet, by the price (a counter to see the ante says little, forty says a lot);
* the good player's own raises narrow his spread the same way, as the others see it.

The good player's chance is then the share of each spread his brag beats, and each answer
on offer (lay down, meet, raise by each size) is weighed by what it wins over the spreads,
the others answering a raise by the price as they see it — the worse of two pictures, their
reading his raise and their not reading it, so that he neither bluffs players who call nor
bets into players who lay down.  How often each opponent raises and meets, against how often
a sound player would, raises his floor (:class:`game.ai.stud.StudNotes`): a player who
raises on everything is read as one.
"""

from __future__ import annotations

from itertools import product
from typing import Sequence

from game.engine import Action, ActionKind, Phase, PublicAction, SeatView

from ..raise_war import may_raise, own_raises
from .brag_tables import cannot_be_beaten
from ..stud import ANSWER, LIKE, READ_ME, StudNotes, _sig, likelihood

K = ActionKind
STEPS = 60
_MID = [(i + 0.5) / STEPS for i in range(STEPS)]


class _Spread:
    """A hand pictured over the measure, in ``STEPS`` equal steps."""

    def __init__(self, weights: Sequence[float] | None = None) -> None:
        self.w = list(weights) if weights is not None else [1.0] * STEPS
        self._cum: list[float] | None = None
        self._shares: list[float] | None = None

    def cum(self) -> list[float]:
        if self._cum is None:
            total, out = 0.0, []
            for w in self.w:
                total += w
                out.append(total)
            self._cum = out
        return self._cum

    def share(self, u: float) -> float:
        """The weighted share of this spread below ``u`` (a step it falls in counts half)."""
        # Asked for a great many times a decision: the sixty answers are worked out once.
        if self._shares is None:
            cum = self.cum()
            total = cum[-1]
            if total <= 0:
                self._shares = [0.5] * STEPS
            else:
                self._shares = [((cum[i - 1] if i else 0.0) + self.w[i] * 0.5) / total
                                for i in range(STEPS)]
        return self._shares[min(STEPS - 1, int(u * STEPS))]

    def times(self, factors: Sequence[float]) -> "_Spread":
        return _Spread([w * f for w, f in zip(self.w, factors)])


class BragReading:
    """The good player's picture of the table at single-stake Brag, built once a deal and
    brought up to each later decision by :meth:`advance` (only the actions since are read)."""

    def __init__(self, view: SeatView, mine: float, notes: StudNotes | None = None,
                 record: bool = False) -> None:
        self.view = view
        self.mine = mine
        self.notes = notes
        self.record = record
        self.me = view.seat
        self.deal = view.deal
        self.names = {p.seat: p.name for p in view.players}
        self.live = [p.seat for p in view.players if p.in_deal]
        self.spread = {s: _Spread() for s in self.live}
        self.floors: dict[tuple[int, ActionKind], float] = {}
        if notes is not None:
            self.floors = {(s, k): notes.floor(self.names[s], k) for s in self.live for k in LIKE}
        self.notes_taken: list[tuple[str, ActionKind, float, bool]] = []
        self.pool = 0
        self.blind = True
        self.read = 0
        self._last = None
        self._catch_up(view)

    def advance(self, view: SeatView, mine: float) -> BragReading:
        """This reading brought up to ``view``, a later moment of the same deal for the same
        seat (whose brag beats ``mine`` of all); any other view: a fresh reading."""
        h = view.history
        if view.deal != self.deal or view.seat != self.me or mine != self.mine \
                or len(h) < self.read or (self.read and h[self.read - 1] != self._last):
            return BragReading(view, mine, self.notes, self.record)
        self.view = view
        self._catch_up(view)
        return self

    def _catch_up(self, view: SeatView) -> None:
        h = view.history
        for a in h[self.read:]:
            self._take(a)
        self.read = len(h)
        self._last = h[-1] if h else None
        self.others = [s for s in self.live if s != self.me]
        # What a raise of his own would be answered with is weighed for each size on offer;
        # his narrowed spreads and each opponent's chances against them are the same for
        # every size, so they are worked out once a decision (and afresh at the next).
        self._mine: dict[float, _Spread] = {}
        self._answers: dict[tuple[int, float], list[float]] = {}

    def _take(self, a: PublicAction) -> None:
        """Read one public action into the spreads."""
        if a.phase is not Phase.BETTING:
            return
        if self.blind and a.kind is K.BET:  # the dealer's ante, made before he saw a card
            self.pool += a.put
            self.blind = False
            return
        if a.kind is K.ABANDON:
            if self.record and a.seat != self.me and a.seat in self.spread:
                self._record(self.names[a.seat], a.seat, a.kind)
            self.live = [s for s in self.live if s != a.seat]
            return
        kind = K.RAISE if a.kind in (K.RAISE, K.BET) else \
            K.CALL if (a.kind is K.CALL and a.put > 0) else None
        if kind is None or a.seat not in self.spread:
            self.pool += a.put
            return
        if self.record and a.seat != self.me:
            self._record(self.names[a.seat], a.seat, kind)
        need = a.put / (self.pool + 2 * a.put) if a.put else 0.0
        qs = [self.their_chance(a.seat, u, each=True) for u in _MID]
        power = READ_ME if a.seat == self.me else 1.0
        floor = self.floors.get((a.seat, kind))
        self.spread[a.seat] = self.spread[a.seat].times(
            [_like(kind, q, need, floor) ** power for q in qs])
        self.pool += a.put

    def _record(self, name: str, seat: int, did: ActionKind) -> None:
        sp = self.spread[seat]
        total = sum(sp.w) or 1.0
        qs = [self.their_chance(seat, u, each=True) for u in _MID]
        expected = sum(w * likelihood(K.RAISE, q, 0.0) for w, q in zip(sp.w, qs)) / total
        self.notes_taken.append((name, K.RAISE, expected, did is K.RAISE))

    def their_chance(self, seat: int, u: float, mine: _Spread | None = None,
                     each: bool = False) -> float:
        """The chance a hand at ``u`` held by ``seat`` is best, as he sees the others;
        ``each``: against each other player on average, as an action is read (what a sound
        player raises or meets by, however many are in, as at Stud: :data:`game.ai.stud.EACH`).
        Against all of them at once, a close player's see of the ante with three others to
        come was read as a hand beating three in five of all, and the book then put a pair
        of sevens at 2% against that see and a raise, where ace high against the raise
        alone stood at 23%."""
        q, n = 1.0, 0
        for s in self.live:
            if s != seat:
                sp = mine if (mine is not None and s == self.view.seat) else self.spread[s]
                q *= sp.share(u)
                n += 1
        return q ** (1.0 / n) if (each and n > 1) else q

    def chance(self) -> float:
        """The good player's chance of the best brag, over the weighted spreads."""
        p = 1.0
        for s in self.others:
            p *= self._beats(s)
        return p

    def _beats(self, seat: int) -> float:
        """The weighted share of ``seat``'s spread that the good player's brag beats."""
        return self.spread[seat].share(self.mine)

    def my_spread(self, narrow: float) -> _Spread:
        """His own spread as the others see it after a raise of his (``narrow``: how far
        they read it); kept for the rest of the decision."""
        if narrow not in self._mine:
            me = self.view.seat
            qs = [self.their_chance(me, u) for u in _MID]
            self._mine[narrow] = self.spread[me].times(
                [likelihood(K.RAISE, q) ** narrow for q in qs])
        return self._mine[narrow]

    def _answering(self, seat: int, narrow: float) -> list[float]:
        """``seat``'s chance at each step of his spread against the others and the good
        player's spread narrowed by ``narrow``."""
        key = (seat, narrow)
        if key not in self._answers:
            mine = self.my_spread(narrow)
            self._answers[key] = [self.their_chance(seat, u, mine) for u in _MID]
        return self._answers[key]

    def outcomes(self, seat: int, need: float, narrow: float) -> tuple[float, float, float]:
        """The shares of ``seat``'s spread that lay down to a raise costing ``need`` of the
        pool, that he beats, and that beat him, against his spread narrowed by ``narrow``."""
        sp = self.spread[seat]
        total = sum(sp.w) or 1.0
        fold = win = lose = 0.0
        for u, w, q in zip(_MID, sp.w, self._answering(seat, narrow)):
            if q < need:
                fold += w
            elif abs(u - self.mine) < 0.5 / STEPS:
                win += w / 2
                lose += w / 2
            elif u < self.mine:
                win += w
            else:
                lose += w
        return fold / total, win / total, lose / total

    def worth_of_raising(self, put: int, costs: dict[int, int]) -> float:
        return min(self._worth(put, costs, 0.0), self._worth(put, costs, 1.0))

    def _worth(self, put: int, costs: dict[int, int], narrow: float) -> float:
        pool = self.view.pool
        per = []
        for seat, cost in costs.items():
            need = ANSWER * cost / (pool + put + 2 * cost) if cost else 0.0
            per.append((cost, self.outcomes(seat, need, narrow)))
        ev = 0.0
        for combo in product(range(3), repeat=len(per)):
            prob, gained, beaten = 1.0, 0, False
            for (cost, fwl), pick in zip(per, combo):
                prob *= fwl[pick]
                if pick:
                    gained += cost
                    beaten = beaten or pick == 2
            if prob > 0:
                ev += prob * (-put if beaten else pool + gained)
        return ev


def _like(kind: ActionKind, q: float, need: float, floor: float | None) -> float:
    """Meeting a bet goes by its price; a raise by the chance alone."""
    if kind is K.CALL:
        base = LIKE[K.CALL][2] if floor is None else floor
        centre = max(0.05, min(0.6, 1.2 * need))
        return base + (1 - base) * _sig((q - centre) / 0.08)
    return likelihood(kind, q, floor)


def decide(view: SeatView, offers: dict, mine: float, notes: StudNotes | None,
           white: int, sizes: Sequence[float] = (0.1, 0.25, 0.5, 1.0),
           reading: BragReading | None = None) -> Action | None:
    """The good player's answer at single-stake Brag (the ante already made), or None.
    ``reading``: the deal's reading brought up to ``view`` (else one is made)."""
    got = worths(view, offers, mine, notes, white, sizes, reading)
    return max(got, key=lambda c: c[0])[1] if got else None


def worths(view: SeatView, offers: dict, mine: float, notes: StudNotes | None,
           white: int, sizes: Sequence[float] = (0.1, 0.25, 0.5, 1.0),
           reading: BragReading | None = None) -> list[tuple[float, Action]]:
    """Each answer :func:`decide` weighs, with what it is worth on average (the book says
    why it only sees with a strong brag: its raises are worth less); [] where it does not
    decide."""
    if view.variant != "brag" or K.CALL not in offers:
        return []
    if reading is None:
        reading = BragReading(view, mine, notes)
    if not reading.others:
        return []
    p = reading.chance()
    pool = view.pool
    call = offers[K.CALL]
    to_call = call.low
    choices = [(p * pool - (1 - p) * to_call, Action(K.CALL, to_call))]
    if to_call > 0 and K.ABANDON in offers:
        choices.append((-white, Action(K.ABANDON)))
    # No war of raises (game/ai/raise_war.py): each raise of his own raises the chance a
    # further one needs; after three, only a brag nothing can beat raises again.
    me = view.seat
    if K.RAISE in offers and may_raise(own_raises(view.history, me), unbeatable(view),
                                       chance=p):
        mine_in = next(pl.put for pl in view.players if pl.seat == me)
        puts = {pl.seat: pl.put for pl in view.players}
        for amount in _sizes(offers[K.RAISE], view.house.limit, sizes):
            total = mine_in + to_call + amount
            costs = {s: max(0, total - puts[s]) for s in reading.others}
            choices.append((reading.worth_of_raising(to_call + amount, costs),
                            Action(K.RAISE, amount)))
    return choices


def unbeatable(view: SeatView) -> bool:
    """No three cards the others might hold beat this seat's brag."""
    return cannot_be_beaten(view)


def learn(view: SeatView, mine: float, notes: StudNotes) -> None:
    """After a deal: count each opponent's raises against a sound player's."""
    if view.variant != "brag":
        return
    reading = BragReading(view, mine, notes, record=True)
    for name, kind, expected, did in reading.notes_taken:
        notes.note(name, kind, expected, did)


def _sizes(offer, limit: int, shares: Sequence[float]) -> list[int]:  # type: ignore[no-untyped-def]
    out = {max(offer.low, min(offer.high, max(1, int(round(s * limit))))) for s in shares}
    out.add(offer.low)
    return sorted(out)


__all__ = ["BragReading", "decide", "learn", "unbeatable", "worths"]
