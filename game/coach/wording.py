"""The deal in review's words for when a decision was taken ("before the draw", "the brag").

What was done is said as the book's choice is (:func:`game.coach.words.choice_words`: the
action panel's words, without the window).
"""

from __future__ import annotations

from game.engine import ActionKind, Phase, SeatView

from .model import WIDE, a_little_worse

_STEPS = {
    Phase.BLIND: "the blind", Phase.ANTES: "the antes", Phase.STRADDLE: "the straddle",
    Phase.OPENING: "the opening", Phase.BEFORE_DRAW: "before the draw", Phase.DRAW: "the draw",
    Phase.AFTER_DRAW: "after the draw", Phase.SHOWDOWN: "the show", Phase.BETTING: "the betting",
    Phase.WIDOW: "the widow", Phase.COMING_IN: "coming in",
    Phase.BACKING: "backing against the field", Phase.FIELD: "the field's call",
    Phase.TRADING: "the trading", Phase.BUYING: "buying cards",
}
_AMBIGU = {"draw": "the first draw", "play": "I play or I pass", "choice": "the dealer's choice",
           "betting": "after the second draw", "dealing": "the deal"}


def step_words(view: SeatView) -> str:
    """When a decision was taken, in plain words ("before the draw", "the brag")."""
    game = view.variant.split("-")[0]
    if view.ambigu is not None:
        step = getattr(view.ambigu, "step", "")
        if step == "draw" and getattr(view.ambigu, "round", 1) == 2:
            return "the second draw"
        if step == "play" and any(o.kind is ActionKind.CALL for o in view.legal):
            # another has said "I play": staying, raising or abandoning ("I play or I pass:
            # you abandon" read as a choice not on offer)
            return 'after another\'s "I play"'
        return _AMBIGU.get(step, _STEPS.get(view.phase, view.phase.value))
    if game == "brag" and view.phase is Phase.BETTING:
        return "the brag"
    if view.variant == "stud-rounds" and view.phase is Phase.BETTING:
        return f"the betting on {len(view.hand)} cards"
    if game == "bouillotte" and view.phase is Phase.BETTING:
        return "the betting"
    if view.variant == "thirty-one" and view.phase is Phase.WIDOW:
        return "the draw from the table"  # (Thirty-One's cards face up are "the table")
    return _STEPS.get(view.phase, view.phase.value)


def counters_words(x: float) -> str:
    """"1.5 counters", "1.0 counter"."""
    return f"{x:.1f} counter{'' if round(x, 1) == 1 else 's'}"


def signed_words(x: float) -> str:
    """"\u22122.1", "+3.4", "0.0": a difference with its sign, as the review shows it."""
    if abs(x) < 0.05:
        return "0.0"
    return f"+{x:.1f}" if x > 0 else f"\u2212{-x:.1f}"


def results_words(results: tuple[float, float] | None,
                  spent: tuple[float, float, float, float] | None = None) -> str:
    """Why a charged cost is what it is, in one sentence: the seat's average result to the
    deal's end with the one taken and with the book's choice, as the play-outs ran (a learner
    charged 216 counters for staying where the book raised 25 saw nothing to explain it: the
    raise's later bets, met, are in the play-outs' results).  It is said plainly as the book's
    estimate over the deals it played out from here, never as what happened in this deal (a
    play-tester who took the pool read "you put up 5 here, and took nothing back"), and the
    parts it shows add up to the figure it gives, as printed."""
    if results is None:
        return ""
    book, done = results
    yours = f"{signed_words(done)} counters for you"
    books = signed_words(book)
    if spent is not None:
        yours += _parts_words(done, spent[2], spent[3])
        books += _parts_words(book, spent[0], spent[1])
    return (" Played out from here, on average (the book's estimate over its imagined deals, the "
            f"unseen cards dealt at random, not what happened in this deal): after yours, {yours}; "
            f"after the book's choice, {books}.")


def _tenths(x: float) -> int:
    return int(round(x * 10))


def _parts_words(result: float, now: float, later: float) -> str:
    """Where one choice's average result came from, in figures that add up to it as printed:
    what was put up at the decision, what later, and what came back (" (25 put up here, 15.9
    more later, 32.2 taken back)"; a play-tester charged 23.3 for a call of 25, with a reason
    that implied about 7, was never told the rest was put up later, before a lay-down).  What
    came back is the printed result and the printed stakes together, so the sum holds."""
    r, n, lt = _tenths(result), _tenths(now), _tenths(later)
    if n == 0 and lt == 0:
        return ""
    back = r + n + lt
    parts = [f"{_amount(n / 10)} put up here" if n else "",
             f"{lt / 10:.1f} more later" if lt else ""]
    if back > 0:
        parts.append(f"{back / 10:.1f} taken back")
    elif back < 0:  # (counters paid outside the pool: a marker, Brag's whites to the dealer)
        parts.append(f"nothing taken back and {-back / 10:.1f} paid besides")
    else:
        parts.append("nothing taken back")
    return " (" + ", ".join(p for p in parts if p) + ")"


CANNOT = "the book cannot judge this one: what follows in the deal swings too much"
"""An unsettled decision's verdict: no bound is quoted, for the imagined deals' spread ran to
hundreds of counters on a pool of 20 (book round 7: "at most 72.8 counters ... as much as 496
counters apart"), figures a player cannot connect to the hand."""


def _stake(pool: float | None, spent: tuple[float, float, float, float] | None) -> str:
    """The stake at an unsettled decision, as a player knows it: " (pool 72; the book's
    choice put up 50, yours nothing)"; "" when neither is known."""
    parts = [f"pool {_amount(pool)}"] if pool is not None else []
    if spent is not None:
        book, yours = spent[0], spent[2]
        parts.append(f"the book's choice put up {_amount(book) if book else 'nothing'}, "
                     f"yours {_amount(yours) if yours else 'nothing'}")
    return f" ({'; '.join(parts)})" if parts else ""


def _amount(x: float) -> str:
    return f"{x:.0f}" if abs(x - round(x)) < 0.05 else f"{x:.1f}"


def verdict_words(cost: float | None, same: bool | None, charged: bool,
                  low: float | None = None, high: float | None = None,
                  results: tuple[float, float] | None = None,
                  spent: tuple[float, float, float, float] | None = None,
                  pool: float | None = None, reach: float | None = None,
                  price: str = "") -> str:
    """A reviewed decision's verdict, after the book's choice has been said: "as the book",
    "no worse than the book can tell: it cost at most 1.8 counters, perhaps nothing" (with
    the top of the interval whenever there is one, and "the play-outs could not settle it"
    when it is wider than :data:`WIDE`, :data:`CANNOT` with the stake at the time and no
    bound; ``price``, the book's own chance against the price where it clearly favoured its
    choice, first),
    or "cost 2.4 counters (between 1.1 and 3.7)": a decision is charged only when the book
    can tell it cost more than half a counter.

    The verdict is one-sided: the review measures what a choice gave away against the book's,
    never the book's own choice against another (book round 6's M5: the advice said X and
    the review, its play-outs' opponents played by their habits, called X the worse).  A
    choice the play-outs favoured is "no worse than the book can tell", and no gain is
    claimed for it."""
    if cost is None:
        return "not judged"
    if same:
        return "as the book"
    if not charged and price:
        # A clear mistake by the book's own reckoning is said so, whatever the imagined deals
        # could settle of its amount (book round 7: abandoning at 54% against 41%).
        if low is not None and high is not None and high - low > WIDE:
            return f"{price}; how much it cost, {CANNOT}{_stake(pool, spent)}"
        return f"{price}; its imagined deals could not tell the amount above half a counter"
    if not charged:
        if low is None or high is None or high - low < 0.05:
            return "no worse than the book can tell"
        if round(high, 1) <= 0:
            # Every figure printed at or below nothing: the play-outs found no cost (a
            # play-tester read "could not settle it" over -136.6 to -58.2).
            return "no worse than the book can tell: its imagined deals found no cost in it"
        if a_little_worse(low, high):
            # The whole interval above nothing, but not wholly above the half counter charged:
            # "no worse" would not be true (book round 6: "no worse ... between +0.2 and +3.2").
            between = f"it cost between {signed_words(low)} and {signed_words(high)} counters"
            return ("probably a little worse than the book's, but not surely by the half counter "
                    f"the book charges, so not charged: {between}")
        at_most = f"it cost at most {counters_words(high)}, perhaps nothing"
        if high - low > WIDE:
            # No bound quoted: the spread ran out of all proportion to the stake (book round
            # 7: "at most 72.8 counters" with 20 in the pool); the stake is said instead.
            return CANNOT + _stake(pool, spent)
        return f"no worse than the book can tell: {at_most}"
    if low is not None and high is not None and round(high - low, 1) > 0:
        line = (f"cost {counters_words(cost)} (between {low:.1f} and {high:.1f}, as near as "
                "the book's imagined deals tell)")
    else:
        line = f"cost {counters_words(cost)}"
    return line + ("." + results_words(results, spent) if results else "")
