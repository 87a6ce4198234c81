"""Computer players' judgement at Brag (Foster, "Brag"): what a brag is worth.

The book gives Brag no advice of its own; it says the betting is "precisely" the betting
after the draw at Poker, so each temperament plays Brag as it plays that betting (Foster
"Betting", "Bluffing", "Suggestions for Good Play"), with a brag's worth measured the way
the book measures a hand at Straight Poker: the share of all three-card hands it beats,
raised to the number of players it must beat.

* **The dealer's ante** (made before he sees a card): the liberal antes a great deal; the
  close and the good player little (a small ante is seen by poor hands, which pay the
  dealer later; a large one, made blind, is a bet on a hand he has not seen).
* **Meeting the ante, raising**: a hand is worth calling when its chance of being best is
  above the price (what staying costs against the pool after it), by the temperament's
  margin; every raise by another narrows the chance.  The good player "avoids calling:
  raises or lays down", raises the hands most likely best and, now and then, a late bluff
  when all before him have thrown in; the liberal calls and raises on middling hands; the
  close player stays only on strong ones.  Abandoning is not free: if nobody sees the
  ante, everyone pays the dealer a white, which the price counts.
* **Single stake, the good player**: each hand pictured as a spread over the brags it
  beats, narrowed by each action as its maker saw the table, and each answer weighed over
  the spreads (:mod:`game.ai.three_card.brag_reading`).
* **American Brag**: a sight of the bragger is a duel with his hand alone, so the chance is
  counted against one hand that raised.
* **Three-stake Brag**: the good player counts his chance exactly over the cards he cannot
  see, given each opponent's card turned up; the dealer never bets the second pool when
  all before him passed (it is his if nobody bets).  Buying for the third pool: each knows
  "exactly what he has to beat"; the good player buys while he does not lead and a card is
  more likely to help than to put him out, and stands when he leads with a count the
  players after him are unlikely to pass; the close player buys only on a small count, the
  liberal buys on anything under the middle twenties.
"""

from __future__ import annotations

import random
from functools import lru_cache

from game.cards import Card
from game.engine import Action, ActionKind, Phase, SeatView
from game.hands.three_card.brag import BragRules, brag_value, pip_count, pip_value

from ..mixing import mixed
from ..raise_war import OWN_RAISES, may_raise
from ..temperament import Temperament, looseness
from .brag_tables import (  # noqa: F401 - rules_for and PACK are also read from here
    PACK, _BIT, _by_mask, cannot_be_beaten, rules_for, share_beaten,
)

K = ActionKind
@lru_cache(maxsize=4096)
def _beats_given_up(mine: tuple[Card, ...], up: Card, unseen: frozenset[Card],
                    rules: BragRules) -> float:
    """The chance ``mine`` beats a hand of ``up`` and two cards from ``unseen``."""
    table = _by_mask(rules)
    st = table[_BIT[mine[0]] | _BIT[mine[1]] | _BIT[mine[2]]]
    base = _BIT[up]
    bits = [_BIT[c] for c in unseen]
    wins = 0.0
    total = 0
    for i, a in enumerate(bits):
        for b in bits[i + 1:]:
            other = table[base | a | b]
            total += 1
            if st > other:
                wins += 1.0
            elif st == other:
                wins += 0.5
    return wins / total if total else 0.5


def chance_best(view: SeatView, opponents: float, exact: bool) -> float:
    """The chance of holding the best brag against ``opponents`` hands (a fraction counts
    a player who may yet come in); ``exact``: count over the unseen cards given the cards
    each opponent has turned up (three-stake Brag)."""
    rules = rules_for(view)
    hand = tuple(view.hand)
    if exact and view.variant == "brag-three-stake":
        seen = set(hand)
        for p in view.players:
            seen |= set(p.up) | set(p.shown or ())
        unseen = frozenset(c for c in PACK if c not in seen)
        p = 1.0
        for o in view.players:
            if o.seat != view.seat and o.holds_cards and o.up:
                p *= _beats_given_up(hand, o.up[0], unseen, rules)
        return p
    return share_beaten(brag_value(hand, rules).strength, rules) ** max(opponents, 0.0)


def brag_mine(view: SeatView) -> float:
    """The share of all three-card hands this seat's brag beats."""
    rules = rules_for(view)
    return share_beaten(brag_value(tuple(view.hand), rules).strength, rules)


def _offers(view: SeatView) -> dict:
    return {o.kind: o for o in view.legal}


def _amount(offer, want: float) -> int:  # type: ignore[no-untyped-def]
    return max(offer.low, min(offer.high, int(round(want))))


class Notes:
    """What the good player has seen of each opponent ("watching the others"): in how many
    deals each seat raised or bet, out of the deals it was seen in."""

    def __init__(self) -> None:
        from ..stud import StudNotes
        self.reading = StudNotes()
        """How often each opponent raises, against a sound player (game/ai/three_card/brag_reading.py)."""
        self.deals: dict[int, int] = {}
        self.raised: dict[int, int] = {}
        self._deal = -1
        self._last: tuple = ()
        self.current = None
        """This deal's reading at single-stake Brag (a ``BragReading``), kept between decisions."""

    def watch(self, view: SeatView) -> None:
        if view.deal != self._deal:
            self._fold(self._last)
            self._deal = view.deal
        self._last = tuple(view.history)

    def _fold(self, history: tuple) -> None:
        if not history:
            return
        seats = {a.seat for a in history}
        for s in seats:
            self.deals[s] = self.deals.get(s, 0) + 1
        for s in {a.seat for a in history if a.kind in (K.RAISE, K.BET)}:
            self.raised[s] = self.raised.get(s, 0) + 1

    def raise_rate(self, seat: int) -> float:
        """How often ``seat`` raises (a prior of one deal in four before much is seen)."""
        n = self.deals.get(seat, 0)
        return (self.raised.get(seat, 0) + 1) / (n + 4)


def decide(t: Temperament, rng: random.Random, view: SeatView, notes: Notes | None = None
           ) -> Action:
    """One action at any form of Brag, for temperament ``t``; ``notes``: what it has seen
    of the others (the good player watches)."""
    if notes is not None:
        notes.watch(view)
    offers = _offers(view)
    raised_here = sum(1 for a in view.history if a.seat == view.seat and a.kind is K.RAISE)
    if view.phase is Phase.BUYING:
        return _buy(t, view)
    if K.BET in offers and K.PASS not in offers and K.CALL not in offers:
        return _ante(t, view, offers[K.BET])
    return _brag(t, rng, view, offers, raised_here, notes)


def _ante(t: Temperament, view: SeatView, offer) -> Action:  # type: ignore[no-untyped-def]
    """The dealer's ante, made blind: a share of the limit by temperament."""
    limit = view.house.limit
    share = {"close": 0.04, "liberal": 0.4, "good": 0.04}.get(t.key, 0.04 + 0.36 * looseness(t))
    return Action(K.BET, _amount(offer, max(view.house.blind, share * limit)))


def _brag(t: Temperament, rng: random.Random, view: SeatView, offers: dict,
          raised_here: int, notes: Notes | None) -> Action:
    me = view.seat
    three = view.variant == "brag-three-stake"
    # Who has answered the ante: the dealer's ante itself (a bet in this round, rule 3) is
    # no answer; counted as one, the white counter an unseen ante costs was never weighed.
    spoke = {a.seat for a in view.history if a.phase is Phase.BETTING and a.seat != me
             and (three or not (a.kind is K.BET and a.seat == view.dealer))}
    raises = [a for a in view.history if a.seat != me and a.kind is K.RAISE
              and a.phase is Phase.BETTING]
    bets = [a for a in view.history if a.seat != me and a.kind is K.BET
            and a.phase is Phase.BETTING]
    american = view.variant == "brag-american"
    live = [p.seat for p in view.players if p.holds_cards and p.seat != me]
    thrown = {a.seat for a in view.history if a.kind is K.ABANDON and a.phase is Phase.BETTING}
    contest = [s for s in live if s not in thrown]
    callers = [s for s in contest if s in spoke or s == view.dealer]
    later = [s for s in contest if s not in callers]
    if american and raises:
        opponents = 1.0  # a sight of the bragger is a duel with his hand alone
    else:
        opponents = len(callers) + (0.5 if t.skill >= 0.5 else 0.35) * len(later)
        opponents = max(opponents, 1.0)
    exact = t.skill >= 0.5
    if notes is not None and t.avoid_calling and view.variant == "brag":
        # The good player's reading of raises and answers (game/ai/three_card/brag_reading.py).
        from .brag_reading import decide as read_decide
        white = view.house.blind if (not spoke - thrown and me != view.dealer
                                     and not raises) else 0
        # The reading is built once a deal and brought up to each decision.
        from .brag_reading import BragReading
        mine = brag_mine(view)
        reading = notes.current.advance(view, mine) if notes.current is not None else \
            BragReading(view, mine, notes.reading)
        notes.current = reading
        action = read_decide(view, offers, mine, notes.reading, white, reading=reading)
        if action is not None:
            return action
    p = chance_best(view, opponents, exact)
    pressure = float(len(raises) + (len(bets) if three else 0))
    if notes is not None and pressure:
        # A raise from one who raises in every other deal says less than a close player's.
        pressure = sum(min(1.0, 0.5 / notes.raise_rate(a.seat)) for a in raises + bets)
    p_eff = p ** (1 + 0.6 * pressure)
    limit = view.house.limit
    pool = view.pool
    bluff_rate = t.bluff_rate
    if K.BET in offers:  # three-stake: the second pool, nobody has bet yet
        bet = offers[K.BET]
        if three and me == view.dealer and not contest_bet(view):
            return Action(K.PASS)  # no bet: the second pool is the dealer's
        if p_eff >= t.raise_after:
            return Action(K.BET, _amount(bet, t.strong_share * limit * 0.3))
        if p_eff >= t.bet_floor:
            return Action(K.BET, _amount(bet, max(1, t.bet_share * limit * 0.3)))
        if len(later) <= 2 and mixed(rng, bluff_rate * 0.5):
            return Action(K.BET, _amount(bet, t.bluff_share * limit * 0.2))
        return Action(K.PASS)
    call = offers.get(K.CALL)
    to_call = call.low if call else 0
    # Throwing in is not free while nobody has seen the ante: a white to the dealer.
    white = view.house.blind if (not three and not spoke - thrown and me != view.dealer
                                 and not raises) else 0
    price = max(0.0, to_call - white) / (pool + to_call) if to_call else 0.0
    # The good player wages no war of raises (game/ai/raise_war.py): each raise of his own
    # raises the chance the next needs.
    may = raised_here < t.max_raises and (not t.avoid_calling or may_raise(
        raised_here, raised_here >= OWN_RAISES and cannot_be_beaten(view), chance=p_eff,
        base=t.raise_after))
    if K.RAISE in offers and may:
        if p_eff >= t.raise_after:
            return Action(K.RAISE, _amount(offers[K.RAISE], t.strong_share * limit * 0.3))
        # The good player's late bluff: all before him have thrown in.
        if t.bluff_rate and not raises and len(later) == 0 and len(callers) <= 1 \
                and mixed(rng, bluff_rate * 1.2):
            return Action(K.RAISE, _amount(offers[K.RAISE], t.bluff_share * limit * 0.3))
    if call is not None:
        if to_call == 0:
            return Action(K.CALL)
        floor = t.call_floor * (0.5 if not raises else 1.0)
        good_enough = p_eff >= max(floor, price * t.call_margin)
        if t.avoid_calling and good_enough and K.RAISE in offers and may \
                and p_eff >= (t.raise_after + price) / 2:
            return Action(K.RAISE, _amount(offers[K.RAISE], t.bet_share * limit * 0.5))
        if good_enough:
            return Action(K.CALL)
    return Action(K.ABANDON) if K.ABANDON in offers else Action(K.PASS)


def contest_bet(view: SeatView) -> bool:
    """True when someone before has bet in this round (then the dealer must answer it)."""
    return any(a.kind in (K.BET, K.RAISE) for a in view.history if a.phase is Phase.BETTING)


def _buy(t: Temperament, view: SeatView) -> Action:
    """Three-stake Brag: buy a card for the third pool, or stand."""
    if view.offer(K.BUY_CARD) is None:
        return Action(K.PASS)
    mine = pip_count(view.hand)
    if t.key == "close":
        return Action(K.BUY_CARD if mine <= 20 else K.PASS)
    if t.key == "liberal":
        return Action(K.BUY_CARD if mine <= 25 else K.PASS)
    me = view.seat
    order = [p.seat for p in view.players if p.in_deal]
    # Dealing order: from the dealer's left round to him.
    order = sorted(order, key=lambda s: (s - view.dealer - 1) % len(view.players))
    counts = {p.seat: pip_count(p.shown or p.up) for p in view.players if p.in_deal}
    before = [s for s in order[:order.index(me)] if counts[s] <= 31]
    after = [s for s in order[order.index(me) + 1:]]
    best_before = max((counts[s] for s in before), default=0)
    seen = set(view.hand)
    for p in view.players:
        seen |= set(p.shown or ()) | set(p.up)
    unseen = [c for c in PACK if c not in seen]
    safe = sum(1 for c in unseen if mine + pip_value(c) <= 31) / max(1, len(unseen))
    # Ties go to the eldest hand: beating an earlier count needs more than equal.
    leads = mine > best_before and mine <= 31
    if not leads:
        return Action(K.BUY_CARD if safe > 0.25 else K.PASS)
    # Leading: stand on a count the later players are unlikely to pass, else improve.
    if mine >= 27 - len(after) or safe < 0.55:
        return Action(K.PASS)
    return Action(K.BUY_CARD)
