"""The good player at Stud Poker, four up at once (Foster, "Stud Poker"): reading a hand of
which the table sees four cards out of five.

At this game each player sees all of every other hand but one card, and each of them sees
as much of his.  So an opponent's bet or call says what his one hidden card is likely to
be, **judged from what he can see**: he bets when his hand beats most of what the others'
cards up can make, calls when it beats enough of it for the price, and lays down when the
cards up against him are too good.  The good player pictures each opponent's hidden card
that way:

* for every card the opponent might hold down, the chance his hand would be best as he
  sees it (his hand against every hand the other cards up could make);
* each of his bets, raises, calls and passes this deal weighs each such card by how likely
  a sound player is to have done it with that chance (a bet with a good chance, a raise
  with a better, a call with enough for the price; now and then a bet on little);
* his own bet is weighed the same way from the other side: who would answer it, and with
  what, given what his own cards up show.  A bet that only better hands will answer is not
  made; a bluff is made only when the others' cards up cannot stand against what his show.

Every bet size on offer, a call and laying down are weighed by what they win or lose over
those pictures, and the best is taken.  The pool at Stud is small against the limit (an
ante from the buck), so the answer to a bet is nearly all of what a hand is worth.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left, bisect_right
from itertools import product
from typing import Sequence

from game.cards import Card, PackKind
from game.engine import Action, ActionKind, Phase, PublicAction, SeatView
from game.hands import STANDARD_RULES, strength
from game.hands.evaluator import context, eval_ranks

from .raise_war import may_raise, own_raises

K = ActionKind

# How a sound player's actions follow his chance of the best hand as he sees it:
# (centre, width, floor): the chance he does it rises around ``centre`` over ``width``,
# never below ``floor`` (a bluff, a slow play).
LIKE = {
    K.BET: (0.55, 0.08, 0.03),
    K.RAISE: (0.72, 0.07, 0.008),
    K.CALL: (0.38, 0.1, 0.03),
}
NARROW = 0.0
"""How far the good player expects the others to narrow his hand by his own bet (0: they
answer by the cards they see alone)."""
ANSWER = 1.0
"""The share of the pool's odds an opponent is expected to answer a bet on."""
READ_ME = 1.0
"""How far an opponent is taken to have narrowed the good player's hand by his bets before
he answered them."""
EACH = True
"""Read an action by the chance against each other player on average (see
:meth:`StudReading.their_chance`), not against all of them at once."""
PASS_STRONG = 0.6
"""How much less likely a pass is from a hand nearly sure to be best (he may slow-play)."""


def _sig(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, x))))


def likelihood(kind: ActionKind, q: float, floor: float | None = None) -> float:
    """How likely a sound player with chance ``q`` (as he sees it) is to do ``kind``;
    ``floor``: how often he does it on anything (the opponent's own, from the notes)."""
    if kind is K.PASS:
        return 1.0 - PASS_STRONG * _sig((q - 0.85) / 0.05)
    rule = LIKE.get(kind)
    if rule is None:
        return 1.0
    centre, width, base = rule
    floor = base if floor is None else floor
    return floor + (1 - floor) * _sig((q - centre) / width)


_CTX = context(STANDARD_RULES, False)
_PACK = tuple(c for c in PackKind("52").cards() if not c.is_joker)


def _st(cards: Sequence[Card]) -> int:
    """A hand's strength; short of five cards, by its pairs and threes and then its high
    cards (Law 35: a short hand is neither straight nor flush)."""
    if len(cards) < 5:
        return eval_ranks([int(c.rank) for c in cards], False, _CTX)
    try:
        return strength(cards)
    except (ValueError, KeyError):  # pragma: no cover - odd packs
        return 0


class _Range:
    """Hands a player may hold, with weights: strengths sorted, cumulative weights."""

    def __init__(self, pairs: list[tuple[int, float]]) -> None:
        pairs.sort()
        self.keys = [s for s, _ in pairs]
        self.cum: list[float] = []
        total = 0.0
        for _, w in pairs:
            total += w
            self.cum.append(total)
        self.total = total

    def share(self, st: int) -> float:
        """The weighted share of this range that a hand of strength ``st`` beats (ties half)."""
        if not self.keys or self.total <= 0:
            return 0.5
        lo = bisect_left(self.keys, st)
        hi = bisect_right(self.keys, st)
        below = self.cum[lo - 1] if lo else 0.0
        upto = self.cum[hi - 1] if hi else 0.0
        return (below + (upto - below) / 2) / self.total


class StudNotes:
    """What the good player has counted of each opponent at this game ("watching the
    others"): for each kind of action, how often he took it when he could, against how often
    a sound player would have with the hands he might hold.  A player who bets far more often
    than good hands come is betting on little the difference: his floor (the chance he does
    it on anything) is raised to match.  Counts fade, so a change of game is soon seen."""

    FADE = 0.995
    PRIOR = 6.0

    def __init__(self) -> None:
        self.counts: dict[tuple[str, ActionKind], list[float]] = {}

    def note(self, name: str, kind: ActionKind, expected: float, did: bool) -> None:
        row = self.counts.setdefault((name, kind), [0.0, 0.0, 0.0])
        row[0] = row[0] * self.FADE + expected
        row[1] = row[1] * self.FADE + (1.0 if did else 0.0)
        row[2] = row[2] * self.FADE + 1.0

    def floor(self, name: str, kind: ActionKind) -> float:
        base = LIKE[kind][2]
        row = self.counts.get((name, kind))
        if row is None:
            return base
        expected, did, n = row
        excess = (did - expected) / (n - expected + self.PRIOR)
        return max(base, min(0.9, excess))


class StudReading:
    """The good player's picture of the table at four up at once or round by round (a round
    of betting opens with each bet: the cards up then were the first of each hand's).

    It is built once a deal and brought up to each later decision by :meth:`advance`, which
    reads only the actions since (a long deal's decisions do not read the deal again)."""

    def __init__(self, view: SeatView, notes: StudNotes | None = None,
                 record: bool = False) -> None:
        self.notes = notes
        self.record = record
        self.me = view.seat
        self.deal = view.deal
        self.rounds = view.variant == "stud-rounds"
        self.names = {p.seat: p.name for p in view.players}
        self.live = [p.seat for p in view.players if p.in_deal and p.up]
        self.notes_taken: list[tuple[str, ActionKind, float, bool]] = []
        self._floors: dict[tuple[int, ActionKind], float] = {}
        self._ups_seen = -1
        self._pub: dict[tuple[int, int], _Range] = {}
        self._sts: dict[tuple[int, int, int], list[int]] = {}
        # Each opponent's possible cards down, weighted, and the good player's own as the
        # others picture it.  His actions are read in order, each against the good player's
        # hand as it stood pictured then (narrowed by the good player's own bets before it,
        # as a sound player narrows it) and against the players still in at the time.
        self._look(view)
        self.my_w: dict[Card, float] = dict.fromkeys(self.public, 1.0)
        self.w: dict[int, dict[Card, float]] = {
            s: dict.fromkeys(self.unseen, 1.0) for s in self.live if s != self.me}
        self.loose: dict[int, float] = {}
        self.bet_made = False
        self.r = -1 if self.rounds else self.now
        self.read = 0
        self._last = None
        self._catch_up(view)

    # ------------------------------------------------------------ following the deal
    def advance(self, view: SeatView) -> StudReading:
        """This reading brought up to ``view``, a later moment of the same deal for the same
        seat: only the actions since the last are read.  Any other view: a fresh reading."""
        h = view.history
        if view.deal != self.deal or view.seat != self.me or len(h) < self.read \
                or (self.read and h[self.read - 1] != self._last):
            return StudReading(view, self.notes, self.record)
        self._look(view)
        self._catch_up(view)
        return self

    def _look(self, view: SeatView) -> None:
        """What the view shows now: the cards up, what a watcher cannot see, the round."""
        self.view = view
        ups_now = sum(len(p.up) for p in view.players)
        self.ups = {p.seat: list(p.up) for p in view.players}
        if ups_now != self._ups_seen:  # a card more up: what each could hold changed
            self._ups_seen = ups_now
            up = {c for p in view.players for c in p.up}
            self.public = [c for c in _PACK if c not in up]  # what a watcher cannot see
            mine = set(view.hand)
            self.unseen = [c for c in self.public if c not in mine]
            self._pub.clear()
            self._sts.clear()
            if hasattr(self, "my_w"):
                self.my_w = {c: self.my_w[c] for c in self.public}
                self.w = {s: {c: ws[c] for c in self.unseen} for s, ws in self.w.items()}
        self.my_up = list(view.hand[1:])
        self.now = max(len(p.up) for p in view.players) - 1  # the round: cards up, less one
        self.mine = _st(view.hand)

    def _catch_up(self, view: SeatView) -> None:
        h = view.history
        for a in h[self.read:]:
            self._take(a)
        self.read = len(h)
        self._last = h[-1] if h else None
        self._finish(view)

    def _floor(self, seat: int, kind: ActionKind) -> float | None:
        if self.notes is None:
            return None
        key = (seat, kind)
        got = self._floors.get(key)
        if got is None:
            got = self._floors[key] = self.notes.floor(self.names[seat], kind)
        return got

    def _take(self, a: PublicAction) -> None:
        """Read one public action into the pictures."""
        if a.phase is not Phase.BETTING:
            return
        me = self.me
        opening = False
        if self.rounds and a.kind is K.BET:  # a new round: a card more up each
            self.r = min(self.now, self.r + 1)
            opening = True
        r = self.r if self.rounds else self.now
        if a.kind is K.ABANDON:
            if self.record and a.seat in self.w and self.bet_made:
                self._record(a.seat, r, K.ABANDON)
            self.live = [s for s in self.live if s != a.seat]
            return
        kind = a.kind if a.kind in (K.BET, K.RAISE, K.PASS) else \
            K.CALL if (a.kind is K.CALL and a.put > 0) else None
        if opening:  # the best hand showing must bet or lay down: it says he stays
            kind = K.CALL
        if kind is None or r < 0:
            return
        if a.seat == me:
            sts = self.strengths(me, r, self.public)
            self.my_w = {c: w * likelihood(kind, self.their_chance(me, st, r, each=EACH)) ** READ_ME
                         for (c, w), st in zip(self.my_w.items(), sts)}
        elif a.seat in self.w:
            if self.record and not opening and (self.bet_made or kind in (K.BET, K.PASS)):
                self._record(a.seat, r, kind)
            pictured = self._pictured(r)
            sts = self.strengths(a.seat, r, self.unseen)
            self.w[a.seat] = {
                c: w * likelihood(kind, self.their_chance(a.seat, st, r, pictured, EACH))
                for (c, w), st in zip(self.w[a.seat].items(), sts)}
            floor = self._floor(a.seat, kind) if kind in LIKE and not opening else None
            if floor is not None:
                self.loose[a.seat] = max(self.loose.get(a.seat, 0.0), floor - LIKE[kind][2])
        self.bet_made = self.bet_made or kind in (K.BET, K.RAISE) or opening

    def _pictured(self, r: int) -> _Range:
        return _Range(list(zip(self.strengths(self.me, r, self.public), self.my_w.values())))

    def _finish(self, view: SeatView) -> None:
        """The pictures as they stand for a decision now."""
        # A player counted betting, raising or staying on anything far more often than a
        # sound player: this deal's betting may be all of that kind, whatever he holds (a
        # mixture, so that his raise over a raise does not make a good hand worthless).
        self.others = [p for p in view.players if p.seat in self.live and p.seat != self.me]
        weights = {}
        for o in self.others:
            ws = list(self.w[o.seat].values())
            share = self.loose.get(o.seat)
            if share:
                total = sum(ws) or 1.0
                ws = [(1 - share) * w / total + share / len(ws) for w in ws]
            weights[o.seat] = ws
        self.weights = weights
        self.cards = {s: list(zip(self.strengths(s, self.now, self.unseen), w))
                      for s, w in weights.items()}

    # ------------------------------------------------------------ the pictures
    def strengths(self, seat: int, r: int, downs: Sequence[Card]) -> list[int]:
        """``seat``'s hand in round ``r`` (its first ``r + 1`` cards up) with each card down."""
        key = (seat, r, len(downs))
        got = self._sts.get(key)
        if got is None:
            up = self.ups[seat][:r + 1] if seat != self.me else self.my_up[:r + 1]
            got = self._sts[key] = [_st(up + [c]) for c in downs]
        return got

    def public_range(self, seat: int, r: int) -> _Range:
        got = self._pub.get((seat, r))
        if got is None:
            got = self._pub[(seat, r)] = _Range([(st, 1.0) for st in
                                                 self.strengths(seat, r, self.public)])
        return got

    def _record(self, seat: int, r: int, did: ActionKind) -> None:
        """Note what a sound player would have done here with the hands he might hold."""
        pictured = self._pictured(r)
        sts = self.strengths(seat, r, self.unseen)
        qs = [(self.their_chance(seat, st, r, pictured, EACH), w)
              for st, w in zip(sts, self.w[seat].values())]
        total = sum(w for _, w in qs) or 1.0
        kinds = (K.BET,) if did in (K.BET, K.PASS) else (K.RAISE, K.CALL)
        for kind in kinds:
            expected = sum(w * likelihood(kind, q, 0.0) for q, w in qs) / total
            took = did is K.BET if kind is K.BET else \
                did is K.RAISE if kind is K.RAISE else did in (K.CALL, K.RAISE)
            self.notes_taken.append((self.names[seat], kind, expected, took))

    def their_chance(self, seat: int, st: int, r: int | None = None,
                     me_range: _Range | None = None, each: bool = False) -> float:
        """The chance a hand of strength ``st`` held by ``seat`` is best (in round ``r``),
        as he sees it; ``each``: against each other player on average (what a sound player
        bets by, however many are in: a hand that beats each of five opponents four times in
        five is a good hand, though it is best only one time in three)."""
        r = self.now if r is None else r
        q, n = 1.0, 0
        for s in self.live:
            if s == seat:
                continue
            rng = me_range if (me_range is not None and s == self.me) \
                else self.public_range(s, r)
            q *= rng.share(st)
            n += 1
        return q ** (1.0 / n) if (each and n > 1) else q

    def unbeatable(self) -> bool:
        """No card down any opponent could hold gives him a better hand (all cards dealt)."""
        if len(self.view.hand) < 5:
            return False
        return all(st <= self.mine for rows in self.cards.values() for st, _ in rows)

    def chance_to_come(self, rng: random.Random, trials: int = 150) -> float:
        """Round by round: the chance of the best hand at the show, each opponent's card
        down drawn by its weight and the cards to come dealt many times over."""
        if not self.others:
            return 1.0
        need_me = 5 - len(self.view.hand)
        wins = 0.0
        for _ in range(trials):
            used = set()
            downs = {}
            for o in self.others:
                w = self.weights[o.seat]
                for _try in range(6):
                    c = rng.choices(self.unseen, weights=w)[0]
                    if c not in used:
                        break
                used.add(c)
                downs[o.seat] = c
            rest = [c for c in self.unseen if c not in used]
            need = need_me + sum(5 - 1 - len(o.up) for o in self.others)
            sample = rng.sample(rest, need)
            mine = _st(list(self.view.hand) + sample[:need_me])
            pos = need_me
            best, tie = True, False
            for o in self.others:
                k = 4 - len(o.up)
                st = _st([downs[o.seat]] + list(o.up) + sample[pos:pos + k])
                pos += k
                if st > mine:
                    best = False
                    break
                tie = tie or st == mine
            if best:
                wins += 0.5 if tie else 1.0
        return wins / trials

    def chance(self) -> float:
        """The good player's chance of the best hand, over the weighted pictures."""
        p = 1.0
        for rows in self.cards.values():
            total = sum(w for _, w in rows)
            beat = sum(w * (1.0 if self.mine > st else 0.5 if self.mine == st else 0.0)
                       for st, w in rows)
            p *= beat / total if total else 0.5
        return p

    def my_range(self, kind: ActionKind, narrow: float = NARROW) -> _Range:
        """The good player's hand as the others picture it after he does ``kind``."""
        pairs = []
        for st in self.strengths(self.view.seat, self.now, self.public):
            q = self.their_chance(self.view.seat, st, each=EACH)
            pairs.append((st, likelihood(kind, q) ** narrow))
        return _Range(pairs)

    def outcomes(self, seat: int, need: float, narrowed: _Range) -> tuple[float, float, float]:
        """Opponent ``seat`` facing a price that needs ``need`` of the pool: the chances he
        lays down, answers and loses, answers and wins."""
        rows = self.cards[seat]
        total = sum(w for _, w in rows) or 1.0
        fold = win = lose = 0.0
        for st, w in rows:
            q = self.their_chance(seat, st, None, narrowed)
            if q < need:
                fold += w
            elif self.mine > st:
                win += w
            elif self.mine == st:
                win += w / 2
                lose += w / 2
            else:
                lose += w
        return fold / total, win / total, lose / total

    def worth_of_putting(self, put: int, kind: ActionKind, costs: dict[int, int]) -> float:
        """What putting ``put`` more (a bet or raise) is worth, each opponent answering by
        his ``costs`` (what he must add to stay): the worse of two pictures of how they
        answer, by the cards up alone (they call a bluff) and reading the bet as he would
        make it (they lay down what it beats)."""
        return min(self._worth(put, costs, self.my_range(kind, 0.0)),
                   self._worth(put, costs, self.my_range(kind, 1.0)))

    def _worth(self, put: int, costs: dict[int, int], narrowed: _Range) -> float:
        pool = self.view.pool
        per = []
        for seat, cost in costs.items():
            need = ANSWER * cost / (pool + put + 2 * cost) if cost else 0.0
            per.append((seat, cost, self.outcomes(seat, need, narrowed)))
        ev = 0.0
        for combo in product(range(3), repeat=len(per)):
            prob = 1.0
            callers = 0
            beaten = False
            gained = 0
            for (seat, cost, (f, w, l)), pick in zip(per, combo):
                prob *= (f, w, l)[pick]
                if pick:
                    callers += 1
                    gained += cost
                    beaten = beaten or pick == 2
            if prob <= 0:
                continue
            if beaten:
                ev -= prob * put
            else:
                ev += prob * (pool + gained)
        return ev


def decide(view: SeatView, offers: dict, notes: StudNotes | None = None,
           sizes: Sequence[float] = (0.1, 0.25, 0.5, 1.0),
           reading: StudReading | None = None) -> Action | None:
    """The good player's action at four-up Stud, or None when this is not such a decision.
    ``reading``: the deal's reading, already brought up to ``view`` (else one is made)."""
    if view.variant not in ("stud", "stud-rounds") or len(view.hand) != 5:
        return None
    if reading is None:
        reading = StudReading(view, notes)
    if not reading.others:
        return None
    p = reading.chance()
    limit = view.house.limit
    pool = view.pool
    me = view.seat
    choices: list[tuple[float, Action]] = []
    if K.BET in offers:
        bet = offers[K.BET]
        for amount in _sizes(bet, limit, sizes):
            costs = {o.seat: amount for o in reading.others}
            choices.append((reading.worth_of_putting(amount, K.BET, costs), Action(K.BET, amount)))
        if K.PASS in offers:
            choices.append((p * pool, Action(K.PASS)))
        elif K.ABANDON in offers:
            choices.append((0.0, Action(K.ABANDON)))
    else:
        call = offers.get(K.CALL)
        to_call = call.low if call else 0
        choices.append((p * pool - (1 - p) * to_call if call else -1e9,
                        Action(K.CALL, to_call)))
        if to_call > 0 and K.ABANDON in offers:
            choices.append((0.0, Action(K.ABANDON)))
        # No war of raises (game/ai/raise_war.py): each raise of his own this round raises
        # the chance a further one needs; after three, only a hand nothing can beat.
        if K.RAISE in offers and may_raise(own_raises(this_round(view), me),
                                           reading.unbeatable(), chance=p):
            mine_in = next(pl.put for pl in view.players if pl.seat == me)
            for amount in _sizes(offers[K.RAISE], limit, sizes):
                total = mine_in + to_call + amount
                costs = {o.seat: max(0, total - o.put) for o in reading.others}
                choices.append((reading.worth_of_putting(to_call + amount, K.RAISE, costs),
                                Action(K.RAISE, amount)))
    if not choices:
        return None
    return max(choices, key=lambda c: c[0])[1]


def this_round(view: SeatView) -> tuple[PublicAction, ...]:
    """The actions of this round of betting: at round-by-round Stud each round opens with
    the bet the best hand showing must make; at four up there is one round."""
    h = view.history
    if view.variant == "stud-rounds":
        start = max((i for i, a in enumerate(h) if a.kind is K.BET and a.phase is Phase.BETTING),
                    default=0)
        return h[start:]
    return h


def _sizes(offer, limit: int, shares: Sequence[float]) -> list[int]:  # type: ignore[no-untyped-def]
    out = {max(offer.low, min(offer.high, max(1, int(round(s * limit))))) for s in shares}
    out.add(offer.low)
    return sorted(out)


def learn(view: SeatView, notes: StudNotes) -> None:
    """After a deal of four-up Stud: count each opponent's actions against a sound player's."""
    if view.variant not in ("stud", "stud-rounds") or len(view.hand) < 2:
        return
    reading = StudReading(view, notes, record=True)
    for name, kind, expected, did in reading.notes_taken:
        notes.note(name, kind, expected, did)


__all__ = ["StudNotes", "StudReading", "decide", "learn", "likelihood", "this_round"]
