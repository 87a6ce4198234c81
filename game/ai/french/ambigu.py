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
from typing import TYPE_CHECKING, Protocol

from game.engine import Action, ActionKind, LegalAction, SeatView

from ..mixing import counting_rng, mixed
from ..raise_war import may_raise
from ..temperament import Temperament
from .ambigu_counting import best_discard, share, unseen

if TYPE_CHECKING:
    from .ambigu_reading import AmbiguReading


class VariantPlayer(Protocol):
    """What Ambigu's play needs of the player that holds the seat (``game.ai.variants``'s
    player): its temperament, its generator, and its memory of its own raises this deal."""

    temperament: Temperament
    rng: random.Random
    _raises: dict[tuple[int, int], int]

K = ActionKind

AVOID_CALLING = 1.1
"""A player who would rather raise or lay down than call stays only on this many times his
floor (the coach says the figure it makes: :func:`game.coach.price.stay_bar`)."""


def call_floor(t: Temperament, odds: float) -> float:
    """The least chance a player stays on: half his floor, or the price with his margin."""
    return max(t.call_floor * 0.5, odds * t.call_margin)


def _opponents(view: SeatView) -> int:
    return max(1, sum(1 for p in view.players if p.holds_cards and p.seat != view.seat))


def _amount(offer: LegalAction, want: float) -> int:
    return max(offer.low, min(offer.high, int(round(want))))


def strong_bet(t: Temperament, limit: int) -> float:
    """What a player bets on a strong hand when he bets first: his strong share of the limit
    (the good player, the book: the whole limit).  The guide quotes it (:mod:`game.guide.teaching`)."""
    return t.strong_share * limit


def strong_raise(t: Temperament, limit: int) -> float:
    """What a player raises on a strong hand over another's bet: half his strong bet."""
    return strong_bet(t, limit) * 0.5


def middling_bet(t: Temperament, limit: int) -> float:
    """What a player bets on a hand only likely to be best: his bet share of the limit."""
    return max(1, t.bet_share * limit)


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
        kept = getattr(player, "_ambigu_readings", None)
        if kept is None:
            kept = {}
            setattr(player, "_ambigu_readings", kept)
        return _bet(player, view, offers, 0.0, read_chance(view, samples, kept))
    draws = sum(1 for a in view.history if a.seat == view.seat and a.kind is K.DRAW)
    if draws < 2:  # "I play" or "I pass": the second draw to come
        _, value = best_discard(list(view.hand), unseen(view), rng, samples, 4)
    else:
        value = share(view.hand)
    return _bet(player, view, offers, value)


def read_chance(view: SeatView, samples: int = 36,
                kept: dict[str, AmbiguReading] | None = None) -> float:
    """The good player's chance of the best hand: the share of hands his hand beats (before
    the second draw, what his best discard promises) raised to the players still in, as the
    other players reckon it, times what the others' play and draws this deal tell: the
    chance against each other player's hand as his actions picture it, over the chance
    against the hand of a player who has told nothing (:mod:`.ambigu_reading`).  The same
    figure every time the same view is asked (the book shows it).  ``kept``: where the
    player keeps the deal's readings (built once a deal, each action read once); without
    it they are made afresh."""
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
    if kept is None:
        told, untold = AmbiguReading(view), AmbiguReading(view, blank=True)
    else:  # the deal's readings, brought up to this view action by action
        told = kept["told"] = kept["told"].advance(view) if "told" in kept \
            else AmbiguReading(view)
        untold = kept["untold"] = kept["untold"].advance(view) if "untold" in kept \
            else AmbiguReading(view, blank=True)
    told_p, untold_p = told.chance(mine), untold.chance(mine)
    # (the plain figure is the scale the players' floors are set on; the reading moves it)
    return min(0.995, value ** _opponents(view) * told_p / max(untold_p, 1e-6))


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
            return Action(K.BET, _amount(bet, strong_bet(t, limit)))
        if p >= t.bet_floor:
            return Action(K.BET, _amount(bet, middling_bet(t, limit)))
        spoke = this_round
        late = spoke and all(a.kind is K.PASS for a in spoke)
        if late and mixed(player.rng, t.bluff_rate * 0.5):
            return Action(K.BET, _amount(bet, t.bluff_share * limit * 0.5))
        return Action(K.PASS)
    call = offers.get(K.CALL)
    to_call = call.low if call else 0
    odds = to_call / (view.pool + to_call) if to_call else 0.0
    # The good player wages no war of raises (game/ai/raise_war.py): each raise of his own
    # this round raises the chance the next needs.
    if K.RAISE in offers and p >= t.raise_after and raised < t.max_raises \
            and (not t.avoid_calling or may_raise(raised, chance=p, base=t.raise_after)):
        player._raises[key] = raised + 1  # noqa: SLF001
        return Action(K.RAISE, _amount(offers[K.RAISE], strong_raise(t, limit)))
    floor = call_floor(t, odds)
    if t.avoid_calling and p < floor * AVOID_CALLING and to_call > 0:
        return Action(K.ABANDON)
    if call is not None and (p >= floor or to_call == 0):
        return Action(K.CALL, to_call)
    return Action(K.ABANDON)
