"""Sparring partners: opponents that are not the book's, kept to measure the good player.

None of them is offered at the table (they are not in the roster); the tests and the
benchmark (``bench/bench_ai.py``) seat them against the good player to find out whether a
simple fixed strategy, or a player who counts, or one told the good player's strategy,
can beat him:

* :class:`Maniac` raises before the draw with any hand, stands pat on nothing (and draws
  to what he has made) and bets the limit after the draw;
* :class:`~game.ai.base.CallingStation` (``always call``) stays with anything;
* :class:`Timid` comes in for the ante but lays down to any bet or raise;
* :class:`Counter` counts how often each player lays down to bets of each size (and how
  often each one's bets turn out weak when shown), and sizes his value bets and bluffs by
  those counts;
* :class:`Heuristic` plays a sound position-and-odds game with no model of anyone;
* :class:`RaiseBluffer` and :class:`ChipRaiser` play the heuristic's game but raise
  every bet after the draw, or every counter chipped along, by the limit;
* :class:`AlwaysRaise` raises at every turn, by the most allowed, in any game (the good
  player must not be drawn into a war of raises without end); it is not among
  :data:`SPARRING`, since two of them at one table would raise each other for ever;
* :class:`BestResponse` is a :class:`Counter` that is also *told* the good player's
  strategy: after every deal the referee shows it every hand (:meth:`BestResponse.reveal`),
  so it knows exactly what the good player bets, calls and stands pat on, and how often he
  lays down to each size of bet, and plays against that.

:func:`make_sparring` builds one by name (``maniac``, ``caller``, ``timid``, ``counter``,
``heuristic``, ``best``, ``raiser``, ``chip-raiser``).
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from typing import Sequence

from game.cards import Card
from game.engine import Action, ActionKind, Phase, SeatView
from game.hands import evaluate

from .base import CallingStation, Player, keep_groups, legal_action
from .model import share_beaten
from .reading import PAT, TWO_PAIRS, grade, read_hand, rules_of
from .reading import bet_bucket as size_bucket  # (the good player's size groups)

K = ActionKind

# Grades (game.ai.reading.grade): 20 a category, the main rank inside it.
PAIR_OF = 20
"""A pair's grade is 20 + its rank (30 tens, 33 Jacks, 36 aces)."""
TWO_PAIRS_G = 40
THREES_G = 60


def _grade(view: SeatView) -> int:
    return grade(evaluate(view.hand, rules_of(view)))


def _first(view: SeatView, *kinds: ActionKind) -> Action:
    for kind in kinds:
        offer = view.offer(kind)
        if offer is not None:
            return Action(kind, offer.low if kind in (K.BET, K.RAISE, K.OPEN, K.BLIND) else 0)
    return Action(view.legal[0].kind, view.legal[0].low)


def _amount(view: SeatView, kind: ActionKind, amount: int) -> Action:
    offer = view.offer(kind)
    if offer is None:
        return _first(view, K.CALL, K.PASS, K.NO_STRADDLE, K.SHOW, K.ABANDON)
    return Action(kind, max(offer.low, min(offer.high, amount)))


def _simple(view: SeatView) -> Action | None:
    """The phases every sparring partner plays the same way: blind, straddle, show."""
    if view.phase is Phase.BLIND:
        return _first(view, K.BLIND)
    if view.phase is Phase.STRADDLE:
        return Action(K.NO_STRADDLE)
    if view.phase is Phase.SHOWDOWN:
        return Action(K.SHOW)
    return None


def _usual_draw(view: SeatView) -> Action:
    """Keep what is made; else a four-flush or four-straight; else the highest card."""
    hold = read_hand(view.hand, rules_of(view), view.house.pack)
    return Action(K.DRAW, cards=hold.main.discard[:view.legal[0].high])


class Maniac:
    """Raises before the draw with anything, stands pat on nothing (draws to a pair or
    better), bets the limit after the draw."""

    def __init__(self, name: str = "Maniac") -> None:
        self.name = name

    def decide(self, view: SeatView) -> Action:
        simple = _simple(view)
        if simple is not None:
            return simple
        limit = view.house.limit
        if view.phase is Phase.OPENING:
            return _amount(view, K.OPEN, limit) if view.offer(K.OPEN) else Action(K.PASS)
        if view.phase is Phase.DRAW:
            hold = read_hand(view.hand, rules_of(view), view.house.pack)
            if hold.level >= 2:
                return _usual_draw(view)  # a pair or better is drawn to ...
            return Action(K.DRAW)  # ... nothing stands pat
        if view.offer(K.BET):
            return _amount(view, K.BET, limit)
        if view.offer(K.RAISE) and view.phase is Phase.BEFORE_DRAW:
            mine = sum(1 for a in view.history if a.seat == view.seat and a.kind is K.RAISE)
            if mine == 0:
                return _amount(view, K.RAISE, limit)
        return _first(view, K.CALL, K.ABANDON)


class Timid:
    """Comes in for the ante on anything; lays down to every bet and raise."""

    def __init__(self, name: str = "Timid") -> None:
        self.name = name

    def decide(self, view: SeatView) -> Action:
        simple = _simple(view)
        if simple is not None:
            return simple
        if view.phase is Phase.OPENING:
            return _amount(view, K.OPEN, 1) if view.offer(K.OPEN) else Action(K.PASS)
        if view.phase is Phase.DRAW:
            return _usual_draw(view)
        if view.offer(K.BET):
            return _amount(view, K.BET, 1)  # chips along, never more
        call = view.offer(K.CALL)
        raised = any(a.kind in (K.RAISE, K.BET) and a.seat != view.seat and a.phase is view.phase
                     for a in view.history)
        if call is not None and (call.low == 0 or not raised) and view.phase is Phase.BEFORE_DRAW:
            return Action(K.CALL)
        if call is not None and call.low == 0:
            return Action(K.CALL)
        return _first(view, K.ABANDON, K.CALL)


class Heuristic:
    """A sound position-and-odds player with no opponent model: tens or better early, any
    pair from the dealer and the age, bobtails at the pool's odds, two pairs raised before
    the draw; after it, bets and calls by the strength of the hand against the pool's odds
    and the number still in."""

    def __init__(self, name: str = "Heuristic") -> None:
        self.name = name

    def _others(self, view: SeatView) -> int:
        return sum(1 for p in view.players if p.holds_cards and p.seat != view.seat)

    def decide(self, view: SeatView) -> Action:
        simple = _simple(view)
        if simple is not None:
            return simple
        limit = view.house.limit
        if view.phase is Phase.OPENING:
            return _amount(view, K.OPEN, limit // 4) if view.offer(K.OPEN) else Action(K.PASS)
        if view.phase is Phase.DRAW:
            return _usual_draw(view)
        call = view.offer(K.CALL)
        to_call = call.low if call else 0
        price = to_call / (view.pool + to_call) if to_call else 0.0
        others = self._others(view)
        if view.phase is Phase.BEFORE_DRAW:
            hold = read_hand(view.hand, rules_of(view), view.house.pack)
            lv = hold.level
            late = view.seat in (view.age, view.dealer) or others <= 1
            floor = 2 if late else (10 if others <= 3 else 13)
            mine = sum(1 for a in view.history if a.seat == view.seat and a.kind is K.RAISE)
            if lv >= TWO_PAIRS and view.offer(K.RAISE) and mine == 0:
                return _amount(view, K.RAISE, limit // 2)
            if to_call == 0:
                return _first(view, K.CALL)
            good = lv >= floor if price < 0.25 else lv >= 13
            if not good and hold.bobtail is not None and hold.bobtail.kind != "inside straight":
                good = price <= 0.2
            return Action(K.CALL) if good and call else _first(view, K.ABANDON)
        g = _grade(view)
        strong = TWO_PAIRS_G + 10 + 3 * others
        if view.offer(K.BET):
            if g >= strong:
                return _amount(view, K.BET, limit)
            if g >= PAIR_OF + 13:
                return _amount(view, K.BET, limit // 5)
            return _amount(view, K.BET, 1) if g >= PAIR_OF + 8 else Action(K.ABANDON)
        mine = sum(1 for a in view.history if a.seat == view.seat and a.phase is Phase.AFTER_DRAW
                   and a.kind in (K.RAISE, K.BET))
        if g >= THREES_G and view.offer(K.RAISE) and mine < 2:
            return _amount(view, K.RAISE, limit)  # (twice at most: two of them would go on)
        need = PAIR_OF + 12 + 4 * others + (20 if price > 0.3 else 0)
        if g >= need or (g >= PAIR_OF + 8 and price < 0.12):
            return Action(K.CALL)
        return _first(view, K.ABANDON)


def _raised_after(view: SeatView) -> bool:
    return any(a.seat == view.seat and a.phase is Phase.AFTER_DRAW and a.kind is K.RAISE
               for a in view.history)


class RaiseBluffer(Heuristic):
    """The heuristic's game, but raises every bet after the draw by the limit (once a
    deal), whatever he holds: a player who lays down to raises is robbed."""

    def decide(self, view: SeatView) -> Action:
        if view.phase is Phase.AFTER_DRAW and view.offer(K.RAISE) and not _raised_after(view):
            return _amount(view, K.RAISE, view.house.limit)
        return super().decide(view)


class ChipRaiser(Heuristic):
    """The heuristic's game, but raises a counter chipped along after the draw by the limit
    (once a deal), whatever he holds: a player who chips along on middling hands and lays
    them down to a raise is robbed."""

    def decide(self, view: SeatView) -> Action:
        if view.phase is Phase.AFTER_DRAW and view.offer(K.RAISE) and not _raised_after(view):
            bets = [a for a in view.history
                    if a.phase is Phase.AFTER_DRAW and a.kind in (K.BET, K.RAISE)]
            if bets and bets[-1].put <= 1:
                return _amount(view, K.RAISE, view.house.limit)
        return super().decide(view)


# ---------------------------------------------------------------- counting players
SIZES = (0.1, 0.25, 0.5, 1.0)
"""The bets the counting players choose among, as shares of the limit."""


@dataclass
class Rate:
    """A share counted with old evidence fading: each new case weighs the old ones down
    by ``decay``, and ``prior`` cases of ``guess`` start it off."""

    hits: float
    seen: float

    def add(self, hit: bool, decay: float = 0.99) -> None:
        self.hits = self.hits * decay + (1.0 if hit else 0.0)
        self.seen = self.seen * decay + 1.0

    @property
    def share(self) -> float:
        return self.hits / self.seen if self.seen else 0.5


class Counter:
    """Counts how often each player lays down to bets of each size, and how often each
    one's bets prove weak when shown; sizes value bets and bluffs by those counts."""

    def __init__(self, name: str = "Counter", rng: random.Random | None = None) -> None:
        self.name = name
        self.rng = rng or random.Random(0)
        self.folds: dict[tuple[str, int], Rate] = defaultdict(lambda: Rate(1.0, 2.0))
        self.weak_bets: dict[str, Rate] = defaultdict(lambda: Rate(0.4, 2.0))

    # ------------------------------------------------------------- learning
    def deal_over(self, view: SeatView) -> None:
        names = [p.name for p in view.players]
        pool = 0
        pending: dict[int, tuple[int, int]] = {}  # facing seat -> (bettor, bucket)
        bettors: set[int] = set()
        for a in view.history:
            if a.phase is Phase.AFTER_DRAW:
                if a.seat in pending:
                    bettor, bucket = pending.pop(a.seat)
                    if a.seat != view.seat:
                        self.folds[(names[a.seat], bucket)].add(a.kind is K.ABANDON)
                if a.kind in (K.BET, K.RAISE) and a.put > 1:
                    bucket = size_bucket(a.put, pool)
                    bettors.add(a.seat)
                    for p in view.players:
                        if p.seat != a.seat and p.in_deal:
                            pending[p.seat] = (a.seat, bucket)
            pool += a.put
        rules = rules_of(view)
        for s in bettors:
            p = view.players[s]
            if s != view.seat and p.shown and len(p.shown) == len(view.hand or p.shown):
                self.weak_bets[p.name].add(grade(evaluate(p.shown, rules)) < PAIR_OF + 13)
        self._learn_more(view)

    def _learn_more(self, view: SeatView) -> None:
        """(The best response learns more here.)"""

    def fold_share(self, view: SeatView, seats: Sequence[int], bet: int) -> float:
        """The chance that all of ``seats`` lay down to a bet of ``bet``."""
        bucket = size_bucket(bet, view.pool)
        share = 1.0
        for s in seats:
            share *= self.folds[(view.players[s].name, bucket)].share
        return share

    def bluff_share(self, view: SeatView, seat: int) -> float:
        """How many of ``seat``'s bets are weak."""
        return self.weak_bets[view.players[seat].name].share

    # ------------------------------------------------------------- playing
    def decide(self, view: SeatView) -> Action:
        simple = _simple(view)
        if simple is not None:
            return simple
        if view.phase is Phase.OPENING:
            return _amount(view, K.OPEN, view.house.limit // 4) if view.offer(K.OPEN) \
                else Action(K.PASS)
        if view.phase is Phase.DRAW:
            return self._draw(view)
        if view.phase is Phase.BEFORE_DRAW:
            return self._before(view)
        return self._after(view)

    def _draw(self, view: SeatView) -> Action:
        return _usual_draw(view)

    def _before(self, view: SeatView) -> Action:
        hold = read_hand(view.hand, rules_of(view), view.house.pack)
        call = view.offer(K.CALL)
        to_call = call.low if call else 0
        price = to_call / (view.pool + to_call) if to_call else 0.0
        others = [p.seat for p in view.players if p.holds_cards and p.seat != view.seat]
        mine = sum(1 for a in view.history if a.seat == view.seat and a.kind is K.RAISE)
        lv = hold.level
        if lv >= TWO_PAIRS and view.offer(K.RAISE) and mine == 0:
            return _amount(view, K.RAISE, view.house.limit // 2)
        floor = 2 if len(others) <= 2 else 8
        if to_call == 0 or (lv >= floor and price < 0.35) or lv >= 14 \
                or (hold.bobtail is not None and price <= 0.2):
            return _first(view, K.CALL)
        return _first(view, K.ABANDON)

    def _win_if_called(self, view: SeatView, g: int, seats: Sequence[int]) -> float:
        """How often ``g`` wins when the others call: a rough rule of the grade."""
        n = len(seats)
        if g >= THREES_G:
            return 0.9
        if g >= TWO_PAIRS_G:
            return 0.75 - 0.05 * n
        if g >= PAIR_OF + 13:
            return 0.5 - 0.1 * n
        return 0.1

    def _after(self, view: SeatView) -> Action:
        g = _grade(view)
        seats = [p.seat for p in view.players if p.holds_cards and p.seat != view.seat]
        limit = view.house.limit
        bet_offer = view.offer(K.BET)
        if bet_offer is not None:
            best, best_ev = 0, -1e9
            win = self._win_if_called(view, g, seats)
            for share in SIZES:
                b = max(1, round(limit * share))
                fold = self.fold_share(view, seats, b)
                ev = fold * view.pool + (1 - fold) * (win * (view.pool + 2 * b) - b)
                if ev > best_ev:
                    best, best_ev = b, ev
            if best_ev > 0:
                return _amount(view, K.BET, best)
            return Action(K.ABANDON)
        call = view.offer(K.CALL)
        to_call = call.low if call else 0
        price = to_call / (view.pool + to_call) if to_call else 0.0
        bettor = next((a.seat for a in reversed(view.history)
                       if a.kind in (K.BET, K.RAISE) and a.seat != view.seat), None)
        weak = self.bluff_share(view, bettor) if bettor is not None else 0.3
        win = self._chance_against(view, g, bettor, weak)
        mine = sum(1 for a in view.history if a.seat == view.seat and a.phase is Phase.AFTER_DRAW
                   and a.kind in (K.RAISE, K.BET))
        if win > 0.75 and view.offer(K.RAISE) and mine < 2:
            return _amount(view, K.RAISE, limit)
        if win >= price:
            return _first(view, K.CALL)
        return _first(view, K.ABANDON)

    def _chance_against(self, view: SeatView, g: int, bettor: int | None, weak: float) -> float:
        """The chance of ``g`` beating a bet from ``bettor`` whose bets are ``weak`` of the
        time weak."""
        strong = 0.15 if g < PAIR_OF + 13 else 0.35 if g < TWO_PAIRS_G + 10 else \
            0.6 if g < THREES_G else 0.85
        beats_weak = 1.0 if g >= PAIR_OF + 13 else 0.5 if g >= PAIR_OF + 2 else 0.2
        return weak * beats_weak + (1 - weak) * strong


class BestResponse(Counter):
    """A :class:`Counter` told the good player's strategy: every hand is shown to it after
    each deal, so it learns exactly what each player bets, calls and stands pat on (by the
    cards drawn), and plays against those hands."""

    def __init__(self, name: str = "Best Response", rng: random.Random | None = None) -> None:
        super().__init__(name, rng)
        # (name, signal, drew) -> grades seen, fading
        self.grades: dict[tuple[str, str, int], list[int]] = defaultdict(list)
        self._told: dict[str, tuple[Card, ...]] = {}

    def reveal(self, hands: dict[str, tuple[Card, ...]]) -> None:
        """The referee shows every player's final hand of the deal just ended."""
        self._told = dict(hands)

    def _learn_more(self, view: SeatView) -> None:
        rules = rules_of(view)
        told = self._told
        self._told = {}
        for p in view.players:
            if p.seat == view.seat or p.name not in told or p.drew is None:
                continue
            g = grade(evaluate(told[p.name], rules))
            signals = {"any"}
            for a in view.history:
                if a.seat == p.seat and a.phase is Phase.AFTER_DRAW:
                    signals.add({K.BET: "bet", K.RAISE: "raise", K.CALL: "call"}.get(a.kind, ""))
            for s in signals - {""}:
                seen = self.grades[(p.name, s, min(p.drew, 3))]
                seen.append(g)
                del seen[:-400]

    def _chance_against(self, view: SeatView, g: int, bettor: int | None, weak: float) -> float:
        if bettor is None:
            return super()._chance_against(view, g, bettor, weak)
        p = view.players[bettor]
        signal = "raise" if any(a.seat == bettor and a.kind is K.RAISE and
                                a.phase is Phase.AFTER_DRAW for a in view.history) else "bet"
        seen = self.grades.get((p.name, signal, min(p.drew or 0, 3)))
        if not seen or len(seen) < 20:
            return super()._chance_against(view, g, bettor, weak)
        return share_beaten(g, seen)

    def _win_if_called(self, view: SeatView, g: int, seats: Sequence[int]) -> float:
        if len(seats) != 1:
            return super()._win_if_called(view, g, seats)
        p = view.players[seats[0]]
        seen = self.grades.get((p.name, "call", min(p.drew or 0, 3)))
        if not seen or len(seen) < 20:
            return super()._win_if_called(view, g, seats)
        return share_beaten(g, seen)


class AlwaysRaise:
    """Raises at every turn, by the most the table allows, in any game of the family; when
    there is nothing to raise he bets or opens the most, and otherwise he stays as a calling
    station would (a person trying the table does the same).  Against a player who re-raises
    whenever his hand is probably best, only that player can end the round (issue 40)."""

    def __init__(self, name: str = "Always-raise") -> None:
        self.name = name
        self._stay = CallingStation(name)

    def decide(self, view: SeatView) -> Action:
        for kind in (K.RAISE, K.BET, K.OPEN, K.BLIND, K.BACK_FIELD):
            offer = view.offer(kind)
            if offer is not None:
                return Action(kind, offer.high or offer.low)
        return legal_action(view, self._stay.decide(view))


SPARRING = ("maniac", "caller", "timid", "counter", "heuristic", "best", "raiser",
            "chip-raiser")
"""The sparring partners by name."""


def make_sparring(key: str, rng: random.Random, name: str | None = None) -> Player:
    """A sparring partner by name (see :data:`SPARRING`)."""
    title = name or key.title()
    if key == "maniac":
        return Maniac(title)
    if key == "caller":
        return CallingStation(title)
    if key == "timid":
        return Timid(title)
    if key == "counter":
        return Counter(title, rng)
    if key == "heuristic":
        return Heuristic(title)
    if key == "best":
        return BestResponse(title, rng)
    if key == "raiser":
        return RaiseBluffer(title)
    if key == "chip-raiser":
        return ChipRaiser(title)
    raise ValueError(f"no sparring partner {key!r} (known: {', '.join(SPARRING)})")


__all__ = ["AlwaysRaise", "Maniac", "Timid", "Heuristic", "RaiseBluffer", "ChipRaiser", "Counter", "BestResponse", "CallingStation",
           "SPARRING", "make_sparring", "size_bucket", "keep_groups", "PAT"]
