"""The good player's readings of the others' hands, as the valuation weighs its worlds by them.

At a decision the good player pictures each opponent's hand from what that opponent has
done (:mod:`game.ai.reading` and :mod:`game.ai.model` at Draw Poker, :mod:`game.ai.stud` at
Stud, :mod:`game.ai.three_card.brag_reading` at single-stake Brag,
:mod:`game.ai.french.bouillotte_reading` and :mod:`game.ai.french.ambigu_reading`).
:func:`reading_at` takes that picture *as the seat's adviser holds it then* (its notes on
each opponent from the deals before) and :meth:`Reading.weights` gives each world, a deal of
the unseen cards, its weight: how much likelier the reading makes the hands it deals the
others than a deal at random.  The valuation (:mod:`.valuation`) draws its worlds in
proportion to these weights.

Where the good player reads no one (Straight, Whiskey, Show-down, Flat, the trading
games, three-stake and American Brag: it counts its hand against hands dealt at random)
there is no reading, and every world weighs the same: the book is the good player, and
pictures nothing it does not.

Each reading is made in full when it is taken, so what the adviser learns afterwards (the
show at the deal's end) cannot reach back into it.  No weight is ever nought: a share
:data:`ANYTHING` of every picture is "anything at all", as a player may bet on nothing.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any, Mapping, Sequence

from game.cards import Card, PackKind
from game.engine import ActionKind, Phase, SeatView

K = ActionKind

Hands = Mapping[int, Sequence[Card]]
"""The hands a world deals: by seat, the cards each holds at the decision."""

ANYTHING = 0.05
"""The share of each picture given to a hand at random (a bluff, a wild call)."""


class Reading:
    """A weight for each world, from the hands it deals the others."""

    def weights(self, worlds: Sequence[Hands]) -> list[float]:
        return [1.0] * len(worlds)


class _Each(Reading):
    """A reading that weighs each opponent's hand on its own (the weight of a world is the
    product of its opponents' weights)."""

    def __init__(self, seats: Sequence[int]) -> None:
        self.seats = list(seats)

    def one(self, seat: int, hand: Sequence[Card]) -> float:  # pragma: no cover - abstract
        raise NotImplementedError

    def weights(self, worlds: Sequence[Hands]) -> list[float]:
        out = []
        for hands in worlds:
            w = 1.0
            for s in self.seats:
                hand = hands.get(s)
                if hand:
                    w *= (1 - ANYTHING) * self.one(s, hand) + ANYTHING
            out.append(w)
        return out


# ---------------------------------------------------------------- Draw Poker, after the draw
@cache
def _dealt_grades() -> tuple[float, ...]:
    """How often each grade is held by five cards dealt at random (the pack of 52): what a
    world deals an opponent before any reading (counted once over a fixed sample)."""
    from game.ai.reading import GRADES, grade
    from game.hands import evaluate
    pack = [c for c in PackKind("52").cards() if not c.is_joker]
    rng = random.Random(52)
    counts = [0.5] * GRADES  # (a half for each grade: none is taken as never dealt)
    for _ in range(12000):
        counts[grade(evaluate(rng.sample(pack, 5)))] += 1
    total = sum(counts)
    return tuple(c / total for c in counts)


class _DrawReading(_Each):
    """Draw Poker: each opponent who has drawn, pictured as the good player pictures him
    (his range of grades after the draw, narrowed by his bets)."""

    def __init__(self, view: SeatView, ranges: dict[int, list[float]]) -> None:
        super().__init__(list(ranges))
        self.ranges = ranges
        from game.ai.reading import rules_of
        self.rules = rules_of(view)
        self.prior = _dealt_grades()

    def one(self, seat: int, hand: Sequence[Card]) -> float:
        from game.ai.reading import grade
        from game.hands import evaluate
        try:
            g = grade(evaluate(hand, self.rules))
        except (ValueError, KeyError):
            return 1.0
        return self.ranges[seat][g] / self.prior[g]


def _draw(view: SeatView, player: Any) -> Reading | None:
    book = getattr(player, "book", player)  # a VariantPlayer hands Draw to its BookPlayer
    picture = getattr(book, "_range", None)
    if picture is None:
        return None
    ranges = {}
    for p in view.players:
        if p.seat != view.seat and p.holds_cards and p.drew is not None:
            ranges[p.seat] = list(picture(view, p.seat)[0].p)
    return _DrawReading(view, ranges) if ranges else None


# ---------------------------------------------------------------- Stud Poker
class _StudReading(_Each):
    """Stud: each opponent's card down, weighed by his bets as the good player reads them."""

    def __init__(self, unseen: Sequence[Card], weights: dict[int, list[float]]) -> None:
        super().__init__(list(weights))
        self.index = {c: i for i, c in enumerate(unseen)}
        self.w = {s: (ws, (sum(ws) / len(ws)) or 1.0) for s, ws in weights.items()}

    def one(self, seat: int, hand: Sequence[Card]) -> float:
        ws, mean = self.w[seat]
        i = self.index.get(hand[0])  # the card down is the first dealt
        return 1.0 if i is None else ws[i] / mean


def _stud(view: SeatView, player: Any) -> Reading | None:
    notes = getattr(player, "_stud_notes", None)
    if notes is None:
        return None  # only the watching player reads the cards down
    from game.ai.stud import StudReading
    reading = StudReading(view, notes)
    if not reading.weights:
        return None
    return _StudReading(reading.unseen, {s: list(w) for s, w in reading.weights.items()})


# ---------------------------------------------------------------- single-stake Brag
class _BragReading(_Each):
    """Single-stake Brag: each opponent's brag, by the share of brags it beats, weighed by
    the spread the good player's reading of his raises and answers has left him."""

    def __init__(self, view: SeatView, spreads: dict[int, list[float]]) -> None:
        super().__init__(list(spreads))
        from game.ai.three_card.brag import rules_for
        self.rules = rules_for(view)
        self.spreads = {s: (w, (sum(w) / len(w)) or 1.0) for s, w in spreads.items()}

    def one(self, seat: int, hand: Sequence[Card]) -> float:
        from game.ai.three_card.brag import share_beaten
        from game.hands.three_card.brag import brag_value
        w, mean = self.spreads[seat]
        try:
            u = share_beaten(brag_value(tuple(hand), self.rules).strength, self.rules)
        except (ValueError, KeyError):
            return 1.0
        return w[min(len(w) - 1, int(u * len(w)))] / mean


def _brag(view: SeatView, player: Any) -> Reading | None:
    notes = getattr(player, "_brag_notes", None)
    if notes is None or len(view.hand) != 3:
        return None
    from game.ai.three_card.brag import brag_mine
    from game.ai.three_card.brag_reading import BragReading
    reading = BragReading(view, brag_mine(view), notes.reading)
    if not reading.others:
        return None
    return _BragReading(view, {s: list(reading.spread[s].w) for s in reading.others})


# ---------------------------------------------------------------- Bouillotte
class _BouillotteReading(Reading):
    """Bouillotte: each deal of the others' hands weighed as the good player weighs it (how
    likely each passed, equalled or raised with the hand it gives him)."""

    def __init__(self, view: SeatView) -> None:
        from game.ai.french.bouillotte import right_order
        self.view = view
        self.order = right_order(view)

    def weights(self, worlds: Sequence[Hands]) -> list[float]:
        from game.ai.french.bouillotte_reading import read_weights
        deals = [{s: list(h.get(s, ())) for s in self.order} for h in worlds]
        got = read_weights(self.view, deals, self.order)
        mean = (sum(got) / len(got)) if got else 1.0
        return [(1 - ANYTHING) * w / (mean or 1.0) + ANYTHING for w in got]


def _bouillotte(view: SeatView, player: Any) -> Reading | None:
    mind = getattr(player, "_bouillotte_mind", None)
    if mind is None or not mind.style.reads or view.bouillotte is None \
            or view.bouillotte.retourne is None:
        return None
    return _BouillotteReading(view)


# ---------------------------------------------------------------- the chance of the best hand
def decision_rng(view: SeatView) -> random.Random:
    """A generator for the figures that is the same every time this decision is asked."""
    return random.Random(f"coach:{view.variant}:{view.deal}:{len(view.history)}:{view.seat}")


def others_holding(view: SeatView) -> list[Any]:
    return [p for p in view.players if p.holds_cards and p.seat != view.seat]


def best_hand_chance(view: SeatView, adviser: Any = None) -> float | None:
    """The chance of holding the best hand at the show as the good player reckons it in
    this game (None where the game has no such reckoning, or no one else holds cards)."""
    game = view.variant
    others = others_holding(view)
    if not others or not view.hand:
        return None
    try:
        if game == "draw" and view.phase is Phase.AFTER_DRAW:
            return _draw_after(view, adviser)
        if game == "straight" or (game in ("flat", "flat-field") and len(view.hand) == 5
                                  and view.phase is Phase.BACKING):
            from game.ai.variants import hand_share
            return hand_share(view.hand) ** len(others)
        if game in ("stud", "stud-rounds"):
            return stud_chance(view, adviser)
        if game.startswith("brag") and view.phase is Phase.BETTING and len(view.hand) == 3:
            return _brag_chance(view, others, adviser)
        if game == "bouillotte" and view.phase is Phase.BETTING:
            mind = getattr(getattr(adviser, "player", None), "_bouillotte_mind", None)
            if mind is not None:
                return mind.p(view)  # the very figure the good player decided on
            from game.ai.french.bouillotte import chance
            return chance(view, decision_rng(view), samples=70, read=True)
        if game == "ambigu" and len(view.hand) == 4 and view.phase is Phase.BETTING:
            return _ambigu_chance(view)
    except (ValueError, KeyError, IndexError, ZeroDivisionError):
        return None
    return None


def stud_chance(view: SeatView, adviser: Any = None) -> float:
    """Stud: the very chance the good player decides on (:func:`game.ai.stud.decide` and,
    before the last card at round-by-round Stud, its price rule in
    :meth:`game.ai.variants.VariantPlayer._betting`): its reading of each card down, by the
    opponents' bets and its notes on them, with the cards to come dealt by the generator the
    good player counts with.  (The book once showed a count of the cards down taken all
    alike, and a play-tester read "your chance, about 67%, is above the 46%" over the book's
    lay-down that the read chance, far lower after a raise, had made.)"""
    from game.ai.mixing import counting_rng
    from game.ai.stud import StudReading
    notes = getattr(getattr(adviser, "player", None), "_stud_notes", None)
    reading = StudReading(view, notes)
    if len(view.hand) >= 5:
        return reading.chance()
    return reading.chance_to_come(counting_rng(view, "stud"))


def _brag_chance(view: SeatView, others: list[Any], adviser: Any) -> float:
    """Brag: the chance the good player decides on.  At single-stake Brag it reads each
    raise and answer into the others' hands (:mod:`game.ai.three_card.brag_reading`); at the other
    forms it counts the share of hands beaten, weighed down by each raise as
    :func:`game.ai.three_card.brag._brag` weighs it."""
    from game.ai.three_card.brag import brag_mine, chance_best
    player = getattr(adviser, "player", None)
    notes = getattr(player, "_brag_notes", None)
    acted = any(a.seat != view.seat and a.phase is Phase.BETTING and a.put > 0
                and a.kind in (K.RAISE, K.CALL) for a in view.history)
    if view.variant == "brag" and acted:  # with nothing to read, the exact count below
        from game.ai.three_card.brag_reading import BragReading
        reading = BragReading(view, brag_mine(view), getattr(notes, "reading", None))
        if reading.others:
            return reading.chance()
    thrown = {a.seat for a in view.history if a.kind is K.ABANDON}
    n = sum(1 for p in others if p.seat not in thrown)
    raises = [a for a in view.history if a.seat != view.seat and a.kind is K.RAISE
              and a.phase is Phase.BETTING]
    if view.variant == "brag-american" and raises:
        n = 1  # a sight of the bragger is a duel with his hand alone
    p = chance_best(view, max(1, n), exact=True)
    bets = [a for a in view.history if a.seat != view.seat and a.kind is K.BET
            and a.phase is Phase.BETTING] if view.variant == "brag-three-stake" else []
    pressure = float(len(raises) + len(bets))
    if notes is not None and pressure:
        pressure = sum(min(1.0, 0.5 / notes.raise_rate(a.seat)) for a in raises + bets)
    return p ** (1 + 0.6 * pressure)


def _draw_after(view: SeatView, adviser: Any) -> float | None:
    from game.ai.reading import grade, rules_of
    from game.hands import evaluate
    player = getattr(adviser, "player", None)
    win = getattr(player, "_win_chance", None)
    if win is None:
        return None
    g = grade(evaluate(view.hand, rules_of(view)))
    return win(view, g, [p.seat for p in others_holding(view)])


def _ambigu_chance(view: SeatView) -> float:
    """Ambigu: the very chance the good player decides on (:func:`game.ai.french.ambigu.read_chance`),
    the others' play and draws read into their hands.  (The book once showed the share of
    random hands beaten, raised to the players in, and a play-tester read "your chance, about
    65%" with a prime of 14 over a 50-counter "I play" met by two: a flush and a sequence.)"""
    from game.ai.french.ambigu import read_chance
    return read_chance(view)


# ---------------------------------------------------------------- Ambigu
class _AmbiguReading(_Each):
    """Ambigu: each opponent's hand, by the share of hands it beats (before the second draw,
    what its best discard promises), weighed by the picture the good player's reading of
    his play and draws has left (:mod:`game.ai.french.ambigu_reading`)."""

    def __init__(self, view: SeatView) -> None:
        from game.ai.french.ambigu_reading import AmbiguReading
        self.reading = AmbiguReading(view)
        super().__init__([s for s in self.reading.live if s != view.seat])
        self.after = {p.seat: sum(1 for a in view.history if a.seat == p.seat
                                  and a.kind is K.DRAW) >= 2 for p in view.players}
        self.rng = decision_rng(view)

    def one(self, seat: int, hand: Sequence[Card]) -> float:
        from game.ai.french.ambigu import best_discard, share
        from game.hands.french.ambigu import PACK
        if len(hand) != 4:
            return 1.0
        after = self.after.get(seat, False)
        if after:
            made = share(hand)
        else:  # (a rough count: the world is one of a few drawn)
            pool = [c for c in PACK if c not in hand]
            _, made = best_discard(list(hand), pool, self.rng, 6, 4, least=0)  # (a cheap weight)
        return self.reading.density(seat, made, after)


def _ambigu(view: SeatView, player: Any) -> Reading | None:
    t = getattr(player, "temperament", None)
    if t is None or t.skill < 1.0 or len(view.hand) != 4:
        return None  # only the good player reads the others at Ambigu
    got = _AmbiguReading(view)
    return got if got.seats and got.reading.acted else None


_BY_GAME = {"draw": _draw, "stud": _stud, "stud-rounds": _stud, "brag": _brag,
            "bouillotte": _bouillotte, "ambigu": _ambigu}


def reading_at(view: SeatView, player: Any) -> Reading:
    """The good player ``player``'s reading of the others at ``view`` (it must have been
    shown the deals before, as the adviser is); an even reading where it reads no one."""
    make = _BY_GAME.get(view.variant)
    got = None
    if make is not None and player is not None:
        try:
            got = make(view, player)
        except (ValueError, KeyError, IndexError, ZeroDivisionError):
            got = None
    return got if got is not None else Reading()


__all__ = ["ANYTHING", "Hands", "Reading", "best_hand_chance", "decision_rng", "others_holding",
           "reading_at"]
