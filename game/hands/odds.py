"""Exact odds: of being dealt each hand, and of what the draw will bring.

Nothing here samples.  A draw of ``k`` cards is counted by the multiset of ranks it
brings: each multiset is one final hand's rank pattern, and the number of draws giving it
is the product over its ranks of C(cards of that rank still unseen, times drawn).  That is
exact for everything except flushes, which need the suits; so the draws whose cards are
all of the one suit the kept cards share (or of any suit, when nothing is kept) are then
listed one by one, taken out of the rank-pattern count and put back under their suited
value.  Drawing three to a pair is 455 rank patterns instead of 16,215 draws.

"Improving" is what the books mean by it: the final hand is of a better category than the
kept cards show now (a pair drawn to becomes two pairs, threes, a full or fours; kept
cards that show nothing improve with any pair).  Kickers do not count.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb
from operator import itemgetter
from typing import Iterable, Sequence

from game.cards import JOKER, Card, PackKind, Rank, Suit

from .evaluator import (
    CARD_INDEX, FLUSHES, RANK_KEYS, STANDARD_RANKS, UNSUITED, _plain, context, eval_ranks,
    eval_with_joker, lookup_tree,
)
from .rules import STANDARD_RULES, Category, HandRules, category_order
from .value import CAT_SHIFT

_BIN = tuple(tuple(comb(n, m) for m in range(6)) for n in range(5))
_STD_INDEX = {int(r): i for i, r in enumerate(STANDARD_RANKS)}


def odds_against(count: int, total: int) -> str:
    """The odds against an event that happens ``count`` times in ``total``, as a player
    reads them: ``2.5 to 1``, ``649,739 to 1``, ``1.37 to 1 on``, ``evens``."""
    if count <= 0:
        return "no chance"
    against = total - count
    if against <= 0:
        return "a certainty"
    if against == count:
        return "evens"
    if against > count:
        return f"{_ratio(against / count)} to 1"
    return f"{_ratio(count / against)} to 1 on"


def _ratio(x: float) -> str:
    if x < 2:
        return f"{x:.2f}"
    text = f"{x:,.1f}"
    return text[:-2] if text.endswith(".0") else text


@dataclass(frozen=True)
class DrawOdds:
    """The outcome of every equally likely draw.

    ``draws``: how many different draws there are (``drawn`` cards from a ``stock`` of
    unseen cards); ``categories``: how many end in each category (only those that occur,
    weakest first); ``improved``: how many end in a better category than ``kept`` (what
    the kept cards show now); ``reached``: how many reach the strength asked for with
    ``at_least`` (None if not asked); ``beats_hand``: how many end in a better category
    than the whole hand held before the draw (the same as ``improved`` unless part of a
    made hand is thrown away, as when two pairs are broken); ``strengths``: strength ->
    draws.
    """

    draws: int
    categories: dict[Category, int]
    improved: int
    kept: Category
    reached: int | None = None
    drawn: int = 0
    stock: int = 0
    beats_hand: int = 0
    strengths: dict[int, int] = field(default_factory=dict, repr=False, compare=False)

    def odds_against(self, count: int) -> str:
        """``"2.5 to 1"``: the odds against ``count`` of the draws."""
        return odds_against(count, self.draws)

    def chance(self, count: int) -> float:
        """``count`` as a fraction of the draws."""
        return count / self.draws if self.draws else 0.0

    @property
    def improve_odds(self) -> str:
        """The odds against improving."""
        return odds_against(self.improved, self.draws)

    def count(self, *categories: Category) -> int:
        """Draws ending in any of ``categories``."""
        return sum(self.categories.get(c, 0) for c in categories)

    def at_least(self, strength: int) -> int:
        """Draws ending at least as strong as ``strength``."""
        return sum(w for s, w in self.strengths.items() if s >= strength)

    def to_json(self) -> dict:
        """``{"draws": …, "categories": {"pair": …}, "improved": …}``."""
        return {"draws": self.draws,
                "categories": {c.label: n for c, n in self.categories.items()},
                "improved": self.improved}


# --- rank multisets ------------------------------------------------------------------

@cache
def _multisets(n: int, k: int) -> tuple[tuple[tuple[int, ...], tuple[tuple[int, int], ...]], ...]:
    """Every multiset of ``k`` of ``n`` ranks (no rank more than four times): the sorted
    indices and the (index, times) pairs."""
    out = []
    for idxs in combinations_with_replacement(range(n), k):
        pairs: dict[int, int] = {}
        for i in idxs:
            pairs[i] = pairs.get(i, 0) + 1
        if all(m <= 4 for m in pairs.values()):
            out.append((idxs, tuple(pairs.items())))
    return tuple(out)


@cache
def _std_multisets(k: int) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """:func:`_multisets` of the 13 standard ranks, with the sum of their rank keys."""
    return tuple((sum(RANK_KEYS[i] for i in idxs), pairs) for idxs, pairs in _multisets(13, k))


# --- counting ------------------------------------------------------------------------

def _bump(dist: dict[int, int], s: int, w: int) -> None:
    dist[s] = dist.get(s, 0) + w


def _standard_distribution(kept: Sequence[Card], available: Sequence[Card], k: int) -> dict[int, int]:
    """Strength -> number of draws, the standard game, five-card final hands, no joker."""
    av = [0] * 13
    for c in available:
        av[_STD_INDEX[c.rank]] += 1
    kk = 0
    for c in kept:
        kk += RANK_KEYS[_STD_INDEX[c.rank]]
    U = UNSUITED
    B = _BIN
    dist: dict[int, int] = {}
    get = dist.get
    for ks, pairs in _std_multisets(k):
        w = 1
        for i, m in pairs:
            w *= B[av[i]][m]
        if w:
            s = U[kk + ks]
            dist[s] = get(s, 0) + w
    F = FLUSHES
    for suit in _flush_suits(kept):
        keys = [RANK_KEYS[_STD_INDEX[c.rank]] for c in available if c.suit is suit]
        for combo in combinations(keys, k):
            key = kk + sum(combo)
            dist[U[key]] -= 1
            s = F[key]
            dist[s] = get(s, 0) + 1
    return {s: w for s, w in dist.items() if w}


def _flush_suits(kept_naturals: Iterable[Card]) -> tuple:
    suits = {c.suit for c in kept_naturals}
    if not suits:
        return tuple(Suit)
    return tuple(suits) if len(suits) == 1 else ()


def _general_distribution(kept: Sequence[Card], available: Sequence[Card], k: int,
                          rules: HandRules, sixty: bool) -> dict[int, int]:
    """Strength -> number of draws, any rules, pack, joker or hand size."""
    ctx = context(rules, sixty)
    seq = ctx.seq
    index = {r: i for i, r in enumerate(seq)}
    naturals = [c for c in available if not c.is_joker]
    joker_free = len(naturals) < len(available)
    av = [0] * len(seq)
    for c in naturals:
        av[index[int(c.rank)]] += 1
    kept_nat = [c for c in kept if not c.is_joker]
    kept_joker = len(kept_nat) < len(kept)
    kept_ranks = tuple(int(c.rank) for c in kept_nat)
    five = len(kept) + k == 5
    memo: dict[tuple, int] = {}

    def score(ranks: tuple[int, ...], joker: bool, flush: bool) -> int:
        key = (tuple(sorted(ranks)), joker, flush)
        s = memo.get(key)
        if s is None:
            s = eval_with_joker(key[0], flush, ctx) if joker else eval_ranks(key[0], flush, ctx)
            memo[key] = s
        return s

    dist: dict[int, int] = {}
    B = _BIN
    # draws without the joker (or drawing it: one card fewer from the naturals)
    passes = [(k, kept_joker)]
    if joker_free and k >= 1:
        passes.append((k - 1, True))
    for nat_k, joker in passes:
        for idxs, pairs in _multisets(len(seq), nat_k):
            w = 1
            for i, m in pairs:
                w *= B[av[i]][m]
            if w:
                _bump(dist, score(kept_ranks + tuple(seq[i] for i in idxs), joker, False), w)
    if five:
        for suit in _flush_suits(kept_nat):
            of_suit = [int(c.rank) for c in naturals if c.suit is suit]
            for nat_k, joker in passes:
                for combo in combinations(of_suit, nat_k):
                    ranks = kept_ranks + combo
                    _bump(dist, score(ranks, joker, False), -1)
                    _bump(dist, score(ranks, joker, True), 1)
    return {s: w for s, w in dist.items() if w}


def _distribution(kept: Sequence[Card], available: Sequence[Card], k: int,
                  rules: HandRules, sixty: bool) -> dict[int, int]:
    if (not sixty and _plain(rules) and len(kept) + k == 5
            and not any(c.is_joker for c in kept) and not any(c.is_joker for c in available)):
        return _standard_distribution(kept, available, k)
    return _general_distribution(kept, available, k, rules, sixty)


# --- packs and checks ----------------------------------------------------------------

def _is_odd_rank(c: Card) -> bool:
    return c.rank is Rank.ELEVEN or c.rank is Rank.TWELVE


def _resolve_pack(pack: PackKind | None, rules: HandRules, cards: Sequence[Card]) -> tuple[list[Card], bool]:
    """The cards of the pack in play, and whether it is the sixty-card pack."""
    p = pack or rules.pack
    has_joker = any(c.is_joker for c in cards)
    if p is None:
        if any(_is_odd_rank(c) for c in cards):
            p = PackKind.SIXTY
        elif has_joker:
            p = PackKind.JOKER
        else:
            p = PackKind.STANDARD
    if p not in (PackKind.STANDARD, PackKind.SIXTY, PackKind.JOKER):
        raise ValueError(f"odds are for the 52, 53 or 60-card pack, not the {p.value}")
    deck = list(p.cards())
    if has_joker and p is PackKind.SIXTY:
        deck.append(JOKER)  # the sixty-card pack with the mistigris left in
    members = set(deck)
    for c in cards:
        if c not in members:
            raise ValueError(f"{c.code} is not in the {len(deck)}-card pack")
    return deck, p is PackKind.SIXTY


def _distinct(cards: Sequence[Card], what: str) -> None:
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise ValueError(f"card repeated in the {what}: {c.code}")
        seen.add(c)


def _kept_strength(kept: Sequence[Card], rules: HandRules, sixty: bool) -> int:
    ctx = context(rules, sixty)
    nat = [c for c in kept if not c.is_joker]
    ranks = [int(c.rank) for c in nat]
    flush = len(kept) == 5 and len({c.suit for c in nat}) <= 1
    if len(nat) < len(kept):
        return eval_with_joker(ranks, flush, ctx)
    return eval_ranks(ranks, flush, ctx)


# --- the public functions ------------------------------------------------------------

def draw_odds(hand: Sequence[Card], keep: Sequence[Card], dead: Sequence[Card] = (),
              rules: HandRules = STANDARD_RULES, *, pack: PackKind | None = None,
              at_least: int | None = None) -> DrawOdds:
    """Exact odds of the draw: keep ``keep`` (cards of ``hand``), draw ``len(hand) -
    len(keep)`` from the cards neither in the hand nor ``dead``.

    ``pack``: the pack in play; by default ``rules.pack``, else the one the cards imply
    (sixty if an eleven or twelve shows, the joker pack if the joker does, else 52).
    ``at_least``: a strength; ``reached`` then counts the draws ending at least that strong
    (for example ``pair_floor(Rank.ACE)`` for "a pair of aces or better").
    Raises ``ValueError`` for a hand that is not 4 or 5 distinct cards, a kept card not
    held, a dead card that is in the hand, or a card not in the pack.
    """
    hand = list(hand)
    keep = list(keep)
    dead = list(dead)
    if len(hand) not in (4, 5):
        raise ValueError(f"a hand has 4 or 5 cards, not {len(hand)}")
    _distinct(hand, "hand")
    _distinct(keep, "cards kept")
    _distinct(dead, "dead cards")
    held = set(hand)
    for c in keep:
        if c not in held:
            raise ValueError(f"cannot keep {c.code}: it is not in the hand")
    for c in dead:
        if c in held:
            raise ValueError(f"{c.code} is in the hand; it cannot also be dead")
    deck, sixty = _resolve_pack(pack, rules, hand + dead)
    out = held | set(dead)
    available = [c for c in deck if c not in out]
    k = len(hand) - len(keep)
    if k > len(available):
        raise ValueError(f"only {len(available)} cards left to draw {k} from")
    dist = _distribution(keep, available, k, rules, sixty)
    kept_pos = _kept_strength(keep, rules, sixty) >> CAT_SHIFT
    hand_pos = _kept_strength(hand, rules, sixty) >> CAT_SHIFT
    return _summarise(dist, rules, kept_pos, at_least, k, len(available), hand_pos)


def _summarise(dist: dict[int, int], rules: HandRules, kept_pos: int,
               at_least: int | None, drawn: int, stock: int, hand_pos: int) -> DrawOdds:
    order = category_order(rules)
    by_pos = [0] * len(order)
    for s, w in dist.items():
        by_pos[s >> CAT_SHIFT] += w
    categories = {order[i]: n for i, n in enumerate(by_pos) if n}
    improved = sum(by_pos[kept_pos + 1:])
    reached = None
    if at_least is not None:
        reached = sum(w for s, w in dist.items() if s >= at_least)
    return DrawOdds(draws=sum(by_pos), categories=categories, improved=improved,
                    kept=order[kept_pos], reached=reached, drawn=drawn, stock=stock,
                    beats_hand=sum(by_pos[hand_pos + 1:]), strengths=dist)


def enumerate_draws(hand: Sequence[Card], keep: Sequence[Card],
                    dead: Sequence[Card] = ()) -> dict[int, int]:
    """Strength -> draws, by going through every draw one by one (standard game only).

    The kept cards are looked up once to a node of the lookup tree; nested loops walk
    the draws in order, each level one subscript deeper, and the last card's values for
    all remaining cards are taken in one C-level ``itemgetter`` call.  It gives the same
    counts as :func:`draw_odds` by a different road, and is what the tests check it by."""
    held = [CARD_INDEX[c] for c in hand]
    node = lookup_tree()
    for c in keep:
        node = node[CARD_INDEX[c]]
    out = set(held) | {CARD_INDEX[c] for c in dead}
    rest = [i for i in range(52) if i not in out]
    k = len(hand) - len(keep)
    counts: Counter[int] = Counter()
    if k == 0:
        counts[node] += 1
        return dict(counts)

    def walk(n, start: int, left: int) -> None:
        if left == 1:
            idx = rest[start:]
            if len(idx) == 1:
                counts[n[idx[0]]] += 1
            elif idx:
                counts.update(itemgetter(*idx)(n))
            return
        for j in range(start, len(rest) - left + 1):
            walk(n[rest[j]], j + 1, left - 1)

    walk(node, 0, k)
    return dict(counts)


def dealt_strengths(rules: HandRules = STANDARD_RULES, pack: PackKind | None = None) -> dict[int, int]:
    """Strength -> how many of all the possible five-card hands have it."""
    deck, sixty = _resolve_pack(pack, rules, [JOKER] if pack is PackKind.JOKER else [])
    return _distribution([], deck, 5, rules, sixty)


def dealt_counts(rules: HandRules = STANDARD_RULES, pack: PackKind | None = None) -> dict[Category, int]:
    """Category -> how many of all the possible five-card hands (C(52,5) = 2,598,960 in
    the standard pack) are of it, weakest first, only those that occur."""
    order = category_order(rules)
    by_pos = [0] * len(order)
    for s, w in dealt_strengths(rules, pack).items():
        by_pos[s >> CAT_SHIFT] += w
    return {order[i]: n for i, n in enumerate(by_pos) if n}
