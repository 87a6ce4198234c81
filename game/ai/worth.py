"""What a bet or raise after the draw is worth to the good player, by the pictures of the
hands against it and its notes of how each player answers its own bets.

Split from :mod:`game.ai.book` for size; :class:`~game.ai.book.BookPlayer` weighs each of a
few sizes with :func:`bet_worth` and bets the best of them.
"""

from __future__ import annotations

from game.engine import SeatView

from .model import Range, Style, share_beaten
from .notes import OpponentModel
from .reading import bet_bucket


def bet_worth(model: OpponentModel | None, view: SeatView, g: int, holders: list[int],
              ranges: list[tuple[Range, float]], styles: list[Style], to_call: int,
              b: int) -> float:
    """What betting (or raising) ``b`` more (after calling ``to_call``) is worth with a
    hand of grade ``g``: the pool if all lay down, else the showdown against those who
    stay, each staying with the best part of his range (``ranges``: each of ``holders``'
    pictured hand and the share of his range his play has left; a player narrowed to his
    better hands stays more).

    The notes (``model``) correct the picture: how often each one has laid down to my bets
    of this size and raised them, and what he has shown when he raised.  A raise that this
    hand cannot stand loses the bet (it is laid down), so a thin bet into players who
    raise only what beats my bets is a loss.  (What callers showed is not used: mixed in,
    it cost against every sparring partner measured.)"""
    pool = view.pool
    pay = to_call + b
    bucket = bet_bucket(pay, pool)
    win = 1.0
    callers = 0.0
    unraised = 1.0
    for seat, (r, left), s in zip(holders, ranges, styles):
        calls = s.call_share * (pool + b) / (pool + 2 * b)
        stay = max(0.05, min(1.0, calls / left))
        beaten = r.top(stay).beaten_by(g)
        if model is not None:
            notes = model.of(view.players[seat].name)
            seen = notes.mine_faced_by_size[bucket]
            stay = (seen * (1 - notes.fold_to_me(bucket)) + 3 * stay) / (seen + 3)
            raised = notes.raise_shows(to_call + b)
            if len(raised) >= 5 and share_beaten(g, raised) < 0.5:
                # his raises beat this hand: a raise from him loses the bet
                rise = min(stay, notes.raises_me(bucket, stay * s.raise_share))
                unraised *= 1 - rise
                stay -= rise
                # (those left to call hold the lesser part of what he stays with)
                beaten = min(1.0, beaten * (stay + rise) / stay) if stay > 0 else 1.0
        callers += stay
        # he lays down, or stays with the best part of his range and is beaten
        win *= (1 - stay) + stay * beaten
    return unraised * win * (pool + pay + b * callers) - pay


__all__ = ["bet_worth"]
