"""The advice's chance set against the pool's price, with a reason that is true of the table.

The advice shows the chance of the best hand the good player counted and the share of the
time the pool asks a call to win.  Where it stays for less than the price, it must say the
reason the good player has, and only one that holds at this table: "the bets still to come
pay the rest" only where bets can still come (a play-tester was told so heads-up after the
draw, where none can); a stay that rests on the minimum defence against a bettor not known
to bet only the goods (:meth:`game.ai.exploit.Exploit._must_defend`) says so, with its own
figures; a bet or raise for less than the price is a bluff, and says that it wins by the
others' laying down.
"""

from __future__ import annotations

from typing import Any

from game.engine import ActionKind, Phase, SeatView

from . import figures as fig

K = ActionKind

_ONE_ROUND = ("bouillotte", "brag", "brag-american", "brag-three-stake", "ambigu", "straight",
              "flat", "flat-field")
"""Games whose betting on a hand is one round: no round of bets follows this one."""


def compare(p: float, need: float) -> int:
    """The chance against the price as the figures show them (whole per cents): 1 above,
    0 the same, -1 below; so the words never say "31% is above the 31%"."""
    a, b = round(100 * p), round(100 * need)
    return (a > b) - (a < b)


def chance_words(p: float) -> str:
    """"about 51%", "under 1%", "almost none"; "none" only for exactly nothing."""
    if p == 0:
        return "none"
    if p < 0.005:
        return "almost none"
    got = fig.pct(p)
    return got if got.startswith("under") else "about " + got


def last_round(view: SeatView) -> bool:
    """True when this is the deal's last round of betting: no card and no round follow."""
    game = view.variant
    if game in _ONE_ROUND:
        return True
    if game in ("stud", "stud-rounds"):
        return len(view.hand) >= 5
    if view.phase is Phase.AFTER_DRAW:
        return True
    return view.phase not in (Phase.BEFORE_DRAW, Phase.OPENING, Phase.BLIND, Phase.STRADDLE,
                              Phase.ANTES, Phase.COMING_IN, Phase.BETTING)


def bets_to_come(view: SeatView) -> bool:
    """True when bets can still come into the pool after this one: a later round, or, in the
    last round, another player still holding cards who may stay too."""
    others = sum(1 for p in view.players if p.holds_cards and p.seat != view.seat)
    return not last_round(view) or others >= 2


def defence(view: SeatView, adviser: Any) -> tuple[float, float] | None:
    """Draw Poker after the draw: where the good player stays on the minimum defence, the
    share of the hands it could hold here that this hand beats and the share it must stay
    with (None where that is not why it stays)."""
    if view.variant != "draw" or view.phase is not Phase.AFTER_DRAW or adviser is None:
        return None
    player = getattr(adviser, "player", None)
    book = getattr(player, "book", player)
    must = getattr(book, "_must_defend", None)
    call = view.offer(K.CALL)
    if must is None or call is None or not call.low:
        return None
    from game.ai.reading import grade, rules_of
    from game.hands import evaluate
    g = grade(evaluate(view.hand, rules_of(view)))
    holders = [p.seat for p in view.players if p.holds_cards and p.seat != view.seat]
    try:
        if not must(view, g, holders, call.low):
            return None
        mine = book._own_range(view).beaten_by(g)
    except (ValueError, KeyError, IndexError, ZeroDivisionError, AttributeError):
        return None
    before = max(1, view.pool - call.low)
    stay = before / (before + call.low)
    if len(holders) > 1:
        stay = 1 - (1 - stay) ** (1 / len(holders))
    return mine, stay


CLOSE = 2
"""Whole per cents: a chance this near the figure it is set against is said to be close (a
learner read "withdraw: 26% is below the 27% the pool asks" as a plain verdict)."""


def stay_bar(view: SeatView, adviser: Any, p: float) -> tuple[float, float, bool] | None:
    """Bouillotte and Ambigu: the chance the good player asks before it stays (its own rule,
    :class:`game.ai.french.bouillotte.BouillotteMind` and :func:`game.ai.french.ambigu._bet`),
    the chance it sets against it, and whether that is its floor rather than the price with a
    margin; None elsewhere, or where nothing is to be met."""
    need = fig.pool_needs(view)
    if need is None:
        return None
    if view.variant == "bouillotte" and view.phase is Phase.BETTING and view.bouillotte is not None:
        from game.ai.french.bouillotte import ACE_ALONE, CALL_MARGIN, ace_alone
        retourne = view.bouillotte.retourne
        alone = retourne is not None and ace_alone(view.hand, retourne)
        return need * CALL_MARGIN, p * ACE_ALONE if alone else p, False
    if view.variant == "ambigu" and len(view.hand) == 4:
        t = getattr(getattr(adviser, "player", None), "temperament", None)
        if t is None or not getattr(t, "avoid_calling", False):
            return None
        from game.ai.french.ambigu import AVOID_CALLING, call_floor
        return call_floor(t, need) * AVOID_CALLING, p, need * t.call_margin < t.call_floor * 0.5
    return None


def bar_words(view: SeatView, adviser: Any, p: float | None) -> str:
    """Why the good player lays down a chance the bare price would keep, in its own figures:
    the chance it asks here (and, at Bouillotte, its chance as it counts an ace alone), and
    "a close thing" where they are within :data:`CLOSE` (a learner was told "withdraw" at 35%
    against the 27% asked, "more raises may follow", and no margin said).  "" where the game
    has no such rule."""
    got = stay_bar(view, adviser, p) if p is not None else None
    if got is None:
        return ""
    bar, eff, floor = got
    if view.variant == "ambigu":
        words = (f"the book stays on nothing under {fig.pct(bar)}, however cheap: it would rather "
                 "raise or lay down" if floor else
                 f"the book stays only on {fig.pct(bar)} here, a margin over the price: it would "
                 "rather raise or lay down")
    else:
        words = f"the book meets a bet only on {fig.pct(bar)} here, a margin over the price"
        if eff != p:
            words += (f", and counts an ace alone, not of the retourne's suit, a fifth lower: "
                      f"{chance_words(eff)}")
    if abs(round(100 * eff) - round(100 * bar)) <= CLOSE:
        words += ", a close thing"
    return words


def against_price(view: SeatView, act: str, p: float | None, adviser: Any = None,
                  bluff: bool = False) -> str:
    """The chance against what the pool asks, where both are shown, so that the advice never
    leaves the learner to square them; a choice the bare price would not make says why."""
    need = fig.pool_needs(view)
    if p is None or need is None or act not in ("in", "raise", "abandon"):
        return ""
    mine, asks = chance_words(p), fig.pct(need)
    side = compare(p, need)
    if act == "abandon":
        bar = bar_words(view, adviser, p)
        bar = f" {bar[:1].upper()}{bar[1:]}." if bar else ""
        if side < 0:
            close = ", a close thing" if round(100 * need) - round(100 * p) <= CLOSE else ""
            return f" Your chance, {mine}, is below the {asks} the pool asks{close}.{bar}"
        if side == 0:
            tail = (" with no margin for the bets still to come" if bets_to_come(view)
                    else " with no margin for a misreading")
            return f" Your chance, {mine}, is only the {asks} the pool asks,{tail}.{bar}"
        return ""  # the "above price" passage has said it
    if side > 0:
        return f" Your chance, {mine}, is above the {asks} the pool asks."
    if side == 0:
        return f" Your chance, {mine}, is about the {asks} the pool asks."
    return below_price(view, act, mine, asks, adviser, bluff)


def below_price(view: SeatView, act: str, mine: str, asks: str, adviser: Any,
                bluff: bool) -> str:
    """Why the good player stays, or raises, for less than the price (its reason, and only
    one that holds at this table)."""
    head = f" Your chance as the book reads the others, {mine}, is under the {asks} the pool asks"
    if act == "raise" or bluff:
        return (f"{head}: the raise is a bluff, which wins when the others lay down, not at "
                "the show.")
    held = defence(view, adviser)
    if held is not None:
        beats, stay = held
        return (f"{head}; but the bettor is not known to bet only the goods, and to lay down "
                f"more than {fig.pct(1 - stay)} of the hands you could hold here lets any bluff "
                f"of his pay: yours beats {fig.pct(beats)} of them.")
    if not last_round(view):
        others = [p for p in view.players if p.holds_cards and p.seat != view.seat]
        who = "from those who stay" if len(others) != 1 else \
            f"from {others[0].name}, while both of you stay,"  # (heads-up: no "those")
        return f"{head} now; the bets still to come {who} pay the rest."
    if bets_to_come(view):
        return (f"{head} now; the others still in may stay too and make the pool larger.")
    return (f"{head}; the good player stays on what else he reads of the table, a close "
            "thing either way.")


CLEAR = 0.05
"""A chance this far from the price (five points) clearly favours staying or laying down: the
review says the book's reasoning even where its imagined deals cannot settle the amount."""


def price_reason(chance: float | None, need: float | None, book: Any, done: Any) -> str:
    """The book's own chance-against-price reasoning at a decision, where it clearly favoured
    the book's choice over the one taken: "the book would have stayed: 54% against the 41%
    asked", or "the book would have laid down: 20% against the 41% asked"; "" otherwise (book
    round 7: a lay-down at 54% against 41% was reviewed "no worse than the book can tell")."""
    if chance is None or need is None:
        return ""
    bk, dk = getattr(book, "kind", None), getattr(done, "kind", None)
    stays = (K.CALL, K.RAISE, K.BET)
    if bk in stays and dk is K.ABANDON and chance - need >= CLEAR:
        what = "stayed" if bk is K.CALL else "raised" if bk is K.RAISE else "bet"
        return f"the book would have {what}: {fig.pct(chance)} against the {fig.pct(need)} asked"
    if bk is K.ABANDON and dk in (K.CALL, K.RAISE) and need - chance >= CLEAR:
        return f"the book would have laid down: {fig.pct(chance)} against the {fig.pct(need)} asked"
    return ""


__all__ = ["CLEAR", "price_reason", "CLOSE", "against_price", "bar_words", "bets_to_come", "stay_bar", "chance_words", "compare", "defence", "last_round"]


def why_only_see(view: SeatView, act: str, p: float | None, adviser: Any) -> str:
    """Single-stake Brag: where the book only sees with a strong chance and a raise on
    offer, one sentence on why, with the good player's own worths of seeing and of its best
    raise (a play-tester was shown "84% best hand" and only "See", then charged for a
    raise)."""
    if view.variant != "brag" or act != "in" or p is None or p < 0.6 \
            or view.offer(K.RAISE) is None:
        return ""
    from game.ai.three_card.brag import brag_mine
    from game.ai.three_card.brag_reading import worths
    notes = getattr(getattr(adviser, "player", None), "_brag_notes", None)
    offers = {o.kind: o for o in view.legal}
    try:
        got = worths(view, offers, brag_mine(view), getattr(notes, "reading", None),
                     fig.brag_white(view))
    except (ValueError, KeyError, IndexError, ZeroDivisionError):
        return ""
    see = next((w for w, a in got if a.kind is K.CALL), None)
    raises = [(w, a) for w, a in got if a.kind is K.RAISE]
    if see is None or not raises:
        return ""
    raises.sort(key=lambda x: x[1].amount)
    best, raise_ = max(raises, key=lambda x: x[0])
    if best > see:
        return ""
    said = [f"raising {raise_.amount} {_signed(best)}"]
    bigger = [(w, a) for w, a in raises if a.amount > raise_.amount]
    if bigger:
        said.append(f"raising {bigger[0][1].amount} {_signed(bigger[0][0])}")
    return (f" A raise would fold the worse hands and be met by the better: seeing is worth "
            f"{_signed(see)} counters here, {', '.join(said)}.")


def _signed(x: float) -> str:
    return f"{x:+.1f}".replace("-", "\u2212")
