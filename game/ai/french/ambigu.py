"""Computer play at Ambigu (Foster, "Ambigu"), for every temperament.

The book gives no hints for Ambigu's play, so the players follow sound reasoning from what
it does say: the measure of a hand is the share of all 91,390 hands of four it beats, and its
chance of being best is that share raised to the number of opponents still in.  What a hand
will become is judged by drawing it many ways from the cards the seat cannot see.

* **The first draw** (two cards): "Enough", or the discard that gives the best hand of four
  on average, judged over random completions from the unseen cards.
* **"I play" or "I pass"**: by the chance the hand will be best after the second draw.  The
  close player plays only on a strong chance and puts up little; the liberal player plays on
  much less and puts up much; the good player plays when his chance is worth the pool, puts up
  more on a strong hand, raises rather than calls ("avoid calling: raise or lay down"), and
  now and then plays a weak hand when all before him have passed (a bluff).
* **The dealer's choice** when all pass: keep the cards (two counters) on a good hand.
* **The second draw**: the discard that gives the best hand on average.
* **After the draw**: betting by the chance of holding the best hand, lowered by the bets
  and raises of the others, and by the pool's odds.  The good player reckons that chance,
  before the second draw and after it, against each other player's hand as what he did and
  drew pictures it (:mod:`.ambigu_reading`); the others by the share of hands beaten.
* Nobody shows his cards by choice (the forfeit is four counters).

A player sees only its seat's view; its only randomness is the generator it is given.
"""

from __future__ import annotations

import random
from functools import cache, lru_cache
from itertools import combinations
from typing import Protocol, Sequence

from game.cards import Card
from game.engine import Action, ActionKind, LegalAction, SeatView
from game.hands.french.ambigu import PACK, evaluate, every_hand

from ..mixing import counting_rng, mixed
from ..raise_war import may_raise
from ..temperament import Temperament


class VariantPlayer(Protocol):
    """What Ambigu's play needs of the player that holds the seat (``game.ai.variants``'s
    player): its temperament, its generator, and its memory of its own raises this deal."""

    temperament: Temperament
    rng: random.Random
    _raises: dict[tuple[int, int], int]

K = ActionKind


_BIT = {c: 1 << i for i, c in enumerate(PACK)}


@cache
def _shares() -> dict[int, float]:
    """Every hand of four (by its cards' bits) and the share of all hands it beats, ties
    counting half: made once, in about a second, so that a decision is a look-up."""
    hands = every_hand()
    strengths = [evaluate(h).strength for h in hands]
    counts: dict[tuple[int, ...], int] = {}
    for st in strengths:
        counts[st] = counts.get(st, 0) + 1
    below = 0
    at: dict[tuple[int, ...], float] = {}
    for st in sorted(counts):
        at[st] = (below + counts[st] / 2) / len(hands)
        below += counts[st]
    return {sum(_BIT[c] for c in h): at[st] for h, st in zip(hands, strengths)}


def share(cards: Sequence[Card]) -> float:
    """The share of all hands of four that this hand beats (ties count half)."""
    return _shares()[sum(_BIT[c] for c in cards)]


def unseen(view: SeatView) -> list[Card]:
    """The cards this seat has not seen: not in its hand, not discarded, not shown."""
    seen = set(view.hand) | set(view.discarded)
    for p in view.players:
        seen |= set(p.shown or ())
    return [c for c in PACK if c not in seen]


def draw_value(keep: Sequence[Card], pool: Sequence[Card], size: int, rng: random.Random,
               samples: int, exact: int = 2) -> float:
    """The average share of the hand of ``size`` made by keeping ``keep`` and drawing the
    rest from ``pool`` (two cards and a later draw counted as a plain fill to four)."""
    need = size - len(keep)
    if need <= 0:
        return share(keep)
    kept = sum(_BIT[c] for c in keep)
    bits = tuple(_BIT[c] for c in pool)
    if need <= exact:
        # Two cards to come: every pair counted, the same figure every time (sampled, one
        # start looked better than another by chance alone: a play-tester was told
        # "discard one" of 9♣ 5♣ and "Enough" on 2♠ 9♠, the better way each time reversed).
        return _exact(kept, bits, need)
    # Looked up by the cards' bits: the kept cards' sum once, and the pool's bits drawn in
    # place of its cards (the same draws, since a sample depends only on the pool's length).
    return _over(kept, _drawn(bits, need, rng, samples))


LEAST_SAMPLES = 300
"""Draws sampled at least where more cards are to come (each way of discarding over the
same draws: the comparison is the discards', not the luck's)."""


def _drawn(bits: Sequence[int], need: int, rng: random.Random, samples: int) -> list[int]:
    """``samples`` draws of ``need`` cards from the pool (by its cards' bits), each as the sum
    of its bits, drawn exactly as ``rng.sample(pool, need)`` would draw them."""
    n = len(bits)
    if type(rng) is not random.Random or n <= _SMALL_POOL or not 0 < need <= min(5, n):
        places = range(n)
        return [sum(bits[i] for i in rng.sample(places, need)) for _ in range(samples)]
    # ``random.Random.sample``'s own way with a pool this large (a place drawn below the
    # pool's length and not drawn before, from the same stream of bits), written out: the
    # call's overhead was most of the count's time, some 1,500 draws a decision.
    getrandbits = rng.getrandbits
    width = n.bit_length()
    out = []
    for _ in range(samples):
        chosen: list[int] = []
        total = 0
        for _ in range(need):
            j = getrandbits(width)
            while j >= n or j in chosen:
                j = getrandbits(width)
            chosen.append(j)
            total += bits[j]
        out.append(total)
    return out


_SMALL_POOL = 21
"""The pool ``random.Random.sample`` draws from by another way (a list, not a set of places
drawn; its ``setsize`` for up to five cards): left to ``sample`` itself."""


def _over(kept: int, drawn: Sequence[int]) -> float:
    """The average share over the draws ``drawn`` (summed in their order, so the figure is
    the same to the last digit whichever way the draws were made)."""
    shares = _shares()
    total = 0.0
    for more in drawn:
        total += shares[kept + more]
    return total / len(drawn)


def _exact(kept: int, bits: tuple[int, ...], need: int) -> float:
    """The average share over every way ``need`` cards may come from the pool (its cards'
    bits), counted in the order of :func:`itertools.combinations`.  A pool in the pack's
    order (as :func:`unseen` gives it) is counted once and kept, by the pool's bits alone: a
    play-out meets the same hand and the same unseen cards again and again, and the count
    (some 7,000 hands with three to come) is the same every time."""
    if all(a < b for a, b in zip(bits, bits[1:])):
        return _exact_kept(kept, sum(bits), need)
    return _count(kept, bits, need)


@lru_cache(maxsize=1 << 15)
def _exact_kept(kept: int, pool: int, need: int) -> float:
    # (keyed by plain numbers: a key of 36 cards' bits held some forty megabytes, and as
    # many tuples for the collector to walk)
    return _count(kept, tuple(1 << i for i in range(pool.bit_length()) if pool >> i & 1), need)


def _count(kept: int, bits: tuple[int, ...], need: int) -> float:
    shares = _shares()
    total = 0.0
    n = 0
    if need == 1:
        for a in bits:
            total += shares[kept + a]
        n = len(bits)
    elif need == 2:
        for i, a in enumerate(bits):
            ka = kept + a
            for b in bits[i + 1:]:
                total += shares[ka + b]
        n = len(bits) * (len(bits) - 1) // 2
    else:
        for more in combinations(bits, need):
            total += shares[kept + sum(more)]
            n += 1
    return total / n if n else shares[kept]


def discard_values(hand: Sequence[Card], pool: Sequence[Card], rng: random.Random,
                   samples: int, most: int, least: int = LEAST_SAMPLES
                   ) -> list[tuple[tuple[Card, ...], float]]:
    """Each discard (of at most ``most`` cards) with the average share of the hand of four
    it makes: counted exactly with two cards to come, else over the same sampled draws.

    Every discard starts its draws from the same state of ``rng``, so the draws of as many
    cards are the same for each: they are made once for each number drawn, and ``rng`` is
    left where the last discard's draws left it."""
    start = rng.getstate()
    exact = 3 if len(hand) <= 2 else 2
    # (the first draw, two cards held: one kept and three to come is counted over
    # every way too, some 8,000; sampled, it swung by five in a hundred)
    count = max(samples, least)
    bits = tuple(_BIT[c] for c in pool)
    hand_bits = [_BIT[c] for c in hand]
    drawn: dict[int, tuple[list[int], tuple]] = {}  # type: ignore[type-arg]
    end = start
    out_values: list[tuple[tuple[Card, ...], float]] = []
    for n in range(0, most + 1):
        for out in combinations(range(len(hand)), n):
            kept = sum(b for i, b in enumerate(hand_bits) if i not in out)
            need = 4 - (len(hand) - n)
            if need <= 0:
                value = _shares()[kept]
                end = start
            elif need <= exact:
                value = _exact(kept, bits, need)
                end = start
            else:
                if need not in drawn:
                    rng.setstate(start)
                    drawn[need] = (_drawn(bits, need, rng, count), rng.getstate())
                sums, end = drawn[need]
                value = _over(kept, sums)
            out_values.append((tuple(hand[i] for i in out), value))
    rng.setstate(end)
    return out_values


def best_discard(hand: Sequence[Card], pool: Sequence[Card], rng: random.Random,
                 samples: int, most: int, least: int = LEAST_SAMPLES
                 ) -> tuple[tuple[Card, ...], float]:
    """The discard (of at most ``most`` cards) whose hand of four is best on average."""
    best: tuple[tuple[Card, ...], float] = ((), -1.0)
    for out, value in discard_values(hand, pool, rng, samples, most, least):
        if value > best[1]:
            best = (out, value)
    return best


def _opponents(view: SeatView) -> int:
    return max(1, sum(1 for p in view.players if p.holds_cards and p.seat != view.seat))


def _amount(offer: LegalAction, want: float) -> int:
    return max(offer.low, min(offer.high, int(round(want))))


def decide(player: VariantPlayer, view: SeatView) -> Action:
    """One legal action for this seat at Ambigu."""
    offers = {o.kind: o for o in view.legal}
    t = player.temperament
    rng = counting_rng(view, "ambigu")
    samples = 12 + int(24 * t.skill)
    if K.DRAW in offers:
        most = offers[K.DRAW].high
        out, _ = best_discard(list(view.hand), unseen(view), rng, samples, most)
        return Action(K.DRAW, cards=out)
    if K.DEAL_AGAIN in offers:
        _, value = best_discard(list(view.hand), unseen(view), rng, samples, 4)
        keep = value ** _opponents(view) >= 0.45 - 0.1 * t.skill
        return Action(K.KEEP_CARDS if keep else K.DEAL_AGAIN)
    if t.skill >= 1.0:  # the good player reads the others (game/ai/french/ambigu_reading.py)
        return _bet(player, view, offers, 0.0, read_chance(view, samples))
    draws = sum(1 for a in view.history if a.seat == view.seat and a.kind is K.DRAW)
    if draws < 2:  # "I play" or "I pass": the second draw to come
        _, value = best_discard(list(view.hand), unseen(view), rng, samples, 4)
    else:
        value = share(view.hand)
    return _bet(player, view, offers, value)


def read_chance(view: SeatView, samples: int = 36) -> float:
    """The good player's chance of the best hand: the share of hands his hand beats (before
    the second draw, what his best discard promises) raised to the players still in, as the
    other players reckon it, times what the others' play and draws this deal tell: the
    chance against each other player's hand as his actions picture it, over the chance
    against the hand of a player who has told nothing (:mod:`.ambigu_reading`).  The same
    figure every time the same view is asked (the book shows it)."""
    from .ambigu_reading import AmbiguReading, made_shares
    rng = counting_rng(view, "ambigu")
    hand = list(view.hand)
    draws = sum(1 for a in view.history if a.seat == view.seat and a.kind is K.DRAW)
    if draws < 2:  # before the second draw: over what the best discard may make
        pool = unseen(view)
        out, value = best_discard(hand, pool, rng, samples, 4)
        mine = made_shares([c for c in hand if c not in out], pool, rng, 2 * samples)
    else:
        value = share(hand)
        mine = [value]
    told = AmbiguReading(view).chance(mine)
    untold = AmbiguReading(view, blank=True).chance(mine)
    # (the plain figure is the scale the players' floors are set on; the reading moves it)
    return min(0.995, value ** _opponents(view) * told / max(untold, 1e-6))


def _this_round(view: SeatView) -> list:  # type: ignore[type-arg]
    """The public actions since the last draw: this round of betting."""
    last = max((i for i, a in enumerate(view.history) if a.kind is K.DRAW), default=-1)
    return list(view.history[last + 1:])


def _bet(player: VariantPlayer, view: SeatView, offers: dict[ActionKind, LegalAction],
         value: float, read: float | None = None) -> Action:
    """Play or pass, bet, call, raise or abandon, by the chance of the best hand: ``read``
    where the player reads the others, else ``value`` (the share of hands beaten) raised to
    the players still in, lowered by the bets and raises of this round."""
    t = player.temperament
    limit = view.house.limit
    this_round = _this_round(view)
    pressure = sum(1 for a in this_round if a.seat != view.seat and a.kind in (K.BET, K.RAISE))
    if read is not None:
        p = read
    else:
        p = value ** (_opponents(view) * (1 + 0.3 * pressure * (1 - 0.5 * t.skill)))
    key = (view.deal, len(view.history) - len(this_round))
    raised = player._raises.get(key, 0)  # noqa: SLF001 - the player's own memory
    if K.BET in offers:
        bet = offers[K.BET]
        if p >= t.raise_after:
            return Action(K.BET, _amount(bet, t.strong_share * limit))
        if p >= t.bet_floor:
            return Action(K.BET, _amount(bet, max(1, t.bet_share * limit)))
        spoke = this_round
        late = spoke and all(a.kind is K.PASS for a in spoke)
        if late and mixed(player.rng, t.bluff_rate * 0.5):
            return Action(K.BET, _amount(bet, t.bluff_share * limit * 0.5))
        return Action(K.PASS)
    call = offers.get(K.CALL)
    to_call = call.low if call else 0
    odds = to_call / (view.pool + to_call) if to_call else 0.0
    # The good player wages no war of raises (game/ai/raise_war.py): twice a round at most.
    if K.RAISE in offers and p >= t.raise_after and raised < t.max_raises \
            and (not t.avoid_calling or may_raise(raised)):
        player._raises[key] = raised + 1  # noqa: SLF001
        return Action(K.RAISE, _amount(offers[K.RAISE], t.strong_share * limit * 0.5))
    floor = max(t.call_floor * 0.5, odds * t.call_margin)
    if t.avoid_calling and p < floor * 1.1 and to_call > 0:
        return Action(K.ABANDON)
    if call is not None and (p >= floor or to_call == 0):
        return Action(K.CALL, to_call)
    return Action(K.ABANDON)
