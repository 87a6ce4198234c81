"""A best response to the good player at Draw Poker, learned deal by deal (issue 40).

The player here sees what any seat sees: its own cards and the public record.  It meets the
good player as a black box — the table asks each of them in turn, and the good player's
replies are whatever his own ``decide`` returns — and learns the counter-strategy that wins
most against those replies:

* **Decision points**, an abstraction of what it knows when it must speak: the phase; before
  the draw its position, its hand's class (a pair by its size, two pairs by the top pair,
  a bobtail, an ace, nothing) and the betting so far; at the draw its hand's class, the
  cards the other drew and who raised; after the draw the hand it made, how many cards
  each drew, who raised before the draw, and the betting so far in the round, each bet or
  raise by its size against the limit.  Each point is also counted coarsely (the hand
  and the betting alone), so that what is learned at one point helps its neighbours.
* **Actions**, a few at each point: lay down, call (or pass), bets and raises of a
  counter, a quarter, a half and the whole of the limit; at the draw each way of drawing
  its hand offers (the natural draw, a kicker held up, a bobtail, standing pat).
* **A base to start from**: at every point the choice the good player himself would make
  in its seat (a second good player of its own, asked on its view: the black box again),
  or that of any player handed to it (``base_player``, asked only to decide).
* **Values by Monte Carlo against the good player's replies**: at a share of its decisions
  the referee (:mod:`bench.bench_best_response`) plays the deal out from there once for each
  other action on offer — on copies of the table and of the players as they stand, so the
  same cards come and the good player answers each as he would — and tells it what each
  would have won.  An action's value at a point is its mean advantage over the base choice
  there; it takes another action than the base only when that advantage, less two
  standard errors, is above nothing, so it leaves the base only where the deals say so.

It reads hands for itself (:func:`hand_draws`, :func:`class_before`, :func:`class_after`,
over the engine's cards and :mod:`game.hands`' values); of ``game.ai`` it imports only the
public factory ``make_player``, to build its base player when none is handed to it
(``tests/ai/test_ai_best_response.py`` checks the imports).

Seeded and repeatable: its only randomness is the generator it is given.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from game.ai import make_player
from game.cards import Card, Rank
from game.engine import Action, ActionKind, LegalAction, Phase, SeatView
from game.hands import Category, evaluate

K = ActionKind
SHARES = {"1": 0.0, "q": 0.25, "h": 0.5, "l": 1.0}
"""Bet and raise sizes: a counter (the least on offer), a quarter, a half and the limit."""
PRIOR_N = 3.0
"""How many deals' weight the starting value of an action (laying down's) carries."""
FINE_N = 8.0
"""How many deals' weight the coarse point's value carries at a fine point."""
CAUTION = 2.0
"""Standard errors an action's value must clear to be chosen over the base player's (the
default; :attr:`BestResponse.caution`).  At one, among some eight actions a point, a
deviation worth nothing passed at most points, and the good player learned to punish them:
on seed 40 the bench measured -25.3 per 100 deals at one and +1.7 at two (+20.3 on seed 41)."""
SPREAD = 40.0
"""The standard deviation of an action's advantage, guessed before a dozen are seen."""
BEFORE = (Phase.OPENING, Phase.BEFORE_DRAW, Phase.STRADDLE)


# ---------------------------------------------------------------- the abstraction
def pair_class(rank: int) -> str:
    """A pair by its size (ranks as the game counts them: Jacks 11 in the 52-card pack)."""
    if rank <= 6:
        return "p2-6"
    if rank <= 9:
        return "p7-9"
    if rank <= Rank.JACK:
        return "p10-J"
    if rank <= Rank.KING:
        return "pQ-K"
    return "pA"


# Its own reading of a hand, from the engine's cards and hand values alone (nothing of the
# good player's reading is borrowed: it meets him only through ``decide``).  The bench plays
# the book's default house (the 52-card pack, the standard hands).
_ORDER = (2, 3, 4, 5, 6, 7, 8, 9, 10, int(Rank.JACK), int(Rank.QUEEN), int(Rank.KING),
          int(Rank.ACE))
_STEP = {r: i for i, r in enumerate(_ORDER)}
"""Ranks as steps of a straight (the 52-card pack has no elevens or twelves)."""
_MADE = {Category.STRAIGHT, Category.FLUSH, Category.FULL, Category.FOURS,
         Category.STRAIGHT_FLUSH, Category.FIVE_OF_A_KIND}
"""Hands that stand pat."""


def _groups(cards: Sequence[Card]) -> list[list[Card]]:
    """The cards by rank, the largest group first, then the highest rank."""
    by: dict[int, list[Card]] = {}
    for c in cards:
        by.setdefault(int(c.rank), []).append(c)
    return sorted(by.values(), key=lambda g: (-len(g), -int(g[0].rank)))


def _flush4(cards: Sequence[Card]) -> list[Card] | None:
    by: dict[Any, list[Card]] = {}
    for c in cards:
        by.setdefault(c.suit, []).append(c)
    four = [g for g in by.values() if len(g) == 4]
    return four[0] if four else None


def _straight4(cards: Sequence[Card]) -> tuple[str, list[Card]] | None:
    """Four cards to a straight: ``open`` (four in a row, fillable at both ends) or
    ``inside`` (one gap, or four in a row closed by an end of the pack): an open one if
    there is one, else the highest."""
    best: tuple[str, list[Card]] | None = None
    one: dict[int, Card] = {}
    for c in cards:
        if int(c.rank) in _STEP:
            one.setdefault(int(c.rank), c)  # of a pair, the first card is kept
    for low in range(-1, len(_ORDER) - 4):  # -1: the ace as the lowest card
        window = [_ORDER[i] if i >= 0 else int(Rank.ACE) for i in range(low, low + 5)]
        held = [one[r] for r in window if r in one]
        if len(held) != 4:
            continue
        missing = next(i for i, r in enumerate(window) if r not in one)
        # four in a row are open when a card is left both below them and above them
        higher = low + 5 < len(_ORDER)
        kind = "open" if (missing == 4 and low >= 0) or (missing == 0 and higher) else "inside"
        if best is None or kind == "open" or best[0] != "open":  # the higher, if as good
            best = (kind, held)
    return best


def hand_draws(cards: Sequence[Card]) -> dict[str, tuple[Card, ...]]:
    """The ways of drawing to a five-card hand, by label, each as the cards discarded; the
    natural draw (the book's: two to threes, one to two pairs, three to a pair, one to a
    bobtail, four to an ace) first, standing pat always among them."""
    cards = list(cards)
    value = evaluate(cards)
    groups = _groups(cards)
    keeps: dict[str, list[Card]] = {}

    def high_other(kept: list[Card]) -> list[Card]:
        rest = sorted((c for c in cards if c not in kept), key=lambda c: -int(c.rank))
        return rest[:1]

    cat = value.category
    if cat in _MADE and cat is not Category.FOURS:
        keeps["pat"] = cards
    elif cat is Category.FOURS:
        keeps["fours"] = groups[0]
    elif cat is Category.THREES:
        keeps["threes"] = groups[0]
        keeps["threes+kicker"] = groups[0] + high_other(groups[0])
    elif cat is Category.TWO_PAIRS:
        keeps["two pairs"] = groups[0] + groups[1]
        keeps["pair"] = groups[0]
    elif cat is Category.PAIR:
        keeps["pair"] = groups[0]
        keeps["pair+kicker"] = groups[0] + high_other(groups[0])
    flush, straight = _flush4(cards), _straight4(cards)
    if cat not in _MADE:
        if flush is not None:
            keeps["four-flush"] = flush
        if straight is not None:
            keeps[straight[0] + " straight"] = straight[1]
        high = sorted(cards, key=lambda c: -int(c.rank))
        keeps["high"] = high[:1]
        keeps["two high"] = high[:2]
        keeps["nothing"] = []
    keeps.setdefault("pat", cards)
    if cat is Category.HIGH_CARD:  # the natural draw first: a bobtail, else the high card
        first = "four-flush" if flush else "open straight" if straight and \
            straight[0] == "open" else "high"
        keeps = {first: keeps[first], **keeps}
    return {label: tuple(c for c in cards if c not in kept) for label, kept in keeps.items()}


def class_before(view: SeatView) -> str:
    """The hand's class before the draw."""
    cards = list(view.hand)
    value = evaluate(cards)
    cat = value.category
    if cat in _MADE:
        return "pat"
    if cat is Category.THREES:
        return "threes"
    if cat is Category.TWO_PAIRS:
        return "2p-high" if value.ranks[0] >= Rank.JACK else "2p-low"
    if cat is Category.PAIR:
        return pair_class(int(value.ranks[0]))
    if _flush4(cards) is not None:
        return "flush4"
    straight = _straight4(cards)
    if straight is not None:
        return "str4" if straight[0] == "open" else "inside"
    return "ace" if any(c.rank is Rank.ACE for c in cards) else "nothing"


def class_after(view: SeatView) -> str:
    """The hand's class after the draw: what it made."""
    value = evaluate(view.hand)
    cat = value.category
    top = int(value.ranks[0]) if value.ranks else 0
    if cat in (Category.FULL, Category.FOURS, Category.STRAIGHT_FLUSH,
               Category.FIVE_OF_A_KIND):
        return "full+"
    if cat in (Category.STRAIGHT, Category.FLUSH):
        return "str/flush"
    if cat is Category.THREES:
        return "threes"
    if cat is Category.TWO_PAIRS:
        return "2p-high" if top >= Rank.JACK else "2p-low"
    if cat is Category.PAIR:
        return pair_class(top)
    return "A-high" if top >= Rank.ACE else "K-high" if top >= Rank.KING else "nothing"


def size_letter(put: int, limit: int) -> str:
    """A bet or raise by what it put in, against the limit."""
    if put <= 2:
        return "1"
    share = put / max(1, limit)
    return "q" if share <= 0.3 else "h" if share <= 0.6 else "l"


_LETTER = {K.BET: "b", K.RAISE: "r", K.CALL: "c", K.PASS: "p", K.OPEN: "o", K.ABANDON: "f",
           K.STRADDLE: "s", K.MAKE_JACK: "j"}


def betting(view: SeatView, phases: Iterable[Phase], seat: int | None = None,
            most: int = 6) -> str:
    """The betting so far in ``phases``, as ``seat`` (this seat) saw it: ``m``/``h`` (mine,
    his), the action's letter, and a bet's or raise's size (the last ``most`` actions)."""
    me = view.seat if seat is None else seat
    phases = tuple(phases)
    limit = view.house.limit
    out = []
    for a in view.history:
        if a.phase not in phases:
            continue
        letter = _LETTER.get(a.kind)
        if letter is None:
            continue
        token = ("m" if a.seat == me else "h") + letter
        if a.kind in (K.BET, K.RAISE, K.OPEN):
            token += size_letter(a.put, limit)
        out.append(token)
    return ".".join(out[-most:])


def drew_bucket(n: int | None) -> str:
    """How many cards the other drew, as the learner tells them apart: every count from
    none to five (four drawn, a high card kept, is not three drawn to a pair)."""
    return "-" if n is None else str(n)


def raised_before(view: SeatView) -> str:
    """Who raised before the draw: ``m``, ``h``, both or neither."""
    who = {("m" if a.seat == view.seat else "h") for a in view.history
           if a.phase in BEFORE and a.kind is K.RAISE}
    return "".join(sorted(who)) or "0"


def point(view: SeatView) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """This seat's decision point, finely and coarsely (None: a phase it plays by rote).
    The coarse point leaves out how many cards each drew and who raised before the draw."""
    if view.phase is Phase.AFTER_DRAW:
        other = next((p for p in view.players if p.seat != view.seat and p.holds_cards), None)
        hand, bets = class_after(view), betting(view, (Phase.AFTER_DRAW,))
        return (("after", hand, drew_bucket(other.drew if other else None),
                 "pat" if view.me.drew == 0 else "drew", raised_before(view), bets),
                ("after*", hand, bets))
    if view.phase is Phase.DRAW:
        other = next((p for p in view.players if p.seat != view.seat and p.holds_cards), None)
        hand = class_before(view)
        return (("draw", hand, drew_bucket(other.drew if other else None), raised_before(view)),
                ("draw*", hand))
    if view.phase in (Phase.BEFORE_DRAW, Phase.OPENING):
        pos = "jack" if view.jack_pot else "age" if view.seat == view.age else \
            "dealer" if view.seat == view.dealer else "other"
        hand, bets = class_before(view), betting(view, BEFORE)
        return (("before", pos, hand, bets), ("before*", hand, bets))
    return None


# ---------------------------------------------------------------- the actions
def choices(view: SeatView) -> dict[str, Action]:
    """The actions on offer at a decision point, by label."""
    out: dict[str, Action] = {}
    limit = view.house.limit
    if view.phase is Phase.DRAW:
        most = view.legal[0].high
        seen: set[frozenset] = set()
        for kind, discard in hand_draws(view.hand).items():
            if len(discard) > most or frozenset(discard) in seen:
                continue
            seen.add(frozenset(discard))
            out["d:" + kind] = Action(K.DRAW, cards=discard)
        return out
    for offer in view.legal:
        if offer.kind in (K.ABANDON, K.CALL, K.PASS, K.MAKE_JACK):
            out[_LETTER[offer.kind]] = Action(offer.kind)
        elif offer.kind in (K.BET, K.RAISE, K.OPEN):
            amounts: set[int] = set()
            for letter, share in SHARES.items():
                amount = _amount(offer, share * limit)
                if amount not in amounts:
                    amounts.add(amount)
                    out[_LETTER[offer.kind] + letter] = Action(offer.kind, amount)
    return out


def _amount(offer: LegalAction, want: float) -> int:
    return max(offer.low, min(offer.high, int(round(want)) if want >= 1 else offer.low))


def label_of(view: SeatView, action: Action, offered: dict[str, Action]) -> str | None:
    """The label of the offered action nearest ``action`` (the sound player's choice)."""
    for label, a in offered.items():
        if a == action:
            return label
    if action.kind is K.DRAW:  # the same cards thrown, in whatever order
        thrown = frozenset(action.cards)
        ranks = sorted(int(c.rank) for c in action.cards)
        return next((label for label, a in offered.items() if a.kind is K.DRAW
                     and frozenset(a.cards) == thrown), None) or \
            next((label for label, a in offered.items() if a.kind is K.DRAW  # another suit
                  and sorted(int(c.rank) for c in a.cards) == ranks), None)
    near = [(abs(a.amount - action.amount), label) for label, a in offered.items()
            if a.kind is action.kind]
    return min(near)[1] if near else None


# ---------------------------------------------------------------- the player
@dataclass
class Value:
    """What one action at one decision point has won, over the deals it was taken."""

    n: int = 0
    total: float = 0.0
    squares: float = 0.0

    def add(self, net: float) -> None:
        self.n += 1
        self.total += net
        self.squares += net * net

    def spread(self, guess: float = SPREAD) -> float:
        """The standard deviation of a deal's result after this action (a guess until a
        dozen are seen)."""
        if self.n < 12:
            return guess
        mean = self.total / self.n
        return math.sqrt(max(1.0, self.squares / self.n - mean * mean))


def shrunk(v: Value | None, start: float, weight: float) -> float:
    """A mean drawn towards ``start`` as if ``weight`` deals had shown it."""
    if v is None:
        return start
    return (v.total + weight * start) / (v.n + weight)


@dataclass
class Asked:
    """One of its decisions, kept for the referee to try the other actions from."""

    at: tuple[tuple[str, ...], ...]
    labels: tuple[str, ...]
    base: str
    chosen: str
    put: int


class BestResponse:
    """The learning player (see the module docstring).

    ``base``: the player whose choice it starts from at every point — the good player's own
    choice (``"good"``: a second good player of its own, asked for his action on this
    seat's view, as a black box), or ``base_player``, any player handed to it; it leaves
    that choice only for an action whose advantage over it, less two standard errors, is above
    nothing.  ``keeping``: each decision is kept (:attr:`asked`) for the referee, who tries
    the other actions from there and tells it what each won (:meth:`credit`)."""

    def __init__(self, rng: random.Random, name: str = "Best response", base: str = "good",
                 base_player: Any = None) -> None:
        self.rng = rng
        self.name = name
        self.keeping = True
        self.values: dict[tuple[str, ...], dict[str, Value]] = {}
        self.asked: list[Asked] = []
        self.base_name = base
        self.caution = CAUTION
        if base_player is not None:
            self._base: Any = base_player
        else:
            self._base = make_player("good", random.Random(rng.getrandbits(64)), name=name)

    @property
    def base_player(self) -> Any:
        """The player whose choice it starts from (the referee copies him for its trials)."""
        return self._base

    def twin(self, base: Any) -> BestResponse:
        """A copy playing as this one now plays (its values shared) with ``base`` (a copy of
        its base player as he stands), keeping nothing: for the referee's trials."""
        twin = BestResponse.__new__(BestResponse)
        twin.rng, twin.name, twin.keeping, twin.values = self.rng, self.name, False, self.values
        twin.asked, twin.base_name, twin._base = [], self.base_name, base
        twin.caution = self.caution
        return twin

    def decide(self, view: SeatView) -> Action:
        at = point(view)
        suggested = self._base.decide(view)
        if at is None:
            return suggested
        offered = choices(view)
        if not offered:
            return suggested
        base = label_of(view, suggested, offered)
        if base is None:
            if view.phase is not Phase.DRAW:
                return suggested
            base = next(iter(offered))  # (the natural draw comes first)
        label = self._choose(at, offered, base)
        if self.keeping:
            self.asked.append(Asked(at, tuple(offered), base, label, view.me.put))
        return offered[label]

    def _choose(self, at: tuple[tuple[str, ...], ...], offered: dict[str, Action],
                base: str) -> str:
        fine, coarse = (self.values.get(key, {}) for key in at)
        best, best_v = base, 0.0
        for label in offered:
            if label == base:
                continue
            v = self.advantage(fine, coarse, label, caution=self.caution)
            if v > best_v:
                best, best_v = label, v
        return best

    @staticmethod
    def advantage(fine: dict[str, Value], coarse: dict[str, Value], label: str,
                  caution: float = 0.0) -> float:
        """An action's advantage over the base player's choice: its mean at the point, drawn
        towards its mean at the coarse point, drawn in turn towards nothing; less ``caution``
        standard errors."""
        c, f = coarse.get(label), fine.get(label)
        value = shrunk(f, shrunk(c, 0.0, PRIOR_N), FINE_N)
        if not caution:
            return value
        n = (f.n if f else 0) + (c.n if c else 0) / 4
        spread = c.spread() if c is not None else SPREAD
        return value - caution * spread / math.sqrt(1 + n)

    def credit(self, asked: Asked, won: dict[str, float]) -> None:
        """What each action at a decision it took would have won in that deal (the same
        cards, the good player's own replies): each one's advantage over the base choice."""
        if asked.base not in won:
            return
        ref = won[asked.base]
        for label, net in won.items():
            for key in asked.at:
                self.values.setdefault(key, {}).setdefault(label, Value()).add(net - ref)

    def deal_over(self, view: SeatView) -> None:
        """Its base player is shown the deal's end."""
        hook = getattr(self._base, "deal_over", None)
        if hook is not None:
            hook(view)

    def points(self) -> int:
        """How many decision points it has met (finely)."""
        return sum(1 for key in self.values if not key[0].endswith("*"))


__all__ = ["Asked", "BestResponse", "betting", "choices", "class_after", "class_before", "point",
           "size_letter"]
