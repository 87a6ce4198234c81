"""Picturing the other hands: ranges of grades, and a model of each opponent.

A :class:`Range` is a probability for each grade (:mod:`game.ai.reading`: a category and
its main rank).  What an opponent holds after the draw is pictured from what he is
likely to have gone in on (his :class:`Style`), mixed by how often each such hand is
dealt, kept to the hands that draw as many cards as he drew (public, Law 22), each
improved by the exact odds of the draw (:func:`game.ai.odds.shape_chances`), then narrowed
by how he bet.

The good player keeps notes on each opponent (:mod:`game.ai.notes`), which turn into
his :class:`Style`.  Without notes (or without the skill to keep them) every opponent is
pictured with :data:`AVERAGE`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from game.engine import ActionKind, Phase, SeatView

from .odds import Chances, shape_chances
from .reading import CAT_INDEX, GRADES, grade_of

K = ActionKind

# The natural ranks of the standard pack, as the models picture them.
RANKS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16)

# How often each kind of hand is dealt (of 2,598,960 five-card hands, standard pack).
TOTAL = 2_598_960
PAIR_EACH = 84_480 / TOTAL
TWO_PAIRS_WITH_TOP = {r: i * 1_584 / TOTAL for i, r in enumerate(RANKS)}
THREES_EACH = 4_224 / TOTAL
PAT_HANDS = {"straight": 10_200 / TOTAL, "flush": 5_108 / TOTAL, "full": 3_744 / TOTAL,
             "fours": 624 / TOTAL, "straight flush": 40 / TOTAL}
FOUR_FLUSH = 0.0297      # exactly four of a suit, no pair (4 * C(13,4) * 27 / TOTAL)
OPEN_STRAIGHT = 0.0221   # four in sequence open at both ends, no pair (8 * 256 * 28 / TOTAL)
INSIDE_STRAIGHT = 0.10   # four of a straight open in the middle or at one end (about)
ACE_KING = 0.064         # no pair, no bobtail, an ace and a King (about)
ACE_ONLY = 0.13          # no pair, no bobtail, an ace and no King (about)


class Range:
    """A probability for each grade, with its running total for quick comparisons."""

    __slots__ = ("p", "below")

    def __init__(self, p: list[float]) -> None:
        total = sum(p) or 1.0
        self.p = [x / total for x in p]
        below = [0.0] * (GRADES + 1)
        run = 0.0
        for g, x in enumerate(self.p):
            below[g] = run
            run += x
        below[GRADES] = run
        self.below = below

    def beaten_by(self, g: int) -> float:
        """The chance that a hand of grade ``g`` beats this range (ties count half)."""
        return self.below[g] + 0.5 * self.p[g]

    def top(self, share: float) -> Range:
        """The best ``share`` of this range: what is left when he holds one of his better
        hands (because he bet, raised or called)."""
        if share >= 0.999:
            return self
        out = [0.0] * GRADES
        need = max(share, 0.02)
        for g in range(GRADES - 1, -1, -1):
            x = self.p[g]
            if x <= 0:
                continue
            take = min(x, need)
            out[g] = take
            need -= take
            if need <= 1e-12:
                break
        return Range(out)

    def rest(self, share: float) -> Range:
        """All but the best ``share`` of this range."""
        top = self.top(share)
        left = [max(0.0, a - b * share) for a, b in zip(self.p, top.p)]
        return Range(left) if sum(left) > 1e-12 else self

    def mix(self, other: Range, weight: float) -> Range:
        """This range with ``weight`` of ``other`` mixed in."""
        return Range([(1 - weight) * a + weight * b for a, b in zip(self.p, other.p)])

    def mean(self) -> float:
        """The average grade (for tests and reports)."""
        return sum(g * x for g, x in enumerate(self.p))


# ---------------------------------------------------------------- what a draw makes
def share_beaten(g: int, grades: Sequence[int]) -> float:
    """The share of the hands ``grades`` that a hand of grade ``g`` beats (ties half)."""
    return sum(1.0 if g > x else 0.5 if g == x else 0.0 for x in grades) / len(grades)


def grades_range(grades: Iterable[int], size: int) -> Range:
    """A range of the grades seen (each as often as it was seen)."""
    p = [0.0] * size
    for x in grades:
        p[x] += 1.0
    return Range(p)


def _cat(label: str) -> float:
    return CAT_INDEX[label]


def _add(out: list[float], cat: float, rank: int, p: float) -> None:
    if p > 0:
        out[grade_of(cat, rank)] += p


def _two_pairs_top(out: list[float], r: int, p: float) -> None:
    """Two pairs made from a pair of ``r`` and a pair of some other rank."""
    others = [x for x in RANKS if x != r]
    for x in others:
        _add(out, 2, max(r, x), p / len(others))


def _point(cat: float, rank: int) -> list[float]:
    """A hand known to be of this category and main rank."""
    out = [0.0] * GRADES
    _add(out, cat, rank, 1.0)
    return out


def _spread(out: list[float], cat: float, ranks: Iterable[int], p: float) -> None:
    ranks = list(ranks)
    for x in ranks:
        _add(out, cat, x, p / len(ranks))


def improve_pair(r: int, ch: Chances) -> list[float]:
    """A pair of ``r`` after the draw, by the chances ``ch`` of its shape."""
    out = [0.0] * GRADES
    _add(out, 1, r, ch.get("pair"))
    _two_pairs_top(out, r, ch.get("two pairs"))
    for label in ("threes", "full", "fours"):
        _add(out, _cat(label), r, ch.get(label))
    return out


def improve_two_pairs(top: int, ch: Chances) -> list[float]:
    out = [0.0] * GRADES
    _add(out, 2, top, ch.get("two pairs"))
    _add(out, 6, top, ch.get("full"))
    return out


def improve_threes(r: int, ch: Chances) -> list[float]:
    out = [0.0] * GRADES
    for label in ("threes", "full", "fours"):
        _add(out, _cat(label), r, ch.get(label))
    return out


def improve_bobtail(ch: Chances, high: int = 13) -> list[float]:
    """A four-flush or four-straight after one card: made, paired, or nothing."""
    out = [0.0] * GRADES
    _spread(out, 5, (r for r in RANKS if r >= 10), ch.get("flush"))
    _spread(out, 4, (r for r in RANKS if r >= 6), ch.get("straight"))
    _add(out, 8, 14, ch.get("straight flush"))
    _spread(out, 1, (r for r in RANKS if r >= 5), ch.get("pair"))
    _add(out, 0, high, ch.get("high card"))
    return out


def improve_ace(ch: Chances, king: bool) -> list[float]:
    """An ace (or ace-King) after drawing four (three)."""
    out = [0.0] * GRADES
    tops = (16, 15) if king else (16,)
    p = ch.get("pair")
    # Most of the pairs made are of the cards kept ("4 to 1 against a pair of aces").
    share = 0.7 if king else 0.6
    _spread(out, 1, tops, p * share)
    _spread(out, 1, RANKS, p * (1 - share))
    _add(out, 2, 16, ch.get("two pairs"))
    _spread(out, 3, RANKS, ch.get("threes"))
    _spread(out, 4, (r for r in RANKS if r >= 6), ch.get("straight"))
    _spread(out, 5, (r for r in RANKS if r >= 10), ch.get("flush"))
    _spread(out, 6, RANKS, ch.get("full"))
    _spread(out, 7, RANKS, ch.get("fours"))
    _add(out, 0, 16, ch.get("high card"))
    return out


def dealt_pat() -> list[float]:
    """A pat hand as dealt: a straight, a flush, a full, fours (in proportion)."""
    out = [0.0] * GRADES
    total = sum(PAT_HANDS.values())
    _spread(out, 4, (r for r in RANKS if r >= 5), PAT_HANDS["straight"] / total)
    _spread(out, 5, (r for r in RANKS if r >= 7), PAT_HANDS["flush"] / total)
    _spread(out, 6, RANKS, PAT_HANDS["full"] / total)
    _spread(out, 7, RANKS, PAT_HANDS["fours"] / total)
    _add(out, 8, 12, PAT_HANDS["straight flush"] / total)
    return out


def nothing(high: Iterable[int] = (10, 13, 14, 15)) -> list[float]:
    """No pair and nothing made: a busted draw or a bluff."""
    out = [0.0] * GRADES
    _spread(out, 0, high, 1.0)
    return out


# ---------------------------------------------------------------- a player's style
@dataclass(frozen=True)
class Style:
    """How a player is pictured: what he goes in on and how he draws and bets."""

    floor: float = 9
    """The weakest pair he draws to (1: he draws to an ace too)."""
    bobtails: float = 0.4
    """How often he draws to a four-flush or an open straight he is dealt."""
    inside: float = 0.05
    kicker: float = 0.1
    """How often he holds up a kicker with a pair (draws two)."""
    threes_kicker: float = 0.2
    pat_two_pairs: float = 0.05
    bluffs: float = 0.02
    """How much of the time he is in he holds nothing (a planned bluff)."""
    bet_share: float = 0.45
    """The share of his hands after the draw he bets out on, when he speaks first."""
    raise_share: float = 0.2
    """The share of his hands he raises on when bet into."""
    call_share: float = 0.6
    """The share of his hands he stays with (calls or raises) when bet into."""
    weak_bets: float = 0.05
    """How many of his bets and raises are made on hands below the rest: a medium hand
    bet high, or a bluff."""

    def key(self) -> tuple[float, ...]:
        """Rounded, so that similar styles share cached ranges."""
        return (round(self.floor), round(self.bobtails, 1), round(self.inside, 1),
                round(self.kicker, 1), round(self.threes_kicker, 1),
                round(self.pat_two_pairs, 1), round(self.bluffs, 2))

    def rounded(self) -> Style:
        """A copy rounded for caching the ranges narrowed by his play."""
        return Style(*(round(getattr(self, f), 2) for f in _STYLE_FIELDS))


AVERAGE = Style()
"""How a player without notes pictures everyone: a fair go-in hand of nines, now and
then a bobtail, an odd kicker, a rare bluff."""
_STYLE_FIELDS = tuple(Style.__dataclass_fields__)


@lru_cache(maxsize=None)
def _part(kind: str, rank: int = 0) -> tuple[tuple[int, float], ...]:
    """One kind of holding after its draw, as (grade, chance) pairs: worked out once a
    process, so that a new picture of a player costs only the adding up."""
    if kind in ("pair", "pair+kicker"):
        full = improve_pair(rank, shape_chances(kind))
    elif kind == "two pairs":
        full = improve_two_pairs(rank, shape_chances(kind))
    elif kind == "two pairs pat":
        full = _point(2, rank)
    elif kind in ("threes", "threes+kicker"):
        full = improve_threes(rank, shape_chances(kind))
    elif kind == "pat":
        full = dealt_pat()
    elif kind in ("four-flush", "open straight", "inside straight"):
        full = improve_bobtail(shape_chances(kind))
    elif kind == "ace-king":
        full = improve_ace(shape_chances(kind), True)
    elif kind == "ace":
        full = improve_ace(shape_chances(kind), False)
    else:
        full = nothing()
    return tuple((g, x) for g, x in enumerate(full) if x)


def warm_parts() -> None:
    """Work out every part of every picture now (:func:`warm` does, once a process)."""
    for kind in ("pair", "pair+kicker", "two pairs", "two pairs pat", "threes",
                 "threes+kicker"):
        for r in RANKS:
            _part(kind, r)
    for kind in ("pat", "four-flush", "open straight", "inside straight", "ace-king", "ace",
                 "nothing"):
        _part(kind)


def holdings(style_key: tuple[float, ...], opener: int = 0) -> list[tuple[float, int, list[float]]]:
    """(how often, cards drawn, range after the draw) for each hand this style goes in on."""
    return [(w, n, _dense(part)) for w, n, part in _holdings(style_key, opener)]


def _dense(part: tuple[tuple[int, float], ...]) -> list[float]:
    out = [0.0] * GRADES
    for g, x in part:
        out[g] = x
    return out


def _holdings(style_key: tuple[float, ...], opener: int = 0
              ) -> list[tuple[float, int, tuple[tuple[int, float], ...]]]:
    floor, bob, inside, kicker, k3, pat2, bluff = style_key
    floor = max(floor, opener)
    out: list[tuple[float, int, tuple[tuple[int, float], ...]]] = []
    for r in RANKS:
        if r >= max(floor, 2):
            out.append((PAIR_EACH * (1 - kicker), 3, _part("pair", r)))
            if kicker:
                out.append((PAIR_EACH * kicker, 2, _part("pair+kicker", r)))
    for r, w in TWO_PAIRS_WITH_TOP.items():
        if w:
            out.append((w * (1 - pat2), 1, _part("two pairs", r)))
            if pat2:
                out.append((w * pat2, 0, _part("two pairs pat", r)))
    for r in RANKS:
        out.append((THREES_EACH * (1 - k3), 2, _part("threes", r)))
        if k3:
            out.append((THREES_EACH * k3, 1, _part("threes+kicker", r)))
    out.append((sum(PAT_HANDS.values()), 0, _part("pat")))
    if not opener:
        if bob:
            out.append((FOUR_FLUSH * bob, 1, _part("four-flush")))
            out.append((OPEN_STRAIGHT * bob, 1, _part("open straight")))
        if inside:
            out.append((INSIDE_STRAIGHT * inside, 1, _part("inside straight")))
        if floor <= 1:
            out.append((ACE_KING, 3, _part("ace-king")))
            out.append((ACE_ONLY, 4, _part("ace")))
    if bluff:
        # A planned bluff stands pat or draws one; so much of the time he is in.
        weight = bluff * sum(w for w, _, _ in out)
        out.append((weight / 2, 0, _part("nothing")))
        out.append((weight / 2, 1, _part("nothing")))
    return out


@lru_cache(maxsize=4096)
def after_draw(style_key: tuple[float, ...], drew: int | None, opener: int = 0) -> Range:
    """What a player of this style holds after drawing ``drew`` cards (None: not known
    yet, before the draw: every hand he goes in on, each improved by its draw)."""
    hands = _holdings(style_key, opener)
    chosen = [(w, r) for w, n, r in hands if drew is None or n == drew]
    if not chosen:
        if drew is not None and drew >= 4:
            return Range(improve_ace(shape_chances("ace"), False))
        return Range(nothing())
    p = [0.0] * GRADES
    for w, r in chosen:
        for g, x in r:
            p[g] += w * x
    return Range(p)


@lru_cache(maxsize=8192)
def narrowed(style: Style, drew: int | None, opener: int,
             signals: tuple[str, ...]) -> tuple[Range, float]:
    """His range after the draw, narrowed by what he did since, and the share of his
    whole range that is left.  A bet keeps the part he bets on, a raise the part he
    raises on (and each raise after that half of what was left); the first of them is
    mixed with the weaker hands he bets now and then.  A call keeps the part he stays
    with; a raise before the draw marks the better half of his hands."""
    rng = after_draw(style.key(), drew, opener)
    share = 1.0
    mixed = False
    for s in signals:
        if s == "raised before":
            keep = 0.5
        elif s == "bet":
            keep = style.bet_share if share >= 1.0 else min(style.bet_share, share * 0.6)
        elif s == "raise":
            keep = min(style.raise_share, share) if not mixed else share * 0.5
        elif s == "call":
            keep = style.call_share
        else:  # "chip": a single counter, to stay in the pool
            keep = min(1.0, style.call_share + 0.2)
        if keep >= share:
            continue  # he does that with everything he can still hold
        weak = rng.rest(keep / share)
        rng = rng.top(keep / share)
        share = keep
        if s in ("bet", "raise") and not mixed:
            mixed = True
            if style.weak_bets > 0:
                rng = rng.mix(weak, min(0.5, style.weak_bets))
    return rng, share


def signals_of(view: SeatView, seat: int) -> tuple[str, ...]:
    """What ``seat`` has done this deal that tells of his hand: a raise before the draw,
    then his bets (a bet of one counter is "chipping along"), raises and calls."""
    out: list[str] = []
    for a in view.history:
        if a.seat != seat:
            continue
        if a.phase is Phase.BEFORE_DRAW and a.kind is K.RAISE and "raised before" not in out:
            out.append("raised before")
        elif a.phase is Phase.AFTER_DRAW:
            if a.kind is K.BET:
                out.append("chip" if a.put <= 1 else "bet")
            elif a.kind is K.RAISE:
                out.append("raise")
            elif a.kind is K.CALL:
                out.append("call")
    return tuple(out)


CHEAP_ENTRY = 2
"""Counters at most that a player put in before the draw, all by calls and with nobody
raising, for his coming in to say little of his hand heads-up."""


def came_in_cheaply(view: SeatView, seat: int) -> bool:
    """Heads-up, ``seat`` came in only by calling a counter or two, nobody raising or
    opening before the draw: at that price some players go in on far less than a pair.
    (Whether *he* does is for the notes to say: :meth:`game.ai.notes.Notes.light_when_cheap`.)"""
    if sum(1 for p in view.players if p.drew is not None) != 2:
        return False
    put = 0
    for a in view.history:
        if a.phase is not Phase.BEFORE_DRAW:
            continue
        if a.kind in (K.RAISE, K.OPEN):
            return False
        if a.seat == seat and a.kind is K.CALL:
            put += a.put
    return 0 < put <= CHEAP_ENTRY


def opener_floor(view: SeatView, seat: int) -> int:
    """The opener of a jack pot holds openers: Jacks or better (or what progressive
    openers ask)."""
    if view.jack_pot and view.opener == seat and view.openers is not None:
        return int(view.openers)
    return 0


__all__ = ["Range", "Style", "AVERAGE", "share_beaten", "grades_range", "after_draw", "narrowed", "signals_of",
           "came_in_cheaply", "CHEAP_ENTRY",
           "opener_floor", "improve_pair", "improve_two_pairs", "improve_threes",
           "improve_bobtail", "improve_ace", "nothing", "warm_parts"]
