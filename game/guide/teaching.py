"""What the guide teaches after the book's word: what a strong and a weak hand do here.

The book's word at a turn says what it would do with the person's hand and why; a moment's
``teach`` words (:class:`game.rulebook.guided.model.Moment`) say what that is worth knowing for
every later deal: how strong such a hand is, how much the book bets with it, and what a weak
hand does instead.  They are data beside the game's rulebook text, with the book's own figures
filled in here at the turn, never written into them: at Ambigu the share of all hands of four
the person's hand beats, and what the good player's play (:mod:`game.ai.french.ambigu`) bets
and raises on a strong hand at this table's limit, at "I play" (the first betting, before the
second draw) and after the second draw.

Where a figure is the book's move, it must be the move the book makes now: the words are
left unsaid (``None``) when the book's move is not the one they describe, so that the guide
never says one amount and lights another.
"""

from __future__ import annotations

from typing import Any

from game.engine import ActionKind, SeatView

K = ActionKind


def fields(view: SeatView, advice: Any) -> dict[str, str] | None:
    """The figures a ``teach`` text is filled with at this turn, or None when its words would
    not be true here.  Every game: ``amount`` (the book's amount now) and ``limit``."""
    if advice is None:
        return None
    out = {"amount": str(advice.action.amount), "limit": str(view.house.limit)}
    if view.variant == "ambigu":
        return _ambigu(view, advice, out)
    if view.variant == "bouillotte":
        # The good player goes in on a chance of at least his share of the pool: one in as
        # many as are still in (game/ai/french/bouillotte.py, the good style's ``enter``).
        live = sum(1 for p in view.players if p.holds_cards)
        out["players"] = _WORD.get(live, str(live))
    return out


_WORD = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _ambigu(view: SeatView, advice: Any, out: dict[str, str]) -> dict[str, str] | None:
    """Ambigu, a hand of four: how many of every hundred hands of four it beats, and the
    book's sizing on a strong hand.

    At "I play" (the first betting, the second draw to come: the step "play") the fields are
    ``play`` (the strong hand's bet, the limit), ``raise_`` and ``fair`` (the bet on a hand
    only likely to be best), said whatever the book does now, since they speak of what it does
    with other hands too; but not where the book bets another amount (a bluff), which the
    words would contradict.  After the second draw the fields are ``bet`` and ``raise_``, only
    where the book's move now is one of those two (its strong bet, or its strong raise).  The
    two sets differ (``play`` and ``bet``) so that neither text is said at the other betting."""
    from game.ai.french.ambigu import middling_bet, read_chance, strong_bet, strong_raise
    from game.ai.french.ambigu_counting import share
    from game.ai.temperament import GOOD
    from game.hands.french.ambigu import with_its_cards

    if len(view.hand) != 4:
        return None
    action = advice.action
    offer = view.offer(action.kind)
    limit = view.house.limit
    bet, raised = round(strong_bet(GOOD, limit)), round(strong_raise(GOOD, limit))
    beats = str(min(99, int(share(view.hand) * 100)))
    if getattr(view.ambigu, "step", "") == "play":
        fair = round(middling_bet(GOOD, limit))
        if action.kind is K.BET and (offer is None or action.amount not in
                                     {max(offer.low, min(offer.high, w)) for w in (bet, fair)}):
            return None  # (a bluff: the words say a weak hand passes)
        if action.kind is K.RAISE and (offer is None or action.amount != max(offer.low, min(offer.high, raised))):
            return None
        # (A learner was told the limit went on "a sequence or better", then told to play the
        # limit on a prime: the good player goes by his chance of the best hand after the second
        # draw, read against those still in (game/ai/french/ambigu.py, ``_bet``), not by the
        # hand's name.  The words say that rule, his two bars and this hand's chance, so that
        # the rule and the book's move never disagree.)
        out.update(beats=beats, play=str(bet), raise_=str(raised), fair=str(fair),
                   chance=str(int(read_chance(view) * 100)), strong_at=str(_hundredths(GOOD.raise_after)),
                   fair_at=str(_hundredths(GOOD.bet_floor)))
        return out
    if offer is None or action.kind not in (K.BET, K.RAISE):
        return None
    wanted = bet if action.kind is K.BET else raised
    if action.amount != max(offer.low, min(offer.high, wanted)):
        return None  # (a middling bet, or a bluff: not the strong hand's size these words teach)
    hand = with_its_cards(view.hand)
    out.update(hand=hand[:1].upper() + hand[1:], beats=beats, bet=str(bet), raise_=str(raised))
    return out


def _hundredths(p: float) -> int:
    """A chance as so many in a hundred, rounded up: a bar of 0.55 is "55 in a hundred"."""
    return int(-(-round(p * 1000) // 10))


def teach(text: str, view: SeatView, advice: Any) -> str:
    """A moment's ``teach`` words filled in at this turn; "" when they would not be true here
    (a figure missing, or the book's move not the one they speak of)."""
    if not text:
        return ""
    got = fields(view, advice)
    if got is None:
        return ""
    try:
        return text.format(**got)
    except (KeyError, IndexError):
        return ""


__all__ = ["fields", "teach"]
