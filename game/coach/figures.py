"""The figures behind the book's advice, one short line each, from the seat's view alone.

* the chance of improving on the draw, exact (:func:`game.ai.odds.chances`): "Filling the
  flush: 9 cards in 47 (4 to 1 against)";
* the chance of holding the best hand, where the good player reckons one (the same
  functions the computer players call, given a generator seeded by the decision itself, so
  that a question asked twice gets one answer);
* the pool's odds: "The pool holds 12; staying costs 2: 6 to 1";
* what the opponents' actions have shown: "Colonel Dash raised before the draw and drew
  one card".
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from game.cards import Card
from game.engine import Action, ActionKind, Phase, PublicAction, SeatView
from game.hands.odds_words import held_words, say_odds

K = ActionKind

_FILL = {"four-flush": "Filling the flush", "open straight": "Filling the straight",
         "inside straight": "Filling the straight", "straight flush draw": "A straight or better",
         "split openers": "Filling the flush", "broken pair": "Filling it"}


def decision_rng(view: SeatView) -> random.Random:
    """A generator for the figures that is the same every time this decision is asked."""
    return random.Random(f"coach:{view.variant}:{view.deal}:{len(view.history)}:{view.seat}")


def pct(p: float) -> str:
    return f"{100 * p:.0f}%" if p >= 0.01 or p == 0 else "under 1%"


def chance_words(p: float) -> str:
    """"34% (2 to 1 against)"."""
    if p <= 0.005:
        return "almost none"
    if p >= 0.995:
        return "almost a certainty"
    n = round(p * 1000)
    return f"{pct(p)} ({say_odds(n, 1000)})"


# ---------------------------------------------------------------- the draw
def draw_line(view: SeatView, keep: Sequence[Card], kind: str = "") -> str | None:
    """The chance of improving (or filling) when keeping ``keep`` and drawing the rest."""
    from game.ai.odds import MADE, chances
    from game.ai.reading import pack_of, rules_of
    hand = tuple(view.hand)
    n = len(hand) - len(keep)
    if n <= 0 or len(hand) != 5:
        return None
    try:
        ch = chances(hand, tuple(keep), rules_of(view), pack_of(view))
    except (ValueError, KeyError):
        return None
    fill = _FILL.get(kind)
    p = ch.at_least(MADE) if fill else ch.improved
    count = round(p * ch.draws)
    odds = say_odds(count, ch.draws)
    if n == 1:
        what = fill or "Improving"
        return f"{what}, drawing one: {count} cards in {ch.draws} ({odds})"
    words = held_words(keep) if keep else ""
    cards = f"drawing {n}"
    if not keep or words == "nothing":
        return f"A pair or better, {cards} fresh cards: {pct(p)} ({odds})"
    return f"Improving {words}, {cards}: {pct(p)} ({odds})"


# ---------------------------------------------------------------- the pool
def pool_line(view: SeatView) -> str | None:
    """The pool's odds against what staying costs."""
    if view.variant in ("whiskey-markers", "commerce-widow"):
        return None
    call = view.offer(K.CALL)
    cost = call.low if call is not None else 0
    if cost <= 0 or view.pool <= 0:
        return None
    odds = ratio_words(view.pool, cost)
    return f"The pool holds {view.pool}; staying costs {cost}: {odds}"


def _figure(x: float) -> str:
    return f"{x:.0f}" if x >= 10 or abs(x - round(x)) < 0.05 else f"{x:.1f}"


def ratio_words(pool: int, cost: int) -> str:
    """"6 to 1", "1.9 to 1", "1 to 2": the pool against the price of staying."""
    if pool >= cost:
        return f"{_figure(pool / cost)} to 1"
    return f"1 to {_figure(cost / pool)}"


def pool_needs(view: SeatView) -> float | None:
    """The share of the time a call must win to pay: cost / (pool + cost)."""
    call = view.offer(K.CALL)
    cost = call.low if call is not None else 0
    if cost <= 0:
        return None
    return cost / (view.pool + cost)


# ---------------------------------------------------------------- what the others showed
_TIMES = {2: "twice", 3: "three times"}
_NUMBER = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_PHASE = {Phase.BEFORE_DRAW: " before the draw", Phase.AFTER_DRAW: " after the draw",
          Phase.OPENING: ""}


def _phrase(a: PublicAction, variant: str) -> str | None:
    where = _PHASE.get(a.phase, "")
    kind = a.kind
    if kind is K.RAISE:
        return "raised" + where
    if kind is K.BET:
        if variant in ("brag", "brag-american") and a.phase is Phase.BETTING and a.put and \
                where == "":
            return None  # the dealer's ante, made before he saw a card
        return f"bet {a.put}" + where if a.put else "bet" + where
    if kind is K.OPEN:
        return "opened the pot"
    if kind is K.DRAW and a.drew is not None:
        return "stood pat" if a.drew == 0 else (
            "drew one card" if a.drew == 1 else f"drew {_NUMBER.get(a.drew, a.drew)} cards")
    words = {K.KNOCK: "knocked", K.TAKE_WIDOW: "took the widow unseen",
             K.EXCHANGE: "took the widow", K.STRADDLE: "straddled",
             K.BACK_FIELD: "backed his hand against the field", K.BUY_CARD: "bought a card",
             K.TRADE_MONEY: "traded for ready money", K.MAKE_JACK: "made a jack"}
    return words.get(kind)


def shown_lines(view: SeatView, most: int = 3) -> list[str]:
    """One line for each opponent still holding cards whose actions said something."""
    said: dict[int, list[str]] = {}
    draws: dict[int, int] = {}
    for a in view.history:
        if a.seat == view.seat:
            continue
        p = _phrase(a, view.variant)
        if view.variant == "ambigu" and a.kind is K.DRAW and a.drew is not None:
            draws[a.seat] = draws.get(a.seat, 0) + 1
            n = _NUMBER.get(a.drew, str(a.drew))
            if draws[a.seat] == 1:
                p = 'said "Enough"' if a.drew == 0 else f"drew {n} at the first draw"
            else:
                p = "stood pat" if a.drew == 0 else f"drew {n} at the second draw"
        if p is None:
            continue
        got = said.setdefault(a.seat, [])
        got.append(p)
    out = []
    for seat, phrases in said.items():
        if not view.players[seat].holds_cards:
            continue
        merged: list[list] = []  # type: ignore[type-arg]
        for p in phrases:
            if merged and merged[-1][0] == p:
                merged[-1][1] += 1
            else:
                merged.append([p, 1])
        merged = [f"{p} {_TIMES.get(n, f'{n} times')}" if n > 1 else p for p, n in merged]
        if len(merged) > 3:
            merged = merged[-3:]
        text = merged[0] if len(merged) == 1 else ", ".join(merged[:-1]) + " and " + merged[-1]
        out.append(f"{view.players[seat].name} {text}")
    return out[-most:]


# ---------------------------------------------------------------- the best hand
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
                                  and view.phase in (Phase.BACKING, Phase.FIELD)):
            from game.ai.variants import hand_share
            return hand_share(view.hand) ** len(others)
        if game == "stud":
            from game.ai.variants import _stud_chance
            return _stud_chance(view, others, reads=True)
        if game == "stud-rounds":
            from game.ai.variants import _rounds_chance
            return _rounds_chance(view, others, decision_rng(view), trials=150)
        if game.startswith("brag") and view.phase is Phase.BETTING and len(view.hand) == 3:
            from game.ai.brag import chance_best
            thrown = {a.seat for a in view.history if a.kind is K.ABANDON}
            n = sum(1 for p in others if p.seat not in thrown)
            if game == "brag-american" and any(a.kind is K.RAISE and a.seat != view.seat
                                               for a in view.history):
                n = 1  # a sight of the bragger is a duel with his hand alone
            return chance_best(view, max(1, n), exact=True)
        if game == "bouillotte" and view.phase is Phase.BETTING:
            from game.ai.bouillotte import chance
            return chance(view, decision_rng(view), samples=70)
        if game == "ambigu" and len(view.hand) == 4 and view.phase is Phase.BETTING:
            return _ambigu_chance(view)
    except (ValueError, KeyError, IndexError, ZeroDivisionError):
        return None
    return None


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
    from game.ai.ambigu import best_discard, share, unseen
    n = len(others_holding(view))
    draws = sum(1 for a in view.history if a.seat == view.seat and a.kind is K.DRAW)
    if draws < 2:
        _, value = best_discard(list(view.hand), unseen(view), decision_rng(view), 24, 4)
    else:
        value = share(view.hand)
    return value ** max(1, n)


def chance_line(view: SeatView, p: float) -> str:
    n = len(others_holding(view))
    against = "the other hand" if n == 1 else f"the {n} other hands"
    if view.variant == "bouillotte":
        return f"The chance your hand takes the pool if all still in go to the call: {chance_words(p)}"
    return f"The chance of holding the best hand against {against}: {chance_words(p)}"


# ---------------------------------------------------------------- the three-card games
def share_line(view: SeatView) -> str | None:
    """What a three-card (or Whiskey Poker) hand beats, among all hands dealt."""
    game = view.variant
    try:
        if game in ("thirty-one", "commerce", "commerce-widow", "my-ship-sails") \
                and len(view.hand) == 3:
            from game.ai.trading import share
            return f"Your hand beats {pct(share(game, view.hand))} of the hands of three dealt"
        if game.startswith("whiskey") and len(view.hand) == 5:
            from game.ai.variants import hand_share
            return f"Your hand beats {pct(hand_share(view.hand))} of the hands of five dealt"
        if game == "ambigu" and len(view.hand) == 4:
            from game.ai.ambigu import share
            return f"Your hand beats {pct(share(view.hand))} of the hands of four dealt"
    except (ValueError, KeyError):
        return None
    return None


def swap_line(view: SeatView, action: Action) -> str | None:
    """What a card drawn from the widow (or the table) makes of the hand."""
    if action.kind is not K.DRAW_ONE or len(action.cards) != 2:
        return None
    mine, theirs = action.cards
    after = [theirs if c == mine else c for c in view.hand]
    game = view.variant
    try:
        if game.startswith("whiskey"):
            from game.ai.variants import hand_share
            from game.hands import evaluate
            return (f"Taking the {theirs.symbol} for your {mine.symbol} makes "
                    f"{evaluate(after).describe()}, which beats {pct(hand_share(after))} of hands")
        from game.ai.trading import share
        from game.hands.commerce import commerce_value
        from game.hands.thirty_one import thirty_one_value
        value = thirty_one_value if game == "thirty-one" else commerce_value
        return (f"Taking the {theirs.symbol} for your {mine.symbol} makes "
                f"{value(after).describe()}, which beats {pct(share(game, after))} of hands")
    except (ValueError, KeyError):
        return None


def count_line(view: SeatView) -> str | None:
    """Three-stake Brag's buying: the count to beat, and the cards that would pass 31."""
    from game.ai.brag import PACK
    from game.hands.brag import pip_count, pip_value
    mine = pip_count(view.hand)
    seen = set(view.hand)
    best = 0
    for p in view.players:
        seen |= set(p.shown or ()) | set(p.up)
        if p.seat != view.seat and p.in_deal:
            c = pip_count(p.shown or p.up)
            if c <= 31:
                best = max(best, c)
    unseen = [c for c in PACK if c not in seen]
    if not unseen:
        return None
    safe = sum(1 for c in unseen if mine + pip_value(c) <= 31)
    return (f"Your count is {mine}; the best count showing is {best}; "
            f"{safe} of the {len(unseen)} cards unseen keep you at 31 or under")


def bouillotte_line(view: SeatView) -> str | None:
    """Bouillotte: the retourne, and the seat's point with it."""
    from game.hands.bouillotte import classify, hand_point
    b = view.bouillotte
    if b is None or b.retourne is None or len(view.hand) != 3:
        return None
    value = classify(view.hand, b.retourne)
    if value.is_brelan:
        return f"The retourne is the {b.retourne.symbol}: you hold a {value.describe()}"
    pips, suit = hand_point(view.hand, b.retourne)
    if suit is None:
        return f"The retourne is the {b.retourne.symbol}"
    tail = ", with the retourne" if suit is b.retourne.suit else ""
    return f"The retourne is the {b.retourne.symbol}: your point is {pips} in {suit.symbol}{tail}"
