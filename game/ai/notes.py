"""The good player's notes on each opponent, learned from the public record of every deal.

:class:`OpponentModel` keeps :class:`Notes` per opponent name: how often he comes in and
raises, what he showed after drawing how many, how often he bets after the draw and at what
size, how often he lays down to each size of bet, how often he stands pat, and what his
bets turned out to be when shown.  Every count fades with each deal he plays (:data:`FADE`),
so the notes follow a player who changes his game.  :meth:`Notes.style` turns them into the
:class:`~game.ai.model.Style` his hands are pictured with.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import ActionKind, Phase, SeatView

from .model import (
    _STYLE_FIELDS, ACE_KING, ACE_ONLY, AVERAGE, PAIR_EACH, PAT_HANDS, RANKS, THREES_EACH,
    TWO_PAIRS_WITH_TOP, Style, came_in_cheaply,
)
from .reading import bet_bucket

K = ActionKind

SHOWN_KEPT = 30
"""How many of his latest shown betting hands of each size are remembered."""


def size_class(bet: int, limit: int) -> int:
    """A bet's size against the limit: 0 a few counters (up to 15%), 1 up to 35%, 2 up to
    70%, 3 more.  (Sizes against the pool, :func:`bet_bucket`, say how often he bets that
    big; sizes against the limit say what he bets them on: a player may bet a fifth of the
    limit on a pair and the whole of it on two pairs, both many times a small pool.)"""
    share = bet / max(1, limit)
    return 0 if share <= 0.15 else 1 if share <= 0.35 else 2 if share <= 0.7 else 3


FADE = 0.995
"""Each deal he plays weighs his older deals down by this much: a habit a few hundred deals
old counts for little, so a player who changes his ways is soon seen in his new ones."""

BUCKETS = 4
"""Bets grouped by size against the pool they go into (:func:`bet_bucket`)."""

_SLOW = frozenset({"cheap_shown", "cheap_light"})
"""Counts that fade five times more slowly than the rest (:meth:`Notes.fade`)."""


def _zeros() -> list[float]:
    return [0.0] * BUCKETS


@dataclass
class Notes:
    """What the good player remembers of one opponent.  Every count fades (:data:`FADE`)
    with each deal the opponent plays, so the notes follow a player who changes."""

    chances: float = 0
    """Ordinary deals in which he spoke before the draw."""
    went_in: float = 0
    pairs_drawn_to: list[int] = field(default_factory=list)
    """Pairs he showed after drawing three (the pair he went in on)."""
    raise_chances: float = 0
    """Deals in which he came in before the draw ..."""
    raised_before: float = 0
    """... and raised the ante."""
    led: float = 0
    """Turns after the draw with no bet made yet ..."""
    led_bets: float = 0
    """... and how many of them he bet out (more than a counter)."""
    led_by_size: list[float] = field(default_factory=_zeros)
    """... by the size of the bet (:func:`bet_bucket`)."""
    faced: float = 0
    """Turns after the draw facing a bet ..."""
    stayed: float = 0
    """... how many he called or raised ..."""
    raised: float = 0
    """... and how many he raised."""
    faced_by_size: list[float] = field(default_factory=_zeros)
    folded_by_size: list[float] = field(default_factory=_zeros)
    """Bets faced after the draw, and laid down to, by size (:func:`bet_bucket`)."""
    raise_faced: float = 0
    raise_folded: float = 0
    """Raises he faced after the draw on top of his own bet, and how many he laid down to:
    a bettor raised lays down less readily than a player bet into."""
    uncontested: float = 0
    """Pools he took with a bet or raise that nobody answered: his bets, unseen."""
    shown_after_betting: float = 0
    weak_after_betting: float = 0
    """Hands shown after he bet or raised that were below a pair of tens."""
    shown_by_size: list[float] = field(default_factory=_zeros)
    weak_by_size: list[float] = field(default_factory=_zeros)
    """The same, by the size of his bet: how his sizes relate to what he shows."""
    shown_grades: dict[int, list[int]] = field(default_factory=dict)
    """The grades of the hands he showed after betting (or raising), by the size of his
    last bet against the limit (:func:`size_class`): the latest :data:`SHOWN_KEPT`."""
    mine_faced_by_size: list[float] = field(default_factory=_zeros)
    mine_folded_by_size: list[float] = field(default_factory=_zeros)
    mine_raised_by_size: list[float] = field(default_factory=_zeros)
    """Bets and raises of *mine* (the watcher's) he answered after the draw, laid down to,
    and raised, by size (:func:`bet_bucket`): how he answers me, not the table."""
    mine_raise_faced: list[float] = field(default_factory=_zeros)
    mine_raise_folded: list[float] = field(default_factory=_zeros)
    """His bets after the draw that I raised, and how many he then laid down, by the
    number of cards I drew (0-3): a player who knows what my raises after drawing one
    card hold answers them by that."""
    chip_raise_grades: list[int] = field(default_factory=list)
    """The same after raising a counter chipped along: a player may raise every chip."""
    raise_grades: list[int] = field(default_factory=list)
    """The grades of the hands he showed after raising a bet after the draw: a raise over
    a bet is made on better hands than a bet of the same size.  The latest
    :data:`SHOWN_KEPT`."""
    raise_grades_by_size: dict[tuple[bool, int], list[int]] = field(default_factory=dict)
    """The same two lists kept apart by the raise's size against the limit
    (:func:`size_class`), keyed (over a bet?, size): a player who raises half the limit on
    nothing and the whole of it on the goods is read by the size he raises (issue 40)."""
    raised_before_grades: dict[int, list[int]] = field(default_factory=dict)
    """The grades of the hands he showed after raising before the draw, by the cards he
    drew (0-3): what his raises before the draw become.  The latest :data:`SHOWN_KEPT`."""
    cheap_shown: float = 0
    cheap_light: float = 0
    """Hands he showed heads-up after coming in for a counter or two by calls, nobody
    raising (:func:`~game.ai.model.came_in_cheaply`), and how many of them he must have
    come in on with less than a pair: four or five cards drawn, or two or three drawn and
    no pair shown (a pair kept is still a pair).  They fade five times more slowly than
    the rest: such shows are few."""
    pats: float = 0
    weak_pats: float = 0
    draws_seen: float = 0
    stood_pat: float = 0
    """Every draw he announced, and how many of them were none (Law 22: public)."""

    def fade(self, factor: float = FADE) -> None:
        """Weigh everything noted so far down by ``factor``."""
        for name, value in vars(self).items():
            if name in _SLOW:
                continue
            if isinstance(value, float) or (isinstance(value, int) and not isinstance(value, bool)):
                setattr(self, name, value * factor)
        for seq in (self.faced_by_size, self.folded_by_size, self.shown_by_size,
                    self.weak_by_size, self.led_by_size, self.mine_faced_by_size,
                    self.mine_folded_by_size, self.mine_raised_by_size):
            for i in range(BUCKETS):
                seq[i] *= factor
        # My raises over his bets come a few times in a hundred deals: their answers fade
        # five times more slowly, or they would never be enough to tell.
        slow = factor ** 0.2
        for seq in (self.mine_raise_faced, self.mine_raise_folded):
            for i in range(BUCKETS):
                seq[i] *= slow
        # So do his cheap entries shown heads-up (one deal in twenty or thirty).
        self.cheap_shown *= slow
        self.cheap_light *= slow

    def fold_share(self, bucket: int) -> float:
        """How often he lays down to a bet of this size after the draw: drawn towards how
        often he lays down to any bet (and that towards one in three) until he has shown."""
        bucket = max(0, min(BUCKETS - 1, bucket))
        # the other sizes tell something too: his lay-downs to any bet start it off
        overall = (sum(self.folded_by_size) + 1.0) / (sum(self.faced_by_size) + 3.0)
        return (self.folded_by_size[bucket] + 3 * overall) / (self.faced_by_size[bucket] + 3.0)

    @property
    def fold_to_raise(self) -> float:
        """How often he lays down when his bet after the draw is raised (a guess of one in
        four until he has shown)."""
        return (self.raise_folded + 1.0) / (self.raise_faced + 4.0)

    def raise_shows(self, over: int, size: int | None = None) -> list[int]:
        """What he showed after raising a bet (``over`` more than a counter), or after
        raising a counter chipped along (``over`` one); with ``size`` (a
        :func:`size_class`), what he showed after raises of that size once five are
        seen, else after all of them."""
        every = self.raise_grades if over > 1 else self.chip_raise_grades
        if size is None:
            return every
        sized = self.raise_grades_by_size.get((over > 1, size), ())
        return list(sized) if len(sized) >= 5 else every

    def fold_to_me(self, bucket: int) -> float:
        """How often he lays down to a bet or raise of mine of this size after the draw:
        from his answers to mine, starting from his lay-downs to anyone's."""
        bucket = max(0, min(BUCKETS - 1, bucket))
        return (self.mine_folded_by_size[bucket] + 3 * self.fold_share(bucket)) / \
            (self.mine_faced_by_size[bucket] + 3.0)

    def raises_me(self, bucket: int, prior: float) -> float:
        """How often he raises a bet or raise of mine of this size after the draw (from
        ``prior`` until he has answered a few)."""
        bucket = max(0, min(BUCKETS - 1, bucket))
        return (self.mine_raised_by_size[bucket] + 3 * prior) / (self.mine_faced_by_size[bucket] + 3.0)

    def fold_to_my_raise(self, drew: int | None) -> float:
        """How often he lays down when I raise his bet after the draw, having drawn
        ``drew`` cards (starting from his lay-downs to all my raises, and those from his
        lay-downs to anyone's): a player who knows what my raises hold calls the bluffs."""
        c = max(0, min(BUCKETS - 1, drew or 0))
        overall = (sum(self.mine_raise_folded) + 3 * self.fold_to_raise) / \
            (sum(self.mine_raise_faced) + 3.0)
        return (self.mine_raise_folded[c] + 3 * overall) / (self.mine_raise_faced[c] + 3.0)

    def weak_share(self, bucket: int | None = None, prior: float = 0.15, weight: float = 4.0) -> float:
        """How many of his bets after the draw are weak: from the hands he showed (at this
        size, when there are enough), and at least as many as his bets that were never
        seen leave room for.  A player who bets far more often than good hands come must
        be betting on bad ones."""
        if self.led >= 8:
            # Hands worth a bet after the draw come about one time in three; a player who
            # bets much more often than that, and is seldom called, is bluffing the rest.
            # (A guess to start from: the hands he shows soon outweigh it.)
            rate = self.led_bets / self.led
            prior = max(prior, min(0.8, (rate - 0.4) / max(rate, 1e-9)))
        if bucket is not None and self.shown_by_size[bucket] >= 3:
            shown, weak = self.shown_by_size[bucket], self.weak_by_size[bucket]
        else:
            shown, weak = self.shown_after_betting, self.weak_after_betting
        return (weak + prior * weight) / (shown + weight)

    def bet_share_at(self, bucket: int, prior: float = 0.45) -> float:
        """How often he bets out this much or more when no bet has been made: a big bet
        from a player who seldom makes one keeps only his best hands."""
        made = sum(self.led_by_size[bucket:])
        return (made + 3 * prior * (BUCKETS - bucket) / BUCKETS) / (self.led + 3)

    def light_when_cheap(self) -> bool:
        """He has been seen to come in cheaply on less than a pair: at least two such
        hands shown (fading), and an eighth or more of his cheap entries shown.  (Shows
        undercount it: a high card that did not pair is mostly laid down unseen.)"""
        return self.cheap_light >= 1.5 and \
            self.cheap_light / (self.cheap_shown + 2.0) >= 1 / 8

    @property
    def pat_excess(self) -> float:
        """How far his standing pat goes beyond the pat hands and two pairs a player is
        dealt: a player who stands pat half the time stands pat on nothing."""
        rate = (self.stood_pat + 0.1) / (self.draws_seen + 2)
        return max(0.0, min(1.5, 2 * (rate - 0.1)))

    @property
    def raise_rate(self) -> float:
        """How often he raises the ante, of the deals he speaks in before the draw (drawn
        towards one in ten): how wide the hands he raises on must be."""
        return (self.raised_before + 0.6) / (self.chances + 6.0)

    def proven_honest(self) -> bool:
        """He has been seen to bet only the goods: several bets shown, hardly one weak,
        and he does not bet so often that the unseen bets must hide bluffs."""
        if self.shown_after_betting < 4:
            return False
        return self.weak_after_betting / self.shown_after_betting < 0.1

    def style(self, skill: float = 1.0) -> Style:
        """His style as these notes show it, drawn towards the average when they are few
        (and, with less skill, more so)."""
        rate = self.go_in_rate
        floor = _floor_for_rate(rate)
        if len(self.pairs_drawn_to) >= 2:
            floor = min(floor, sorted(self.pairs_drawn_to)[1])
        loose = max(0.0, min(1.0, (rate - 0.2) / 0.35))
        a = AVERAGE
        mine = Style(
            floor=floor, bobtails=0.1 + 0.8 * loose, inside=0.3 * loose,
            kicker=0.1 + 0.3 * loose, threes_kicker=0.2,
            pat_two_pairs=(self.weak_pats + 0.1) / (self.pats + 2),
            bluffs=max((self.weak_pats + 0.1) / (self.pats + 5) * 0.2,
                       round(self.pat_excess * 5) / 5),  # (coarse: each value is a new picture)
            bet_share=(self.led_bets + 3 * a.bet_share) / (self.led + 3),
            raise_share=(self.raised + 3 * a.raise_share) / (self.faced + 3),
            call_share=(self.stayed + 3 * a.call_share) / (self.faced + 3),
            weak_bets=round(self.weak_share() * 20) / 20)
        if skill < 1:
            mine = Style(*(getattr(a, f) + (getattr(mine, f) - getattr(a, f)) * skill
                           for f in _STYLE_FIELDS))
        return mine.rounded()

    @property
    def go_in_rate(self) -> float:
        """How often he comes in (drawn towards one in four)."""
        return (self.went_in + 2.5) / (self.chances + 10)


def _rate_for_floor(floor: int) -> float:
    """How often a player who draws to pairs of ``floor`` or better goes in."""
    pairs = sum(1 for r in RANKS if r >= max(floor, 2)) * PAIR_EACH
    rate = pairs + sum(TWO_PAIRS_WITH_TOP.values()) + 13 * THREES_EACH + sum(PAT_HANDS.values())
    if floor <= 1:
        rate += ACE_KING + ACE_ONLY
    return rate


_RATES = [(f, _rate_for_floor(f)) for f in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16)]


def _floor_for_rate(rate: float) -> float:
    """The floor whose go-in rate is nearest ``rate`` (a player who goes in half the time
    draws to any pair; one in five, to about tens)."""
    best = min(_RATES, key=lambda fr: abs(fr[1] - rate))
    return best[0]


class OpponentModel:
    """Notes on every opponent, by name, learned from the views of finished deals."""

    def __init__(self) -> None:
        self.notes: dict[str, Notes] = {}

    def of(self, name: str) -> Notes:
        """The notes on ``name`` (empty at first)."""
        got = self.notes.get(name)
        if got is None:
            got = self.notes[name] = Notes()
        return got

    def learn(self, view: SeatView) -> None:
        """Read a finished deal's public record into the notes: everything public, not only
        the hands shown.  Who came in and who raised; who bet after the draw, and at what
        size against the pool; who laid down to which size of bet; who took a pool with a
        bet nobody answered; who stood pat; and, from the hands shown, what each bettor's
        bets (by size) and pat hands were worth."""
        from game.hands import evaluate

        from .reading import grade, level, rules_of
        me = view.seat
        for p in view.players:
            if p.seat != me and p.in_deal:
                self.of(p.name).fade()
        spoke: set[int] = set()
        came: set[int] = set()
        bet_after: dict[int, int] = {}  # seat -> bucket of his last bet or raise
        bet_size: dict[int, int] = {}  # seat -> size class of his last bet or raise
        facing: dict[int, int] = {}  # seat -> bucket of the bet he must answer
        facing_me: set[int] = set()  # who must answer a bet of mine
        raised_after: dict[int, int] = {}  # who raised after the draw -> what stood bet
        raised_pre: set[int] = set()  # who raised before the draw
        bet_made = False
        # the pool before each action: what the pool ends at less what was put from there on
        pool = view.pool - sum(a.put for a in view.history)
        folded: set[int] = set()
        raised_seen: set[int] = set()
        betters: set[int] = set()  # who bet or raised after the draw
        put_so_far: dict[int, int] = {}  # what each has put after the draw
        max_put = 0
        for a in view.history:
            if a.phase is Phase.AFTER_DRAW and a.seat in facing:
                bucket = facing.pop(a.seat)
                if a.seat != me:
                    n = self.of(view.players[a.seat].name)
                    n.faced_by_size[bucket] += 1
                    if a.kind is K.ABANDON:
                        n.folded_by_size[bucket] += 1
                    if a.seat in betters:
                        n.raise_faced += 1
                        n.raise_folded += a.kind is K.ABANDON
                    if a.seat in facing_me:
                        facing_me.discard(a.seat)
                        n.mine_faced_by_size[bucket] += 1
                        n.mine_folded_by_size[bucket] += a.kind is K.ABANDON
                        n.mine_raised_by_size[bucket] += a.kind is K.RAISE
                        if a.seat in betters:
                            c = max(0, min(BUCKETS - 1, view.players[me].drew or 0))
                            n.mine_raise_faced[c] += 1
                            n.mine_raise_folded[c] += a.kind is K.ABANDON
            if a.kind is K.ABANDON:
                folded.add(a.seat)
            if a.kind is K.RAISE and a.phase is Phase.BEFORE_DRAW:
                raised_pre.add(a.seat)
            if a.phase is Phase.AFTER_DRAW and a.kind in (K.BET, K.RAISE) and a.put > 1:
                betters.add(a.seat)
                raised_by = a.put - max(0, max_put - put_so_far.get(a.seat, 0))
                bet_size[a.seat] = size_class(max(1, raised_by), view.house.limit)
                bucket = bet_bucket(a.put, pool)
                if a.kind is K.RAISE:
                    raised_after[a.seat] = max_put
                for p in view.players:
                    if p.seat != a.seat and p.in_deal and p.seat not in folded:
                        facing[p.seat] = bucket
                        if a.seat == me:
                            facing_me.add(p.seat)
                        else:
                            facing_me.discard(p.seat)
            pool += a.put
            if a.phase is Phase.AFTER_DRAW:
                put_so_far[a.seat] = put_so_far.get(a.seat, 0) + a.put
                max_put = max(max_put, put_so_far[a.seat])
            if a.phase is Phase.AFTER_DRAW and a.kind is K.BET and a.seat == me:
                bet_made = True
            if a.seat == me:
                continue
            n = self.of(view.players[a.seat].name)
            if a.phase is Phase.BEFORE_DRAW and not view.jack_pot:
                if a.seat not in spoke and a.kind in (K.CALL, K.RAISE, K.ABANDON):
                    spoke.add(a.seat)
                    n.chances += 1
                if a.kind in (K.CALL, K.RAISE) and a.seat not in came:
                    came.add(a.seat)
                    n.went_in += 1
                    n.raise_chances += 1
                if a.kind is K.RAISE and a.seat not in raised_seen:
                    raised_seen.add(a.seat)
                    n.raised_before += 1
            elif a.phase is Phase.AFTER_DRAW:
                if not bet_made:
                    n.led += 1
                    if a.kind is K.BET and a.put > 1:
                        n.led_bets += 1
                        bet_after[a.seat] = bet_bucket(a.put, pool - a.put)
                        n.led_by_size[bet_after[a.seat]] += 1
                else:
                    n.faced += 1
                    if a.kind in (K.CALL, K.RAISE):
                        n.stayed += 1
                    if a.kind is K.RAISE:
                        n.raised += 1
                        bet_after[a.seat] = bet_bucket(a.put, pool - a.put)
                if a.kind is K.BET:
                    bet_made = True
            elif a.phase is Phase.DRAW and a.kind is K.DRAW:
                n.draws_seen += 1
                if a.drew == 0:
                    n.stood_pat += 1
        holders = [p for p in view.players if p.holds_cards]
        if len(holders) == 1 and holders[0].seat in bet_after and holders[0].seat != me:
            self.of(holders[0].name).uncontested += 1
        rules = rules_of(view)
        for p in view.players:
            if p.seat == me or not p.shown or len(p.shown) != 5 or p.drew is None:
                continue
            n = self.of(p.name)
            lv = level(evaluate(p.shown, rules))
            if p.drew == 3 and 2 <= lv <= 16:
                n.pairs_drawn_to.append(lv)
                del n.pairs_drawn_to[:-20]
            shown = grade(evaluate(p.shown, rules))
            kept = []
            if p.seat in bet_size:
                kept.append(n.shown_grades.setdefault(bet_size[p.seat], []))
            if p.seat in raised_after:
                kept.append(n.raise_shows(raised_after[p.seat]))
                if p.seat in bet_size:
                    kept.append(n.raise_grades_by_size.setdefault(
                        (raised_after[p.seat] > 1, bet_size[p.seat]), []))
            if p.seat in raised_pre:
                kept.append(n.raised_before_grades.setdefault(min(3, p.drew), []))
            for seen in kept:
                seen.append(shown)
                del seen[:-SHOWN_KEPT]
            if p.seat in bet_after:
                n.shown_after_betting += 1
                n.shown_by_size[bet_after[p.seat]] += 1
                if lv < 10:
                    n.weak_after_betting += 1
                    n.weak_by_size[bet_after[p.seat]] += 1
            if p.drew == 0:
                n.pats += 1
                if lv <= 17:
                    n.weak_pats += 1
            if came_in_cheaply(view, p.seat):
                n.cheap_shown += 1
                if p.drew >= 4 or (p.drew >= 2 and lv < 2):
                    n.cheap_light += 1


__all__ = ["Notes", "OpponentModel", "FADE", "BUCKETS", "SHOWN_KEPT", "bet_bucket", "size_class"]
