"""Reading the others: how a bet narrows a hand, and what a session of deals teaches.

A bet says "my hand is among my better ones, or I am bluffing".  If a player bets with the
top ``q`` of the hands he could hold, and bluffs so that a share ``b`` of his bets are
bluffs, a hand that beats his unseen hands with chance ``p`` beats his betting hands with

    (1 - b) * max(0, p - (1 - q)) / q  +  b * min(p, 1 - q) / (1 - q)

which is all the "reading" a fixed sound player needs.  A bigger bet, or a raise on a
raise, means a smaller ``q``; Foster's warning that "a liberal player finds a close player
following him freely" is the same sum with the close player's small ``q``.

:class:`Ledger` keeps, for each opponent by name, what the shows and the betting taught
over the session: how often he lays down to a bet (small and large), how often his bets
turned out bluffs when shown, how often he comes in.  The exploiter reads from it; the
fixed players keep only their priors.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.core.actions import ActionKind as K
from game.engine.core.view import Phase, SeatView

from .common import AGGRESSIVE
from .hands import TENS, idx, strength5


FINAL_PHASES = frozenset((Phase.AFTER_DRAW, Phase.BETTING))
"""The betting rounds after which the hands are shown (and where bluffs are made)."""


def narrow(p: float, q: float, b: float) -> float:
    """The chance of beating a player's betting hands, given ``p`` against all his hands,
    his betting share ``q`` and his bluff share ``b`` (see the module's note)."""
    q = min(0.98, max(0.02, q))
    b = min(0.9, max(0.0, b))
    top = max(0.0, p - (1.0 - q)) / q
    bottom = min(p, 1.0 - q) / (1.0 - q)
    return (1.0 - b) * top + b * bottom


def bet_share(size: float) -> float:
    """The share of his hands a sound player bets for a wager of ``size`` times the pool:
    a chip along says little, a bet of the pool says much."""
    if size <= 0.2:
        return 0.75
    if size <= 0.5:
        return 0.55
    if size <= 1.0:
        return 0.42
    return 0.32


@dataclass
class Tally:
    """A count with a prior: ``hits`` of ``tries``."""

    hits: float
    tries: float

    def rate(self) -> float:
        return self.hits / self.tries if self.tries else 0.0

    def add(self, hit: bool) -> None:
        self.hits += 1.0 if hit else 0.0
        self.tries += 1.0


@dataclass
class Profile:
    """What the session taught about one opponent."""

    fold_small: Tally = field(default_factory=lambda: Tally(2.0, 5.0))
    """Laid down to a bet or raise of half the pool or less."""
    fold_big: Tally = field(default_factory=lambda: Tally(3.0, 6.0))
    """Laid down to a bet or raise of more than half the pool."""
    bluffed: Tally = field(default_factory=lambda: Tally(1.0, 6.0))
    """His last wager of a deal, shown at the show, was on a weak hand."""
    big_bluffed: Tally = field(default_factory=lambda: Tally(1.0, 6.0))
    """The same for wagers of more than the pool."""
    came_in: Tally = field(default_factory=lambda: Tally(1.0, 2.0))
    """He put counters in of his own will in the first betting."""
    raised: Tally = field(default_factory=lambda: Tally(1.0, 5.0))
    """Of his wagering answers to a bet, a raise rather than a call."""
    fold_early: Tally = field(default_factory=lambda: Tally(2.0, 5.0))
    """Laid down to a wager in the first betting (before the draw, the first round)."""
    pat_real: Tally = field(default_factory=lambda: Tally(1.5, 5.0))
    """Draw Poker: of his pat hands shown, those straight or better."""


def weak_shown(view: SeatView, cards: tuple) -> bool | None:
    """Whether a hand shown is weak for its game (None: no opinion)."""
    v = view.variant
    if v in ("draw", "straight", "showdown", "stud", "stud-rounds"):
        ix = idx(cards)
        return strength5(ix) < TENS if len(ix) == 5 else None
    if v.startswith("brag") and len(cards) == 3:
        from .games import brag_percentile
        return brag_percentile(tuple(cards)) < 0.45
    if v == "bouillotte" and len(cards) == 3:
        from game.hands.french.bouillotte import hand_point
        b = view.bouillotte
        ret = getattr(b, "retourne", None)
        if ret is not None:
            from game.hands.french.bouillotte import classify
            if classify(cards, ret).is_brelan:
                return False
        return hand_point(cards)[0] < 21
    return None


class Ledger:
    """Profiles by opponent name, filled from each finished deal's view."""

    def __init__(self) -> None:
        self.profiles: dict[str, Profile] = {}

    def of(self, name: str) -> Profile:
        got = self.profiles.get(name)
        if got is None:
            got = self.profiles[name] = Profile()
        return got

    def learn(self, view: SeatView) -> None:
        """Read a finished deal: answers to wagers in the last betting (where bluffs are
        made), first-round entries, and the hands shown after a last-round wager."""
        names = {p.seat: p.name for p in view.players}
        pool = 2.0  # the blind and the like, which the history does not itemise
        phase = None
        wager_by: int | None = None
        wager_size = 0.0
        last_wager: dict[int, float] = {}
        entered: set[int] = set()
        spoke: set[int] = set()
        first_phase = None
        ante = view.variant.startswith("brag")  # the dealer's ante, put up unseen
        for a in view.history:
            if a.phase is not phase:
                phase, wager_by, wager_size = a.phase, None, 0.0
                last_wager.clear()  # only the last betting's wagers are judged at the show
                # (a jack pot's opening is left out: only openers may open it)
                if first_phase is None and a.phase in (Phase.BEFORE_DRAW, Phase.BETTING):
                    first_phase = a.phase
            if ante and a.kind in AGGRESSIVE:
                ante = False
                pool += a.put
                continue
            final = a.phase in FINAL_PHASES
            if a.phase is first_phase and a.phase is not Phase.BETTING and a.seat != view.seat \
                    and wager_by is not None and wager_by != a.seat \
                    and a.kind in (K.ABANDON, K.CALL, K.RAISE):
                self.of(names[a.seat]).fold_early.add(a.kind is K.ABANDON)
            if final and a.seat != view.seat and wager_by is not None \
                    and wager_by != a.seat and a.kind in (K.ABANDON, K.CALL, K.RAISE):
                prof = self.of(names[a.seat])
                tally = prof.fold_big if wager_size > 0.5 else prof.fold_small
                tally.add(a.kind is K.ABANDON)
                if a.kind is not K.ABANDON:
                    prof.raised.add(a.kind is K.RAISE)
            if a.kind in AGGRESSIVE:
                wager_by, wager_size = a.seat, a.put / max(1.0, pool)
                last_wager[a.seat] = wager_size
            elif a.kind is K.ABANDON:
                last_wager.pop(a.seat, None)
            if a.phase is first_phase:
                spoke.add(a.seat)
                if a.kind in (K.CALL, K.RAISE, K.BET, K.OPEN) and a.put:
                    entered.add(a.seat)
            pool += a.put
        for seat in spoke - {view.seat}:
            self.of(names[seat]).came_in.add(seat in entered)
        for p in view.players:
            if p.seat != view.seat and p.drew == 0 and p.shown and len(p.shown) == 5 \
                    and view.variant == "draw":
                ix = idx(p.shown)
                if len(ix) == 5:
                    self.of(p.name).pat_real.add(strength5(ix) >> 26 >= 4)
        if phase not in FINAL_PHASES:
            return
        for p in view.players:
            if p.seat == view.seat or not p.shown or p.seat not in last_wager:
                continue
            weak = weak_shown(view, tuple(p.shown))
            if weak is None:
                continue
            prof = self.of(p.name)
            prof.bluffed.add(weak)
            if last_wager[p.seat] > 1.0:
                prof.big_bluffed.add(weak)
