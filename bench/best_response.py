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
  or that of the sound plain player (:class:`game.ai.sparring.Heuristic`).
* **Values by Monte Carlo against the good player's replies**: at a share of its decisions
  the referee (:mod:`bench.bench_best_response`) plays the deal out from there once for each
  other action on offer — on copies of the table and of the players as they stand, so the
  same cards come and the good player answers each as he would — and tells it what each
  would have won.  An action's value at a point is its mean advantage over the base choice
  there; it takes another action than the base only when that advantage, less one
  standard error, is above nothing, so it leaves the base only where the deals say so.

Seeded and repeatable: its only randomness is the generator it is given.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Iterable

from game.ai import make_player
from game.ai.reading import CAT_INDEX, PAT, THREES, TWO_PAIRS, read_hand, rules_of
from game.ai.sparring import Heuristic
from game.cards import Rank
from game.engine import Action, ActionKind, LegalAction, Phase, SeatView
from game.hands import evaluate

K = ActionKind
SHARES = {"1": 0.0, "q": 0.25, "h": 0.5, "l": 1.0}
"""Bet and raise sizes: a counter (the least on offer), a quarter, a half and the limit."""
PRIOR_N = 3.0
"""How many deals' weight the starting value of an action (laying down's) carries."""
FINE_N = 8.0
"""How many deals' weight the coarse point's value carries at a fine point."""
CAUTION = 1.0
"""Standard errors an action's value must clear to be chosen over the base player's."""
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


def class_before(view: SeatView) -> str:
    """The hand's class before the draw."""
    hold = read_hand(view.hand, rules_of(view), view.house.pack)
    lv = hold.level
    if lv >= PAT:
        return "pat"
    if lv == THREES:
        return "threes"
    if lv == TWO_PAIRS:
        return "2p-high" if hold.value.ranks[0] >= Rank.JACK else "2p-low"
    if 2 <= lv <= 16:
        return pair_class(int(hold.value.ranks[0]))
    bob = hold.bobtail
    if bob is not None:
        return {"four-flush": "flush4", "straight flush draw": "flush4",
                "open straight": "str4"}.get(bob.kind, "inside")
    return "ace" if "ace" in hold.draws else "nothing"


def class_after(view: SeatView) -> str:
    """The hand's class after the draw: what it made."""
    value = evaluate(view.hand, rules_of(view))
    cat = CAT_INDEX.get(value.category.label, 0)
    top = int(value.ranks[0]) if value.ranks else 0
    if cat >= 6:
        return "full+"
    if cat >= 4:
        return "str/flush"
    if cat >= 3:
        return "threes"
    if cat >= 2:
        return "2p-high" if top >= Rank.JACK else "2p-low"
    if cat >= 1:
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
        hold = read_hand(view.hand, rules_of(view), view.house.pack)
        most = view.legal[0].high
        seen: set[tuple] = set()
        for kind, draw in hold.draws.items():
            if draw.count > most or draw.discard in seen:
                continue
            seen.add(draw.discard)
            out["d:" + kind] = Action(K.DRAW, cards=draw.discard)
        if () not in seen:
            out["d:pat"] = Action(K.DRAW, cards=())
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
    if action.kind is K.DRAW:
        return None
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
    seat's view, as a black box), or the sound plain player (``"sound"``); it leaves that
    choice only for an action whose advantage over it, less a standard error, is above
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
        if base_player is not None:
            self._base: Any = base_player
        elif base == "sound":
            self._base = Heuristic("sound")
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
            v = self.advantage(fine, coarse, label, cautious=True)
            if v > best_v:
                best, best_v = label, v
        return best

    @staticmethod
    def advantage(fine: dict[str, Value], coarse: dict[str, Value], label: str,
                  cautious: bool = False) -> float:
        """An action's advantage over the base player's choice: its mean at the point, drawn
        towards its mean at the coarse point, drawn in turn towards nothing.  ``cautious``:
        less a standard error."""
        c, f = coarse.get(label), fine.get(label)
        value = shrunk(f, shrunk(c, 0.0, PRIOR_N), FINE_N)
        if not cautious:
            return value
        n = (f.n if f else 0) + (c.n if c else 0) / 4
        spread = c.spread() if c is not None else SPREAD
        return value - CAUTION * spread / math.sqrt(1 + n)

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
