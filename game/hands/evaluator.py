"""Evaluating hands: table-driven paths for the standard game, a general one for the rest.

The key tables (52-card pack, no joker, no eccentric hands, five cards) work on card
ints ``key << 6 | suit_bit``.  Each rank has a small key chosen so that the sum of the
keys of any five ranks (a rank at most four times) is different for every different
multiset of ranks; the suit bit is 1, 2, 4 or 8.  So for five card ints

* ``a & b & c & d & e & 15`` is non-zero exactly when all five share a suit, and
* ``(a + b + c + d + e) >> 6`` is the sum of the rank keys (the suit bits sum to at most
  40, below 64, so they never carry into the keys),

and one of two dicts (6,175 rank multisets, 1,287 flush rank sets) gives the strength.
The tables are built at import in a few milliseconds; :func:`evaluate` uses them.

The lookup tree, built from them on first use, is faster still: five list subscripts on
card indices 0..51 (:func:`evaluator5`, used by the benchmark and the ``rank`` command).

The general path handles what the options add: the joker (tried as every rank, in the
flush suit and out of it, so it may name a card already held), the sixty-card pack's
elevens and twelves, short hands, round-the-corner and the eccentric hands.  With every
option off it gives the same strength as the fast path (the tests check every hand).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Sequence

from game.cards import Card, PackKind, Rank, Suit

from .rules import STANDARD_ORDER, STANDARD_RULES, Category, Eccentric, HandRules, category_order
from .value import CAT_SHIFT, HandValue, pack_strength

# --- the fast path -----------------------------------------------------------------

STANDARD_RANKS: tuple[Rank, ...] = (
    Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT,
    Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE,
)
SIXTY_RANKS: tuple[Rank, ...] = STANDARD_RANKS[:9] + (Rank.ELEVEN, Rank.TWELVE) + STANDARD_RANKS[9:]

# Keys with all 5-card (and 4-card) sums distinct, found by a greedy search: each key is
# the smallest number keeping every sum of up to five keys (no key more than four times)
# distinct.  The largest five-card sum is 4*79415 + 43258 < 2**19.
RANK_KEYS: tuple[int, ...] = (0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415)
SUIT_BITS = {Suit.CLUBS: 1, Suit.DIAMONDS: 2, Suit.HEARTS: 4, Suit.SPADES: 8}
SUIT_SHIFT = 6

_KEY_OF_RANK = {r: k for r, k in zip(STANDARD_RANKS, RANK_KEYS)}


def _key_int(c: Card) -> int:
    return (_KEY_OF_RANK[c.rank] << SUIT_SHIFT) | SUIT_BITS[c.suit]  # type: ignore[index]


# key ints by suit letter, then by rank value (None for ranks not in the 52-card pack)
_BY_SUIT: dict[str, list[int | None]] = {s.value: [None] * 18 for s in Suit}
for _s in Suit:
    for _r in STANDARD_RANKS:
        _BY_SUIT[_s.value][_r] = _key_int(Card(_r, _s))

_POS = {c: i for i, c in enumerate(STANDARD_ORDER)}


def _build_tables() -> tuple[dict[int, int], dict[int, int]]:
    """Strengths of every rank multiset (not suited) and every flush rank set.

    Written out with the packing of :func:`pack_strength` inlined (it runs at import);
    the tests check it against the general path for every multiset."""
    P = {c: _POS[c] << CAT_SHIFT for c in _POS}
    C = Category
    unsuited: dict[int, int] = {}
    flush: dict[int, int] = {}
    v = [int(r) for r in STANDARD_RANKS]
    k = RANK_KEYS
    n = 13
    # five different ranks: high card / straight, flush / straight flush
    straights = {(i, i + 1, i + 2, i + 3, i + 4): v[i + 4] for i in range(9)}
    straights[(0, 1, 2, 3, 12)] = v[3]  # A-2-3-4-5, five high
    hc, fl, st, sf = P[C.HIGH_CARD], P[C.FLUSH], P[C.STRAIGHT], P[C.STRAIGHT_FLUSH]
    for combo in combinations(range(n), 5):
        i0, i1, i2, i3, i4 = combo
        key = k[i0] + k[i1] + k[i2] + k[i3] + k[i4]
        high = straights.get(combo)
        if high:
            unsuited[key] = st | high << 21
            flush[key] = sf | high << 21
        else:
            kick = v[i4] << 21 | v[i3] << 16 | v[i2] << 11 | v[i1] << 6 | v[i0] << 1
            unsuited[key] = hc | kick
            flush[key] = fl | kick
    pr, th, fu, fo, tp = P[C.PAIR], P[C.THREES], P[C.FULL], P[C.FOURS], P[C.TWO_PAIRS]
    for p in range(n):
        others = [i for i in range(n) if i != p]
        base = v[p] << 21
        for a, b, c in combinations(others, 3):
            unsuited[2 * k[p] + k[a] + k[b] + k[c]] = pr | base | v[c] << 16 | v[b] << 11 | v[a] << 6
        for a, b in combinations(others, 2):
            unsuited[3 * k[p] + k[a] + k[b]] = th | base | v[b] << 16 | v[a] << 11
        for o in others:
            unsuited[3 * k[p] + 2 * k[o]] = fu | base | v[o] << 16
            unsuited[4 * k[p] + k[o]] = fo | base | v[o] << 16
    for lo, hi in combinations(range(n), 2):
        base = tp | v[hi] << 21 | v[lo] << 16
        two = 2 * k[hi] + 2 * k[lo]
        for o in range(n):
            if o != lo and o != hi:
                unsuited[two + k[o]] = base | v[o] << 11
    return unsuited, flush


UNSUITED, FLUSHES = _build_tables()
"""Sum of rank keys -> strength: every rank multiset of five (as if not all one suit), and
every set of five different ranks all of one suit."""
_U = UNSUITED
_F = FLUSHES


def _key_strength(a: int, b: int, c: int, d: int, e: int) -> int:
    if a & b & c & d & e & 15:
        return _F[(a + b + c + d + e) >> 6]
    return _U[(a + b + c + d + e) >> 6]


# --- card indices and the lookup tree (the fastest path) -----------------------------
#
# A card's index is rank * 4 + suit (0..51: 2c 2d 2h 2s 3c … As).  The tree is nested
# lists: ``tree[a][b][c][d][e]`` is the strength of the five cards, in any order.  Each
# node stands for the cards seen so far, merged by what matters for the rest of the hand
# (their rank multiset, and the suit they share if they all share one), so the whole
# tree is 6,735 lists of 52 (about 3 MB), built on first use in a few tens of ms.  An
# evaluation is five list subscripts and no arithmetic.

INDEX_CARDS: tuple[Card, ...] = tuple(Card(r, s) for r in STANDARD_RANKS for s in Suit)
"""The card of each index 0..51."""
CARD_INDEX: dict[Card, int] = {c: i for i, c in enumerate(INDEX_CARDS)}
"""The index (0..51) of each card of the 52-card pack."""


def card_index(c: Card) -> int:
    """The index 0..51 of a card of the 52-card pack (``ValueError`` for others)."""
    try:
        return CARD_INDEX[c]
    except KeyError:
        raise ValueError(f"{c.code} is not a card of the 52-card pack") from None


@cache
def lookup_tree() -> list:
    """The nested lookup lists: ``lookup_tree()[a][b][c][d][e]`` is the strength of the
    cards with indices a..e (distinct cards, any order).  Built once, then shared."""
    K = RANK_KEYS
    ug = _U.get
    fg = _F.get
    memo: dict[tuple, list] = {}

    def final(ksum: int, flag: int | None) -> list:
        out: list = []
        for r in range(13):
            key = ksum + K[r]
            u = ug(key)
            if flag is None:
                out += (u, u, u, u)
            else:
                row = [u, u, u, u]
                row[flag] = fg(key)  # None when the rank is held: that card is held
                out += row
        return out

    def node(level: int, ksum: int, counts: list[int], flag: int | None) -> list:
        key = (level, ksum, flag)
        got = memo.get(key)
        if got is not None:
            return got
        if level == 4:
            lst = final(ksum, flag)
        else:
            lst = []
            for r in range(13):
                c = counts[r]
                if c >= 4:
                    lst += (None, None, None, None)
                    continue
                counts[r] = c + 1
                kk = ksum + K[r]
                if level == 0:
                    lst += [node(1, kk, counts, s) for s in range(4)]
                else:
                    child = node(level + 1, kk, counts, None)
                    if flag is None:
                        lst += (child, child, child, child)
                    else:
                        row = [child, child, child, child]
                        # in the shared suit: still all one suit (or a card held already)
                        row[flag] = None if c else node(level + 1, kk, counts, flag)
                        lst += row
                counts[r] = c
        memo[key] = lst
        return lst

    return node(0, 0, [0] * 13, None)


def evaluator5():
    """The fastest evaluator: a function of five card indices (:data:`CARD_INDEX`)
    returning the strength, ``ev(a, b, c, d, e)``.  Builds the tree on first use."""
    tree = lookup_tree()

    def ev(a: int, b: int, c: int, d: int, e: int) -> int:
        return tree[a][b][c][d][e]

    return ev


def evaluate5(a: int, b: int, c: int, d: int, e: int) -> int:
    """The strength of five card indices in the standard game (see :func:`evaluator5`)."""
    return lookup_tree()[a][b][c][d][e]


def evaluate_ints(ints: Sequence[int]) -> int:
    """:func:`evaluate5` for a sequence of five card indices."""
    a, b, c, d, e = ints
    return lookup_tree()[a][b][c][d][e]


@cache
def standard_values() -> dict[int, HandValue]:
    """A :class:`HandValue` for each of the 7,462 strengths of the standard game (built once)."""
    out: dict[int, HandValue] = {}
    for s in list(UNSUITED.values()) + list(FLUSHES.values()):
        out[s] = HandValue.from_strength(s, STANDARD_RULES, mistigris=False)
    return out


# --- the general path --------------------------------------------------------------

_J, _Q, _K = int(Rank.JACK), int(Rank.QUEEN), int(Rank.KING)
_COURT = frozenset((_J, _Q, _K))


@dataclass(frozen=True)
class _Context:
    """Everything the general path needs for one set of rules and one pack."""

    rules: HandRules
    seq: tuple[int, ...]                       # rank values, lowest first
    pos: dict[Category, int]                   # category -> position in the order
    straights: dict[tuple[int, ...], int]      # ascending ranks -> high card
    skips: dict[tuple[int, ...], int]          # ascending ranks -> high card
    corners: dict[tuple[int, ...], tuple[int, ...]]  # ascending ranks -> deciding ranks
    tiger: bool
    blaze: bool
    bit: int                                   # 1 when the mistigris wins ties


@cache
def context(rules: HandRules, sixty: bool) -> _Context:
    """The general path's tables for ``rules`` with the 52 (or the 60) card pack."""
    seq = tuple(int(r) for r in (SIXTY_RANKS if sixty else STANDARD_RANKS))
    n = len(seq)
    order = category_order(rules)
    pos = {c: i for i, c in enumerate(order)}
    ace = seq[-1]
    straights = {}
    # Law 35: the ace at either end; the code of laws, Law 66 only low, the Britannica by agreement only high.
    for i in range(n - 5 if rules.ace == "low" else n - 4):
        straights[seq[i:i + 5]] = seq[i + 4]
    if rules.ace != "high":
        straights[tuple(sorted(seq[:4] + (ace,)))] = seq[3]
    skips = {}
    if Category.SKIP_STRAIGHT in pos:
        for i in range(n - 8):
            run = seq[i:i + 9:2]
            skips[run] = run[-1]
        low = (seq[1], seq[3], seq[5], seq[7], ace)  # A-3-5-7-9, ace low
        skips[tuple(sorted(low))] = seq[7]
    corners = {}
    if Category.ROUND_THE_CORNER in pos:
        cyc = seq + seq
        for start in (n - 4, n - 3, n - 2):  # J-Q-K-A-2, Q-K-A-2-3, K-A-2-3-4
            run = cyc[start:start + 5]
            corners[tuple(sorted(run))] = tuple(sorted((r for r in run if r != ace), reverse=True))
    return _Context(
        rules=rules, seq=seq, pos=pos, straights=straights, skips=skips, corners=corners,
        tiger=Category.TIGER in pos, blaze=Category.BLAZE in pos,
        bit=1 if rules.mistigris_wins_ties else 0,
    )


_GROUP_CATEGORY = {
    (5,): Category.FIVE_OF_A_KIND,
    (4, 1): Category.FOURS, (4,): Category.FOURS,
    (3, 2): Category.FULL,
    (3, 1, 1): Category.THREES, (3, 1): Category.THREES, (3,): Category.THREES,
    (2, 2, 1): Category.TWO_PAIRS, (2, 2): Category.TWO_PAIRS,
    (2, 1, 1, 1): Category.PAIR, (2, 1, 1): Category.PAIR, (2, 1): Category.PAIR,
    (2,): Category.PAIR,
}


def eval_ranks(ranks: Sequence[int], flush: bool, ctx: _Context) -> int:
    """The strength of natural cards given by rank value (no joker), ``flush`` when five
    cards share a suit.  Any number of cards up to five; straights, flushes and the
    eccentric hands need five (Law 35: a short hand is neither straight nor flush)."""
    rs = sorted(ranks, reverse=True)
    counts: dict[int, int] = {}
    for r in rs:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    shape = tuple(g[1] for g in groups)
    pos = ctx.pos
    cat = _GROUP_CATEGORY.get(shape, Category.HIGH_CARD)
    best = pack_strength(pos[cat], [g[0] for g in groups])
    if len(rs) != 5:
        return best
    cands = []
    if len(groups) == 5:
        asc = tuple(rs[::-1])
        high = ctx.straights.get(asc)
        if high and flush and Category.STRAIGHT_FLUSH not in pos:
            cands.append((Category.FLUSH, rs))  # Straight Poker: no straight flush
        elif high:
            cands.append((Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT, (high,)))
        elif flush:
            cands.append((Category.FLUSH, rs))
        else:
            if ctx.tiger and rs[0] == 7 and rs[4] == 2:
                cands.append((Category.TIGER, rs))
            h = ctx.skips.get(asc)
            if h:
                cands.append((Category.SKIP_STRAIGHT, (h,)))
            c = ctx.corners.get(asc)
            if c:
                cands.append((Category.ROUND_THE_CORNER, c))
    elif flush:
        cands.append((Category.FLUSH, rs))  # only with the joker naming a card held
    if ctx.blaze and counts.keys() <= _COURT:
        cands.append((Category.BLAZE, [g[0] for g in groups for _ in range(g[1])]))
    for cat, r in cands:
        s = pack_strength(pos[cat], r)
        if s > best:
            best = s
    return best


def eval_with_joker(ranks: Sequence[int], flush: bool, ctx: _Context) -> int:
    """The strength of natural ranks plus the joker named as the best card for them.

    ``flush``: the naturals all share a suit (and with the joker make five cards), so the
    joker may be named in that suit or out of it."""
    best = -1
    base = list(ranks)
    for r in ctx.seq:
        s = eval_ranks(base + [r], False, ctx)
        if s > best:
            best = s
        if flush:
            s = eval_ranks(base + [r], True, ctx)
            if s > best:
                best = s
    return best | ctx.bit


def _is_sixty(cards: Sequence[Card], rules: HandRules) -> bool:
    if rules.pack is not None:
        if rules.pack is not PackKind.SIXTY:
            for c in cards:
                if c.rank is Rank.ELEVEN or c.rank is Rank.TWELVE:
                    raise ValueError(f"{c.code} is not in the {rules.pack.value}-card pack")
        return rules.pack is PackKind.SIXTY
    return any(c.rank is Rank.ELEVEN or c.rank is Rank.TWELVE for c in cards)


def general_strength(cards: Sequence[Card], rules: HandRules = STANDARD_RULES) -> int:
    """The strength of 4 or 5 cards by the general path (every option honoured)."""
    n = len(cards)
    if n not in (4, 5):
        raise ValueError(f"a hand has 4 or 5 cards, not {n}")
    ctx = context(rules, _is_sixty(cards, rules))
    naturals = [c for c in cards if not c.is_joker]
    jokers = n - len(naturals)
    ranks = [int(c.rank) for c in naturals]
    suited = n == 5 and len({c.suit for c in naturals}) <= 1
    if jokers == 0:
        return eval_ranks(ranks, suited, ctx)
    if jokers > 1:
        raise ValueError("the pack has only one joker")
    return eval_with_joker(ranks, suited, ctx)


# --- the public entry points -------------------------------------------------------

def _plain(rules: HandRules) -> bool:
    """Rules under which natural 52-card hands rank as in the standard game."""
    return rules is STANDARD_RULES or (
        not rules.round_the_corner and rules.eccentric is Eccentric.NONE
        and rules.pack is not PackKind.SIXTY and rules.straight_flushes
        and rules.ace == "high-or-low")


def evaluate(cards: Sequence[Card], rules: HandRules = STANDARD_RULES) -> HandValue:
    """What ``cards`` (four or five distinct cards) are worth under ``rules``."""
    if len(cards) == 5 and _plain(rules):
        try:
            a, b, c, d, e = cards
            bs = _BY_SUIT
            s = _key_strength(bs[a.suit._value_][a.rank], bs[b.suit._value_][b.rank],  # type: ignore[union-attr]
                          bs[c.suit._value_][c.rank], bs[d.suit._value_][d.rank],  # type: ignore[union-attr]
                          bs[e.suit._value_][e.rank])  # type: ignore[union-attr]
        except (AttributeError, TypeError, KeyError):
            pass  # the joker (no suit), an eleven or twelve: the general path
        else:
            return standard_values()[s]
    s = general_strength(cards, rules)
    joker = any(c.is_joker for c in cards)
    return HandValue.from_strength(s, rules, mistigris=joker)


def strength(cards: Sequence[Card], rules: HandRules = STANDARD_RULES) -> int:
    """Just the strength of :func:`evaluate` (no :class:`HandValue` made)."""
    if len(cards) == 5 and _plain(rules):
        try:
            a, b, c, d, e = cards
            bs = _BY_SUIT
            return _key_strength(bs[a.suit._value_][a.rank], bs[b.suit._value_][b.rank],  # type: ignore[union-attr]
                             bs[c.suit._value_][c.rank], bs[d.suit._value_][d.rank],  # type: ignore[union-attr]
                             bs[e.suit._value_][e.rank])  # type: ignore[union-attr]
        except (AttributeError, TypeError, KeyError):
            pass
    return general_strength(cards, rules)


def pair_floor(rank: Rank, rules: HandRules = STANDARD_RULES) -> int:
    """The strength of the weakest hand holding a pair of ``rank``.

    That hand is the short hand of the pair and the two lowest other ranks (``J J 3 2``
    for Jacks): every hand, of four cards or five, that holds a pair of ``rank`` or
    anything better is at least this strong, and every pair of a lower rank is weaker.
    The engine opens jack pots with ``evaluate(hand).strength >= pair_floor(Rank.JACK)``.
    """
    rank = Rank(rank)
    if rank is Rank.JOKER:
        raise ValueError("the joker has no pair")
    sixty = rules.pack is PackKind.SIXTY or rank in (Rank.ELEVEN, Rank.TWELVE)
    ctx = context(rules, sixty)
    low = [r for r in ctx.seq if r != int(rank)][:2]
    return pack_strength(ctx.pos[Category.PAIR], [int(rank), low[1], low[0]])


def category_floor(category: Category, rules: HandRules = STANDARD_RULES) -> int:
    """The least strength of any hand of ``category`` (or better) under ``rules``."""
    return category_order(rules).index(category) << CAT_SHIFT
