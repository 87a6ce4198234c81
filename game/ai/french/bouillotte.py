"""Computer players at Bouillotte, after Foster's "Suggestions for Good Play".

Every temperament measures its hand the same way: the chance that it wins the pool if
everyone still holding cards goes to the call, counted over a few score deals of the cards
it cannot see (the others' hands, the passed ones too, since at the point every card
counts; the retourne and its own cards known).  What differs is what it does with it:

* **close**: comes in only on a chance well above its share, never straddles, seldom
  raises, follows a raise only on a strong hand, and always shows a brelan for its counter;
* **liberal**: comes in on much less than its share, raises and straddles freely, bluffs
  now and then, and follows raises far;
* **good** (the book's advice): weighs a call against what is in the pool; reads each
  raise by another as strength ("if a bet had been made and met by another player, such a
  point should generally be laid down"); as the eldest hand, passes on good cards and
  especially a brelan, to raise when the others have spoken; bets high on three of a suit
  to the King ("to drive out anything but a brelan"); does not bet on an ace alone unless
  its suit is turned up; and, having frightened the others off with a big bet, stifles its
  brelan rather than show it for a counter.  It weighs each deal of the unseen cards by
  how likely the others' betting was with the hands it gives them
  (:mod:`game.ai.french.bouillotte_reading`).

It decides from its seat's view alone; its only randomness is the generator it is given.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Sequence

from game.cards import Card, Rank, Suit
from game.engine import Action, ActionKind, Phase, SeatView
from game.hands.french.bouillotte import BrelanKind, classify, pips

from ..mixing import counting_rng, mixed
from ..raise_war import may_raise, own_raises

K = ActionKind
SAMPLES = 70
CALL_MARGIN = 1.15
"""The good player meets a bet only on a chance this many times what the price asks (the
coach says the figure it makes: :func:`game.coach.price.stay_bar`)."""
ACE_ALONE = 0.8
"""The good player counts its chance this much lower on an ace alone of a suit not the
retourne's ("good players do not bet on an ace alone unless its suit is the retourne's")."""


@dataclass(frozen=True)
class Style:
    """How a temperament plays Bouillotte."""

    enter: float
    """The chance it wants to equal or open, as a multiple of its fair share (1 / players in)."""
    raise_at: float
    """The chance it wants to raise."""
    pressure: float
    """How much each raise by another lowers its chance (the exponent's step)."""
    pot_odds: bool
    """Calls when the chance beats the pool's odds (else: on its floor alone)."""
    bluff: float
    """How often it raises on nothing when the others have passed."""
    size: float
    """A raise, as a share of the pool."""
    straddle: float
    """How often it straddles."""
    book: bool
    """Follows the book's finer advice (the eldest hand's pass, stifling, an ace alone)."""
    max_raises: int
    reads: bool = False
    """Reads what each other player did into the deals of the unseen cards (the good
    player); the others only lower their chance by a step for each raise."""
    price_share: float = 0.0
    """Where it calls on its floor (no pot odds): it still will not meet a bet whose price
    (what it costs over the pool after it) asks more than this share of its chance; 0: the
    size is never weighed.  Without it the liberal met a bet of its whole cave on a chance of
    one in five, and the review's play-outs averaged +80 counters on a pool of 5."""


STYLES = {
    "close": Style(enter=1.4, raise_at=0.8, pressure=0.1, pot_odds=False, bluff=0.0, size=0.5,
                   straddle=0.0, book=False, max_raises=1, price_share=1.0),
    "liberal": Style(enter=0.55, raise_at=0.45, pressure=0.0, pot_odds=False, bluff=0.2,
                     size=1.2, straddle=0.5, book=False, max_raises=4, price_share=0.6),
    "good": Style(enter=1.0, raise_at=0.52, pressure=0.0, pot_odds=True, bluff=0.05, size=0.8,
                  straddle=0.1, book=True, max_raises=3, reads=True),
}


def style_of(temperament: Any) -> Style:
    """The style of a named temperament; any other (a slider) by its skill and looseness."""
    style = STYLES.get(getattr(temperament, "key", ""))
    if style is not None:
        return style
    if getattr(temperament, "skill", 0.0) >= 0.6:
        return STYLES["good"]
    return STYLES["liberal"] if getattr(temperament, "bluff_rate", 0.0) >= 0.1 else STYLES["close"]


def right_order(view: SeatView) -> list[int]:
    """Seats dealt in, from the dealer's right round to him."""
    n = len(view.players)
    seats = [(view.dealer - i) % n for i in range(1, n + 1)]
    return [s for s in seats if view.players[s].in_deal]


def chance(view: SeatView, rng: random.Random, samples: int = SAMPLES,
           read: bool = False, reading: Any = None) -> float:
    """The chance this seat takes the pool if every player holding cards goes to the call.

    ``read``: the good player weighs each deal of the unseen cards by how likely each other
    player was to do what he did with the hand it gives him ("reads each raise by another
    as strength"): a hand's strength as its holder sees it is its place among the hands
    dealt in the other samples (its brelan, else its best suit with the retourne and that
    suit's highest card); a raise is likely from the top of them, an equal from the middle
    up, a pass from anywhere but the very top (:func:`game.ai.stud.likelihood`).
    ``reading``: the deal's :class:`~game.ai.french.bouillotte_reading.BouillotteReading`, brought
    up to ``view`` (its deals and weights are used; nothing is drawn afresh)."""
    b = view.bouillotte
    if b is None or b.retourne is None:
        return 0.0
    order = right_order(view)
    live = [p.seat for p in view.players if p.holds_cards]
    if view.seat not in live:
        return 0.0
    if len(live) == 1:
        return 1.0
    if reading is not None:  # who wins each of its deals, worked out once for each live set
        won = reading.outcomes.get(tuple(live))
        if won is None:
            won = reading.outcomes[tuple(live)] = _outcomes(view, order, live, reading.deals)
        weights = reading.weights()
        return sum(w * x for w, x in zip(weights, won)) / (sum(weights) or 1.0)
    from .bouillotte_reading import deal_unseen
    reads = read and any(a.phase is Phase.BETTING and a.seat != view.seat
                         and a.kind in (K.PASS, K.CALL, K.RAISE) for a in view.history)
    if reads:
        samples *= 2
    deals = deal_unseen(view, rng, samples, order)
    weights = [1.0] * samples
    if reads:
        from .bouillotte_reading import read_weights
        weights = read_weights(view, deals, order)
    return _wins(view, order, live, deals, weights)


def _wins(view: SeatView, order: Sequence[int], live: Sequence[int],
          deals: Sequence[dict[int, Sequence[Card]]], weights: Sequence[float]) -> float:
    """The weighted share of ``deals`` in which this seat takes the pool at the call."""
    won = _outcomes(view, order, live, deals)
    return sum(w * x for w, x in zip(weights, won)) / (sum(weights) or 1.0)


def _outcomes(view: SeatView, order: Sequence[int], live: Sequence[int],
              deals: Sequence[dict[int, Sequence[Card]]]) -> list[float]:
    """For each of ``deals``: 1 if this seat takes the pool at the call, else 0.

    The point is settled as :func:`~game.hands.french.bouillotte.point_decision` settles it
    (the pips of each suit among every card dealt and the retourne; the suit with most
    wins, equal pips going by the holder's place from the dealer), worked out here on
    plain numbers: a reading counts it over every deal it draws, at each decision."""
    b = view.bouillotte
    me = view.seat
    mine = list(view.hand)
    tie_order = [view.dealer] + [s for s in order if s != view.dealer]
    place = {s: i for i, s in reversed(list(enumerate(tie_order)))}  # (the first place)
    my_value = classify(mine, b.retourne).key
    others = [s for s in live if s != me]
    suit_no = {s: i for i, s in enumerate(Suit)}
    worth: dict[Card, tuple[int, int]] = {}  # each card's suit and pips, once
    base = [0, 0, 0, 0]
    base[suit_no[b.retourne.suit]] += pips(b.retourne)
    out = []
    for hands in deals:
        beaten = False
        for s in others:
            if value_key(frozenset(hands[s]), b.retourne) > my_value:
                beaten = True
                break
        if beaten:
            out.append(0.0)
            continue
        if my_value[0] > 0:
            out.append(1.0)
            continue
        totals = base[:]
        for h in hands.values():
            for c in h:
                got = worth.get(c)
                if got is None:
                    got = worth[c] = (suit_no[c.suit], pips(c))
                totals[got[0]] += got[1]
        top: list[tuple[Rank, int] | None] = [None, None, None, None]
        for s in live:  # the highest card of each suit among the players in the call
            for c in hands[s]:
                i = suit_no[c.suit]
                held = top[i]
                if held is None or c.rank > held[0]:
                    top[i] = (c.rank, s)
        best: tuple[int, int] | None = None
        seat = -1
        for i in range(4):  # most pips, then the holder's place; else the suits' order
            held = top[i]
            if held is not None:
                k = (-totals[i], place[held[1]])
                if best is None or k < best:
                    best, seat = k, held[1]
        if seat < 0:
            raise ValueError("nobody eligible holds a card")
        out.append(1.0 if seat == me else 0.0)
    return out


@lru_cache(maxsize=1 << 15)
def value_key(hand: frozenset[Card], retourne: Card) -> tuple[int, int]:
    """:func:`classify`'s key for three cards, kept (a deal's samples meet the same hands
    over and over)."""
    return classify(tuple(hand), retourne).key


def unbeatable(hand: Sequence[Card], retourne: Card) -> bool:
    """A brelan carré of aces: no hand beats it."""
    value = classify(hand, retourne)
    return value.kind is BrelanKind.CARRE and value.rank is Rank.ACE


def _moment(view: SeatView, history: Sequence[Any]) -> tuple[Any, ...]:
    """One moment of one deal as this seat saw it: the deal, the seat, its cards, the
    retourne and the actions so far."""
    b = view.bouillotte
    return (view.deal, view.seat, tuple(view.hand), b.retourne if b is not None else None,
            tuple(history))


def three_to_the_king(hand: Sequence[Card]) -> bool:
    """Three cards of one suit with the King (or the ace) among them."""
    return len({c.suit for c in hand}) == 1 and any(c.rank >= Rank.KING for c in hand)


def ace_alone(hand: Sequence[Card], retourne: Card) -> bool:
    """An ace with nothing of its suit, its suit not turned up."""
    aces = [c for c in hand if c.rank is Rank.ACE]
    return bool(aces) and all(
        sum(1 for c in hand if c.suit is a.suit) == 1 and a.suit is not retourne.suit
        for a in aces) and classify(hand, retourne).key[0] == 0


class BouillotteMind:
    """The judgement of one computer player at Bouillotte (kept by its player)."""

    def __init__(self, temperament: Any, rng: random.Random) -> None:
        self.style = style_of(temperament)
        self.rng = rng
        self._cache: dict[tuple[Any, ...], float] = {}
        self._big: dict[tuple[Any, ...], bool] = {}
        """The big raises it made, each by the moment it made it (:func:`_moment`)."""
        self._reading: Any = None
        """The deal's reading (the good player's), kept between decisions."""

    def p(self, view: SeatView) -> float:
        live = tuple(p.seat for p in view.players if p.holds_cards)
        # Keyed by the deal's cards and (for the reader) its actions, not the deal's number
        # alone: a tournament's new table numbers its deals from 1 again, and a figure kept
        # from another table's deal of that number was taken for this one's.  (The others
        # count once a deal for each set of players still in, as they always did.)
        key = _moment(view, view.history if self.style.reads else ()) + (live,)
        got = self._cache.get(key)
        if self.style.reads:  # the deal's reading, brought up to this moment
            if got is None and view.bouillotte is not None and view.bouillotte.retourne is not None:
                from .bouillotte_reading import BouillotteReading
                order = right_order(view)
                reading = self._reading
                # Drawn by what the seat has seen, never mixed (game/ai/mixing.py): a reading
                # built afresh at any decision of the deal (a saved game resumed, the book
                # shown the seat's view) is the one kept since the betting opened.
                count = counting_rng(view, "bouillotte")
                self._reading = reading = reading.advance(view, 2 * SAMPLES, order) \
                    if reading is not None else BouillotteReading(view, 2 * SAMPLES, order)
                if len(self._cache) > 64:
                    self._cache.clear()
                got = self._cache[key] = chance(view, count, reading=reading)
        if got is None:
            if len(self._cache) > 64:
                self._cache.clear()
            got = self._cache[key] = chance(view, counting_rng(view, "bouillotte"),
                                            read=self.style.reads)
        return got

    def decide(self, view: SeatView) -> Action:
        offers = {o.kind: o for o in view.legal}
        st = self.style
        if view.phase is Phase.STRADDLE:
            cost = offers[K.STRADDLE].low
            if cost * 8 <= view.me.stack and mixed(self.rng, st.straddle):
                return Action(K.STRADDLE)
            return Action(K.NO_STRADDLE)
        if view.phase is Phase.SHOWDOWN:
            if st.book and any(self._big.get(_moment(view, view.history[:i]))
                               for i, a in enumerate(view.history)
                               if a.seat == view.seat and a.kind is K.RAISE):
                return Action(K.DECLINE_SHOW)  # stifle the brelan after a big bet
            return Action(K.SHOW)
        b = view.bouillotte
        p = self.p(view)
        live = [s.seat for s in view.players if s.holds_cards]
        fair = 1.0 / max(1, len(live))
        raises = sum(1 for a in view.history if a.seat != view.seat and a.kind is K.RAISE
                     and a.phase is Phase.BETTING)
        p_eff = p ** (1 + st.pressure * raises)
        # His raises in this deal, as the table saw them (never a count kept by the deal's
        # number: a new table numbers its deals from 1 again, and the raises of every earlier
        # table's deal of that number were counted, so the rising bar of the raise war
        # stood at 0.85 or above, or shut, from the first raise after the first re-seating).
        raised = own_raises([a for a in view.history if a.phase is Phase.BETTING], view.seat)
        hand = view.hand
        strong_suit = st.book and three_to_the_king(hand)
        if st.book and b is not None and ace_alone(hand, b.retourne):
            p_eff *= ACE_ALONE
        raise_offer = offers.get(K.RAISE)

        def do_raise(extra: float = 1.0) -> Action:
            assert raise_offer is not None
            want = max(view.pool * st.size * extra, 1)
            amount = max(raise_offer.low, min(raise_offer.high, int(want)))
            if amount >= view.pool * 0.75:
                if len(self._big) > 64:
                    self._big.clear()
                self._big[_moment(view, view.history)] = True
            return Action(K.RAISE, amount)

        # No war of raises (game/ai/raise_war.py): each raise of the good player's own in
        # the deal raises the chance the next needs.
        can_raise = raise_offer is not None and raised < st.max_raises and (
            not st.reads or may_raise(raised, b is not None and unbeatable(hand, b.retourne),
                                      chance=p_eff, base=st.raise_at))
        if b is not None and b.word == view.seat:  # the word: raise, or pass it on
            if can_raise and p_eff >= st.raise_at:
                return do_raise()
            return Action(K.PASS)
        if K.PASS in offers:  # not yet opened
            spoke = [a for a in view.history if a.phase is Phase.BETTING]
            eldest = not spoke and view.seat == right_order(view)[0]
            if st.book and eldest and (p >= st.raise_at or (classify(hand, b.retourne).key[0] > 0
                                                            if b else False)):
                return Action(K.PASS)  # the eldest hand passes with good cards
            if can_raise and (p_eff >= st.raise_at or strong_suit and p_eff >= fair):
                return do_raise(2.0 if strong_suit else 1.0)
            if p_eff >= st.enter * fair and K.CALL in offers:
                return Action(K.CALL)
            passed = bool(spoke) and all(a.kind is K.PASS for a in spoke)
            if can_raise and passed and st.reads and K.CALL not in offers and p_eff >= 0.3 * fair:
                # The blind's holder, everyone else having passed: a pass voids the deal and
                # leaves the pool to be shared again; their passes say their hands are poor.
                return do_raise()
            if can_raise and passed and mixed(self.rng, st.bluff):
                return do_raise()
            return Action(K.PASS)
        call = offers.get(K.CALL)
        to_call = call.low if call else 0
        if can_raise and p_eff >= st.raise_at:
            return do_raise(2.0 if strong_suit else 1.0)
        if call is None:
            return Action(K.ABANDON)
        if to_call == 0:
            return Action(K.CALL)
        if st.pot_odds:
            odds = to_call / (view.pool + to_call)
            go = p_eff >= odds * CALL_MARGIN
        else:
            go = p_eff >= st.enter * fair * (1.0 if raises else 0.8)
            if go and st.price_share:
                # (a big bet is met on more than the floor: the liberal's share of the price)
                go = p_eff >= st.price_share * to_call / (view.pool + to_call)
        return Action(K.CALL) if go else Action(K.ABANDON)


__all__ = ["ACE_ALONE", "BouillotteMind", "CALL_MARGIN", "STYLES", "Style", "chance", "style_of"]


def new_cave(temperament: Any, offer: Any, others: Sequence[int], cave: int) -> int:
    """The new cave a computer player décavé buys ("Stakes": "the amount of which is usually
    at his own option"), within ``offer``'s range, knowing the others' caves (on the table
    for all to see) and the table's first cave:

    * close: half the table's cave, risking little;
    * liberal: as much as the range allows;
    * good: as much as the largest cave against him and no more: a sight caps what he can
      win of another at what he has before him, so a smaller cave gives away his edge, and
      a larger one can win nothing more.
    Never retires: he sat down to play.  No temperament: the table's cave."""
    st = style_of(temperament)
    if temperament is None:
        want = cave
    elif st is STYLES["close"]:
        want = cave // 2
    elif st is STYLES["liberal"]:
        want = offer.high
    else:
        want = max([cave, *others])
    return max(offer.low, min(offer.high, want))
