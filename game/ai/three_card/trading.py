"""Computer players' judgement at Thirty-One, Commerce and My Ship Sails (Foster
"Thirty-One", "Commerce").

A hand's worth is the share of all 22,100 three-card hands it beats (ties half), for the
game's own values.  The temperaments:

* **close** is soon content: it knocks on a hand that beats most hands dealt, trades for
  ready money only when it is the dealer (the trade costs it nothing), and otherwise
  barters;
* **liberal** holds out for a big hand, and trades for ready money freely;
* the **good player** reckons what the book's hints mean at this table: at Thirty-One "a
  player can knock without drawing at all if he wishes to prevent the others from beating
  his original hand", so it knocks when its hand is likely to stand against every other
  player given one more draw from the cards it can see on the table; it draws toward
  thirty-one, leaves the others the cards least use to them, and at Commerce pays a
  counter for ready money only when the better card is worth the counter, bartering
  otherwise; it exchanges blind for the widow only when the widow beats an average hand,
  and with the widow (markers of no value) draws while a card betters its hand;
  at My Ship Sails it keeps notes of the cards passing between it and its neighbours,
  hands on the card least likely to make a neighbour's flush, and lets its turn go by
  while it holds three odd suits (:mod:`game.ai.three_card.ship`).

Every decision is made from the seat's view alone; the only randomness is the player's
own generator.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from functools import cache
from itertools import combinations
from typing import Any, Callable, Sequence

from game.cards import Card, PackKind
from game.engine import Action, ActionKind, SeatView
from game.hands.three_card.commerce import commerce_value, point_of, ship_value
from game.hands.three_card.thirty_one import thirty_one_value

from ..mixing import mixed

K = ActionKind
PACK: tuple[Card, ...] = PackKind.STANDARD.cards()
INDEX = {c: i for i, c in enumerate(PACK)}
GAMES = ("thirty-one", "commerce", "commerce-widow", "my-ship-sails")

_VALUES: dict[str, Callable[[Sequence[Card]], Any]] = {
    "thirty-one": thirty_one_value, "commerce": commerce_value,
    "commerce-widow": commerce_value, "my-ship-sails": ship_value,
}


@cache
def share_table(game: str) -> dict[tuple[int, int, int], float]:
    """For every three-card hand (its sorted card indices): the share of hands it beats."""
    value = _VALUES[game]
    hands = list(combinations(range(len(PACK)), 3))
    strengths = [value([PACK[i] for i in h]).strength for h in hands]
    order = sorted(strengths)
    total = len(order)
    memo: dict[Any, float] = {}
    out: dict[tuple[int, int, int], float] = {}
    for h, st in zip(hands, strengths):
        sh = memo.get(st)
        if sh is None:
            lo, hi = bisect_left(order, st), bisect_right(order, st)
            sh = memo[st] = (lo + (hi - lo) / 2) / total
        out[h] = sh
    return out


def share(game: str, cards: Sequence[Card]) -> float:
    """The share of all three-card hands that ``cards`` beats at ``game``."""
    key = tuple(sorted(INDEX[c] for c in cards))
    return share_table(game)[key]  # type: ignore[index]


@cache
def after_one_draw(game: str, samples: int = 3000) -> list[float]:
    """The shares of hands held after one best exchange with three table cards, each a
    random hand and table (sorted): what an opponent may hold after his one more draw."""
    rng = random.Random(31)
    out = []
    for _ in range(samples):
        cards = rng.sample(PACK, 6)
        hand, table = cards[:3], cards[3:]
        best = share(game, hand)
        for i in range(3):
            for t in table:
                best = max(best, share(game, hand[:i] + [t] + hand[i + 1:]))
        out.append(best)
    out.sort()
    return out


def beats_after_draw(game: str, mine: float) -> float:
    """The chance one opponent, after a draw, holds less than a hand of share ``mine``."""
    dist = after_one_draw(game)
    return bisect_left(dist, mine) / len(dist)


def looseness_of(t: Any) -> float:
    """0 (close) to 1 (liberal), as at the other games."""
    return max(0.0, min(1.0, (16 - t.go_in_middle) / 15))


def _opponents(view: SeatView) -> int:
    return max(1, sum(1 for p in view.players if p.in_deal and p.seat != view.seat))


def _turns_gone(view: SeatView) -> int:
    return sum(1 for a in view.history if a.kind in (K.DRAW_ONE, K.TRADE_MONEY, K.BARTER,
                                                     K.GIVE, K.PASS, K.EXCHANGE))


def _unseen(view: SeatView) -> list[Card]:
    seen = set(view.hand) | set(view.widow or ())
    return [c for c in PACK if c not in seen]


class TradingJudge:
    """One player's judgement at the trading games; ``decide`` gives a legal action."""

    def __init__(self, temperament: Any, rng: random.Random) -> None:
        self.t = temperament
        self.rng = rng
        self.loose = looseness_of(temperament)
        self.smart = temperament.skill >= 0.5
        self.ship_judge: Any = None  # the good player's notes at My Ship Sails (ship.py)

    def decide(self, view: SeatView) -> Action:
        if view.variant in ("thirty-one", "commerce-widow"):
            return self.table_game(view)
        if view.variant == "commerce":
            return self.commerce(view)
        return self.ship(view)

    # ------------------------------------------------------------ knocking
    def knock_floor(self) -> float:
        """The share a hand must beat before a habit player knocks: close players are
        soonest content, liberal ones hold out for more."""
        return 0.80 + 0.17 * self.loose

    def wants_knock(self, view: SeatView, game: str, mine: float, one_more: bool) -> bool:
        """``one_more``: the others have one more draw after the knock (Thirty-One)."""
        n = _opponents(view)
        rounds = _turns_gone(view) // (n + 1)
        if not self.smart:
            return mine >= self.knock_floor() - 0.02 * rounds
        # the good player: the chance of standing against every other hand at the show
        each = beats_after_draw(game, mine) if one_more else mine
        # the others have been drawing too: their hands are the better for each round
        p = each ** (n * (1 + 0.35 * min(rounds, 6)))
        # a hand that is only likely to get worse as the others draw: knock while it stands
        bar = 0.42
        if game == "commerce-widow":
            # markers of no value: a draw costs nothing, and the knock stops the drawing at
            # once; the good player draws while the widow betters its hand, knocking only
            # on one nearly sure to stand (measured by tools/measure_commerce_widow.py:
            # it pays for the whiskey clearly least)
            bar = 0.9
        return p >= bar - 0.03 * min(rounds, 6)

    # ------------------------------------------------------------ Thirty-One, widow
    def table_game(self, view: SeatView) -> Action:
        game = view.variant
        offers = {o.kind for o in view.legal}
        if K.EXCHANGE in offers:  # the dealer, before he looks at his hand
            floor = 0.5 if self.smart else 0.4 + 0.3 * (1 - self.loose)
            return Action(K.EXCHANGE if share(game, view.widow or ()) > floor else K.PASS)
        hand, table = list(view.hand), list(view.widow or ())
        mine = share(game, hand)
        last = K.PASS in offers  # after the knock: only the hand now counts
        best, best_score = None, mine
        for i, g in enumerate(hand):
            for t in table:
                trial = hand[:i] + [t] + hand[i + 1:]
                sc = share(game, trial)
                if self.smart and not last:
                    sc += prospect(trial) - 0.01 * _gift(game, g)
                if sc > best_score + 1e-9:
                    best, best_score = (g, t), sc
        sure = best is not None and share(game, _swapped(hand, *best)) >= 0.998
        if K.KNOCK in offers and not sure and \
                self.wants_knock(view, game, mine, game == "thirty-one"):
            return Action(K.KNOCK)
        if best is not None:
            return Action(K.DRAW_ONE, cards=best)
        if last:
            return Action(K.PASS)
        if K.KNOCK in offers and (mine >= self.knock_floor() - 0.15 or self.smart and mine > 0.6):
            return Action(K.KNOCK)
        # nothing helps: give up the card least useful, taking the table's least harmful
        options = [(share(game, hand[:i] + [t] + hand[i + 1:]), g, t)
                   for i, g in enumerate(hand) for t in table]
        _, g, t = max(options, key=lambda x: x[0])
        return Action(K.DRAW_ONE, cards=(g, t))

    # ------------------------------------------------------------ Commerce
    def expected_after(self, game: str, hand: list[Card], i: int, unseen: list[Card]) -> float:
        """The mean share after giving up ``hand[i]`` for a card drawn from ``unseen``."""
        rest = hand[:i] + hand[i + 1:]
        return sum(share(game, rest + [c]) for c in unseen) / len(unseen)

    def commerce(self, view: SeatView) -> Action:
        game = "commerce"
        offers = {o.kind for o in view.legal}
        hand = list(view.hand)
        mine = share(game, hand)
        unseen = _unseen(view)
        exp = [self.expected_after(game, hand, i, unseen) for i in range(3)]
        worst = max(range(3), key=lambda i: exp[i])
        if K.GIVE in offers:  # a barter offered from the right: give, or knock
            if self.wants_knock(view, game, mine, False):
                return Action(K.KNOCK)
            return Action(K.GIVE, cards=(hand[worst],))
        if self.wants_knock(view, game, mine, False):
            return Action(K.KNOCK)
        dealer = view.seat == view.dealer
        gain = exp[worst] - mine
        if K.TRADE_MONEY in offers:
            if dealer:
                return Action(K.TRADE_MONEY, cards=(hand[worst],))
            if self.smart:
                # a counter is worth paying when the better card adds more than a
                # counter's share of the pool to what the hand may expect to win
                n = _opponents(view)
                pool = max(view.pool, n + 1)
                worth = ((exp[worst] ** n) - (mine ** n)) * pool
                if worth > 1.0:
                    return Action(K.TRADE_MONEY, cards=(hand[worst],))
            elif gain > 0 and mixed(self.rng, self.loose * 0.8):
                return Action(K.TRADE_MONEY, cards=(hand[worst],))
        return Action(K.BARTER, cards=(hand[worst],))

    # ------------------------------------------------------------ My Ship Sails
    def ship(self, view: SeatView) -> Action:
        if self.smart:
            if self.ship_judge is None:
                from .ship import ShipJudge
                self.ship_judge = ShipJudge()
            return self.ship_judge.decide(view)
        offers = {o.kind for o in view.legal}
        hand = list(view.hand)
        # the card to part with: the one whose going leaves the best two cards
        keep = max(range(3), key=lambda i: _two_card(hand[:i] + hand[i + 1:], self.smart))
        odd = hand[keep]
        if K.GIVE in offers:
            return Action(K.GIVE, cards=(odd,))
        if not self.smart and mixed(self.rng, (1 - self.loose) * 0.3):
            return Action(K.PASS)  # the close player now and then keeps what he has
        return Action(K.BARTER, cards=(odd,))


def _swapped(hand: list[Card], gave: Card, took: Card) -> list[Card]:
    return [took if c == gave else c for c in hand]


def prospect(cards: Sequence[Card]) -> float:
    """A small credit for a hand that may still grow: two high cards of a suit toward
    thirty-one (or a sequence flush), a pair toward threes."""
    pts, n = point_of(cards)
    bonus = 0.0
    if n == 2 and pts >= 20:
        bonus += 0.02
    ranks = [c.rank for c in cards]
    if len(set(ranks)) == 2:
        bonus += 0.01
    return bonus


def draw_gains(game: str, hand: Sequence[Card], gave: Card, took: Card) -> bool:
    """A draw of ``took`` for ``gave`` betters the hand as the good player reckons it: its
    share of hands beaten now, and its prospect of growing (the coach says a draw that betters
    nothing as such)."""
    after = _swapped(list(hand), gave, took)
    return share(game, after) + prospect(after) > share(game, hand) + prospect(hand) + 1e-9


def _two_card(cards: Sequence[Card], smart: bool = False) -> tuple[int, int]:
    """Two cards' worth toward a flush: suited first, then their pips.  Two of different
    suits: by habit, the one holding the highest card; the good player keeps the two that
    count most, since either may be matched by the card to come."""
    from game.hands.three_card.thirty_one import pips
    suited = int(cards[0].suit is cards[1].suit)
    if suited or smart:
        return suited, sum(pips(c) for c in cards)
    return suited, max(pips(c) for c in cards)


def _gift(game: str, card: Card) -> float:
    """How welcome a card left on the table is to the next player (its pips)."""
    from game.hands.three_card.thirty_one import pips
    return pips(card) / 11




def decide(player: Any, view: SeatView) -> Action:
    """The action of ``player`` (a :class:`~game.ai.variants.VariantPlayer`) at one of the
    trading games."""
    judge = getattr(player, "_trading", None)
    if judge is None:
        judge = TradingJudge(player.temperament, player.rng)
        player._trading = judge
    return judge.decide(view)
