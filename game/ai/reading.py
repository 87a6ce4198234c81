"""Reading a seat's view: where the seat sits, who is in, and what its hand offers.

Everything here works from a :class:`~game.engine.SeatView` alone (or from the seat's own
five cards), so a computer player that reads the table this way cannot see more than its
seat may.

Hands are measured on one readable scale, the **level** (:func:`level`): 0 nothing,
1 ace high, 2-16 a pair of that rank (``Rank`` values: 10 is a pair of tens, 16 of aces),
then two pairs, threes, a pat hand (straight or better).  The temperaments state the
weakest hand they go in on in these terms ("tens or better" is level 10).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Sequence

from game.cards import Card, PackKind, Rank
from game.engine import ActionKind, Phase, SeatView
from game.hands import HandRules, HandValue, evaluate

K = ActionKind

# ---------------------------------------------------------------- the level scale
NOTHING = 0
ACE_HIGH = 1
TWO_PAIRS = 17
THREES = 18
PAT = 19
"""A straight or better, dealt: no draw wanted."""

_LEVEL_WORDS = {NOTHING: "nothing", ACE_HIGH: "an ace", TWO_PAIRS: "two pairs",
                THREES: "threes", PAT: "a pat hand"}


def level_words(lv: float) -> str:
    """The level as the book says it: ``tens``, ``Queens``, ``two pairs``, ``an ace``."""
    lv = int(round(lv))
    if lv in _LEVEL_WORDS:
        return _LEVEL_WORDS[lv]
    if 2 <= lv <= 16:
        return Rank(lv).plural
    return _LEVEL_WORDS[PAT] if lv > PAT else _LEVEL_WORDS[NOTHING]


# Categories on one standard scale, for comparing hands with the opponent models.  The
# eccentric hands sit where the book's local custom puts them (between the regular ones).
CAT_INDEX = {"high card": 0, "pair": 1, "two pairs": 2, "blaze": 2.6, "skip straight": 2.8,
             "threes": 3, "round-the-corner": 3.5, "straight": 4, "tiger": 4.5, "flush": 5,
             "full": 6, "fours": 7, "straight flush": 8, "five of a kind": 9}
GRADES = 200
"""Grades run 0..199: twenty per category, the category's main rank within it."""


def grade_of(cat: float, rank: int) -> int:
    """The grade of a hand of category index ``cat`` whose deciding rank is ``rank``."""
    return min(GRADES - 1, int(cat * 20) + int(rank))


def grade(value: HandValue) -> int:
    """A hand's grade: its category and its first deciding rank (kickers are ignored)."""
    ranks = value.ranks
    return grade_of(CAT_INDEX.get(value.category.label, 0), int(ranks[0]) if ranks else 0)


def level(value: HandValue) -> int:
    """A dealt hand's level on the go-in scale (see the module docstring)."""
    cat = CAT_INDEX.get(value.category.label, 0)
    if cat >= 4:
        return PAT
    if cat >= 3:
        return THREES
    if cat >= 2:
        return TWO_PAIRS
    if cat >= 1:
        return int(value.ranks[0])
    return ACE_HIGH if value.ranks and value.ranks[0] is Rank.ACE else NOTHING


# ---------------------------------------------------------------- the pack
@cache
def pack_ranks(pack: str) -> tuple[Rank, ...]:
    """The natural ranks of a pack, lowest first (the sixty-card pack has 11s and 12s)."""
    return tuple(sorted({c.rank for c in PackKind(pack).cards() if not c.is_joker}))


@cache
def hand_rules(round_the_corner: bool, eccentric: str, ace: str = "high-or-low") -> HandRules:
    """The hand rules a table plays by, built from its house rules as the table builds
    them (the pack is left for the evaluator to see from the cards, as at the table)."""
    from game.hands import Eccentric
    ecc = {"off": Eccentric.NONE, "local": Eccentric.LOCAL, "true-odds": Eccentric.TRUE_ODDS}
    return HandRules(round_the_corner=round_the_corner, eccentric=ecc[eccentric], ace=ace)


def rules_of(view: SeatView) -> HandRules:
    """The hand rules in force at the view's table."""
    return hand_rules(view.house.round_the_corner, view.house.eccentric,
                      view.house.ace_in_straights)


def pack_of(view: SeatView) -> PackKind:
    """The pack in play at the view's table."""
    return PackKind(view.house.pack)


# ---------------------------------------------------------------- the hand
@dataclass(frozen=True)
class Draw:
    """One way to draw: the cards kept, what it is called, and its kind for the models."""

    kind: str
    """``pat``, ``fours``, ``threes``, ``threes+kicker``, ``two pairs``, ``pair``,
    ``pair+kicker``, ``four-flush``, ``open straight``, ``inside straight``,
    ``straight flush draw``, ``ace-king``, ``ace``, ``nothing``."""
    keep: tuple[Card, ...]
    discard: tuple[Card, ...]

    @property
    def count(self) -> int:
        """How many cards this draw takes."""
        return len(self.discard)

    @property
    def bobtail(self) -> bool:
        """Four cards of a flush or a straight: the book's bobtail."""
        return self.kind in ("four-flush", "open straight", "inside straight",
                             "straight flush draw")


@dataclass(frozen=True)
class Holding:
    """What a five-card hand is now, and the draws it offers."""

    cards: tuple[Card, ...]
    value: HandValue
    level: int
    draws: dict[str, Draw]

    @property
    def main(self) -> Draw:
        """The natural draw: keep what is made (pairs and better), else the best bobtail,
        else an ace, else nothing worth keeping."""
        for kind in ("pat", "fours", "threes", "two pairs", "pair", "straight flush draw",
                     "four-flush", "open straight", "inside straight", "ace-king", "ace"):
            if kind in self.draws:
                return self.draws[kind]
        return self.draws["nothing"]

    @property
    def bobtail(self) -> Draw | None:
        """The best four-card flush or straight in the hand, if any."""
        for kind in ("straight flush draw", "four-flush", "open straight", "inside straight"):
            if kind in self.draws:
                return self.draws[kind]
        return None


def _split(cards: Sequence[Card], keep: Sequence[Card], kind: str) -> Draw:
    kept = tuple(keep)
    return Draw(kind, kept, tuple(c for c in cards if c not in kept))


def read_hand(cards: Sequence[Card], rules: HandRules, pack: str = "52") -> Holding:
    """Read a five-card hand: its value, its level, and every sensible way to draw to it."""
    cards = tuple(cards)
    value = evaluate(cards, rules)
    lv = level(value)
    jokers = [c for c in cards if c.is_joker]
    natural = [c for c in cards if not c.is_joker]
    by_rank: dict[Rank, list[Card]] = {}
    for c in sorted(natural, key=lambda c: -c.rank):
        by_rank.setdefault(c.rank, []).append(c)
    groups = sorted(by_rank.values(), key=lambda g: (len(g), g[0].rank), reverse=True)
    draws: dict[str, Draw] = {}
    cat = CAT_INDEX.get(value.category.label, 0)

    def high_other(used: Sequence[Card]) -> list[Card]:
        rest = [c for c in natural if c not in used]
        return [max(rest, key=lambda c: c.rank)] if rest else []

    if cat >= 4 or cat in (2.6, 2.8, 3.5):  # straight or better, or an eccentric hand
        draws["pat"] = _split(cards, cards, "pat")
    top = groups[0] + jokers if groups else jokers
    if len(top) >= 4 and "pat" not in draws:
        draws["fours"] = _split(cards, top, "fours")
    elif len(top) == 3 and "pat" not in draws:
        draws["threes"] = _split(cards, top, "threes")
        draws["threes+kicker"] = _split(cards, top + high_other(top), "threes+kicker")
    elif len(top) == 2:
        if len(groups) > 1 and len(groups[1]) == 2:
            both = groups[0] + groups[1]
            draws["two pairs"] = _split(cards, both, "two pairs")
            draws["pair"] = _split(cards, groups[0], "pair")  # dropping the smaller pair
        else:
            draws["pair"] = _split(cards, top, "pair")
            draws["pair+kicker"] = _split(cards, top + high_other(top), "pair+kicker")
    _bobtails(cards, natural, jokers, pack, draws)
    aces = [c for c in natural if c.rank is Rank.ACE]
    if aces and len(top) < 2:
        kings = [c for c in natural if c.rank is Rank.KING]
        draws["ace"] = _split(cards, aces[:1] + jokers, "ace")
        if kings:
            draws["ace-king"] = _split(cards, aces[:1] + kings[:1] + jokers, "ace-king")
    draws["nothing"] = _split(cards, jokers, "nothing")
    return Holding(cards, value, lv, draws)


def _bobtails(cards: tuple[Card, ...], natural: list[Card], jokers: list[Card], pack: str,
              draws: dict[str, Draw]) -> None:
    """Four-card flushes and straights (a joker fills any gap)."""
    w = len(jokers)
    flush4: list[Card] | None = None
    suits = Counter(c.suit for c in natural).most_common(1)
    if suits and suits[0][1] + w == 4:
        flush4 = [c for c in natural if c.suit is suits[0][0]] + jokers
    order = pack_ranks(pack)
    index = {r: i for i, r in enumerate(order)}
    distinct: dict[int, Card] = {}
    for c in natural:
        distinct.setdefault(index[c.rank], c)
    best: tuple[tuple, list[Card]] | None = None  # type: ignore[type-arg]
    if len(distinct) >= 4 - w:
        for combo in combinations(sorted(distinct), 4 - w):
            outs = _straight_outs(combo, w, len(order))
            if not outs:
                continue
            kept = [distinct[i] for i in combo] + jokers
            # the most outs; then one that is also the four-flush; then the highest
            key = (len(outs), flush4 is not None and set(kept) == set(flush4), combo)
            if best is None or key > best[0]:
                best = (key, kept)
    if best is not None:
        kept = best[1]
        if flush4 is not None and set(kept) == set(flush4):
            draws["straight flush draw"] = _split(cards, kept, "straight flush draw")
        kind = "open straight" if best[0][0] >= 2 else "inside straight"
        draws[kind] = _split(cards, kept, kind)
    if flush4 is not None:
        draws["four-flush"] = _split(cards, flush4, "four-flush")


def _straight_outs(places: Sequence[int], wild: int, n: int) -> set[int]:
    """The places (rank indices) of the cards that would fill a straight with these
    ``4 - wild`` places; the ace (place ``n - 1``) also plays low in A-2-3-4-5."""
    ace = n - 1
    outs: set[int] = set()
    for start in range(-1, n - 4):
        used = set()
        for p in places:
            if start <= p <= start + 4:
                used.add(p)
            elif p == ace and start == -1:
                used.add(-1)
            else:
                break
        else:
            missing = [q for q in range(start, start + 5) if q not in used]
            if len(missing) == 1 + wild:
                outs.update(ace if q == -1 else q for q in missing)
    return outs


# ---------------------------------------------------------------- the table
def dealing_order(view: SeatView) -> list[int]:
    """The seats dealt in, from the dealer's left round to the dealer (the age first)."""
    n = len(view.players)
    out = []
    for i in range(1, n + 1):
        s = (view.dealer + i) % n
        if view.players[s].in_deal:
            out.append(s)
    return out


def position(view: SeatView, seat: int | None = None) -> str:
    """``first`` (the first bettor, left of the age), ``middle``, ``dealer``, ``age``, or
    ``jack`` in a jack pot, where there is no age (Foster, "Players' Positions")."""
    seat = view.seat if seat is None else seat
    if view.jack_pot:
        return "jack"
    if seat == view.age:
        return "age"
    if seat == view.dealer:
        return "dealer"
    order = dealing_order(view)
    if len(order) > 1 and order[1] == seat:
        return "first"
    return "middle"


@dataclass(frozen=True)
class TableRead:
    """What the public record says before this seat acts."""

    position: str
    players: int
    """Seats dealt in."""
    came_in: tuple[int, ...]
    """Other seats that have put up counters of their own free will before the draw."""
    raisers: tuple[int, ...]
    """Seats that raised the ante before the draw (a jack pot's opening is not a raise)."""
    to_speak: int
    """Other seats still holding cards that have not yet spoken before the draw."""
    holders: tuple[int, ...]
    """Other seats still holding cards."""

    def raised_by_others(self, seat: int) -> bool:
        """True when someone other than ``seat`` has raised the ante."""
        return any(s != seat for s in self.raisers)


def read_table(view: SeatView) -> TableRead:
    """Read the public record of the deal so far (before the draw)."""
    me = view.seat
    came: list[int] = []
    raisers: list[int] = []
    spoke: set[int] = set()
    for a in view.history:
        if a.phase not in (Phase.BEFORE_DRAW, Phase.OPENING):
            continue
        if a.phase is Phase.BEFORE_DRAW or a.kind is K.OPEN:
            spoke.add(a.seat)
        if a.kind in (K.CALL, K.RAISE, K.OPEN) and a.seat != me and a.seat not in came:
            came.append(a.seat)
        if a.kind is K.RAISE:
            raisers.append(a.seat)
    holders = tuple(p.seat for p in view.players if p.holds_cards and p.seat != me)
    came_in = tuple(s for s in came if s in holders)
    return TableRead(position=position(view), players=len(dealing_order(view)),
                     came_in=came_in, raisers=tuple(raisers), to_speak=sum(1 for s in holders if s not in spoke), holders=holders)


# ---------------------------------------------------------------- bets after the draw
def bet_bucket(bet: int, pool: int) -> int:
    """A bet's size group: 0 under a third of the pool it goes into, 1 under the pool,
    2 up to twice the pool, 3 more."""
    ratio = bet / max(1, pool)
    return 0 if ratio < 1 / 3 else 1 if ratio < 1 else 2 if ratio <= 2 else 3


def last_bettor(view: SeatView) -> int | None:
    """The seat that made the last bet or raise after the draw."""
    for a in reversed(view.history):
        if a.phase is Phase.AFTER_DRAW and a.kind in (K.BET, K.RAISE) and a.seat != view.seat:
            return a.seat
    return None


def last_raise_by(view: SeatView, seat: int) -> int:
    """How much ``seat``'s last bet or raise after the draw added (beyond what calling
    asked of him), or 0 if he made none (or only chipped along with one counter)."""
    put: dict[int, int] = {}
    top = 0
    last = 0
    for a in view.history:
        if a.phase is not Phase.AFTER_DRAW:
            continue
        before = put.get(a.seat, 0)
        if a.seat == seat and a.kind in (K.BET, K.RAISE) and a.put > 1:
            last = a.put - max(0, top - before)
        put[a.seat] = before + a.put
        top = max(top, put[a.seat])
    return last


def raised_over(view: SeatView, seat: int) -> int:
    """What stood bet after the draw (the most anyone had put in there) when ``seat`` made
    his last bet or raise of more than a counter: 0 for the first bet, 1 for a raise over
    a counter chipped along, more for a raise over a bet."""
    top = 0
    put: dict[int, int] = {}
    over = 0
    for a in view.history:
        if a.phase is not Phase.AFTER_DRAW:
            continue
        if a.seat == seat and a.kind in (K.BET, K.RAISE) and a.put > 1:
            over = top if a.kind is K.RAISE else 0
        put[a.seat] = put.get(a.seat, 0) + a.put
        top = max(top, put[a.seat])
    return over


def last_bet_bucket(view: SeatView, seat: int) -> int | None:
    """The size group of ``seat``'s last bet or raise after the draw (None: he made none)."""
    pool = view.pool
    for a in reversed(view.history):
        if a.seat == seat and a.phase is Phase.AFTER_DRAW and a.kind in (K.BET, K.RAISE):
            return bet_bucket(a.put, pool - a.put) if a.put > 1 else None
        pool -= a.put
    return None
