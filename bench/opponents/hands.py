"""Hand reading for the clean-room opponents: what to keep at the draw, and how often a
hand wins against hands nobody has seen.

Cards are worked on as indices 0..51 (``rank * 4 + suit``, the hand evaluator's own
order) so that a few hundred imagined deals fit in a few milliseconds.  Every chance here
is a plain Monte Carlo count against *unconditioned* hands (what a player who came in and
drew as the book advises would hold); how the betting narrows those hands is the reader's
business (:mod:`.reading`).

The draw follows Foster's "Suggestions for Good Play": keep pat hands; draw two to
triplets, one to two pairs, three to a pair; a four-card flush or a straight open at both
ends is drawn to only cheaply; with nothing, keep an ace (or ace and king) and draw.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Sequence

from game.cards import Card
from game.hands import CARD_INDEX, INDEX_CARDS, evaluator5, pair_floor
from game.cards import Rank

EV = evaluator5()
ALL = tuple(range(52))
JACKS = pair_floor(Rank.JACK)
PAT_REAL = 0.3
"""The share of pat hands taken for straights or better when nothing else is known.  Dealt,
they come once in about 130 hands; two pairs played pat "about half the time" (Foster,
"VARIETY") come once in 40, and bluffs besides: most pat hands are not what they claim."""
TENS = pair_floor(Rank.TEN)


def idx(cards: Sequence[Card]) -> list[int]:
    """Indices of standard cards (others, like a joker, are left out)."""
    return [CARD_INDEX[c] for c in cards if c in CARD_INDEX]


def strength5(ix: Sequence[int]) -> int:
    """Strength of five card indices."""
    a, b, c, d, e = ix
    return EV(a, b, c, d, e)


def keep_of(ix: Sequence[int]) -> tuple[list[int], str]:
    """The cards a sound player keeps from five, and what he draws to.

    Returns the kept indices and a word: ``pat``, ``trips``, ``two pairs``, ``pair``,
    ``flush4``, ``straight4``, ``high``."""
    ranks = [i >> 2 for i in ix]
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    s = strength5(ix)
    cat = s >> 26
    if cat >= 4 and max(counts.values()) < 4:  # straight, flush, full (four: keep all too)
        return list(ix), "pat"
    if 4 in counts.values():
        return list(ix), "pat"
    if 3 in counts.values():
        r3 = next(r for r, n in counts.items() if n == 3)
        return [i for i in ix if i >> 2 == r3], "trips"
    pairs = [r for r, n in counts.items() if n == 2]
    if len(pairs) == 2:
        return [i for i in ix if i >> 2 in pairs], "two pairs"
    if pairs:
        return [i for i in ix if i >> 2 == pairs[0]], "pair"
    suits: dict[int, list[int]] = {}
    for i in ix:
        suits.setdefault(i & 3, []).append(i)
    for cards in suits.values():
        if len(cards) == 4:
            return cards, "flush4"
    srt = sorted(ix, key=lambda i: i >> 2)
    rs = [i >> 2 for i in srt]
    for lo in (0, 1):
        run = rs[lo:lo + 4]
        if run[3] - run[0] == 3 and run[0] >= 0 and run[3] < 12:  # open at both ends
            return srt[lo:lo + 4], "straight4"
    high = [i for i in srt if i >> 2 >= 11]  # king or ace
    if any(i >> 2 == 12 for i in high):
        return high[-2:], "high"
    return srt[-1:], "high"


@lru_cache(maxsize=1)
def _pat_pool() -> tuple[int, ...]:
    """Strengths of a sample of dealt pat hands (straight or better): what a pat hand is."""
    rng = random.Random(7)
    out = []
    while len(out) < 400:
        ix = rng.sample(ALL, 5)
        s = strength5(ix)
        if s >> 26 >= 4:
            out.append(s)
    return tuple(sorted(out))


def sample_after_draw(rng: random.Random, dead: set[int], drew: int | None,
                      tries: int = 12, pat_real: float = PAT_REAL) -> int:
    """The strength of an unseen player's hand after he drew ``drew`` cards (None: he has
    not drawn, or the game has no draw: any five cards).  His five dealt cards are imagined
    until the sound draw from them is ``drew`` cards (a few tries, else the last imagined).
    ``pat_real``: the share of his pat hands taken to be genuine (the rest are bluffs)."""
    live = [i for i in ALL if i not in dead]
    if drew is None:
        return strength5(rng.sample(live, 5))
    if drew == 0:
        # Pat: a genuine pat hand most of the time, sometimes a bluff (a pair or nothing).
        if rng.random() < pat_real:
            return rng.choice(_pat_pool())
        return strength5(rng.sample(live, 5))
    hand: list[int] = []
    keep: list[int] = []
    for _ in range(tries):
        hand = rng.sample(live, 10)
        keep, word = keep_of(hand[:5])
        if drew == 2 and word == "pair" and rng.random() < 0.25:
            # an odd card held up to the pair (Foster's "VARIETY"): pair and kicker
            rest = sorted((i for i in hand[:5] if i not in keep), key=lambda i: i >> 2)
            keep = keep + rest[-1:]
        if 5 - len(keep) == drew:
            break
    final = keep + hand[5:10 - len(keep)]
    return strength5(final)


def win_share(mine: int, others: Sequence[int]) -> float:
    """1 for a win, a share for a tie, 0 for a loss against every strength in ``others``."""
    best = max(others)
    if mine > best:
        return 1.0
    if mine < best:
        return 0.0
    return 1.0 / (1 + sum(1 for o in others if o == best))


def draw_percentile(my_final: int, dead: set[int], drew: int | None, rng: random.Random,
                    n: int = 240, pat_real: float = PAT_REAL) -> tuple[float, list[int]]:
    """How often ``my_final`` beats one unseen player who drew ``drew`` (ties half), and the
    strengths imagined (sorted), for the reader to narrow."""
    samples = sorted(sample_after_draw(rng, dead, drew, pat_real=pat_real) for _ in range(n))
    wins = sum(1.0 if my_final > s else 0.5 if my_final == s else 0.0 for s in samples)
    return wins / n, samples


_PRE_CACHE: dict[tuple, float] = {}


def _class_key(ix: Sequence[int]) -> tuple:
    ranks = tuple(sorted(i >> 2 for i in ix))
    suits = [i & 3 for i in ix]
    flushy = max(suits.count(s) for s in range(4))
    return ranks, min(flushy, 5)


def predraw_percentile(hand: Sequence[Card], rng: random.Random, n: int = 300) -> float:
    """How often this hand, drawn to soundly, beats one unseen hand that is also drawn to
    soundly (ties half).  Cached by ranks and the length of the longest suit, which is all
    that matters for the chance (near enough)."""
    ix = idx(hand)
    if len(ix) != 5:
        return 0.5
    key = _class_key(ix)
    got = _PRE_CACHE.get(key)
    if got is not None:
        return got
    keep, _word = keep_of(ix)
    k = 5 - len(keep)
    dead = set(ix)
    wins = 0.0
    live = [i for i in ALL if i not in dead]
    for _ in range(n):
        drawn = rng.sample(live, 10)
        mine = strength5(keep + drawn[:k])
        theirs_dealt = drawn[5:10]
        tk, _w = keep_of(theirs_dealt)
        pool = [i for i in live if i not in drawn]
        theirs = strength5(tk + rng.sample(pool, 5 - len(tk)))
        wins += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    p = wins / n
    if len(_PRE_CACHE) < 200_000:
        _PRE_CACHE[key] = p
    return p


def made_percentile(cards: Sequence[Card], rng: random.Random, n: int = 200) -> float:
    """How often five cards as they stand beat five unseen cards (Straight Poker)."""
    ix = idx(cards)
    if len(ix) != 5:
        return 0.5
    mine = strength5(ix)
    dead = set(ix)
    live = [i for i in ALL if i not in dead]
    wins = 0.0
    for _ in range(n):
        s = strength5(rng.sample(live, 5))
        wins += 1.0 if mine > s else 0.5 if mine == s else 0.0
    return wins / n


def discard_for(hand: Sequence[Card], most: int, rng: random.Random,
                liberal: float = 0.0) -> tuple[Card, ...]:
    """The cards to throw for the draw, no more than ``most``.  ``liberal`` (0..1) is how
    often the player varies his draw as Foster advises ("VARIETY"): two pairs played pat,
    an odd card held up to a pair."""
    ix = idx(hand)
    if len(ix) != len(hand) or len(ix) != 5:
        return ()
    keep, word = keep_of(ix)
    if word == "two pairs" and rng.random() < liberal * 0.5:
        keep = list(ix)
    elif word == "pair" and rng.random() < liberal * 0.3:
        rest = sorted((i for i in ix if i not in keep), key=lambda i: i >> 2)
        keep = keep + rest[-1:]
    throw = [INDEX_CARDS[i] for i in sorted(set(ix) - set(keep), key=lambda i: i >> 2)]
    return tuple(throw[:most])


_pat_pool()  # built at import (a tenth of a second), not in a player's first decision
