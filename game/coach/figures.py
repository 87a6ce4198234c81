"""The figures behind the book's advice, one short line each, from the seat's view alone.

* the chance of improving on the draw, exact (:func:`game.ai.odds.chances`): "Filling the
  flush: 9 cards in 47 (4 to 1 against)";
* the chance of holding the best hand, where the good player reckons one: the valuation's
  reading (:func:`game.coach.readings.best_hand_chance`, the same reckoning that weighs the
  review's worlds);
* the pool's odds: "The pool holds 12; staying costs 2: 6 to 1";
* what the opponents' actions have shown: "Colonel Dash raised before the draw and drew
  one card".
"""

from __future__ import annotations

from typing import Any, Sequence

from game.cards import Card
from game.engine import Action, ActionKind, Phase, PublicAction, SeatView
from game.hands.odds_words import held_words, odds_of

from .chance_words import pct, ratio_words, reckoned_words
from .readings import others_holding

K = ActionKind

_FILL = {"four-flush": "Filling the flush", "open straight": "Filling the straight",
         "inside straight": "Filling the straight", "straight flush draw": "A straight or better",
         "split openers": "Filling the flush", "broken pair": "Filling it"}


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
    odds = odds_of(p)
    words = held_words(keep) if keep else ""
    if n == 1:
        what = fill or (f"Improving {words}" if words.startswith(("two pairs", "three", "four "))
                        else "Improving")
        return f"{what}, drawing one: {count} cards in {ch.draws} ({odds})"
    cards = f"drawing {n}"
    if not keep or words == "nothing":
        return f"A pair or better, {cards} fresh cards: {pct(p)} ({odds})"
    if len(keep) == 1:  # one high card kept
        return f"A pair or better, {cards} to {words}: {pct(p)} ({odds})"
    return f"Improving {words}, {cards}: {pct(p)} ({odds})"


# ---------------------------------------------------------------- Show-down Poker
def showdown_target(view: SeatView) -> tuple[str, int] | None:
    """Show-down Poker: the best hand already drawn (or, before anyone draws, shown) that
    the good player aims to beat, in words with its holder's name, and its strength."""
    from game.ai.variants import _strength
    from game.hands import evaluate
    drawn = [p for p in view.players if p.holds_cards and p.seat != view.seat
             and p.drew is not None]
    pool = drawn or [p for p in view.players if p.holds_cards and p.seat != view.seat]
    best = None
    for p in pool:
        if len(p.up) == 5:
            st = _strength(p.up)
            if best is None or st > best[1]:
                words = evaluate(p.up).describe()
                for a in ("a ", "an "):  # "Mrs Blythe's pair of kings", not "'s a pair"
                    words = words[len(a):] if words.startswith(a) else words
                best = (f"{p.name}'s {words}", st)
    return best


def showdown_beats(view: SeatView, target: int = 0) -> dict[frozenset, float]:  # type: ignore[type-arg]
    """For each way the hand may draw, how often it beats (ties half) the best hand already
    drawn, as the good player counts it when it chooses its draw (the very count:
    :func:`game.ai.variants.showdown_counts`).  ``target`` is kept for the callers: the
    count finds the hand to beat itself."""
    from game.ai.variants import showdown_counts
    return {frozenset(d): p for d, p in showdown_counts(view).items()}


def showdown_line(view: SeatView, action: Action) -> str | None:
    """"Against Mrs Blythe's pair of queens: drawing two wins 41%; drawing three, 38%"."""
    aim = showdown_target(view)
    if aim is None:
        return None
    beats = showdown_beats(view, aim[1])
    mine = beats.get(frozenset(action.cards))  # type: ignore[call-overload]
    if mine is None:
        return None

    def way(d: frozenset) -> str:  # type: ignore[type-arg]
        return f"drawing {_NUMBER.get(len(d), len(d))}" if d else "standing pat"
    others = sorted(((p, d) for d, p in beats.items() if d != frozenset(action.cards)
                     and len(d) != len(action.cards)), key=lambda x: -x[0])
    text = f"Against {aim[0]}: {way(frozenset(action.cards))} wins {pct(mine)}"
    if others:
        text += f"; {way(others[0][1])}, {pct(others[0][0])}"
    return text


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
    need = pool_needs(view) or cost / (view.pool + cost)
    white = brag_white(view)
    if white:
        # (abandoning is not free: a play-tester lost a white counter the price left out)
        return (f"The pool holds {view.pool}; staying costs {cost}: {odds}; but if nobody "
                f"sees the ante, abandoning costs you {white} (the white counter to the "
                f"dealer), so staying pays if you win at least {pct(need)} of the time")
    return (f"The pool holds {view.pool}; staying costs {cost}: {odds}, so staying pays only "
            f"if you win at least {pct(need)} of the time")


def brag_white(view: SeatView) -> int:
    """Brag (single-stake, American): what abandoning costs while nobody has seen the
    dealer's ante, as the good player counts it (:func:`game.ai.three_card.brag._brag`): a
    white counter to the dealer if nobody sees it (rule 4); 0 once another has seen or
    raised, or for the dealer."""
    if view.variant not in ("brag", "brag-american") or view.phase is not Phase.BETTING \
            or view.seat == view.dealer:
        return 0
    spoke = {a.seat for a in view.history if a.phase is Phase.BETTING and a.seat != view.seat
             and not (a.kind is K.BET and a.seat == view.dealer)}  # (the ante is no answer)
    thrown = {a.seat for a in view.history if a.kind is K.ABANDON and a.phase is Phase.BETTING}
    raised = any(a.seat != view.seat and a.kind is K.RAISE and a.phase is Phase.BETTING
                 for a in view.history)
    return 0 if spoke - thrown or raised else int(view.house.blind)


def pool_needs(view: SeatView) -> float | None:
    """The share of the time a call must win to pay: cost / (pool + cost)."""
    call = view.offer(K.CALL)
    cost = call.low if call is not None else 0
    if cost <= 0:
        return None
    # (at Brag, abandoning an unseen ante costs the white counter: staying costs less by it)
    return max(0, cost - brag_white(view)) / (view.pool + cost)


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
    if kind is K.CALL and a.put > 0:  # (a play-tester read "bet 10 and bet 5", his call left out)
        return f"called {a.put}" + where
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
        if not any(p.startswith(("bet", "raised")) for p in phrases):
            # a call is said between his bets (so they read in order), not on its own
            phrases = [p for p in phrases if not p.startswith("called")]
            if not phrases:
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
LOOSE_RAISER = 0.1
"""A raise floor (the notes' chance he raises on anything) from which his raises are said
to say little."""


def raises_read(view: SeatView, adviser: Any = None) -> str:
    """Whose raises the chance of the best hand weighs ("Colonel Dash's two raises"), in
    the games whose good player reads them; "" where it reads none."""
    if not (view.variant.startswith("brag") or view.variant in ("bouillotte", "stud")):
        return ""
    count: dict[int, int] = {}
    kinds: dict[int, list[ActionKind]] = {}  # (a bet is named a bet: "raise" read wrong at Stud)
    ante_seen = False
    for a in view.history:
        if a.kind is K.BET and view.variant in ("brag", "brag-american") and not ante_seen \
                and a.phase is Phase.BETTING:
            ante_seen = True  # the first bet is the ante, made blind: it says nothing of his cards
            continue
        if a.seat != view.seat and a.kind in (K.RAISE, K.BET) and a.phase is Phase.BETTING \
                and view.players[a.seat].holds_cards:
            count[a.seat] = count.get(a.seat, 0) + 1
            kinds.setdefault(a.seat, []).append(a.kind)
    stayed: list[str] = []  # those who met a bet, where the good player reads that too
    reads_calls = view.variant in ("brag", "bouillotte", "stud")
    for a in view.history if reads_calls else ():
        if a.seat != view.seat and a.kind is K.CALL and a.put > 0 and a.phase is Phase.BETTING \
                and view.players[a.seat].holds_cards and a.seat not in count \
                and view.players[a.seat].name not in stayed:
            stayed.append(view.players[a.seat].name)
    if not count:
        if not stayed:
            return ""
        return "that " + _and(stayed) + " stayed"
    notes = getattr(getattr(getattr(adviser, "player", None), "_brag_notes", None),
                    "reading", None) if view.variant == "brag" else None
    parts = []
    for s, n in count.items():
        name = view.players[s].name
        bets = sum(1 for k in kinds[s] if k is K.BET)
        raises = n - bets
        said_of = [f"{_NUMBER.get(k, k)} {word}s" if k > 1 else word
                   for k, word in ((bets, "bet"), (raises, "raise")) if k]
        part = f"{name}'s " + " and ".join(said_of)
        if notes is not None and notes.floor(name, K.RAISE) >= LOOSE_RAISER:
            part += " (one who raises on little, as the deals seen show)"
        parts.append(part)
    said = _and(parts)
    return said + (f" and that {_and(stayed)} stayed" if stayed else "")


def _and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def beaten_for_certain(view: SeatView) -> str | None:
    """The name of another still in whose cards showing already beat the seat's best possible
    hand, whatever his hidden card, when no card is to come (Stud with every card dealt); else
    None.  (Play-testers read "almost none" where the chance was exactly none.)"""
    if view.variant not in ("stud", "stud-rounds") or len(view.hand) != 5:
        return None
    from game.ai.reading import pack_of
    from game.ai.variants import _strength
    mine = _strength(view.hand)
    others = others_holding(view)
    seen = set(view.hand) | {c for p in view.players for c in p.up}
    unseen = [c for c in pack_of(view).cards() if c not in seen]
    for p in others:
        up = list(p.up)
        hidden = 5 - len(up)
        if hidden == 0:
            if _strength(up) > mine:
                return p.name
        elif hidden == 1 and unseen and all(_strength(up + [c]) > mine for c in unseen):
            return p.name
    return None


"""A chance read from the others' play is never said nearer nothing, or a certainty, than
this: a reading is a reckoning of habits, and a liberal player's bet is often a bluff (book
round 7: "under 1% (120 to 1 against)" against a liberal player's bet)."""


def chance_line(view: SeatView, p: float, adviser: Any = None) -> str:
    """The chance of the best hand as the book reckons it, said as its reckoning ("The book
    reckons your chance ...": book round 7 read "The chance ...: almost none" as a fact)."""
    if p == 0:
        who = beaten_for_certain(view)
        if who is not None:
            return (f"The chance of holding the best hand: none: {who}'s cards showing "
                    "already beat your best possible hand")
    n = len(others_holding(view))
    against = "the other hand" if n == 1 else f"the {n} other hands"
    read = raises_read(view, adviser)
    read = f", reading {read}" if read else ""
    if view.variant == "bouillotte":
        return (f"The book reckons the chance your hand takes the pool if all still in go to "
                f"the call{read}: {reckoned_words(p)}")
    if view.variant in ("stud", "stud-rounds") and len(view.hand) < 5:
        # (cards still to come: the chance is of winning at the show, not of leading now)
        return (f"The book reckons your chance of winning at the show, with the cards still to "
                f"come, against {against}{read}: {reckoned_words(p)}")
    if view.variant == "ambigu" and n > 1:
        one = p ** (1 / n)  # (the chance against all is the chance against one, n times over)
        every = "both other hands" if n == 2 else f"all {n} other hands"
        return (f"The book reckons your chance of holding the best hand against {every}: "
                f"{reckoned_words(p)} (against any one of them: {pct(one)})")
    return (f"The book reckons your chance of holding the best hand against {against}{read}: "
            f"{reckoned_words(p)}")


# ---------------------------------------------------------------- the three-card games
def share_line(view: SeatView) -> str | None:
    """What a three-card (or Whiskey Poker) hand beats, among all hands dealt."""
    game = view.variant
    try:
        if game in ("thirty-one", "commerce", "commerce-widow", "my-ship-sails") \
                and len(view.hand) == 3:
            from game.ai.three_card.trading import share
            line = f"Your hand beats {pct(share(game, view.hand))} of the hands of three dealt"
            if game != "thirty-one" and len({c.suit for c in view.hand}) == 3:
                # no two of a suit: no point, no flush, and all such hands tie
                line += " (no two of a suit: it ties every hand as poor, whatever its cards)"
            return line
        if game.startswith("whiskey") and len(view.hand) == 5:
            from game.ai.variants import hand_share
            line = f"Your hand beats {pct(hand_share(view.hand))} of the hands of five dealt"
            line += ", as dealt; the others may still improve from the widow"
            return line
        if game == "ambigu" and len(view.hand) == 4:
            from game.ai.french.ambigu import share
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
        from game.ai.three_card.trading import share
        from game.hands.three_card.commerce import commerce_value
        from game.hands.three_card.thirty_one import thirty_one_value
        value = thirty_one_value if game == "thirty-one" else commerce_value
        return (f"Taking the {theirs.symbol} for your {mine.symbol} makes "
                f"{value(after).describe()}, which beats {pct(share(game, after))} of hands")
    except (ValueError, KeyError):
        return None


def count_line(view: SeatView) -> str | None:
    """Three-stake Brag's buying: the count to beat, and the cards that would pass 31."""
    from game.ai.three_card.brag import PACK
    from game.hands.three_card.brag import pip_count, pip_value
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
    from game.hands.french.bouillotte import classify, hand_point
    b = view.bouillotte
    if b is None or b.retourne is None or len(view.hand) != 3:
        return None
    value = classify(view.hand, b.retourne)
    if value.is_brelan:
        return f"The retourne is the {b.retourne.symbol}: you hold a {value.describe()}"
    pips, suit = hand_point(view.hand, b.retourne)
    if suit is None:
        return f"The retourne is the {b.retourne.symbol}"
    if not any(c.suit is suit for c in view.hand):
        # the retourne belongs to every hand: alone it is no point of the seat's own
        own, own_suit = hand_point(view.hand,)
        mine = f"your own best suit is {own_suit.symbol}, {own}" if own_suit is not None else ""
        return (f"The retourne is the {b.retourne.symbol}: {mine}; you hold no "
                f"{suit.symbol}, and its {pips} is the retourne's alone (at the show a suit's "
                "point counts every player's cards of it)")
    tail = ", with the retourne" if suit is b.retourne.suit else ""
    return f"The retourne is the {b.retourne.symbol}: your point is {pips} in {suit.symbol}{tail}"


def widow_line(view: SeatView) -> str | None:
    """What the widow lying face up is worth, where the seat may take it whole."""
    widow = tuple(view.widow or ())
    if view.offer(K.EXCHANGE) is None or not widow:
        return None
    try:
        if view.variant.startswith("whiskey") and len(widow) == 5:
            from game.ai.variants import hand_share
            from game.hands import evaluate
            return (f"The widow holds {evaluate(widow).describe()}, which beats "
                    f"{pct(hand_share(widow))} of hands")
        if view.variant == "commerce-widow" and len(widow) == 3:
            from game.ai.three_card.trading import share
            from game.hands.three_card.commerce import commerce_value
            return (f"The widow holds {commerce_value(widow).describe()}, which beats "
                    f"{pct(share(view.variant, widow))} of hands")
    except (ValueError, KeyError):
        return None
    return None


def ambigu_draw_line(view: SeatView, action: Action) -> str | None:
    """Ambigu's draws: what the cards kept make on average, drawn over the unseen cards, and
    what the next best way would make (the same count the good player chooses by, so the
    same start always gets the same word, and the figure beside it says why)."""
    from game.ai.french.ambigu_counting import discard_values, unseen
    if action.kind is not K.DRAW or view.variant != "ambigu":
        return None
    offer = view.offer(K.DRAW)
    most = offer.high if offer is not None else len(view.hand)
    try:
        from game.ai.mixing import counting_rng  # (the good player's own count, the same draws)
        values = discard_values(list(view.hand), unseen(view), counting_rng(view, "ambigu"), 36,
                                most)
    except (ValueError, KeyError):
        return None
    mine = next((v for out, v in values if set(out) == set(action.cards)), None)
    if mine is None:
        return None
    keep = [c for c in view.hand if c not in action.cards]
    what = "Keeping " + " ".join(c.symbol for c in keep) if keep else "Drawing afresh"
    if not action.cards:
        what = "Standing on " + " ".join(c.symbol for c in keep)
    line = (f"{what}: a hand of four that beats {pct(mine)} of the hands any one other "
            "player holds, on average")
    others = [(v, out) for out, v in values if set(out) != set(action.cards)]
    if others:
        v, out = max(others, key=lambda x: x[0])
        kept = [c for c in view.hand if c not in out]
        way = ("standing on them" if not out else
               "keeping " + " ".join(c.symbol for c in kept) if kept else "drawing afresh")
        line += f"; {way}, {pct(v)}"
    return line


# ---------------------------------------------------------------- against the odds helper
_POKER_DRAWS = ("draw", "flat", "flat-field", "showdown")


def _share(p: float) -> str:
    """A chance as the odds helper writes it: "50.8%"."""
    return f"{100 * p:.1f}%"


def helper_reason(view: SeatView, action: Action) -> str:
    """Where the odds helper's plainer figure (the chance of improving the cards kept) favours
    another way of drawing from the same start (the kept cards of the same class: an ace
    alone against nothing, one pair kept two ways), one sentence saying why the book draws
    as it does: the hand that counts (the one to beat at Show-down Poker, or a class of hand
    that wins pools) comes more often its way.  "" where the helper's figure agrees, or the
    book stands pat (the helper then shows no chance of improving)."""
    if action.kind is not K.DRAW or not action.cards or view.variant not in _POKER_DRAWS \
            or len(view.hand) != 5:
        return ""
    from game.ai.odds import chances
    from game.ai.reading import pack_of, read_hand, rules_of
    from game.hands.rules import Category, category_order
    hand = tuple(view.hand)
    rules, pack = rules_of(view), pack_of(view)
    keep = tuple(c for c in hand if c not in action.cards)
    start = _kept_class(keep)
    try:
        mine = chances(hand, keep, rules, pack)
        ways = {frozenset(d.keep): d for d in read_hand(hand, rules, view.house.pack).draws.values()
                if d.discard and frozenset(d.keep) != frozenset(keep)
                and _kept_class(d.keep) == start}
        alts = [(chances(hand, d.keep, rules, pack), d) for d in ways.values()]
    except (ValueError, KeyError):
        return ""
    better = [(ch, d) for ch, d in alts if round(1000 * ch.improved) > round(1000 * mine.improved)]
    if not better:
        return ""
    alt, d = max(better, key=lambda x: x[0].improved)
    head = (f"{_draw_phrase(hand, d.keep)} improves more often ({_share(alt.improved)} "
            f"against {_share(mine.improved)})")
    if view.variant == "showdown":
        aim = showdown_target(view)
        beats = showdown_beats(view)
        a, b = beats.get(frozenset(action.cards)), beats.get(frozenset(d.discard))
        if aim is not None and a is not None and b is not None and a > b:
            # (the advice has named the hand to beat: "that hand")
            return f"{head} but beats that hand less often ({pct(b)} against {pct(a)})."
    order = [c.label for c in category_order(rules)]
    for cat in (Category.TWO_PAIRS, Category.THREES, Category.STRAIGHT):
        i = order.index(cat.label) if cat.label in order else 0
        x = sum(p for name, p in mine.by_label if name in order[i:])
        y = sum(p for name, p in alt.by_label if name in order[i:])
        if x > y + 0.0005:
            return (f"{head} but makes {_CLASS[cat.label]} or better less often "
                    f"({_share(y)} against {_share(x)}).")
    return f"{head}; the good player varies its draw now and then, so that it does not tell."


_CLASS = {"two pairs": "two pairs", "threes": "threes", "straight": "a straight"}


def _kept_class(keep: Sequence[Card]) -> str:
    """What the kept cards make as they stand: "nothing", "a pair", "two pairs"..."""
    words = held_words(keep)
    if words.startswith("a pair"):
        return "pair"
    for head in ("two pairs", "three", "four ", "a full"):
        if words.startswith(head):
            return head
    return "nothing"


def _draw_phrase(hand: Sequence[Card], keep: Sequence[Card]) -> str:
    """"Drawing four to the A♦", "Drawing five fresh cards", "Drawing three to the 8♠ 8♦"."""
    n = len(hand) - len(keep)
    head = f"Drawing {_NUMBER.get(n, n)}"
    if not keep:
        return head + " fresh cards"
    return f"{head} to the {' '.join(c.symbol for c in keep)}"
