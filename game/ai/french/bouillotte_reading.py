"""The good player's reading at Bouillotte (Foster, "Suggestions for Good Play": "if a bet
had been made and met by another player, such a point should generally be laid down").

Each deal of the unseen cards that :func:`game.ai.french.bouillotte.chance` counts is weighed by
how likely each other player was to do what he did with the hand it gives him.  What a
hand is worth **to its holder** is its place among the hands he pictures the others
holding: its brelan, else its best suit with the retourne and that suit's highest card,
against a picture of each other player's hand — a few score hands dealt from the cards a
watcher cannot see, narrowed in turn by each thing that player did.  So the actions are
read in order, as the table saw them: a raise over a raise must beat what a raiser holds,
and a war of raises is fought with fewer and fewer hands on each side (the good player's own
raises narrow his picture the same way, as the others see it).  The chance of each action
at a given worth is :func:`game.ai.stud.likelihood`'s.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Sequence

from game.cards import Card, Suit, bouillotte_pack
from game.engine import ActionKind, Phase, PublicAction, SeatView
from game.hands.french.bouillotte import BrelanKind, classify, pips

from ..mixing import seen_rng
from ..stud import READ_ME, _Range, likelihood

K = ActionKind
PICTURE = 80
"""Hands in each player's picture."""
ANYTHING = 0.03
"""The chance that a player's whole betting in a deal was made on anything (a bluff, a
raise war fought for its own sake): each of his actions is read as a sound player's, but
a deal is never taken as impossible for his hand, however many raises he made."""


def strength_key(hand: Sequence[Card], retourne: Card) -> tuple[int, int, int]:
    """How strong a hand looks to its holder: its brelan, else its best suit's pips with
    the retourne and its highest card (the point goes to the best suit's highest card)."""
    return _strength_key(frozenset(hand), retourne)


@lru_cache(maxsize=1 << 15)
def _strength_key(cards: frozenset[Card], retourne: Card) -> tuple[int, int, int]:
    hand = tuple(cards)
    if len(hand) != 3:  # (classify's own complaint)
        classify(hand, retourne)
    kind, rank = _brelan_key(hand, retourne)
    if kind:
        return (kind, rank, 0)
    # The best suit with the retourne: most pips, the first in the suits' order on equal
    # pips (as hand_point's max over the suits picks it); its highest card in the hand.
    pts = {s: 0 for s in Suit}
    for c in hand:
        pts[c.suit] += pips(c)
    pts[retourne.suit] += pips(retourne)
    suit = max(Suit, key=pts.__getitem__)
    top = max((int(c.rank) for c in hand if c.suit is suit), default=0)
    return (0, pts[suit], top)


def _brelan_key(hand: tuple[Card, ...], retourne: Card) -> tuple[int, int]:
    """:func:`classify`'s key for three cards, without its counting (the reading meets
    thousands of new hands each deal)."""
    a, b, c = hand[0].rank, hand[1].rank, hand[2].rank
    if a is b is c:
        return (int(BrelanKind.CARRE if retourne.rank is a else BrelanKind.SIMPLE), int(a))
    r = retourne.rank
    if (a is r) + (b is r) + (c is r) == 2:
        return (int(BrelanKind.FAVORI), int(r))
    return (0, 0)


class BouillotteReading:
    """The good player's reading of one deal: deals of the unseen cards (drawn once a deal,
    from :func:`drawing_rng`, by what the seat has seen)
    and a picture of each player's hand, each weighed by what the players did, brought up to
    each later decision by :meth:`advance` (only the actions since are read)."""

    def __init__(self, view: SeatView, samples: int, order: Sequence[int],
                 deals: Sequence[dict[int, Sequence[Card]]] | None = None) -> None:
        b = view.bouillotte
        self.me = view.seat
        self.deal = view.deal
        self.retourne = b.retourne
        me = view.seat
        others = [s for s in order if s != me]
        self.deals = list(deals) if deals is not None \
            else deal_unseen(view, drawing_rng(view, "deals", order), samples, order)
        # A picture of each player's hand, as a watcher who cannot see the good player's
        # cards would draw it (its own generator: the same pictures whether the deals were
        # drawn here or given).
        public = [c for c in bouillotte_pack(len(order)).cards() if c != b.retourne]
        seats = list(order)
        rng = drawing_rng(view, "pictures", order)
        self.keys: dict[int, list[tuple[int, int, int]]] = {s: [] for s in seats}
        for _ in range(PICTURE):
            drawn = rng.sample(public, 3 * len(seats))
            for i, s in enumerate(seats):
                self.keys[s].append(strength_key(drawn[3 * i:3 * i + 3], b.retourne))
        self.pictured = {s: [1.0] * PICTURE for s in seats}
        self.real = {s: [strength_key(d[s], b.retourne) for d in self.deals] for s in others}
        self.sound = {s: [1.0] * len(self.deals) for s in others}
        self.live = set(seats)
        self.outcomes: dict[tuple[int, ...], list[float]] = {}
        """Who takes the pool in each deal, by the set of players still in (filled by
        :func:`game.ai.french.bouillotte.chance`)."""
        self.acted = False
        """Has any other player done something that tells (the deals are then weighed)."""
        self.read = 0
        self._last = None
        self._catch_up(view)

    def __deepcopy__(self, memo: dict[int, object]) -> BouillotteReading:
        """A copy that reads on by itself (the coach copies the good player's mind for each
        way its mixing may go): what :meth:`_take` replaces (the weights, who is still in,
        how far it has read) is copied; the deals and the pictures' hands, never changed
        once drawn, are shared rather than copied card by card."""
        new = object.__new__(BouillotteReading)
        memo[id(self)] = new
        new.__dict__.update(self.__dict__)
        new.pictured = dict(self.pictured)
        new.sound = dict(self.sound)
        new.live = set(self.live)
        new.outcomes = dict(self.outcomes)
        return new

    def advance(self, view: SeatView, samples: int, order: Sequence[int]) -> BouillotteReading:
        """This reading brought up to ``view`` (a later moment of the same deal, same
        seat); any other view: a fresh reading."""
        h = view.history
        if view.deal != self.deal or view.seat != self.me or len(h) < self.read \
                or (self.read and h[self.read - 1] != self._last):
            return BouillotteReading(view, samples, order)
        self._catch_up(view)
        return self

    def _catch_up(self, view: SeatView) -> None:
        h = view.history
        for a in h[self.read:]:
            self._take(a)
        self.read = len(h)
        self._last = h[-1] if h else None

    def _take(self, a: PublicAction) -> None:
        if a.phase is not Phase.BETTING or a.kind not in (K.PASS, K.CALL, K.RAISE, K.ABANDON) \
                or (a.kind is K.CALL and a.put == 0):
            return
        if a.kind is K.ABANDON:
            self.live.discard(a.seat)
            return
        if a.seat not in self.live:
            return
        me = self.me
        ranges = [_Range(list(zip(self.keys[s], self.pictured[s])))
                  for s in self.live if s != a.seat]

        like: dict[tuple[int, int, int], float] = {}  # (few keys, met many times)

        def chance_of(key: tuple[int, int, int]) -> float:
            got = like.get(key)
            if got is None:
                # Against each other player on average, as at Stud (game.ai.stud.EACH): a
                # sound player equals or raises by how his hand stands against each, however
                # many are in.  Against all at once, an equal of the blind with three in read
                # as a brelan-like hand, and the book's chance for a point of 19 went from
                # under 1% to 11% when that player withdrew and another raised 60.
                q = 1.0
                for r in ranges:
                    q *= r.share(key)  # type: ignore[arg-type]
                if len(ranges) > 1:
                    q **= 1.0 / len(ranges)
                got = like[key] = likelihood(a.kind, q, 0.0)
            return got

        if a.seat != me:
            self.acted = True
            self.sound[a.seat] = [w * chance_of(k)
                                  for w, k in zip(self.sound[a.seat], self.real[a.seat])]
        power = READ_ME if a.seat == me else 1.0
        ws = [w * chance_of(k) ** power
              for w, k in zip(self.pictured[a.seat], self.keys[a.seat])]
        if a.seat != me:  # never impossible (see ANYTHING)
            top = max(ws) or 1.0
            ws = [w + ANYTHING * top for w in ws]
        self.pictured[a.seat] = ws

    def weights(self) -> list[float]:
        """A weight for each deal: how likely the betting so far was with its hands."""
        weights = [1.0] * len(self.deals)
        if not self.acted:
            return weights
        for ws in self.sound.values():
            top = max(ws) or 1.0
            weights = [w * (v + ANYTHING * top) for w, v in zip(weights, ws)]
        return weights


def deal_unseen(view: SeatView, rng: random.Random, samples: int,
                order: Sequence[int]) -> list[dict[int, Sequence[Card]]]:
    """``samples`` deals of the cards this seat cannot see to the others in ``order``."""
    me = view.seat
    mine = list(view.hand)
    known = set(mine) | {view.bouillotte.retourne}
    unseen = [c for c in bouillotte_pack(len(order)).cards() if c not in known]
    others = [s for s in order if s != me]
    out: list[dict[int, Sequence[Card]]] = []
    for _ in range(samples):
        drawn = rng.sample(unseen, 3 * len(others))
        hands: dict[int, Sequence[Card]] = {me: mine}
        for i, s in enumerate(others):
            hands[s] = drawn[3 * i:3 * i + 3]
        out.append(hands)
    return out


def drawing_rng(view: SeatView, what: str, order: Sequence[int]) -> random.Random:
    """The generator a reading draws ``what`` from (its deals, its pictures), seeded by what
    the seat has seen as the deal's betting opens: its own cards, the retourne and the seats
    dealt in (the reading draws before it reads any action, so no action is in the seed).
    The same at every decision of the deal: a reading built afresh from a later view (a
    saved game resumed, the book asked) is the one the player kept, as it read on."""
    dealt = tuple(int(s) for s in order)
    return seen_rng(view, f"bouillotte {what} {dealt}", (view.bouillotte.retourne,))


def read_weights(view: SeatView, deals: Sequence[dict[int, Sequence[Card]]],
                 order: Sequence[int]) -> list[float]:
    """A weight for each of ``deals`` (each other player's hand by seat): how likely the
    betting so far was with those hands (read afresh; the good player keeps a
    :class:`BouillotteReading` through the deal instead)."""
    return BouillotteReading(view, len(deals), order, deals).weights()


__all__ = ["BouillotteReading", "deal_unseen", "drawing_rng", "read_weights", "strength_key"]
