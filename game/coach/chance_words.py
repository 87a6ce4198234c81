"""The book's chances and odds in words, one formatter for the advice, the guide and the
odds helper: "34% (2 to 1 against)", "6 to 1", a reckoned chance no surer than its reading."""

from __future__ import annotations

from game.hands.odds_words import odds_of

READ_EDGE = 0.03


def pct(p: float) -> str:
    return f"{100 * p:.0f}%" if p >= 0.01 or p == 0 else "under 1%"


def chance_words(p: float) -> str:
    """"34% (2 to 1 against)"; "none" only for a chance that is exactly nothing (the advice
    makes it so only where another's cards showing already beat the seat's best possible
    hand: :func:`beaten_for_certain`)."""
    if p == 0:
        return "none"
    if p <= 0.005:
        return "almost none"
    if p >= 0.995:
        return "almost a certainty"
    return f"{pct(p)} ({odds_of(p)})"


# ---------------------------------------------------------------- the draw
def _figure(x: float) -> str:
    return f"{x:.0f}" if x >= 10 or abs(x - round(x)) < 0.05 else f"{x:.1f}"


def ratio_words(pool: int, cost: int) -> str:
    """"6 to 1", "1.9 to 1", "1 to 2": the pool against the price of staying."""
    if pool >= cost:
        return f"{_figure(pool / cost)} to 1"
    return f"1 to {_figure(cost / pool)}"


def reckoned_words(p: float) -> str:
    """A chance the book reckons from its reading of the others, in words no surer than the
    reading: "very little, under 3%", "very high, over 97%", else :func:`chance_words`."""
    if 0 < p < READ_EDGE:
        return f"very little, under {pct(READ_EDGE)}"
    if 1 - READ_EDGE < p < 1:  # (a certainty counted from cards seen stays one)
        return f"very high, over {pct(1 - READ_EDGE)}"
    return chance_words(p)
